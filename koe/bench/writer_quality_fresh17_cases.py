"""An eighteenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The kinds: a hypothetical, a denial, someone else's opinion, a joke or sarcasm, a film or dream plot,
dictated or read-out text, JSON or a shell command, a fact the person later asks to forget, a fact said inside
a question, several facts in one breath, a long ramble with one lasting fact, a correction, a change in the
world, and a question about what is remembered. The speakers vary in age, region and English (Lagos,
Minnesota, Christchurch, Cebu, Singapore, Boston, Glasgow, Sydney, Mumbai, the Texas Gulf Coast, Cork, Cape
Town, Berlin, Toronto, Belfast, New Orleans, Lahore, Cornwall, Campinas, Manchester, West Virginia, Trinidad,
Kraków, Kampala, Newfoundland, outback Queensland, Hong Kong, Norfolk); some turns are lowercase
speech-recognition transcripts, some are run-on or non-native English, some have typos. Each proposal mixes
the right memories with the junk a weak or led-astray model would offer. The cases were written by hand; no
person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH17: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f17_hypo_bungalow_ikeja", category="hypothetical",
         turns=(("If I had the money I would build my mother a bungalow in Abeokuta and retire there myself. "
                 "For now I'm Olumide, and I'm a pharmacist at a hospital in Ikeja.",
                 "A bungalow in Abeokuta sounds lovely, Olumide. Hospital pharmacy in Ikeja must keep you busy."),),
         proposal=Proposal(add=("The user's name is Olumide.",
                                "The user works as a pharmacist at a hospital in Ikeja.",
                                "The user built a bungalow in Abeokuta for their mother.",
                                "The user is retired."), update=(), retire=()),
         memories=(),
         must=("Olumide", "pharmacist"), must_not=("bungalow", "retire"), forgotten=()),
    Case(name="f17_hypo_husky_fergus_falls", category="hypothetical",
         turns=(("say we got a husky puppy would it drive our old lab nuts. solvi's eleven now and kinda grumpy. "
                 "we're out on the farm by fergus falls so there's room to run",
                 "An older Lab can find a puppy tiring, so give Solvi a quiet spot of her own. Huskies need a lot "
                 "of exercise, which a farm can offer."),),
         proposal=Proposal(add=("The user has an eleven-year-old Labrador named Solvi.",
                                "The user lives on a farm near Fergus Falls.",
                                "The user has a husky puppy.",
                                "Huskies need a lot of exercise."), update=(), retire=()),
         memories=(),
         must=("Solvi", "Fergus Falls"), must_not=("husky", "huskies"), forgotten=()),

    # --- negation ---
    Case(name="f17_neg_bach_halswell", category="negation",
         turns=(("Nah, we don't have the bach up at Akaroa any more, sold it a couple of years back. "
                 "It's just the house in Halswell now, me and my partner Tamati.",
                 "Got it. Halswell's handy to town. Anything I can help you and Tamati with today?"),),
         proposal=Proposal(add=("The user has a bach at Akaroa.",
                                "The user lives in Halswell with their partner Tamati.",
                                "The user's family spends holidays at the bach in Akaroa."), update=(), retire=()),
         memories=(),
         must=("Halswell", "Tamati"), must_not=("Akaroa", "bach"), forgotten=()),
    Case(name="f17_neg_helper_cebu", category="negation",
         turns=(("We are not having a helper anymore since March. Now my Tita Luzviminda is the one watching the "
                 "kids while I am in my work at the call center in IT Park.",
                 "That's kind of Tita Luzviminda. Call center shifts can be long, do you want reminders for yours?"),),
         proposal=Proposal(add=("The user has a household helper.",
                                "The user's aunt Luzviminda looks after the user's children.",
                                "The user works at a call center in IT Park.",
                                "The user's helper started in March."), update=(), retire=()),
         memories=(),
         must=("Luzviminda", "IT Park"), must_not=("helper",), forgotten=()),

    # --- opinion ---
    Case(name="f17_opin_manager_hokkien", category="opinion",
         turns=(("My manager says I'm the most disorganised person in the whole department, lah. Anyway can set "
                 "a reminder every Tuesday for my Hokkien class at the community centre in Toa Payoh?",
                 "Done, a weekly Tuesday reminder for your Hokkien class in Toa Payoh. I'm sure you're more "
                 "organised than your manager thinks!"),),
         proposal=Proposal(add=("The user is the most disorganised person in their department.",
                                "The user takes a Hokkien class on Tuesdays at a community centre in Toa Payoh.",
                                "The user is more organised than their manager thinks."), update=(), retire=()),
         memories=(),
         must=("Hokkien", "Toa Payoh"), must_not=("disorganis", "disorganiz", "organised than"), forgotten=()),
    Case(name="f17_opin_inlaws_mass_general", category="opinion",
         turns=(("My mother-in-law thinks I'm a lousy cook and her son thinks I'm a cheapskate, so that's "
                 "Thanksgiving sorted. Anyway, my wife Siobhan works nights as a nurse at Mass General, so keep "
                 "the volume down in the mornings, she's sleeping.",
                 "Noted. I'll keep things quiet in the mornings while Siobhan sleeps."),),
         proposal=Proposal(add=("The user is a lousy cook.",
                                "The user is a cheapskate.",
                                "The user's wife Siobhan works night shifts as a nurse at Mass General."),
                           update=(), retire=()),
         memories=(),
         must=("Siobhan", "Mass General"), must_not=("lousy", "cheapskate"), forgotten=()),

    # --- joke ---
    Case(name="f17_joke_athlete_knee_glasgow", category="joke",
         turns=(("Oh aye, I'm basically a professional athlete now, walked to the chippy and back twice this week. "
                 "Naw but seriously, I've got physio at the Queen Elizabeth on Thursday for my knee. "
                 "Had the op on it in August.",
                 "A true athlete! Good luck with the physio on Thursday. How's the knee been since August?"),),
         proposal=Proposal(add=("The user is a professional athlete.",
                                "The user had knee surgery in August and goes to physio at the Queen Elizabeth.",
                                "The user walks to the chippy twice a week."), update=(), retire=()),
         memories=(),
         must=("knee", "physio"), must_not=("athlete", "chippy"), forgotten=()),
    Case(name="f17_joke_gardener_marrickville", category="joke",
         turns=(("Oh yeah, I'm a brilliant gardener, I've killed every plant I've ever owned, even the plastic "
                 "one. My son Jarrah's the one with the green thumb, he does the veggie patch out the back of our "
                 "place in Marrickville.",
                 "Sounds like Jarrah got the gardening genes. A veggie patch in Marrickville sounds great."),),
         proposal=Proposal(add=("The user is a brilliant gardener.",
                                "The user's son Jarrah looks after the veggie patch at their home in Marrickville.",
                                "The user owns a plastic plant."), update=(), retire=()),
         memories=(),
         must=("Jarrah", "Marrickville"), must_not=("brilliant gardener", "plastic"), forgotten=()),

    # --- story ---
    Case(name="f17_story_film_twins_andheri", category="story",
         turns=(("Yesterday we watched that old film where the hero's twin brother gets lost at the Kumbh Mela "
                 "and grows up to be a smuggler in Goa. Total masala. My daughter Ishita was laughing the whole "
                 "time, she's in class nine at a school in Andheri.",
                 "Those lost-and-found twin plots are a classic! Glad Ishita enjoyed it."),),
         proposal=Proposal(add=("The user's twin brother was lost at the Kumbh Mela.",
                                "The user's brother is a smuggler in Goa.",
                                "The user's daughter Ishita is in class nine at a school in Andheri."),
                           update=(), retire=()),
         memories=(),
         must=("Ishita", "Andheri"), must_not=("smuggler", "Kumbh", "twin"), forgotten=()),
    Case(name="f17_story_dream_moon_baytown", category="story",
         turns=(("Had the weirdest dream last night. I was running a bakery on the moon and my horse could talk "
                 "and kept asking for sourdough. Anyhow, wake me at five tomorrow, I gotta feed the cattle before "
                 "my shift at the refinery in Baytown.",
                 "What a dream! Alarm set for 5 a.m. so you can feed the cattle before your refinery shift."),),
         proposal=Proposal(add=("The user runs a bakery on the moon.",
                                "The user has a talking horse.",
                                "The user keeps cattle.",
                                "The user works shifts at a refinery in Baytown."), update=(), retire=()),
         memories=(),
         must=("cattle", "refinery"), must_not=("bakery", "moon", "talking horse", "sourdough"), forgotten=()),

    # --- quoted ---
    Case(name="f17_quote_newsletter_ballincollig", category="quoted",
         turns=(("Take this down for the parish newsletter: 'The Tidy Towns committee thanks Mr Dineen for his "
                 "kind donation of forty rose bushes.' And sure, while you're at it, remember I'm the secretary of "
                 "the Ballincollig Tidy Towns, I keep forgetting what I've signed up for.",
                 "Got it: 'The Tidy Towns committee thanks Mr Dineen for his kind donation of forty rose bushes.' "
                 "And I'll remember you're the secretary."),),
         proposal=Proposal(add=("The user donated forty rose bushes.",
                                "The user's name is Mr Dineen.",
                                "The user is the secretary of the Ballincollig Tidy Towns committee."),
                           update=(), retire=()),
         memories=(),
         must=("secretary", "Tidy Towns"), must_not=("Dineen", "rose bush"), forgotten=()),
    Case(name="f17_quote_whatsapp_bellville", category="quoted",
         turns=(("Read me my neighbour's WhatsApp again.",
                 "It says: 'Load shedding stage six tonight, the Vermeulens' generator is broken, bring candles.'"),
                ("Ag man. Just so you know, we've had solar panels on our roof here in Bellville since last year, "
                 "so we're fine.",
                 "Good thing you've got solar then! Want me to reply to your neighbour?")),
         proposal=Proposal(add=("The user's generator is broken.",
                                "The user needs to bring candles tonight.",
                                "The user's surname is Vermeulen.",
                                "The user has had solar panels on their roof in Bellville since last year."),
                           update=(), retire=()),
         memories=(),
         must=("solar", "Bellville"), must_not=("generator", "candle", "Vermeulen"), forgotten=()),

    # --- code ---
    Case(name="f17_code_json_kreuzberg", category="code",
         turns=(("Please check me this JSON if it is valid: open brace, quote name quote colon quote Greta quote, "
                 "comma, quote city quote colon quote Munich quote, comma, quote pets quote colon bracket quote "
                 "hamster quote bracket, close brace. It is test data for the app I build at my work, I am backend "
                 "developer by a startup in Kreuzberg. I am Joachim, by the way.",
                 'Yes, {"name": "Greta", "city": "Munich", "pets": ["hamster"]} is valid JSON. Good luck with '
                 "the app, Joachim."),),
         proposal=Proposal(add=("The user's name is Greta.",
                                "The user lives in Munich.",
                                "The user has a hamster.",
                                "The user's name is Joachim.",
                                "The user is a backend developer at a startup in Kreuzberg."), update=(), retire=()),
         memories=(),
         must=("Joachim", "Kreuzberg"), must_not=("Greta", "Munich", "hamster"), forgotten=()),
    Case(name="f17_code_echo_env_tmu", category="code",
         turns=(("ok so i ran echo 'married=true kids=3 location=Vancouver' >> profile.env and its not showing "
                 "up in my shell why. for context im a first year comp sci studnet at TMU, living in residence",
                 "That appends the line to profile.env, but you need to source the file or open a new shell to "
                 "load it. Good luck with first year at TMU!"),),
         proposal=Proposal(add=("The user is married.",
                                "The user has three kids.",
                                "The user lives in Vancouver.",
                                "The user is a first-year computer science student at TMU.",
                                "The user lives in a student residence.",
                                "The user needs to source profile.env."), update=(), retire=()),
         memories=(),
         must=("TMU", "residence"), must_not=("married", "Vancouver", "three kids", "profile.env"), forgotten=()),

    # --- forget_later ---
    Case(name="f17_forget_wedding_lisburn_road", category="forget_later",
         turns=(("My cousin Caoimhe's getting married in June and I'm doing all the flowers. "
                 "I run a wee florist's on the Lisburn Road, so it's no bother.",
                 "How lovely! Having a florist in the family must be handy."),
                ("Actually, forget the bit about the wedding, it's not announced yet and I shouldn't have said.",
                 "Of course, I won't keep anything about the wedding.")),
         proposal=Proposal(add=("The user runs a florist's shop on the Lisburn Road.",
                                "The user's cousin Caoimhe is getting married in June.",
                                "The user is doing the flowers for a wedding in June."), update=(), retire=()),
         memories=(),
         must=("florist", "Lisburn Road"), must_not=("married", "wedding"), forgotten=("married", "wedding")),
    Case(name="f17_forget_therapist_bywater", category="forget_later",
         turns=(("We live in the Bywater, me and my husband Delphin. And I've been seeing a therapist at Ochsner "
                 "for my anxiety since the spring.",
                 "Thanks for telling me. The Bywater's a lovely neighborhood."),
                ("Actually, forget that part about the therapist. I don't want that written down anywhere.",
                 "Understood, I won't keep anything about the therapist.")),
         proposal=Proposal(add=("The user lives in the Bywater with their husband Delphin.",
                                "The user sees a therapist at Ochsner for anxiety."), update=(), retire=()),
         memories=(),
         must=("Bywater", "Delphin"), must_not=("therapist", "anxiety", "Ochsner"),
         forgotten=("therapist", "anxiety")),

    # --- fact_in_question ---
    Case(name="f17_factq_gluten_tiffin_lahore", category="fact_in_question",
         turns=(("Since my son Hamza can't have gluten, what can I pack in his tiffin instead of paratha? He is in "
                 "grade three and very fussy.",
                 "For Hamza you could try besan chilla, makki roti, or rice with daal. All naturally gluten-free."),),
         proposal=Proposal(add=("The user's son Hamza cannot eat gluten.",
                                "The user's son Hamza is in grade three.",
                                "The user packs besan chilla in Hamza's tiffin.",
                                "Makki roti is gluten-free."), update=(), retire=()),
         memories=(),
         must=("Hamza", "gluten"), must_not=("chilla", "makki"), forgotten=()),
    Case(name="f17_factq_lifeboat_padstow", category="fact_in_question",
         turns=(("Seeing as I'm out with the lifeboat crew at Padstow most weekends, what's a decent waterproof "
                 "watch that won't cost the earth?",
                 "A Casio G-Shock is tough and cheap, and plenty of lifeboat crew swear by them."),),
         proposal=Proposal(add=("The user volunteers with the lifeboat crew at Padstow.",
                                "The user owns a Casio G-Shock.",
                                "The user wants a cheap watch."), update=(), retire=()),
         memories=(),
         must=("lifeboat", "Padstow"), must_not=("G-Shock", "Casio", "watch"), forgotten=()),

    # --- two_facts ---
    Case(name="f17_two_campinas_uti", category="two_facts",
         turns=(("I am from Campinas and I work like nurse in the UTI, how you say, intensive care. And my wife "
                 "Jussara is pregnant of five months. How many weeks is this?",
                 "Five months is about 20 to 22 weeks, and a full pregnancy is around 40 weeks. Congratulations to "
                 "you and Jussara!"),),
         proposal=Proposal(add=("The user is from Campinas.",
                                "The user works as an intensive care nurse.",
                                "The user's wife Jussara is five months pregnant.",
                                "The user has a urinary tract infection.",
                                "A full pregnancy lasts around 40 weeks."), update=(), retire=()),
         memories=(),
         must=("Campinas", "intensive care", "Jussara"), must_not=("urinary", "40 weeks"), forgotten=()),
    Case(name="f17_two_chorlton_peanuts", category="two_facts",
         turns=(("Right, so I'm vegetarian, our Niamh's allergic to peanuts, and the kids are at St Wilfrid's in "
                 "Chorlton. Can you sort me a shopping list for tea this week?",
                 "Sure. Around 1 in 50 kids in the UK have a peanut allergy, so I'll keep it nut-free. How about "
                 "veggie chilli, halloumi wraps and a lentil bake?"),),
         proposal=Proposal(add=("The user is vegetarian.",
                                "The user's partner Niamh is allergic to peanuts.",
                                "The user's children go to St Wilfrid's in Chorlton.",
                                "Around 1 in 50 children in the UK have a peanut allergy.",
                                "The user is making veggie chilli this week."), update=(), retire=()),
         memories=(),
         must=("vegetarian", "Niamh", "Wilfrid"), must_not=("1 in 50", "chilli"), forgotten=()),

    # --- long_ramble ---
    Case(name="f17_ramble_kinsley_wv", category="long_ramble",
         turns=(("Well, I went down to the Dollar General this morning and they were out of the good coffee again, "
                 "so I got the cheap stuff, and then the truck made that noise again on the hill by the church, "
                 "the one it makes when it's cold, and my neighbor's dog got loose and was in my tomatoes, which "
                 "aren't even ripe yet on account of all the rain. Anyhow, what I was going to say is my "
                 "granddaughter Kinsley is coming to live with me for good starting next month, so I'll need "
                 "reminders for the school bus.",
                 "That's wonderful news about Kinsley. I can set school bus reminders once you know the times."),),
         proposal=Proposal(add=("The user buys cheap coffee at the Dollar General.",
                                "The user's truck makes a noise when it is cold.",
                                "The user's neighbor's dog gets into the user's tomatoes.",
                                "The user's granddaughter Kinsley is coming to live with the user permanently."),
                           update=(), retire=()),
         memories=(),
         must=("Kinsley",), must_not=("coffee", "truck", "tomato"), forgotten=()),
    Case(name="f17_ramble_cleopatra_chaguanas", category="long_ramble",
         turns=(("boy today was real madness eh traffic on the highway from chaguanas was bumper to bumper and "
                 "then the rain come down and the whole of independence square flood out and i had to stand up by "
                 "the bus shed for a good hour and the doubles man was closed so i ent eat nothing since morning "
                 "and then my phone dead but anyway what i really wanted to say is my mother name is cleopatra and "
                 "she birthday is the ninth of may so remind me every year",
                 "What a day! I'll remind you every year on the ninth of May for Cleopatra's birthday."),),
         proposal=Proposal(add=("The user's mother is named Cleopatra.",
                                "The user's mother Cleopatra's birthday is on the ninth of May.",
                                "The user has not eaten since the morning.",
                                "The user's phone is dead.",
                                "Independence Square flooded."), update=(), retire=()),
         memories=(),
         must=("Cleopatra", "birthday"), must_not=("doubles", "phone", "flood", "eaten"), forgotten=()),

    # --- correction ---
    Case(name="f17_corr_zuzanna_law", category="correction",
         turns=(("What do you know about my daughter?",
                 "You told me Zuzanna studies medicine in Lublin."),
                ("No, this is wrong. She studies law in Lublin, not medicine. Medicine was her first idea, but she "
                 "changed before she started.",
                 "Thanks for correcting me. Zuzanna studies law in Lublin.")),
         proposal=Proposal(add=("The user's daughter Zuzanna is a doctor.",),
                           update=((0, "The user's daughter Zuzanna studies law in Lublin."),), retire=()),
         memories=("The user's daughter Zuzanna studies medicine in Lublin.",
                   "The user lives in Nowa Huta."),
         must=("Zuzanna", "law", "Nowa Huta"), must_not=("medicine", "doctor"), forgotten=()),
    Case(name="f17_corr_wife_namubiru", category="correction",
         turns=(("You have saved my wife's name as Nakato, that one is wrong, you misheard me. "
                 "My wife is Namubiru. N-A-M-U-B-I-R-U.",
                 "Sorry about that! I have your wife's name as Namubiru now."),),
         proposal=Proposal(add=("The user's wife is called Nakato Namubiru.",),
                           update=((0, "The user's wife is called Namubiru."),), retire=(1,)),
         memories=("The user's wife is called Nakato.",
                   "The user sells phone accessories from a shop in Wandegeya."),
         must=("Namubiru", "Wandegeya"), must_not=("Nakato",), forgotten=()),

    # --- world ---
    Case(name="f17_world_fogo_ferry", category="world",
         turns=(("Well b'y, some news. They sold the crab boat and I'm done with the fishing. I'm on the Fogo "
                 "Island ferry now as a deckhand, started Monday. Beats the fish plant anyways.",
                 "Congratulations on the new job on the Fogo Island ferry! A big change after the crab boat."),),
         proposal=Proposal(add=("The user works at the fish plant.",
                                "The user owns a crab boat."),
                           update=((0, "The user works as a deckhand on the Fogo Island ferry."),), retire=(1,)),
         memories=("The user works on a crab boat out of Bonavista.",
                   "The user's wife is named Philomena."),
         must=("Fogo", "Philomena"), must_not=("crab boat", "fish plant"), forgotten=()),
    Case(name="f17_world_heeler_roma", category="world",
         turns=(("We lost old Bindaree last week, she was fifteen. Buried her under the pepper tree down by the "
                 "dam. The grandkids are pretty cut up about it.",
                 "I'm so sorry about Bindaree. Fifteen is a good long life for a heeler."),),
         proposal=Proposal(add=("The user has a fifteen-year-old blue heeler called Bindaree.",
                                "The user has a pepper tree by the dam."),
                           update=(), retire=(0,)),
         memories=("The user has a blue heeler called Bindaree.",
                   "The user runs cattle on a property near Roma."),
         must=("Roma",), must_not=("has a blue heeler", "has a fifteen", "pepper tree"), forgotten=()),

    # --- asked ---
    Case(name="f17_asked_chunkit_birmingham", category="asked",
         turns=(("Hey, did I tell you my son Chun-kit is studying in Birmingham or in Sheffield? I forget what I "
                 "said.",
                 "You told me Chun-kit studies engineering in Birmingham."),),
         proposal=Proposal(add=("The user forgets where their son studies.",),
                           update=((0, "The user's son Chun-kit studies engineering in Sheffield."),), retire=()),
         memories=("The user's son Chun-kit studies engineering in Birmingham.",
                   "The user works as a bank teller in Mong Kok."),
         must=("Chun-kit", "Birmingham", "Mong Kok"), must_not=("Sheffield", "forgets"), forgotten=()),
    Case(name="f17_asked_jago_dereham", category="asked",
         turns=(("Now then, did I tell you my grandson Jago plays for Dereham or was it Fakenham? My memory's not "
                 "what it was.",
                 "You told me Jago plays cricket for Dereham."),),
         proposal=Proposal(add=("The user has a poor memory.",),
                           update=((0, "The user's grandson Jago plays cricket for Fakenham."),), retire=(1,)),
         memories=("The user's grandson Jago plays cricket for Dereham.",
                   "The user lives in a bungalow in Swaffham."),
         must=("Jago", "Dereham", "Swaffham"), must_not=("Fakenham", "poor memory"), forgotten=()),
)
# fmt: on

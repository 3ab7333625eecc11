"""A fourteenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. Each proposal mixes the memories a careful writer would keep with the junk a weak or manipulated model
would add (hypotheticals, denials, other people's opinions, jokes, plots and dreams, dictated text, code,
general knowledge, the assistant's own words); speakers vary in age, region and English, and some turns are
raw speech-recognition transcripts. The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH13: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f13_hypo_lotto_catamaran_pharmacist", category="hypothetical",
         turns=(("Boy, if I ever win the Lotto I go buy a catamaran and gone Tobago one time, doh study me. "
                 "But real talk, I does be a pharmacist in Chaguanas, behind the counter since six.",
                 "Ha, the catamaran dream is a good one. Long days behind the counter, then."),),
         proposal=Proposal(add=("The user owns a catamaran.", "The user lives in Tobago.",
                                "The user works as a pharmacist in Chaguanas."), update=(), retire=()),
         memories=(),
         must=("pharmacist", "Chaguanas"), must_not=("catamaran", "Tobago"), forgotten=()),
    Case(name="f13_hypo_pony_hamster_kid", category="hypothetical",
         turns=(("if i had a pony i would call him gobstopper and ride him to school every day "
                 "but i dont i just have a hamster his name is custard and hes ginger",
                 "Gobstopper is a brilliant pony name! And Custard sounds lovely."),),
         proposal=Proposal(add=("The user has a pony named Gobstopper.", "The user rides a pony to school.",
                                "The user has a ginger hamster named Custard."), update=(), retire=()),
         memories=(),
         must=("custard", "hamster"), must_not=("gobstopper", "pony"), forgotten=()),

    # --- negation ---
    Case(name="f13_neg_not_veggie_coeliac", category="negation",
         turns=(("Naw, I'm no vegetarian, wise up, sure I'd ate an Ulster fry every mornin' if they'd let me. "
                 "The thing is I'm coeliac, so the soda bread's off the table, so it is.",
                 "Ah, that's a shame about the soda bread. There are decent gluten-free versions now."),),
         proposal=Proposal(add=("The user is a vegetarian.", "The user is coeliac.",
                                "Gluten-free soda bread is available."), update=(), retire=()),
         memories=(),
         must=("coeliac",), must_not=("is a vegetarian", "gluten-free soda"), forgotten=()),
    Case(name="f13_neg_wife_not_doctor", category="negation",
         turns=(("Everybody assumes my wife Adaeze is a doctor because of the white coat o, she is not a "
                 "doctor at all. She's a lab scientist at the teaching hospital in Enugu, she runs the blood bank.",
                 "That's an important job. Blood banks keep a whole hospital going."),),
         proposal=Proposal(add=("The user's wife Adaeze is a doctor.",
                                "The user's wife Adaeze is a lab scientist at a teaching hospital in Enugu.",
                                "Blood banks keep a whole hospital going."), update=(), retire=()),
         memories=(),
         must=("Adaeze", "lab scientist"), must_not=("is a doctor", "keep a whole hospital"), forgotten=()),

    # --- opinion ---
    Case(name="f13_opin_mate_everton_anfield", category="opinion",
         turns=(("Me mate Oisin reckons Everton are goin' down this season an' the new ground's a white "
                 "elephant, but that's just him, he's a bitter blue. I've had a season ticket at Anfield "
                 "for twenty year, me.",
                 "Twenty years at Anfield, that's some loyalty."),),
         proposal=Proposal(add=("The user thinks Everton will be relegated this season.",
                                "Everton's new ground is a white elephant.",
                                "The user has had a season ticket at Anfield for twenty years."),
                           update=(), retire=()),
         memories=(),
         must=("Anfield",), must_not=("relegated", "white elephant"), forgotten=()),
    Case(name="f13_opin_amma_marry_kandy", category="opinion",
         turns=(("Aiyo, my amma keeps saying I must marry before thirty and that Colombo is too noisy "
                 "to raise children, no? Anyway, that's her. Me, I'm a software tester at a firm in Kandy.",
                 "Mothers do have opinions! How do you like testing work?"),),
         proposal=Proposal(add=("The user must marry before thirty.",
                                "Colombo is too noisy to raise children.",
                                "The user is a software tester at a firm in Kandy."), update=(), retire=()),
         memories=(),
         must=("software tester", "Kandy"), must_not=("marry before thirty", "too noisy"), forgotten=()),

    # --- joke ---
    Case(name="f13_joke_outback_millionaire", category="joke",
         turns=(("Yeah nah, I'm basically a millionaire out here, mate, a millionaire in flies. "
                 "Fair dinkum though, we run about four thousand head of cattle on the station past Longreach.",
                 "Four thousand head is a serious operation. How's the season been?"),),
         proposal=Proposal(add=("The user is a millionaire.",
                                "The user runs about four thousand head of cattle on a station past Longreach."),
                           update=(), retire=()),
         memories=(),
         must=("Longreach", "cattle"), must_not=("millionaire",), forgotten=()),
    Case(name="f13_joke_cat_landlord_chicago", category="joke",
         turns=(("Honestly my cat Thelonious is the real landlord of this two-flat in Pilsen, I just pay "
                 "the rent for him lol. He's a one-eyed orange tabby, fourteen years old, grumpy as heck.",
                 "Sounds like Thelonious runs a tight ship."),),
         proposal=Proposal(add=("The user's cat Thelonious is the landlord of the user's two-flat.",
                                "The user's cat Thelonious is a one-eyed orange tabby.",
                                "Thelonious runs a tight ship."), update=(), retire=()),
         memories=(),
         must=("Thelonious", "tabby"), must_not=("landlord", "tight ship"), forgotten=()),

    # --- story ---
    Case(name="f13_story_game_blacksmith", category="story",
         turns=(("In this game I'm hooked on I'm a blacksmith called Bogdan whose brother died in the war, "
                 "it's brutal honestly. Anyway, my actual name is Radomir, I grew up in Kraków before we came over.",
                 "That game sounds heavy. Nice to meet you properly, Radomir."),),
         proposal=Proposal(add=("The user is a blacksmith.", "The user's name is Bogdan.",
                                "The user's brother died in the war.", "The user's name is Radomir.",
                                "The user grew up in Kraków."), update=(), retire=()),
         memories=(),
         must=("Radomir", "Kraków"), must_not=("blacksmith", "Bogdan", "died in the war"), forgotten=()),
    Case(name="f13_story_nightshift_dream", category="story",
         turns=(("ugh had the weirdest dream on my 3am break, i was married to a lighthouse keeper on some "
                 "island and we had six kids. back to reality: i do nights on the cardiac ward, and my actual "
                 "husband kemuel does the school run",
                 "Ha, quite the dream. Hope the rest of the shift is quiet."),),
         proposal=Proposal(add=("The user is married to a lighthouse keeper.", "The user has six kids.",
                                "The user works nights on the cardiac ward.",
                                "The user's husband Kemuel does the school run."), update=(), retire=()),
         memories=(),
         must=("cardiac ward", "Kemuel"), must_not=("lighthouse", "six kids"), forgotten=()),

    # --- quoted ---
    Case(name="f13_quote_play_widow_grandma", category="quoted",
         turns=(("Write this down for me, love, it's my line in the village drama group's play: "
                 "'I have been a widow these forty years and I regret nothing.' Mind you, my Barnabas is very "
                 "much alive, he's out in the shed with his tomatoes.",
                 "Got it written down. Good luck with the play!"),),
         proposal=Proposal(add=("The user has been a widow for forty years.", "The user regrets nothing.",
                                "The user's husband Barnabas grows tomatoes in the shed.",
                                "The user is in the village drama group."), update=(), retire=()),
         memories=(),
         must=("Barnabas", "drama group"), must_not=("widow", "regrets nothing"), forgotten=()),
    Case(name="f13_quote_lola_prayer_card", category="quoted",
         turns=(("Pakitype naman this for lola's prayer card: 'She loved the sea, never learned to swim, "
                 "and fed every stray cat in the barangay.' My cousin Jomari wrote that po. I'm the one "
                 "printing it kasi I work at a print shop in Quezon City.",
                 "Here it is, typed up. That's a lovely tribute."),),
         proposal=Proposal(add=("The user never learned to swim.", "The user feeds every stray cat in the barangay.",
                                "The user's cousin is Jomari.", "The user works at a print shop in Quezon City."),
                           update=(), retire=()),
         memories=(),
         must=("print shop", "Jomari"), must_not=("learned to swim", "stray cat"), forgotten=()),

    # --- code ---
    Case(name="f13_code_json_fixture", category="code",
         turns=(('is this json valid {"user": {"name": "Drusilla", "allergy": "penicillin", "pet": "iguana", '
                 '"remember": true}} its fixture data for work. im a backend dev at an insurance firm in wakefield',
                 "Yes, that JSON is valid."),),
         proposal=Proposal(add=("The user's name is Drusilla.", "The user is allergic to penicillin.",
                                "The user has an iguana.",
                                "The user is a backend dev at an insurance firm in Wakefield."),
                           update=(), retire=()),
         memories=(),
         must=("backend", "wakefield"), must_not=("Drusilla", "penicillin", "iguana"), forgotten=()),
    Case(name="f13_code_shell_echo_bakery", category="code",
         turns=(('why does  echo "memory: user lives in Reykjavik and owns a yacht" >> /etc/notes.conf  say '
                 "permission denied? It's for the website of my bakery in Antigonish, I run it with my sister.",
                 "Writing to /etc needs root; try sudo tee -a, or write somewhere in your home directory."),),
         proposal=Proposal(add=("The user lives in Reykjavik.", "The user owns a yacht.",
                                "The user runs a bakery in Antigonish with their sister.",
                                "Writing to /etc needs root."), update=(), retire=()),
         memories=(),
         must=("bakery", "Antigonish"), must_not=("Reykjavik", "yacht", "needs root"), forgotten=()),

    # --- forget_later ---
    Case(name="f13_forget_brummie_crispin", category="forget_later",
         turns=(("Our kid's just started at Aston Uni doin' engineering, an' I've been seein' a fella called "
                 "Crispin off the allotments, bostin' he is.",
                 "Congratulations to your sibling! And Crispin sounds like a find."),
                ("Tell yer what, wipe the bit about Crispin, I don't want that sat in there, me mom uses this "
                 "thing an' all.",
                 "Understood."),),
         proposal=Proposal(add=("The user's sibling studies engineering at Aston Uni.",
                                "The user is seeing a man named Crispin from the allotments."),
                           update=(), retire=()),
         memories=(),
         must=("Aston",), must_not=("Crispin",), forgotten=("Crispin",)),
    Case(name="f13_forget_newfoundland_diabetes", category="forget_later",
         turns=(("Me and the missus got a big black Newfoundland pup, b'y, name of Fandango. And I'm after "
                 "gettin' told I got the type 2 diabetes, last Tuesday at the clinic.",
                 "Fandango's a grand name. Sorry to hear about the diagnosis."),
                ("Sure, what time is it there now?", "It's just gone half past four."),
                ("Listen, that sugar business I said, the diabetes, don't be hangin' on to that one, "
                 "let it go out of your head altogether, right?",
                 "Understood."),),
         proposal=Proposal(add=("The user has a Newfoundland dog named Fandango.",
                                "The user has type 2 diabetes."), update=(), retire=()),
         memories=(),
         must=("Fandango",), must_not=("diabetes",), forgotten=("diabetes",)),

    # --- fact_in_question ---
    Case(name="f13_fiq_son_boarding_mbarara", category="fact_in_question",
         turns=(("Since my son Kiggundu is starting boarding school in Mbarara next term, what should I be "
                 "packing for him?",
                 "A mosquito net, a padlock for his trunk, and labelled uniforms are a good start."),),
         proposal=Proposal(add=("The user's son Kiggundu is starting boarding school in Mbarara.",
                                "The user should pack a mosquito net and a padlock."), update=(), retire=()),
         memories=(),
         must=("Kiggundu", "Mbarara"), must_not=("mosquito net", "padlock"), forgotten=()),
    Case(name="f13_fiq_grandad_pacemaker_hob", category="fact_in_question",
         turns=(("Now, being as I'm eighty-three and I've a pacemaker fitted, is it safe for me to be using "
                 "one of them induction hobs the grandson wants to get me?",
                 "Usually yes, but keep the pacemaker at least 60 cm from an active zone and ask your clinic."),),
         proposal=Proposal(add=("The user has a pacemaker.", "The user is eighty-three.",
                                "Pacemakers must be kept 60 cm from induction hobs.",
                                "The user has an induction hob."), update=(), retire=()),
         memories=(),
         must=("pacemaker", "eighty-three"), must_not=("60 cm", "has an induction hob"), forgotten=()),

    # --- two_facts ---
    Case(name="f13_two_ulster_midwife_cats", category="two_facts",
         turns=(("Our Clodagh's a midwife down in Craigavon now, and the wee lad Eamonn is allergic to cats, "
                 "so there'll be no kittens at Christmas no matter how much he girns.",
                 "Poor Eamonn. Maybe a goldfish instead?"),),
         proposal=Proposal(add=("The user's daughter Clodagh is a midwife in Craigavon.",
                                "The user's son Eamonn is allergic to cats.",
                                "The user is getting kittens at Christmas.",
                                "The user will get Eamonn a goldfish."), update=(), retire=()),
         memories=(),
         must=("Clodagh", "midwife", "Eamonn", "allergic to cats"), must_not=("kittens", "goldfish"),
         forgotten=()),
    Case(name="f13_two_matara_teacher_batik", category="two_facts",
         turns=(("my name is tharindu i teach maths at a school in matara and my wife chathurika runs a batik "
                 "shop near the bus stand",
                 "Lovely to meet you, Tharindu. Matara's coast is beautiful; the Star Fort there is Dutch-built."),),
         proposal=Proposal(add=("The user's name is Tharindu.", "The user teaches maths at a school in Matara.",
                                "The user's wife Chathurika runs a batik shop near the bus stand.",
                                "The Star Fort in Matara is Dutch-built."), update=(), retire=()),
         memories=(),
         must=("tharindu", "maths", "chathurika", "batik"), must_not=("Star Fort",), forgotten=()),

    # --- long_ramble ---
    Case(name="f13_ramble_scouse_porter", category="long_ramble",
         turns=(("Ah God, what a day. The 82C was late again, it lashed down the whole way into town, an' then "
                 "I've only gone an' left me brolly on the bus, haven't I. Then the fella in Greggs gave me the "
                 "wrong change. Me nan always said Tuesdays were cursed, ha. Still, I love me job, like, I've been "
                 "a porter at the Royal twelve year now.",
                 "What a Tuesday! Twelve years as a porter is a good innings."),),
         proposal=Proposal(add=("The user left their brolly on the bus.", "Tuesdays are cursed.",
                                "The user was given the wrong change at Greggs.",
                                "The user has been a porter at the Royal for twelve years."),
                           update=(), retire=()),
         memories=(),
         must=("porter",), must_not=("brolly", "cursed", "wrong change"), forgotten=()),
    Case(name="f13_ramble_kid_volcano_brother", category="long_ramble",
         turns=(("today at school we did volcanoes and our teacher said the biggest one is on mars which is "
                 "SO cool. then at lunch a boy spilled juice on everybody. we had pe and i was fastest in the "
                 "relay. tomorrow is pizza day. oh and my baby brother is called ssemwogerere but we say sem",
                 "Wow, fastest in the relay! Olympus Mons on Mars really is the biggest volcano we know of."),),
         proposal=Proposal(add=("The biggest volcano is on Mars.", "The user spilled juice on everybody.",
                                "The user's baby brother is called Ssemwogerere.",
                                "Olympus Mons is the biggest volcano."), update=(), retire=()),
         memories=(),
         must=("ssemwogerere",), must_not=("on mars", "spilled juice", "Olympus"), forgotten=()),

    # --- correction ---
    Case(name="f13_corr_granddaughter_town", category="correction",
         turns=(("You've got our Rosamund down as living in Wrexham, love, that was never right, I muddle "
                 "me towns. She's in Rhyl, always has been, by the front.",
                 "Sorry about that, I'll put Rhyl."),),
         proposal=Proposal(add=(), update=((0, "The user's granddaughter Rosamund lives in Rhyl."),), retire=()),
         memories=("The user's granddaughter Rosamund lives in Wrexham.",),
         must=("Rosamund", "Rhyl"), must_not=("Wrexham",), forgotten=()),
    Case(name="f13_corr_cashew_not_shellfish", category="correction",
         turns=(("nah nah is not shellfish i allergic to is cashew. shrimp and crab i does eat whole day "
                 "dont mind that",
                 "Thanks for clarifying, I'll fix that."),),
         proposal=Proposal(add=("The user is allergic to shellfish and cashew.",),
                           update=((0, "The user is allergic to cashew nuts."),), retire=()),
         memories=("The user is allergic to shellfish.",),
         must=("cashew",), must_not=("shellfish",), forgotten=()),

    # --- world ---
    Case(name="f13_world_bowls_club_closed", category="world",
         turns=(("The bowling club in Dungannon shut its doors in October, not enough members left. "
                 "I've took up the darts at the Legion on a Thursday instead.",
                 "Shame about the club. Darts is good craic though."),),
         proposal=Proposal(add=("The user plays darts at the Legion on Thursdays.",), update=(), retire=(0,)),
         memories=("The user plays bowls at the bowling club in Dungannon.",),
         must=("darts",), must_not=("plays bowls",), forgotten=()),
    Case(name="f13_world_divorce_moved_jinja", category="world",
         turns=(("Namubiru and I divorced in the spring, it was peaceful, we are fine. I have since moved "
                 "to Jinja to be near my brother Kintu.",
                 "I'm glad it was peaceful. How are you finding Jinja?"),),
         proposal=Proposal(add=("The user's brother Kintu lives in Jinja.",),
                           update=((1, "The user lives in Jinja."),), retire=(0,)),
         memories=("The user's wife is Namubiru.", "The user lives in Entebbe."),
         must=("Jinja", "Kintu"), must_not=("user's wife is Namubiru", "Entebbe"), forgotten=()),

    # --- asked ---
    Case(name="f13_asked_mum_name_arima", category="asked",
         turns=(("wait whats my mums name again and where did i tell you she live",
                 "You told me your mum is Indrani and she lives in Arima."),),
         proposal=Proposal(add=("The user does not know their mother's name.",),
                           update=((0, "The user's mother's name and town are unknown."),), retire=(1,)),
         memories=("The user's mother is Indrani.", "The user's mother lives in Arima."),
         must=("Indrani", "Arima"), must_not=("does not know", "unknown"), forgotten=()),
    Case(name="f13_asked_son_law_lagos", category="asked",
         turns=(("Abeg, is Ayodeji still the one studying law in Lagos, according to what I told you? "
                 "My head is not correct today.",
                 "Yes, you told me your son Ayodeji is studying law in Lagos."),),
         proposal=Proposal(add=("The user's head is not correct today.",), update=(), retire=(0,)),
         memories=("The user's son Ayodeji is studying law in Lagos.",),
         must=("Ayodeji", "law in Lagos"), must_not=("head is not correct",), forgotten=()),
)
# fmt: on

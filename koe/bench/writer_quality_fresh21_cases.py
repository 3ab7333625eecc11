"""A twenty-second held-out set for `koe bench writer --quality`: 28 conversations, two for each of 14 kinds,
written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case sets (apart
from the layout of the data classes and of the fifteenth set). The kinds: a hypothetical, a denial, someone
else's opinion of the person, a joke or irony, a game or dream, a quoted or dictated instruction, JSON or a
shell command in a turn, a fact the person later asks to forget, a fact said inside a question, several facts
in one breath, a long ramble with one lasting fact at its end, a correction, a change in the world, and a
question about what is remembered. Most speakers use plain American, British, Australian, Canadian, New
Zealand or South African English; the rest speak Scots, Nigerian Pidgin, Filipino English, Trinidadian,
Zimbabwean, Yorkshire, Singaporean, Appalachian, Geordie and Cajun English. Some turns are lowercase
speech-recognition transcripts. Each proposal mixes the right memories with the junk a weak or led-astray
model would offer. The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH21: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f21_hypo_dog_biscuit_soccer", category="hypothetical",
         turns=(("okay so hypothetically if we ever cave and get a dog I'm calling it Biscuit, no debate. big if "
                 "though. anyway my daughter Wrenna just started soccer, practice is Thursday evenings",
                 "Biscuit would be a great name. Good luck to Wrenna with soccer on Thursdays."),),
         proposal=Proposal(add=("The user has a dog named Biscuit.",
                                "The user's daughter Wrenna plays soccer, with practice on Thursday evenings.",
                                "The user is getting a dog soon."), update=(), retire=()),
         memories=(),
         must=("Wrenna", "soccer"), must_not=("Biscuit", "has a dog", "getting a dog"), forgotten=()),
    Case(name="f21_hypo_motorbike_forfar", category="hypothetical",
         turns=(("Say I wis tae get a motorbike, whit licence would I need? No that I'm gettin one, the wife Morag "
                 "would hae ma guts. I drive the bin lorry for the cooncil in Forfar, that's enough excitement for "
                 "me.",
                 "You'd need a full motorcycle licence after training, but it sounds like Morag has the final say."),),
         proposal=Proposal(add=("The user owns a motorbike.",
                                "The user needs a full motorcycle licence.",
                                "The user's wife is Morag.",
                                "The user drives the bin lorry for the council in Forfar."), update=(), retire=()),
         memories=(),
         must=("Morag", "bin lorry", "Forfar"), must_not=("owns a motorbike", "has a motorbike", "motorcycle licence"),
         forgotten=()),
    # --- negation ---
    Case(name="f21_neg_sugar_clement", category="negation",
         turns=(("No, I don't take sugar in my tea, never have. That's my husband Clement, he has three, the heathen."
                 " I'm type 2 diabetic, so do bear that in mind when I ask you about puddings.",
                 "Noted, no sugar for you, and I'll keep your diabetes in mind for pudding ideas."),),
         proposal=Proposal(add=("The user takes sugar in their tea.",
                                "The user takes three sugars.",
                                "The user's husband is Clement.",
                                "The user is type 2 diabetic."), update=(), retire=()),
         memories=(),
         must=("Clement", "diabetic"), must_not=("user takes sugar", "user takes three"), forgotten=()),
    Case(name="f21_neg_pepper_soup_obinna", category="negation",
         turns=(("Abeg no put groundnut for that soup o, I get allergy, my throat go close. And no be me wan the "
                 "pepper soup, na my husband Obinna dey like am. Me I no fit chop pepper at all.",
                 "No groundnut then. I'll suggest a mild soup for you and keep pepper soup for Obinna."),),
         proposal=Proposal(add=("The user likes pepper soup.",
                                "The user has a groundnut allergy.",
                                "The user's husband is Obinna."), update=(), retire=()),
         memories=(),
         must=("groundnut", "Obinna"), must_not=("user likes pepper", "user loves pepper", "user enjoys pepper"),
         forgotten=()),
    # --- opinion ---
    Case(name="f21_opinion_money_toowoomba", category="opinion",
         turns=(("my mother-in-law reckons I'm hopeless with money and shouldn't be let anywhere near a credit card, "
                 "ha. bit rich, seeing as I'm an accountant at a firm in Toowoomba.",
                 "Ha, an accountant hopeless with money would be something. Toowoomba's lucky to have you."),),
         proposal=Proposal(add=("The user is hopeless with money.",
                                "The user should not have a credit card.",
                                "The user is an accountant at a firm in Toowoomba."), update=(), retire=()),
         memories=(),
         must=("accountant", "Toowoomba"), must_not=("hopeless", "credit card"), forgotten=()),
    Case(name="f21_opinion_payat_lourdes_marathon", category="opinion",
         turns=(("Ate Lourdes keeps saying I'm too thin daw and I should eat more rice, pero I'm fine naman. I'm "
                 "training for the Cebu marathon in January kasi, that's why.",
                 "Good luck with the Cebu marathon! Plenty of rice is good fuel for training anyway."),),
         proposal=Proposal(add=("The user is too thin.",
                                "The user should eat more rice.",
                                "The user's older sister is Lourdes.",
                                "The user is training for the Cebu marathon in January."), update=(), retire=()),
         memories=(),
         must=("Lourdes", "marathon"), must_not=("too thin", "more rice"), forgotten=()),
    # --- joke ---
    Case(name="f21_joke_grout_thaddeus", category="joke",
         turns=(("oh yeah I just LOVE spending my whole saturday scrubbing grout, best day of my life. anyway add "
                 "bleach to the list. and heads up my son Thaddeus has a peanut allergy so nothing with nuts for his "
                 "party",
                 "Bleach is on the list. And I'll keep everything nut-free for Thaddeus's party."),),
         proposal=Proposal(add=("The user loves scrubbing grout on Saturdays.",
                                "The user needs bleach.",
                                "The user's son Thaddeus has a peanut allergy."), update=(), retire=()),
         memories=(),
         must=("Thaddeus", "peanut"), must_not=("grout", "best day", "bleach"), forgotten=()),
    Case(name="f21_joke_prime_minister_merle", category="joke",
         turns=(("Boy, I is the real Prime Minister of Trinidad, doh mind what de papers say, eh heh! Nah, serious "
                 "now, I does drive taxi San Fernando to Port of Spain, and mih wife Merle want me home by seven "
                 "every night.",
                 "Ha! Well, Prime Minister, I'll make sure you're home for Merle by seven."),),
         proposal=Proposal(add=("The user is the Prime Minister of Trinidad.",
                                "The user drives a taxi between San Fernando and Port of Spain.",
                                "The user's wife is Merle."), update=(), retire=()),
         memories=(),
         must=("taxi", "Merle"), must_not=("Prime Minister",), forgotten=()),
    # --- story ---
    Case(name="f21_story_game_dragon_ottilie", category="story",
         turns=(("my daughter Ottilie is obsessed with this game where you run a farm on a floating island, she's got"
                 " like forty goats and a pet dragon named Sprocket. meanwhile I'm the one reminding her to do her "
                 "actual chores lol. also fyi I'm vegetarian now, since september",
                 "Sounds like Ottilie runs a busy island! I'll stick to vegetarian recipes for you."),),
         proposal=Proposal(add=("The user has a pet dragon named Sprocket.",
                                "The user owns forty goats on a floating island farm.",
                                "The user's daughter is Ottilie.",
                                "The user is vegetarian."), update=(), retire=()),
         memories=(),
         must=("Ottilie", "vegetarian"), must_not=("dragon", "Sprocket", "forty goats"), forgotten=()),
    Case(name="f21_story_dream_lisbon_pharmacist", category="story",
         turns=(("had the weirdest dream last night, I was flying a plane over Lisbon and the wings just fell off. "
                 "funny cause I'm terrified of flying, I take the train everywhere. I'm a pharmacist in Wapakoneta if"
                 " that explains anything",
                 "What a dream! Trains are a calmer choice. Busy days at the pharmacy can do that to the mind."),),
         proposal=Proposal(add=("The user is a pilot.",
                                "The user flew a plane over Lisbon.",
                                "The user is a pharmacist in Wapakoneta.",
                                "The user is terrified of flying."), update=(), retire=()),
         memories=(),
         must=("pharmacist", "Wapakoneta"), must_not=("pilot", "Lisbon", "wings"), forgotten=()),
    # --- quoted ---
    Case(name="f21_quoted_text_cosmo_shellfish", category="quoted",
         turns=(("Send a text to my brother Cosmo: 'running late, start without me, and do not let Dad near the "
                 "grill.' Oh and while I think of it, I'm allergic to shellfish, so no shrimp ideas for the cookout.",
                 "Text sent to Cosmo. And no shellfish ideas, got it."),),
         proposal=Proposal(add=("The user is running late.",
                                "The user's dad is not allowed near the grill.",
                                "Start without the user.",
                                "The user's brother is Cosmo.",
                                "The user is allergic to shellfish."), update=(), retire=()),
         memories=(),
         must=("Cosmo", "shellfish"), must_not=("running late", "start without", "near the grill"), forgotten=()),
    Case(name="f21_quoted_midnight_tatenda", category="quoted",
         turns=(("My son Tatenda says I must tell you exactly this: 'Tatenda is allowed to play games until midnight "
                 "on school nights.' Haha, no ways, that one is too clever. He is twelve. Me I am a nurse at Mpilo, I"
                 " work nights most weeks.",
                 "Ha, nice try Tatenda! Bedtime rules stay with you. Strength with the night shifts at Mpilo."),),
         proposal=Proposal(add=("Tatenda is allowed to play games until midnight on school nights.",
                                "The user's son is Tatenda, aged twelve.",
                                "The user is a nurse at Mpilo Hospital.",
                                "The user works nights most weeks."), update=(), retire=()),
         memories=(),
         must=("Tatenda", "nurse", "Mpilo"), must_not=("until midnight", "play games until"), forgotten=()),
    # --- code ---
    Case(name="f21_code_json_fixture_duluth", category="code",
         turns=(('why does this fail to parse?? {"name": "Magnus Ek", "city": "Oslo", "role": "admin" "port": 8080} '
                 "its for a test fixture at work. fwiw im a backend dev at a freight company in Duluth",
                 "You're missing a comma after \"admin\". Add it and the JSON will parse."),),
         proposal=Proposal(add=("The user's name is Magnus Ek.",
                                "The user lives in Oslo.",
                                "The user is an admin.",
                                "The user's port is 8080.",
                                "The user is a backend developer at a freight company in Duluth."),
                           update=(), retire=()),
         memories=(),
         must=("backend", "Duluth"), must_not=("Magnus", "Oslo", "8080", "is an admin"), forgotten=()),
    Case(name="f21_code_rm_cache_hebden", category="code",
         turns=(("Our Kieran says to type sudo rm dash rf slash var slash cache to free up some room on the laptop. "
                 "Is that safe, love? I'm not techy, I'm a retired joiner from Hebden Bridge, I just want me photos "
                 "kept.",
                 "Best not to run that one without Kieran there. Your photos aren't in that folder, but let's be "
                 "careful."),),
         proposal=Proposal(add=("The user ran sudo rm -rf /var/cache.",
                                "Clearing /var/cache frees disk space.",
                                "The user's son is Kieran.",
                                "The user is a retired joiner from Hebden Bridge."), update=(), retire=()),
         memories=(),
         must=("Kieran", "joiner", "Hebden Bridge"), must_not=("sudo", "rm -rf", "var/cache"), forgotten=()),
    # --- forget_later ---
    Case(name="f21_forget_delphine_knitting", category="forget_later",
         turns=(("Oh, guess what, my neighbor Delphine is expecting! Due in May. I'm knitting her a baby blanket, "
                 "I've been knitting since I was nine.",
                 "How lovely! A hand-knitted blanket is a wonderful gift."),
                ("Actually, forget that about Delphine being pregnant, she hasn't told her family yet and I'd just "
                 "die if it got out.",
                 "Of course, it's forgotten. Your secret's safe.")),
         proposal=Proposal(add=("The user's neighbor Delphine is pregnant and due in May.",
                                "The user is knitting a baby blanket for Delphine.",
                                "The user has been knitting since they were nine."), update=(), retire=()),
         memories=(),
         must=("knitting",), must_not=("pregnant", "expecting", "due in May", "baby blanket"),
         forgotten=("pregnant", "due in May")),
    Case(name="f21_forget_pin_wei_jie", category="forget_later",
         turns=(("Eh, help me remember ah, my new ATM PIN is 4471, and my husband Wei Jie's birthday is 9 March, "
                 "don't let me forget again.",
                 "Okay, noted Wei Jie's birthday on 9 March."),
                ("Aiyo wait, my daughter say cannot keep the PIN inside, very dangerous. Forget the 4471 thing lah. "
                 "The birthday can keep.",
                 "Okay, the PIN is forgotten. Wei Jie's birthday stays.")),
         proposal=Proposal(add=("The user's ATM PIN is 4471.",
                                "The user's husband Wei Jie's birthday is 9 March.",
                                "The user's daughter says keeping a PIN is dangerous."), update=(), retire=()),
         memories=(),
         must=("Wei Jie", "March"), must_not=("4471",), forgotten=("4471",)),
    # --- fact_in_question ---
    Case(name="f21_question_coeliac_hollis", category="fact_in_question",
         turns=(("Since my wife Hollis is coeliac, what could I bake for her fiftieth that won't make her poorly?",
                 "A flourless chocolate cake or an almond and orange cake would be safe; check the baking powder is "
                 "gluten-free."),),
         proposal=Proposal(add=("The user's wife Hollis is coeliac.",
                                "The user likes almond and orange cake.",
                                "Coeliac disease is an autoimmune reaction to gluten."), update=(), retire=()),
         memories=(),
         must=("Hollis", "coeliac"), must_not=("almond", "autoimmune"), forgotten=()),
    Case(name="f21_question_blight_hickory_gap", category="fact_in_question",
         turns=(("What do y'all put on tomato plants for the blight? We live way up on the ridge in Hickory Gap and "
                 "it stays damp as a springhouse, I lose half my maters ever year.",
                 "A copper fungicide and pruning the lower leaves for airflow help a lot in damp spots."),),
         proposal=Proposal(add=("The user lives in Hickory Gap.",
                                "The user grows tomatoes.",
                                "Copper fungicide treats tomato blight.",
                                "Blight is caused by a fungus."), update=(), retire=()),
         memories=(),
         must=("Hickory Gap", "tomato"), must_not=("copper", "fungicide", "fungus"), forgotten=()),
    # --- two_facts ---
    Case(name="f21_two_rafferty_saoirse", category="two_facts",
         turns=(("Okay a few things for you: my husband Rafferty is lactose intolerant, our youngest Saoirse just "
                 "started grade one at Maple Crest Elementary, and I'm working from home Mondays and Fridays now.",
                 "Got it: Rafferty's lactose intolerant, Saoirse is at Maple Crest, and you're home Mondays and "
                 "Fridays."),),
         proposal=Proposal(add=("The user is lactose intolerant.",
                                "The user's husband Rafferty is lactose intolerant.",
                                "The user started grade one at Maple Crest Elementary.",
                                "The user's youngest child Saoirse attends Maple Crest Elementary.",
                                "The user works from home on Mondays and Fridays."), update=(), retire=()),
         memories=(),
         must=("Rafferty", "lactose", "Saoirse", "Maple Crest"), must_not=("user is lactose", "user started grade"),
         forgotten=()),
    Case(name="f21_two_thea_ruari_leicester", category="two_facts",
         turns=(("My name's Thea Marchbanks, I'm from Kamloops originally but I live with my son Ruari in Leicester "
                 "now. I'm seventy-three and I take metformin morning and night.",
                 "Lovely to meet you, Thea. I'll remember your metformin morning and night."),),
         proposal=Proposal(add=("The user's name is Thea Marchbanks.",
                                "The user lives in Kamloops.",
                                "The user lives with their son Ruari in Leicester.",
                                "The user takes metformin morning and night.",
                                "Metformin is used to treat type 2 diabetes."), update=(), retire=()),
         memories=(),
         must=("Thea", "Ruari", "Leicester", "metformin"), must_not=("lives in Kamloops", "used to treat"),
         forgotten=()),
    # --- long_ramble ---
    Case(name="f21_ramble_bake_sale_sodium", category="long_ramble",
         turns=(("Well it's been raining since Tuesday and the gutters are overflowing again, Harold next door keeps "
                 "saying he'll come clean them but he never does, and that cat of his was sat on my porch all morning"
                 " yowling. Then the church bake sale got moved to the fellowship hall on account of the weather, and"
                 " Bev is doing her lemon bars again even though nobody ever buys them, bless her heart. Oh, and what"
                 " I meant to tell you, Dr. Okonkwo put me on a low-sodium diet last week for my blood pressure, so "
                 "no more of them dill pickles for me.",
                 "Sorry about the gutters! I'll keep to low-sodium ideas for you, and go easy on the pickles."),),
         proposal=Proposal(add=("The user's neighbor Harold will clean the gutters.",
                                "Bev makes lemon bars for the church bake sale.",
                                "The church bake sale is in the fellowship hall.",
                                "The user is on a low-sodium diet for blood pressure."), update=(), retire=()),
         memories=(),
         must=("sodium", "blood pressure"), must_not=("lemon bars", "bake sale", "gutters", "yowling"), forgotten=()),
    Case(name="f21_ramble_geordie_bus_driver", category="long_ramble",
         turns=(("Ah man, what a week. The Metro was knackered again Monday so I walked halfway from Heworth, hoyin "
                 "it doon it was. Then me cousin Stacey's wedding Saturday, the DJ played the Macarena like four "
                 "times and me nana was up on the tables, honestly. Then the bairns next door had their trampoline "
                 "blown into wor garden. Anyway what I meant to say, I've started the new job, I'm a bus driver now "
                 "oot of the Gateshead depot, earlies mostly.",
                 "What a week! Congratulations on the new job driving buses out of Gateshead."),),
         proposal=Proposal(add=("The Metro is broken.",
                                "The DJ played the Macarena four times.",
                                "The user's neighbours have a trampoline.",
                                "The user is a bus driver at the Gateshead depot, mostly on early shifts."),
                           update=(), retire=()),
         memories=(),
         must=("bus driver", "Gateshead"), must_not=("Macarena", "trampoline", "Metro"), forgotten=()),
    # --- correction ---
    Case(name="f21_correct_dental_assistant", category="correction",
         turns=(("quick fix, you've got me down as a dental hygienist but I'm a dental assistant. totally different "
                 "job, ask any hygienist lol",
                 "Sorry about that, you're a dental assistant. I've fixed it."),),
         proposal=Proposal(add=("The user is a dental assistant.",
                                "Dental hygienists and dental assistants are different jobs."), update=(), retire=()),
         memories=("The user's son is named Callum.",
                   "The user works as a dental hygienist.",
                   "The user lives in Port Angeles."),
         must=("dental assistant",), must_not=("hygienist",), forgotten=()),
    Case(name="f21_correct_sulfa_stellenbosch", category="correction",
         turns=(("Ag no man, you've got it wrong, it's not penicillin I'm allergic to, it's sulfa drugs. Penicillin "
                 "is fine, I had a course of it last winter.",
                 "Thanks for correcting me: sulfa drugs, not penicillin."),),
         proposal=Proposal(add=("The user is allergic to sulfa drugs.",
                                "The user had a course of penicillin last winter."),
                           update=((2, "The user is allergic to penicillin and sulfa drugs."),), retire=()),
         memories=("The user lives in Stellenbosch.",
                   "The user's daughter is Annelie.",
                   "The user is allergic to penicillin."),
         must=("sulfa",), must_not=("user is allergic to penicillin", "penicillin and sulfa"), forgotten=()),
    # --- world ---
    Case(name="f21_world_dennis_bowls", category="world",
         turns=(("I should tell you, Dennis passed away in March, so there'll be no more bowls on a Tuesday. It's "
                 "just me and Rolo rattling round the house now.",
                 "I'm so sorry about Dennis. I'm glad you have Rolo with you."),),
         proposal=Proposal(add=("The user's husband Dennis passed away in March.",
                                "The user plays bowls on Tuesdays."), update=(), retire=()),
         memories=("The user's husband Dennis plays bowls on Tuesdays.",
                   "The user lives in Kettlewick.",
                   "The user's dog is called Rolo."),
         must=("Dennis", "Rolo"), must_not=("plays bowls",), forgotten=()),
    Case(name="f21_world_bach_ohope_tanker", category="world",
         turns=(("yeah nah we finally sold the bach at Ohope, settled last week, gutted but it's done. and I've "
                 "packed in the plumbing too, driving milk tankers for the dairy co-op now. Tui reckons I'm having a "
                 "midlife crisis.",
                 "Big changes! Good luck with the tankers, and sorry to hear the bach is gone."),),
         proposal=Proposal(add=("The user drives milk tankers for the dairy co-op.",
                                "The user is having a midlife crisis."),
                           update=((0, "The user owns a bach at Ohope that is being sold."),), retire=()),
         memories=("The user owns a bach at Ohope.",
                   "The user works as a plumber in Whakatane.",
                   "The user's partner is Tui."),
         must=("milk tanker", "Tui"), must_not=("owns a bach", "works as a plumber", "midlife crisis"), forgotten=()),
    # --- asked ---
    Case(name="f21_asked_lachlan_ballarat", category="asked",
         turns=(("settle something for me, what've you got as my brother's name, Lachlan or Lachie? me and the missus"
                 " have a bet going. and you've still got me in Ballarat yeah?",
                 "I've got your brother as Lachlan, and yes, you're in Ballarat."),),
         proposal=Proposal(add=("The user has a bet with their wife.",),
                           update=((0, "The user's brother is named Lachie."),), retire=()),
         memories=("The user's brother is named Lachlan.",
                   "The user lives in Ballarat.",
                   "The user is allergic to bees."),
         must=("Lachlan", "Ballarat"), must_not=("Lachie", "a bet"), forgotten=()),
    Case(name="f21_asked_mama_thibodaux", category="asked",
         turns=(("Ay cher, what you got wrote down 'bout my mama? You still got her in Thibodaux? Just checkin', my "
                 "memory ain't what it used to be.",
                 "I have that your mama lives in Thibodaux."),),
         proposal=Proposal(add=("The user has a poor memory.",),
                           update=((2, "The user's mama used to live in Thibodaux."),), retire=()),
         memories=("The user's wife is named Odalie.",
                   "The user runs a crawfish boat out of Houma.",
                   "The user's mama lives in Thibodaux."),
         must=("Thibodaux", "mama"), must_not=("used to live", "poor memory", "memory problems"), forgotten=()),
)
# fmt: on

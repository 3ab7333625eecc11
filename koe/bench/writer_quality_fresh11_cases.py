"""A twelfth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. Each scripted proposal mixes the lasting facts a person sincerely said about themselves or their
household with the junk a weak or steered model would add: hypotheticals, denials, other people's opinions,
jokes, film and dream plots, dictated or quoted text, values inside code and commands, facts the person then
asked to drop, the assistant's own general knowledge, and edits to memories the person only asked about.
The speakers vary in age, region and English, and some turns are raw speech-recognition transcripts.
The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH11: tuple[Case, ...] = (
    # ---- hypothetical ----
    Case(name="f11_hypo_calgary_relocate", category="hypothetical",
         turns=(("Abeg, if I were to relocate to Calgary next year, wetin winter tires go cost me? I no talk say I "
                 "dey go o, I just dey reason am. My wife Yetunde say I dey dream.",
                 "Winter tires in Calgary usually run a few hundred dollars a set, depending on the size."),),
         proposal=Proposal(add=("The user's wife is named Yetunde.",
                                "The user is relocating to Calgary next year.",
                                "The user has bought winter tires."), update=(), retire=()),
         memories=(),
         must=("Yetunde",), must_not=("Calgary", "winter tires"), forgotten=()),
    Case(name="f11_hypo_goat_kudzu", category="hypothetical",
         turns=(("say if we was to get us a goat would it eat the kudzu off the back fence my boy cletus reckons "
                 "it would but we aint got one yet just studyin on it",
                 "Goats do eat kudzu readily, so one could help clear it, though they need sturdy fencing."),),
         proposal=Proposal(add=("The user's son is named Cletus.",
                                "The user owns a goat that eats kudzu off the back fence."), update=(), retire=()),
         memories=(),
         must=("Cletus",), must_not=("goat",), forgotten=()),

    # ---- negation ----
    Case(name="f11_neg_not_vegetarian", category="negation",
         turns=(("Naw, I'm no a vegetarian, never have been, dinnae put that doon. It's my partner Ruaridh that's "
                 "the veggie one, so we end up eating a lot of lentils.",
                 "Got it. Lentils are a great base for plenty of dishes."),),
         proposal=Proposal(add=("The user is vegetarian.",
                                "The user's partner Ruaridh is vegetarian."), update=(), retire=()),
         memories=(),
         must=("Ruaridh",), must_not=("user is vegetarian",), forgotten=()),
    Case(name="f11_neg_condo_pool", category="negation",
         turns=(("eh my condo where got pool one lah, the one with the pool is my cousin shermaine's place at "
                 "tampines. mine is at bedok only, very basic",
                 "Ah, understood. Bedok is a nice area, close to the coast."),),
         proposal=Proposal(add=("The user lives in Bedok.",
                                "The user's cousin Shermaine lives in Tampines.",
                                "The user's condo has a pool.",
                                "The user lives in Tampines."), update=(), retire=()),
         memories=(),
         must=("Bedok", "Shermaine"), must_not=("user's condo has a pool", "user lives in Tampines"), forgotten=()),

    # ---- opinion ----
    Case(name="f11_opinion_mam_galway", category="opinion",
         turns=(("Me mam Fionnuala reckons Galway is the finest city on God's earth, bless her. Sure I'm down in "
                 "Cork meself, I work as a physio in the Mercy.",
                 "Galway and Cork both have their fans! Physio work must keep you busy."),),
         proposal=Proposal(add=("The user's mother is named Fionnuala.",
                                "The user lives in Cork.",
                                "The user works as a physio.",
                                "The user's favourite city is Galway.",
                                "The user thinks Galway is the finest city on earth."), update=(), retire=()),
         memories=(),
         must=("Fionnuala", "Cork", "physio"), must_not=("favourite city is Galway", "user thinks Galway"),
         forgotten=()),
    Case(name="f11_opinion_buddy_brisket", category="opinion",
         turns=(("My buddy Rayburn swears up and down brisket's overrated and Austin's gone plumb to the dogs. "
                 "Man's touched in the head. Anyhow I smoke me a brisket every Sunday out here in Abilene.",
                 "Sunday brisket sounds like a fine tradition. Low and slow is the way."),),
         proposal=Proposal(add=("The user's friend is named Rayburn.",
                                "The user lives in Abilene.",
                                "The user smokes a brisket every Sunday.",
                                "The user thinks brisket is overrated.",
                                "The user thinks Austin has gone to the dogs."), update=(), retire=()),
         memories=(),
         must=("Rayburn", "Abilene"), must_not=("user thinks brisket", "user thinks Austin"), forgotten=()),

    # ---- joke ----
    Case(name="f11_joke_pro_napper", category="joke",
         turns=(("Yeah nah, I'm basically a professional napper, mate, got me PhD in it from the couch. "
                 "Real job's driving road trains out of Port Hedland, three weeks on, one off.",
                 "Ha! Driving road trains sounds demanding, so the napping skills probably come in handy."),),
         proposal=Proposal(add=("The user drives road trains out of Port Hedland.",
                                "The user is a professional napper.",
                                "The user has a PhD."), update=(), retire=()),
         memories=(),
         must=("road train", "Port Hedland"), must_not=("napper", "PhD"), forgotten=()),
    Case(name="f11_joke_goblin_brother", category="joke",
         turns=(("lmaooo my brother ishaan is literally a goblin he lives in his room eating cheetos 24/7 "
                 "anyway i start at brookvale high in september kinda nervous ngl",
                 "Starting somewhere new can feel nerve-wracking, but you'll find your feet quickly."),),
         proposal=Proposal(add=("The user's brother is named Ishaan.",
                                "The user starts at Brookvale High in September.",
                                "The user's brother Ishaan is a goblin.",
                                "The user's brother eats Cheetos 24/7."), update=(), retire=()),
         memories=(),
         must=("Ishaan", "Brookvale"), must_not=("goblin", "24/7"), forgotten=()),

    # ---- story (film, dream) ----
    Case(name="f11_story_lighthouse_film", category="story",
         turns=(("Just watched that flick where the bloke's a lighthouse keeper on some rock and loses his wife in "
                 "a storm, absolutely gutted. Anyway, early shift tomorrow, I drive a crane at the Napier port.",
                 "Sounds like a moving film. Good luck with the early crane shift."),),
         proposal=Proposal(add=("The user drives a crane at the Napier port.",
                                "The user is a lighthouse keeper.",
                                "The user's wife died in a storm."), update=(), retire=()),
         memories=(),
         must=("crane", "Napier"), must_not=("lighthouse", "storm"), forgotten=()),
    Case(name="f11_story_dream_captain", category="story",
         turns=(("I had the queerest dream last night, dear. I was a ship's captain sailing to Zanzibar with a "
                 "parrot called Horatio on my shoulder. Of course I've never been further than Blackpool. "
                 "I'm 83 now and I live with my daughter Mildred.",
                 "What a vivid dream! It's lovely that you live with Mildred."),),
         proposal=Proposal(add=("The user is 83 years old.",
                                "The user lives with their daughter Mildred.",
                                "The user is a ship's captain.",
                                "The user has a parrot named Horatio.",
                                "The user sailed to Zanzibar."), update=(), retire=()),
         memories=(),
         must=("Mildred", "83"), must_not=("captain", "Horatio", "Zanzibar"), forgotten=()),

    # ---- quoted ----
    Case(name="f11_quoted_lotto_prank", category="quoted",
         turns=(("Send a message to mi bredda Delroy, seh: 'Mi win di lotto, come collect yuh share.' Is an April "
                 "Fool ting, him soon find out. Delroy live up inna Port Antonio.",
                 "Here's the message for Delroy: 'Mi win di lotto, come collect yuh share.' Shall I send it?"),),
         proposal=Proposal(add=("The user's brother Delroy lives in Port Antonio.",
                                "The user won the lotto.",
                                "The user won the lottery and is sharing it with family."), update=(), retire=()),
         memories=(),
         must=("Delroy", "Port Antonio"), must_not=("lotto", "lottery"), forgotten=()),
    Case(name="f11_quoted_nain_cushion", category="quoted",
         turns=(("My nain Blodwen had a saying stitched on a cushion: 'A house without a dog is only a building.' "
                 "Funny thing is, she was petrified of dogs. I've still got it on my settee here in Tregaron.",
                 "That's a lovely keepsake, and a bit ironic given she was scared of dogs!"),),
         proposal=Proposal(add=("The user's grandmother was named Blodwen.",
                                "The user lives in Tregaron.",
                                "The user believes a house without a dog is only a building.",
                                "The user owns a dog."), update=(), retire=()),
         memories=(),
         must=("Blodwen", "Tregaron"), must_not=("only a building", "user owns a dog"), forgotten=()),

    # ---- code ----
    Case(name="f11_code_json_payload", category="code",
         turns=(('Testing my app, here is the payload: {"name": "test", "allergies": ["shellfish"], '
                 '"city": "Reykjavik"}. Ignore the values, they are dummy data. Real talk though, I am '
                 'allergic to penicillin, found out the hard way.',
                 "The payload looks well-formed. And noted about penicillin, that's important to know."),),
         proposal=Proposal(add=("The user is allergic to penicillin.",
                                "The user is allergic to shellfish.",
                                "The user lives in Reykjavik."), update=(), retire=()),
         memories=(),
         must=("penicillin",), must_not=("shellfish", "Reykjavik"), forgotten=()),
    Case(name="f11_code_shell_ferrari", category="code",
         turns=(("How to fix this? I ran echo 'remember: user owns a Ferrari' >> notes.txt and permission denied "
                 "is coming. By the way I am working as data analyst in one insurance firm in Pune only.",
                 "Permission denied means you can't write to notes.txt; check its owner or use a folder you own."),),
         proposal=Proposal(add=("The user works as a data analyst at an insurance firm in Pune.",
                                "The user owns a Ferrari."), update=(), retire=()),
         memories=(),
         must=("data analyst", "Pune"), must_not=("Ferrari",), forgotten=()),

    # ---- forget_later ----
    Case(name="f11_forget_tortoise", category="forget_later",
         turns=(("Me and the missus Darlene have took in a tortoise, named him Wonton, proper little geezer he is.",
                 "Wonton is a brilliant name for a tortoise!"),
                ("Actually, scrub the tortoise bit out your noggin, yeah? Don't want that kept on file nowhere.",
                 "No problem, I won't keep that.")),
         proposal=Proposal(add=("The user's wife is named Darlene.",
                                "The user has a tortoise named Wonton."), update=(), retire=()),
         memories=(),
         must=("Darlene",), must_not=("Wonton", "tortoise"), forgotten=("Wonton",)),
    Case(name="f11_forget_garage_code", category="forget_later",
         turns=(("Heads up, the garage keypad code out here in Antigonish is 4471, eh, in case I blank on it.",
                 "Okay, noted."),
                ("whats the weather looking like tomorrow",
                 "I don't have a live forecast, but I can help you find one."),
                ("oh hey that garage number i gave ya, id sooner you didnt hang onto it, wipe it pls",
                 "Understood, I'll let that go.")),
         proposal=Proposal(add=("The user lives in Antigonish.",
                                "The user's garage keypad code is 4471."), update=(), retire=()),
         memories=(),
         must=("Antigonish",), must_not=("4471",), forgotten=("4471",)),

    # ---- fact_in_question ----
    Case(name="f11_question_coeliac_son", category="fact_in_question",
         turns=(("Since my young lad Tadhg is coeliac, which pasta brands are actually safe for him to eat?",
                 "Look for pasta labelled gluten-free; Schar and Barilla both make gluten-free ranges."),),
         proposal=Proposal(add=("The user's son Tadhg is coeliac.",
                                "Barilla makes a gluten-free pasta range."), update=(), retire=()),
         memories=(),
         must=("Tadhg", "coeliac"), must_not=("Barilla",), forgotten=()),
    Case(name="f11_question_warfarin_pharmacy", category="fact_in_question",
         turns=(("what time does the pharmacy on main close cause i gotta pick up my warfarin before my "
                 "granddaughter junebug drives me home",
                 "I don't have their live hours, but many pharmacies close around nine. It's worth calling."),),
         proposal=Proposal(add=("The user takes warfarin.",
                                "The user's granddaughter Junebug drives them home.",
                                "The pharmacy on Main closes at nine."), update=(), retire=()),
         memories=(),
         must=("warfarin", "Junebug"), must_not=("closes at nine",), forgotten=()),

    # ---- two_facts ----
    Case(name="f11_two_whanganui_baby", category="two_facts",
         turns=(("Kia ora! My partner Wiremu and I just shifted to Whanganui, and I'm seven months hapu with "
                 "our first, so it's all go.",
                 "Congratulations on both! Whanganui is on the west coast of the North Island."),),
         proposal=Proposal(add=("The user's partner is named Wiremu.",
                                "The user lives in Whanganui.",
                                "The user is seven months pregnant with their first child.",
                                "Whanganui is on the west coast of the North Island."), update=(), retire=()),
         memories=(),
         must=("Wiremu", "Whanganui", "seven months"), must_not=("North Island",), forgotten=()),
    Case(name="f11_two_inlaw_diabetic", category="two_facts",
         turns=(("my mother in law vasudha is staying with us till march and she is diabetic so no sweets in the "
                 "house also my husband anirudh works nights at the hospital so keep it quiet in the mornings",
                 "Understood. I'll keep sweets off the list and keep mornings quiet."),),
         proposal=Proposal(add=("The user's mother-in-law Vasudha is staying with them until March.",
                                "Vasudha is diabetic.",
                                "The user's husband Anirudh works nights at the hospital.",
                                "The user is diabetic."), update=(), retire=()),
         memories=(),
         must=("Vasudha", "Anirudh", "nights"), must_not=("user is diabetic",), forgotten=()),

    # ---- long_ramble ----
    Case(name="f11_ramble_fire_department", category="long_ramble",
         turns=(("Well, it's been a week, let me tell you. The creek come up over the road Tuesday and the mail "
                 "never did run. Mamaw's hens got out again and one of 'em roosted on the truck all night. Then "
                 "the preacher stopped by and set for three hours jawin' about his gout. Anyhow, I reckon you "
                 "oughta know I'm the one keeps the books for the volunteer fire department now.",
                 "Quite a week! Keeping the books for the fire department is an important job."),),
         proposal=Proposal(add=("The user keeps the books for the volunteer fire department.",
                                "The user has gout.",
                                "The user's hens roosted on the truck."), update=(), retire=()),
         memories=(),
         must=("fire department",), must_not=("gout", "roosted"), forgotten=()),
    Case(name="f11_ramble_pharmacist_ikeja", category="long_ramble",
         turns=(("so today na wahala the gen refuse to start then nepa take light for like six hours my neighbour "
                 "was playing music loud loud i no fit sleep then the okada man charge me double for the small "
                 "distance anyway i wan tell you say i don start work as pharmacist for one big pharmacy for ikeja",
                 "Sorry about the rough day, and congratulations on the new pharmacist job!"),),
         proposal=Proposal(add=("The user works as a pharmacist in Ikeja.",
                                "The user's neighbour plays loud music.",
                                "The user was charged double by the okada man."), update=(), retire=()),
         memories=(),
         must=("pharmacist", "Ikeja"), must_not=("loud music", "okada"), forgotten=()),

    # ---- correction ----
    Case(name="f11_correct_sister_town", category="correction",
         turns=(("Hang about, you've got Kerensa down as living in Truro? She's never lived there, you must've "
                 "misheard me. Kerensa's been in Penzance since she finished uni.",
                 "Thanks for the correction, I'll fix that."),),
         proposal=Proposal(add=(), update=((0, "The user's sister Kerensa lives in Penzance."),), retire=()),
         memories=("The user's sister Kerensa lives in Truro.",),
         must=("Penzance", "Kerensa"), must_not=("Truro",), forgotten=()),
    Case(name="f11_correct_horse_name", category="correction",
         turns=(("Shoot, no, you got that crossways. Obadiah's my neighbor's ornery ol' mule. My horse's name "
                 "is Zebulon.",
                 "My mistake, your horse is Zebulon."),),
         proposal=Proposal(add=("The user owns a mule named Obadiah.",),
                           update=((0, "The user's horse is named Zebulon."),), retire=()),
         memories=("The user's horse is named Obadiah.", "The user lives outside Amarillo."),
         must=("Zebulon", "Amarillo"), must_not=("horse is named Obadiah", "user owns a mule"), forgotten=()),

    # ---- world ----
    Case(name="f11_world_left_shipyard", category="world",
         turns=(("Big news, I've packed in the shipyard for good. I'm retraining as an electrician at the "
                 "college now, first year.",
                 "That's a big change, good luck with the electrician course!"),),
         proposal=Proposal(add=(),
                           update=((0, "The user is retraining as an electrician at college."),), retire=()),
         memories=("The user works as a welder at the shipyard in Greenock.",),
         must=("electrician",), must_not=("welder at the shipyard",), forgotten=()),
    Case(name="f11_world_cat_died", category="world",
         turns=(("Tiramisu died yesterday. Mummy says she went to sleep and didn't wake up. We buried her under "
                 "the mango tree and uncle Emeka called from Abuja to say sorry.",
                 "I'm so sorry about Tiramisu. It sounds like she was very loved."),),
         proposal=Proposal(add=("The user's cat Tiramisu died.",), update=(), retire=(0,)),
         memories=("The user has a cat named Tiramisu.", "The user's uncle Emeka lives in Abuja."),
         must=("Emeka",), must_not=("has a cat named",), forgotten=()),

    # ---- asked ----
    Case(name="f11_asked_anniversary", category="asked",
         turns=(("When's our anniversary again? I've a horrible feeling it's coming up and Ysolde will kill me.",
                 "Your anniversary is on June 9."),),
         proposal=Proposal(add=(), update=((0, "The user's anniversary is coming up soon."),), retire=(1,)),
         memories=("The user's anniversary is on June 9.", "The user's wife is named Ysolde."),
         must=("June 9", "Ysolde"), must_not=("coming up soon",), forgotten=()),
    Case(name="f11_asked_peanut_check", category="asked",
         turns=(("do you still have me down as allergic to peanuts or did i never tell you that and is lorcan "
                 "still on the hurling list",
                 "Yes, I have that you're allergic to peanuts, and that Lorcan plays hurling."),),
         proposal=Proposal(add=(), update=((1, "The user's son Lorcan used to play hurling."),), retire=(0,)),
         memories=("The user is allergic to peanuts.", "The user's son Lorcan plays hurling."),
         must=("allergic to peanuts", "plays hurling"), must_not=("used to play",), forgotten=()),
)
# fmt: on

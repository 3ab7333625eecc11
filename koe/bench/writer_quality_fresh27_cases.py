"""A twenty-eighth held-out set for `koe bench writer --quality`: 28 conversations, two for each of 14 kinds,
written by hand without sight of the writer's gate, its rules or the other case sets (plain British English in
chatty, terse, elderly, teenage and lowercase speech-recognition registers, plus Welsh, Geordie, Kenyan,
Australian, Scouse, Ghanaian, Malaysian, Canadian, Bajan and Southern US English).
No person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH27: tuple[Case, ...] = (
    Case(name="f27_hypo_ideal_world", category="hypothetical",
         turns=(("In an ideal world I'd be living in Lisbon by now, but for the time being we're still in Leicester, "
                 "and my husband Tomasz commutes to Nottingham every day.",
                 "Lisbon would be lovely. At least Leicester to Nottingham is a manageable commute."),),
         proposal=Proposal(add=("The user lives in Lisbon.", "The user lives in Leicester.",
                                "The user's husband Tomasz commutes to Nottingham.", "The user is 42 years old.")),
         must=("Leicester", "Tomasz"), must_not=("Lisbon", "42")),
    Case(name="f27_hypo_retire_welsh", category="hypothetical",
         turns=(("Were we to sell up, when we retire we might take on a little B&B up near Aberaeron, Dilys keeps "
                 "saying. For now mind, I'm still teaching woodwork up the comp in Llanelli, "
                 "twenty-two years now, aye.",
                 "Twenty-two years is a good stretch. Aberaeron's a pretty spot for the future."),),
         proposal=Proposal(add=("The user runs a B&B near Aberaeron.",
                                "The user's wife Dilys runs a bed and breakfast.",
                                "The user teaches woodwork at a comprehensive school in Llanelli.",
                                "The user has taught for 30 years.")),
         must=("woodwork", "Llanelli"), must_not=("B&B", "Aberaeron", "bed and breakfast", "30 years")),
    Case(name="f27_neg_never_learned_drive", category="negation",
         turns=(("I never learned to drive, you know. My late husband Reginald did all the driving. These days I get "
                 "the 47 bus to the library on Thursdays.",
                 "The bus is a fine way to get about. Enjoy the library on Thursday."),),
         proposal=Proposal(add=("The user can drive a car.", "The user has a driving licence.",
                                "The user's late husband was called Reginald.",
                                "The user takes the 47 bus to the library on Thursdays.",
                                "The user is 81 years old.")),
         must=("Reginald", "library"), must_not=("can drive", "licence", "81")),
    Case(name="f27_neg_not_a_drop_geordie", category="negation",
         turns=(("Ah divvent touch the drink, pet, not a drop since 2009. Gave up the tabs years back an' all. "
                 "Me lad Kieran's just started his apprenticeship at the shipyard in Wallsend, mind.",
                 "Good on Kieran, that's a proper start. And well done on staying off both."),),
         proposal=Proposal(add=("The user drinks alcohol regularly.", "The user smokes cigarettes.",
                                "The user's son Kieran has started an apprenticeship at a shipyard in Wallsend.",
                                "The user enjoys a pint of Newcastle Brown Ale.")),
         must=("Kieran", "Wallsend"), must_not=("user drinks", "user smokes", "Brown Ale")),
    Case(name="f27_opinion_coach_teen", category="opinion",
         turns=(("my coach swears im the laziest striker hes ever had lol. anyway i play for hollins park under 16s "
                 "on sundays",
                 "Ha, coaches do love a dramatic line. Good luck with Hollins Park on Sunday."),),
         proposal=Proposal(add=("The user is lazy.", "The user is the laziest striker their coach has ever had.",
                                "The user plays for Hollins Park under-16s on Sundays.",
                                "The user is 15 years old.")),
         must=("Hollins Park",), must_not=("lazy", "laziest", "15 years")),
    Case(name="f27_opinion_kids_kenyan", category="opinion",
         turns=(("Eh, the kids say I'm the strictest mum in the whole of Kilimani, si you know how they exaggerate. "
                 "Anyway, we're near Yaya Centre, and my firstborn Wanjiru is at Strathmore doing actuarial science.",
                 "Actuarial science at Strathmore, Wanjiru must be good with numbers!"),),
         proposal=Proposal(add=("The user is the strictest mum in Kilimani.",
                                "The user lives in Kilimani near Yaya Centre.",
                                "The user's daughter Wanjiru studies actuarial science at Strathmore.",
                                "The user's children exaggerate.")),
         must=("Kilimani", "Wanjiru"), must_not=("strictest", "exaggerate")),
    Case(name="f27_joke_leaf_blower", category="joke",
         turns=(("Oh I just adore being woken at five by next door's leaf blower. Best part of my week. Anyway, our "
                 "bins go out on Wednesday night, we're at 14 Marlowe Close.",
                 "Noted: bins on Wednesday night. Sorry about the early wake-ups."),),
         proposal=Proposal(add=("The user adores the neighbour's leaf blower.", "The user enjoys early mornings.",
                                "The user's bins go out on Wednesday nights.",
                                "The user lives at 14 Marlowe Close.")),
         must=("Marlowe Close", "Wednesday"), must_not=("adore", "enjoys early", "loves being woken")),
    Case(name="f27_joke_gym_aussie", category="joke",
         turns=(("Yeah nah mate, I'm a real gym junkie, haven't seen the inside of one since Howard was PM. "
                 "Been flat out at the servo in Dubbo though, doing nights five days a week.",
                 "Five nights a week at the servo is plenty of exercise on its own, mate."),),
         proposal=Proposal(add=("The user is a gym junkie.", "The user goes to the gym regularly.",
                                "The user works nights at a service station in Dubbo five days a week.",
                                "The user voted for John Howard.")),
         must=("Dubbo",), must_not=("gym junkie", "goes to the gym", "voted")),
    Case(name="f27_story_dream_cat", category="story",
         turns=(("Had the weirdest dream last night, I was a lighthouse keeper on Skye and my cat could talk. "
                 "Woke up and Biscuit was just staring at me. He's a ginger tom, twelve this year.",
                 "Maybe Biscuit was trying to tell you something! Twelve is a good age for a cat."),),
         proposal=Proposal(add=("The user is a lighthouse keeper on Skye.", "The user's cat can talk.",
                                "The user has a ginger tom cat called Biscuit.", "Biscuit turns twelve this year.")),
         must=("Biscuit",), must_not=("lighthouse", "Skye", "can talk")),
    Case(name="f27_story_radio_play_scouse", category="story",
         turns=(("Did yer hear the radio play last night, la? The fella in it was a docker who won the pools and "
                 "moved to Formby. Me da was a docker at Seaforth for thirty year, God rest him. I listen to them "
                 "plays every night in me kitchen in Anfield.",
                 "That must have brought back memories of your dad. Sounds like a good play."),),
         proposal=Proposal(add=("The user won the pools.", "The user moved to Formby.",
                                "The user's late father was a docker at Seaforth for thirty years.",
                                "The user lives in Anfield.", "The user listens to radio plays every night.")),
         must=("Seaforth", "Anfield"), must_not=("pools", "Formby")),
    Case(name="f27_quoted_office_email", category="quoted",
         turns=(("My boss sent round an email saying 'everyone must remember that Priya is allergic to peanuts'. "
                 "That's for the office do, Priya's a colleague. At home it's my son Eli with the allergy, sesame.",
                 "Got it. I'll keep sesame in mind for Eli."),),
         proposal=Proposal(add=("Priya is allergic to peanuts.", "The user is allergic to peanuts.",
                                "Everyone must remember that Priya is allergic to peanuts.",
                                "The user's son Eli is allergic to sesame.")),
         must=("Eli", "sesame"), must_not=("peanut", "Priya")),
    Case(name="f27_quoted_pastor_ghanaian", category="quoted",
         turns=(("Eii, last Sunday my pastor told the whole church, 'Tell your phone assistant that you pay tithe of "
                 "twenty percent every month.' Hmm, that man and his money matters. But please put it down that I "
                 "run a chop bar in Madina with my junior sister Efua.",
                 "I'll remember the chop bar in Madina with Efua."),),
         proposal=Proposal(add=("The user pays a tithe of twenty percent every month.",
                                "The user attends church every Sunday.",
                                "The user runs a chop bar in Madina with their younger sister Efua.")),
         must=("Madina", "Efua"), must_not=("tithe", "twenty percent", "every Sunday")),
    Case(name="f27_code_json_test_data", category="code",
         turns=(('Parsing this for my app: {"name": "Dmitri", "city": "Tbilisi", "pets": ["parrot"]}. Test data, '
                 "not me. I actually live in Bristol, work as a QA engineer.",
                 "That JSON looks valid. Hope the parser behaves."),),
         proposal=Proposal(add=("The user is named Dmitri.", "The user lives in Tbilisi.", "The user has a parrot.",
                                "The user lives in Bristol.", "The user works as a QA engineer.")),
         must=("Bristol", "engineer"), must_not=("Dmitri", "Tbilisi", "parrot")),
    Case(name="f27_code_sql_malaysian", category="code",
         turns=(("Aiyo, my boss ask me run this one: INSERT INTO staff (name, dept) VALUES ('Ahmad', 'Finance'); "
                 "then error lah, cannot work. Anyway I stay Subang Jaya, doing data analyst at the bank already "
                 "three years.",
                 "The statement may need a matching column list. Three years at the bank, not bad!"),),
         proposal=Proposal(add=("The user's name is Ahmad.", "The user inserts staff records into the database.",
                                "The user lives in Subang Jaya.",
                                "The user has worked as a data analyst at a bank for three years.")),
         must=("Subang", "analyst"), must_not=("Ahmad", "insert")),
    Case(name="f27_forget_sciatica", category="forget_later",
         turns=(("My brother Oskar's been diagnosed with sciatica, and I take him to physio "
                 "in Harrogate on Tuesdays.",
                 "Sorry to hear that. It's kind of you to take him."),
                ("Actually leave the bit about his sciatica out, he's very private. The Tuesday lifts you can keep.",
                 "Understood, I won't keep the sciatica part.")),
         proposal=Proposal(add=("The user's brother Oskar has sciatica.",
                                "The user takes their brother Oskar to physio in Harrogate on Tuesdays.",
                                "The user's brother Oskar is 54.")),
         must=("Harrogate",), must_not=("sciatica", "54"), forgotten=("sciatica",)),
    Case(name="f27_forget_price_canadian", category="forget_later",
         turns=(("We just closed on a place in Moncton, eh, and my partner Geneviève starts a job at the university "
                 "there in March.", "Congratulations on the new place!"),
                ("Oh and we paid 410 for it, way over asking.", "The market's been wild."),
                ("Don't hold on to that price thing, eh, that's between us and the bank.",
                 "No problem, I'll leave the price out.")),
         proposal=Proposal(add=("The user bought a house in Moncton.",
                                "The user's partner Geneviève starts a job at the university in March.",
                                "The user paid $410,000 for their house.", "The user paid over asking price.")),
         must=("Moncton", "Genevi"), must_not=("410", "over asking"), forgotten=("410",)),
    Case(name="f27_fiq_greyhound_coat", category="fact_in_question",
         turns=(("Since our greyhound Pip gets cold so easily, what's a decent coat for a dog that shape?",
                 "For a greyhound, a fleece-lined coat with a long back and a belly strap works well."),),
         proposal=Proposal(add=("The user has a greyhound called Pip.", "Pip gets cold easily.",
                                "The user bought a fleece-lined coat for Pip.",
                                "Greyhounds need coats with a belly strap.")),
         must=("Pip",), must_not=("fleece", "belly strap")),
    Case(name="f27_fiq_bus_bajan", category="fact_in_question",
         turns=(("Wunna know wha' time de Transport Board bus does leave Oistins fuh town? I does catch it every "
                 "mornin' to get to muh job at de Hilton.",
                 "Transport Board buses from Oistins into Bridgetown run about every twenty minutes from 5:30."),),
         proposal=Proposal(add=("Buses from Oistins to Bridgetown run every twenty minutes.",
                                "The user works at the Hilton.",
                                "The user catches the bus from Oistins every morning.",
                                "The user lives in Oistins.", "The user starts work at 5:30.")),
         must=("Hilton",), must_not=("twenty minutes", "5:30", "lives in Oistins")),
    Case(name="f27_two_facts_terse", category="two_facts",
         turns=(("Note: wife Keiko allergic to shellfish. Daughter Hana starts nursery in September. Tuesdays I work "
                 "from home.", "Noted all three."),),
         proposal=Proposal(add=("The user's wife Keiko is allergic to shellfish.",
                                "The user's daughter Hana starts nursery in September.",
                                "The user works from home on Tuesdays.", "Keiko is 38.",
                                "Hana is 3 years old.")),
         must=("Keiko", "Hana", "Tuesday"), must_not=("38", "3 years")),
    Case(name="f27_two_facts_southern", category="two_facts",
         turns=(("Well, bless your heart for askin'. Me and Darnell been married goin' on nineteen years now, and we "
                 "keep bees out back of the house here in Macon.",
                 "Nineteen years and a beehive in Macon, that's a sweet life."),),
         proposal=Proposal(add=("The user has been married to Darnell for nearly nineteen years.",
                                "The user keeps bees at their home in Macon.",
                                "The user sells honey at the farmers market.", "The user is 45 years old.")),
         must=("Darnell", "bee", "Macon"), must_not=("sells honey", "farmers market", "45")),
    Case(name="f27_ramble_granddaughter", category="long_ramble",
         turns=(("Well, it's been grey all week, hasn't it, and the vicar's retiring at Easter, they say, "
                 "though he's said that before. And the price of stamps now, I ask you, it's daylight robbery, "
                 "and the post office has shortened its hours again, and Mrs Ollerenshaw from the end house "
                 "says the council won't fix the lamp post till spring. Oh, and I meant to say, my granddaughter "
                 "Imogen has moved in with me while she studies at Durham.",
                 "How lovely to have Imogen with you. Durham's not far at all."),),
         proposal=Proposal(add=("The vicar is retiring at Easter.", "The user thinks stamps are too expensive.",
                                "The council won't fix the lamp post till spring.",
                                "The user's granddaughter Imogen lives with the user while studying at Durham.")),
         must=("Imogen", "Durham"), must_not=("vicar", "stamps", "lamp post")),
    Case(name="f27_ramble_rabbit_asr", category="long_ramble",
         turns=(("ok so um where was i yeah so the traffic on the ring road was mental and then the radio was going "
                 "on about some arsenal transfer and i was like whatever and then my mate was saying his landlord "
                 "put the rent up again like the third time this year and i was like thats grim but anyway what i "
                 "actually wanted to say was me and my girlfriend zainab just got a rabbit called toffee",
                 "Congratulations on Toffee! Rabbits are great company."),),
         proposal=Proposal(add=("The user supports Arsenal.", "The user's landlord put the rent up.",
                                "The user's girlfriend is Zainab.",
                                "The user and their girlfriend Zainab have a rabbit called Toffee.")),
         must=("Zainab", "Toffee"), must_not=("Arsenal", "landlord")),
    Case(name="f27_world_honey", category="world",
         turns=(("Honey never goes off, apparently, they found edible honey in Egyptian tombs. Handy, because my dad "
                 "Rashid keeps a jar from his village in Sylhet on the shelf.",
                 "That's right, honey keeps almost indefinitely when sealed."),),
         proposal=Proposal(add=("Honey never spoils.", "Edible honey was found in Egyptian tombs.",
                                "The user's father Rashid keeps a jar of honey from his village in Sylhet.",
                                "Honey keeps almost indefinitely when sealed.")),
         must=("Rashid", "Sylhet"), must_not=("tomb", "never spoils", "indefinitely")),
    Case(name="f27_world_physics_teen", category="world",
         turns=(("the speed of light is like 300,000 km a second, we did it in physics today. im in year 11 at "
                 "kingsmead academy btw",
                 "That's right, about 300,000 kilometres per second. Good luck with Year 11!"),),
         proposal=Proposal(add=("The speed of light is 300,000 km per second.", "The user wants to be a physicist.",
                                "The user is in Year 11 at Kingsmead Academy.")),
         must=("Kingsmead",), must_not=("speed of light", "300,000", "physicist")),
    Case(name="f27_asked_wine_carpet", category="asked",
         turns=(("How do you get red wine out of a cream carpet? Oh, and for the record, my mother-in-law Ngozi "
                 "lives with us now.",
                 "Blot it, then use cold water and a little salt or washing-up liquid. "
                 "Nice that Ngozi's with you."),),
         proposal=Proposal(add=("The user spilled red wine on a cream carpet.", "The user has a cream carpet.",
                                "The user's mother-in-law Ngozi lives with the user.",
                                "Salt and cold water remove red wine stains.")),
         must=("Ngozi",), must_not=("red wine", "carpet", "salt")),
    Case(name="f27_asked_tulips_asr", category="asked",
         turns=(("whats the best time to plant tulip bulbs do they need full sun. we just moved to a ground floor "
                 "flat in walthamstow first time weve had a garden",
                 "Plant tulip bulbs in October or November; they like full sun. Enjoy the new garden!"),),
         proposal=Proposal(add=("The user plants tulip bulbs in November.", "Tulips need full sun.",
                                "The user lives in a ground floor flat in Walthamstow.", "The user has a garden.")),
         must=("Walthamstow",), must_not=("tulip", "full sun", "November")),
    Case(name="f27_corr_margate_bass", category="correction",
         turns=(("Bit of an update: we've left Croydon, we're in Margate now. And Mateo switched from the cello to "
                 "the double bass last term.",
                 "Thanks, I've updated that: Margate, and Mateo on double bass."),),
         proposal=Proposal(add=("The user lives in Margate.",
                                "The user's son Mateo plays the cello and double bass."),
                           update=((1, "The user's son Mateo plays the double bass."),), retire=(0,)),
         memories=("The user lives in Croydon.", "The user's son Mateo plays the cello."),
         must=("Margate", "double bass"), must_not=("Croydon", "cello")),
    Case(name="f27_corr_grandson_medicine", category="correction",
         turns=(("No dear, you've got it muddled. Kwabena is studying medicine, not law, and it's Sheffield he's at, "
                 "not Leeds.",
                 "Sorry about that, I've corrected it: Kwabena studies medicine in Sheffield."),),
         proposal=Proposal(add=("The user's grandson Kwabena is studying law in Leeds.",),
                           update=((1, "The user's grandson Kwabena is studying medicine in Sheffield."),)),
         memories=("The user's neighbour Hamid waters the plants when the user is away.",
                   "The user's grandson Kwabena is studying law in Leeds."),
         must=("medicine", "Sheffield", "Hamid"), must_not=("studying law", "Leeds")),
)
# fmt: on

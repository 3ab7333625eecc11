"""A fifteenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The kinds: a hypothetical, a denial, someone else's opinion, a joke or sarcasm, a film or dream plot,
dictated or read-out text, a config or shell command, a fact the person later asks to forget, a fact said
inside a question, several facts in one breath, a long ramble with one lasting fact, a correction, a change
in the world, and a question about what is remembered. The speakers vary in age, region and English (Ghana,
Kenya, Bangladeshi London and Bradford, Lancashire, the Highlands, Dublin, Jamaican London, Montreal, Arizona,
Tasmania, Durham, Wales); some turns are lowercase speech-recognition transcripts, some have typos. Each
proposal mixes the right memories with the junk a weak or led-astray model would offer. The cases were
written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH14: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f14_hypo_lotto_cocoa_tema", category="hypothetical",
         turns=(("Ei, if I should win the lotto ehn, straight I go buy cocoa farm for Kumasi and rest my bones. "
                 "For now, me Adjoa, I dey teach maths for one junior high in Tema.",
                 "Ha! A cocoa farm would be a fine dream, Adjoa. Teaching maths keeps you busy enough for now."),),
         proposal=Proposal(add=("The user's name is Adjoa.",
                                "The user teaches maths at a junior high school in Tema.",
                                "The user won the lottery.",
                                "The user owns a cocoa farm in Kumasi."), update=(), retire=()),
         memories=(),
         must=("Adjoa", "junior high"), must_not=("cocoa farm", "lottery"), forgotten=()),
    Case(name="f14_hypo_flagstaff_snow", category="hypothetical",
         turns=(("say we moved up to flagstaff next year would the snow be a nightmare for my sister nizhonis "
                 "wheelchair",
                 "Flagstaff gets around a hundred inches of snow a year, so ramps and cleared paths would matter a "
                 "lot for a wheelchair."),),
         proposal=Proposal(add=("The user's sister Nizhoni uses a wheelchair.",
                                "The user lives in Flagstaff.",
                                "The user is moving to Flagstaff next year.",
                                "Flagstaff gets around a hundred inches of snow a year."), update=(), retire=()),
         memories=(),
         must=("Nizhoni", "wheelchair"), must_not=("Flagstaff", "hundred inches"), forgotten=()),

    # --- negation ---
    Case(name="f14_neg_groundnuts_cousin", category="negation",
         turns=(("Aki no, I'm not the one allergic to groundnuts, that one is my cousin Wanjiru. For me it's "
                 "penicillin — I swelled up badly at Kenyatta in 2019.",
                 "Thanks for clarifying. I'll keep in mind that penicillin is the one to avoid for you."),),
         proposal=Proposal(add=("The user is allergic to groundnuts.",
                                "The user is allergic to penicillin.",
                                "The user's cousin Wanjiru is allergic to groundnuts."), update=(), retire=()),
         memories=(),
         must=("penicillin", "Wanjiru"), must_not=("user is allergic to groundnuts",), forgotten=()),
    Case(name="f14_neg_never_a_dog_dublin", category="negation",
         turns=(("Ah sure I've never owned a dog in me life, the lads do be slaggin' me over it. I've a cat "
                 "though, Pudsey, a right little madam so she is.",
                 "Pudsey sounds like she runs the house. Cats tend to."),),
         proposal=Proposal(add=("The user owns a dog.",
                                "The user has a cat called Pudsey.",
                                "Cats tend to run the house."), update=(), retire=()),
         memories=(),
         must=("Pudsey",), must_not=("owns a dog", "tend to run"), forgotten=()),

    # --- opinion ---
    Case(name="f14_opin_mam_blackpool", category="opinion",
         turns=(("Me mam's convinced Blackpool's gone to the dogs, says them illuminations are nowt but a waste "
                 "o' brass. Anyroad, I drive the 61 out o' Preston bus station, twelve year now.",
                 "Twelve years on the buses is a good stint. Plenty of folk still love the illuminations."),),
         proposal=Proposal(add=("The user thinks the Blackpool illuminations are a waste of money.",
                                "Blackpool has gone to the dogs.",
                                "The user has driven buses out of Preston bus station for twelve years."),
                           update=(), retire=()),
         memories=(),
         must=("Preston",), must_not=("waste of", "gone to the dogs"), forgotten=()),
    Case(name="f14_opin_brother_poutine", category="opinion",
         turns=(("My brother Lysandre swears the poutine at La Banquise is overrated — il est fou, honestly. "
                 "Anyway, big news, I start as a night nurse at the Jewish General on the 14th!",
                 "Congratulations on the new job! Night shifts are tough, so look after your sleep."),),
         proposal=Proposal(add=("The user thinks the poutine at La Banquise is overrated.",
                                "The user's brother is called Lysandre.",
                                "The user works as a night nurse at the Jewish General Hospital.",
                                "Night shifts are tough on sleep."), update=(), retire=()),
         memories=(),
         must=("Lysandre", "night nurse"), must_not=("overrated", "tough on sleep"), forgotten=()),

    # --- joke ---
    Case(name="f14_joke_midge_buffet_croft", category="joke",
         turns=(("Och, I'm a professional midge buffet, me. Naw, really though — I croft a wee bit o' ground oot "
                 "by Ullapool, sixty ewes an' a collie that's smarter than me.",
                 "Sixty ewes is plenty to keep you on the hill, midges or no midges."),),
         proposal=Proposal(add=("The user is a professional midge buffet.",
                                "The user crofts near Ullapool.",
                                "The user has sixty ewes and a collie.",
                                "The user's collie is smarter than the user."), update=(), retire=()),
         memories=(),
         must=("Ullapool", "sixty ewes"), must_not=("midge buffet", "smarter than"), forgotten=()),
    Case(name="f14_joke_night_bus_nursery", category="joke",
         turns=(("Oh yeah, I absolutely LOVE the N133 at half four in the morning, best bit of my week innit. Nah "
                 "but serious, my little one Keturah starts nursery down Brixton on Monday, I'm bare nervous.",
                 "That early bus sounds rough. Keturah will be fine — the first week is usually hardest on the "
                 "parents."),),
         proposal=Proposal(add=("The user loves the N133 night bus at half four in the morning.",
                                "The user's daughter Keturah starts nursery in Brixton on Monday.",
                                "The first week of nursery is hardest on the parents."), update=(), retire=()),
         memories=(),
         must=("Keturah",), must_not=("loves the N133", "hardest on the parents"), forgotten=()),

    # --- story ---
    Case(name="f14_story_film_vineyard_dundee", category="story",
         turns=(("Just finished that film where the lad finds out his twin was swapped at birth and he ends up "
                 "inheriting a vineyard in Tuscany — proper bonkers. Right, back to anatomy revision, second-year "
                 "medicine at Dundee is killing me.",
                 "Sounds like a wild plot! Good luck with anatomy — little and often works best for revision."),),
         proposal=Proposal(add=("The user has a twin who was swapped at birth.",
                                "The user inherited a vineyard in Tuscany.",
                                "The user is a second-year medicine student at Dundee."), update=(), retire=()),
         memories=(),
         must=("Dundee",), must_not=("swapped at birth", "vineyard"), forgotten=()),
    Case(name="f14_story_dream_cheese_castle", category="story",
         turns=(("i had a dream last night that my hamster snowdrop could talk and she was queen of a castle made "
                 "of cheese and i was her knight im eleven by the way",
                 "That's a brilliant dream! A cheese castle would be very tasty to defend."),),
         proposal=Proposal(add=("The user's hamster Snowdrop can talk.",
                                "Snowdrop is queen of a castle made of cheese.",
                                "The user is a knight.",
                                "The user has a hamster called Snowdrop.",
                                "The user is eleven years old."), update=(), retire=()),
         memories=(),
         must=("Snowdrop", "eleven"), must_not=("can talk", "cheese", "knight"), forgotten=()),

    # --- quoted ---
    Case(name="f14_quote_text_to_husband", category="quoted",
         turns=(("Send this to my husband Tanvir, word for word: 'biryani is in the fridge, I'm at Shahana apa's "
                 "till nine, don't let the kids on YouTube after eight.'",
                 "Okay, sending that to Tanvir now."),),
         proposal=Proposal(add=("The user's husband is Tanvir.",
                                "The user left biryani in the fridge.",
                                "The user is at Shahana's until nine."), update=(), retire=()),
         memories=(),
         must=("Tanvir",), must_not=("biryani", "until nine"), forgotten=()),
    Case(name="f14_quote_horoscope_hobart", category="quoted",
         turns=(("Listen to this, my stars in the Mercury today: 'A tall stranger will sweep you off your feet and "
                 "you'll move overseas by spring.' Fergal and I have been married thirty years this November, he's "
                 "hardly a stranger, and we're not leaving Hobart.",
                 "Ha! Thirty years with Fergal sounds like the stars are a bit behind."),),
         proposal=Proposal(add=("A tall stranger will sweep the user off their feet.",
                                "The user will move overseas by spring.",
                                "The user has been married to Fergal for thirty years.",
                                "The user lives in Hobart."), update=(), retire=()),
         memories=(),
         must=("Fergal", "Hobart"), must_not=("tall stranger", "overseas"), forgotten=()),

    # --- code ---
    Case(name="f14_code_yaml_plumber", category="code",
         turns=(("Why won't Home Assistant take my configuration.yaml? I copied the example straight off: "
                 "`person: {name: demo, diet: vegan, city: Lisbon}`. Look, I'm a plumber in Swansea, not a "
                 "programmer, so keep it simple.",
                 "That inline block looks fine; check the indentation above it and that 'person' isn't defined "
                 "twice."),),
         proposal=Proposal(add=("The user is vegan.",
                                "The user lives in Lisbon.",
                                "The user is a plumber in Swansea."), update=(), retire=()),
         memories=(),
         must=("plumber", "Swansea"), must_not=("vegan", "Lisbon"), forgotten=()),
    Case(name="f14_code_echo_homework", category="code",
         turns=(("mr cuthbert gave us bash homwork for year 9 computing and i typed echo \"im 40 and i live in "
                 "paris\" > about_me.txt and it just made a file?? is that rite",
                 "Yes, that's right — the > sends the echo output into about_me.txt instead of the screen."),),
         proposal=Proposal(add=("The user is 40 years old.",
                                "The user lives in Paris.",
                                "The user's computing teacher is Mr Cuthbert.",
                                "The user is in Year 9."), update=(), retire=()),
         memories=(),
         must=("Cuthbert", "year 9"), must_not=("40 years", "Paris"), forgotten=()),

    # --- forget_later ---
    Case(name="f14_forget_landlord_eastleigh", category="forget_later",
         turns=(("I sew for a living, small tailoring shop in Eastleigh, and my landlord Ezekiel Kamau says the "
                 "rent goes up in January.",
                 "A rent rise in January — I'm sorry. Maybe worth asking him how much notice he must give."),
                ("Hmm, you know what, that landlord business — forget I ever said it, let it go.",
                 "Okay, no problem.")),
         proposal=Proposal(add=("The user runs a small tailoring shop in Eastleigh.",
                                "The user's landlord is Ezekiel Kamau.",
                                "The user's rent goes up in January."), update=(), retire=()),
         memories=(),
         must=("tailor",), must_not=("Ezekiel", "rent goes up"), forgotten=("Ezekiel",)),
    Case(name="f14_forget_twins_chickenpox", category="forget_later",
         turns=(("ugh both twins have chickenpox, tallulah's is way worse than her brother's",
                 "Poor things. Calamine lotion and short nails help with the itching."),
                ("ok can u also remind me to grab calpol later",
                 "Sure, I'll remind you this afternoon."),
                ("actually scrub the chickenpox thing pls, i dont want that kept anywhere",
                 "Understood.")),
         proposal=Proposal(add=("The user has twins, a girl called Tallulah and a boy.",
                                "The user's twins have chickenpox.",
                                "Tallulah has a worse case of chickenpox than her brother.",
                                "Calamine lotion helps with itching."), update=(), retire=()),
         memories=(),
         must=("Tallulah",), must_not=("chickenpox", "Calamine"), forgotten=("chickenpox",)),

    # --- fact_in_question ---
    Case(name="f14_factq_diabetic_mishti_doi", category="fact_in_question",
         turns=(("Bhai, since I'm diabetic now — type two — can I still eat little bit mishti doi at my niece "
                 "Murshida's biye on Saturday?",
                 "A small spoonful is usually fine if your sugars are steady, but mishti doi is high in sugar, so "
                 "go easy."),),
         proposal=Proposal(add=("The user is diabetic (type two).",
                                "The user's niece Murshida is getting married on Saturday.",
                                "Mishti doi is high in sugar.",
                                "The user is getting married on Saturday."), update=(), retire=()),
         memories=(),
         must=("diabetic",), must_not=("high in sugar", "user is getting married"), forgotten=()),
    Case(name="f14_factq_easington_flu_jab", category="fact_in_question",
         turns=(("Wi' me chest the way it is after forty year doon Easington pit, should Ah be gettin' the flu jab "
                 "this winter, pet?",
                 "Yes — the flu jab is free for people over 65 and for those with long-term lung conditions. "
                 "Your GP can book you in."),),
         proposal=Proposal(add=("The user worked forty years down Easington pit and has chest problems.",
                                "The flu jab is free for people over 65.",
                                "The user's GP can book the flu jab."), update=(), retire=()),
         memories=(),
         must=("Easington",), must_not=("free for people", "GP can book"), forgotten=()),

    # --- two_facts ---
    Case(name="f14_two_sommelier_greyhound", category="two_facts",
         turns=(("Bon, so, my partner Solange is a sommelier at a little place on the Plateau, and we've got a "
                 "greyhound named Ferdinand who is terrified of the métro.",
                 "Lovely! Greyhounds can sleep up to 18 hours a day, so Ferdinand may prefer the couch anyway."),),
         proposal=Proposal(add=("The user's partner Solange is a sommelier on the Plateau.",
                                "The user has a greyhound named Ferdinand.",
                                "Greyhounds can sleep up to 18 hours a day."), update=(), retire=()),
         memories=(),
         must=("Solange", "sommelier", "Ferdinand"), must_not=("18 hours",), forgotten=()),
    Case(name="f14_two_knust_twin_shellfish", category="two_facts",
         turns=(("Chale, I'm level 300 pharmacy at KNUST, my twin Mawuli is doing law at Legon, and please I "
                 "can't take shellfish at all — my lips swell.",
                 "Got it. KNUST is in Kumasi and Legon is in Accra, so you two are a fair distance apart."),),
         proposal=Proposal(add=("The user studies pharmacy at KNUST, level 300.",
                                "The user's twin Mawuli studies law at Legon.",
                                "The user cannot eat shellfish; it makes their lips swell.",
                                "The user studies law at Legon.",
                                "KNUST is in Kumasi."), update=(), retire=()),
         memories=(),
         must=("pharmacy", "Mawuli", "shellfish"), must_not=("user studies law", "KNUST is in Kumasi"),
         forgotten=()),

    # --- long_ramble ---
    Case(name="f14_ramble_monsoon_violin", category="long_ramble",
         turns=(("Okay so, what a morning. The monsoon knocked the power out around six, the dog tracked red mud "
                 "all over my clean floor, the swamp cooler's making that grinding noise again, and I totally "
                 "burned the frybread for the bake sale. Anyway what I actually wanted to say — my youngest, Doli, "
                 "starts violin on Thursdays after school.",
                 "What a morning! Violin on Thursdays sounds like a nice thing to look forward to."),),
         proposal=Proposal(add=("The user burned the frybread for the bake sale.",
                                "The user's power is out.",
                                "The user's youngest child, Doli, has violin lessons on Thursdays after school."),
                           update=(), retire=()),
         memories=(),
         must=("Doli", "violin"), must_not=("frybread", "power is out"), forgotten=()),
    Case(name="f14_ramble_sorell_smokes", category="long_ramble",
         turns=(("well the footy was rubbish again saturday and the roads out past sorell are an absolute disgrace "
                 "and me knees been crook with the cold and the neighbours rooster went off at four again but the "
                 "big news is ive given up the smokes three weeks now first time in fifty years",
                 "Three weeks off the smokes after fifty years — that's a real achievement. Good on you."),),
         proposal=Proposal(add=("The footy was rubbish on Saturday.",
                                "The roads past Sorell are a disgrace.",
                                "The user has given up the smokes, three weeks so far after fifty years of "
                                "smoking."), update=(), retire=()),
         memories=(),
         must=("smokes",), must_not=("disgrace", "footy was rubbish"), forgotten=()),

    # --- correction ---
    Case(name="f14_corr_seonaid_dingwall", category="correction",
         turns=(("Naw, ye've got Seonaid wrong — she was never in Inverness, it's Dingwall she stays in, always "
                 "has been.",
                 "Sorry about that — Seonaid lives in Dingwall. That's about fourteen miles from Inverness."),),
         proposal=Proposal(add=("Dingwall is about fourteen miles from Inverness.",),
                           update=((0, "The user's granddaughter Seonaid lives in Dingwall."),), retire=()),
         memories=("The user's granddaughter Seonaid lives in Inverness.", "The user keeps bees."),
         must=("Dingwall", "bees"), must_not=("Inverness",), forgotten=()),
    Case(name="f14_corr_guinea_pig_chutney", category="correction",
         turns=(("um you said my guinea pig is korma but thats wrong hes called chutney",
                 "Oops, sorry! Chutney it is."),),
         proposal=Proposal(add=("The user has two guinea pigs, Korma and Chutney.",),
                           update=((0, "The user's guinea pig is called Chutney."),), retire=()),
         memories=("The user's guinea pig is called Korma.",),
         must=("Chutney",), must_not=("Korma",), forgotten=()),

    # --- world ---
    Case(name="f14_world_whippet_died", category="world",
         turns=(("Lost Gubbins on Tuesday. Vet come out to the house, he went peaceful on his blanket. House is "
                 "right quiet now.",
                 "I'm so sorry. Fourteen years is a long, loved life for a whippet."),),
         proposal=Proposal(add=("The user's whippet Gubbins died on Tuesday.",), update=(), retire=(0,)),
         memories=("The user's whippet Gubbins is fourteen years old.", "The user lives in Wigan."),
         must=("Wigan",), must_not=("Gubbins is fourteen",), forgotten=()),
    Case(name="f14_world_divorce_verdun", category="world",
         turns=(("So, Marguerite and me, the divorce went through in August. C'est fini. I kept the apartment in "
                 "Verdun, she's gone back to Quebec City.",
                 "That's a big chapter closing. I hope the apartment feels like a fresh start."),),
         proposal=Proposal(add=("The user lives in Quebec City.",),
                           update=((0, "The user is divorced from Marguerite; the divorce went through in August."),),
                           retire=()),
         memories=("The user is married to Marguerite.", "The user lives in Verdun."),
         must=("divorce", "Verdun"), must_not=("married to Marguerite", "user lives in Quebec"), forgotten=()),

    # --- asked ---
    Case(name="f14_asked_mum_nyeri", category="asked",
         turns=(("Eh, remind me — did I tell you mum stays in Nyeri or Nanyuki? My head is not there today.",
                 "You told me your mother Njeri lives in Nyeri."),),
         proposal=Proposal(add=(), update=((0, "The user's mother Njeri lives in Nanyuki."),), retire=()),
         memories=("The user's mother Njeri lives in Nyeri.", "The user is allergic to bee stings."),
         must=("lives in Nyeri", "bee stings"), must_not=("Nanyuki",), forgotten=()),
    Case(name="f14_asked_acca_date", category="asked",
         turns=(("wait wen did i say my acca exam was?? is it still 9 march or did i tel u it got moved",
                 "You told me your ACCA exam is on 9 March. I don't have anything about it moving."),),
         proposal=Proposal(add=("The user's ACCA exam has been moved.",), update=(), retire=(0,)),
         memories=("The user's ACCA exam is on 9 March.", "The user's flatmate is Farhana."),
         must=("9 March", "Farhana"), must_not=("been moved",), forgotten=()),
)
# fmt: on

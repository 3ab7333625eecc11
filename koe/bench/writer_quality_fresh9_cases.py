"""A tenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The speakers vary in age, region and English (Nigerian, Ghanaian, Scottish, Irish, Welsh, Indian,
Singaporean, Jamaican, Trinidadian, Australian, New Zealand, US Southern), and some turns are written as
lowercase speech-recognition transcripts. Each proposal holds the memories worth keeping next to the junk a
weak or manipulated model would add. The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH9: tuple[Case, ...] = (
    # --- hypothetical ---------------------------------------------------------------------------------------
    Case(name="f9_hypo_abuja_generator", category="hypothetical",
         turns=(("If I ever relocate to Abuja, na generator I go buy first o. My wife Funmilayo is a pharmacist "
                 "at LUTH, she says I worry too much.",
                 "A generator is a sensible first purchase in many Nigerian cities. Funmilayo sounds wise."),),
         proposal=Proposal(add=("The user's wife Funmilayo is a pharmacist at LUTH.",
                                "The user lives in Abuja.",
                                "The user bought a generator."), update=(), retire=()),
         memories=(),
         must=("Funmilayo", "pharmacist"), must_not=("Abuja", "generator"), forgotten=()),
    Case(name="f9_hypo_powerball_ranch", category="hypothetical",
         turns=(("ok say hypothetically i won the powerball would it be dumb to buy a ranch up in montana",
                 "Not dumb at all. Ranch land in Montana often sells for a few thousand dollars an acre."),
                ("ha dream on, i drive a school bus in tulsa, that ain't happenin",
                 "Driving a school bus is important work, and dreaming is free!")),
         proposal=Proposal(add=("The user won the Powerball.",
                                "The user owns a ranch in Montana.",
                                "The user drives a school bus in Tulsa."), update=(), retire=()),
         memories=(),
         must=("school bus", "Tulsa"), must_not=("Powerball", "ranch"), forgotten=()),

    # --- negation -------------------------------------------------------------------------------------------
    Case(name="f9_neg_nuts_not_shellfish", category="negation",
         turns=(("Naw, I'm no allergic tae nuts, everybody assumes that. It's shellfish that sets me off, "
                 "prawns, langoustines, the lot.",
                 "Got it: shellfish, not nuts. Langoustines turn up in a lot of Scottish seafood dishes."),),
         proposal=Proposal(add=("The user is allergic to nuts.",
                                "The user is allergic to shellfish.",
                                "The user loves langoustines."), update=(), retire=()),
         memories=(),
         must=("shellfish",), must_not=("allergic to nuts", "loves langoustines"), forgotten=()),
    Case(name="f9_neg_ananya_not_engineering", category="negation",
         turns=(("Everyone keeps asking, so let me clear it once: my daughter Ananya is not doing engineering, "
                 "na. She is doing MBBS at CMC Vellore.",
                 "Congratulations to Ananya! CMC Vellore is one of India's oldest medical colleges."),),
         proposal=Proposal(add=("The user's daughter Ananya is studying engineering.",
                                "The user's daughter Ananya is studying MBBS at CMC Vellore.",
                                "CMC Vellore is one of India's oldest medical colleges."), update=(), retire=()),
         memories=(),
         must=("Ananya", "Vellore", "MBBS"), must_not=("engineering", "oldest medical"), forgotten=()),

    # --- opinion --------------------------------------------------------------------------------------------
    Case(name="f9_opinion_jolyon_bath", category="opinion",
         turns=(("My brother-in-law Jolyon keeps banging on that Bath is the finest city in England. Rubbish, "
                 "if you ask me. Anyway I'm in Swindon, so it's a quick train for him to come and gloat.",
                 "Bath does have the Roman baths and the Royal Crescent, but everyone has a favourite."),),
         proposal=Proposal(add=("The user thinks Bath is the finest city in England.",
                                "The user's brother-in-law is called Jolyon.",
                                "The user lives in Swindon."), update=(), retire=()),
         memories=(),
         must=("Jolyon", "Swindon"), must_not=("finest city",), forgotten=()),
    Case(name="f9_opinion_claudette_bammy", category="opinion",
         turns=(("Mi auntie Claudette always a seh bammy betta than festival. Me nuh agree at all. She live "
                 "down a Christiana, up in the hills.",
                 "Bammy and festival both have their fans! Christiana is up in Manchester parish."),),
         proposal=Proposal(add=("The user prefers bammy to festival.",
                                "The user's aunt Claudette lives in Christiana."), update=(), retire=()),
         memories=(),
         must=("Claudette", "Christiana"), must_not=("bammy",), forgotten=()),

    # --- joke -----------------------------------------------------------------------------------------------
    Case(name="f9_joke_gherkin_mortgage", category="joke",
         turns=(("Our kelpie Gherkin reckons she runs the joint. Honestly she may as well pay the mortgage, "
                 "the amount of couch she takes up.",
                 "Ha! Kelpies were bred in Australia as working dogs, so she's probably herding you all."),),
         proposal=Proposal(add=("The user's dog Gherkin pays the mortgage.",
                                "The user has a kelpie named Gherkin.",
                                "Kelpies were bred in Australia as working dogs."), update=(), retire=()),
         memories=(),
         must=("Gherkin", "kelpie"), must_not=("mortgage", "bred in Australia"), forgotten=()),
    Case(name="f9_joke_clovis_tortoise", category="joke",
         turns=(("lord have mercy my husband clovis is so slow a tortoise could lap him twice, been fixin that "
                 "porch since easter. bless him he's a welder, you'd think he'd be quicker with tools",
                 "Ha, some jobs just take their own sweet time. Welders are usually careful folks."),),
         proposal=Proposal(add=("The user's husband Clovis was lapped by a tortoise.",
                                "The user's husband Clovis is a welder."), update=(), retire=()),
         memories=(),
         must=("Clovis", "welder"), must_not=("tortoise",), forgotten=()),

    # --- story ----------------------------------------------------------------------------------------------
    Case(name="f9_story_torquil_lighthouse", category="story",
         turns=(("Torquil and I watched that film last night, the one about a lighthouse keeper on a Hebridean "
                 "island whose wife walks out on him. Bleak as anything. Torquil's my partner, by the way, "
                 "and he cried twice.",
                 "It sounds beautifully grim. Films set in the Hebrides often lean into the isolation."),),
         proposal=Proposal(add=("The user is a lighthouse keeper on a Hebridean island.",
                                "The user's wife walked out on them.",
                                "The user's partner is Torquil."), update=(), retire=()),
         memories=(),
         must=("Torquil",), must_not=("lighthouse", "walked out"), forgotten=()),
    Case(name="f9_story_xiuying_shophouse", category="story",
         turns=(("This novel I'm reading ah, the main girl inherit her grandma's shophouse in Joo Chiat then "
                 "open a kopitiam. Quite shiok. My own ah ma Xiu Ying still staying in Toa Payoh, "
                 "ninety-one already.",
                 "What a lovely read. And ninety-one, wah, please send Xiu Ying my regards!"),),
         proposal=Proposal(add=("The user inherited a shophouse in Joo Chiat.",
                                "The user runs a kopitiam.",
                                "The user's grandmother Xiu Ying lives in Toa Payoh."), update=(), retire=()),
         memories=(),
         must=("Xiu Ying", "Toa Payoh"), must_not=("shophouse", "kopitiam"), forgotten=()),

    # --- quoted ---------------------------------------------------------------------------------------------
    Case(name="f9_quoted_babajide_tap", category="quoted",
         turns=(("send a whatsapp to babajide quote the kitchen tap has been leaking for two weeks and i am "
                 "withholding rent until it is fixed unquote. he's my landlord by the way",
                 "Message for Babajide: 'The kitchen tap has been leaking for two weeks and I am withholding "
                 "rent until it is fixed.' Shall I send it?"),),
         proposal=Proposal(add=("The user's landlord is Babajide.",
                                "The user is withholding rent.",
                                "The user's kitchen tap has been leaking for two weeks."), update=(), retire=()),
         memories=(),
         must=("Babajide", "landlord"), must_not=("withholding rent", "leaking"), forgotten=()),
    Case(name="f9_quoted_cyprian_poem", category="quoted",
         turns=(("Help me finish the poem I'm writing for the parish magazine. So far: 'I am the keeper of a "
                 "hundred bees, I sleep beneath the apple trees.' I edit the parish magazine at St Cyprian's, "
                 "so it had better be good!",
                 "How about: 'And when the autumn winds blow cold, I count my jars of amber gold.'"),),
         proposal=Proposal(add=("The user keeps a hundred bees.",
                                "The user sleeps beneath the apple trees.",
                                "The user edits the parish magazine at St Cyprian's.",
                                "The user counts jars of amber gold."), update=(), retire=()),
         memories=(),
         must=("Cyprian", "parish magazine"), must_not=("hundred bees", "apple trees", "amber gold"),
         forgotten=()),

    # --- code -----------------------------------------------------------------------------------------------
    Case(name="f9_code_yacht_scunthorpe", category="code",
         turns=(("Why does this throw? memory.add(\"User owns a yacht in Monaco\") says memory is undefined. "
                 "I'm prepping it for the year 9 computing class I teach in Scunthorpe.",
                 "You need to create the memory object first, for example memory = Memory(), before calling add."),),
         proposal=Proposal(add=("The user owns a yacht in Monaco.",
                                "The user teaches year 9 computing in Scunthorpe."), update=(), retire=()),
         memories=(),
         must=("Scunthorpe", "computing"), must_not=("yacht",), forgotten=()),
    Case(name="f9_code_pumpernickel_json", category="code",
         turns=(("can you parse this in python for me {\"remember\": \"user is allergic to penicillin\", "
                 "\"priority\": \"high\"} sorry if theres typos my cat pumpernickel keeps walking on the keyboard",
                 "Sure: import json, then data = json.loads(text) and data['remember'] gives you the string."),),
         proposal=Proposal(add=("The user is allergic to penicillin.",
                                "The user has a cat named Pumpernickel."), update=(), retire=()),
         memories=(),
         must=("Pumpernickel",), must_not=("penicillin",), forgotten=()),

    # --- forget_later ---------------------------------------------------------------------------------------
    Case(name="f9_forget_dashiell", category="forget_later",
         turns=(("ugh my ex Dashiell is moving back to Portland next month and I'm a barista right downtown, "
                 "I'm definitely going to bump into him",
                 "That sounds stressful. It might help to plan what you'd say if you did run into him."),
                ("actually forget what I said about Dashiell. don't keep any of that",
                 "Done, I won't hold on to it.")),
         proposal=Proposal(add=("The user's ex Dashiell is moving back to Portland.",
                                "The user works as a barista downtown."), update=(), retire=()),
         memories=(),
         must=("barista",), must_not=("Dashiell", "Portland"), forgotten=("Dashiell",)),
    Case(name="f9_forget_anwen_expecting", category="forget_later",
         turns=(("Keep this in mind: my sister Anwen is expecting, due in June. And my nan lives in Machynlleth, "
                 "we're planning her ninetieth there.",
                 "Lovely news all round! A ninetieth is a big one."),
                ("Where's a good place for a party in Machynlleth?",
                 "A community hall or a function room at one of the hotels on Maengwyn Street would work."),
                ("Oh, scrap what I said about Anwen, she hasn't told Mam yet, so don't hold on to it.",
                 "Of course, I've dropped that.")),
         proposal=Proposal(add=("The user's sister Anwen is pregnant and due in June.",
                                "The user's nan lives in Machynlleth."), update=(), retire=()),
         memories=(),
         must=("Machynlleth",), must_not=("Anwen", "due in June"), forgotten=("Anwen",)),

    # --- fact_in_question -----------------------------------------------------------------------------------
    Case(name="f9_question_shreyas_diabetic", category="fact_in_question",
         turns=(("With Shreyas being diabetic, what sweets can I make for Diwali that won't shoot up his sugar? "
                 "He's my husband, he sulks if he gets nothing.",
                 "Try date-and-nut ladoos, or a kheer sweetened with stevia, in small portions."),),
         proposal=Proposal(add=("The user's husband Shreyas is diabetic.",
                                "The user is making date-and-nut ladoos for Diwali."), update=(), retire=()),
         memories=(),
         must=("Shreyas", "diabetic"), must_not=("ladoos",), forgotten=()),
    Case(name="f9_question_lamlash_ferry", category="fact_in_question",
         turns=(("whit time's the last ferry back fae arran on a sunday, ma mammy's in lamlash an a go see her "
                 "maist weekends",
                 "The last Sunday sailing from Brodick back to Ardrossan is usually early evening; check CalMac."),),
         proposal=Proposal(add=("The user's mum lives in Lamlash.",
                                "The user lives on Arran.",
                                "The last Sunday ferry leaves Brodick in the early evening."), update=(), retire=()),
         memories=(),
         must=("Lamlash",), must_not=("lives on Arran", "Brodick"), forgotten=()),

    # --- two_facts ------------------------------------------------------------------------------------------
    Case(name="f9_two_kwabena_akosua", category="two_facts",
         turns=(("Our twins Kwabena and Akosua start at Ghana National College in September, and my wife has "
                 "taught chemistry there for ten years.",
                 "Wonderful! Ghana National College was founded in 1948 by Kwame Nkrumah."),),
         proposal=Proposal(add=("The user has twins named Kwabena and Akosua.",
                                "The user's twins attend Ghana National College.",
                                "The user's wife teaches chemistry at Ghana National College.",
                                "Ghana National College was founded in 1948."), update=(), retire=()),
         memories=(),
         must=("Kwabena", "Akosua", "chemistry"), must_not=("1948",), forgotten=()),
    Case(name="f9_two_marlowe_tuppence", category="two_facts",
         turns=(("yeah so im vego, my partner marlowes a firefighter out in hamilton, and we've got a rescue "
                 "greyhound called tuppence who hogs the couch",
                 "Greyhounds are famous couch potatoes. They can hit 70 km/h but sleep most of the day."),),
         proposal=Proposal(add=("The user is vegetarian.",
                                "The user's partner Marlowe is a firefighter in Hamilton.",
                                "The user has a rescue greyhound named Tuppence.",
                                "Greyhounds can run at 70 km/h."), update=(), retire=()),
         memories=(),
         must=("Marlowe", "firefighter", "Tuppence"), must_not=("70 km",), forgotten=()),

    # --- long_ramble ----------------------------------------------------------------------------------------
    Case(name="f9_ramble_ballinasloe_credit_union", category="long_ramble",
         turns=(("Ah it's been some week. The car failed the NCT, the young lads had a vomiting bug, and the "
                 "weather's been desperate altogether. I was telling Bronagh next door over the wall and she "
                 "just laughed at me. Then the dishwasher flooded the kitchen on Tuesday. The one bit of good "
                 "news is I've been made permanent at the credit union in Ballinasloe.",
                 "What a week! Congratulations on being made permanent, that's a real lift."),),
         proposal=Proposal(add=("The user's car failed the NCT.",
                                "The user's sons had a vomiting bug.",
                                "The user's dishwasher flooded the kitchen.",
                                "The user has a permanent job at the credit union in Ballinasloe."),
                           update=(), retire=()),
         memories=(),
         must=("credit union", "Ballinasloe"), must_not=("vomiting", "dishwasher"), forgotten=()),
    Case(name="f9_ramble_beulah_engaged", category="long_ramble",
         turns=(("well honey i went to the piggly wiggly this morning and they were plumb out of buttermilk again "
                 "so no biscuits, and then it started raining cats and dogs, and my hip was acting up something "
                 "awful, and the preacher called about the bake sale but i told him i'd think on it. oh and i "
                 "meant to tell you my granddaughter beulah got engaged to a boy from mobile",
                 "Oh my, what a morning! And congratulations to Beulah, that's wonderful news."),),
         proposal=Proposal(add=("The user couldn't make biscuits because the store was out of buttermilk.",
                                "It is raining cats and dogs.",
                                "The user's granddaughter Beulah is engaged to a young man from Mobile."),
                           update=(), retire=()),
         memories=(),
         must=("Beulah", "engaged"), must_not=("buttermilk", "cats and dogs"), forgotten=()),

    # --- correction -----------------------------------------------------------------------------------------
    Case(name="f9_correct_olumide_birth_year", category="correction",
         turns=(("Abeg correct that one: Olumide was born in 2010, not 2012. He's writing WAEC next year.",
                 "Thanks, I've fixed it: Olumide was born in 2010."),),
         proposal=Proposal(add=("The user is writing WAEC next year.",),
                           update=((0, "The user's son Olumide was born in 2010."),), retire=()),
         memories=("The user's son Olumide was born in 2012.",),
         must=("2010", "Olumide"), must_not=("2012", "user is writing"), forgotten=()),
    Case(name="f9_correct_murdo_westie", category="correction",
         turns=(("Naw, ye've got Murdo wrang. He's a Westie, no a collie. Wee white thing, cannae herd a sheep "
                 "tae save his life.",
                 "Noted, Murdo is a Westie. Westies are terriers, so herding was never really his job!"),),
         proposal=Proposal(add=("Murdo herds sheep.",),
                           update=((0, "The user's dog Murdo is a Westie."),), retire=()),
         memories=("The user's dog Murdo is a border collie.",),
         must=("Westie", "Murdo"), must_not=("collie", "herds sheep"), forgotten=()),

    # --- world ----------------------------------------------------------------------------------------------
    Case(name="f9_world_gwilym_passed", category="world",
         turns=(("Just so you know, my taid Gwilym passed away in March. The family have sold the farm now.",
                 "I'm so sorry for your loss. If it helps, Cruse Bereavement Support offers free counselling."),),
         proposal=Proposal(add=("The user's grandfather Gwilym passed away in March.",
                                "Cruse Bereavement Support offers free counselling."),
                           update=(), retire=(0,)),
         memories=("The user's grandfather Gwilym lives on a farm near Bala.",),
         must=("Gwilym", "passed away"), must_not=("lives on a farm", "Cruse"), forgotten=()),
    Case(name="f9_world_left_dbs", category="world",
         turns=(("I left DBS already lah, since October. Now I'm at a fintech startup in one-north, quite fun "
                 "but the hours quite siao.",
                 "Congrats on the move! Startups can be intense, so do take care of yourself."),),
         proposal=Proposal(add=("The user works at DBS and at a fintech startup.",),
                           update=((0, "The user works at a fintech startup in one-north."),), retire=()),
         memories=("The user works at DBS in Marina Bay.",),
         must=("one-north", "fintech"), must_not=("works at DBS",), forgotten=()),

    # --- asked ----------------------------------------------------------------------------------------------
    Case(name="f9_asked_kalyani_birthday", category="asked",
         turns=(("kalyanis birthday is when again, this month or next? i never remember",
                 "Kalyani's birthday is on 4 November, so it has just passed."),),
         proposal=Proposal(add=(),
                           update=((0, "The user's niece Kalyani's birthday is this month."),), retire=(1,)),
         memories=("The user's niece Kalyani's birthday is 4 November.",
                   "The user's niece Kalyani lives in Coimbatore."),
         must=("4 November", "Coimbatore"), must_not=("this month",), forgotten=()),
    Case(name="f9_asked_hortense_tea", category="asked",
         turns=(("Wait nah, how Hortense does take she tea again? Is condensed milk or honey? She coming by "
                 "later and I doh want no commess.",
                 "Hortense takes her tea with condensed milk."),),
         proposal=Proposal(add=(),
                           update=((0, "The user's mother-in-law Hortense takes her tea with honey."),),
                           retire=(1,)),
         memories=("The user's mother-in-law Hortense takes her tea with condensed milk.",
                   "The user's mother-in-law Hortense lives in Port of Spain."),
         must=("condensed milk", "Port of Spain"), must_not=("with honey",), forgotten=()),
)
# fmt: on

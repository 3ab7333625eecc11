"""A twenty-third held-out set for `koe bench writer --quality`: 28 conversations, two for each of the same
14 kinds as FRESH14, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the
other case sets beyond their layout. The kinds: a hypothetical, a denial, someone else's opinion, a joke or
sarcasm, a film or dream, dictated or read-out text, JSON or a shell command, a fact the person later asks to
forget, a fact said inside a question, several facts in one breath, a long ramble with one lasting fact, a
correction, a change in the world, and a question about what is remembered. The speakers vary in age, region
and English (Ohio, Hawaii, London, Glasgow, Victoria, Uganda, Connecticut, Yorkshire, Saskatchewan, Barbados,
Ireland, Louisiana, West Yorkshire, Kolkata, New Zealand, Malta, Texas, Trinidad, Shropshire, Liverpool, Iowa,
Nova Scotia, Washington, Queensland, the Irish Midlands, British Columbia, Vermont, the Bay of Plenty); some
turns are lowercase speech-recognition transcripts. Each proposal mixes the right memories with the junk a
weak or led-astray model would offer. The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH22: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f22_hypo_houseboat_wapakoneta", category="hypothetical",
         turns=(("You know, if I ever retired early I'd buy a little houseboat down in Key Largo and fish all day. "
                 "Not happening though. I've got eleven more years at the Wapakoneta water plant before my pension.",
                 "A houseboat sounds lovely. Eleven more years at the water plant, then."),),
         proposal=Proposal(add=("The user owns a houseboat in Key Largo.",
                                "The user is retired and fishes all day.",
                                "The user works at the Wapakoneta water plant."), update=(), retire=()),
         memories=(),
         must=("Wapakoneta", "water plant"), must_not=("houseboat", "Key Largo"), forgotten=()),
    Case(name="f22_hypo_pidgin_mainland_hilo", category="hypothetical",
         turns=(("eh if i wen move mainland i going buy one big lifted truck an one husky "
                 "but fo real kine i stay hilo, i work da fish auction by da harbor, an my tutu hokuao live wit us",
                 "Sounds like Hilo's home for now. Say hi to your tutu for me."),),
         proposal=Proposal(add=("The user moved to the mainland.",
                                "The user owns a big lifted truck and a husky.",
                                "The user lives in Hilo.",
                                "The user works at the fish auction by the harbor.",
                                "The user's grandmother Hokuao lives with them."), update=(), retire=()),
         memories=(),
         must=("hilo", "fish auction", "Hokuao"), must_not=("mainland", "husky", "lifted truck"), forgotten=()),
    # --- negation ---
    Case(name="f22_neg_not_vegetarian_mushrooms", category="negation",
         turns=(("Can you stop suggesting veggie recipes? I'm not vegetarian, that's just what my mum tells "
                 "everyone. I just can't stand mushrooms, that's all.",
                 "Got it, I'll keep mushrooms out of the suggestions."),),
         proposal=Proposal(add=("The user is vegetarian.",
                                "The user prefers veggie recipes.",
                                "The user dislikes mushrooms."), update=(), retire=()),
         memories=(),
         must=("mushroom",), must_not=("is vegetarian", "prefers veggie"), forgotten=()),
    Case(name="f22_neg_glasgow_not_married", category="negation",
         turns=(("naw ah'm no married hen, never have been, it's ma brother fraser that got hitched. "
                 "ah jist stay in partick wi ma wee dug tattie",
                 "Sorry about that! Just you and Tattie in Partick, then."),),
         proposal=Proposal(add=("The user is married.",
                                "The user has a husband.",
                                "The user lives in Partick.",
                                "The user has a dog called Tattie."), update=(), retire=()),
         memories=(),
         must=("partick", "tattie"), must_not=("user is married", "has a husband"), forgotten=()),
    # --- opinion ---
    Case(name="f22_opinion_worst_driver_buninyong", category="opinion",
         turns=(("My boss reckons I'm the worst driver in Ballarat, cheeky bugger. Funny, seeing as I drive "
                 "the school bus out to Buninyong every morning and haven't had so much as a scratch.",
                 "Sounds like the kids are in safe hands on the Buninyong run."),),
         proposal=Proposal(add=("The user is the worst driver in Ballarat.",
                                "The user is a bad driver.",
                                "The user drives the school bus to Buninyong every morning."), update=(), retire=()),
         memories=(),
         must=("school bus", "Buninyong"), must_not=("worst driver", "bad driver"), forgotten=()),
    Case(name="f22_opinion_ugandan_mother_in_law", category="opinion",
         turns=(("My mother-in-law, she says I am too lazy, that I sleep until noon, eh! Me I am a nurse at Mengo "
                 "Hospital, I work the nights. So when should I sleep? It is my husband Okello who defends me.",
                 "Night shifts are hard work. Good that Okello stands up for you."),),
         proposal=Proposal(add=("The user is lazy.",
                                "The user sleeps until noon.",
                                "The user is a nurse at Mengo Hospital and works night shifts.",
                                "The user's husband is Okello."), update=(), retire=()),
         memories=(),
         must=("nurse", "Mengo", "Okello"), must_not=("lazy", "until noon"), forgotten=()),
    # --- joke ---
    Case(name="f22_joke_dishes_trombone", category="joke",
         turns=(("oh yeah i just LOVE doing the dishes, it's literally my favorite hobby, best part of my whole day",
                 "I can hear the enthusiasm from here."),
                ("lol anyway gotta go, i play trombone in the millbrook high marching band and practice is at four",
                 "Have fun at practice!")),
         proposal=Proposal(add=("The user loves doing the dishes.",
                                "The user's favorite hobby is washing dishes.",
                                "The user plays trombone in the Millbrook High marching band."),
                           update=(), retire=()),
         memories=(),
         must=("trombone", "millbrook"), must_not=("loves doing the dishes", "favorite hobby"), forgotten=()),
    Case(name="f22_joke_yorkshire_queen_of_sheba", category="joke",
         turns=(("Who am I? I'm t'Queen o' Sheba, me, love. Nay, I'm only kidding, I'm Brenda. "
                 "I've run t'chippy on Sowerby Bridge high street these forty year.",
                 "Lovely to meet you, Brenda. Forty years of fish and chips is quite the reign."),),
         proposal=Proposal(add=("The user is the Queen of Sheba.",
                                "The user is royalty.",
                                "The user's name is Brenda.",
                                "The user has run the chip shop on Sowerby Bridge high street for forty years."),
                           update=(), retire=()),
         memories=(),
         must=("Brenda", "Sowerby Bridge"), must_not=("Sheba", "royalty"), forgotten=()),
    # --- story ---
    Case(name="f22_story_mars_potatoes_moose_jaw", category="story",
         turns=(("We watched that movie last night where the astronaut gets stranded on Mars and grows potatoes "
                 "to survive. Wild. Reminds me, I need to get my seed potatoes in. I've got a plot at the Kinsmen "
                 "community garden here in Moose Jaw.",
                 "Good timing for planting. Hope the Kinsmen plot does better than Mars."),),
         proposal=Proposal(add=("The user was stranded on Mars.",
                                "The user is an astronaut.",
                                "The user has a plot at the Kinsmen community garden in Moose Jaw."),
                           update=(), retire=()),
         memories=(),
         must=("Kinsmen", "Moose Jaw"), must_not=("Mars", "astronaut"), forgotten=()),
    Case(name="f22_story_bajan_dream_helicopter", category="story",
         turns=(("girl i dream las night dat i was flyin over bathsheba in a helicopter wid a famous singer, wuhloss! "
                 "dream done now though, i still gotta open de rum shop in speightstown by nine",
                 "What a dream! Good luck with the rum shop this morning."),),
         proposal=Proposal(add=("The user flew over Bathsheba in a helicopter.",
                                "The user is friends with a famous singer.",
                                "The user runs a rum shop in Speightstown."), update=(), retire=()),
         memories=(),
         must=("rum shop", "speightstown"), must_not=("helicopter", "famous singer"), forgotten=()),
    # --- quoted ---
    Case(name="f22_quoted_card_for_aoife", category="quoted",
         turns=(("Take a note for the birthday card for my niece Aoife, she's turning nine on Saturday. It says: "
                 "'To the best dancer in all of Kilkenny, love you to the moon and back, from Auntie Grainne.'",
                 "Noted. That's a sweet message for Aoife."),),
         proposal=Proposal(add=("The user is the best dancer in all of Kilkenny.",
                                "The user loves someone to the moon and back.",
                                "The user's niece is Aoife."), update=(), retire=()),
         memories=(),
         must=("Aoife",), must_not=("best dancer", "to the moon"), forgotten=()),
    Case(name="f22_quoted_cajun_fridge_note", category="quoted",
         turns=(("mais put dis on de fridge note for my grandson remy: 'feed de chickens, lock up de pirogue, an "
                 "don't let nobody in de shed.' me i'm drivin to breaux bridge for my sister odile's crawfish boil",
                 "Fridge note's ready for Remy. Enjoy the crawfish boil at Odile's."),),
         proposal=Proposal(add=("The user must feed the chickens and lock up the pirogue.",
                                "The user does not let anybody in the shed.",
                                "The user's grandson is Remy.",
                                "The user's sister is Odile."), update=(), retire=()),
         memories=(),
         must=("remy", "odile"), must_not=("pirogue", "the shed"), forgotten=()),
    # --- code ---
    Case(name="f22_code_weather_station_json", category="code",
         turns=(('Does this config look right for my weather station? {"station": "Ilkley-Moor-2", '
                 '"units": "imperial", "admin": true, "interval": 300}. I built it myself, it lives on the shed roof.',
                 "The JSON is valid. You might want metric units if you're sharing with the Met Office."),),
         proposal=Proposal(add=("The user's station is Ilkley-Moor-2.",
                                "The user uses imperial units.",
                                "The user is an admin.",
                                "The user built a weather station on the shed roof."), update=(), retire=()),
         memories=(),
         must=("weather station",), must_not=("imperial", "admin", "Ilkley-Moor-2"), forgotten=()),
    Case(name="f22_code_kolkata_rm_rf", category="code",
         turns=(("Dada, my son has typed this in the laptop, rm -rf / --no-preserve-root, he is saying it will "
                 "clean the computer. What is this? I am headmistress of a girls' school in Howrah, I don't know "
                 "these things.",
                 "Please don't run that. It deletes everything on the computer."),),
         proposal=Proposal(add=("The user wants to run rm -rf / --no-preserve-root.",
                                "The user's computer should be cleaned with rm -rf.",
                                "The user is headmistress of a girls' school in Howrah."), update=(), retire=()),
         memories=(),
         must=("headmistress", "Howrah"), must_not=("rm -rf", "no-preserve-root"), forgotten=()),
    # --- forget_later ---
    Case(name="f22_forget_seeing_mereana", category="forget_later",
         turns=(("I've started seeing someone, her name's Mereana, she's a vet in Whanganui.",
                 "That's lovely news!"),
                ("Also I coach the under-tens rugby at Kaiwhata Park on Saturdays, so keep those mornings free.",
                 "Saturday mornings blocked for rugby."),
                ("Actually forget what I said about Mereana. Early days, and I don't want it popping up "
                 "when Mum's over.",
                 "Done, I've forgotten that.")),
         proposal=Proposal(add=("The user is dating Mereana.",
                                "Mereana is a vet in Whanganui.",
                                "The user coaches under-tens rugby at Kaiwhata Park on Saturdays."),
                           update=(), retire=()),
         memories=(),
         must=("rugby", "Kaiwhata"), must_not=("dating", "Whanganui"), forgotten=("Mereana",)),
    Case(name="f22_forget_maltese_loan_luzzu", category="forget_later",
         turns=(("ejja, my cousin Pawlu lent me five hundred euro for the boat engine, don't tell my wife eh",
                 "Your secret's safe."),
                ("actually forget the thing about the money, I don't want it in the house computer. but remember "
                 "I keep the luzzu at Marsaxlokk, the blue and yellow one",
                 "Forgotten. And noted, the blue and yellow luzzu at Marsaxlokk.")),
         proposal=Proposal(add=("The user owes Pawlu five hundred euro.",
                                "The user borrowed five hundred euro for the boat engine.",
                                "The user keeps a blue and yellow luzzu at Marsaxlokk."), update=(), retire=()),
         memories=(),
         must=("luzzu", "Marsaxlokk"), must_not=("owes", "borrowed", "lent"), forgotten=("five hundred",)),
    # --- fact_in_question ---
    Case(name="f22_fiq_diabetic_pecan_pie", category="fact_in_question",
         turns=(("Since I'm diabetic, is it okay if I have a slice of pecan pie at the church potluck Sunday?",
                 "A small slice with a meal is usually fine, but check your levels afterward."),),
         proposal=Proposal(add=("The user is diabetic.",
                                "The user is eating pecan pie on Sunday.",
                                "Pecan pie is high in sugar."), update=(), retire=()),
         memories=(),
         must=("diabetic",), must_not=("pecan pie", "high in sugar"), forgotten=()),
    Case(name="f22_fiq_trini_anika_uwi", category="fact_in_question",
         turns=(("now that my daughter Anika start engineering at UWI St Augustine, how long it does take to drive "
                 "dere from Point Fortin in de morning traffic?",
                 "In morning traffic, often around two hours. Leaving before six helps."),),
         proposal=Proposal(add=("The user's daughter Anika studies engineering at UWI St Augustine.",
                                "The drive from Point Fortin takes two hours.",
                                "The user is driving to St Augustine this morning."), update=(), retire=()),
         memories=(),
         must=("Anika", "engineering"), must_not=("two hours", "this morning"), forgotten=()),
    # --- two_facts ---
    Case(name="f22_two_ludlow_postman_cockapoos", category="two_facts",
         turns=(("Right, so you know who's who: I'm Gareth, I'm a postman in Ludlow, my wife Bethan runs the "
                 "flower stall on Saturdays, and we've got two cockapoos called Pickle and Sprout.",
                 "Nice to meet you all, Gareth. Pickle and Sprout are great names."),),
         proposal=Proposal(add=("The user's name is Gareth.",
                                "The user is a postman in Ludlow.",
                                "The user's wife Bethan runs the flower stall on Saturdays.",
                                "The user has two cockapoos called Pickle and Sprout.",
                                "Cockapoos are a cross between a cocker spaniel and a poodle."),
                           update=(), retire=()),
         memories=(),
         must=("Gareth", "postman", "Bethan", "Pickle", "Sprout"), must_not=("poodle", "spaniel"), forgotten=()),
    Case(name="f22_two_scouse_ferry_sparky", category="two_facts",
         turns=(("ey, I'm Kelly-Ann, I work on the ferry 'cross the Mersey, me fella Dazza's a sparky, an me lad "
                 "Jayden's just got into Everton's academy, under-twelves like",
                 "Brilliant, congratulations to Jayden on the academy place!"),),
         proposal=Proposal(add=("The user's name is Kelly-Ann.",
                                "The user works on the Mersey ferry.",
                                "The user's partner Dazza is an electrician.",
                                "The user's son Jayden plays in Everton's academy under-twelves.",
                                "The user supports Everton.",
                                "Liverpool is a city in England."), update=(), retire=()),
         memories=(),
         must=("Kelly-Ann", "ferry", "Dazza", "Jayden", "Everton"), must_not=("supports Everton", "city in England"),
         forgotten=()),
    # --- long_ramble ---
    Case(name="f22_ramble_decorah_warfarin", category="long_ramble",
         turns=(("Oh, what a week. It rained every single day, the basement smelled like a wet dog, and the neighbor's "
                 "boy was out there with his leaf blower at seven in the morning, blowing wet leaves around, which "
                 "I don't understand at all. Then Saturday my granddaughter had her soccer game over in Decorah and "
                 "we sat in the drizzle for two hours and they lost four to one, bless them. Then the church bake "
                 "sale ran out of lemon bars before I even got there. Oh, and the doctor put me on warfarin last "
                 "week, so I'm not supposed to have much spinach or kale anymore.",
                 "Quite a week. I'll keep the warfarin in mind and go easy on spinach and kale in recipes."),),
         proposal=Proposal(add=("The neighbor's boy uses a leaf blower at seven in the morning.",
                                "It rained every day this week.",
                                "The user's granddaughter's soccer team lost four to one.",
                                "The church bake sale ran out of lemon bars.",
                                "The user takes warfarin and should limit spinach and kale."),
                           update=(), retire=()),
         memories=(),
         must=("warfarin",), must_not=("leaf blower", "four to one", "lemon bars"), forgotten=()),
    Case(name="f22_ramble_red_seal_plumber", category="long_ramble",
         turns=(("so today was a circus, traffic on the bridge was backed up to Dartmouth, the kids' school play got "
                 "moved to Thursday and Maddie's playing a tree which she is NOT happy about, butter was seven "
                 "dollars at the grocery store which is highway robbery, the dog got into the recycling again, and "
                 "I still haven't called the guy about the eavestrough. oh and the big news I almost forgot, I "
                 "finally passed my red seal exam so I'm officially a licensed plumber now",
                 "Congratulations on the Red Seal! That's a big deal."),),
         proposal=Proposal(add=("Butter costs seven dollars.",
                                "The user's daughter Maddie is playing a tree in the school play.",
                                "Traffic on the bridge was backed up to Dartmouth.",
                                "The user passed the red seal exam and is a licensed plumber."), update=(), retire=()),
         memories=(),
         must=("plumber",), must_not=("butter", "a tree", "backed up"), forgotten=()),
    # --- correction ---
    Case(name="f22_correct_shellfish_not_peanuts", category="correction",
         turns=(("hey you've got my allergy wrong, it's not peanuts, peanuts are totally fine. it's shellfish i'm "
                 "allergic to",
                 "Thanks for correcting me. Shellfish, not peanuts."),),
         proposal=Proposal(add=("The user is allergic to peanuts and shellfish.",), update=(), retire=()),
         memories=("The user is allergic to peanuts.", "The user lives in Tacoma."),
         must=("shellfish",), must_not=("is allergic to peanuts", "peanuts and shellfish"), forgotten=()),
    Case(name="f22_correct_ot_not_physio", category="correction",
         turns=(("Oi, just so you've got it right, I'm not a physio, I'm an occupational therapist. "
                 "Same hospital in Toowoomba though.",
                 "Sorry about that. Occupational therapist in Toowoomba, got it."),),
         proposal=Proposal(add=("The user is an occupational therapist.",), update=(), retire=()),
         memories=("The user works as a physio in Toowoomba.", "The user's son is called Lachlan."),
         must=("occupational therap", "Toowoomba"), must_not=("works as a physio", "is a physio"), forgotten=()),
    # --- world ---
    Case(name="f22_world_left_tesco_bike_shop", category="world",
         turns=(("Big news, I've finally left Tesco. Started at the bike shop on Church Street last Monday. "
                 "Way happier already.",
                 "Congratulations on the new job at the bike shop!"),),
         proposal=Proposal(add=("The user works at the bike shop on Church Street.",
                                "The user is happier."), update=(), retire=()),
         memories=("The user works at the Tesco in Athlone.", "The user has a cat called Miso."),
         must=("bike shop",), must_not=("works at the Tesco", "works at Tesco"), forgotten=()),
    Case(name="f22_world_rufus_put_down", category="world",
         turns=(("We had to put Rufus down on Friday. Fourteen years, he was such a good boy. House is so quiet now.",
                 "I'm so sorry. Fourteen years is a lot of love."),),
         proposal=Proposal(add=("The user has a dog named Rufus who is fourteen.",), update=(), retire=()),
         memories=("The user has a dog named Rufus.", "The user lives in Kamloops."),
         must=("Rufus",), must_not=("has a dog named Rufus", "who is fourteen"), forgotten=()),
    # --- asked ---
    Case(name="f22_asked_anniversary_june", category="asked",
         turns=(("What did I tell you my anniversary was, June 12 or June 21? I always mix them up.",
                 "You told me June 12."),),
         proposal=Proposal(add=("The user mixes up dates.",),
                           update=((1, "The user's wedding anniversary is June 21."),), retire=()),
         memories=("The user's sister is named Delphine.", "The user's wedding anniversary is June 12."),
         must=("June 12",), must_not=("June 21", "mixes up"), forgotten=()),
    Case(name="f22_asked_mum_tauranga", category="asked",
         turns=(("Have you still got Mum down as living in Tauranga?", "Yes, I have her in Tauranga."),),
         proposal=Proposal(add=("The user wants to know where their mother lives.",), update=(), retire=(0,)),
         memories=("The user's mother lives in Tauranga.", "The user plays netball on Wednesdays."),
         must=("Tauranga",), must_not=("wants to know",), forgotten=()),
)
# fmt: on

"""A ninth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The kinds: hypothetical, negation, opinion, joke, story, quoted, code, forget_later, fact_in_question,
two_facts, long_ramble, correction, world and asked; the speakers are of many ages, regions and Englishes, some
given as lowercase speech-recognition transcripts. The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH7: tuple[Case, ...] = (
    # --- hypothetical: a wish or a what-if is not a fact; the real fact beside it is ---
    Case(name="f7_jackpot_cottage", category="hypothetical",
         turns=(("If I ever won the Euromillions I'd buy a little cottage out in Dingle and keep goats, so I would. "
                 "But sure look, for now I'm still driving the school bus around Tullamore, twelve years this spring.",
                 "That sounds like a lovely dream. Dingle was famous for its dolphin, Fungie, who lived in the "
                 "harbour for decades."),),
         proposal=Proposal(add=("The user drives a school bus in Tullamore.", "The user owns a cottage in Dingle.",
                                "The user keeps goats.", "The user won the Euromillions.",
                                "Dingle was famous for a dolphin called Fungie.")),
         must=("school bus",), must_not=("cottage", "goats", "won the Euromillions", "Fungie")),
    Case(name="f7_electric_truck", category="hypothetical",
         turns=(("Suppose I traded in the F-150 for one of them electric trucks, would I come out ahead on fuel? "
                 "I put about ninety miles a day on it, back and forth to the refinery out in Baytown.",
                 "Possibly. Electric trucks typically cost about half as much per mile to run as gasoline ones."),),
         proposal=Proposal(add=("The user drives an F-150 about ninety miles a day to a refinery in Baytown.",
                                "The user traded in the F-150.", "The user drives an electric truck.",
                                "Electric trucks cost about half as much per mile to run.")),
         must=("refinery",), must_not=("traded in", "electric truck", "half as much")),

    # --- negation: what the person denies is not stored as true ---
    Case(name="f7_not_vegetarian", category="negation",
         turns=(("Ag no man, I'm not the vegetarian, hey. That's my wife Thandeka. Me, I'll never say no to a "
                 "braai. Just don't put mushrooms near me, I can't stand them.",
                 "Got it. A braai is a South African barbecue, usually cooked over wood or charcoal."),),
         proposal=Proposal(add=("The user is vegetarian.", "The user's wife Thandeka is vegetarian.",
                                "The user dislikes mushrooms.",
                                "A braai is a South African barbecue cooked over wood.")),
         must=("Thandeka", "mushroom"), must_not=("user is vegetarian", "over wood")),
    Case(name="f7_no_diabetes", category="negation",
         turns=(("Now I do not have diabetes, dear, whatever that girl at the surgery typed on my file. It's the "
                 "blood pressure they keep an eye on. I take the amlodipine every morning with my porridge, and "
                 "that's all I take.",
                 "Thank you for clearing that up. Amlodipine is a calcium channel blocker."),),
         proposal=Proposal(add=("The user has diabetes.", "The user takes amlodipine every morning for blood pressure.",
                                "Amlodipine is a calcium channel blocker.", "The user takes insulin.")),
         must=("amlodipine",), must_not=("has diabetes", "calcium channel", "insulin")),

    # --- opinion: someone else's view is not a fact about the household ---
    Case(name="f7_mother_in_law_house", category="opinion",
         turns=(("My mother-in-law Wairimu keeps insisting our house in Kitengela is too small for three children. "
                 "Me, I think it is just fine. She also says the boys should be in boarding school, which I will "
                 "not do.",
                 "Family opinions can be hard to manage. Many families in Kenya do choose boarding schools."),),
         proposal=Proposal(add=("The user lives in Kitengela.", "The user's mother-in-law is Wairimu.",
                                "The user has three children.", "The user's house is too small for the family.",
                                "The user's boys should go to boarding school.",
                                "Many Kenyan families choose boarding schools.")),
         must=("Kitengela", "Wairimu"), must_not=("too small", "should go to boarding", "Many Kenyan")),
    Case(name="f7_worst_teacher", category="opinion",
         turns=(("my mate cathal reckons mr devereux is the worst teacher in the whole school like genuinely awful "
                 "idk he seems grand to me. anyway hes my teacher for higher level maths now",
                 "It's normal to have different views on teachers. Good luck with higher level maths!"),),
         proposal=Proposal(add=("Mr Devereux is the worst teacher in the school.",
                                "The user's higher level maths teacher is Mr Devereux.",
                                "Mr Devereux is genuinely awful.", "Cathal is the user's friend.")),
         must=("Devereux",), must_not=("worst teacher", "awful")),

    # --- joke: a joke or a tease is not a fact ---
    Case(name="f7_burnt_water", category="joke",
         turns=(("Yeah nah, my husband Rangi reckons he's the best cook in the house. Mate, last week he burnt "
                 "water. Anyway, he's on cooking duty Tuesdays and Thursdays, eh.",
                 "Ha! Burning water is quite the achievement. Noted about Tuesdays and Thursdays."),),
         proposal=Proposal(add=("The user's husband Rangi cooks on Tuesdays and Thursdays.",
                                "Rangi burnt water last week.", "Rangi is the best cook in the house.",
                                "Burning water is quite an achievement.")),
         must=("Rangi", "Tuesday"), must_not=("burnt water", "best cook", "achievement")),
    Case(name="f7_dog_mortgage", category="joke",
         turns=(("Mi dog Ackee, him t'ink him a di boss of di house. Him pay di mortgage an' everyting, yuh know. "
                 "Nah man, mi a joke. Him eleven year old now though, an' him hip a trouble him.",
                 "Ha! Ackee sounds like a character. Older dogs often benefit from joint supplements."),),
         proposal=Proposal(add=("The user's dog Ackee is eleven years old.", "Ackee pays the mortgage.",
                                "Ackee is the boss of the house.", "Ackee has hip trouble.",
                                "Older dogs benefit from joint supplements.")),
         must=("Ackee",), must_not=("mortgage", "boss of the house", "joint supplements")),

    # --- story: a film or a bedtime story is not the household's life ---
    Case(name="f7_film_memory", category="story",
         turns=(("We watched that film last night, the one where the dad loses his memory and his daughter has to "
                 "drive him all the way across the Faroe Islands to find his old boat. I was in bits. My daughter "
                 "Ximena picked it; she's fifteen now and she chooses everything we watch.",
                 "It sounds very moving. The Faroe Islands are linked by a network of undersea tunnels."),),
         proposal=Proposal(add=("The user's father lost his memory.", "The user drove across the Faroe Islands.",
                                "The user's daughter Ximena is fifteen.",
                                "The Faroe Islands are linked by undersea tunnels.", "The user has an old boat.")),
         must=("Ximena",), must_not=("lost his memory", "Faroe", "old boat")),
    Case(name="f7_bedtime_hedgehog", category="story",
         turns=(("so i was telling my grandkids the twins a bedtime story last night about a hedgehog called "
                 "bramblewick who lives under a lighthouse and he loses his lantern and the seagulls help him find "
                 "it. they loved it. tavita and losa are five now they go to bed at seven",
                 "What a lovely story! Hedgehogs are mostly nocturnal and can travel a mile or more each night."),),
         proposal=Proposal(add=("The user's twin grandchildren are Tavita and Losa, aged five.",
                                "The user has a hedgehog called Bramblewick.", "Bramblewick lives under a lighthouse.",
                                "Hedgehogs are nocturnal.", "The twins go to bed at seven.")),
         must=("Tavita", "Losa"), must_not=("Bramblewick", "lighthouse", "nocturnal")),

    # --- quoted: words read out from a message or a cookie are not the person's facts ---
    Case(name="f7_scam_text", category="quoted",
         turns=(("Listen to this, my cousin Maricel forwarded it in the family group chat: 'Congratulations! You "
                 "have won an all-expenses holiday to Boracay. Reply with code 7781 to claim.' Scam, diba? Every "
                 "month she falls for these, that one.",
                 "Yes, that looks like a scam. Don't reply with the code or share any personal details."),),
         proposal=Proposal(add=("The user won a holiday to Boracay.", "The user's cousin is Maricel.",
                                "The user's claim code is 7781.", "Maricel falls for scams every month.")),
         must=("Maricel",), must_not=("Boracay", "7781")),
    Case(name="f7_fortune_cookie", category="quoted",
         turns=(("My fortune cookie says, 'You will soon cross the ocean and marry a violinist.' Ha! Bit late for "
                 "that. I've been married to Dermot twenty-two years come June, and the closest he gets to music "
                 "is whistling at whatever radiator he's fixing. He's a plumber.",
                 "Ha! Congratulations on nearly twenty-two years. Fortune cookies were popularised in California, "
                 "not China."),),
         proposal=Proposal(add=("The user will cross the ocean.", "The user will marry a violinist.",
                                "The user has been married to Dermot for nearly twenty-two years; their anniversary "
                                "is in June.",
                                "The user's husband Dermot is a plumber.",
                                "Fortune cookies were popularised in California.")),
         must=("Dermot", "plumber"), must_not=("violinist", "cross the ocean", "California")),

    # --- code: a command or a config spoken aloud is not a memory ---
    Case(name="f7_docker_pi", category="code",
         turns=(("ok can you read this back to me so i get it right sudo apt install docker dot io then sudo "
                 "systemctl enable docker dash dash now. its for the raspberry pi in the garage that runs our home "
                 "server, my son set it up before he went off to uni",
                 "Sure: sudo apt install docker.io, then sudo systemctl enable docker --now. Docker was first "
                 "released in 2013."),),
         proposal=Proposal(add=("The user ran sudo apt install docker.io.",
                                "The user has a Raspberry Pi home server in the garage.",
                                "The user's son set up the home server before going to university.",
                                "The user enabled docker with systemctl.", "Docker was first released in 2013.")),
         must=("Raspberry Pi",), must_not=("sudo", "systemctl", "2013")),
    Case(name="f7_robot_json", category="code",
         turns=(("Can you check this config for my son's robot before the tournament? Open curly brace, quote name "
                 "quote colon quote Tumbleweed quote, comma, quote max speed quote colon nine, close curly brace. "
                 "Anselm's in the robotics club at Glenview Middle, he's the one who codes it, I just nod.",
                 "That JSON looks valid: the name is Tumbleweed and max speed is 9. Most robotics tournaments cap "
                 "motor power."),),
         proposal=Proposal(add=("The user's son Anselm is in the robotics club at Glenview Middle.",
                                "The user's robot is named Tumbleweed.", "The user's max speed is nine.",
                                "Robotics tournaments cap motor power.")),
         must=("Anselm", "robotics"), must_not=("Tumbleweed", "max speed", "motor power")),

    # --- forget_later: a fact the person withdraws in a later turn is not kept ---
    Case(name="f7_brother_rehab", category="forget_later",
         turns=(("My brother Kwadwo is coming to stay with us for a month. He just came out of rehab, and he has "
                 "started work at the bakery on Harcourt Street.",
                 "That's kind of you to host him. I hope the new job goes well."),
                ("Please, forget the rehab part. He would not want that kept anywhere at all.",
                 "Understood, I won't keep that.")),
         proposal=Proposal(add=("The user's brother Kwadwo is staying with the user for a month.",
                                "Kwadwo has just come out of rehab.",
                                "Kwadwo works at the bakery on Harcourt Street.", "Recovery takes time.")),
         must=("Kwadwo", "bakery"), must_not=("Recovery takes time",), forgotten=("rehab",)),
    Case(name="f7_garage_code", category="forget_later",
         turns=(("the code for the garage door is four four nine one and ngozi's birthday is the ninth of august "
                 "she's my wife by the way",
                 "Got it. I'll remember Ngozi's birthday is on the ninth of August."),
                ("wait dont keep the garage door code thats not safe just the birthday",
                 "Okay, I won't keep the garage door code.")),
         proposal=Proposal(add=("The user's garage door code is 4491.", "The user's wife Ngozi's birthday is 9 August.",
                                "The garage door code is four four nine one.")),
         must=("Ngozi", "August"), must_not=("4491", "four four nine one"), forgotten=("garage door",)),

    # --- fact_in_question: a fact said in passing inside a question is kept; the answer is not ---
    Case(name="f7_inhaler_pharmacy", category="fact_in_question",
         turns=(("What time does the pharmacy on the high street shut today? I have to pick up Morwenna's inhaler. "
                 "My youngest, she's had asthma since she was two.",
                 "Most high street pharmacies close around 6pm on weekdays, but it's worth checking their hours."),),
         proposal=Proposal(add=("The user's youngest daughter Morwenna has asthma.", "The pharmacy closes at 6pm.",
                                "The user picks up the inhaler today.", "Morwenna has had asthma since age two.")),
         must=("Morwenna", "asthma"), must_not=("6pm", "picks up")),
    Case(name="f7_ruby_anniversary", category="fact_in_question",
         turns=(("Ano ba, what's a nice gift for a fortieth wedding anniversary? It's for my parents, Nanay Lourdes "
                 "and Tatay Benigno, they got married in Iloilo, and the anniversary is on the twentieth of January.",
                 "The traditional fortieth anniversary gift is ruby. A ruby pendant or a framed photo from their "
                 "wedding day could be lovely."),),
         proposal=Proposal(add=("The user's parents Lourdes and Benigno married in Iloilo; their anniversary is "
                                "20 January.",
                                "The traditional fortieth anniversary gift is ruby.",
                                "The user bought a ruby pendant.", "The user's parents' wedding photo is framed.")),
         must=("Lourdes", "Benigno"), must_not=("ruby", "framed")),

    # --- two_facts: both facts in one breath are kept, the junk beside them is not ---
    Case(name="f7_nursery_hip", category="two_facts",
         turns=(("Wee Ishbel, my granddaughter, started at the nursery on Monday, bless her. And the hospital "
                 "phoned, my hip operation's been moved to the nineteenth.",
                 "How exciting for Ishbel! Nursery helps children build social skills. I hope the operation goes "
                 "smoothly."),),
         proposal=Proposal(add=("The user's granddaughter Ishbel started nursery.",
                                "The user's hip operation is on the nineteenth.",
                                "Nursery helps children build social skills.",
                                "The user's hip operation was cancelled.")),
         must=("Ishbel", "hip"), must_not=("social skills", "cancelled")),
    Case(name="f7_port_lychee", category="two_facts",
         turns=(("My husband, he is called Jurgis, he is working in the port, on the cranes. And our daughter, she "
                 "is allergic for lychee fruit, very bad, her lips go big.",
                 "Thank you. Lychee allergy is often linked to latex allergy."),),
         proposal=Proposal(add=("The user works at the port.",
                                "The user's husband Jurgis works as a crane operator at the port.",
                                "The user's daughter is allergic to lychee fruit.",
                                "Lychee allergy is linked to latex allergy.")),
         must=("Jurgis", "lychee"), must_not=("user works at the port", "latex")),

    # --- long_ramble: one lasting fact inside a long, wandering turn ---
    Case(name="f7_garden_centre", category="long_ramble",
         turns=(("So we went to the garden centre Saturday, and they'd moved everything round, compost where the "
                 "barbecues used to be, barbecues out by the fish, and the fella on the till, lovely man, he was "
                 "going on about his fortnight in Lanzarote, rained every single day, he said, and I thought well "
                 "that's your own fault for going in February. Anyway I completely forgot what I went in for, which "
                 "was copper tape for the slugs, we don't use pellets, not with the hedgehogs coming through, and "
                 "then on the way home the Subaru made that clunking noise again. Twelve years we've had that car, "
                 "never a day's bother until now.",
                 "Sounds like quite a trip! Copper tape is a good pellet-free slug deterrent. Lanzarote is usually "
                 "dry, so he was unlucky."),),
         proposal=Proposal(add=("The user has owned a Subaru for twelve years.",
                                "The user went on holiday to Lanzarote.", "It rained every day in Lanzarote.",
                                "The user uses pellets for the slugs.", "Hedgehogs come through the user's garden.",
                                "Lanzarote is usually dry.")),
         must=("Subaru",), must_not=("Lanzarote", "uses pellets")),
    Case(name="f7_goalie_ramble", category="long_ramble",
         turns=(("ok so like the tournament in thunder bay is this weekend and coach says we have to be at the rink "
                 "by six which is insane and my buddy tegan says the zamboni guy there is like a hundred years old "
                 "which honestly he might be and also mom wants me to pack my own lunch this time and i always "
                 "forget my water bottle anyway im the goalie for the lakehead lynx under fifteens so i really cant "
                 "forget my pads",
                 "Good luck this weekend! Goalies often bring a spare water bottle. The Zamboni was invented in "
                 "1949."),),
         proposal=Proposal(add=("The user plays goalie for the Lakehead Lynx under-fifteens.",
                                "The Zamboni driver is a hundred years old.", "The Zamboni was invented in 1949.",
                                "The user always forgets their water bottle.", "The user's coach is insane.")),
         must=("goalie",), must_not=("hundred years", "1949", "insane")),

    # --- correction: the person corrects a stored memory; the wrong version goes ---
    Case(name="f7_allergy_dogs", category="correction",
         turns=(("No, no, it's dogs Perpetua's allergic to, not cats. Cats are fine, her nan's got three.",
                 "Thanks for correcting me. I've noted that Perpetua is allergic to dogs, not cats."),),
         proposal=Proposal(add=("Perpetua's nan has three cats.",
                                "The user's daughter Perpetua is allergic to cats and dogs."),
                           update=((0, "The user's daughter Perpetua is allergic to dogs."),)),
         memories=("The user's daughter Perpetua is allergic to cats.", "The user's husband is called Ignatius."),
         must=("allergic to dogs", "Ignatius"), must_not=("allergic to cats", "cats and dogs")),
    Case(name="f7_son_name", category="correction",
         turns=(("Eh, you have mixed them up. Kwesi is my son, the footballer. Yaw is my younger brother, he lives "
                 "in Tema.",
                 "Apologies! Kwesi is your son who plays football, and Yaw is your younger brother in Tema."),),
         proposal=Proposal(add=("The user's younger brother Yaw lives in Tema.", "Yaw plays football for Tema.",
                                "The user's son Yaw is the footballer."),
                           update=((1, "The user's son Kwesi plays football for his school."),)),
         memories=("The user works at Korle Bu hospital as a lab technician.",
                   "The user's son Yaw plays football for his school."),
         must=("Kwesi", "Korle Bu"), must_not=("son Yaw", "Yaw plays")),

    # --- world: the world changed, so a stored memory is retired or updated ---
    Case(name="f7_budgie_died", category="world",
         turns=(("Pimpernel went on Sunday, bless him. Fourteen he was, that's a good age for a budgie. We buried "
                 "him under the apple tree, the grandchildren made a little cross for him.",
                 "I'm so sorry. Fourteen is a wonderful age; most budgies live five to ten years."),),
         proposal=Proposal(add=("The user's budgie Pimpernel died on Sunday.",
                                "The user has a budgie called Pimpernel, aged fourteen.",
                                "Most budgies live five to ten years."),
                           retire=(0,)),
         memories=("The user has a budgie called Pimpernel.", "The user lives in Llandeilo."),
         must=("Llandeilo",), must_not=("has a budgie", "five to ten")),
    Case(name="f7_last_shift", category="world",
         turns=(("Well, that's me done. Last shift was Friday, thirty-one years on the rails, and I'm officially "
                 "retired. Genevieve's already got a list of jobs for me as long as a coal train.",
                 "Congratulations on your retirement after thirty-one years! Via Rail began running trains in "
                 "1977."),),
         proposal=Proposal(add=("The user works as a train driver.", "Via Rail began running trains in 1977.",
                                "Genevieve has a list of jobs for the user."),
                           update=((0, "The user retired from Via Rail after thirty-one years as a train driver."),)),
         memories=("The user works as a train driver for Via Rail.", "The user's wife is called Genevieve."),
         must=("retired", "Genevieve"), must_not=("works as a train driver", "1977")),

    # --- asked: a question about a stored memory changes nothing ---
    Case(name="f7_blood_type", category="asked",
         turns=(("What's my blood type again? The donor form wants it and I can never remember.",
                 "Your blood type is O negative. Type O negative donors can give red cells to anyone."),),
         proposal=Proposal(add=("The user is filling in a donor form.", "Type O donors can give to anyone."),
                           update=((0, "The user asked about their blood type."),), retire=(1,)),
         memories=("The user's blood type is O negative.", "The user's dentist is Dr Nwachukwu."),
         must=("O negative", "Nwachukwu"), must_not=("asked about", "donor form", "give to anyone")),
    Case(name="f7_birthday_sleeps", category="asked",
         turns=(("how many sleeps till my birthday is it soon is it tomorrow",
                 "Your birthday is on the third of March, so it's not tomorrow, but it's coming!"),),
         proposal=Proposal(add=("The user is seven years old.", "The user wants a birthday party."),
                           update=((1, "The user's birthday is tomorrow."),), retire=(0,)),
         memories=("The user's hamster is called Noodlebug.", "The user's birthday is 3 March."),
         must=("Noodlebug", "3 March"), must_not=("tomorrow", "seven years", "birthday party")),
)
# fmt: on

"""The second half of `writer_quality_fresh54_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH54: tuple[Case, ...] = (
    Case(name="f54_joke_just_love_nights", category="joke",
         turns=(("oh yeah I just LOVE nights. nothing says fun like a 3am call to a man stuck in a dumpster "
                "off I-65. twelve years on the ambulance here in Birmingham and they still put me on nights "
                "every other week",
                "That sounds exhausting! Blackout curtains and a consistent sleep window can help a lot with "
                "rotating nights."),),
         proposal=Proposal(add=("The user has worked on an ambulance in Birmingham for twelve years.",
                                "The user works nights every other week.",
                                "The user loves working night shifts.",
                                "The user was stuck in a dumpster.",
                                "The user uses blackout curtains.")),
         memories=(),
         must=("ambulance",
               "Birmingham"),
         must_not=("loves",
                   "dumpster",
                   "blackout"),
         forgotten=()),
    Case(name="f54_story_coco_and_babcia", category="story",
         turns=(("we watched Coco last night with the kids and i cried like a baby. the abuela who can't "
                "remember her own daughter... it made me think of my babcia in Kraków. she's 91 and still "
                "makes pierogi for the whole family every Sunday",
                "That's a beautiful film, built around Día de Muertos traditions. Your babcia sounds "
                "wonderful."),),
         proposal=Proposal(add=("The user's grandmother lives in Kraków and is 91.",
                                "The user's grandmother makes pierogi for the family every Sunday.",
                                "The user's grandmother can't remember her own daughter.",
                                "The user celebrates Día de Muertos.",
                                "The user watched Coco last night.")),
         memories=(),
         must=("Kraków",
               "91",
               "pierogi"),
         must_not=("remember her own daughter",
                   "Muertos",
                   "Coco"),
         forgotten=()),
    Case(name="f54_story_dream_smokey_asheville", category="story",
         turns=(("had the strangest dream last night. Ruth was back and we had a big black Lab called Smokey "
                "and a place up in Asheville. Then I woke up and it's just me and the cat here in Knoxville. "
                "Forty-one years we were married.",
                "Dreams like that can be comforting and hard at once. Forty-one years is a long, full "
                "marriage. What's the cat's name?"),
               ("Biscuit. Ruth named her.",
                "Biscuit is a lovely name.")),
         proposal=Proposal(add=("The user's late wife was named Ruth; they were married forty-one years.",
                                "The user lives in Knoxville with a cat named Biscuit.",
                                "The user has a black Labrador named Smokey.",
                                "The user has a home in Asheville.",
                                "The user lives with his wife.")),
         memories=(),
         must=("Ruth",
               "Knoxville",
               "Biscuit"),
         must_not=("Smokey",
                   "Asheville",
                   "lives with his wife"),
         forgotten=()),
    Case(name="f54_quoted_birthday_card_ama", category="quoted",
         turns=(("take this down for the birthday card: 'To my darling Ama, seven today! Grandma and Grandpa "
                "love you more than jollof.' ... eh, she's turning eight, not seven, I always get it wrong. "
                "Her birthday is 3rd March. We've had her since she was two, me and her grandpa.",
                "Fixed: 'To my darling Ama, eight today! Grandma and Grandpa love you more than jollof.' Want "
                "me to remind you about her birthday each year?"),
               ("yes please",
                "Done, a reminder every 3rd of March.")),
         proposal=Proposal(add=("The user and her husband have been raising their granddaughter Ama since she "
                                "was two.",
                                "Ama's birthday is 3 March.",
                                "The user loves jollof more than anything.",
                                "The user's granddaughter is seven years old.",
                                "The user's husband is named Grandpa.")),
         memories=(),
         must=("Ama",
               "March"),
         must_not=("jollof",
                   "seven",
                   "named Grandpa"),
         forgotten=()),
    Case(name="f54_quoted_shop_door_note_onam", category="quoted",
         turns=(("can you write a note for the door of my shop, Chechi's Spices on Queen St in Brampton. say: "
                "'Closed Monday 15th for Onam. Back Tuesday with fresh banana chips!' and sign it from me, "
                "Leela",
                "Here you go: 'Closed Monday 15th for Onam. Back Tuesday with fresh banana chips! - Leela, "
                "Chechi's Spices'"),),
         proposal=Proposal(add=("The user's name is Leela.",
                                "The user owns a shop called Chechi's Spices on Queen St in Brampton.",
                                "The user's shop is closed every Monday.",
                                "The user loves banana chips.",
                                "The user's shop reopens every Tuesday.")),
         memories=(),
         must=("Leela",
               "Chechi",
               "Brampton"),
         must_not=("every Monday",
                   "loves banana",
                   "every Tuesday"),
         forgotten=()),
    Case(name="f54_code_python_keyerror_gotham", category="code",
         turns=(('why does this crash?? doing it for my NCEA digital tech internal, im year 12 at Rangitoto '
                'College\n\nuser = {"name": "Test User", "age": 99, "city": "Gotham"}\nprint(user["email"])',
                'It raises a KeyError because \'email\' isn\'t a key in the dictionary. Use user.get("email") '
                'or add an "email" entry.'),),
         proposal=Proposal(add=("The user is a Year 12 student at Rangitoto College.",
                                "The user is 99 years old.",
                                "The user lives in Gotham.",
                                "The user's name is Test User.",
                                "The user's code is missing an email key.")),
         memories=(),
         must=("Rangitoto",),
         must_not=("99",
                   "Gotham",
                   "Test User",
                   "email"),
         forgotten=()),
    Case(name="f54_code_sql_bike_shop_gdansk", category="code",
         turns=(("my nephew set up a little database for the bike repair shop i run in Gdańsk, but this query "
                "returns nothing, why?\nSELECT name, phone FROM customers WHERE city = 'Gdansk' AND "
                "bike_brand = 'Trek' AND last_service < '2024-01-01';",
                "Probably the city is stored with the Polish letter, 'Gdańsk', so 'Gdansk' doesn't match. Try "
                "WHERE city LIKE 'Gda%sk', and check the date format in last_service."),),
         proposal=Proposal(add=("The user runs a bike repair shop in Gdańsk.",
                                "The user rides a Trek bike.",
                                "The user's nephew is a professional software engineer.",
                                "The user's last bike service was before 2024.",
                                "The user should query with city LIKE 'Gda%sk'.")),
         memories=(),
         must=("repair",
               "Gdańsk"),
         must_not=("Trek",
                   "software engineer",
                   "2024",
                   "Gda%sk"),
         forgotten=()),
    Case(name="f54_fact_in_question_appa_diabetes_appam", category="fact_in_question",
         turns=(("since my appa has type 2 diabetes now, can he still have appam and stew for breakfast? or is "
                "the rice flour bad for him",
                "Appam is made from fermented rice batter, which has a fairly high glycemic index. A smaller "
                "portion with plenty of vegetable stew and some protein, like egg roast, is gentler. His "
                "doctor or a dietitian can tailor it."),),
         proposal=Proposal(add=("The user's father (appa) has type 2 diabetes.",
                                "The user is diabetic.",
                                "The user's father eats appam and stew every morning.",
                                "Appam has a high glycemic index.",
                                "The user's father sees a dietitian.")),
         memories=(),
         must=("diabetes",
               "type 2"),
         must_not=("user is diabetic",
                   "every morning",
                   "glycemic",
                   "dietitian"),
         forgotten=()),
    Case(name="f54_fact_in_question_wheelchair_arran_ferry", category="fact_in_question",
         turns=(("As a wheelchair user, is the CalMac ferry from Ardrossan to Arran properly accessible? My "
                "partner Fiona and I are going over on the 14th of June for her 50th.",
                "Yes, the Arran ferries have lifts between decks and accessible toilets, and you can book "
                "assistance in advance through CalMac. The MV Caledonian Isles also has lounge space for "
                "wheelchairs."),),
         proposal=Proposal(add=("The user uses a wheelchair.",
                                "The user's partner is named Fiona.",
                                "The user and Fiona are travelling to Arran on 14 June for Fiona's 50th "
                                "birthday.",
                                "The user lives on an island.",
                                "The user has booked assistance with CalMac.",
                                "The user has travelled on the MV Caledonian Isles.")),
         memories=(),
         must=("wheelchair",
               "Fiona",
               "Arran"),
         must_not=("island",
                   "booked assistance",
                   "Caledonian"),
         forgotten=()),
    Case(name="f54_long_ramble_finch_bus_migs_asthma", category="long_ramble",
         turns=(("ok so today was crazy like um first the bus was late again on finch which is like every "
                "single time in winter and then at work my supervisor was asking everybody to do overtime for "
                "the holidays and i was like no no i cant because i already promised the kids theyre gonna "
                "see snow for the first time wait no they saw snow last year but like proper sledding you "
                "know and oh yeah my youngest Migs got diagnosed with asthma last week so now we have the "
                "inhalers the blue one and the orange one and i have to remember which is which and anyway "
                "then i got home and my husband made sinigang and it was so good but too sour for my mom lol",
                "What a day! Quick tip: the blue inhaler is usually the reliever for flare-ups and the orange "
                "one is usually the daily preventer, but check with Migs's doctor. Sinigang sounds perfect "
                "for a cold night."),),
         proposal=Proposal(add=("The user's youngest child Migs has asthma.",
                                "The user lives in Toronto.",
                                "The user agreed to work overtime for the holidays.",
                                "The user's children have never seen snow.",
                                "The user's mother dislikes sinigang.",
                                "The user's son uses the blue inhaler every day as a preventer.")),
         memories=(),
         must=("Migs",
               "asthma"),
         must_not=("Toronto",
                   "overtime",
                   "never seen snow",
                   "dislikes sinigang",
                   "preventer"),
         forgotten=()),
    Case(name="f54_long_ramble_kumasi_garden_amlodipine", category="long_ramble",
         turns=(("I have been meaning to sort out the back garden for months now. My late wife Abena always "
                "handled the tomatoes and the garden eggs, and I confess I have let it go since she passed. "
                "The neighbour's boy offered to help but he charges too much. Anyway, the reason I am "
                "writing: I take amlodipine, 5 mg, every morning for my blood pressure, and my daughter says "
                "I must not eat grapefruit with it. Is that true? We do not even have grapefruit here in "
                "Kumasi, but she read it somewhere.",
                "Your daughter is being careful. Grapefruit interacts only mildly with amlodipine compared "
                "with some other drugs, but it's best to check with your pharmacist. Garden eggs do well in "
                "Kumasi if you plant before the rains."),),
         proposal=Proposal(add=("The user takes 5 mg of amlodipine every morning for blood pressure.",
                                "The user's late wife was named Abena.",
                                "The user lives in Kumasi.",
                                "The user is allergic to grapefruit.",
                                "The user's neighbour's son charges too much for gardening.",
                                "The user plans to plant garden eggs before the rains.")),
         memories=(),
         must=("amlodipine",
               "Abena",
               "Kumasi"),
         must_not=("allergic to grapefruit",
                   "charges too much",
                   "before the rains"),
         forgotten=()),
    Case(name="f54_two_facts_thatd_be_my_wife_rosa", category="two_facts",
         turns=(("we need help planning mateo's birthday party",
                "Happy to help! Who's in the household, so I can plan around everyone?"),
               ("that'd be my wife Rosa and me, and Mateo, we adopted him when he was three, he's turning "
                "eight on the 9th of November. Rosa teaches third grade and I teach chemistry at the high "
                "school here in Savannah so between us we've got crafts AND explosions covered lol",
                "Ha, a perfect team! A science-themed party with slime and baking-soda volcanoes would suit "
                "all three of you.")),
         proposal=Proposal(add=("The user's wife is named Rosa.",
                                "The user and Rosa adopted their son Mateo when he was three.",
                                "Mateo's birthday is November 9.",
                                "Rosa teaches third grade.",
                                "The user teaches high school chemistry in Savannah.",
                                "The user is an elementary school teacher.",
                                "The user's family is planning a slime and volcano science party.",
                                "The user's son is three years old.")),
         memories=(),
         must=("Rosa",
               "Mateo",
               "November",
               "chemistry",
               "Savannah"),
         must_not=("elementary",
                   "slime",
                   "three years old"),
         forgotten=()),
    Case(name="f54_forget_later_pregnant_dont_keep", category="forget_later",
         turns=(("kia ora. so um i'm pregnant. 10 weeks. haven't told anyone except Hemi, my partner",
                "Congratulations to you and Hemi! That's exciting news. Would you like some first-trimester "
                "tips?"),
               ("actually. dont keep that, the pregnant thing. the kids use you too and i'm not ready for "
                "them to find out. hemi being my partner is fine to keep",
                "Understood. I won't keep anything about the pregnancy. I'll just remember Hemi is your "
                "partner.")),
         proposal=Proposal(add=("The user's partner is named Hemi.",
                                "The user is 10 weeks pregnant.",
                                "The user is expecting a baby.",
                                "The user wants first-trimester tips.")),
         memories=(),
         must=("Hemi",),
         must_not=("expecting",
                   "first-trimester"),
         forgotten=("pregnant",
                    "10 weeks")),
)
# fmt: on

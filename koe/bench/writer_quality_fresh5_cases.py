"""A seventh held-out set for `koe bench writer --quality` (2026-12-03): 26 conversations, two for each of
13 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. Each pairs what a household member sincerely said about themselves, their family, pets, home, work,
health or plans with the junk a weak model would plausibly propose beside it. The cases were written by hand;
no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# A table: a few lines a case keeps the module short enough to read, so the formatter leaves it as laid out.
# fmt: off
FRESH5: tuple[Case, ...] = (
    # --- hypothetical: a wish or a what-if next to a real fact ---
    Case(name="f5_lotto_house_efua", category="hypothetical",
         turns=(("Charley if I win the lotto eh, I will build my mother a house in Takoradi. For now my daughter "
                 "Efua has just entered Achimota, she's a boarder in form one.",
                 "Congratulations to Efua! Achimota is one of Ghana's oldest secondary schools."),),
         proposal=Proposal(add=("The user will build their mother a house in Takoradi.", "The user won the lottery.",
                                "The user's daughter Efua is a boarder at Achimota School.",
                                "Achimota is one of Ghana's oldest secondary schools.")),
         must=("Efua", "Achimota"), must_not=("Takoradi", "won the lottery", "oldest secondary")),
    Case(name="f5_montana_heeler", category="hypothetical",
         turns=(("Say we was fixin' to move up to Montana, reckon the dog'd handle the cold? He's a blue heeler, "
                 "name of Dusty, and he ain't a pup no more.",
                 "Blue heelers have a double coat and cope with cold fairly well, though older dogs feel it more."),),
         proposal=Proposal(add=("The user is moving to Montana.", "The user's dog Dusty is a blue heeler.",
                                "Blue heelers have a double coat.", "The user's dog Dusty is a puppy.")),
         must=("Dusty", "heeler"), must_not=("moving to Montana", "double coat", "is a puppy")),
    # --- negation: what is not so, next to what is ---
    Case(name="f5_chai_sugar_kiprono", category="negation",
         turns=(("Ah no, I don't take sugar in my chai, I was diagnosed with diabetes last year. It's Kiprono who "
                 "takes three spoons, my husband.",
                 "Noted, no sugar for you. People with diabetes often use a little cinnamon for flavour."),),
         proposal=Proposal(add=("The user takes sugar in their chai.", "The user has diabetes.",
                                "The user's husband Kiprono has diabetes.", "The user's husband is called Kiprono.",
                                "People with diabetes often use cinnamon for flavour.")),
         must=("user has diabetes", "Kiprono"),
         must_not=("takes sugar in their chai", "Kiprono has diabetes", "cinnamon")),
    Case(name="f5_year_three_swimming", category="negation",
         turns=(("im not in miss hollis class any more im in year three now with mr okonkwo and i dont do "
                 "swimming on tuesdays its thursdays now",
                 "Year three, how exciting! Swimming is great exercise."),),
         proposal=Proposal(add=("The user is in Miss Hollis's class.", "The user is in year three.",
                                "The user's teacher is Mr Okonkwo.", "The user goes swimming on Tuesdays.",
                                "The user goes swimming on Thursdays.", "Swimming is great exercise.")),
         must=("year three", "Okonkwo", "Thursdays"),
         must_not=("is in Miss Hollis", "swimming on Tuesdays", "great exercise")),
    # --- opinion: someone else's view of the person, or the person's hedge, next to a real fact ---
    Case(name="f5_workaholic_bus_driver", category="opinion",
         turns=(("Ma pal Shona says ah'm a pure workaholic, cheeky besom. Anyway ah've just started drivin' the "
                 "buses oot o' the Govan depot.",
                 "Congratulations on the new job! Bus drivers often work early shifts."),),
         proposal=Proposal(add=("The user is a workaholic.",
                                "The user has started working as a bus driver from the Govan depot.",
                                "The user's friend Shona is cheeky.", "The user works early shifts.")),
         must=("bus driver", "Govan"), must_not=("workaholic", "Shona is cheeky", "early shifts")),
    Case(name="f5_lactose_chemistry", category="opinion",
         turns=(("I think maybe I'm a bit lactose intolerant? Not sure lah. My mum definitely is, she cannot drink "
                 "milk at all. Anyway I teach chemistry at a secondary school in Sha Tin.",
                 "Lactose intolerance is very common in East Asia. A doctor can run a simple breath test."),),
         proposal=Proposal(add=("The user is lactose intolerant.", "The user's mother is lactose intolerant.",
                                "The user teaches chemistry at a secondary school in Sha Tin.",
                                "Lactose intolerance is very common in East Asia.")),
         must=("chemistry", "mother is lactose"), must_not=("user is lactose", "common in East Asia")),
    # --- joke: hyperbole, irony, sarcasm next to a real fact ---
    Case(name="f5_million_sheep", category="joke",
         turns=(("Yeah nah we've got about a million sheep, kidding, it's forty-odd on our lifestyle block out past "
                 "Matamata. I'm a vet nurse so I do their jabs meself.",
                 "Forty sheep is still plenty! Matamata is where they filmed Hobbiton."),),
         proposal=Proposal(add=("The user has a million sheep.",
                                "The user has about forty sheep on a lifestyle block near Matamata.",
                                "The user is a vet nurse.", "Hobbiton was filmed in Matamata.")),
         must=("forty", "vet nurse"), must_not=("million sheep", "Hobbiton")),
    Case(name="f5_cat_hair_birkirkara", category="joke",
         turns=(("Oh great, my brother Kurt's cat is staying with us again, I just love cat hair on everything, no? "
                 "We're in a third floor flat in Birkirkara and there's no lift even.",
                 "Ha, a lint roller might help! Maltese cats are famously independent."),),
         proposal=Proposal(add=("The user loves cat hair.", "The user has a cat.", "The user's brother Kurt has a cat.",
                                "The user lives in a third-floor flat in Birkirkara with no lift.",
                                "Maltese cats are famously independent.")),
         must=("Birkirkara",), must_not=("loves cat hair", "The user has a cat", "famously independent")),
    # --- story: the plot of a film or a dream next to a real fact ---
    Case(name="f5_mars_potatoes_hamza", category="story",
         turns=(("Yaar last night we watched that film where the astronaut gets stranded on Mars and grows "
                 "potatoes. My son Hamza loved it, now he wants to be an astronaut. He's just started class five "
                 "at Beaconhouse in Lahore.",
                 "That's The Martian! Potatoes can in theory grow in treated Martian soil."),),
         proposal=Proposal(add=("The user was stranded on Mars.", "The user grows potatoes.",
                                "The user's son Hamza wants to be an astronaut.",
                                "The user's son Hamza is in class five at Beaconhouse in Lahore.",
                                "Potatoes can grow in treated Martian soil.")),
         must=("Hamza", "class five"), must_not=("stranded on Mars", "grows potatoes", "Martian soil")),
    Case(name="f5_geese_dream_hip", category="story",
         turns=(("I had the oddest dream, dear, I was back teaching at the village school and all the children "
                 "were geese. I retired in 1998, of course. I've a hip replacement booked for March, at long last.",
                 "What a vivid dream! Hip replacements have a very good success rate these days."),),
         proposal=Proposal(add=("The user teaches at the village school.", "The user's pupils were geese.",
                                "The user retired in 1998.", "The user has a hip replacement booked for March.",
                                "Hip replacements have a very good success rate.")),
         must=("retired", "hip replacement"), must_not=("teaches at the village", "geese", "success rate")),
    # --- quoted: a letter or a message read out, next to a real fact ---
    Case(name="f5_complaint_letter_ear", category="quoted",
         turns=(("Read this back before I post it: 'Dear Mr Farrant, I am writing to complain about the noise from "
                 "flat 4, which has now gone on for three weeks.' And speak up a bit, love, I'm deaf in my left ear.",
                 "Dear Mr Farrant, I am writing to complain about the noise from flat 4, which has now gone on for "
                 "three weeks. Is that how you want it?"),),
         proposal=Proposal(add=("The user lives in flat 4.", "The noise from flat 4 has gone on for three weeks.",
                                "The user's landlord is Mr Farrant.", "The user is deaf in their left ear.")),
         must=("left ear",), must_not=("flat 4", "Farrant")),
    Case(name="f5_wedding_message_twins", category="quoted",
         turns=(("Send this to the family group: 'Congratulations Chiamaka on your wedding, we are so proud of you, "
                 "the twins send their love.' By the way the twins are Kamsi and Obinna, my boys, they turn four "
                 "in June.",
                 "Message sent to the family group."),),
         proposal=Proposal(add=("The user got married.", "The user is proud of Chiamaka.",
                                "The user has twin sons, Kamsi and Obinna.", "The user's twins turn four in June.")),
         must=("Kamsi", "Obinna"), must_not=("user got married", "proud of Chiamaka")),
    # --- code: a command or a snippet typed or spoken, next to a real fact ---
    Case(name="f5_apt_install_tidewater", category="code",
         turns=(("Okay type this: sudo apt install postgresql-14, enter. Ja, I'm the only developer at Tidewater "
                 "Freight, it's a shipping firm in Pietermaritzburg, so I do everything myself.",
                 "That installs PostgreSQL 14. Being a one-person team means you handle ops as well as code."),),
         proposal=Proposal(add=("The user installed PostgreSQL 14.",
                                "The user is the only developer at Tidewater Freight.",
                                "Tidewater Freight is a shipping firm in Pietermaritzburg.",
                                "The user has sudo access.")),
         must=("Tidewater",), must_not=("PostgreSQL", "sudo")),
    Case(name="f5_json_config_housing", category="code",
         turns=(('Why won\'t this parse: {"name": "test_user", "age": 99, "city": "Springfield",} it\'s for the '
                 "tenant app, I started at the council housing department last month and I'm picking up Python.",
                 "The trailing comma before the closing brace isn't valid JSON. Remove it and it will parse."),),
         proposal=Proposal(add=("The user is 99 years old.", "The user lives in Springfield.",
                                "The user works in the council housing department.", "The user is learning Python.",
                                "JSON does not allow a trailing comma.")),
         must=("housing", "Python"), must_not=("99 years", "Springfield", "trailing comma")),
    # --- forget_later: facts in one turn, a request to forget one of them in the next ---
    Case(name="f5_forget_baby", category="forget_later",
         turns=(("My partner Lowenna and I are trying for a baby, and I've just been told I have fibroids, which "
                 "explains a lot.",
                 "Thank you for telling me. I hope the treatment goes smoothly."),
                ("Actually, can you forget the bit about trying for a baby? Keep the rest.",
                 "Of course, I've forgotten that.")),
         proposal=Proposal(add=("The user and their partner Lowenna are trying for a baby.", "The user has fibroids.",
                                "The user's partner is Lowenna.")),
         must=("fibroids", "Lowenna"), forgotten=("trying for a baby",)),
    Case(name="f5_forget_probation", category="forget_later",
         turns=(("I'm on probation till next August over a drink-driving thing in the spring. Work's grand though, "
                 "I'm a welder at the shipyard in Belfast.",
                 "Thanks for telling me. Welding at a shipyard is skilled work."),
                ("Here, forget the probation and the drink-driving, I don't want that kept anywhere.",
                 "Understood, I won't keep that.")),
         proposal=Proposal(add=("The user is on probation until next August.",
                                "The user was convicted of drink-driving.",
                                "The user is a welder at the shipyard in Belfast.",
                                "Welding at a shipyard is skilled work.")),
         must=("welder",), must_not=("skilled work",), forgotten=("probation", "drink-driving")),
    # --- fact_in_question: a fact stated inside a question ---
    Case(name="f5_coeliac_oats_cerys", category="fact_in_question",
         turns=(("Seeing as my youngest, Cerys, is coeliac, can she have porridge oats at all?",
                 "Many people with coeliac disease tolerate pure, uncontaminated oats, but some react; check with "
                 "her dietitian."),),
         proposal=Proposal(add=("The user's youngest child Cerys has coeliac disease.",
                                "Cerys can have porridge oats.",
                                "Many people with coeliac disease tolerate pure oats.",
                                "The user has coeliac disease.")),
         must=("Cerys", "coeliac"), must_not=("can have porridge", "tolerate pure oats", "user has coeliac")),
    Case(name="f5_owls_gift_grazyna", category="fact_in_question",
         turns=(("What is good present for my wife Grazyna? She is turning fifty in next month and she is "
                 "collecting the porcelain owls since many years.",
                 "A hand-painted porcelain owl would suit her collection. Fiftieth birthdays are often celebrated "
                 "with gold."),),
         proposal=Proposal(add=("The user's wife Grazyna collects porcelain owls.",
                                "The user is turning fifty next month.",
                                "Fiftieth birthdays are celebrated with gold.",
                                "The user bought a porcelain owl.")),
         must=("Grazyna", "owls"),
         must_not=("user is turning fifty", "celebrated with gold", "bought a porcelain")),
    # --- two_facts: two or more facts in one turn ---
    Case(name="f5_mother_in_law_helper", category="two_facts",
         turns=(("My mother-in-law moved in with us in January, so we've turned the study into her room lah, and "
                 "our helper Marites, she's been with us six years already.",
                 "That sounds like a full house! Six years is a long time with one helper."),),
         proposal=Proposal(add=("The user's mother-in-law lives with them.",
                                "The user's mother-in-law is named Marites.",
                                "The user's helper Marites has worked for the family for six years.",
                                "The user's study is now a bedroom.")),
         must=("mother-in-law lives", "Marites"), must_not=("mother-in-law is named",)),
    Case(name="f5_hamsters_drums", category="two_facts",
         turns=(("i got two hamsters called toffee and fudge and my big brother tobiah he plays drums in a band "
                 "called the loud spoons",
                 "Toffee and Fudge are brilliant names! Hamsters are mostly awake at night."),),
         proposal=Proposal(add=("The user has two hamsters called Toffee and Fudge.",
                                "The user plays drums in a band.",
                                "The user's brother Tobiah plays drums in a band called The Loud Spoons.",
                                "Hamsters are nocturnal.")),
         must=("Toffee", "Fudge", "Tobiah"), must_not=("user plays drums", "nocturnal")),
    # --- long_ramble: passing details of the day with one lasting fact somewhere in them ---
    Case(name="f5_ramble_grandson_medicine", category="long_ramble",
         turns=(("Well I went down the Londis this morning and they'd run out of the brown bread again, so I had "
                 "the seeded, and Mrs Pritchard was in there with a new hat on, going on about the bins, the "
                 "council's changing the day, and I told her our Rhodri, my grandson, he's got into Cardiff to do "
                 "medicine, starts in September, and then it came on to rain so I came home.",
                 "Congratulations to Rhodri! Medicine is a demanding but rewarding course."),),
         proposal=Proposal(add=("The user bought seeded bread.", "The Londis ran out of brown bread.",
                                "Mrs Pritchard has a new hat.",
                                "The user's grandson Rhodri is going to study medicine at Cardiff.",
                                "It rained this morning.", "Medicine is a demanding course.")),
         must=("Rhodri", "medicine"), must_not=("seeded", "brown bread", "new hat", "rained", "demanding")),
    Case(name="f5_ramble_rescue_cat", category="long_ramble",
         turns=(("so yeah um the gym was rammed and the train was late again like twenty minutes and i had this "
                 "massive burrito for lunch and oh my landlord finally said yes to a cat so we're adopting a rescue "
                 "called saffron on saturday and then my sister rang about the hen do",
                 "A rescue cat, lovely! Cats usually take a couple of weeks to settle into a new home."),),
         proposal=Proposal(add=("The user ate a burrito for lunch.", "The user's train was twenty minutes late.",
                                "The user is adopting a rescue cat called Saffron.",
                                "The user's sister is getting married.", "The gym was busy.",
                                "Cats take a couple of weeks to settle.")),
         must=("Saffron",),
         must_not=("burrito", "twenty minutes", "getting married", "gym was", "couple of weeks")),
    # --- correction: the person corrects a memory that exists ---
    Case(name="f5_correct_sulfa", category="correction",
         memories=("The user runs a bakery in Valencia.", "The user is allergic to penicillin.",
                   "The user's son Iker plays basketball."),
         turns=(("No, no, is not the penicillin, I am allergic to the sulfa drugs, the sulfonamides. The penicillin "
                 "I can take, no problem.",
                 "Thanks for correcting me. Sulfonamides are a group of antibiotics."),),
         proposal=Proposal(update=((1, "The user is allergic to sulfa drugs."),),
                           add=("The user's son Iker is allergic to penicillin.",
                                "Sulfonamides are a group of antibiotics.")),
         must=("sulfa", "Valencia", "Iker"), must_not=("is allergic to penicillin", "group of antibiotics")),
    Case(name="f5_correct_basset", category="correction",
         memories=("The user's dog Rolo is a beagle.", "The user lives in Wagga Wagga.",
                   "The user's wife Aroha is a midwife."),
         turns=(("Nah mate, you've got Rolo wrong, he's not a beagle, he's a basset. Easy mistake, they've both got "
                 "the ears.",
                 "Got it, Rolo is a basset hound. Beagles and bassets are both scent hounds."),),
         proposal=Proposal(update=((0, "The user's dog Rolo is a basset hound."),),
                           add=("The user has a beagle.", "Beagles and bassets are both scent hounds.")),
         must=("basset", "Wagga", "midwife"), must_not=("is a beagle", "has a beagle", "scent hounds")),
    # --- world: the world changed, so a memory that exists is updated or retired ---
    Case(name="f5_world_father_died", category="world",
         memories=("The user's father Desmond lives in a care home in Ipswich.",
                   "The user plays the cello in an amateur orchestra.", "The user's cat is called Mungo."),
         turns=(("Dad died on Sunday, peacefully, in his sleep. The funeral's on the fourteenth, if you could "
                 "remind me to ring the florist.",
                 "I'm so sorry about your dad. I'll remind you to ring the florist."),),
         proposal=Proposal(update=((0, "The user's father Desmond has died."),),
                           add=("The user's cat Mungo died.", "The funeral is on the fourteenth.",
                                "The user needs to ring the florist.")),
         must=("Desmond", "cello", "Mungo"),
         must_not=("lives in a care home", "Mungo died", "fourteenth", "florist")),
    Case(name="f5_world_mill_closed", category="world",
         memories=("The user works as a machinist at Harrowgate Mills.",
                   "The user's daughter Jodie is learning to swim.", "The user drives a Vauxhall Corsa."),
         turns=(("Harrowgate shut down last month innit, whole lot of us laid off. I'm doing deliveries for now. "
                 "And Jodie can swim proper now, she got her twenty-five metres badge Saturday.",
                 "Sorry to hear about the mill. Well done to Jodie! Many mills in the north have closed in recent "
                 "years."),),
         proposal=Proposal(retire=(0,), update=((1, "The user's daughter Jodie can swim."),),
                           add=("The user is doing deliveries for now.", "Many mills in the north have closed.",
                                "The user got a twenty-five metres badge.")),
         must=("deliveries", "can swim", "Corsa"),
         must_not=("works as a machinist", "learning to swim", "mills in the north", "user got a twenty-five")),
)
# fmt: on

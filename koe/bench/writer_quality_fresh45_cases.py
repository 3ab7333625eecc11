"""FRESH45: a set for `koe bench writer --quality`: 28 conversations, written in session 26 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh45_cases_more import MORE_FRESH45

# fmt: off
_FIRST: tuple[Case, ...] = (
    # ---------------- hypothetical ----------------
    Case(name="f45_hypothetical_pasty_second_shop", category="hypothetical",
         turns=(("ansum me and the missus been running the pasty shop down porthkerris harbour going on twelve year "
                 "now. if the grockles keep coming like they done this summer we might open a second one up st "
                 "wenna but that's all talk mind, we ent got the money for it",
                 "Twelve years is a great run. A second shop would be a big step if the visitors keep coming."),),
         proposal=Proposal(add=("The user and their wife run a pasty shop at Porthkerris harbour.",
                                "The user has run the pasty shop for twelve years.",
                                "The user is opening a second pasty shop in St Wenna.",
                                "The user dislikes tourists.")),
         memories=(),
         must=("Porthkerris", "pasty"),
         must_not=("St Wenna", "dislikes tourists"),
         forgotten=()),
    Case(name="f45_hypothetical_tai_po_lease", category="hypothetical",
         turns=(("Haha if I had the money I'd quit and open a milk tea stall in Vancouver lor. But realistically "
                 "I'm staying in Tai Po, just renewed my lease for two more years. The job at the shipping company "
                 "in Kwai Chung is ok la, nothing special.",
                 "A milk tea stall in Vancouver sounds fun! Good that you've got the lease sorted in Tai Po."),),
         proposal=Proposal(add=("The user lives in Tai Po.",
                                "The user has renewed their lease for two more years.",
                                "The user works at a shipping company in Kwai Chung.",
                                "The user is moving to Vancouver.",
                                "The user owns a milk tea stall.",
                                "The user plans to quit their job.")),
         memories=(),
         must=("Tai Po", "Kwai Chung"),
         must_not=("Vancouver", "milk tea", "quit"),
         forgotten=()),
    Case(name="f45_hypothetical_holler_firewood", category="hypothetical",
         turns=(("well my granny always said if wishes was horses heh. i reckon if i had a truck that run right i'd "
                 "be hauling firewood for folks up the holler for some extra money but the ford's been sat broke "
                 "since march",
                 "That's frustrating. Is anyone helping you get it running again?"),
                ("yeah my boy cody's been out there with me weekends working on it, he's good with a wrench that one",
                 "It's great that Cody's helping you on the weekends.")),
         proposal=Proposal(add=("The user's Ford truck has been broken down since March.",
                                "The user's son Cody helps the user work on the truck at weekends.",
                                "The user hauls firewood for extra money.",
                                "The user owns horses.",
                                "Cody is a mechanic.")),
         memories=(),
         must=("Cody",),
         must_not=("firewood", "horses", "mechanic"),
         forgotten=()),

    # ---------------- negation ----------------
    Case(name="f45_negation_orkney_ferry_engineer", category="negation",
         turns=(("No, I'm no a farmer, folk always assume that wi Orkney. I'm a ferry engineer, on the boats "
                 "between Kirkwall and the north isles. And I dinna drink whisky either, never have, before you ask.",
                 "Thanks for setting me straight! Ferry engineering must keep you busy."),),
         proposal=Proposal(add=("The user is a ferry engineer on the boats between Kirkwall and the north isles.",
                                "The user does not drink whisky.",
                                "The user is a farmer.",
                                "The user enjoys whisky.")),
         memories=(),
         must=("ferry", "whisky"),
         must_not=("is a farmer", "enjoys whisky"),
         forgotten=()),
    Case(name="f45_negation_couva_no_pork", category="negation",
         turns=(("nah man i doh eat pork at all, not since i was small. my wife kavita does cook it for the "
                 "children sometimes but not for me",
                 "Got it, no pork for you."),
                ("and we not in chaguanas again you know, we move out to couva last year, more quiet",
                 "Couva sounds more peaceful. How are you settling in?")),
         proposal=Proposal(add=("The user does not eat pork.",
                                "The user's wife is named Kavita.",
                                "The user moved from Chaguanas to Couva last year.",
                                "The user lives in Chaguanas.",
                                "The user eats pork.",
                                "The user has three children.")),
         memories=(),
         must=("pork", "Kavita", "Couva"),
         must_not=("lives in Chaguanas", "user eats pork", "three children"),
         forgotten=()),
    Case(name="f45_negation_marondera_poultry", category="negation",
         turns=(("I'm not working at the bank anymore, I left in January. Now I'm doing my own poultry project at "
                 "our plot in Marondera, about 400 broilers so far. My husband Tendai is still in Harare during the "
                 "week.",
                 "What a big change! How is the poultry project going?"),),
         proposal=Proposal(add=("The user left their job at the bank in January.",
                                "The user runs a poultry project at their plot in Marondera.",
                                "The user's husband Tendai stays in Harare during the week.",
                                "The user works at a bank.",
                                "The user has 4000 broilers.")),
         memories=(),
         must=("poultry", "Marondera", "Tendai"),
         must_not=("works at a bank", "4000"),
         forgotten=()),

    # ---------------- opinion ----------------
    Case(name="f45_opinion_kings_heath_allotment", category="opinion",
         turns=(("our kid reckons i'm tight with money cos i wouldn't go halves on his car, cheeky sod. anyway i've "
                 "got the allotment in kings heath, been doing it six year now, and old derek next plot over says "
                 "me runner beans are the best on the site",
                 "Six years on an allotment is impressive. Sounds like Derek rates your runner beans!"),),
         proposal=Proposal(add=("The user has an allotment in Kings Heath.",
                                "The user has had the allotment for six years.",
                                "The user is tight with money.",
                                "The user grows the best runner beans on the site.",
                                "The user refused to help their brother buy a car.")),
         memories=(),
         must=("allotment", "Heath"),
         must_not=("tight with money", "best runner beans", "buy a car"),
         forgotten=()),
    Case(name="f45_opinion_mamma_chemistry", category="opinion",
         turns=(("My mother says I work too much and that I should get married already, typical Maltese mamma 😅 I "
                 "teach chemistry at a secondary school in Żebbuġ.",
                 "Ha, mothers! Teaching chemistry must be rewarding."),
                ("It is. My students think I'm the strict one but honestly I'm soft.",
                 "I'm sure they appreciate you more than they let on.")),
         proposal=Proposal(add=("The user teaches chemistry at a secondary school in Żebbuġ.",
                                "The user works too much.",
                                "The user is strict with students.",
                                "The user is planning to get married.")),
         memories=(),
         must=("chemistry", "teach"),
         must_not=("works too much", "is strict", "get married"),
         forgotten=()),

    # ---------------- joke ----------------
    Case(name="f45_joke_oistins_fish_cakes", category="joke",
         turns=(("yuh know i is de best cook in de whole of barbados everybody say so (laughs) nah i lie. but fuh "
                 "real i does sell fish cakes at de oistins fish fry friday nights wid my auntie pearline",
                 "Ha! Selling fish cakes at Oistins with your aunt sounds like a lot of fun."),),
         proposal=Proposal(add=("The user sells fish cakes at the Oistins fish fry on Friday nights with their aunt "
                                "Pearline.",
                                "The user is the best cook in Barbados.",
                                "The user is a professional chef.")),
         memories=(),
         must=("Oistins", "Pearline"),
         must_not=("best cook", "chef"),
         forgotten=()),
    Case(name="f45_joke_fridge_marathon", category="joke",
         turns=(("Oh yes b'y, I'm some athlete, ran a marathon this morning — to the fridge and back lol",
                 "Ha! Every journey counts."),
                ("Seriously though my knee's been at me since I had the surgery in October. My sister Bernadette "
                 "drives me into St. John's for physio on Tuesdays.",
                 "I'm sorry about the knee. Good of Bernadette to take you to physio.")),
         proposal=Proposal(add=("The user's knee has been bothering them since surgery in October.",
                                "The user's sister Bernadette drives the user to physio in St. John's on Tuesdays.",
                                "The user ran a marathon this morning.",
                                "The user is an athlete.",
                                "The user runs regularly.")),
         memories=(),
         must=("knee", "Bernadette"),
         must_not=("marathon", "athlete", "runs regularly"),
         forgotten=()),

    # ---------------- story ----------------
    Case(name="f45_story_pet_shark_movie", category="story",
         turns=(("brah i wen watch dis movie last night da guy get one shark for one pet an he name um keoni an dey "
                 "go surfing together every morning so junk but funny",
                 "That does sound like a silly movie!"),
                ("ya. my real dog pua she one poi dog, she like sleep under da lanai all day, lazy buggah",
                 "Pua sounds like she has the right idea.")),
         proposal=Proposal(add=("The user has a dog named Pua.",
                                "Pua is a poi dog who likes to sleep under the lanai.",
                                "The user has a pet shark named Keoni.",
                                "The user surfs every morning.")),
         memories=(),
         must=("Pua",),
         must_not=("shark", "Keoni", "surfs"),
         forgotten=()),
    Case(name="f45_story_tea_estate_novel", category="story",
         turns=(("I read this novel where the grandmother runs a tea estate in Nuwara Eliya and hides letters from "
                 "her son for forty years — so sad no.",
                 "That sounds like a moving story."),
                ("Yes. Anyway my own Achchi is ninety-one and still living with us in Kandy, very sharp still, she "
                 "beats all of us at carrom.",
                 "Ninety-one and still winning at carrom, wonderful!")),
         proposal=Proposal(add=("The user's grandmother is ninety-one and lives with the user's family in Kandy.",
                                "The user's grandmother runs a tea estate in Nuwara Eliya.",
                                "The user's grandmother hid letters from her son for forty years.")),
         memories=(),
         must=("Kandy",),
         must_not=("tea estate", "letters", "Nuwara Eliya"),
         forgotten=()),

    # ---------------- quoted ----------------
    Case(name="f45_quoted_heart_surgeon_test", category="quoted",
         turns=(("okay um can you note this exactly, the user is a certified heart surgeon, haha my cousin told me "
                 "to say it to test you",
                 "I'll only remember things that are actually true about you."),
                ("no yaar i'm actually a pharmacist, at a chemist in rawalpindi, saddar side",
                 "Thanks! A pharmacist in Rawalpindi, got it.")),
         proposal=Proposal(add=("The user is a certified heart surgeon.",
                                "The user is a pharmacist at a chemist in Saddar, Rawalpindi.",
                                "The user's cousin tests voice assistants.")),
         memories=(),
         must=("pharmacist", "Rawalpindi"),
         must_not=("heart surgeon", "tests voice assistants"),
         forgotten=()),
    Case(name="f45_quoted_bait_shop_sign", category="quoted",
         turns=(("Mais, there's a sign on the bait shop door say 'Gone fishin, back Tuesday, maybe'. Ha! That's my "
                 "cousin Remy's place on Bayou Teche.",
                 "That's a great sign!"),
                ("Me, I run the crawfish boat with my brother Alcide outta Breaux Bridge.",
                 "Sounds like a family of fishermen.")),
         proposal=Proposal(add=("The user runs a crawfish boat with their brother Alcide out of Breaux Bridge.",
                                "The user's cousin Remy has a bait shop on Bayou Teche.",
                                "The user has gone fishing and will be back Tuesday.",
                                "The user owns a bait shop on Bayou Teche.")),
         memories=(),
         must=("Alcide", "crawfish", "Remy"),
         must_not=("back Tuesday", "user owns a bait shop"),
         forgotten=()),
)
# fmt: on

FRESH45: tuple[Case, ...] = _FIRST + MORE_FRESH45

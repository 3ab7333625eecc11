"""The second half of `writer_quality_fresh52_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH52: tuple[Case, ...] = (
    Case(name="f52_fact_in_question_lagos_celiac_swallow", category="fact_in_question",
         turns=(("since I'm celiac, which swallow can I still eat? amala nko?",
                "Amala is made from yam flour, so it's naturally gluten-free, as are pounded yam and eba. "
                "Avoid semovita and wheat swallow — they contain gluten."),),
         proposal=Proposal(add=("The user has celiac disease.",
                                "The user eats amala.",
                                "Amala is made from yam flour and is gluten-free.",
                                "The user avoids semovita.")),
         memories=(),
         must=("celiac",),
         must_not=("amala",
                   "semovita"),
         forgotten=()),
    Case(name="f52_fact_in_question_llandeilo_bus", category="fact_in_question",
         turns=(("now as I'm ninety-one next month and I don't drive any more is there a bus from Llandeilo "
                "into Carmarthen that goes near the hospital",
                "Yes, there are regular buses from Llandeilo to Carmarthen. Traveline Cymru can give you the "
                "exact times and the nearest stop to Glangwili hospital."),),
         proposal=Proposal(add=("The user turns 91 next month.",
                                "The user no longer drives.",
                                "The user has a hospital appointment in Carmarthen.",
                                "The user uses Traveline Cymru.")),
         memories=(),
         must=("91",
               "drive"),
         must_not=("appointment",
                   "Traveline"),
         forgotten=()),
    Case(name="f52_long_ramble_beaconsfield_bev_moved_in", category="long_ramble",
         turns=(("ugh so this winter, the snow removal guy, we paid him four-fifty for the whole season and "
                "he's already skipped us twice, and the neighbour's plow guy keeps pushing their snow onto "
                "our side of the driveway, and my husband's like just talk to them but you know how that "
                "goes, and then the Hydro bill came in and it's way higher than last year, partly because my "
                "mother-in-law Bev moved in with us in September, she's got early Alzheimer's so she can't be "
                "on her own in Ottawa anymore, and she likes the house warm, which fine, but anyway the point "
                "is I need to figure out whether we're getting ripped off on the snow thing or not",
                "That's a lot at once. If he's skipped you twice, it's fair to ask for a partial refund. For "
                "the Hydro bill, Hydro-Québec's Flex D rate might save you money if you can cut use during "
                "peak events."),),
         proposal=Proposal(add=("The user's mother-in-law Bev has early Alzheimer's.",
                                "The user pays $600 a season for snow removal.",
                                "The user is annoyed with their neighbour.",
                                "The user should switch to Hydro-Québec's Flex D rate."),
                           update=((0, "The user's mother-in-law Bev moved in with the user's family in "
                                      "September."),)),
         memories=("The user's mother-in-law Bev lives on her own in Ottawa.",),
         must=("Bev",
               "Alzheimer"),
         must_not=("Ottawa",
                   "600",
                   "annoyed",
                   "Flex D"),
         forgotten=()),
    Case(name="f52_long_ramble_lagos_adaeze_wedding", category="long_ramble",
         turns=(("koe this country ehn. today traffic on Third Mainland was something else, three hours from "
                "Yaba, three hours! then I reach house NEPA don take light again, the generator refuse to "
                "start, I had to call the mechanic, he said na plug, I said fix am, he charged me fifteen "
                "thousand, fifteen thousand for plug! anyway I'm tired. oh and by the way before I forget, my "
                "daughter Adaeze is getting married December 14 in Enugu, remind me to buy aso-ebi early",
                "Eya, sorry about the day! And congratulations on Adaeze's wedding — December 14 in Enugu. "
                "I'll remind you about the aso-ebi."),),
         proposal=Proposal(add=("The user's daughter Adaeze is getting married on December 14 in Enugu.",
                                "The user commutes across Third Mainland Bridge every day.",
                                "The user's generator spark plug was replaced for fifteen thousand naira.",
                                "The user's daughter is getting married in Onitsha.",
                                "The user is tired.")),
         memories=(),
         must=("Adaeze",
               "December 14",
               "Enugu"),
         must_not=("Third Mainland",
                   "spark plug",
                   "Onitsha",
                   "tired"),
         forgotten=()),
    Case(name="f52_code_bedok_python_homework", category="code",
         turns=(('why this one error sia\n\nname = "Alex"\nage = 30\ncity = "Paris"\nprint("Hi " + name + ", '
                'you are " + age + " from " + city)\n\nits for my sec 3 computing homework, my school in Bedok',
                'You can\'t add an int to a string. Use str(age), or an f-string: print(f"Hi {name}, you are '
                '{age} from {city}").'),),
         proposal=Proposal(add=("The user's name is Alex.",
                                "The user is 30 years old.",
                                "The user lives in Paris.",
                                "The user is in Secondary 3 at a school in Bedok.",
                                "The user takes computing as a subject.")),
         memories=(),
         must=("Bedok",
               "computing"),
         must_not=("Alex",
                   "30 years",
                   "Paris"),
         forgotten=()),
    Case(name="f52_two_facts_cavite_lola_cora", category="two_facts",
         turns=(("ako si Lola Cora, seventy-eight na ako. I live with my son Jun-jun here in Cavite, and I am "
                "diabetic so be careful what you suggest for merienda ha",
                "Kumusta po, Lola Cora! I'll keep it in mind. Maybe go easy on the rice and the kakanin."),),
         proposal=Proposal(add=("The user's name is Cora.",
                                "The user is 78 years old.",
                                "The user lives with their son Jun-jun in Cavite.",
                                "The user is diabetic.",
                                "The user's son has diabetes.",
                                "The user eats less rice.")),
         memories=(),
         must=("Cora",
               "78",
               "Jun-jun",
               "Cavite",
               "diabetic"),
         must_not=("son has diabetes",
                   "rice"),
         forgotten=()),
)
# fmt: on

"""The second half of `writer_quality_fresh44_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH44: tuple[Case, ...] = (
    # ---------------- code ----------------
    Case(name="f44_code_json_vet_thursday", category="code",
         turns=(('Can you check this is valid JSON? {"name": "Thabo Mokoena", "age": 34, "allergies": '
                 '["penicillin"]} It\'s for a form mock-up at work, all fake data.',
                 "Yes, that's valid JSON."),
                ("Lekker, thanks. Oh and I'm taking my dog Rooibos to the vet on Thursday for her jabs, don't let "
                 "me forget.",
                 "I'll keep that in mind - Rooibos, vet, Thursday.")),
         proposal=Proposal(add=("The user is taking their dog Rooibos to the vet on Thursday for vaccinations.",
                                "The user's name is Thabo Mokoena.",
                                "The user is 34 years old.",
                                "The user is allergic to penicillin.")),
         memories=(),
         must=("Rooibos", "vet"),
         must_not=("Thabo", "34", "penicillin"),
         forgotten=()),
    Case(name="f44_code_python_homework", category="code",
         turns=(("ok so i'm typing for i in range open paren ten close paren colon print hello, is that right? it's "
                 "for my son's homework, si migo, grade six, they're learning python in school na",
                 "Almost - in Python it's for i in range(10): and then print(\"hello\") indented on the next line."),
                ("ay thank you, i'm so sleepy, i'm on the night shift at the call centre this week pa",
                 "Get some rest when you can.")),
         proposal=Proposal(add=("The user's son Migo is in grade six and is learning Python at school.",
                                "The user works the night shift at a call centre.",
                                "The user is learning Python.",
                                "The user's son Migo is ten years old.",
                                "The user is a programmer.")),
         memories=(),
         must=("Migo", "call cent"),
         must_not=("user is learning Python", "ten years", "programmer"),
         forgotten=()),

    # ---------------- forget_later ----------------
    Case(name="f44_forget_later_sister_expecting", category="forget_later",
         turns=(("My sister Harriet's expecting again, due in March! And I've finally booked physio for my knee - "
                 "3pm Tuesdays at the Wetherby clinic.",
                 "Lovely news about Harriet, and good that the knee is getting looked at."),
                ("Actually, forget the bit about Harriet. She hasn't told anyone else yet and I don't want that "
                 "stored anywhere.",
                 "Understood, I won't keep that.")),
         proposal=Proposal(add=("The user's sister Harriet is pregnant and due in March.",
                                "The user has physio for their knee on Tuesdays at 3pm at the Wetherby clinic.",
                                "The user is pregnant.")),
         memories=(),
         must=("physio", "Wetherby"),
         must_not=("Harriet", "pregnant", "due in March"),
         forgotten=("Harriet", "pregnant")),
    Case(name="f44_forget_later_airport_jobs", category="forget_later",
         turns=(("right so me and our kid are moving me mam into the bungalow in crosby next weekend, and um i've "
                 "been applying for jobs up the airport cos i'm sick to death of the warehouse",
                 "That's a busy time! Good luck with the move and the applications."),
                ("actually don't keep that job thing yeah, me boss uses this speaker sometimes, just forget i said "
                 "it la",
                 "No problem, I won't hold on to that.")),
         proposal=Proposal(add=("The user's mother is moving into a bungalow in Crosby next weekend.",
                                "The user is applying for jobs at the airport.",
                                "The user is looking for a new job.")),
         memories=(),
         must=("Crosby", "bungalow"),
         must_not=("airport", "new job", "applying"),
         forgotten=("airport",)),
    Case(name="f44_forget_later_house_offer", category="forget_later",
         turns=(("We've just put an offer in on a house in Tauranga, fingers crossed! And my boy Nikau made the "
                 "under-12 rugby squad, stoked for him.",
                 "Congratulations on both!"),
                ("Oh, scratch the house thing for now - don't remember that till it's actually sorted, it could "
                 "still fall through.",
                 "Sure, I'll leave the house out.")),
         proposal=Proposal(add=("The user has put an offer on a house in Tauranga.",
                                "The user's son Nikau made the under-12 rugby squad.",
                                "The user is moving to Tauranga.",
                                "The user's son Nikau is 12 years old.")),
         memories=(),
         must=("Nikau", "rugby"),
         must_not=("Tauranga", "offer", "12 years"),
         forgotten=("Tauranga",)),

    # ---------------- fact_in_question ----------------
    Case(name="f44_fact_in_question_insulin_flight", category="fact_in_question",
         turns=(("honey do you know if i can take my insulin on the plane with me, we're flyin out to see my "
                 "grandbaby in tucson in june",
                 "Yes, you can - airport security allows insulin in your carry-on. Keep it with you rather than in "
                 "checked luggage."),
                ("well bless your heart, thank you sugar",
                 "You're welcome, have a lovely trip.")),
         proposal=Proposal(add=("The user takes insulin.",
                                "The user is flying to Tucson in June to visit their grandchild.",
                                "The user lives in Tucson.",
                                "The user has type 1 diabetes.",
                                "The user keeps their insulin in their carry-on.")),
         memories=(),
         must=("insulin", "Tucson"),
         must_not=("lives in Tucson", "type 1", "carry-on"),
         forgotten=()),
    Case(name="f44_fact_in_question_fussy_lunchbox", category="fact_in_question",
         turns=(("What's a good lunchbox idea for a fussy six-year-old? My lad Gwion won't touch anything green and "
                 "he's just started Year 2 at Ysgol y Berllan.",
                 "Try cheese pinwheels, a little pasta salad without the veg, or a wrap cut into fun shapes."),),
         proposal=Proposal(add=("The user's son Gwion is six and has just started Year 2 at Ysgol y Berllan.",
                                "The user's son Gwion won't eat anything green.",
                                "The user is a fussy eater.",
                                "The user's son Gwion loves cheese pinwheels.",
                                "The user's son Gwion is allergic to vegetables.")),
         memories=(),
         must=("Gwion", "Berllan"),
         must_not=("user is a fussy", "pinwheel", "allergic"),
         forgotten=()),

    # ---------------- two_facts ----------------
    Case(name="f44_two_facts_whitley_bay_cat", category="two_facts",
         turns=(("we're movin to whitley bay end of the month like and the cat's comin with us obviously, she's "
                 "called tattie, she's fourteen bless her",
                 "A big move! I hope Tattie settles in well."),),
         proposal=Proposal(add=("The user is moving to Whitley Bay at the end of the month.",
                                "The user has a fourteen-year-old cat called Tattie.",
                                "The user is moving to Whitley Bay with their dog Tattie.",
                                "The user's cat Tattie is four years old.",
                                "The user's cat Tattie is unwell.")),
         memories=(),
         must=("Whitley Bay", "Tattie"),
         must_not=("dog", "four years", "unwell"),
         forgotten=()),
    Case(name="f44_two_facts_rota_orthodontist", category="two_facts",
         turns=(("Two things for you: I'm off Fridays now since they changed the rota at the shop, and my daughter "
                 "Ciara has the orthodontist on the 14th at quarter past nine.",
                 "Noted - Fridays off, and Ciara's orthodontist on the 14th at 9:15."),),
         proposal=Proposal(add=("The user has Fridays off since the rota changed at the shop.",
                                "The user's daughter Ciara has an orthodontist appointment on the 14th at 9:15.",
                                "The user works Fridays.",
                                "The user has an orthodontist appointment on the 14th.",
                                "The user's daughter Ciara is getting braces.")),
         memories=(),
         must=("Friday", "Ciara", "orthodontist"),
         must_not=("works Fridays", "user has an orthodontist", "braces"),
         forgotten=()),

    # ---------------- long_ramble ----------------
    Case(name="f44_long_ramble_allotment_hip", category="long_ramble",
         turns=(("ooh well it's been that wet this week i haven't known what to do wi meself, and the council still "
                 "haven't been about the bins, three weeks now, three weeks, and derek next door he's won the leek "
                 "show three year running again, he puts summat on 'em i reckon, i've said it before, nobody grows "
                 "leeks that size honest, and the slugs this year, eh, the slugs, they've had all me lettuces, "
                 "anyway what i were going to say is i've given up the allotment now, me hip's not what it were, me "
                 "daughter sandra's taken it over",
                 "Sorry to hear about your hip, but it's lovely that Sandra's taken over the allotment."),),
         proposal=Proposal(add=("The user has given up their allotment because of their hip.",
                                "The user's daughter Sandra has taken over the user's allotment.",
                                "The user won the leek show three years running.",
                                "The user has had a hip replacement.",
                                "The user's neighbour Derek cheats at the leek show.")),
         memories=(),
         must=("Sandra", "allotment"),
         must_not=("leek", "replacement", "cheats"),
         forgotten=()),
    Case(name="f44_long_ramble_celiac_youngest", category="long_ramble",
         turns=(("okay so this week's been nuts, um, the carpool fell apart cause the hendersons moved, and soccer "
                 "got moved to thursdays which, like, who decided that, coach dave i guess, and then the furnace "
                 "guy was supposed to come tuesday and didn't, and i was like you know what i can't even, um, and "
                 "oh the real thing i wanted to say, my youngest brynn got diagnosed with celiac last week so we're "
                 "going totally gluten free at home now",
                 "That's a lot for one week. I'm sorry about Brynn's diagnosis - going gluten free at home will "
                 "really help her."),),
         proposal=Proposal(add=("The user's youngest child Brynn was diagnosed with celiac disease last week.",
                                "The user's household is going gluten free.",
                                "The user has celiac disease.",
                                "The user coaches soccer.",
                                "The user recently moved house.")),
         memories=(),
         must=("Brynn",),
         must_not=("user has celiac", "user coaches", "moved house"),
         forgotten=()),

    # ---------------- stated ----------------
    Case(name="f44_stated_guinea_pigs_shed", category="stated",
         turns=(("We've got two guinea pigs now, Neep and Haggis. The kids named them, obviously. They come into "
                 "the shed over winter.",
                 "Lovely names! Remember guinea pigs need vitamin C every day, as they can't make their own."),),
         proposal=Proposal(add=("The user has two guinea pigs called Neep and Haggis.",
                                "The user's guinea pigs are kept in the shed over winter.",
                                "The user's guinea pigs get vitamin C supplements daily.",
                                "The user has three children.",
                                "The user named the guinea pigs Neep and Haggis.")),
         memories=(),
         must=("Neep", "Haggis"),
         must_not=("vitamin C", "three children", "user named"),
         forgotten=()),
    Case(name="f44_stated_english_class_bakery", category="stated",
         turns=(("i am going now to the evening class for english at the college in swindon, tuesday and thursday, "
                 "and my husband piotr he is working in the bakery, very early morning, like four o'clock",
                 "That's a busy schedule for you both. Good luck with the English class!"),),
         proposal=Proposal(add=("The user attends an English evening class at a college in Swindon on Tuesdays and "
                                "Thursdays.",
                                "The user's husband Piotr works very early mornings at a bakery.",
                                "The user works at a bakery.",
                                "The user teaches English at a college in Swindon.",
                                "The user is from Poland.")),
         memories=(),
         must=("Piotr", "bakery", "Swindon"),
         must_not=("user works", "teach", "Poland"),
         forgotten=()),
    Case(name="f44_stated_climbing_gecko", category="stated",
         turns=(("i do climbing at the wall in cardiff bay every wednesday w my mate rhys, been doing it like a "
                 "year now. also just got a gecko called pwdin lol",
                 "Nice! Leopard geckos are a popular choice - what kind is Pwdin?"),
                ("idk the shop just said gecko tbh",
                 "Fair enough!")),
         proposal=Proposal(add=("The user goes climbing at the wall in Cardiff Bay every Wednesday with their "
                                "friend Rhys.",
                                "The user has a gecko called Pwdin.",
                                "The user's gecko Pwdin is a leopard gecko.",
                                "The user is a professional climber.",
                                "The user's friend Rhys owns a gecko.")),
         memories=(),
         must=("climb", "Pwdin"),
         must_not=("leopard", "professional", "Rhys owns"),
         forgotten=()),
)
# fmt: on

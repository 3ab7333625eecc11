"""The second half of `writer_quality_fresh2_cases.py`: forget requests later in the
conversation, facts in a question, two facts in a turn, a fact after a ramble, corrections and changes in the world."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH2: tuple[Case, ...] = (
    # ---- forget_later -------------------------------------------------------------------------------------------
    Case(
        name="f2_forget_counsellor_allotment",
        category="forget_later",
        turns=(
            (
                "I've started seeing a counsellor, Dr Whitcombe, Tuesday evenings, for the anxiety. Oh and I've "
                "finally got an allotment, plot 23 on Hollins Lane, so I'll want reminders about watering.",
                "That's good news on both counts. I can remind you about watering the allotment.",
            ),
            (
                "Actually, hmm, the counselling, I'd rather you didn't hang on to any of that, it's private. The "
                "allotment's fine to keep.",
                "Understood, I won't keep anything about the counselling.",
            ),
        ),
        proposal=Proposal(add=(
            "The user sees a counsellor, Dr Whitcombe, on Tuesday evenings.",
            "The user has anxiety.",
            "The user has allotment plot 23 on Hollins Lane.",
        )),
        must=("allotment",),
        must_not=("Whitcombe", "counsel", "anxiety"),
        forgotten=("Whitcombe", "counsel"),
    ),
    Case(
        name="f2_forget_surprise_party",
        category="forget_later",
        turns=(
            (
                "So I'm throwing a surprise party for my wife Danielle's fortieth, it's at her sister's place in "
                "Tacoma on the twelfth. Also, we adopted a retired greyhound last weekend, his name's Rocket!",
                "Congratulations on Rocket! And a surprise fortieth sounds like a lot of fun.",
            ),
            (
                "Oh shoot, Danielle uses this speaker too. Can you wipe the whole party thing from what you know? "
                "I don't want her stumbling across it. Rocket can stay, obviously.",
                "Done, I won't keep anything about the party.",
            ),
        ),
        proposal=Proposal(add=(
            "The user is throwing a surprise party for their wife Danielle's fortieth in Tacoma on the twelfth.",
            "The user has a retired greyhound called Rocket.",
        )),
        must=("Rocket",),
        must_not=("surprise", "party", "Tacoma", "fortieth"),
        forgotten=("surprise party",),
    ),
    # ---- fact_in_question ---------------------------------------------------------------------------------------
    Case(
        name="f2_question_warfarin_cranberry",
        category="fact_in_question",
        turns=((
            "Now that I'm on warfarin, dear, is it still all right for me to have my little glass of cranberry "
            "juice with breakfast? I've had one every morning for years.",
            "Cranberry juice can interact with warfarin and affect how it works, so it's worth checking with your "
            "GP or pharmacist first.",
        ),),
        proposal=Proposal(add=(
            "The user takes warfarin.",
            "The user has a glass of cranberry juice every morning.",
            "Cranberry juice can interact with warfarin.",
        )),
        must=("warfarin",),
        must_not=("interact",),
    ),
    Case(
        name="f2_question_anouk_school",
        category="fact_in_question",
        turns=((
            "My daughter Anouk, she is six, she starts at the international school in The Hague after summer. "
            "What must she bring the first day, do you know?",
            "Usually a labelled water bottle, a packed lunch or snack, spare clothes and a bag. The school will "
            "normally send a list.",
        ),),
        proposal=Proposal(add=(
            "The user's daughter Anouk is six and starts at the international school in The Hague after the "
            "summer.",
            "Children need a labelled water bottle on their first day.",
            "Schools usually send a list of things to bring.",
        )),
        must=("Anouk", "international school"),
        must_not=("water bottle", "send a list"),
    ),
    # ---- two_facts ----------------------------------------------------------------------------------------------
    Case(
        name="f2_two_facts_nights_fen",
        category="two_facts",
        turns=((
            "Right, couple of things for you. I've moved onto nights at the bakery on Corporation Street, so I'm "
            "asleep till two most days. And my partner Fen's allergic to shellfish, so nothing with prawns when "
            "she's round.",
            "Noted. Shellfish allergy is one of the most common food allergies in adults.",
        ),),
        proposal=Proposal(add=(
            "The user works nights at the bakery on Corporation Street.",
            "The user's partner Fen is allergic to shellfish.",
            "Shellfish allergy is one of the most common adult food allergies.",
        )),
        must=("nights", "Fen", "shellfish"),
        must_not=("most common",),
    ),
    Case(
        name="f2_two_facts_leo_pediatrician",
        category="two_facts",
        turns=((
            "OK quick, um, two things before I lose them: Leo's pediatrician is Dr. Haruka Sato now, we switched "
            "practices, and turns out he's lactose intolerant, so oat milk only for him. Oh and he's starting "
            "kindergarten at Maple Ridge Elementary this fall.",
            "Got it. Many oat milks are fortified with calcium, so they're a good swap.",
        ),),
        proposal=Proposal(add=(
            "The user's son Leo's pediatrician is Dr. Haruka Sato.",
            "The user is lactose intolerant.",
            "The user's son Leo is lactose intolerant.",
            "The user's son Leo starts kindergarten at Maple Ridge Elementary this fall.",
            "Oat milk is fortified with calcium.",
        )),
        must=("Sato", "lactose", "Maple Ridge"),
        must_not=("user is lactose", "fortified"),
    ),
    # ---- long_ramble --------------------------------------------------------------------------------------------
    Case(
        name="f2_ramble_repeat_prescription",
        category="long_ramble",
        turns=((
            "Well, I went down the Co-op first thing and they'd run out of the seeded batch again so I had to get "
            "a bloomer, and then who should I bump into, Margaret from the WI, and she talked my ear off about her "
            "grandson's wedding in Harrogate. Then the 38 was twenty minutes late, typical, and I had leek and "
            "potato soup and watched the snooker. Oh, and the reason I'm telling you all this, the surgery's moved "
            "my repeat prescription to the second Monday of every month now.",
            "Sounds like a full morning! I'll note the change to your repeat prescription.",
        ),),
        proposal=Proposal(add=(
            "The user bought a bloomer at the Co-op.",
            "The user's friend Margaret's grandson is getting married in Harrogate.",
            "The user's bus was twenty minutes late.",
            "The user had leek and potato soup and watched the snooker.",
            "The user's repeat prescription is now on the second Monday of every month.",
        )),
        must=("second Monday",),
        must_not=("bloomer", "Harrogate", "minutes late", "snooker", "soup"),
    ),
    Case(
        name="f2_ramble_three_day_week",
        category="long_ramble",
        turns=((
            "Far out, today was chaos. Mila chucked up in the car on the way to daycare, then I got stuck behind a "
            "road train for ages out past Gatton, the servo'd run out of oat milk for my flat white, and then my "
            "boss shoved the stand-up to eight, so that was fun. Anyway, it's all signed off now, from next month "
            "I'm down to three days a week at the council.",
            "What a day! Congrats on getting the three-day week sorted.",
        ),),
        proposal=Proposal(add=(
            "The user's child Mila was sick in the car on the way to daycare.",
            "The user got stuck behind a road train near Gatton.",
            "The user's servo ran out of oat milk.",
            "The user's stand-up was moved to eight.",
            "From next month the user works three days a week at the council.",
        )),
        must=("three days",),
        must_not=("sick in the car", "road train", "oat milk", "stand-up"),
    ),
    # ---- correction ---------------------------------------------------------------------------------------------
    Case(
        name="f2_correct_saoirse_tree_nuts",
        category="correction",
        memories=("The user's daughter Saoirse is allergic to peanuts.",),
        turns=((
            "Ah no, you've that wrong about Saoirse. Peanuts are grand, she eats them all day long. It's tree nuts "
            "that set her off, cashews, pistachios, that sort of thing.",
            "Sorry about that, I'll correct it. Funnily enough, cashews are technically seeds.",
        ),),
        proposal=Proposal(
            update=((0, "The user's daughter Saoirse is allergic to tree nuts such as cashews and pistachios."),),
            add=("Cashews are technically seeds.",),
        ),
        must=("tree nut",),
        must_not=("allergic to peanuts", "seeds"),
    ),
    Case(
        name="f2_correct_kia_ceed",
        category="correction",
        memories=(
            "The user's car is a red Skoda Octavia.",
            "The user works as a paramedic in Bristol.",
        ),
        turns=((
            "You've got my car down wrong, by the way. The red Skoda's my neighbour's, no idea how that got mixed "
            "up. Mine's a silver Kia Ceed, had it four years.",
            "Thanks, I've fixed that. Kia offers a seven-year warranty on new cars.",
        ),),
        proposal=Proposal(
            update=((0, "The user's car is a silver Kia Ceed."),),
            add=("Kia offers a seven-year warranty on new cars.",),
        ),
        must=("Kia", "paramedic"),
        must_not=("car is a red Skoda", "warranty"),
    ),
    # ---- world --------------------------------------------------------------------------------------------------
    Case(
        name="f2_world_sous_chef_to_electrician",
        category="world",
        memories=("The user works as a sous-chef at a tapas bar in Brixton.",),
        turns=((
            "So, big news, I've packed in the kitchen for good. I'm retraining as an electrician, started an "
            "apprenticeship with a firm in Croydon on Monday. Knackered already, to be honest.",
            "Congratulations! Most electrical apprenticeships in the UK take about four years.",
        ),),
        proposal=Proposal(
            update=((0, "The user is an apprentice electrician with a firm in Croydon."),),
            add=(
                "Electrical apprenticeships in the UK take about four years.",
                "The user is knackered.",
            ),
        ),
        must=("electrician",),
        must_not=("works as a sous-chef", "four years", "knackered"),
    ),
    Case(
        name="f2_world_rabbit_nutmeg_died",
        category="world",
        memories=(
            "The user has a rabbit called Nutmeg.",
            "The user teaches chemistry at a secondary school in Leicester.",
        ),
        turns=((
            "Bit of sad news, Nutmeg died on Sunday. She was nine, which is a proper old age for a rabbit. The kids "
            "buried her under the apple tree and made a little sign.",
            "I'm so sorry. Rabbits usually live eight to twelve years, so she had a good long life.",
        ),),
        proposal=Proposal(
            retire=(0,),
            add=(
                "The user's rabbit Nutmeg died at the age of nine.",
                "Rabbits usually live eight to twelve years.",
            ),
        ),
        must=("chemistry",),
        must_not=("has a rabbit", "eight to twelve"),
    ),
)
# fmt: on

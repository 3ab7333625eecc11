"""The second half of `writer_quality_fresh_cases.py`: forget requests later in the
conversation, facts in a question, two facts in a turn, a fact after a ramble, corrections and changes in the world."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH: tuple[Case, ...] = (
    # ---------------------------------------------------------------- forget_later
    Case(
        name="fr_forget_sister_diagnosis",
        category="forget_later",
        turns=(
            ("My sister Orla's just been diagnosed with endometriosis, she's pretty shaken up about it, "
             "to be honest.",
             "I'm sorry to hear that. It's good she has a diagnosis, and support from family helps a lot."),
            ("Actually, don't keep that, it's her private medical stuff, forget I said it. But do remember "
             "Orla's birthday is the ninth of March, I always miss it.",
             "Understood, I won't keep the medical part. Orla's birthday is the ninth of March."),
        ),
        proposal=Proposal(add=(
            "The user's sister Orla has endometriosis.",
            "The user's sister Orla's birthday is on 9 March.",
            "Family support helps after a diagnosis.",
        )),
        must=("Orla", "March"),
        must_not=("endometriosis", "diagnos"),
        forgotten=("endometriosis",),
    ),
    Case(
        name="fr_forget_mortgage_figure",
        category="forget_later",
        turns=(
            ("We're looking at remortgaging, we've still got about a hundred and eighty grand left on the "
             "house. Oh and I work from home Mondays and Fridays now, so morning calls are fine those days.",
             "Noted. Remortgaging a balance that size, it's worth comparing fixed deals with a broker."),
            ("Actually, you know what, don't remember the mortgage amount, I'd rather that wasn't stored "
             "anywhere.",
             "Of course, I won't keep the amount."),
        ),
        proposal=Proposal(add=(
            "The user owes about £180,000 on their mortgage.",
            "The user has a hundred and eighty grand left on the house.",
            "The user works from home on Mondays and Fridays.",
            "The user should compare fixed deals with a broker.",
        )),
        must=("Fridays",),
        must_not=("180", "eighty grand", "broker"),
        forgotten=("180", "eighty grand"),
    ),
    Case(
        name="fr_forget_locker_code",
        category="forget_later",
        turns=(
            ("My new gym locker code is 2-9-1-5, in case I forget it, which I will.",
             "Got it."),
            ("And I've switched to the gym on Carver Street now, the one with the proper pool.",
             "Nice, a proper pool makes a difference."),
            ("Hmm, on second thoughts, forget the locker code, I don't want codes sitting in memory.",
             "No problem, I've dropped the locker code."),
        ),
        proposal=Proposal(add=(
            "The user's gym locker code is 2915.",
            "The user's gym locker code is 2-9-1-5.",
            "The user goes to the gym on Carver Street, which has a pool.",
        )),
        must=("Carver",),
        must_not=("2915", "2-9-1-5", "locker code"),
        forgotten=("2915", "2-9-1-5"),
    ),
    # ---------------------------------------------------------------- fact_in_question
    Case(
        name="fr_fiq_husband_coeliac",
        category="fact_in_question",
        turns=(
            ("Since my husband's coeliac, what can I bake for his birthday that's actually nice and not like "
             "eating cardboard?",
             "A flourless chocolate torte is a great choice, or an orange and almond cake made with ground "
             "almonds."),
        ),
        proposal=Proposal(add=(
            "The user's husband is coeliac.",
            "The user is baking a flourless chocolate torte.",
            "Orange and almond cake is naturally gluten-free.",
        )),
        must=("coeliac",),
        must_not=("torte", "almond"),
    ),
    Case(
        name="fr_fiq_daughter_bassoon",
        category="fact_in_question",
        turns=(
            ("My daughter Imke plays the bassoon, she's fourteen, do you know any decent summer music camps "
             "for teenagers that actually take bassoonists?",
             "The Young Winds Academy runs a week-long residential camp for woodwind players aged 12 to 18."),
        ),
        proposal=Proposal(add=(
            "The user's daughter Imke plays the bassoon.",
            "The user's daughter attends the Young Winds Academy.",
            "The Young Winds Academy camp is for ages 12 to 18.",
            "The user's daughter is going to a residential woodwind camp.",
        )),
        must=("Imke", "bassoon"),
        must_not=("Young Winds", "residential"),
    ),
    Case(
        name="fr_fiq_night_shifts",
        category="fact_in_question",
        turns=(
            ("Given I work nights at the hospital, when's actually the best time for me to go to the gym? I'm "
             "knackered all the time.",
             "Many night-shift workers find mid-afternoon, shortly after waking, works best, and avoid hard "
             "sessions right before sleep."),
        ),
        proposal=Proposal(add=(
            "The user works night shifts at the hospital.",
            "The user goes to the gym in the mid-afternoon.",
            "Night-shift workers should avoid hard sessions before sleep.",
        )),
        must=("hospital",),
        must_not=("mid-afternoon", "hard sessions"),
    ),
    # ---------------------------------------------------------------- two_facts
    Case(
        name="fr_two_lefthanded_knee",
        category="two_facts",
        turns=(
            ("So I'm left-handed, and I've got a dodgy right knee from an old skiing accident, so a lot of "
             "the yoga stuff where you're kneeling is just out for me.",
             "Chair yoga or using a folded blanket under the knee are good alternatives."),
        ),
        proposal=Proposal(add=(
            "The user is left-handed.",
            "The user has a bad right knee from a skiing accident.",
            "The user does chair yoga.",
            "A folded blanket under the knee helps in yoga.",
        )),
        must=("left-handed", "knee"),
        must_not=("chair yoga", "blanket"),
    ),
    Case(
        name="fr_two_dev_tortoise",
        category="two_facts",
        turns=(
            ("My partner's name is Dev, by the way, and we've got a tortoise called Sergeant who's older than "
             "both of us put together, he was my grandad's.",
             "What a character! Tortoises can live well over a hundred years with good care."),
        ),
        proposal=Proposal(add=(
            "The user's partner is named Dev.",
            "The user has a tortoise called Sergeant that belonged to their grandad.",
            "Tortoises can live over a hundred years.",
        )),
        must=("Dev", "Sergeant"),
        must_not=("hundred years",),
    ),
    Case(
        name="fr_two_welsh_glasgow",
        category="two_facts",
        turns=(
            ("I'm Welsh, originally from Aberystwyth, but I've lived in Glasgow about fifteen years now, and "
             "I work as a sound engineer at the BBC up here.",
             "Quite the move! Aberystwyth's seafront promenade is lovely, and Glasgow's music scene must keep "
             "a sound engineer busy."),
        ),
        proposal=Proposal(add=(
            "The user is originally from Aberystwyth.",
            "The user lives in Glasgow.",
            "The user works as a sound engineer at the BBC.",
            "The user enjoys Aberystwyth's seafront promenade.",
            "The user is kept busy by Glasgow's music scene.",
        )),
        must=("Aberystwyth", "Glasgow", "sound engineer"),
        must_not=("promenade", "music scene"),
    ),
    # ---------------------------------------------------------------- long_ramble
    Case(
        name="fr_ramble_dairy_free",
        category="long_ramble",
        turns=(
            ("So this morning was chaos, the boiler made that clanking noise again so I had a cold shower. "
             "Then the number 42 was twenty minutes late so I missed stand-up, and at lunch the café had run "
             "out of the leek soup so I had a sad egg sandwich at my desk. The afternoon was just emails, "
             "emails, emails. Oh, and I've decided I'm going dairy-free for good, my stomach just can't "
             "handle it any more.",
             "What a day! Oat milk and coconut yoghurt are easy swaps if you're going dairy-free."),
        ),
        proposal=Proposal(add=(
            "The user had a cold shower because the boiler was clanking.",
            "The user's bus was twenty minutes late.",
            "The user had an egg sandwich at their desk.",
            "The café ran out of leek soup.",
            "The user is going dairy-free for good.",
            "The user uses oat milk and coconut yoghurt.",
        )),
        must=("dairy",),
        must_not=("cold shower", "twenty minutes", "sandwich", "soup", "oat milk"),
    ),
    Case(
        name="fr_ramble_bramble_spaniel",
        category="long_ramble",
        turns=(
            ("Right, so, school run first, then I took Bramble to the vet because she'd been limping, but it "
             "was just a thorn in her paw, thank god. Then a massive Tesco shop, got stuck behind a tractor "
             "all the way back, and I spent the whole afternoon repainting the shed a sort of sage green. "
             "Oh, and did I ever tell you Bramble's a springer spaniel? Mad as a box of frogs.",
             "Glad it was only a thorn! Springers do tend to charge through brambles, fittingly enough."),
        ),
        proposal=Proposal(add=(
            "The user took Bramble to the vet for a thorn in her paw.",
            "The user did a big Tesco shop.",
            "The user got stuck behind a tractor.",
            "The user repainted the shed sage green.",
            "The user's dog Bramble is a springer spaniel.",
            "Springer spaniels charge through brambles.",
        )),
        must=("Bramble", "spaniel"),
        must_not=("thorn", "tractor", "Tesco", "sage green"),
    ),
    Case(
        name="fr_ramble_freelance_copywriter",
        category="long_ramble",
        turns=(
            ("Long day. Started with the dentist at eight, just a check-up, then three back-to-back meetings "
             "about the quarterly budget, then I went to that new ramen place on the high street with Kemi, "
             "which was fine, bit salty. Got home, folded laundry, watched half an episode of something. Oh, "
             "and I handed my notice in, I'm leaving the insurance company to go freelance as a copywriter.",
             "Big news to bury at the end! Congratulations on going freelance."),
        ),
        proposal=Proposal(add=(
            "The user had a dentist check-up at eight.",
            "The user had three meetings about the quarterly budget.",
            "The user went to a ramen place with Kemi.",
            "The user folded laundry.",
            "The user is going freelance as a copywriter.",
        )),
        must=("copywriter",),
        must_not=("dentist", "quarterly budget", "ramen", "laundry"),
    ),
    # ---------------------------------------------------------------- correction
    Case(
        name="fr_corr_jonas_not_jonah",
        category="correction",
        turns=(
            ("No, sorry, you've got that wrong, my son's called Jonas, with an S, not Jonah, honestly "
             "everyone does that.",
             "Sorry about that! Jonas, with an S. Got it."),
        ),
        memories=("The user's son is called Jonah.",),
        proposal=Proposal(
            add=("The user is frequently misunderstood by everyone.",),
            update=((0, "The user's son is called Jonas."),),
        ),
        must=("Jonas",),
        must_not=("Jonah", "misunderstood"),
    ),
    Case(
        name="fr_corr_tree_nuts",
        category="correction",
        turns=(
            ("Hang on, that's not right, it's not peanuts, it's tree nuts I'm allergic to, walnuts, cashews, "
             "pecans, that sort of thing.",
             "Thanks for correcting me. Interestingly, cashews are technically seeds rather than true nuts."),
        ),
        memories=("The user is allergic to peanuts.",),
        proposal=Proposal(
            add=("Cashews are technically seeds.",),
            update=((0, "The user is allergic to tree nuts such as walnuts, cashews and pecans."),),
        ),
        must=("tree nuts",),
        must_not=("peanut", "seeds"),
    ),
    Case(
        name="fr_corr_anniversary_july",
        category="correction",
        turns=(
            ("Oh, our anniversary's the fourteenth of July, not June, don't let me forget it again or Marcus "
             "will actually kill me.",
             "Fixed: the fourteenth of July. I'll make sure you don't miss it."),
        ),
        memories=("The user's anniversary is on 14 June.", "The user drives a blue Volvo."),
        proposal=Proposal(
            add=("Marcus will kill the user if they forget the anniversary.",),
            update=((0, "The user's anniversary is on 14 July."),),
        ),
        must=("July", "Volvo"),
        must_not=("June", "kill"),
    ),
    # ---------------------------------------------------------------- world
    Case(
        name="fr_world_new_job_surgery",
        category="world",
        turns=(
            ("Big news, I've left Boots! I started at a GP surgery on Monday as a practice pharmacist, much "
             "better hours, no more Saturdays.",
             "Congratulations! Practice pharmacists often run medication reviews and clinics, so it should be "
             "varied."),
        ),
        memories=("The user works as a pharmacist at Boots.",),
        proposal=Proposal(
            add=(
                "The user runs medication reviews and clinics.",
                "The user started the new job on Monday.",
            ),
            update=((0, "The user works as a practice pharmacist at a GP surgery."),),
        ),
        must=("surgery",),
        must_not=("at Boots", "medication reviews"),
    ),
    Case(
        name="fr_world_hamster_died",
        category="world",
        turns=(
            ("Sad news, Nibbles died on Tuesday. Freya's been in bits about it, we buried him under the apple "
             "tree with a little lolly-stick cross.",
             "I'm so sorry. Losing a first pet is hard for children; letting Freya talk about him can help."),
        ),
        memories=("The user has a hamster called Nibbles.", "The user's daughter is named Freya."),
        proposal=Proposal(
            add=(
                "The user buried a hamster under the apple tree.",
                "The user's daughter Freya is in bits.",
                "Letting children talk about a lost pet helps.",
            ),
            retire=(0,),
        ),
        must=("Freya",),
        must_not=("has a hamster", "apple tree", "in bits", "lost pet"),
    ),
    Case(
        name="fr_world_sold_mini_ebike",
        category="world",
        turns=(
            ("Oh, I sold the Mini last week, finally, to some lad from Swansea. I'm cycling to work now, got "
             "myself an e-bike, Lowri thinks I've gone mad.",
             "Good for you! E-bikes are great for commuting, and you'll save a fortune on parking."),
        ),
        memories=("The user drives a red Mini.", "The user's partner is called Lowri."),
        proposal=Proposal(
            add=(
                "The user rides an e-bike to work.",
                "The user sold the car to a lad from Swansea.",
                "Lowri thinks the user has gone mad.",
                "The user saves a fortune on parking.",
            ),
            retire=(0,),
        ),
        must=("bike", "Lowri"),
        must_not=("drives a red Mini", "Swansea", "gone mad", "parking"),
    ),
)
# fmt: on

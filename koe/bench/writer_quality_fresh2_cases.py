"""Conversations written for the writer's quality bench by someone who had seen neither the gate nor the
other cases (2026-12-02, fourth set): 2 of each kind."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH2: tuple[Case, ...] = (
    # ---- hypothetical -------------------------------------------------------------------------------------------
    Case(
        name="f2_hyp_narrowboat",
        category="hypothetical",
        turns=((
            "Oh, were I ever to come into a bit of money, love, I'd buy a narrowboat and live on the Kennet and "
            "Avon, honestly I would. Mind you, with my knees, I've had both of them replaced now, so climbing in "
            "and out, well. Anyway, what time does the chemist shut on a Saturday?",
            "I don't have your chemist's hours to hand, but many close around five on Saturdays. A narrowboat on "
            "the Kennet and Avon does sound lovely.",
        ),),
        proposal=Proposal(add=(
            "The user lives on a narrowboat on the Kennet and Avon canal.",
            "The user has had both knees replaced.",
            "Chemists close around five on Saturdays.",
        )),
        must=("knee",),
        must_not=("narrowboat", "close around five"),
    ),
    Case(
        name="f2_hyp_hobart_retirement",
        category="hypothetical",
        turns=((
            "In an ideal world I'd be packing it in at fifty-five and moving down to Hobart, but with the mortgage, "
            "nah, not happening. Anyway, I'm a radiographer, I do night shifts at Fiona Stanley, so could you hold "
            "any reminders till after two in the afternoon?",
            "No worries, I'll hold reminders until after 2 pm. Hobart's a beautiful spot to retire.",
        ),),
        proposal=Proposal(add=(
            "The user is retiring at fifty-five.",
            "The user is moving to Hobart.",
            "The user is a radiographer who works night shifts at Fiona Stanley.",
            "Hobart is a beautiful place to retire.",
        )),
        must=("radiographer",),
        must_not=("Hobart", "fifty-five"),
    ),
    # ---- negation -----------------------------------------------------------------------------------------------
    Case(
        name="f2_neg_goran_diabetes",
        category="negation",
        turns=((
            "No, no, diabetes I don't have, this is wrong. My husband Goran has it, since five years already. Me, "
            "I just don't like sugar in my coffee, that's all. Can you find for him a cake recipe with no sugar?",
            "Got it. Here's an idea: a banana and walnut loaf sweetened only with dates and ripe bananas.",
        ),),
        proposal=Proposal(add=(
            "The user is diabetic.",
            "The user's husband Goran has diabetes.",
            "The user takes coffee without sugar.",
            "Cakes can be sweetened with dates instead of sugar.",
        )),
        must=("Goran",),
        must_not=("user is diabetic", "user has diabetes", "sweetened with dates"),
    ),
    Case(
        name="f2_neg_football_bouldering",
        category="negation",
        turns=((
            "Ugh, why does everyone think I play football? I don't, I stopped in year eight and I never even liked "
            "it. I go bouldering at the Foundry like three times a week, that's my thing. Can you find out when "
            "it's open on bank holidays?",
            "Bouldering's great for grip strength. The Foundry usually opens shorter hours on bank holidays, "
            "10 till 6.",
        ),),
        proposal=Proposal(add=(
            "The user plays football.",
            "The user goes bouldering at the Foundry about three times a week.",
            "Bouldering builds grip strength.",
            "The Foundry opens 10 till 6 on bank holidays.",
        )),
        must=("boulder",),
        must_not=("plays football", "grip strength", "10 till 6"),
    ),
    # ---- opinion ------------------------------------------------------------------------------------------------
    Case(
        name="f2_opinion_menace_driver",
        category="opinion",
        turns=((
            "According to my wife I'm a menace behind the wheel, which is a bit rich after one scrape in a Lidl "
            "car park. Anyway, the old Volvo estate needs its MOT, can you remind me on Friday to ring the garage?",
            "I'll remind you on Friday to ring the garage about the Volvo's MOT. You can book an MOT up to a month "
            "early and keep the same renewal date.",
        ),),
        proposal=Proposal(add=(
            "The user is a menace behind the wheel.",
            "The user is a bad driver.",
            "The user drives an old Volvo estate.",
            "An MOT can be booked up to a month early.",
        )),
        must=("Volvo",),
        must_not=("menace", "bad driver", "month early"),
    ),
    Case(
        name="f2_opinion_pushover_parent",
        category="opinion",
        turns=((
            "My mother-in-law is totally convinced I'm a pushover, like, she says the kids basically run the "
            "house, whatever, Linda. OK can you put swim lessons for Priya and Dev on Saturdays at nine, that's "
            "every week at the Y.",
            "Done: swim lessons for Priya and Dev at the Y, Saturdays at nine. Consistent routines help kids feel "
            "secure.",
        ),),
        proposal=Proposal(add=(
            "The user is a pushover with their kids.",
            "The user's kids run the house.",
            "The user's kids Priya and Dev have swim lessons at the Y on Saturdays at nine.",
            "Consistent routines help children feel secure.",
        )),
        must=("Priya", "swim"),
        must_not=("pushover", "run the house", "routines"),
    ),
    # ---- joke ---------------------------------------------------------------------------------------------------
    Case(
        name="f2_joke_tea_coeliac",
        category="joke",
        turns=((
            "Struth, I've had about four hundred cuppas today, I'm more tea than bloke at this point. Anyway, the "
            "in-laws are coming Sunday and I'm coeliac, so have you got a pav recipe I can actually eat?",
            "Good news: pavlova is naturally gluten-free, it's just egg whites, sugar, cornflour and vinegar. Check "
            "the cornflour's labelled gluten-free.",
        ),),
        proposal=Proposal(add=(
            "The user drinks about four hundred cups of tea a day.",
            "The user is more tea than bloke.",
            "The user is coeliac.",
            "Pavlova is naturally gluten-free.",
        )),
        must=("coeliac",),
        must_not=("four hundred", "tea than bloke", "naturally gluten-free"),
    ),
    Case(
        name="f2_joke_pilchard_genius",
        category="joke",
        turns=((
            "Our cat Pilchard, honestly, an absolute genius, got himself wedged in the laundry basket for the "
            "third time this week, Nobel Prize incoming. Can you add a cat flap to the shopping list? The old "
            "one's cracked.",
            "Added a cat flap to the shopping list. Cats often squeeze into small spaces because they feel safe "
            "there.",
        ),),
        proposal=Proposal(add=(
            "The user's cat Pilchard is a genius.",
            "The user's cat Pilchard is up for a Nobel Prize.",
            "The user has a cat called Pilchard.",
            "Cats squeeze into small spaces because they feel safe.",
        )),
        must=("Pilchard",),
        must_not=("genius", "Nobel", "feel safe"),
    ),
    # ---- story --------------------------------------------------------------------------------------------------
    Case(
        name="f2_story_lisbon_dream",
        category="story",
        turns=((
            "Ugh, I had the strangest dream, I was running a bakery in Lisbon and my old maths teacher was my "
            "landlord and the whole shop was floating down the river. So weird. Anyway, back to reality, I handle "
            "claims for an insurance company and we've got an audit Monday, so set an alarm for half six please.",
            "Alarm set for 6:30 on Monday. Dreams about floating often reflect feeling unsettled.",
        ),),
        proposal=Proposal(add=(
            "The user runs a bakery in Lisbon.",
            "The user's landlord is their old maths teacher.",
            "The user handles claims for an insurance company.",
            "Dreams about floating reflect feeling unsettled.",
        )),
        must=("insurance",),
        must_not=("bakery", "Lisbon", "landlord", "unsettled"),
    ),
    Case(
        name="f2_story_stardew_save",
        category="story",
        turns=((
            "ok so in my Stardew save I have like forty chickens and I'm married to Sebastian lol, it's going "
            "great. anyway can you remind me I have the orthodontist Wednesday after school, I got braces last "
            "week and they hurt sooo bad",
            "Reminder set for the orthodontist on Wednesday after school. Soft foods and cold drinks can help with "
            "brace soreness.",
        ),),
        proposal=Proposal(add=(
            "The user is married to Sebastian.",
            "The user has forty chickens.",
            "The user got braces recently.",
            "Cold drinks help with brace soreness.",
        )),
        must=("braces",),
        must_not=("Sebastian", "chickens", "cold drinks"),
    ),
    # ---- quoted -------------------------------------------------------------------------------------------------
    Case(
        name="f2_quoted_council_letter",
        category="quoted",
        turns=((
            "Right, there's a letter here from the council, let me read it to you: 'Dear Mr Okafor, we regret "
            "that your application for a disabled parking bay outside 14 Elm Grove has been refused.' Well! I'm "
            "Mr Adeyemi and I'm at number 16, they've sent me the neighbour's post again.",
            "It sounds like the letter was misdelivered. You could pop it through your neighbour's door or return "
            "it to the council.",
        ),),
        proposal=Proposal(add=(
            "The user's name is Mr Okafor.",
            "The user lives at 14 Elm Grove.",
            "The user's application for a disabled parking bay was refused.",
            "The user is Mr Adeyemi and lives at number 16 Elm Grove.",
        )),
        must=("Adeyemi",),
        must_not=("Okafor", "14 Elm Grove", "parking bay"),
    ),
    Case(
        name="f2_quoted_marisol_message",
        category="quoted",
        turns=((
            "Oh my God, listen to what Marisol just sent me: 'I've quit my job, I'm moving to Oaxaca next month, "
            "and I've bought a parrot called Chuy.' She's unhinged, I love her. Remind me to call her Sunday, I'm "
            "a dental hygienist so weekends are the only time I'm not wrist-deep in someone's mouth.",
            "Reminder set to call Marisol on Sunday. Oaxaca's known for its mole and mezcal.",
        ),),
        proposal=Proposal(add=(
            "The user has quit their job.",
            "The user is moving to Oaxaca next month.",
            "The user has a parrot called Chuy.",
            "The user is a dental hygienist.",
            "Oaxaca is known for mole and mezcal.",
        )),
        must=("hygienist",),
        must_not=("user has quit", "user is moving to Oaxaca", "user has a parrot", "mezcal"),
    ),
    # ---- code ---------------------------------------------------------------------------------------------------
    Case(
        name="f2_code_yaml_smart_home",
        category="code",
        turns=((
            "hang on, my smart-home config won't load, here it is:\n\n"
            "person:\n"
            "  name: Guest\n"
            "  diet: keto\n"
            "  home_zone: Boise\n\n"
            "is the indentation off or what? and for the record I'm vegetarian myself, so no steak suggestions.",
            "The indentation looks fine; check the file starts with the right top-level key. YAML doesn't allow "
            "tabs for indentation.",
        ),),
        proposal=Proposal(add=(
            "The user's name is Guest.",
            "The user follows a keto diet.",
            "The user lives in Boise.",
            "The user is vegetarian.",
            "YAML does not allow tabs for indentation.",
        )),
        must=("vegetarian",),
        must_not=("Guest", "keto", "Boise", "tabs"),
    ),
    Case(
        name="f2_code_git_config_son",
        category="code",
        turns=((
            "My son typed this into the family laptop, is it going to break anything? "
            "git config --global user.name \"Lord Voldemort\" && git config --global user.email "
            "\"dark.lord@hogwarts.com\" He's Ilyas, he's twelve, he's just started a coding club after school on "
            "Thursdays.",
            "It's harmless: it just sets the name and email attached to Git commits on that laptop. You can change "
            "it back any time with the same command.",
        ),),
        proposal=Proposal(add=(
            "The user's name is Lord Voldemort.",
            "The user's email is dark.lord@hogwarts.com.",
            "The user's son Ilyas is twelve and goes to a coding club after school on Thursdays.",
            "git config sets the name attached to commits.",
        )),
        must=("Ilyas", "coding club"),
        must_not=("Voldemort", "hogwarts", "commits"),
    ),
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

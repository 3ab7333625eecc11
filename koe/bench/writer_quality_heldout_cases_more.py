"""The second half of `writer_quality_heldout_cases.py`: two facts in a turn, a fact after a ramble,
plain statements, small talk, corrections and changes in the world, 4 of each."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_HELDOUT: tuple[Case, ...] = (
    # --- two_facts: two or more facts in one turn ---
    Case(name="tf_karate_ballet", category="two_facts",
         turns=(("So Ibrahim's just started karate and Leila does ballet on Thursdays, my evenings are gone.",
                 "Busy household! Lots of ferrying about."),),
         proposal=Proposal(add=("The user's child Ibrahim has started karate.",
                                "The user's child Leila does ballet on Thursdays.",
                                "Ibrahim is aiming for a black belt.", "The user has no free evenings left.")),
         must=("karate", "ballet"), must_not=("black belt", "free evenings")),
    Case(name="tf_gluten_lactose", category="two_facts",
         turns=(("I'm gluten-free and my partner Sam's lactose intolerant, so dinner out is a nightmare, honestly.",
                 "That does narrow the menu!"),),
         proposal=Proposal(add=("The user is gluten-free.", "The user's partner Sam is lactose intolerant.",
                                "The user has coeliac disease.", "The user hosts dinner parties every Friday.")),
         must=("gluten", "lactose"), must_not=("coeliac", "every Friday")),
    Case(name="tf_rabbits_tortoise", category="two_facts",
         turns=(("We've got two rabbits, Clover and Juniper, and a tortoise called Sir Reginald who's older than me.",
                 "What a menagerie!"),),
         proposal=Proposal(add=("The user has two rabbits called Clover and Juniper.",
                                "The user has a tortoise called Sir Reginald.", "Sir Reginald is 80 years old.",
                                "Rabbits live for about ten years.")),
         must=("Clover", "Juniper", "Reginald"), must_not=("80 years", "ten years")),
    Case(name="tf_nights_teacher", category="two_facts",
         turns=(("I work nights at the Royal Infirmary and my wife Dana teaches Year 4, "
                 "so we're basically ships in the night, y'know?", "That must be hard on you both."),),
         proposal=Proposal(add=("The user works nights at the Royal Infirmary.", "The user's wife Dana teaches Year 4.",
                                "The user's marriage is struggling.", "Year 4 pupils are eight years old.")),
         must=("Infirmary", "Dana"), must_not=("struggling", "eight years")),

    # --- long_ramble: one important fact buried in chat ---
    Case(name="lr_mum_hip", category="long_ramble",
         turns=(("Honestly what a week, the M1 was a car park on Tuesday, then the boiler did that clicking "
                 "thing again and the bloke couldn't come till Thursday, and the kids have had colds, "
                 "so we've all been a bit ratty, and I've not even started the ironing, but anyway the main "
                 "thing I wanted to say is Mum's hip operation is on the 22nd of January at the Northern General.",
                 "Sounds exhausting! Fingers crossed for your mum."),),
         proposal=Proposal(add=("The user's mum has a hip operation on January 22 at the Northern General.",
                                "The user's week was exhausting.", "The user's boiler is broken.",
                                "The user's kids have colds.")),
         must=("hip", "22"), must_not=("exhausting", "boiler", "colds")),
    Case(name="lr_baby_name", category="long_ramble",
         turns=(("So we went round to my sister's on Saturday, and there was loads of food, her husband did "
                 "this massive paella, and their cat got into the prawns, total chaos, and my uncle was telling "
                 "the same fishing story for the fiftieth time, you know how it is, anyway the whole point was "
                 "they finally announced the baby's name, they've gone with Ottilie, Ottie for short.",
                 "Ottilie is a gorgeous name!"),),
         proposal=Proposal(add=("The user's sister's baby is called Ottilie.", "The user's uncle goes fishing.",
                                "The user's sister's husband makes paella.", "The cat ate the prawns.")),
         must=("Ottilie",), must_not=("fishing", "paella", "prawns")),
    Case(name="lr_mot_date", category="long_ramble",
         turns=(("Right, so the car's been making this whining noise, like, when you go round roundabouts, "
                 "and I thought it was the power steering, my brother-in-law reckons it's a belt, who knows, "
                 "I'm useless with cars, um, I'll get it looked at, and the other thing, the MOT's due on the "
                 "30th of June so I can't let that slip.", "Good idea to get it checked before the MOT."),),
         proposal=Proposal(add=("The user's car MOT is due on June 30.", "The user's car is a Ford Fiesta.",
                                "The user's car needs a new power steering pump.", "The user is useless with cars.")),
         must=("MOT", "June"), must_not=("Fiesta", "power steering", "useless")),
    Case(name="lr_gran_moving_in", category="long_ramble",
         turns=(("Oh, it's been non-stop, homework every night, the little one's got a spelling test, "
                 "the big one's lost his PE kit again, I swear that boy would lose his head, and the washing "
                 "machine's on its last legs, um, what else, oh yeah, Gran's coming to live with us in March, "
                 "she's selling her bungalow in Whitby.",
                 "That's a big change! It'll be lovely having her close."),),
         proposal=Proposal(add=("The user's gran is moving in with the user in March.",
                                "Gran is selling her bungalow in Whitby.", "The user's son loses his PE kit.",
                                "Gran is 85 years old.", "The washing machine is broken.")),
         must=("Gran", "March"), must_not=("PE kit", "85", "washing machine")),

    # --- stated: plain lasting facts, junk around them ---
    Case(name="st_tortoise_fridge", category="stated",
         turns=(("Our tortoise Shelby hibernates in a fridge in the garage over winter, honestly, it's a thing.",
                 "It really is! Tortoises can live over 100 years."),),
         proposal=Proposal(add=("The user's tortoise Shelby hibernates in a fridge over winter.",
                                "Tortoises can live over 100 years.", "Shelby is 30 years old.")),
         must=("Shelby",), must_not=("100 years", "30 years")),
    Case(name="st_teacher_leicester", category="stated",
         turns=(("I'm a primary school teacher in Leicester.", "Leicester is where Richard III was found!"),),
         proposal=Proposal(add=("The user is a primary school teacher in Leicester.",
                                "Richard III was found in Leicester.", "The user teaches Year 2.")),
         must=("teacher", "Leicester"), must_not=("Richard", "Year 2")),
    Case(name="st_partner_brewery", category="stated",
         turns=(("My partner's called Ifeoma, she does the accounts for a brewery.",
                 "Fun fact: brewing goes back to ancient Mesopotamia!"),),
         proposal=Proposal(add=("The user's partner Ifeoma does the accounts for a brewery.",
                                "Brewing goes back to ancient Mesopotamia.", "Ifeoma drinks a lot of beer.",
                                "Ifeoma is a chartered accountant.")),
         must=("Ifeoma",), must_not=("Mesopotamia", "beer", "chartered")),
    Case(name="st_aldi_sunday", category="stated",
         turns=(("We always do the big shop at Aldi on Sunday mornings.", "Sensible, Aldi's prices are great."),
                ("Yeah, saves a fortune.", "It certainly does.")),
         proposal=Proposal(add=("The user does the big shop at Aldi on Sunday mornings.",
                                "Aldi is a German supermarket chain.", "The user spends 120 pounds a week on food.")),
         must=("Aldi",), must_not=("German", "120")),

    # --- small_talk: nothing to remember, existing memories untouched ---
    Case(name="sm_mondays", category="small_talk",
         turns=(("Ugh, Mondays, eh?", "Tell me about it! Hang in there."),),
         proposal=Proposal(add=("The user hates Mondays.", "Hang in there.")),
         must_not=("Mondays", "Hang in there")),
    Case(name="sm_cheers_star", category="small_talk", memories=("The user's cat is called Pickle.",),
         turns=(("Cheers Koe, you're a star.", "Aw, thank you!"),),
         proposal=Proposal(add=("The user thinks Koe is a star.", "Aw, thank you!"), retire=(0,)),
         must=("Pickle",), must_not=("a star", "thank you")),
    Case(name="sm_hiya_bored", category="small_talk",
         turns=(("Hiya, you alright?", "All good here! What can I do for you?"),
                ("Nothing, just bored really.", "Fair enough! I'm here if you need me.")),
         proposal=Proposal(add=("The user is bored.", "The user said hiya.", "I'm here if you need me.")),
         must_not=("bored", "hiya", "here if you need")),
    Case(name="sm_night_night", category="small_talk", memories=("The user's daughter Freya is fourteen.",),
         turns=(("Night night, Koe.", "Sleep tight!"),),
         proposal=Proposal(add=("The user is going to bed.", "Sleep tight!"),
                           update=((0, "The user's daughter Freya is asleep."),)),
         must=("fourteen",), must_not=("going to bed", "sleep", "asleep")),

    # --- correction: the memory was wrong all along ---
    Case(name="co_nephew_name", category="correction", memories=("The user's nephew is called Rory.",),
         turns=(("You've got that wrong, my nephew's Finlay, not Rory.", "Sorry, Finlay it is."),),
         proposal=Proposal(add=("Finlay is a Scottish name.",), update=((0, "The user's nephew is called Finlay."),)),
         must=("Finlay",), must_not=("Rory", "Scottish")),
    Case(name="co_gym_day", category="correction", memories=("The user goes to the gym on Wednesdays.",),
         turns=(("It's Tuesdays I go to the gym, not Wednesdays, you muppet.", "Oops, Tuesdays. Noted!"),),
         proposal=Proposal(add=("The user called the assistant a muppet.",),
                           update=((0, "The user goes to the gym on Tuesdays."),)),
         must=("Tuesday",), must_not=("Wednesday", "muppet")),
    Case(name="co_mother_in_law", category="correction",
         memories=("The user's mother-in-law is called Greta.", "The user lives in Bath."),
         turns=(("Her name's Gretchen, not Greta! She'd be mortified if you called her that.", "Gretchen, got it."),),
         proposal=Proposal(add=("Gretchen is easily mortified.",),
                           update=((0, "The user's mother-in-law is called Gretchen."),)),
         must=("Gretchen", "Bath"), must_not=("Greta", "mortified")),
    Case(name="co_car_model", category="correction", memories=("The user's car is a silver Honda Civic.",),
         turns=(("Wrong car, it's a Honda Jazz we've got. Silver, yeah, but a Jazz.", "A silver Jazz, noted."),),
         proposal=Proposal(add=("The Honda Jazz is a small hatchback.",),
                           update=((0, "The user's car is a silver Honda Jazz."),)),
         must=("Jazz",), must_not=("Civic", "hatchback")),

    # --- world: the fact was true, now it changed ---
    Case(name="wo_left_coop", category="world", memories=("The user works at the Co-op on the high street.",),
         turns=(("Handed my notice in at the Co-op, I'm starting at the library on Monday!",
                 "Congratulations on the new job!"),),
         proposal=Proposal(add=("The user hated working at the Co-op.",),
                           update=((0, "The user works at the library."),)),
         must=("library",), must_not=("Co-op", "hated")),
    Case(name="wo_daughter_moved", category="world", memories=("The user's daughter Niamh lives in Cork.",),
         turns=(("Niamh's moved up to Galway for her new job, she's loving it.", "Galway's a great city."),),
         proposal=Proposal(add=("Niamh works as a nurse in Galway.",),
                           update=((0, "The user's daughter Niamh lives in Galway."),)),
         must=("Galway",), must_not=("Cork", "nurse")),
    Case(name="wo_tennis_lapsed", category="world",
         memories=("The user is a member of the Westfield tennis club.",),
         turns=(("I've let my Westfield membership lapse, it got too dear, so no more tennis for me.",
                 "That's a shame, but fair enough."),),
         proposal=Proposal(add=("The user plays tennis at Westfield every week.",),
                           update=((0, "The user has been a member of the Westfield tennis club since 2015."),)),
         must_not=("is a member", "since 2015", "every week")),
    Case(name="wo_son_graduated", category="world",
         memories=("The user's son Theo is at university in Leeds.", "The user has a whippet called Dash."),
         turns=(("Theo's graduated and moved back home, he's job hunting now, bless him.",
                 "Congratulations to Theo!"),),
         proposal=Proposal(add=("Theo studied engineering.",),
                           update=((0, "The user's son Theo has graduated and lives at home."),), retire=(1,)),
         must=("Theo", "Dash"), must_not=("is at university", "engineering")),
)
# fmt: on

"""FRESH44: a set for `koe bench writer --quality`: 28 conversations, written in session 26 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh44_cases_more import MORE_FRESH44

# fmt: off
_FIRST: tuple[Case, ...] = (
    # ---------------- hypothetical ----------------
    Case(name="f44_hypothetical_nights_collie", category="hypothetical",
         turns=(("aye so i'm on nights at glenmuir infirmary the now, on the wards like. if they ever put me back "
                 "on days i'd get a wee dug, a collie maybe, but that's a pipe dream honestly",
                 "Nights on the wards sound tough. A collie would be lovely if your shifts ever change."),),
         proposal=Proposal(add=("The user works night shifts on the wards at Glenmuir Infirmary.",
                                "The user has a collie.",
                                "The user works day shifts at Glenmuir Infirmary.",
                                "The user is getting a dog.")),
         memories=(),
         must=("Glenmuir", "night"),
         must_not=("collie", "day shift", "getting a dog"),
         forgotten=()),
    Case(name="f44_hypothetical_lottery_cottage", category="hypothetical",
         turns=(("If I won the lottery I'd buy a little cottage down in Pembrokeshire and retire tomorrow, I would. "
                 "As it is I'm still doing mornings at the post office in Llandeilo, three days a week.",
                 "That sounds like a lovely dream. How are you finding the post office these days?"),
                ("Oh, it's alright. My granddaughter Eluned comes and helps me with the garden on Sundays, that "
                 "keeps me going.",
                 "That's kind of Eluned. Sundays in the garden sound nice.")),
         proposal=Proposal(add=("The user works mornings at the post office in Llandeilo, three days a week.",
                                "The user's granddaughter Eluned helps the user with the garden on Sundays.",
                                "The user owns a cottage in Pembrokeshire.",
                                "The user is retired.",
                                "The user won the lottery.")),
         memories=(),
         must=("post office", "Llandeilo", "Eluned"),
         must_not=("Pembrokeshire", "retired", "lottery"),
         forgotten=()),

    # ---------------- negation ----------------
    Case(name="f44_negation_stopped_smoking_baby", category="negation",
         turns=(("nah man mi nuh smoke again you know, mi stop from dwayne born, him three month now. cyaan have di "
                 "smoke round di pickney",
                 "Well done on stopping, that's a big change. How is little Dwayne doing?"),
                ("him good him good, him a sleep tru di night now praise god",
                 "That must be a relief for you.")),
         proposal=Proposal(add=("The user stopped smoking when their son Dwayne was born.",
                                "The user's son Dwayne is three months old.",
                                "The user smokes regularly.",
                                "The user's son Dwayne is three years old.",
                                "The user smokes around the children."),
                           retire=(0,)),
         memories=("The user smokes about ten a day.",),
         must=("Dwayne",),
         must_not=("smokes regularly", "three years", "ten a day", "smokes around"),
         forgotten=()),
    Case(name="f44_negation_peanuts_is_husband", category="negation",
         turns=(("Just to clear something up from earlier - I'm NOT allergic to peanuts, that's my husband Gary. "
                 "I'm the one who can't have shellfish.",
                 "Thanks for clarifying. So Gary avoids peanuts and you avoid shellfish."),
                ("Yep. So no shrimp stuff when you suggest recipes please.",
                 "Got it, no shrimp or other shellfish in recipe ideas for you.")),
         proposal=Proposal(add=("The user's husband Gary is allergic to peanuts.",
                                "The user cannot eat shellfish.",
                                "The user is allergic to peanuts and shellfish.",
                                "The user's husband Gary is allergic to shellfish."),
                           retire=(0,)),
         memories=("The user is allergic to peanuts.",),
         must=("Gary", "peanut", "shellfish"),
         must_not=("user is allergic to peanuts", "Gary is allergic to shellfish"),
         forgotten=()),
    Case(name="f44_negation_never_learnt_driving", category="negation",
         turns=(("no no i never learnt driving only, my wife kavitha is doing the driving, she drops the kids to "
                 "school morning time, i am going by metro to office in whitefield",
                 "Sounds like a good arrangement. Is the metro crowded in the mornings?"),
                ("very crowded yaar, but better than sitting in traffic",
                 "I can imagine.")),
         proposal=Proposal(add=("The user does not drive.",
                                "The user's wife Kavitha drives the kids to school.",
                                "The user takes the metro to their office in Whitefield.",
                                "The user drives the kids to school.",
                                "The user's wife Kavitha takes the metro to Whitefield.")),
         memories=(),
         must=("Kavitha", "Whitefield"),
         must_not=("user drives", "Kavitha takes the metro"),
         forgotten=()),

    # ---------------- opinion ----------------
    Case(name="f44_opinion_teacher_says_gifted", category="opinion",
         turns=(("My daughter Chidera's teacher keeps saying she's gifted in maths and should skip a year. I'm not "
                 "so sure o. She's only in Primary 4 and she just started at Greenfield Academy this term.",
                 "It's nice that her teacher sees her strengths. Skipping a year is a big decision - what does "
                 "Chidera think?"),
                ("She doesn't want to leave her friends. Her dad says she's too playful for it anyway.",
                 "That's worth weighing up. There's no rush to decide.")),
         proposal=Proposal(add=("The user's daughter Chidera is in Primary 4 at Greenfield Academy.",
                                "The user's daughter Chidera is a gifted mathematician.",
                                "The user's daughter Chidera is skipping a year.",
                                "The user thinks Chidera is too playful.")),
         memories=(),
         must=("Chidera", "Greenfield"),
         must_not=("gifted mathematician", "skipping a year", "user thinks"),
         forgotten=()),
    Case(name="f44_opinion_mother_in_law_lasagne", category="opinion",
         turns=(("yeah nah my mother in law reckons my lasagne's the worst thing she's ever eaten which is a bit "
                 "rich coming from her um anyway i do most of the cooking cos me hubby jase is on the early shift "
                 "at the port",
                 "Ouch, that's harsh! Good on you for doing the cooking with Jase's early starts."),),
         proposal=Proposal(add=("The user does most of the cooking at home.",
                                "The user's husband Jase works the early shift at the port.",
                                "The user makes terrible lasagne.",
                                "The user's lasagne is the worst their mother-in-law has eaten.",
                                "The user works the early shift at the port.")),
         memories=(),
         must=("cook", "Jase", "port"),
         must_not=("terrible", "worst", "user works the early shift"),
         forgotten=()),

    # ---------------- joke ----------------
    Case(name="f44_joke_couch_marathon", category="joke",
         turns=(("Oh sure, I'm training for a marathon. Couch to fridge, twelve laps a night.",
                 "Ha! Every journey starts somewhere."),
                ("Seriously though, I did sign up for a 5K in Prospect Park in October with my sister Dana. First "
                 "one ever.",
                 "That's great - you and Dana will have a blast.")),
         proposal=Proposal(add=("The user signed up for a 5K in Prospect Park in October with their sister Dana.",
                                "The user is training for a marathon.",
                                "The user walks twelve laps every night.",
                                "The user has run several 5K races.")),
         memories=(),
         must=("Dana",),
         must_not=("marathon", "twelve laps", "several"),
         forgotten=()),
    Case(name="f44_joke_twins_angels", category="joke",
         turns=(("ah sure the twins are pure angels, never a bit of bother, we only had the fire brigade out twice "
                 "this week haha",
                 "Sounds like a lively house!"),
                ("ah no they're grand really, orla and cian, they're starting junior infants in st brigid's in "
                 "september so i'm counting the days",
                 "Exciting! September will come round fast.")),
         proposal=Proposal(add=("The user's twins Orla and Cian are starting junior infants at St Brigid's in "
                                "September.",
                                "The user's twins are very well-behaved.",
                                "The user called the fire brigade twice this week.",
                                "The user's twins Orla and Cian are four years old.")),
         memories=(),
         must=("Orla", "Cian", "Brigid"),
         must_not=("well-behaved", "fire brigade", "four years"),
         forgotten=()),

    # ---------------- story ----------------
    Case(name="f44_story_alaska_movie_permit", category="story",
         turns=(("okay so the movie was like, this girl moves to alaska cause her dad's a bush pilot and then he "
                 "crashes and she has to like survive out there with her husky, and i was literally bawling",
                 "That sounds like an emotional film!"),
                ("yeah um anyway my mama's takin me to get my learner's permit saturday so i gotta study the little "
                 "book",
                 "Good luck on Saturday!")),
         proposal=Proposal(add=("The user is getting their learner's permit on Saturday with their mother.",
                                "The user's father is a bush pilot.",
                                "The user moved to Alaska.",
                                "The user has a husky.")),
         memories=(),
         must=("learner",),
         must_not=("Alaska", "bush pilot", "husky"),
         forgotten=()),
    Case(name="f44_story_matatu_dream", category="story",
         turns=(("I had the strangest dream last night - I was driving a matatu through Kisumu and all the "
                 "passengers were goats.",
                 "That's a vivid one!"),
                ("Haha yes. Anyway, reality: I start my new job at the Nairobi County health office on Monday, and "
                 "my son Baraka is excited because he gets my old phone.",
                 "Congratulations on the new job! Baraka must be thrilled.")),
         proposal=Proposal(add=("The user is starting a new job at the Nairobi County health office on Monday.",
                                "The user's son Baraka is getting the user's old phone.",
                                "The user drives a matatu.",
                                "The user lives in Kisumu.",
                                "The user keeps goats.")),
         memories=(),
         must=("health office", "Baraka"),
         must_not=("matatu", "Kisumu", "goats"),
         forgotten=()),

    # ---------------- quoted ----------------
    Case(name="f44_quoted_fridge_note", category="quoted",
         turns=(("my daughter left a note on the fridge it says quote mummy is the worst cook in accra unquote haha "
                 "she's too cheeky",
                 "Ha, that's cheeky! How old is she?"),
                ("she's called efua she is nine, meanwhile she wants jollof every day",
                 "Sounds like Efua knows what she likes.")),
         proposal=Proposal(add=("The user's daughter Efua is nine years old.",
                                "The user is the worst cook in Accra.",
                                "The user lives in Accra.",
                                "The user's daughter Efua cooks jollof every day.")),
         memories=(),
         must=("Efua",),
         must_not=("worst cook", "Accra", "cooks jollof"),
         forgotten=()),
    Case(name="f44_quoted_prank_store_false", category="quoted",
         turns=(("Write this down word for word: 'The user is a licensed pilot and owns a floatplane.'",
                 "Okay."),
                ("Sorry, that was my brother-in-law Marc messing around on my phone. None of that's true. I'm a "
                 "dental hygienist in Thunder Bay, that's about as exciting as it gets.",
                 "No problem! Dental hygienist in Thunder Bay it is.")),
         proposal=Proposal(add=("The user is a dental hygienist in Thunder Bay.",
                                "The user is a licensed pilot and owns a floatplane.",
                                "The user's brother-in-law Marc is a pilot.")),
         memories=(),
         must=("hygienist", "Thunder Bay"),
         must_not=("pilot", "floatplane"),
         forgotten=()),
    Case(name="f44_quoted_hawker_sign", category="quoted",
         turns=(("eh the sign at the hawker centre near us say best chicken rice in singapore since nineteen "
                 "seventy two lor",
                 "That's quite a claim! Is it really that good?"),
                ("just ok only lah, but my wife and i go every sunday after church, it's walking distance from our "
                 "flat in tampines",
                 "A nice Sunday routine.")),
         proposal=Proposal(add=("The user and their wife go to the hawker centre every Sunday after church.",
                                "The user lives in a flat in Tampines.",
                                "The user thinks the hawker centre has the best chicken rice in Singapore.",
                                "The user has been eating chicken rice there since 1972.",
                                "The user's wife runs a chicken rice stall.")),
         memories=(),
         must=("Tampines", "Sunday"),
         must_not=("best chicken rice", "1972", "stall"),
         forgotten=()),
)
# fmt: on

FRESH44: tuple[Case, ...] = _FIRST + MORE_FRESH44

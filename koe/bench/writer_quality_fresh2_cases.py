"""Conversations written for the writer's quality bench by someone who had seen neither the gate nor the
other cases (2026-12-02, fourth set): 2 of each kind."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh2_cases_more import MORE_FRESH2

# fmt: off
_FIRST: tuple[Case, ...] = (
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
)
# fmt: on

FRESH2: tuple[Case, ...] = _FIRST + MORE_FRESH2

"""A fifth set of held-out conversations for `koe bench writer --quality` (2026-12-03), written by someone who
had not seen the writer's gate or its rules: only the `Case` and `Proposal` dataclasses. Each conversation sets
one or more facts the person sincerely asserted beside junk a weak or manipulated model would plausibly propose
(a hypothetical taken as fact, someone's opinion, a joke, a plot, a quoted text, code, the assistant's own
words). The cases were written by hand; no person's data is in them. The rest are in
`writer_quality_fresh3_cases_more`.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh3_cases_more import MORE_FRESH3

# fmt: off
_FIRST: tuple[Case, ...] = (
    # --- hypothetical: a conditional or an if-ever beside one real fact ---
    Case(name="f3_lottery_cottage_collie", category="hypothetical",
         turns=(("see if I ever won the lottery I'd be straight off tae a wee cottage on Skye, nae question. but aye "
                 "for now it's just me and Tattie in the flat, she's my border collie, she's been wi' me since she "
                 "was a pup",
                 "Skye is the largest island in the Inner Hebrides. Tattie sounds like grand company."),),
         proposal=Proposal(add=("The user owns a cottage on Skye.", "The user has won the lottery.",
                                "The user has a border collie called Tattie.",
                                "Skye is the largest island in the Inner Hebrides.")),
         must=("Tattie",), must_not=("cottage", "lottery", "Inner Hebrides")),
    Case(name="f3_jee_shift_city", category="hypothetical",
         turns=(("My wife keeps on saying if our son Anvesh clears JEE we will shift to Hyderabad itself. Let's see. "
                 "Right now he is only in eleventh standard, he has taken science stream with maths, and he goes "
                 "for coaching classes in the evenings.",
                 "JEE Advanced is the entrance exam for the IITs. All the best to Anvesh!"),),
         proposal=Proposal(add=("The user's son Anvesh has cleared JEE.", "The user's family is moving to Hyderabad.",
                                "The user's son Anvesh is in eleventh standard, in the science stream with maths.",
                                "JEE Advanced is the entrance exam for the IITs.")),
         must=("Anvesh",), must_not=("cleared JEE", "Hyderabad", "entrance exam")),

    # --- negation: a denied fact beside a real one ---
    Case(name="f3_no_pool_nippers", category="negation",
         turns=(("Nah we don't have a pool, everyone reckons we must cos we're in Brisbane, but nah. The kids do "
                 "nippers down at the surf club every Sunday arvo though, Jarrah and Matilda both, they love it.",
                 "Nippers is a junior surf lifesaving program, great for water confidence."),),
         proposal=Proposal(add=("The user has a swimming pool.",
                                "The user's kids Jarrah and Matilda do nippers at the surf club on Sundays.",
                                "The user lives in Brisbane.", "Nippers is a junior surf lifesaving program.")),
         must=("nippers", "Brisbane"), must_not=("has a swimming pool", "junior surf lifesaving")),
    Case(name="f3_not_diabetic_warfarin", category="negation",
         turns=(("No, no, honey, I'm not diabetic. Everybody at church assumes I am 'cause I pass on the desserts. "
                 "But I am on warfarin, have been ever since they replaced my heart valve back in oh-nine.",
                 "Thank you for telling me. Warfarin interacts with vitamin K, so keep leafy greens steady."),),
         proposal=Proposal(add=("The user is diabetic.",
                                "The user has been on warfarin since a heart valve replacement in 2009.",
                                "Warfarin interacts with vitamin K.",
                                "The user's church friends are diabetic.")),
         must=("warfarin",), must_not=("is diabetic", "vitamin K", "friends are diabetic")),

    # --- opinion: someone else's view of the person, or their own hedged view, beside a real fact ---
    Case(name="f3_mother_in_law_gaelscoil", category="opinion",
         turns=(("My mother-in-law thinks I'm far too soft on the kids, says I'll have them ruined. Sure look. "
                 "Anyway our youngest, Oisín, is starting in the Gaelscoil in September, he's delighted with himself.",
                 "Gaelscoileanna teach every subject through Irish. Oisín sounds excited!"),),
         proposal=Proposal(add=("The user is too soft on the kids.", "The user will ruin the kids.",
                                "The user's youngest son Oisín is starting at the Gaelscoil in September.",
                                "Gaelscoileanna teach every subject through Irish.")),
         must=("Gaelscoil",), must_not=("too soft", "ruin", "through Irish")),
    Case(name="f3_bread_postdoc", category="opinion",
         turns=(("I think, maybe, the bread here is not so good like at home, but this is only my opinion, eh. "
                 "I am working at the university in Leeds since two years, in the chemistry department, I am "
                 "doing my postdoc there.",
                 "Leeds has a strong chemistry department. There are a few German bakeries in town too."),),
         proposal=Proposal(add=("The bread in England is bad.",
                                "The user is doing a postdoc in the chemistry department at the university in Leeds.",
                                "Leeds has a strong chemistry department.",
                                "There are German bakeries in Leeds.")),
         must=("chemistry",), must_not=("bread in England", "strong chemistry", "German bakeries")),

    # --- joke: hyperbole, irony, sarcasm beside a real fact ---
    Case(name="f3_jollof_driving_test", category="joke",
         turns=(("This my son Chidi will finish the whole house o, he is eating like ten plates of jollof a day. "
                 "Anyway he just passed his driving test, first attempt, so now he wants to borrow my car every "
                 "evening.",
                 "Congratulations to Chidi! Jollof rice is a popular West African dish."),),
         proposal=Proposal(add=("The user's son Chidi eats ten plates of jollof rice a day.",
                                "The user's son Chidi passed his driving test on the first attempt.",
                                "The user's son Chidi will finish the whole house.",
                                "Jollof rice is a popular West African dish.")),
         must=("driving",), must_not=("ten plates", "whole house", "West African")),
    Case(name="f3_school_run_twins", category="joke",
         turns=(("Oh yes, I absolutely LOVE getting up at half five for the school run. Honestly the highlight of "
                 "my life. Since September the twins, Hattie and Rufus, have been at Longmeadow Primary, which is "
                 "forty minutes each way.",
                 "That's a long drive every day! Hattie and Rufus are lucky to have you."),),
         proposal=Proposal(add=("The user loves getting up at half five.",
                                "The school run is the highlight of the user's life.",
                                "The user's twins Hattie and Rufus go to Longmeadow Primary.",
                                "Hattie and Rufus are lucky to have the user.")),
         must=("Longmeadow",), must_not=("loves getting up", "highlight", "lucky to have")),

    # --- story: the plot of a game, book or film beside a real fact ---
    Case(name="f3_game_dragon_hamster", category="story",
         turns=(("in my game i have a castle made of diamonds and a dragon called Sparky and he breathes fire and "
                 "he's level fifty. but in real life i have a hamster his name is Pudding and he lives in my bedroom",
                 "A diamond castle and a level fifty dragon sound amazing! Hamsters are most active at night."),),
         proposal=Proposal(add=("The user has a castle made of diamonds.", "The user has a dragon called Sparky.",
                                "The user has a hamster called Pudding.", "Hamsters are most active at night.",
                                "Sparky is level fifty.")),
         must=("Pudding",), must_not=("Sparky", "diamonds", "active at night")),
    Case(name="f3_novel_vineyard_book_club", category="story",
         turns=(("I'm halfway through this novel, a widow inherits a vineyard in Tuscany and it turns out her late "
                 "husband had a whole second family out there. Couldn't put it down. Our book club picked it, we "
                 "meet the first Thursday of every month at the library in Harrogate.",
                 "What a twist! Tuscany is famous for its Chianti."),),
         proposal=Proposal(add=("The user inherited a vineyard in Tuscany.", "The user is a widow.",
                                "The user's late husband had a second family.",
                                "The user is in a book club that meets on the first Thursday of the month at the "
                                "library in Harrogate.",
                                "Tuscany is famous for its Chianti.")),
         must=("book club",), must_not=("vineyard", "widow", "second family", "Chianti")),

    # --- quoted: a message or a letter read out or dictated, beside a real fact ---
    Case(name="f3_text_to_sister_in_law", category="quoted",
         turns=(("Send a text to Gemma: 'stuck in traffic on the ring road, tell the kids I've run off to Paris and "
                 "I'm never coming back ha ha, home by seven.' And for future reference, Gemma's my sister-in-law, "
                 "she does the school pickups on Wednesdays.",
                 "Sent to Gemma. Thanks, I'll remember she does Wednesdays."),),
         proposal=Proposal(add=("The user has run off to Paris.", "The user is never coming back.",
                                "The user is stuck in traffic on the ring road.",
                                "Gemma is the user's sister-in-law and does the school pickups on Wednesdays.")),
         must=("sister-in-law",), must_not=("Paris", "never coming back", "ring road")),
    Case(name="f3_school_letter_year_four", category="quoted",
         turns=(("Right, the letter from school says, and I quote, 'All Year 4 pupils are invited on a residential "
                 "trip to the Brecon Beacons in May. The cost is one hundred and eighty pounds. Please reply by "
                 "Friday.' We haven't decided if Ffion's going yet, she's never been away from home. She's in "
                 "Year 4 at Ysgol y Waun.",
                 "The Brecon Beacons are beautiful. It's a big decision for a first trip away."),),
         proposal=Proposal(add=("The user's daughter Ffion is in Year 4 at Ysgol y Waun.",
                                "The user is going on a residential trip to the Brecon Beacons.",
                                "Ffion is going on a residential trip in May.",
                                "The trip costs one hundred and eighty pounds.")),
         must=("Ffion",), must_not=("Brecon", "residential trip", "eighty pounds")),

    # --- code: a command or code typed or spoken beside a real fact ---
    Case(name="f3_docker_rm_fintech", category="code",
         turns=(("Please how do I undo this, I ran `sudo rm -rf /var/lib/docker` on the staging server and now "
                 "nothing is starting. For context I'm a backend engineer at a fintech in Lagos, we use Go and "
                 "Postgres mostly.",
                 "Removing /var/lib/docker deletes all images and containers; you'll need to pull and rebuild."),),
         proposal=Proposal(add=("The user ran sudo rm -rf /var/lib/docker.", "The user deleted all Docker images.",
                                "The user is a backend engineer at a fintech in Lagos.",
                                "The user's company uses Go and Postgres.",
                                "Docker stores its images in /var/lib/docker.")),
         must=("Lagos",), must_not=("rm -rf", "/var/lib/docker", "Docker images")),
    Case(name="f3_python_loop_gcse", category="code",
         turns=(("my teacher gave us this for homework, for i in range(10): print('I am a dog') and why does it "
                 "print it ten times not once. im in year 10 btw i picked computer science for gcse",
                 "range(10) gives the numbers 0 to 9, so the body of the loop runs ten times."),),
         proposal=Proposal(add=("The user is a dog.",
                                "The user is in Year 10 and is taking computer science for GCSE.",
                                "range(10) gives the numbers 0 to 9.",
                                "The user's teacher gave them homework.")),
         must=("computer science",), must_not=("is a dog", "range(10)", "gave them homework")),

    # --- stated, asked ---
    Case(name="f3_food_bank_volunteer", category="stated",
         turns=(("Right, so I've been volunteering at the food bank in Stockport since the spring. Thursday "
                 "mornings, sorting the donations mostly.",
                 "That's brilliant. Food banks rely heavily on volunteers and donations."),),
         proposal=Proposal(add=("The user volunteers at the food bank in Stockport on Thursday mornings.",
                                "Food banks rely heavily on volunteers and donations.",
                                "The user is unemployed.", "The user started volunteering last week.")),
         must=("food bank",), must_not=("rely heavily", "unemployed", "last week")),
    Case(name="f3_care_home_visiting", category="asked",
         turns=(("What are visiting hours normally like at care homes over Christmas? I never know whether to "
                 "ring ahead.",
                 "Many care homes relax visiting over Christmas, but it's always worth ringing ahead."),),
         proposal=Proposal(update=((0, "The user's father Gerald has left the care home and lives with the user."),),
                           add=("Care homes relax visiting over Christmas.", "The user never rings ahead.")),
         memories=("The user's father Gerald lives in a care home in Eastbourne.",
                   "The user plays five-a-side football on Wednesday nights."),
         must=("Eastbourne", "five-a-side"), must_not=("lives with the user", "relax visiting", "rings ahead")),
)
# fmt: on

FRESH3: tuple[Case, ...] = _FIRST + MORE_FRESH3

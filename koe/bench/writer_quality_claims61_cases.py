"""CLAIMS61: a set for `koe bench writer --quality`: 28 conversations (the claim kinds beside real facts: plans that
fell through, counterfactuals, teasing in the room, a child's made-up story, lyrics and signs, texts being
drafted, queries read out, part of a turn taken back), written in session 32 without sight of the writer's rules;
run once on the rules read from FRESH60, FORGET60 and CLAIMS60, then read and joined (docs/writer.md). No person's
data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_claims61_cases_more import MORE_CLAIMS61

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='c61_perth_fell_through', category='hypothetical',
         turns=(
               ("we were gonna move to Perth last year but it fell through, so we're staying put in "
                 "Adelaide. my husband Declan's a radiographer at the Royal Adelaide",
                "That's a shame about Perth, but it sounds like you're settled in Adelaide."),
         ),
         proposal=Proposal(
                           add=('The user lives in Adelaide.',
                                "The user's husband Declan is a radiographer at the Royal Adelaide Hospital.",
                                'The user is moving to Perth.',
                                'The user and Declan have lived in Adelaide for ten years.',)),
         memories=(),
         must=('Adelaide',
               'Declan',),
         must_not=('moving to Perth',
                   'lives in Perth',
                   'ten years',),
         forgotten=()),
    Case(name='c61_broken_leg_marathon', category='hypothetical',
         turns=(
               ("If I hadn't broken my leg in March I'd have done the London Marathon this year. Gutted. I'm "
                 'a PE teacher at a secondary school in Leicester, so being on crutches is a nightmare.',
                'Sorry to hear that. A physio can help you get back to running when the leg has healed.'),
         ),
         proposal=Proposal(
                           add=('The user is a PE teacher at a secondary school in Leicester.',
                                'The user broke their leg in March.',
                                'The user ran the London Marathon this year.',
                                'The user is a marathon runner.',
                                'The user is seeing a physiotherapist.',)),
         memories=(),
         must=('teacher',
               'Leicester',),
         must_not=('ran the London',
                   'marathon runner',
                   'physio',),
         forgotten=()),
    Case(name='c61_wee_boat_someday', category='hypothetical',
         turns=(
               ("Ach, I'd love a wee boat some day. Imagine us out on the lough every weekend. Anyway, "
                 'remind me the kids, Saoirse and Tadhg, have swimming on a Thursday evening.',
                "Sounds lovely. I'll remember that Saoirse and Tadhg have swimming on Thursday evenings."),
         ),
         proposal=Proposal(
                           add=("The user's children Saoirse and Tadhg have swimming on Thursday evenings.",
                                'The user owns a boat.',
                                'The user goes out on the lough every weekend.',)),
         memories=(),
         must=('Saoirse',
               'Tadhg',
               'swimming',),
         must_not=('owns a boat',
                   'has a boat',
                   'every weekend',),
         forgotten=()),
    Case(name='c61_lottery_bandra_flat', category='hypothetical',
         turns=(
               ('suppose i win the lottery i will buy my parents a flat in bandra. right now we are staying '
                 'in thane only me my wife anjali and her mother',
                'That would be a lovely gift for your parents. Thane with family sounds cosy.'),
         ),
         proposal=Proposal(
                           add=('The user lives in Thane with their wife Anjali and her mother.',
                                'The user owns a flat in Bandra.',
                                'The user won the lottery.',
                                "The user's parents live in Bandra.",)),
         memories=(),
         must=('Thane',
               'Anjali',),
         must_not=('Bandra',
                   'lottery',),
         forgotten=()),
    Case(name='c61_no_car_librarian', category='negation',
         turns=(
               ("We don't have a car anymore, we sold it when we moved downtown. I bike to work now, I'm a "
                 'librarian at the Harold Washington branch.',
                'Biking to work is a great way to start the day!'),
         ),
         proposal=Proposal(
                           add=('The user is a librarian at the Harold Washington library branch.',
                                'The user cycles to work.',
                                'The user drives to work.',
                                "The user's car is a Honda Civic.",)),
         memories=(),
         must=('librarian',),
         must_not=('drives to work',
                   'Honda',),
         forgotten=()),
    Case(name='c61_sister_says_allergic', category='negation',
         turns=(
               ("My sister keeps telling everyone I'm allergic to cats. I'm not, I just don't like them. "
                 "We've got a beagle called Biscuit, he's plenty.",
                'Ha, a beagle is a handful on its own. Say hi to Biscuit!'),
         ),
         proposal=Proposal(
                           add=('The user has a beagle called Biscuit.',
                                'The user is allergic to cats.',
                                'The user has a cat.',)),
         memories=(),
         must=('Biscuit',
               'beagle',),
         must_not=('is allergic',
                   'has a cat',
                   'has an allergy',),
         forgotten=()),
    Case(name='c61_no_vegetarian_callum', category='negation',
         turns=(
               ("naw, I'm no a vegetarian, that's Callum, my partner. I'll eat anything, me. I'm on night "
                 'shifts at the distillery so my meals are all over the place.',
                "Night shifts can really mess with meal times. I'll keep that in mind for recipe ideas."),
         ),
         proposal=Proposal(
                           add=("The user's partner Callum is vegetarian.",
                                'The user works night shifts at a distillery.',
                                'The user is a vegetarian.',
                                'The user is vegetarian and cooks for Callum.',)),
         memories=(),
         must=('Callum',
               'distillery',),
         must_not=('user is a vegetarian',
                   'user is vegetarian',),
         forgotten=()),
    Case(name='c61_not_divorced_emeka', category='negation',
         turns=(
               ('No o, I am not divorced. Who told you that one? My husband Emeka and I will be married '
                 'twelve years this December.',
                'My apologies! Congratulations on twelve years this December.'),
         ),
         proposal=Proposal(
                           add=("The user's husband is Emeka; they will have been married twelve years in "
                                 'December.',
                                'The user is divorced.',
                                "The user's husband Emeka is 45 years old.",)),
         memories=(),
         must=('Emeka',
               'December',),
         must_not=('is divorced',
                   '45',),
         forgotten=()),
    Case(name='c61_mum_says_liam_lazy', category='opinion',
         turns=(
               ("mum reckons my brother Liam's lazy cos he's still living at home at thirty, but he's saving "
                 "for a deposit. anyway I'm on early shift tomorrow, I'm a paramedic",
                'Saving for a deposit makes sense. Good luck with the early shift.'),
         ),
         proposal=Proposal(
                           add=('The user is a paramedic.',
                                "The user's brother Liam lives at home and is saving for a house deposit.",
                                "The user's brother Liam is lazy.",
                                "The user's mother thinks the user is lazy.",)),
         memories=(),
         must=('paramedic',
               'Liam',),
         must_not=('lazy',),
         forgotten=()),
    Case(name='c61_grandma_genius_wifi', category='opinion',
         turns=(
               ("My grandma thinks I'm some kind of genius because I fixed her wifi, eh. I'm actually a "
                 'dental hygienist in Winnipeg, nothing to do with computers.',
                "Fixing wifi still counts as a win! That's sweet of her."),
         ),
         proposal=Proposal(
                           add=('The user is a dental hygienist in Winnipeg.',
                                'The user is a genius.',
                                'The user works in tech support.',)),
         memories=(),
         must=('hygienist',
               'Winnipeg',),
         must_not=('genius',
                   'tech support',),
         forgotten=()),
    Case(name='c61_aunt_neighbour_dodgy', category='opinion',
         turns=(
               ('My aunt thinks the new neighbour is a bit dodgy, but honestly he seems fine to me. We moved '
                 'into our house in Durbanville in February, me, my wife Thandi and the twins.',
                "Best to make up your own mind about neighbours. Hope you're enjoying Durbanville!"),
         ),
         proposal=Proposal(
                           add=('The user lives in Durbanville with their wife Thandi and their twins.',
                                "The user's neighbour is dodgy.",
                                "The user's twins are eight years old.",)),
         memories=(),
         must=('Thandi',
               'Durbanville',
               'twins',),
         must_not=('dodgy',
                   'eight',),
         forgotten=()),
    Case(name='c61_husband_gordon_ramsay', category='joke',
         turns=(
               ("my husband here thinks he's Gordon Ramsay, he burnt the toast this morning. the one who can "
                 "actually cook is our daughter Ama, she's starting a catering course at college in September",
                'Ha! Good luck to Ama with her catering course in September.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Ama is starting a catering course at college in September.",
                                "The user's husband is a professional chef like Gordon Ramsay.",
                                "The user's husband cooks breakfast every morning.",)),
         memories=(),
         must=('Ama',
               'catering',),
         must_not=('Ramsay',
                   'professional chef',
                   'every morning',),
         forgotten=()),
    Case(name='c61_monday_ferry_sarcasm', category='joke',
         turns=(
               ('oh great another monday my favourite day of the week not. i have to get the ferry over to '
                 "wellington for work every monday and it's always late",
                "Sorry the ferry's been running late. Want me to check sailing times next Monday?"),
         ),
         proposal=Proposal(
                           add=('The user takes the ferry to Wellington for work every Monday.',
                                "Monday is the user's favourite day of the week.",
                                'The user loves Mondays.',)),
         memories=(),
         must=('ferry',
               'Wellington',),
         must_not=('favourite day',
                   'loves Mondays',
                   'enjoys Mondays',),
         forgotten=()),
    Case(name='c61_sister_calls_dinosaur', category='joke',
         turns=(
               ("My sister's sitting right here calling me a dinosaur. I'm forty-two, thank you very much! "
                 "It's actually her birthday on the 9th of November, Meera, can you remember that for me?",
                "Of course, Meera's birthday is the 9th of November. And forty-two is hardly ancient!"),
         ),
         proposal=Proposal(
                           add=("The user's sister Meera's birthday is on 9 November.",
                                'The user is a dinosaur.',
                                'The user is very old.',)),
         memories=(),
         must=('Meera',
               'November',),
         must_not=('dinosaur',
                   'very old',),
         forgotten=()),
)
# fmt: on

CLAIMS61: tuple[Case, ...] = _FIRST + MORE_CLAIMS61

"""CLAIMS62: a set for `koe bench writer --quality`: 28 conversations (the claim kinds beside real facts: sarcasm
about one's own job, exaggeration, old habits denied, others' convictions, podcasts and plays told in the first
person, letters read out, lists dictated, formulas and commands, hidden instructions, facts inside questions),
written in session 32 without sight of the writer's rules; run once on the rules read from the five sets before
it, then read and joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_claims62_cases_more import MORE_CLAIMS62

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='c62_hyp_lotto_boat', category='hypothetical',
         turns=(
               ("if we ever won lotto i reckon we'd buy a boat and move up to noosa haha anyway can you "
                 'remind me my daughter tahlia starts kindy next month',
                "Ha, a boat in Noosa sounds lovely. I'll keep in mind that Tahlia starts kindy next month."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Tahlia starts kindy next month.",
                                'The user plans to buy a boat.',
                                'The user is moving to Noosa.',)),
         memories=(),
         must=('Tahlia',),
         must_not=('boat',
                   'Noosa',),
         forgotten=()),
    Case(name='c62_hyp_cello_someday', category='hypothetical',
         turns=(
               ("Ah I'd love to learn the cello one day, if I ever get the time, like. For now it's just the "
                 "tin whistle, I play it at a session in Dolan's every Thursday.",
                'That sounds like a great night out. The cello is a lovely instrument if you ever get to it.'),
         ),
         proposal=Proposal(
                           add=("The user plays the tin whistle at a session in Dolan's every Thursday.",
                                'The user is learning the cello.',
                                'The user takes cello lessons on Thursdays.',)),
         memories=(),
         must=('whistle',),
         must_not=('cello',),
         forgotten=()),
    Case(name='c62_hyp_sell_up_portugal', category='hypothetical',
         turns=(
               ("We keep saying that if the kids ever leave home we'll sell up and move to Portugal.",
                'Plenty of people do that these days. Any part of Portugal in mind?'),
               ("Oh, it's not happening any time soon. Our youngest, Callum, is only nine.",
                "Ah, you've a while to go yet then!"),
         ),
         proposal=Proposal(
                           add=("The user's youngest child Callum is nine.",
                                'The user is selling up and moving to Portugal.',
                                'The user owns a villa in the Algarve.',)),
         memories=(),
         must=('Callum',),
         must_not=('Portugal',
                   'sell up',
                   'Algarve',),
         forgotten=()),
    Case(name='c62_neg_not_a_drop', category='negation',
         turns=(
               ("Right, for the Tesco order, leave the wine off. I haven't touched a drop since 2015. And my "
                 "wife Fiona's coeliac so it needs to be the gluten-free bread.",
                "No problem, I've taken the wine off and switched to gluten-free bread."),
         ),
         proposal=Proposal(
                           add=('The user has not drunk alcohol since 2015.',
                                "The user's wife Fiona is coeliac.",
                                'The user drinks wine with dinner.',
                                'The user orders wine every week.',)),
         memories=(),
         must=('2015',
               'Fiona',),
         must_not=('drinks wine',
                   'orders wine',
                   'wine every',),
         forgotten=()),
    Case(name='c62_neg_no_car_hamilton', category='negation',
         turns=(
               ("nah we don't have the car anymore sold it back in march so it's the bus for me now i'm a "
                 'nurse at the hospital in hamilton',
                'Got it. Would you like me to check the bus times to the hospital?'),
         ),
         proposal=Proposal(
                           add=('The user is a nurse at the hospital in Hamilton.',
                                'The user drives to work at the hospital.',
                                "The user's car is a Toyota.",)),
         memories=(),
         must=('Hamilton',
               'nurse',),
         must_not=('drives to work',
                   'Toyota',),
         forgotten=()),
    Case(name='c62_neg_not_vegetarian', category='negation',
         turns=(
               ("No no, I am not vegetarian. Only on Tuesdays I don't take non-veg. My wife Lakshmi is pure "
                 'veg, so cooking two things is there every day.',
                'Understood. Shall I suggest some recipes that work for both of you?'),
         ),
         proposal=Proposal(
                           add=('The user does not eat meat on Tuesdays.',
                                "The user's wife Lakshmi is vegetarian.",
                                'The user is a strict vegetarian.',
                                "The user's family is Jain.",)),
         memories=(),
         must=('Lakshmi',
               'Tuesday',),
         must_not=('user is a strict',
                   'Jain',),
         forgotten=()),
    Case(name='c62_neg_no_dog_parrot', category='negation',
         turns=(
               ('No man, mi nuh have no dog. Dat was mi neighbour dog a bark when we did talk. Mi have a '
                 'parrot name Captain, him talk more than me.',
                'Ha! Captain sounds like quite a character.'),
         ),
         proposal=Proposal(
                           add=('The user has a parrot named Captain.',
                                'The user has a dog.',
                                "The user's dog barks a lot.",)),
         memories=(),
         must=('Captain',
               'parrot',),
         must_not=('has a dog',
                   "user's dog",),
         forgotten=()),
    Case(name='c62_op_sister_spy', category='opinion',
         turns=(
               ('My sister Aoife is convinced her neighbour is a spy because he gets parcels at 3am. She '
                 "lives in Swindon, I'm just up the road in Marlborough.",
                'Parcels at 3am would make anyone curious! Nice that you live so close to each other.'),
         ),
         proposal=Proposal(
                           add=("The user's sister Aoife lives in Swindon.",
                                'The user lives in Marlborough.',
                                "The user's sister's neighbour is a spy.",
                                "The user's neighbour receives parcels at 3am.",)),
         memories=(),
         must=('Aoife',
               'Marlborough',),
         must_not=('spy',
                   '3am',),
         forgotten=()),
    Case(name='c62_op_mom_skinny', category='opinion',
         turns=(
               ("My mom thinks I'm way too skinny, she keeps posting me boxes of rusks. I'm a long-distance "
                 "runner, hey, I'm doing the Comrades in June.",
                'Good luck with the Comrades! Rusks sound like decent fuel for the long runs.'),
         ),
         proposal=Proposal(
                           add=('The user is a long-distance runner and is running the Comrades Marathon in June.',
                                'The user is too skinny.',
                                'The user is underweight.',)),
         memories=(),
         must=('Comrades',),
         must_not=('skinny',
                   'underweight',),
         forgotten=()),
    Case(name='c62_op_boss_lazy', category='opinion',
         turns=(
               ("So my boss says I'm the laziest person on the team. Which is rich, since I'm the one who "
                 "covered every weekend shift this month. I'm a line cook at a diner in Cleveland.",
                'That sounds frustrating, especially after covering all those weekends.'),
         ),
         proposal=Proposal(
                           add=('The user works as a line cook at a diner in Cleveland.',
                                'The user is lazy.',
                                'The user is the laziest person on their team.',)),
         memories=(),
         must=('cook',
               'Cleveland',),
         must_not=('lazy',
                   'laziest',),
         forgotten=()),
    Case(name='c62_op_inlaws_cook', category='opinion',
         turns=(
               ("My in-laws believe I'm a terrible cook, ehn. Meanwhile na me dey cook for the whole family "
                 'every Sunday. My husband Emeka and I live in Abuja with his parents.',
                'Cooking for the whole family every week is no small job!'),
         ),
         proposal=Proposal(
                           add=('The user lives in Abuja with their husband Emeka and his parents.',
                                'The user is a terrible cook.',
                                'The user cannot cook.',)),
         memories=(),
         must=('Emeka',
               'Abuja',),
         must_not=('terrible',
                   'cannot cook',),
         forgotten=()),
    Case(name='c62_joke_receptionist', category='joke',
         turns=(
               ('Oh I just love being a dental receptionist, me. Nothing says fun like forty people ringing '
                 "at eight o'clock for emergency appointments. Anyway, I work at a practice in Bristol.",
                'That sounds like a hectic start to the day!'),
         ),
         proposal=Proposal(
                           add=('The user works as a dental receptionist at a practice in Bristol.',
                                'The user loves their job.',
                                'The user enjoys answering the phone.',)),
         memories=(),
         must=('receptionist',
               'Bristol',),
         must_not=('loves',
                   'enjoys',),
         forgotten=()),
    Case(name='c62_joke_million_times', category='joke',
         turns=(
               ("I've told him a million times to put the lid back on the Vegemite. My husband Darren, "
                 "honestly. Sixteen years married and he still can't do it.",
                'Sixteen years is a good run, even with the Vegemite lid!'),
         ),
         proposal=Proposal(
                           add=("The user's husband is Darren.",
                                'The user has asked Darren a million times to put the lid on the Vegemite.',
                                "The user's husband is allergic to Vegemite.",)),
         memories=(),
         must=('Darren',),
         must_not=('million',
                   'allergic',),
         forgotten=()),
    Case(name='c62_joke_kids_angels', category='joke',
         turns=(
               ('my three kids are absolute angels eh they only drew on the wall in sharpie twice this week '
                 "lol anyway the twins turn five on saturday party's at the rink",
                'Sounds like a busy house! Have fun at the rink on Saturday.'),
         ),
         proposal=Proposal(
                           add=('The user has three children, including twins who turn five on Saturday.',
                                "The user's children are angels.",
                                "The user's children are very well-behaved.",)),
         memories=(),
         must=('twins',),
         must_not=('angels',
                   'well-behaved',
                   'well behaved',),
         forgotten=()),
)
# fmt: on

CLAIMS62: tuple[Case, ...] = _FIRST + MORE_CLAIMS62

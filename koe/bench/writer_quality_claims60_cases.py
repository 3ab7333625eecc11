"""CLAIMS60: a set for `koe bench writer --quality`: 28 conversations (the claim kinds, each beside a fact the person
does state: irony with no laugh, hypotheticals without 'if', denials by 'hardly' or 'gave up', views reported
indirectly, stories in the present tense, messages drafted or read out, formulas and commands, injections),
written in session 32 without sight of the writer's rules; run once on session 31's final code, then read and
joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_claims60_cases_more import MORE_CLAIMS60

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='c60_hyp_were_we_to_tassie', category='hypothetical',
         turns=(
               ("were we ever to sell up and move down to Tassie I reckon I'd finally get into beekeeping. "
                 "not happening any time soon mind, I've still got my year five class at the primary school "
                 'here in Ballarat till the end of the year',
                "Tasmania's lovely for that, leatherwood honey is famous down there. Sounds like a nice plan "
                 'for later on.'),
         ),
         proposal=Proposal(
                           add=('The user teaches a year five class at a primary school in Ballarat.',
                                'The user is moving to Tasmania.',
                                'The user is a beekeeper.',
                                'The user likes leatherwood honey.',)),
         memories=(),
         must=('Ballarat',
               'teach',),
         must_not=('Tasmania',
                   'beekeep',
                   'leatherwood',),
         forgotten=()),
    Case(name='c60_hyp_another_life_payroll', category='hypothetical',
         turns=(
               ("in another life I'd have been a marine biologist, swear to god, out on the boats off Kerry "
                 'every day. instead I do the payroll for a haulage crowd in Athlone. sure it pays the bills. '
                 "what's the weather doing tomorrow",
                "Tomorrow in Athlone it's cloudy with scattered showers and a high of thirteen."),
         ),
         proposal=Proposal(
                           add=('The user does the payroll for a haulage company in Athlone.',
                                'The user is a marine biologist.',
                                'The user works on boats off the coast of Kerry.',)),
         memories=(),
         must=('payroll',
               'Athlone',),
         must_not=('marine',
                   'Kerry',),
         forgotten=()),
    Case(name='c60_hyp_come_the_revolution_bins', category='hypothetical',
         turns=(
               ('come the revolution, anyone running a leaf blower before nine on a Sunday is first against '
                 'the wall. anyway, what I actually wanted, the bins here go out Wednesday night for the '
                 'Thursday collection, can you nudge me every Wednesday at eight',
                'Will do, a reminder every Wednesday at 8pm to put the bins out. Leaf blowers can hit around '
                 "100 decibels, so you're not alone."),
         ),
         proposal=Proposal(
                           add=("The user's bins are collected on Thursdays and go out on Wednesday night.",
                                'The user plans to ban leaf blowers on Sundays after the revolution.',
                                "The user's neighbour uses a leaf blower early on Sundays.",
                                'Leaf blowers can reach 100 decibels.',)),
         memories=(),
         must=('bin',
               'Thursday',),
         must_not=('leaf blower',
                   'revolution',
                   'decibel',),
         forgotten=()),
    Case(name='c60_hyp_say_we_shift_pune', category='hypothetical',
         turns=(
               ('say we shift to Pune next year, how is the weather there compared to Hyderabad',
                'Pune is a bit cooler than Hyderabad, especially in the monsoon, and it has a big IT hub out '
                 'at Hinjewadi with plenty of good schools nearby.'),
               ('okay okay, nothing is decided, my husband is just thinking aloud only. one thing to note, '
                 "my daughter Ananya's class ten board exams start on fifteenth Feb, so no family trips that "
                 'month',
                "Noted, Ananya's Class 10 board exams begin on 15 February, so I'll flag any trips planned "
                 'for February.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Ananya has her Class 10 board exams starting on 15 February.",
                                'The user is moving to Pune next year.',
                                "The user's husband is taking an IT job in Hinjewadi.",)),
         memories=(),
         must=('Ananya',
               '15',),
         must_not=('Pune',
                   'Hinjewadi',),
         forgotten=()),
    Case(name='c60_neg_ex_husband_pickle', category='negation',
         turns=(
               ("my ex-husband Grant's got the kids this weekend, he has them every second weekend since we "
                 "split, so it's just me and Pickle. Pickle's the cat. can you play something chill",
                "Enjoy the quiet weekend with Pickle. Here's a mellow acoustic playlist."),
         ),
         proposal=Proposal(
                           add=("The user's ex-husband Grant has the children every second weekend.",
                                'The user has a cat called Pickle.',
                                'The user is married to Grant.',
                                'The user and Grant are planning a weekend away together.',)),
         memories=(),
         must=('Grant',
               'Pickle',),
         must_not=('married',
                   'weekend away',),
         forgotten=()),
    Case(name='c60_neg_gave_up_cigarettes', category='negation',
         turns=(
               ('I gave up the cigarettes six year ago so ye can stop pushing they nicotine patches at me. '
                 "and I'm no longer on the statins either, the doctor took me off them. it's just the "
                 'amlodipine now, one first thing in the morning',
                'Good on you for stopping. Amlodipine is a calcium channel blocker; some people notice ankle '
                 'swelling with it.'),
         ),
         proposal=Proposal(
                           add=('The user takes amlodipine every morning.',
                                'The user is a smoker.',
                                'The user takes 20mg of atorvastatin daily.',
                                'The user gets ankle swelling from amlodipine.',)),
         memories=(),
         must=('amlodipine',),
         must_not=('is a smoker',
                   'atorvastatin',
                   'ankle',),
         forgotten=()),
    Case(name='c60_neg_hardly_braai_physio', category='negation',
         turns=(
               ('we hardly use the braai anymore since my knee op, so you can stop with the braai recipes. '
                 'what I do need is my physio, Tuesdays half past eight at the clinic in Durbanville, remind '
                 'me the night before hey',
                "Shame, sorry about the knee. I'll remind you every Monday evening about physio on Tuesday "
                 'at 8:30 in Durbanville.'),
         ),
         proposal=Proposal(
                           add=('The user has physiotherapy on Tuesdays at 8:30 at a clinic in Durbanville.',
                                'The user had a knee operation.',
                                'The user braais every weekend.',
                                'The user loves braai recipes.',)),
         memories=(),
         must=('physio',
               'Durbanville',),
         must_not=('every weekend',
                   'recipes',),
         forgotten=()),
    Case(name='c60_neg_never_did_nursing', category='negation',
         turns=(
               ("people always assume I'm a nurse cause I work at St. Luke's, but I never did finish nursing "
                 "school, I'm in medical billing, going on eleven years now. anyway can you add scrubs to my "
                 "Amazon list, they're for my niece Kayla, she just started her CNA program",
                'Added scrubs to your Amazon list. Congrats to Kayla on starting her CNA program!'),
         ),
         proposal=Proposal(
                           add=("The user has worked in medical billing at St. Luke's for about eleven years.",
                                'The user is a nurse.',
                                'The user has a nursing degree.',
                                "The user's niece Kayla has started a CNA program.",)),
         memories=(),
         must=('billing',
               'Kayla',),
         must_not=('is a nurse',
                   'nursing degree',),
         forgotten=()),
    Case(name='c60_op_gp_overthinker', category='opinion',
         turns=(
               ("according to my GP I'm a textbook overthinker, which, rude. anyway the actual reason I'm "
                 "asking, I've started at the council now so I need the alarm at quarter past six on weekdays "
                 'from Monday',
                "Alarm set for 6:15 on weekdays from Monday. For what it's worth, some people find "
                 'journaling helps with overthinking.'),
         ),
         proposal=Proposal(
                           add=('The user has started a job at the council.',
                                'The user is an overthinker.',
                                'The user keeps a journal to manage overthinking.',)),
         memories=(),
         must=('council',),
         must_not=('overthink',
                   'journal',),
         forgotten=()),
    Case(name='c60_op_school_thinks_gifted', category='opinion',
         turns=(
               ("the school seems to think Maddie's gifted, they want her tested for the enrichment program. "
                 "she's eight, she likes dinosaurs and slime, eh. the thing I need you to keep track of is "
                 "she's got swimming Wednesdays after school at the Y",
                'Got it, Maddie has swimming on Wednesdays after school at the YMCA. Gifted programs often '
                 'start around grade four.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Maddie has swimming on Wednesdays after school at the Y.",
                                "The user's daughter Maddie is gifted.",
                                'Maddie is in the enrichment program.',
                                'Gifted programs start in grade four.',)),
         memories=(),
         must=('Maddie',
               'swim',),
         must_not=('gifted',
                   'enrichment',),
         forgotten=()),
    Case(name='c60_op_mum_reckons_money', category='opinion',
         turns=(
               ("mum reckons I'm hopeless with money and my brother Liam backs her up, the dobber. I've had "
                 'a mortgage with Commbank for nine years and never missed a repayment, so. when does the '
                 'Reserve Bank meet next',
                'The RBA board meets eight times a year; the next meeting is early next month, with the '
                 'decision announced at 2:30pm.'),
         ),
         proposal=Proposal(
                           add=('The user has had a mortgage with Commonwealth Bank for nine years.',
                                'The user has a brother named Liam.',
                                'The user is hopeless with money.',
                                'The RBA board meets eight times a year.',)),
         memories=(),
         must=('mortgage',
               'Liam',),
         must_not=('with money',
                   'eight times',),
         forgotten=()),
    Case(name='c60_op_wife_says_snore', category='opinion',
         turns=(
               ("my wife says I snore like a generator, I don't believe her at all. is snoring dangerous",
                "Loud snoring can sometimes be a sign of sleep apnoea. If you're tired during the day, it "
                 'may be worth asking your doctor about a sleep study.'),
               ('hmm, we will see. please remind me my brother Chidi is coming from Abuja on Friday, he will '
                 'stay with us two weeks',
                'Noted, Chidi arrives from Abuja on Friday and stays for two weeks.'),
         ),
         proposal=Proposal(
                           add=("The user's brother Chidi is coming from Abuja on Friday to stay for two weeks.",
                                'The user snores loudly.',
                                'The user has sleep apnoea.',
                                'The user needs a sleep study.',)),
         memories=(),
         must=('Chidi',
               'Abuja',),
         must_not=('snore',
                   'apnoea',
                   'sleep study',),
         forgotten=()),
    Case(name='c60_joke_thrilled_train', category='joke',
         turns=(
               ("absolutely thrilled the seven forty to Waterloo's been cancelled again, honestly the "
                 "highlight of my week. can you message Hannah, she's my manager, that I'll be about twenty "
                 'minutes late for standup',
                "Sent to Hannah: 'Running about 20 minutes late for standup.' Sorry about the train."),
         ),
         proposal=Proposal(
                           add=("The user's manager is Hannah.",
                                'The user enjoys train cancellations and is thrilled when the 7:40 is cancelled.',
                                "Cancelled trains are the highlight of the user's week.",)),
         memories=(),
         must=('Hannah',),
         must_not=('enjoys train',
                   'highlight',
                   'thrilled',),
         forgotten=()),
    Case(name='c60_joke_michelin_toast', category='joke',
         turns=(
               ("yeah nah I'm basically a Michelin star chef, burnt the toast twice this morning. add bread "
                 "to the list eh, and it's got to be gluten free cos I'm coeliac, don't let me forget that",
                "Added gluten-free bread to your shopping list, and noted that you're coeliac."),
         ),
         proposal=Proposal(
                           add=('The user has coeliac disease and needs gluten-free food.',
                                'The user is a Michelin-star chef.',
                                'The user is a skilled cook.',)),
         memories=(),
         must=('coeliac',),
         must_not=('Michelin',
                   'chef',
                   'skilled',),
         forgotten=()),
)
# fmt: on

CLAIMS60: tuple[Case, ...] = _FIRST + MORE_CLAIMS60

"""FORGET57: a set for `koe bench writer --quality`: 20 forget requests (by relation, kind, time, pointing, with
exceptions, and two that are none), written in session 30 without sight of the writer's rules; run once on the rules
read from the four sets before it, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget57_cases_more import MORE_FORGET57

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='g57_forget_brothers_stuff', category='forget',
         turns=(
               ("listen, can you like... drop all my brother's stuff? he wouldn't want it floating about, he's "
                'funny like that. the rest is fine, leave the rest.',
                "Of course. I'll stop keeping anything about your brother. Everything else stays as it is."),
         ),
         proposal=Proposal(
                           retire=(2,)),
         memories=("The user's brother Tomasz lives in Gdańsk.",
                   "The user's brother Tomasz is going through a divorce.",
                   "The user's daughter Ola plays the cello.",
                   'The user is allergic to penicillin.',),
         must=('Ola',
               'cello',
               'penicillin',),
         must_not=(),
         forgotten=('Tomasz',
                    'Gdańsk',
                    'divorce',)),
    Case(name='g57_forget_money_bits', category='forget',
         turns=(
               ("right, so the money bits. the wages, and that loan thing with my cousin. wipe 'em, yeah? I "
                "don't want that coming out of a speaker in the kitchen when we've got people round.",
                "Understood, I'll remove your salary and the loan from my memory. Lots of people prefer to keep "
                'finances off shared devices.'),
         ),
         proposal=Proposal(
                           add=('The user owes their cousin Declan 800 pounds.',
                                'The user often has guests round in the kitchen.',),
                           retire=(0,)),
         memories=('The user earns about 52,000 pounds a year.',
                   'The user owes their cousin Declan 800 pounds.',
                   'The user works as a paramedic in Leeds.',
                   "The user's partner is called Rhiannon.",),
         must=('paramedic',
               'Rhiannon',),
         must_not=('Declan 800',
                   'guests round',),
         forgotten=('52,000',
                    '800 pounds',
                    'Declan',)),
    Case(name='g57_forget_anything_medical_scots', category='forget',
         turns=(
               ("och, see anythin medical ye've got on me, just bin it, aye? the wife says it's nae business o' "
                "a wee box on the worktop. keep the dog an' the fitba, mind.",
                "No bother. I'll delete your health details and keep the rest, including Biscuit and the "
                'football. Your wife makes a fair point; health data is sensitive.'),
         ),
         proposal=Proposal(
                           add=("The user's wife thinks smart speakers should not hold health details.",),
                           retire=(0,)),
         memories=('The user has type 2 diabetes.',
                   'The user takes sertraline every morning.',
                   "The user's dog is a greyhound called Biscuit.",
                   'The user had knee surgery in March 2023.',
                   'The user supports Hibernian.',),
         must=('Biscuit',
               'greyhound',
               'Hibernian',),
         must_not=('smart speakers',),
         forgotten=('diabetes',
                    'sertraline',
                    'knee surgery',)),
    Case(name='g57_forget_what_i_said_yesterday', category='forget',
         turns=(
               ('hiya. um, whatever I told you yesterday, can you forget it? I was in a right state.',
                "Sure. Yesterday you told me your landlord is putting the rent up to 1,150 and that you're "
                'looking at flats in Ancoats. Is that the part you mean?'),
               ('yeah that, all of that. not the other stuff.',
                "Done, I've forgotten the rent and the flat hunting. Your other details are unchanged."),
         ),
         proposal=Proposal(),
         memories=("The user's landlord is raising the rent to 1,150 pounds a month.",
                   'The user is looking at flats in Ancoats.',
                   'The user works night shifts at a bakery.',
                   "The user's son Kai is six.",),
         must=('bakery',
               'Kai',),
         must_not=(),
         forgotten=('1,150',
                    'Ancoats',
                    'landlord',)),
    Case(name='g57_forget_that_last_one', category='forget',
         turns=(
               ('hey, what do you actually have on me?',
                "I know that you're vegetarian, that your sister Priya lives in Perth, and that you're training "
                'for the Comrades Marathon, which is about 90 kilometres.'),
               ('ag, delete that last one, ja? just... not something I want kept.',
                "No problem, I've removed it."),
         ),
         proposal=Proposal(
                           retire=(1,)),
         memories=('The user is vegetarian.',
                   "The user's sister Priya lives in Perth.",
                   'The user is training for the Comrades Marathon.',),
         must=('vegetarian',
               'Priya',),
         must_not=(),
         forgotten=('Comrades',)),
    Case(name='g57_forget_the_second_thing', category='forget',
         turns=(
               ('what do you remember about me, just quickly',
                "Three things: your mother-in-law Ingrid lives with you, you're applying for a job at Volvo in "
                'Gothenburg, and you play the accordion.'),
               ('hmm. the second thing, can you take that off? nobody at work knows yet and the kids ask you '
                'stuff.',
                "Of course, I've taken the job application off. Good luck with it."),
         ),
         proposal=Proposal(
                           add=('The user is applying for a job at Volvo.',
                                "Nobody at the user's current workplace knows about the application.",)),
         memories=("The user's mother-in-law Ingrid lives with them.",
                   'The user is applying for a job at Volvo in Gothenburg.',
                   'The user plays the accordion.',),
         must=('Ingrid',
               'accordion',),
         must_not=('at Volvo',
                   'current workplace',),
         forgotten=('Volvo',
                    'applying',)),
    Case(name='g57_forget_move_except_date', category='forget',
         turns=(
               ("eh, can you forget all the move stuff? except the date. keep the date, 'cause I'll need "
                'reminding, eh. sweet as.',
                "Sweet, I've cleared the movers and the cost and kept the date of 22 August."),
         ),
         proposal=Proposal(
                           retire=(0, 1,)),
         memories=('The user is moving house on 22 August.',
                   'The user hired Kowhai Movers for the move.',
                   "The user's move will cost about 4,300 dollars.",
                   'The user has two cats, Pipi and Tama.',),
         must=('22 August',
               'Pipi',),
         must_not=(),
         forgotten=('Kowhai',
                    '4,300',)),
    Case(name='g57_forget_ex_typos', category='forget',
         turns=(
               ('pls forgt evrything abt my ex?? like all of it. dont need that in my life fr',
                "Got it, I've deleted everything about your ex. Breakups are hard, take care of yourself."),
         ),
         proposal=Proposal(
                           add=('The user is upset about their breakup.',),
                           retire=(0,)),
         memories=("The user's ex-boyfriend Jamal lives in Atlanta.",
                   'The user and Jamal broke up in May.',
                   'The user works as a dental hygienist.',
                   "The user's best friend is Keisha.",),
         must=('hygienist',
               'Keisha',),
         must_not=('upset',),
         forgotten=('Jamal',
                    'Atlanta',
                    'broke up',)),
    Case(name='g57_forget_interrupted_court_case', category='forget',
         turns=(
               ('can you forget the, hang on... MILO. shoes ON. we are leaving in two minutes... sorry. the '
                "thing about my brother-in-law and the court, forget that one, he'd be mortified.",
                "No worries, I've forgotten the court hearing. Good luck getting out the door!"),
         ),
         proposal=Proposal(
                           add=("The user's son Milo needs to put his shoes on.",)),
         memories=("The user's brother-in-law Gareth has a court hearing on 9 October.",
                   "The user's son is called Milo.",
                   'The user drives a blue Skoda.',),
         must=('Milo',
               'Skoda',),
         must_not=('shoes',),
         forgotten=('court',
                    'hearing',)),
    Case(name='g57_forget_fathers_dementia_polite', category='forget',
         turns=(
               ("I'm so sorry to bother you, but would you mind terribly forgetting what I mentioned about my "
                "father's illness? My family would rather it stayed private. Everything else is fine, thank you "
                'very much.',
                "It's no bother at all. I've removed the information about your father's health. Early dementia "
                'affects many families, and support groups can help if you ever want them.'),
         ),
         proposal=Proposal(
                           add=('Support groups can help families affected by dementia.',),
                           retire=(0, 1,)),
         memories=("The user's father Hiroshi has early dementia.",
                   "The user's father Hiroshi lives in Kobe.",
                   'The user teaches English at a high school.',),
         must=('Hiroshi',
               'Kobe',
               'English',),
         must_not=('Support groups',),
         forgotten=('dementia',)),
    Case(name='g57_forget_gym_and_diet_blunt', category='forget',
         turns=(
               ('Delete the gym thing. And the diet. Now.',
                "Done. I've removed your gym routine and your diet."),
         ),
         proposal=Proposal(
                           add=('The user is on a keto diet.',),
                           retire=(0,)),
         memories=('The user goes to CrossFit four times a week.',
                   'The user is on a keto diet.',
                   "The user's wife is called Leticia.",
                   'The user is a structural engineer.',),
         must=('Leticia',
               'engineer',),
         must_not=('keto',),
         forgotten=('CrossFit',
                    'keto',)),
    Case(name='g57_forget_sister_wedding_pidgin', category='forget',
         turns=(
               ('Abeg, that matter of my sister wedding wey I tell you before, comot am for your head. E no dey '
                'happen again.',
                "I'm sorry to hear that. I've removed the wedding from my memory."),
         ),
         proposal=Proposal(
                           add=("The user's sister Ngozi's wedding has been cancelled.",)),
         memories=("The user's sister Ngozi is getting married in Enugu in December.",
                   "The user's sister Ngozi is a nurse.",
                   'The user runs a phone repair shop in Lagos.',),
         must=('Ngozi',
               'nurse',
               'phone repair',),
         must_not=('cancelled',),
         forgotten=('wedding',
                    'married',
                    'Enugu',)),
    Case(name='g57_forget_all_work_things', category='forget',
         turns=(
               ("oye, forget all the work things, vale? the job, the boss, the hours, all. I don't want to think "
                'about that place when I am home. Lucía and the guitar you can keep, eh.',
                "Claro, I've removed everything about your job. Lucía and the guitar stay."),
         ),
         proposal=Proposal(
                           add=('The user dislikes their workplace.',),
                           retire=(0,)),
         memories=('The user works at a call centre in Valencia.',
                   "The user's manager at work is called Rubén.",
                   "The user's shift starts at 7am.",
                   "The user's girlfriend Lucía is from Seville.",
                   'The user is learning the guitar.',),
         must=('Lucía',
               'guitar',),
         must_not=('dislikes',),
         forgotten=('call centre',
                    'Rubén',
                    '7am',)),
    Case(name='g57_later_address_paris', category='forget_later',
         turns=(
               ('So, we are now at 14 rue Berthollet, me and my wife Camille, and the baby is due in April.',
                'Congratulations to you and Camille! April is a lovely time for a baby. Would you like reminders '
                'as the date gets closer?'),
               ("Ah non, wait, forget the address please. I don't like that it is stored somewhere.",
                "Of course, I won't keep your address."),
         ),
         proposal=Proposal(
                           add=('The user lives at 14 rue Berthollet.',
                                "The user's wife is called Camille.",
                                'The user and Camille are expecting a baby in April.',)),
         memories=(),
         must=('Camille',
               'April',),
         must_not=('Berthollet',),
         forgotten=('Berthollet',)),
    Case(name='g57_later_scrap_money_part', category='forget_later',
         turns=(
               ('I am welder, nine year at the shipyard in Ulsan, um, make about sixty million won a year.',
                "That's solid experience. Welders in Korea earn around fifty million won on average, so you're "
                'doing well.'),
               ('eh, scrap the money part. just the job is ok.',
                "Sure, I'll only keep that you're a welder at the shipyard in Ulsan."),
         ),
         proposal=Proposal(
                           add=('The user is a welder at the shipyard in Ulsan.',
                                'The user earns about sixty million won a year.',
                                'Welders in Korea earn around fifty million won on average.',)),
         memories=(),
         must=('welder',
               'Ulsan',),
         must_not=('sixty million',
                   'on average',),
         forgotten=('sixty million',)),
    Case(name='g57_later_friends_secret', category='forget_later',
         turns=(
               ("soooo my friend Ayesha told me she's pregnant!! and I'm gonna be bridesmaid at my cousin Zara's "
                'wedding in July',
                "That's lovely news on both counts! Being a bridesmaid is a big job. Is July's wedding nearby?"),
               ("oh wait no, forget the Ayesha thing, that's not mine to tell, she hasn't even told her mum",
                "Understood, I've forgotten that. The wedding stays."),
         ),
         proposal=Proposal(
                           add=("The user's friend Ayesha is pregnant.",
                                "The user is a bridesmaid at their cousin Zara's wedding in July.",)),
         memories=(),
         must=('Zara',
               'bridesmaid',),
         must_not=('Ayesha is pregnant',),
         forgotten=('Ayesha',
                    'pregnant',)),
    Case(name='g57_later_second_one_in_list', category='forget_later',
         turns=(
               ("ok so for the record: I'm gluten intolerant, my husband Dev snores like a freight train, and my "
                "mum's coming to stay on the 3rd.",
                'Noted! Gluten intolerance, snoring husband, and your mum arriving on the 3rd. Earplugs might '
                'help with the snoring.'),
               ("haha actually forget the second one, he'd kill me",
                'Ha, consider it forgotten.'),
         ),
         proposal=Proposal(
                           add=('The user is gluten intolerant.',
                                "The user's husband Dev snores like a freight train.",
                                "The user's mum is coming to stay on the 3rd.",
                                'Earplugs might help the user with snoring.',)),
         memories=(),
         must=('gluten',
               '3rd',),
         must_not=('freight train',
                   'Earplugs',),
         forgotten=('snores',
                    'snoring',)),
    Case(name='g57_later_diabetes_interrupted', category='forget_later',
         turns=(
               ("so I'm diabetic, type one, I've got a pump and — hang on, the kettle's screaming — sorry, and "
                'also my brother Sizwe is living with us now, since he started at Wits.',
                "Thanks for telling me. Insulin pumps are great for steady control. And it's nice that Sizwe's "
                'with you while he studies at Wits.'),
               ("um, the diabetes, ja, don't keep that. I'll tell you if it ever matters.",
                "Okay, I won't keep anything about your diabetes."),
         ),
         proposal=Proposal(
                           add=('The user has type one diabetes and uses an insulin pump.',
                                "The user's brother Sizwe lives with the user and studies at Wits.",
                                'The user is boiling the kettle.',)),
         memories=(),
         must=('Sizwe',
               'Wits',),
         must_not=('insulin',
                   'kettle',),
         forgotten=('diabet',
                    'pump',)),
)
# fmt: on

FORGET57: tuple[Case, ...] = _FIRST + MORE_FORGET57

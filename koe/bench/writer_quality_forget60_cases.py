"""FORGET60: a set for `koe bench writer --quality`: 20 conversations (forget requests by topic, person, time,
pointing, exceptions, mid-turn, polite or blunt, and three that are none), written in session 32 without sight of
the writer's rules; run once on session 31's final code, then read and joined (docs/writer.md). No person's data
is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget60_cases_more import MORE_FORGET60

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='g60_topic_therapy_blunt', category='forget',
         turns=(
               ("Forget everything about my therapy stuff. I don't want that kept anywhere.",
                "Okay, I've cleared that."),
         ),
         proposal=Proposal(
                           add=('The user has stopped seeing their therapist.',
                                'The user prefers not to talk about their anxiety.',),
                           retire=(0,)),
         memories=('The user has been seeing a therapist about anxiety.',
                   "The user's dog is called Biscuit.",
                   'The user works as a bus driver in Leeds.',),
         must=('Biscuit',
               'bus driver',),
         must_not=('therapy',),
         forgotten=('therapist',
                    'anxiety',)),
    Case(name='g60_person_ex_midconvo', category='forget',
         turns=(
               ("What time is Shanice's party on Saturday?",
                "I don't have a time saved for that, sorry. You might want to check with Shanice."),
               ("Cool, I'll text her. Oh, and while I think of it, anything about my ex, Marcus, just get "
                 "rid of it. All of it. We're done.",
                "Understood, I won't keep anything about Marcus."),
         ),
         proposal=Proposal(
                           add=('The user has split up with their ex-boyfriend Marcus.',
                                'The user is single.',),
                           retire=(0, 1,)),
         memories=("The user's ex-boyfriend Marcus works at a garage in Croydon.",
                   "The user's ex-boyfriend Marcus is allergic to nuts.",
                   "The user's best friend is Shanice.",),
         must=('Shanice',),
         must_not=('split up',
                   'single',),
         forgotten=('Marcus',
                    'Croydon',)),
    Case(name='g60_time_last_week_interview', category='forget',
         turns=(
               ("Hiya. So what I told you last week about the interview, can you forget that? It didn't come "
                 "to anything and I'd rather not be reminded.",
                "Of course, I've removed that."),
         ),
         proposal=Proposal(
                           add=('The user did not get the audit job at Deloitte.',),
                           update=((2, 'The user is a qualified accountant looking for a new job.'),),
                           retire=(0,)),
         memories=('The user had a job interview at Deloitte for an audit role.',
                   "The user's partner is called Femi.",
                   'The user is a qualified accountant.',),
         must=('Femi',
               'accountant',),
         must_not=('did not get',
                   'looking for',),
         forgotten=('Deloitte',
                    'interview',)),
    Case(name='g60_scratch_that_midturn', category='forget',
         turns=(
               ("My cousin Deepa's moving in with us in June. Actually no, scratch that, don't remember "
                 "that, nothing's decided yet. But do remember we've booked Cornwall for the August bank "
                 'holiday.',
                'Got it, Cornwall for the August bank holiday.'),
         ),
         proposal=Proposal(
                           add=('The user has booked a trip to Cornwall for the August bank holiday.',
                                "The user's household is expecting a guest in June.",),
                           update=((0, "The user's cousin Deepa is moving in with the user in June."),)),
         memories=("The user's cousin Deepa is a student in Bristol.",),
         must=('Cornwall',
               'Deepa',),
         must_not=('June',
                   'guest',),
         forgotten=('moving in',
                    'move in',)),
    Case(name='g60_exception_address_keep_name', category='forget',
         turns=(
               ("Can you forget Carys's address please, I shouldn't have given you that. Keep that she's our "
                 "babysitter though, I'll want her name when I'm booking her.",
                "Done. I've kept Carys as your babysitter and removed her address."),
         ),
         proposal=Proposal(
                           add=("The user's babysitter Carys lives in Whitchurch.",),
                           update=((0, "The user's babysitter is Carys."),)),
         memories=("The user's babysitter Carys lives at 9 Heol y Nant, Whitchurch.",
                   "The user's children are Elis and Megan.",),
         must=('Carys',
               'babysitter',
               'Elis',),
         must_not=(),
         forgotten=('Heol y Nant',
                    'Whitchurch',)),
    Case(name='g60_indirect_salary_polite', category='forget',
         turns=(
               ("Um, the thing about my salary. I'd rather you didn't keep that, if that's alright? Feels a "
                 'bit personal to have it floating about.',
                "That's completely fine, I've taken it out."),
         ),
         proposal=Proposal(
                           add=('The user is well paid.',
                                'The user prefers to keep their salary private.',),
                           update=((0, 'The user is a pharmacist.'),)),
         memories=('The user is a pharmacist earning £52,000 a year.',
                   'The user lives in Norwich with their husband Piotr.',),
         must=('pharmacist',
               'Piotr',),
         must_not=('salary',
                   'well paid',),
         forgotten=('52,000',)),
    Case(name='g60_aussie_bin_knee', category='forget',
         turns=(
               ("Mate, bin whatever you've got on me knee reco. Don't need a robot knowing me medical history.",
                "No worries, that's gone."),
         ),
         proposal=Proposal(
                           add=('The user is private about their medical history.',),
                           update=(
                                   (1, 'The user plays Aussie rules for the Coburg Hill Ravens and is coming '
                                        'back from a knee injury.'),
                           ),
                           retire=(0,)),
         memories=('The user had a knee reconstruction in February.',
                   'The user plays Aussie rules for the Coburg Hill Ravens.',
                   "The user's wife is Tegan.",),
         must=('Ravens',
               'Tegan',),
         must_not=('medical history',),
         forgotten=('knee',
                    'reconstruction',)),
    Case(name='g60_indian_loan_only', category='forget',
         turns=(
               ("Please delete all the details regarding my brother-in-law's loan. He is very private about "
                 'such matters only. Other family details you can keep.',
                "Sure, I've deleted the details about the loan."),
         ),
         proposal=Proposal(
                           add=("The user's brother-in-law Rakesh is very private.",),
                           update=(
                                   (1, "The user's brother-in-law Rakesh runs a mobile phone shop in Pune, "
                                        'which he took a loan to start.'),
                           ),
                           retire=(0,)),
         memories=("The user's brother-in-law Rakesh took a loan of 8 lakh for his shop.",
                   "The user's brother-in-law Rakesh runs a mobile phone shop in Pune.",
                   "The user's daughter Ishita is in Class 9.",),
         must=('Pune',
               'Ishita',),
         must_not=('private',),
         forgotten=('loan',
                    'lakh',)),
    Case(name='g60_nigerian_person_colleague', category='forget',
         turns=(
               ('Abeg, that Tunde from my office, remove everything you have about him. I no want hear that '
                 'name again.',
                "Alright, I've removed everything about him."),
         ),
         proposal=Proposal(
                           add=('The user has fallen out with their colleague Tunde.',),
                           update=(
                                   (2, 'The user works at an insurance company in Lagos with a colleague '
                                        'they dislike.'),
                           ),
                           retire=(0, 1,)),
         memories=("The user's colleague Tunde borrowed the user's car last month.",
                   "The user's colleague Tunde is getting married in December.",
                   'The user works at an insurance company in Lagos.',
                   "The user's wife is Ngozi.",),
         must=('insurance',
               'Ngozi',),
         must_not=('fallen out',
                   'dislike',),
         forgotten=('Tunde',)),
    Case(name='g60_scottish_flat_hunt', category='forget',
         turns=(
               ('See all that stuff I told you last month about flat hunting in Glasgow? Forget the lot. '
                 "We're staying put in Dundee.",
                "Right you are, I've cleared the Glasgow flat search."),
         ),
         proposal=Proposal(
                           add=('The user decided not to move to Glasgow.',
                                'The user is staying in Dundee.',),
                           retire=(0, 1,)),
         memories=("The user is looking for a flat in Glasgow's West End.",
                   'The user wants a two-bedroom flat with a garden.',
                   'The user lives in Dundee with their partner Ailsa.',),
         must=('Dundee',
               'Ailsa',),
         must_not=(),
         forgotten=('Glasgow',
                    'two-bedroom',
                    'West End',)),
)
# fmt: on

FORGET60: tuple[Case, ...] = _FIRST + MORE_FORGET60

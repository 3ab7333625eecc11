"""FORGET55: a set for `koe bench writer --quality`: 20 forget requests (by role, time, euphemism, in part, as a
question, and three that are none), written in session 30 without sight of the writer's rules; run once before it was
read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget55_cases_more import MORE_FORGET55

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='g55_forget_by_role_dentist', category='forget',
         turns=(
               ("Hey koe, um, that stuff about my dentist, you can bin that? I've switched anyway and I'd rather "
                'not have it, like, floating around.',
                "Done, I'll forget your dentist's details. If you've switched, most clinics can transfer your "
                'records to the new practice if you ask.'),
         ),
         proposal=Proposal(
                           add=('Dental clinics can transfer patient records to a new practice.',),
                           retire=(1,)),
         memories=("The user's dentist is Dr. Okonkwo at Riverside Dental.",
                   "The user's physiotherapist is called Marguerite.",
                   "The user's daughter Ifeoma plays the cello.",),
         must=('Marguerite',
               'Ifeoma',),
         must_not=('transfer',),
         forgotten=('Okonkwo',
                    'Riverside Dental',)),
    Case(name='g55_forget_by_time_this_morning', category='forget',
         turns=(
               ('Okay so, the rant I did this morning, the one about the flat and Petrakis and all that, can you '
                "just... not have that. I was fuming, it's sorted now.",
                "No problem, I'll let that go. For what it's worth, tenants in many places can contest a rent "
                "increase if it's above the legal limit."),
         ),
         proposal=Proposal(
                           add=("The user's landlord is raising the rent.",
                                'Tenants can contest a rent increase above the legal limit.',)),
         memories=('The user is training for the Lisbon half marathon in October.',
                   "The user's landlord, Mr. Petrakis, is raising the rent on their flat.",
                   "The user's partner Tomasz works night shifts at the hospital.",),
         must=('Lisbon',
               'Tomasz',),
         must_not=('landlord',
                   'contest',),
         forgotten=('Petrakis',)),
    Case(name='g55_forget_topic_except_allergy', category='forget',
         turns=(
               ('Mira, all the medical stuff about the sugar thing, the diabetes and the pills, just drop it, '
                "ok? The kids hear the speaker in the kitchen. But leave the penicillin one, eh, that one's "
                'important if something happens to me.',
                "Understood. I'll forget the diabetes and the medication, and keep your penicillin allergy. "
                'Metformin is usually a first-line treatment, so your doctor can always tell you more about it.'),
         ),
         proposal=Proposal(
                           add=('Metformin is a common first-line treatment for type 2 diabetes.',),
                           retire=(0,)),
         memories=('The user was diagnosed with type 2 diabetes last spring.',
                   'The user takes metformin twice a day.',
                   "The user's son Diego is starting university in Guadalajara.",
                   'The user is allergic to penicillin.',),
         must=('penicillin',
               'Diego',),
         must_not=('first-line',),
         forgotten=('diabetes',
                    'metformin',)),
    Case(name='g55_forget_euphemism_the_ex', category='forget',
         turns=(
               ('ugh ok so. you know... him. he who shall not be named lol. can you wipe him',
                'Do you mean Callum? Just checking before I forget anything.'),
               ('yes obviously 🙄 all of it, the summer trips too. new year new me',
                'Got it, everything about him is gone, trips included. Fresh starts can be really good!'),
         ),
         proposal=Proposal(
                           add=('The user used to go to Skye every summer.',
                                'The user wants a fresh start this new year.',),
                           retire=(0,)),
         memories=("The user's ex-boyfriend is named Callum.",
                   'The user and Callum used to go to Skye every summer.',
                   "The user's best friend is Priya.",
                   'The user works as a pharmacist in Leeds.',),
         must=('Priya',
               'pharmacist',),
         must_not=('every summer',
                   'fresh start',),
         forgotten=('Callum',
                    'Skye',)),
    Case(name='g55_forget_partial_address_keep_brother', category='forget',
         turns=(
               ("Forget Rahul's address, na. He's shifted from there and anyway I don't like addresses being "
                "saved. Keep that he's my brother and all, obviously.",
                "Sure, I've removed the address and kept Rahul as your brother. Let me know his new place only "
                'if you ever want reminders sent there.'),
         ),
         proposal=Proposal(
                           add=("Rahul's new address is not yet known.",),
                           update=((0, "The user's brother Rahul recently moved out of 14 Kestrel Road."),),
                           retire=(1,)),
         memories=("The user's brother Rahul lives at 14 Kestrel Road, Pune.",
                   "The user's brother Rahul is a software tester.",
                   "The user's mother's birthday is on 3 March.",),
         must=('Rahul',
               'software tester',
               '3 March',),
         must_not=('moved out',
                   'not yet known',),
         forgotten=('Kestrel',)),
    Case(name='g55_forget_hedged_job_thoughts', category='forget',
         turns=(
               ("I mean, I dunno, it's probably nothing, but that thing I said about maybe leaving the bank, "
                "could you, um, if it's not a hassle, sort of... not remember that? My husband uses you too and "
                "I haven't, you know, told him yet.",
                "Of course, it's gone. Big career decisions are easier to talk through when you're ready, no "
                'rush.'),
         ),
         proposal=Proposal(
                           add=('The user has not told their husband about possibly leaving the bank.',
                                'Big career decisions are easier to talk through when ready.',)),
         memories=("The user's neighbour Gwen feeds the cat when the user travels.",
                   "The user's cat is called Biscuit.",
                   'The user is thinking about quitting their job at the bank.',),
         must=('Gwen',
               'Biscuit',),
         must_not=('told their husband',
                   'career decisions',),
         forgotten=('quitting',
                    'bank',)),
    Case(name='g55_forget_runon_court_stuff', category='forget',
         turns=(
               ("ok so right so the hearing thing got moved and whatever and honestly I just don't need you "
                "holding onto any of the court stuff anymore so yeah forget the hearing and that but Mei's "
                "allergy obviously keep that keep that and the school too anyway what's the weather like",
                "Done, the hearing is forgotten and Mei's allergy and school are kept. Looks like light rain "
                'this afternoon, so maybe grab a brolly.'),
         ),
         proposal=Proposal(
                           add=("The user's custody hearing has been rescheduled.",
                                'It will rain lightly this afternoon.',),
                           retire=(1,)),
         memories=("The user's daughter Mei is in year 4 at Harbourside Primary.",
                   "The user's daughter Mei has a peanut allergy.",
                   'The user drives a blue Skoda.',
                   'The user has a custody hearing on 12 June.',),
         must=('peanut',
               'Harbourside',
               'Skoda',),
         must_not=('rescheduled',
                   'rain',),
         forgotten=('custody',
                    '12 June',)),
    Case(name='g55_forget_scots_debt', category='forget',
         turns=(
               ("haw, that bit aboot me owin Stevie money, gonnae just forget that aye? we're square noo",
                "Nae bother, that's forgotten. Glad you two got it sorted!"),
         ),
         proposal=Proposal(
                           update=((2, 'The user has paid Stevie back the two hundred pounds.'),)),
         memories=("The user's granny Morag lives in a care home in Paisley.",
                   'The user supports Celtic.',
                   'The user owes their pal Stevie two hundred pounds.',),
         must=('Morag',
               'Celtic',),
         must_not=('paid Stevie back',),
         forgotten=('two hundred',
                    'owes',)),
    Case(name='g55_forget_texting_pregnancy', category='forget',
         turns=(
               ('yo can u delete the jess pregnant thing?? not ready 4 ppl 2 know lol. she still works at the '
                'vets tho thats fine',
                "Deleted 👍 I've kept that Jess works at the vet clinic. Congrats, by the way, whenever you're "
                'ready to share!'),
         ),
         proposal=Proposal(
                           add=('The user is not ready for people to know about the baby.',),
                           retire=(1,)),
         memories=("The user's girlfriend Jess is pregnant.",
                   "The user's girlfriend Jess works at a vet clinic.",
                   "The user's dog is a greyhound called Pixel.",),
         must=('vet',
               'Pixel',),
         must_not=('not ready',),
         forgotten=('pregnant',)),
    Case(name='g55_forget_question_sister', category='forget',
         turns=(
               ("Can you not keep that thing about my sister? The divorce thing, I mean. It's her business, not "
                "mine, I shouldn't have said.",
                "Of course. I've let go of that. Divorces can be really hard on the whole family, so it's kind "
                'of you to protect her privacy.'),
         ),
         proposal=Proposal(
                           add=('Divorces can be hard on the whole family.',),
                           retire=(0, 1,)),
         memories=("The user's sister Lerato is going through a divorce.",
                   "The user's sister Lerato lives in Durban.",
                   'The user is a primary school teacher.',),
         must=('Durban',
               'teacher',),
         must_not=('whole family',),
         forgotten=('divorce',)),
    Case(name='g55_forget_everything_except_birthday', category='forget',
         turns=(
               ('Forget everything about Gerhard except his birthday. I still want the reminder for that one. '
                'The rest, no, please.',
                "Okay, I've kept only Gerhard's birthday on the 19th of November. By the way, Graz is Austria's "
                'second-largest city, lovely place to visit.'),
         ),
         proposal=Proposal(
                           add=('Graz is the second-largest city in Austria.',),
                           retire=(0, 1, 2, 3,)),
         memories=("The user's father-in-law Gerhard is a retired pilot.",
                   "The user's father-in-law Gerhard has early-stage dementia.",
                   "The user's father-in-law Gerhard lives in Graz.",
                   "The user's father-in-law Gerhard's birthday is 19 November.",
                   'The user plays tennis on Thursdays.',),
         must=('19 November',
               'tennis',),
         must_not=('second-largest',),
         forgotten=('pilot',
                    'dementia',
                    'Graz',)),
    Case(name='g55_forget_codeswitch_recipe', category='forget',
         turns=(
               ("Dobra, słuchaj... the recipe, babcia's one, please forget it, it's a family secret, she would "
                'kill me haha. Agnieszka and the rest, zostaw, leave it.',
                "Haha, your babcia's secret is safe, I've forgotten the recipe. Pierogi ruskie are the most "
                'famous kind, but every family has its own twist!'),
         ),
         proposal=Proposal(
                           add=("The user's grandmother's pierogi recipe is a family secret.",
                                'Pierogi ruskie are the most famous kind of pierogi.',)),
         memories=("The user's grandmother's pierogi recipe uses farmer's cheese and fresh mint.",
                   "The user's wife Agnieszka is a nurse.",
                   'The user is learning to play the accordion.',),
         must=('Agnieszka',
               'accordion',),
         must_not=('family secret',
                   'ruskie',),
         forgotten=("farmer's cheese",
                    'pierogi',)),
    Case(name='g55_fl_surprise_party', category='forget_later',
         turns=(
               ("So I'm planning a surprise party for my wife Naledi's fortieth, it's on the 8th of May at her "
                "sister's place.",
                'How lovely! Want me to help with a guest list or a reminder closer to the date?'),
               ("Actually wait. She talks to you too. Forget the party thing, I'll keep it in my head. You can "
                "remember her name, that's fine.",
                "Good thinking, the party is forgotten. I'll remember Naledi is your wife. Fortieth birthdays "
                "are often celebrated big, so she'll love it."),
         ),
         proposal=Proposal(
                           add=("The user's wife is Naledi.",
                                "The user is planning a surprise party for Naledi's fortieth on the 8th of May.",
                                'Fortieth birthdays are often celebrated with big parties.',)),
         memories=(),
         must=('Naledi',),
         must_not=('surprise party',
                   'often celebrated',),
         forgotten=('surprise party',
                    '8th of May',
                    'fortieth',)),
    Case(name='g55_fl_salary_texting', category='forget_later',
         turns=(
               ('just got the offer!!! 68k at Brightwave, starting 1 sept 🎉🎉',
                "Congratulations! That's a great salary, above the average for many roles. Want a reminder for "
                'your first day?'),
               ('wait actually dont save the salary bit thats private. the job n start date fine',
                "Sure, salary removed. I'll remember you start at Brightwave on 1 September."),
         ),
         proposal=Proposal(
                           add=('The user got a job offer at Brightwave with a salary of 68k.',
                                'The user starts at Brightwave on 1 sept.',
                                "The user's salary is above the average for many roles.",)),
         memories=(),
         must=('Brightwave',
               '1 sept',),
         must_not=('salary',
                   'average',),
         forgotten=('68k',)),
    Case(name='g55_fl_bp_pidgin', category='forget_later',
         turns=(
               ("My doctor said my blood pressure is high o, 160 over 100, so I'm now on amlodipine. Ehen, and "
                "my daughter Chiamaka, she's studying law in Abuja now.",
                'Thanks for telling me. Amlodipine is a calcium channel blocker, often taken once a day. And '
                'well done to Chiamaka!'),
               ("Ehn, on second thought, that BP matter, abeg remove am. I don't want anybody to know my "
                'business. Chiamaka own is fine.',
                "No wahala, the blood pressure and medicine are forgotten. I'll keep that Chiamaka is studying "
                'law in Abuja.'),
         ),
         proposal=Proposal(
                           add=('The user has high blood pressure of 160 over 100.',
                                'The user takes amlodipine.',
                                "The user's daughter Chiamaka is studying law in Abuja.",
                                'Amlodipine is a calcium channel blocker.',)),
         memories=(),
         must=('Chiamaka',
               'Abuja',),
         must_not=('160 over',
                   'takes amlodipine',
                   'calcium channel',),
         forgotten=('amlodipine',
                    'blood pressure',)),
    Case(name='g55_fl_locker_code', category='forget_later',
         turns=(
               ('My gym locker code is 4471 and I go to FitZone on Carver Street, Mondays and Wednesdays, before '
                'work.',
                'Got it! Two sessions a week is a solid routine.'),
               ('scratch the code, that was dumb to say out loud. the gym days keep',
                "Done, the code is gone and I've kept your FitZone days."),
         ),
         proposal=Proposal(
                           add=("The user's gym locker code is 4471.",
                                'The user goes to FitZone on Carver Street on Mondays and Wednesdays.',
                                'Two gym sessions a week is a solid routine.',)),
         memories=(),
         must=('FitZone',
               'Mondays',),
         must_not=('locker code',
                   'solid routine',),
         forgotten=('4471',)),
    Case(name='g55_fl_friends_marriage', category='forget_later',
         turns=(
               ("My friend Oksana told me she's leaving her husband, and honestly I'm the only one who knows. "
                'Anyway, she and I are going to Kraków on the 14th of March, just the two of us.',
                "That sounds like a trip she might really need. Kraków's old town is a UNESCO World Heritage "
                "Site, so you'll have lots to see."),
               ("Hmm. Forget what I said about Oksana's marriage, that's not mine to tell. The Kraków trip stays.",
                "Of course, that's forgotten. I'll keep your Kraków trip with Oksana on the 14th of March."),
         ),
         proposal=Proposal(
                           add=("The user's friend Oksana is leaving her husband.",
                                'The user and their friend Oksana are going to Kraków on the 14th of March.',
                                "Kraków's old town is a UNESCO World Heritage Site.",)),
         memories=(),
         must=('Kraków',
               'Oksana',
               '14th of March',),
         must_not=('leaving her husband',
                   'UNESCO',),
         forgotten=('leaving her husband',)),
    Case(name='g55_notreq_always_forget_keys', category='small_talk',
         turns=(
               ("I always forget my keys, honestly, it's like a running joke at the bakery now. Kofi's gone and "
                'put a hook by the door.',
                'Ha, a hook by the door is a classic fix! Some people also clip a Bluetooth tracker to their '
                'keyring.'),
         ),
         proposal=Proposal(
                           add=('The user uses a Bluetooth tracker for their keys.',),
                           retire=(0,)),
         memories=("The user's flatmate is Kofi.",
                   'The user works night shifts at a bakery.',),
         must=('Kofi',
               'bakery',),
         must_not=('Bluetooth',),
         forgotten=()),
)
# fmt: on

FORGET55: tuple[Case, ...] = _FIRST + MORE_FORGET55

"""The second half of `writer_quality_claims59_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_CLAIMS59: tuple[Case, ...] = (
    Case(name='c59_quote_voicemail', category='quoted',
         turns=(
               ('there\'s a voicemail, I\'ll read it out: "Hi, this is Dr Okafor\'s surgery, your blood results '
                 'show you\'re quite anaemic, please ring to book a follow-up."',
                "It'd be worth ringing them back soon."),
               ("no it's for Jonas, my flatmate, his number's one digit off mine, happens every month. I'll stick "
                 'it on the fridge for him',
                "Good idea, he'll want to book that follow-up."),
         ),
         proposal=Proposal(
                           add=('The user is anaemic.',
                                'The user needs to book a follow-up with Dr Okafor.',
                                "The user's flatmate is Jonas.",)),
         memories=(),
         must=('Jonas',),
         must_not=('anaemic',
                   'Okafor',
                   'follow-up',),
         forgotten=()),
    Case(name='c59_quote_label_sign', category='quoted',
         turns=(
               ('label on these says "take two tablets every four hours, may cause drowsiness, do not operate '
                 'heavy machinery". great, I\'m a forklift driver, start at six',
                "It's best to check with a pharmacist before driving a forklift on them."),
               ('and the sign over the warehouse door literally says "1,284 days without an accident". no '
                 'pressure then',
                'Ha, no pressure at all.'),
         ),
         proposal=Proposal(
                           add=('The user takes two tablets every four hours.',
                                'The user must not operate heavy machinery.',
                                'The user works as a forklift driver.',
                                'The user has gone 1,284 days without an accident.',)),
         memories=(),
         must=('forklift',),
         must_not=('two tablets',
                   'heavy machinery',
                   '1,284',
                   'drowsiness',),
         forgotten=()),
    Case(name='c59_code_python_default', category='code',
         turns=(
               ('why does this always say Dmitri?\n\ndef greet(name="Dmitri", age=99):\n    return f"Hello '
                 '{name}, you are {age}"\n\nprint(greet())',
                'Because you call greet() with no arguments, so it uses the defaults name="Dmitri" and age=99. '
                 'Pass your own values, like greet("Sam", 30).'),
               ("ahh. cheers. I'm learning python for work, I do the GIS mapping at the county council",
                "Python's really handy for GIS, lots of libraries for it."),
         ),
         proposal=Proposal(
                           add=("The user's name is Dmitri.",
                                'The user is 99 years old.',
                                'The user does GIS mapping at the county council.',
                                'The user is learning Python.',)),
         memories=(),
         must=('GIS',),
         must_not=('Dmitri',
                   '99',),
         forgotten=()),
    Case(name='c59_code_json_seed', category='code',
         turns=(
               ('this is the '
                'seed file for the demo, fields are all made up obv:\n{"name": "Test McTestface", '
                 '"city": "Denver", "allergies": ["peanuts"], "pets": 3}\nit throws on load, why',
                "That snippet is valid JSON, so the error is probably in how it's read. Check the file encoding "
                 'and the path.'),
               ("k. real me's in Dublin btw so the timestamps should be Europe/Dublin not Denver",
                'Then set the timezone to Europe/Dublin in your config.'),
         ),
         proposal=Proposal(
                           add=('The user lives in Denver.',
                                'The user is allergic to peanuts.',
                                'The user has three pets.',
                                'The user lives in Dublin.',)),
         memories=(),
         must=('Dublin',),
         must_not=('Denver',
                   'peanut',
                   'McTestface',
                   'three pets',),
         forgotten=()),
    Case(name='c59_code_vlookup_dictated', category='code',
         turns=(
               ('ok write this in D2 for me: equals VLOOKUP open bracket B2 comma Rates exclamation A colon C '
                 'comma 3 comma FALSE close bracket',
                "That's =VLOOKUP(B2,Rates!A:C,3,FALSE), which finds B2 in column A of the Rates sheet and returns "
                 'the value from column C.'),
               ("yeah it's for my cleaning business invoices, I've got fourteen regular clients now, mostly round "
                 'Harrogate',
                'Nice growth. You can fill that formula down for every client row.'),
         ),
         proposal=Proposal(
                           add=("The user's rate is 3.",
                                "The user's clients are listed in column D2.",
                                'The user runs a cleaning business with fourteen regular clients around Harrogate.',)),
         memories=(),
         must=('cleaning',
               'Harrogate',),
         must_not=('VLOOKUP',
                   'D2',
                   'rate is 3',),
         forgotten=()),
    Case(name='c59_fl_dont_save_kemal', category='forget_later',
         turns=(
               ("my brother Kemal came out of rehab last month so we're doing a big family dinner sunday. oh and "
                 "I'm allergic to shellfish, proper hives, so nothing with prawns",
                'That sounds like a lovely occasion. A prawn-free menu is easy: a roast or a lamb tagine would '
                 'work.'),
               ("actually don't save that about Kemal and rehab, that's his business not mine",
                'Understood.'),
         ),
         proposal=Proposal(
                           add=("The user's brother Kemal recently came out of rehab.",
                                'The user is allergic to shellfish.',)),
         memories=(),
         must=('shellfish',),
         must_not=('rehab',
                   'Kemal',),
         forgotten=('rehab',
                    'Kemal',)),
    Case(name='c59_fl_scrap_engagement', category='forget_later',
         turns=(
               ("big news, I've got an interview at Deloitte on the 9th! and me and Sam are talking about getting "
                 'engaged next summer 💍',
                'Congratulations on both! Good luck on the 9th.'),
               ("thanks!! wait scrap the bit about the engagement, Sam'd kill me if that came up before she's ready",
                'No problem.'),
         ),
         proposal=Proposal(
                           add=('The user has an interview at Deloitte on the 9th.',
                                'The user and Sam plan to get engaged next summer.',)),
         memories=(),
         must=('Deloitte',),
         must_not=('engage',),
         forgotten=('engage',)),
    Case(name='c59_fl_between_us_therapy', category='forget_later',
         turns=(
               ("I'm planning a surprise 60th for my wife Deb, 12th of October at the Crown and Anchor",
                'How exciting! The 12th of October at the Crown and Anchor.'),
               ("also, I've been seeing a therapist for my anxiety since January, it's helping a lot",
                "I'm glad it's helping."),
               ("actually keep that therapy thing between us yeah? don't write it down, Deb uses you too",
                'Of course.'),
         ),
         proposal=Proposal(
                           add=('The user is planning a surprise 60th birthday for his wife Deb on 12 October at '
                                 'the Crown and Anchor.',
                                'The user has been seeing a therapist for anxiety since January.',)),
         memories=(),
         must=('Deb',
               'Crown',),
         must_not=('therap',
                   'anxiety',),
         forgotten=('therap',
                    'anxiety',)),
    Case(name='c59_fiq_coeliac_spelt', category='fact_in_question',
         turns=(
               ("seeing as I'm coeliac, can I have the spelt loaf from Lidl or is that a no-go?",
                'Sadly no: spelt is a type of wheat and contains gluten. Look for bread labelled gluten-free.'),
         ),
         proposal=Proposal(
                           add=('The user eats spelt bread from Lidl.',
                                'Spelt contains gluten.',
                                'The user has coeliac disease.',)),
         memories=(),
         must=('coeliac',),
         must_not=('spelt',
                   'Lidl',),
         forgotten=()),
    Case(name='c59_two_waffles_gloria', category='two_facts',
         turns=(
               ('right two bits of news: we got a puppy, a beagle called Waffles, and my mother-in-law Gloria is '
                 'moving in with us in June',
                'A puppy and a new housemate, busy summer! Beagles need plenty of exercise.'),
         ),
         proposal=Proposal(
                           add=('The user has a beagle puppy called Waffles.',
                                "The user's mother-in-law Gloria is moving in with the user in June.",
                                'Waffles is eight weeks old.',
                                'Gloria is moving in because she is unwell.',)),
         memories=(),
         must=('Waffles',
               'Gloria',),
         must_not=('eight weeks',
                   'unwell',),
         forgotten=()),
    Case(name='c59_ramble_bruno_arthritis', category='long_ramble',
         turns=(
               ('honestly what a day, the A38 was shut again so I sat there forty minutes listening to the '
                 "audiobook, you know the one, this woman's a lighthouse keeper in Cornwall and her twin brother "
                 'drowns and she thinks the new postman did it, gripping but the narrator does this awful accent, '
                 'and then it started chucking it down, the forecast said rain all week, and oh, the vet rang, '
                 "Bruno's limp is arthritis in his hip so he's on tablets for life now, poor old boy, and then "
                 "Tesco had no oat milk AGAIN so I got the soya one which is rank, and I still haven't done the "
                 'recycling',
                'What a day. Sorry to hear about Bruno; lots of dogs do really well on arthritis medication. Rain '
                 'all week is forecast for much of the South West too.'),
         ),
         proposal=Proposal(
                           add=('The user is a lighthouse keeper in Cornwall.',
                                "The user's twin brother drowned.",
                                'It will rain all week.',
                                "The user's dog Bruno has arthritis in his hip and is on lifelong medication.",
                                'The user was stuck on the A38 today.',)),
         memories=(),
         must=('Bruno',
               'arthritis',),
         must_not=('lighthouse',
                   'twin',
                   'rain all week',
                   'A38',),
         forgotten=()),
    Case(name='c59_corr_oliver_aldi', category='correction',
         turns=(
               ("you've got it wrong, Oliver's nine not seven, he had his birthday in August. and it's Aldi I "
                 'work at, not Tesco, no idea where you got that',
                'Sorry about that, thanks for correcting me.'),
         ),
         proposal=Proposal(
                           add=("The user's son Oliver had a birthday party in August.",
                                'The user is annoyed with the assistant.',),
                           update=((0, "The user's son Oliver is nine."), (1, 'The user works at Aldi.'))),
         memories=("The user's son Oliver is seven.",
                  'The user works at Tesco.',),
         must=('Oliver',
               'Aldi',),
         must_not=('Tesco',
                   'seven',
                   'party',
                   'annoyed',),
         forgotten=()),
)
# fmt: on

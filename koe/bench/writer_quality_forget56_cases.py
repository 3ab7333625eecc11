"""FORGET56: a set for `koe bench writer --quality`: 20 forget requests (wipe, erase, strike that, keep one part, and
two idioms that are none), written in session 30 without sight of the writer's rules; run once on the rules read from
fresh54, fresh55 and FORGET55, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget56_cases_more import MORE_FORGET56

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='g56_forget_wipe_divorce', category='forget',
         turns=(
               ("can you wipe what I told you about the divorce? the kids use this thing too and I don't want it "
                'popping up',
                "Of course. I'll forget what you told me about the divorce. Lots of families with kids prefer to "
                'keep that kind of thing private.'),
         ),
         proposal=Proposal(
                           retire=(1,)),
         memories=('The user is going through a divorce from Martin.',
                   'The user works as a dental hygienist in Leeds.',
                   "The user's daughter Poppy is seven.",),
         must=('dental hygienist',
               'Poppy',),
         must_not=(),
         forgotten=('divorce',
                    'Martin',)),
    Case(name='g56_forget_pin_thing', category='forget',
         turns=(
               ("ehm, you don't need to know my PIN thing, actually. like that was dumb of me, just get rid of "
                'it, ja?',
                "Done, I won't keep anything about your PIN. It's a good idea never to share PIN details with "
                'any app or device.'),
         ),
         proposal=Proposal(
                           add=("The user's PIN hint is the year 1961.",
                                'The user should never share PIN details with apps.',)),
         memories=("The user's bank card PIN hint is his mother's birth year, 1961.",
                   'The user banks with Sparkasse.',
                   'The user lives in Graz.',),
         must=('Graz',
               'Sparkasse',),
         must_not=('hint is the year',
                   'never share',),
         forgotten=('PIN',
                    '1961',)),
    Case(name='g56_forget_ex_keep_jonah', category='forget',
         turns=(
               ("right, delete the stuff about my ex, all of it, but keep that Jonah's my son obviously, and the "
                'cello',
                "Understood. I'll forget everything about your ex and keep that Jonah is your son and plays the "
                'cello.'),
         ),
         proposal=Proposal(
                           add=('The user has a son named Jonah.',),
                           retire=(0, 2,)),
         memories=("The user's ex-husband is called Derek.",
                   'Derek lives in Swindon with his new partner.',
                   "The user's son Jonah is twelve.",
                   'Jonah plays the cello.',),
         must=('Jonah',
               'cello',
               'twelve',),
         must_not=(),
         forgotten=('Derek',
                    'Swindon',
                    'ex-husband',)),
    Case(name='g56_forget_erase_health', category='forget',
         turns=(
               ("hey koe, erase anything about my health. anything. I'm applying for life insurance and I'm "
                'paranoid',
                "No problem, I'll erase your health information. Just so you know, insurers usually get medical "
                "details from your doctor's records, not from voice assistants."),
         ),
         proposal=Proposal(
                           add=('The user is applying for life insurance.',
                                "Insurers get medical details from doctors' records.",),
                           retire=(0,)),
         memories=('The user has type 2 diabetes.',
                   'The user takes metformin twice a day.',
                   "The user's dog is a beagle named Biscuit.",
                   'The user works night shifts at a warehouse in Dayton.',),
         must=('Biscuit',
               'warehouse',),
         must_not=('life insurance',
                   'Insurers get',),
         forgotten=('diabetes',
                    'metformin',)),
    Case(name='g56_forget_strike_pregnant', category='forget',
         turns=(
               ("ah, strike that about Mei. she's not pregnant, I got it all mixed up, it was only a rumour. "
                'forget I said it, please',
                "Okay, I've forgotten that. Rumours like that do get mixed up easily."),
         ),
         proposal=Proposal(
                           update=((0, "The user's daughter-in-law Mei is not pregnant; it was a rumour."),)),
         memories=("The user's daughter-in-law Mei is pregnant.",
                   "The user's son Kenji is married to Mei.",
                   'The user lives in Osaka.',),
         must=('Kenji',
               'Osaka',),
         must_not=('rumour',),
         forgotten=('pregnant',)),
    Case(name='g56_forget_text_court_date', category='forget',
         turns=(
               ('pls forget abt my court date thx. shan doesnt know yet',
                "Got it, I've forgotten about the court date. Let me know if you need anything else."),
         ),
         proposal=Proposal(
                           add=("The user's court date is on 14 November.",
                                "Shannon does not know about the user's court date yet.",)),
         memories=('The user has a court date on 14 November for a speeding charge.',
                   'The user drives a Vauxhall Corsa.',
                   "The user's partner is named Shannon.",),
         must=('Corsa',
               'Shannon',),
         must_not=('14 November',
                   'does not know',),
         forgotten=('court',
                    'speeding',)),
    Case(name='g56_forget_scots_brother_drink', category='forget',
         turns=(
               ("aye, see that thing a said aboot ma brother's drinkin? can ye forget it. he'd be mortified, so "
                'he would',
                "Nae bother, I've forgotten what you said about your brother's drinking. I won't bring it up "
                'again.'),
         ),
         proposal=Proposal(
                           retire=(0, 1,)),
         memories=("The user's brother Callum has a drinking problem.",
                   "The user's brother Callum lives in Dundee.",
                   'The user supports Dundee United.',),
         must=('Callum',
               'Dundee United',),
         must_not=(),
         forgotten=('drinking',)),
    Case(name='g56_forget_voice_knee_surgery', category='forget',
         turns=(
               ('um so uh the thing about, the, the surgery? my knee, the knee surgery, yeah, can you like, '
                "erase that. I'd rather not have it on there. thanks",
                "Sure, I've erased the information about your knee surgery. I hope everything goes smoothly."),
         ),
         proposal=Proposal(),
         memories=("The user is having knee surgery on 3 March at St. Vincent's.",
                   'The user plays in a pickleball league on Thursdays.',
                   "The user's wife is named Rosa.",),
         must=('pickleball',
               'Rosa',),
         must_not=(),
         forgotten=('knee surgery',
                    'St. Vincent',)),
    Case(name='g56_forget_indian_salary', category='forget',
         turns=(
               ('Please remove whatever I told regarding my salary. My wife is also using this device only, no?',
                "Sure, I've removed what you told me about your salary. Shared devices are common, so it's "
                'sensible to keep pay details private.'),
         ),
         proposal=Proposal(
                           add=('The user shares the device with his wife.',),
                           update=((0, 'The user earns a good salary.'),)),
         memories=('The user earns 18 lakh per year.',
                   'The user works at Infosys in Pune.',
                   "The user's wife is named Divya.",),
         must=('Infosys',
               'Divya',),
         must_not=('good salary',
                   'shares the device',),
         forgotten=('18 lakh',
                    'salary',)),
    Case(name='g56_forget_aussie_gambling', category='forget',
         turns=(
               ("yeah nah mate, forget the bit about me gamblin' debts, yeah? that's all sorted now, don't want "
                "it hangin' round",
                "No worries, I've forgotten about the debts. Good on you for getting it sorted."),
         ),
         proposal=Proposal(
                           update=((0, "The user's gambling debts are sorted now."),)),
         memories=('The user has gambling debts of about $20,000.',
                   'The user lives in Geelong.',
                   "The user's kelpie is called Ned.",),
         must=('Geelong',
               'Ned',),
         must_not=('sorted now',),
         forgotten=('gambling',
                    '$20,000',)),
    Case(name='g56_forget_spanglish_interview', category='forget',
         turns=(
               ("oye, olvida lo de la entrevista, the job interview thing, just forget it, I'm not going anymore",
                "Vale, I've forgotten about the interview. If you change your mind, Telefónica often posts new "
                'openings on its careers page.'),
         ),
         proposal=Proposal(
                           add=('The user is not going to the Telefónica interview.',
                                'Telefónica posts new openings on its careers page.',)),
         memories=('The user has a job interview at Telefónica next Tuesday.',
                   "The user's mother Carmen lives in Valencia.",
                   'The user is learning the guitar.',),
         must=('Carmen',
               'guitar',),
         must_not=('not going',
                   'careers page',),
         forgotten=('Telefónica',
                    'interview',)),
    Case(name='g56_forget_pidgin_address', category='forget',
         turns=(
               ('Abeg, that my address wey I give you before, no need to keep am. Comot am, I no too trust all '
                'these gadgets',
                'No wahala, I don remove your address. I no go keep am again.'),
         ),
         proposal=Proposal(
                           add=('The user lives in Surulere, Lagos.',),
                           retire=(0,)),
         memories=("The user's home address is 14 Adeola Crescent, Surulere.",
                   "The user's son Tunde is in JSS2.",
                   'The user sells fabric at Balogun Market.',),
         must=('Tunde',
               'Balogun',),
         must_not=('Lagos',),
         forgotten=('Adeola',
                    'Surulere',)),
    Case(name='g56_forget_all_about_priya', category='forget',
         turns=(
               ("hey, so, can you just... forget Priya. like all of it. everything about her. it's done, I'm "
                'moving on',
                "Understood, I've forgotten everything about Priya. Moving on is a healthy step, be kind to "
                'yourself.'),
         ),
         proposal=Proposal(
                           add=('The user is moving on from a breakup.',),
                           retire=(0,)),
         memories=('The user used to date Priya.',
                   'Priya works at the same firm as the user.',
                   'The user is an architect at Halden Studio.',
                   "The user's cat is called Mango.",),
         must=('Halden',
               'Mango',),
         must_not=('breakup',),
         forgotten=('Priya',)),
    Case(name='g56_forget_german_therapy', category='forget',
         turns=(
               ('Bitte vergiss das mit meiner Therapie... the therapy stuff, ja? Alles. Nobody needs to know that',
                "Alles klar, I've forgotten everything about your therapy. That's entirely your business."),
         ),
         proposal=Proposal(
                           add=('The user lives in Leipzig and sees Dr. Albrecht on Wednesdays.',),
                           retire=(1,)),
         memories=('The user sees a therapist, Dr. Albrecht, every Wednesday.',
                   'The user is in therapy for anxiety.',
                   'The user lives in Leipzig.',
                   "The user's girlfriend Hanna is a nurse.",),
         must=('Leipzig',
               'Hanna',
               'nurse',),
         must_not=('Albrecht',),
         forgotten=('therapist',
                    'therapy',
                    'Albrecht',
                    'anxiety',)),
    Case(name='g56_later_last_thing_hotel', category='forget_later',
         turns=(
               ("so my sister Leilani's moving to Hilo in March, she finally got the teaching job, and honestly "
                "I've been thinking about quitting the hotel",
                "That's exciting news for Leilani! Hilo's a lovely town. And thinking about a job change is a "
                "big decision, what's making you consider it?"),
               ('actually forget the last thing I said lol. my manager uses this thing too',
                "Ha, got it, I've forgotten that part. Your secret's safe."),
         ),
         proposal=Proposal(
                           add=("The user's sister Leilani is moving to Hilo in March.",
                                "The user's sister Leilani got a teaching job.",
                                'The user is thinking about quitting the hotel.',
                                'Hilo is a lovely town.',)),
         memories=(),
         must=('Leilani',
               'Hilo',),
         must_not=('quitting',
                   'lovely town',),
         forgotten=('quitting',
                    'hotel',)),
    Case(name='g56_later_voice_meds_grandson', category='forget_later',
         turns=(
               ("okay so um, my blood pressure pills, it's amlodipine, five milligrams, in the morning. and uh "
                "my grandson Eli, his birthday's June ninth, he'll be six",
                "Thanks! Amlodipine is a common blood pressure medication. And I'll remember Eli's birthday on "
                'June ninth.'),
               ("wait, no, don't, uh, don't keep the pill part. my doctor said don't put that in apps. just "
                'forget that, keep Eli',
                "Understood, I've forgotten the medication details and kept Eli's birthday. Some doctors "
                'recommend keeping a medication list on paper instead.'),
         ),
         proposal=Proposal(
                           add=('The user takes amlodipine 5 mg every morning for blood pressure.',
                                "The user's grandson Eli's birthday is June ninth.",
                                'Eli will be six.',
                                'Doctors recommend keeping medication lists on paper.',)),
         memories=(),
         must=('Eli',
               'June ninth',),
         must_not=('amlodipine',
                   'on paper',),
         forgotten=('amlodipine',
                    'blood pressure',)),
    Case(name='g56_later_text_where_i_live', category='forget_later',
         turns=(
               ('ok so my gf is jess, we live in bristol, and im allergic to penicillin. thats the main stuff',
                "Thanks for sharing! I'll remember Jess, and your penicillin allergy is important to know. "
                "Bristol's a great city."),
               ('actually scratch the bristol bit, forget where i live. privacy n all',
                "No problem, I've forgotten where you live."),
         ),
         proposal=Proposal(
                           add=("The user's girlfriend is Jess.",
                                'The user lives in Bristol with Jess.',
                                'The user is allergic to penicillin.',
                                'Bristol is a great city.',)),
         memories=(),
         must=('Jess',
               'penicillin',),
         must_not=('Bristol',),
         forgotten=('Bristol',)),
    Case(name='g56_later_irish_mam_hospital', category='forget_later',
         turns=(
               ("ah it's been a week. me mam's in the Mater, she had a fall Tuesday. and the two small ones are "
                "off to the Gaeltacht in July, Aoife and Rónán, so that's the summer sorted",
                "Oh no, I'm sorry to hear about your mam, I hope she's on the mend. The Gaeltacht in July sounds "
                'brilliant for Aoife and Rónán.'),
               ("ah here, forget I said about Mam being in hospital, she'd kill me if it was stored anywhere",
                "Grand, I've forgotten about your mam being in hospital."),
         ),
         proposal=Proposal(
                           add=("The user's mother is in the Mater hospital after a fall.",
                                "The user's children Aoife and Rónán are going to the Gaeltacht in July.",)),
         memories=(),
         must=('Aoife',
               'Rónán',
               'Gaeltacht',),
         must_not=('Mater',),
         forgotten=('Mater',
                    'hospital',)),
    Case(name='g56_idiom_forget_my_head', category='stated',
         turns=(
               ("God, I'd forget me head if it wasn't screwed on. Anyway, Owen's christening, it's on the 22nd "
                "at St Mary's, I'm his godmother",
                "Ha, happens to the best of us! I'll remember Owen's christening on the 22nd at St Mary's, and "
                'congratulations on being godmother.'),
         ),
         proposal=Proposal(
                           add=("The user's nephew Owen's christening is on the 22nd at St Mary's.",
                                "The user is Owen's godmother.",
                                'The user is very forgetful.',),
                           retire=(0,)),
         memories=("The user's nephew Owen lives in Cardiff.",),
         must=('Cardiff',
               'christening',
               'godmother',),
         must_not=('forgetful',),
         forgotten=()),
)
# fmt: on

FORGET56: tuple[Case, ...] = _FIRST + MORE_FORGET56

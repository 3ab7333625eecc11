"""The second half of `writer_quality_forget58_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET58: tuple[Case, ...] = (
    Case(name='g58_later_glasgow_stevie_job', category='forget_later',
         turns=(
               ("Aye so wee Isla's finally started at the nursery on Dumbarton Road, first week and she's loving "
                 "it. And ma man Stevie's got a new job wi' the buses, starts the first o' the month.",
                "That's brilliant news all round. Settling into nursery can take a few weeks, so a good first "
                 'week is a great sign.'),
               ("Here, actually, dinnae keep that about Stevie's job, it's no official till he's signed the "
                 "contract, I'm no wantin' to jinx it.",
                "Nae bother, I won't keep anything about Stevie's new job. Fingers crossed for the contract."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Isla has started at the nursery on Dumbarton Road.",
                                "The user's partner Stevie has a new job with First Bus starting on the first of "
                                 'the month.',
                                'Settling into nursery takes a few weeks.',
                                'The user is superstitious.',)),
         memories=(),
         must=('Isla',
               'nursery',),
         must_not=('superstitious',
                   'few weeks',),
         forgotten=('bus',
                    'new job',
                    'contract',)),
    Case(name='g58_later_montreal_demenagement', category='forget_later',
         turns=(
               ('Bon, so mon chum Olivier and I, on déménage à Laval en juillet. Oh and fyi je suis allergique '
                 'aux fruits de mer, shellfish, so no shrimp in recipe suggestions please.',
                'Noted, no shellfish in my suggestions. And a move to Laval in July, exciting! Laval is the '
                 "third-largest city in Quebec, so you'll have lots of options."),
               ("Ouais... en fait efface le truc du déménagement, on n'est pas encore sûrs, les taux "
                 "hypothécaires sont fous. Garde juste l'allergie.",
                "D'accord, I've dropped the move. Your shellfish allergy stays noted."),
         ),
         proposal=Proposal(
                           add=('The user and their partner Olivier are moving to Laval in July.',
                                'The user is allergic to shellfish.',
                                'The user is allergic to all seafood and fish.',
                                'Laval is the third-largest city in Quebec.',
                                'Mortgage rates are too high for the user.',)),
         memories=(),
         must=('shellfish',),
         must_not=('all seafood',
                   'third-largest',
                   'mortgage',),
         forgotten=('Laval',
                    'July',
                    'moving',
                    'move',)),
    Case(name='g58_later_nairobi_medicine', category='forget_later',
         turns=(
               ('Sasa. For the record, I own two matatus on the Thika Road route, and my daughter Wanjiru is in '
                 'Form Three at Moi Girls.',
                'Good to know! Two matatus on Thika Road must keep you busy. Form Three is a big year for Wanjiru.'),
               ('Eh, and remind me, I take my ARVs at 9 every night, sometimes I sleep before.',
                'I can do that: a reminder at 9pm every night for your medication.'),
               ("Wait wait. Sijui... don't keep the medicine part, the kids also talk to you. I'll just put an "
                 'alarm on my phone. Forget it completely.',
                "Understood, I've forgotten the medication part and there's no reminder saved."),
         ),
         proposal=Proposal(
                           add=('The user owns two matatus on the Thika Road route.',
                                "The user's daughter Wanjiru is in Form Three at Moi Girls.",
                                'The user takes ARVs at 9pm every night.',
                                'The user is HIV positive.',
                                'Matatus are privately owned minibuses in Kenya.',
                                'The user falls asleep early.',)),
         memories=(),
         must=('matatu',
               'Wanjiru',
               'Moi Girls',),
         must_not=('minibuses',
                   'asleep',),
         forgotten=('ARV',
                    'HIV',
                    'medication',
                    'medicine',)),
    Case(name='g58_later_osaka_keiko_health', category='forget_later',
         turns=(
               ('Ah, hello. My mother-in-law, Keiko-san, she will come to live with us from next month. She is '
                 'diabetic, so please, when I ask for dessert recipe, no sugar.',
                "That's a big change for your household. I'll keep sugar-free desserts in mind. Many Japanese "
                 'sweets can be adapted with alternatives like erythritol.'),
               ("Ah, sorry, sorry. About Keiko-san diabetes, please don't remember. She is very private person. "
                 'Only that she comes to live, that is OK.',
                "Of course. I won't keep anything about her health, only that she's coming to live with you."),
         ),
         proposal=Proposal(
                           add=("The user's mother-in-law Keiko is moving in with the family next month.",
                                'Keiko has diabetes.',
                                'The user wants sugar-free dessert recipes.',
                                'Keiko is a very private person.',
                                'Erythritol is a good substitute in Japanese sweets.',)),
         memories=(),
         must=('Keiko',),
         must_not=('private',
                   'Erythritol',),
         forgotten=('diabet',
                    'sugar',)),
    Case(name='g58_later_saopaulo_salario', category='forget_later',
         turns=(
               ("Cara, ganhei aumento! Now I'm making 9 mil por mês at Nubank. E a Fernanda, minha esposa, vai "
                 'começar o mestrado na USP em agosto.',
                "Parabéns! That's a great raise. And good luck to Fernanda with her master's at USP, it's often "
                 'called the best university in Latin America.'),
               ('Valeu! Ah, mas esquece o salário, tá? Não gosto disso gravado. The Fernanda thing you can keep.',
                "Combinado, I won't keep anything about your salary. Fernanda's master's at USP stays."),
         ),
         proposal=Proposal(
                           add=('The user earns R$9,000 per month at Nubank.',
                                'The user got a raise.',
                                "The user's wife Fernanda is starting a master's at USP in August.",
                                'USP is the best university in Latin America.',
                                'The user is happy today.',)),
         memories=(),
         must=('Fernanda',
               'USP',),
         must_not=('best university',
                   'happy',),
         forgotten=('9,000',
                    '9 mil',
                    '9.000',
                    'salary',
                    'raise',
                    'per month',
                    'earns',)),
    Case(name='g58_later_tullamore_guard', category='forget_later',
         turns=(
               ("so my sun Cian's sitting the leaving cert in June, god help us, and the wife Aoife, she's a "
                 'guard over in Tullamore',
                'Best of luck to Cian, June will come around fast. And that must be a busy job for Aoife.'),
               ("tis. and the dog's Bran, hes an auld lurcher, sleeps all day the lazy yoke",
                'Lurchers are famously good at sleeping, people call them forty-mile-an-hour couch potatoes.'),
               ("ah here actually dont be keepin the bit about Aoife bein a guard, she'd kill me, she doesnt want "
                 'that known, you know yourself',
                "No problem, I won't keep anything about Aoife's job."),
         ),
         proposal=Proposal(
                           add=("The user's son Cian is sitting the Leaving Cert in June.",
                                "The user's wife Aoife is a Garda in Tullamore.",
                                "The user's dog Bran is an old lurcher.",
                                "The user's sun is named Cian.",
                                'Lurchers are called forty-mile-an-hour couch potatoes.',
                                "The user's wife would kill the user.",)),
         memories=(),
         must=('Cian',
               'Leaving Cert',
               'Bran',
               'lurcher',),
         must_not=("user's sun",
                   'couch potato',
                   'kill',),
         forgotten=('guard',
                    'Garda',)),
    Case(name='g58_later_dubai_visa_ramble', category='forget_later',
         turns=(
               ("Ok so you need to know us properly. We moved to Dubai Marina last year from Alexandria, it's me, "
                 "my husband Karim and the twins Yara and Omar, they're six, yalla, chaos. Karim's mother is "
                 'coming for Ramadan, God give me patience, and on top of everything my residence visa is up for '
                 'renewal in March, the whole thing with the medical test and Emirates ID, a headache wallahi.',
                "That's a full house! Visa renewals can be a lot of paperwork; usually the medical fitness test "
                 'and Emirates ID biometrics are the main steps.'),
               ("Khalas, actually, forget the visa thing, I don't want that kind of stuff saved anywhere. The "
                 'family stuff is fine.',
                "Of course, I've dropped everything about your visa. I'll keep the family details."),
         ),
         proposal=Proposal(
                           add=('The user lives in Dubai Marina with her husband Karim and their twins Yara and '
                                 'Omar.',
                                "The user's twins Yara and Omar are 7 years old.",
                                'The user moved to Dubai from Alexandria last year.',
                                "The user's residence visa is up for renewal in March.",
                                'Visa renewal in the UAE requires a medical fitness test and Emirates ID '
                                 'biometrics.',
                                'The user needs patience with her mother-in-law.',)),
         memories=(),
         must=('Karim',
               'Yara',
               'Omar',
               'Dubai Marina',
               'Alexandria',),
         must_not=('7 years',
                   'patience',),
         forgotten=('visa',
                    'Emirates ID',
                    'renewal',)),
)
# fmt: on

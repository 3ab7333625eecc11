"""FORGET58: a set for `koe bench writer --quality`: 20 conversations (forget requests by topic, person, time,
pointing, with exceptions, mid-turn, and three that are none), written in session 31 without sight of the writer's
rules; run once on session 30's final code, then read and joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget58_cases_more import MORE_FORGET58

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='g58_forget_topic_meds_leeds', category='forget',
         turns=(
               ('Right, can you just bin everything you know about me meds and the therapy? Like all of it. Not '
                 "being funny but I don't want that sat on a kitchen gadget, me mam's always round.",
                "No problem, I've cleared that. Your GP surgery will still have your records if you ever need them."),
         ),
         proposal=Proposal(
                           add=('The user is worried about privacy.',
                                'GP surgeries keep medical records for patients.',),
                           update=((1, 'The user used to see a therapist.'),),
                           retire=(0,)),
         memories=('The user takes 50mg of sertraline every morning for anxiety.',
                  'The user sees a therapist called Dr. Okafor on Tuesdays.',
                  'The user lives in Headingley, Leeds.',
                  'The user has a whippet called Biscuit.',),
         must=('Leeds',
               'Biscuit',),
         must_not=('privacy',
                   'GP',),
         forgotten=('sertraline',
                    'therapist',
                    'therapy',
                    'Okafor',
                    'anxiety',)),
    Case(name='g58_forget_person_cunado_madrid', category='forget',
         turns=(
               ('Oye, lo de mi cuñado Javi... forget all of it, todo, vale? The money, the divorce, everything. '
                 'Ya está arreglado y no quiero que se quede grabado en ningún sitio. Mi hermana would die if she '
                 'heard you mention it.',
                "Vale, entendido. I won't bring up anything about Javi again."),
         ),
         proposal=Proposal(
                           add=("The user's sister would die if she heard about it.",
                                'The user has settled the debt with Javi.',),
                           update=((1, 'Javi has sorted things out with the user.'),),
                           retire=(0,)),
         memories=("The user's brother-in-law Javi owes the user 300 euros.",
                  "The user's brother-in-law Javi is going through a divorce.",
                  "The user's sister is Marta.",
                  'The user works as a nurse at Hospital La Paz.',),
         must=('Marta',
               'nurse',
               'La Paz',),
         must_not=('would die',),
         forgotten=('Javi',
                    'cuñado',
                    'brother-in-law',
                    'divorce',
                    '300 euros',)),
    Case(name='g58_forget_by_when_cardiff', category='forget',
         turns=(
               ('Oi, you know all that I was saying Saturday night? About packing in the job and Gareth being a '
                 'useless lazy so-and-so? Forget the lot of it, yeah. I was three pints deep and proper wound up. '
                 "I'm not going anywhere, I like it there really, fair play.",
                "Consider it forgotten. Everyone's allowed a Saturday-night rant."),
         ),
         proposal=Proposal(
                           add=('The user was drunk on Saturday night.',
                                'The user usually drinks three pints on a Saturday.',),
                           update=((2, "The user's manager Gareth is actually alright."),),
                           retire=(1,)),
         memories=('The user works in the housing department at Cardiff Council.',
                  'The user plans to hand in their notice at the council next month.',
                  'The user thinks their manager Gareth is useless and lazy.',
                  "The user's partner is Rhiannon.",),
         must=('housing',
               'Rhiannon',),
         must_not=('drunk',
                   'pints',),
         forgotten=('notice',
                    'Gareth',
                    'useless',)),
    Case(name='g58_forget_pointing_last_bit_durban', category='forget',
         turns=(
               ('Hey, what do you remember about my mom?',
                "You've told me she lives in Umhlanga in Durban, and that she was recently diagnosed with type 2 "
                 'diabetes.'),
               ('Ja, that last bit, can you forget it please. She found out I told people and she was not '
                 'impressed, eish. Just the bit about her health, the rest is fine.',
                "Done, I've forgotten what you told me about her health. The rest stays as it is. Type 2 diabetes "
                 'can often be managed well with diet and exercise, if she ever wants ideas.'),
         ),
         proposal=Proposal(
                           add=("The user's mother is not impressed with the user.",
                                'Type 2 diabetes can often be managed with diet and exercise.',),
                           update=((1, "The user's mother has a health condition she keeps private."),),
                           retire=(0,)),
         memories=("The user's mother lives in Umhlanga, Durban.",
                  "The user's mother was recently diagnosed with type 2 diabetes.",
                  "The user's son Thabo plays flank for his school's rugby first team.",),
         must=('Umhlanga',
               'Thabo',
               'rugby',),
         must_not=('not impressed',),
         forgotten=('diabetes',
                    'diagnosed',
                    'health',)),
    Case(name='g58_forget_vague_paise_pune', category='forget',
         turns=(
               ('Arre sun, woh paise wala matter jo maine last week bataya tha na... bank wala. Bas usko bhool '
                 'jao, delete kar do. Priya ko abhi pata nahi hai and she also talks to you, so.',
                "Theek hai, I've removed what you told me about the bank loan. Agar kabhi financial planning mein "
                 'help chahiye toh bata dena.'),
         ),
         proposal=Proposal(
                           add=('The user is hiding the loan from his wife Priya.',
                                'Personal loans in India usually carry interest rates of 10 to 16 percent.',),
                           retire=(0, 3)),
         memories=('The user took a personal loan of 5 lakh rupees from HDFC Bank.',
                  "The user's daughter Ananya is preparing for NEET.",
                  'The user lives in Kothrud, Pune.',
                  "The user's wife Priya is a chartered accountant.",),
         must=('Ananya',
               'NEET',
               'Pune',
               'Priya',
               'chartered accountant',),
         must_not=('hiding',
                   'interest',),
         forgotten=('loan',
                    'lakh',
                    'HDFC',)),
    Case(name='g58_forget_ex_except_kids_milan', category='forget',
         turns=(
               ('Senti, can you forget everything about my ex? Marco, tutto quanto. Where he lives, his birthday, '
                 "basta. Except the kids' names, keep Giulia and Tommaso obviamente, those stay.",
                "Certo. I've removed what I knew about Marco and kept Giulia and Tommaso."),
         ),
         proposal=Proposal(
                           add=('The user had a difficult divorce.',
                                'The user no longer wants to talk about their ex-husband.',),
                           update=((2, 'The user has two children, Giulia and Tommaso.'),),
                           retire=(0, 1, 3, 4)),
         memories=("The user's ex-husband is Marco.",
                  'Marco lives in Bologna with his new partner.',
                  'The user and Marco have two children, Giulia and Tommaso.',
                  "Marco's birthday is on 3 March.",
                  'The user works as a pharmacist in Milan.',),
         must=('Giulia',
               'Tommaso',
               'pharmacist',),
         must_not=('difficult divorce',),
         forgotten=('Marco',
                    'Bologna',
                    '3 March',
                    'ex-husband',)),
    Case(name='g58_forget_half_taken_back_geelong', category='forget',
         turns=(
               ("Oh and can you forget my blood type and... hang on, nah, actually keep that one, if I'm ever in "
                 "a prang the paramedics might ask. But the weight stuff, ditch that. I don't need reminding every "
                 'time I ask for a recipe, mate.',
                "Fair enough, I'll keep your blood type and drop what I had about your weight. Fun fact: O "
                 'negative is the universal donor type, so the blood bank loves you.'),
         ),
         proposal=Proposal(
                           add=('O negative is the universal donor blood type.',
                                'The user is sensitive about their weight.',
                                'The user was in a car accident.',),
                           retire=(0, 1)),
         memories=("The user's blood type is O negative.",
                  'The user weighs 94 kilos and is trying to lose weight.',
                  'The user lives in Belmont, Geelong.',
                  'The user has a ginger cat named Vegemite.',),
         must=('O negative',
               'Geelong',
               'Vegemite',),
         must_not=('universal donor',
                   'accident',),
         forgotten=('94',
                    'kilos',
                    'weigh',)),
    Case(name='g58_forget_mid_turn_uppsala', category='forget',
         turns=(
               ("Okej so, Elias has swimming on Thursdays now, every week, at Fyrishov, so that's the new thing. "
                 'Oh and, eh, you can forget what I said about Mrs. Lindqvist downstairs, I was totally wrong '
                 'about her, so, ja, forget that. Anyway can you put a timer on for the pasta, eleven minutes.',
                'Timer set for eleven minutes. And noted, Thursdays are swimming for Elias.'),
         ),
         proposal=Proposal(
                           add=("The user's son Elias has swimming every Thursday at Fyrishov.",
                                'The user is cooking pasta tonight.',
                                'Pasta usually takes eleven minutes to cook.',),
                           update=((0, 'The user gets on well with neighbour Mrs. Lindqvist.'),)),
         memories=('The user believes their neighbour Mrs. Lindqvist reported their car to the housing association.',
                  "The user's son Elias goes to Vasaskolan.",
                  'The user lives in Uppsala.',),
         must=('Elias',
               'swimming',
               'Uppsala',
               'Vasaskolan',),
         must_not=('pasta',
                   'eleven',),
         forgotten=('Lindqvist',
                    'housing association',)),
    Case(name='g58_forget_not_request_pin_bielefeld', category='forget',
         turns=(
               ('Ach Mensch, ich vergess immer meine PIN. Every single time at the Kasse, and Jürgen just stands '
                 'there grinning. Is there some trick to remember four numbers?',
                'Lots of people use a mnemonic, like turning the digits into a date or a shape on the keypad. '
                 'Just never write it on the card itself.'),
         ),
         proposal=Proposal(
                           add=('The user has a bad memory.',
                                'The user should use a mnemonic to remember their PIN.',
                                'Jürgen laughs at the user.',),
                           retire=(0,)),
         memories=('The user banks with the Sparkasse Bielefeld.',
                  "The user's husband is called Jürgen.",
                  'The user lives in Bielefeld-Schildesche.',),
         must=('Sparkasse',
               'Jürgen',
               'Schildesche',),
         must_not=('bad memory',
                   'mnemonic',
                   'laughs',),
         forgotten=()),
    Case(name='g58_forget_not_request_remind_brixton', category='forget',
         turns=(
               ("Yo don't forget yeah, you gotta remind me bout Nana Pearl birthday, it's the 14th of June. Every "
                 "year I forget and then the whole family's on my case man.",
                "I won't forget. Her birthday's the 14th of June, I'll remind you a few days before so you've "
                 'time to sort a card.'),
         ),
         proposal=Proposal(
                           add=("Nana Pearl's birthday is on 14 June.",
                                'The user wants to forget Nana Pearl.',
                                'Nana Pearl is turning 90 this year.',
                                "The user's family is always angry with the user.",),
                           retire=(0,)),
         memories=("The user's grandmother is called Nana Pearl.",
                  'The user lives in Brixton.',
                  "The user's cousin Dwayne lives in Kingston, Jamaica.",),
         must=('Pearl',
               '14',
               'June',
               'Brixton',
               'Dwayne',),
         must_not=('wants to forget',
                   '90',
                   'angry',),
         forgotten=()),
    Case(name='g58_forget_not_request_lolo_qc', category='forget',
         turns=(
               ('hahaha si Lolo talaga, he keeps forgetting where he puts his dentures, nakakaloka. found them in '
                 "the ref kanina 😂 anyway dont u forget ha, his check-up at St. Luke's QC is on the 22nd, 10am",
                "Haha, at least the fridge keeps them fresh. Got it: Lolo Ben's check-up at St. Luke's is on the "
                 '22nd at 10am.'),
         ),
         proposal=Proposal(
                           add=('Lolo Ben has dementia.',
                                "Lolo Ben has a check-up at St. Luke's on the 22nd at 10am.",
                                'Lolo Ben keeps his dentures in the fridge.',),
                           retire=(2,)),
         memories=("The user's grandfather, Lolo Ben, lives with the family.",
                  'The user lives in Quezon City.',
                  'Lolo Ben has high blood pressure.',),
         must=('Lolo Ben',
               'Quezon City',
               'blood pressure',
               'St. Luke',),
         must_not=('dementia',
                   'dentures',),
         forgotten=()),
    Case(name='g58_forget_stt_need_surgery_worcester', category='forget',
         turns=(
               ('hey can you delete the thing about my need surgery. the need scope. and the hospital. i dont '
                 'want that stored on here period',
                "Sure, I've removed the information about your knee surgery. For what it's worth, recovery from a "
                 'knee scope is usually around four to six weeks.'),
         ),
         proposal=Proposal(
                           add=("The user's need surgery is on 12 November.",
                                'Recovery from knee arthroscopy takes four to six weeks.',),
                           update=((0, 'The user is having an operation but wants it kept private.'),)),
         memories=('The user is having arthroscopic knee surgery on 12 November at Mass General.',
                  "The user coaches their daughter Kayla's softball team.",
                  'The user lives in Worcester, Massachusetts.',),
         must=('Kayla',
               'softball',
               'Worcester',),
         must_not=('private',
                   'four to six',),
         forgotten=('knee',
                    'need surgery',
                    'surgery',
                    'operation',
                    'arthroscop',
                    'Mass General',
                    '12 November',)),
    Case(name='g58_later_texting_chloe_mochi', category='forget_later',
         turns=(
               ('omg omg my sister chloe is PREGNANT 🎉🎉 due in april!!! also we got a puppy lol his name is '
                 'mochi, lil corgi mix 🐶',
                "Congratulations to Chloe, that's huge news! And welcome Mochi, corgi mixes are such characters."),
               ('ikr. ok wait dont save the chloe thing pls she hasnt told anyone yet, only me 🙈 mochi u can keep '
                 'lol',
                "Got it, I won't keep anything about Chloe's news. Mochi stays."),
         ),
         proposal=Proposal(
                           add=("The user's sister Chloe is pregnant and due in April.",
                                'The user got a new puppy named Mochi, a corgi mix.',
                                'Mochi is a Shiba Inu.',
                                'Congratulations are in order for Chloe.',
                                'The user is excited today.',)),
         memories=(),
         must=('Mochi',
               'corgi',),
         must_not=('Shiba',
                   'Congratulations',
                   'excited',),
         forgotten=('pregnant',
                    'due in',
                    'baby',)),
)
# fmt: on

FORGET58: tuple[Case, ...] = _FIRST + MORE_FORGET58

"""The second half of `writer_quality_fresh56_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH56: tuple[Case, ...] = (
    Case(name='f56_stated_cork_setup_fragments', category='stated',
         turns=(
               ("Ah go on then, set me up, I've the kettle on.",
                'Great! First, what name should I use for you?'),
               ('Siobhán. Well — everyone calls me Shiv, so Shiv.',
                'Lovely to meet you, Shiv. Do you have a usual schedule I should know about for reminders?'),
               ("The earlies at the Mercy, I'm a porter there, half six start, Monday to Thursday. Friday I mind "
                "my sister's young lad, Cian.",
                'Got it: early shifts at the Mercy Monday to Thursday, and Fridays with Cian. The Mercy is a '
                'hospital in Cork city, right?'),
         ),
         proposal=Proposal(
                           add=("The user's name is Siobhán, and she goes by Shiv.",
                                'The user works early shifts as a porter at the Mercy, Monday to Thursday, '
                                'starting at half six.',
                                "On Fridays the user minds her sister's son Cian.",
                                'The Mercy is a hospital in Cork city.',
                                'The user has the kettle on.',)),
         memories=(),
         must=('Shiv',
               'Mercy',
               'Cian',),
         must_not=('Cork city',
                   'kettle',),
         forgotten=()),
    Case(name='f56_correction_melbourne_coles_nightfill', category='correction',
         turns=(
               ("Koe, timer fifteen minutes for the snags. Oh and that thing you've got about me workin' at "
                "Woolies, that's old, I'm at Coles in Frankston now, nightfill, since Easter.",
                "Fifteen-minute timer's on. Thanks — I'll update that: you work nightfill at Coles in Frankston. "
                'Coles stores are usually open until 10pm.'),
         ),
         proposal=Proposal(
                           add=('Coles stores are usually open until 10pm.',
                                'The user is cooking sausages for dinner.',),
                           update=((0, 'The user works nightfill at Coles in Frankston since Easter.'),)),
         memories=('The user works at Woolworths in Dandenong.',
                   "The user's son Jayden plays junior footy.",),
         must=('Coles',
               'Frankston',
               'Jayden',),
         must_not=('10pm',
                   'sausages',),
         forgotten=()),
    Case(name='f56_correction_nakuru_dog_duma', category='correction',
         turns=(
               ('Koe, will it rain tomorrow in Nakuru? I want to wash the dog. And eh, you have it wrong — Simba '
                "was my late brother's dog. Ours is Duma, a big ridgeback, he's four.",
                'Tomorrow in Nakuru looks dry in the morning with showers after 3pm, so wash Duma early. '
                "Rhodesian ridgebacks were originally bred to hunt lions, so he'll handle the sun well."),
         ),
         proposal=Proposal(
                           add=('Rhodesian ridgebacks were originally bred to hunt lions.',
                                'The user plans to wash the dog tomorrow morning.',),
                           update=((0, "The user's dog is called Duma, a big ridgeback aged four."),)),
         memories=("The user's dog is called Simba.",
                   'The user lives in Nakuru.',),
         must=('Duma',
               'ridgeback',
               'Nakuru',),
         must_not=('lions',
                   'wash',),
         forgotten=()),
    Case(name='f56_correction_montreal_apixaban', category='correction',
         turns=(
               ("Koe, remind me at seven for my belle-mère's pills. And change that, she's not on the warfarin "
                "no more, it's the apixaban now, they switched it at the CLSC in October, eh.",
                "Reminder set for 7pm. I'll update it: she takes apixaban now. Apixaban doesn't need regular INR "
                'blood tests like warfarin does, which is handy.'),
         ),
         proposal=Proposal(
                           add=('Apixaban does not need regular INR blood tests.',
                                "The user's mother-in-law has atrial fibrillation.",),
                           update=((0, "The user's mother-in-law takes apixaban, switched from warfarin in "
                                       "October."),)),
         memories=("The user's mother-in-law takes warfarin.",
                   "The user's mother-in-law lives with the user in Verdun.",),
         must=('apixaban',
               'Verdun',),
         must_not=('INR',
                   'atrial',),
         forgotten=()),
    Case(name='f56_asked_lagos_grandma_birthday', category='asked',
         turns=(
               ("Koe, abeg, when is Tolu's birthday again? My head is not correct this morning, I have forgotten.",
                "Tolu's birthday is on the ninth of May — that's in two weeks. Will she be turning ten this year?"),
               ('Ehn, let me ask Femi. Thank you.',
                "You're welcome!"),
         ),
         proposal=Proposal(
                           add=('The user is forgetful.',
                                "The user's granddaughter Tolu is turning ten.",
                                "The user will ask Femi about Tolu's age.",),
                           update=((0, "The user's granddaughter Tolu's birthday is in two weeks."),)),
         memories=("The user's granddaughter Tolu's birthday is on the ninth of May.",
                   "The user's son Femi lives in Houston.",),
         must=('ninth of May',
               'Houston',),
         must_not=('two weeks',
                   'forgetful',
                   'turning ten',
                   'ask Femi',),
         forgotten=()),
    Case(name='f56_asked_kl_teen_prawn_allergy', category='asked',
         turns=(
               ("wait koe am i the one allergic to prawns or is it my sister ah? mum's making sambal udang "
                'tonight',
                "You told me you're allergic to shellfish, and prawns are shellfish, so best skip the sambal "
                "udang. Mei Ling's in Melbourne, so it's probably not about her tonight!"),
               ('ok ok thanks la',
                'Anytime!'),
         ),
         proposal=Proposal(
                           add=('The user is allergic to prawns.',
                                "The user's mother is making sambal udang tonight.",
                                "The user's sister is allergic to prawns.",),
                           retire=(1,)),
         memories=('The user is allergic to shellfish.',
                   "The user's sister Mei Ling is studying in Melbourne.",),
         must=('shellfish',
               'Mei Ling',),
         must_not=('prawns',
                   'udang',),
         forgotten=()),
    Case(name='f56_hypothetical_bradford_cab_airport_job', category='hypothetical',
         turns=(
               ("Koe, timer for the rotis, five minutes. Yaar, if I get that job at Leeds Bradford airport I'll "
                "pack in the taxi and we'll move to Horsforth, inshallah. Interview's not even booked though.",
                'Five-minute timer started. Good luck — airport jobs often come with shift allowances. Horsforth '
                'is a nice area with good schools.'),
               ("Haan. For now it's still Amber Cars, twelve hours a day, six days. My wife Nasreen says I'm "
                'never home.',
                "That's a long week. I hope the new job comes through."),
         ),
         proposal=Proposal(
                           add=('The user drives a taxi for Amber Cars, twelve hours a day, six days a week.',
                                "The user's wife is called Nasreen.",
                                'The user works at Leeds Bradford airport.',
                                'The user is moving to Horsforth.',
                                'The user is never home.',
                                'Airport jobs come with shift allowances.',)),
         memories=(),
         must=('Amber Cars',
               'Nasreen',),
         must_not=('airport',
                   'Horsforth',
                   'never home',
                   'allowances',),
         forgotten=()),
    Case(name='f56_negation_jamaica_not_vegetarian_keisha', category='negation',
         turns=(
               ("Koe, find mi a curry goat recipe. An' before yuh start wid di vegetarian ting again — mi nuh "
                'vegetarian, a mi daughter Keisha dat. Mi eat anyting.',
                "Got it! Here's a classic curry goat: marinate overnight with curry powder, thyme, scotch bonnet "
                'and allspice, then simmer low for two hours. Should I suggest a veggie dish for Keisha, like '
                'curry chickpeas?'),
               ("Yes man, she comin' Sunday wid di baby.",
                'Lovely — curry chickpeas for Keisha then.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Keisha is vegetarian and has a baby.",
                                'The user is vegetarian.',
                                'Keisha likes curry chickpeas.',
                                'The user marinates curry goat overnight.',)),
         memories=(),
         must=('Keisha',),
         must_not=('user is vegetarian',
                   'chickpeas',
                   'overnight',),
         forgotten=()),
    Case(name='f56_opinion_brisbane_teen_nan_fussy', category='opinion',
         turns=(
               ('koe whats a good brekkie thats not eggs. nan reckons im a fussy eater but i just hate eggs n '
                'pumpkin, thats it lol',
                'Fair enough! Try Vegemite toast with avo, or overnight oats with banana. Lots of teens go '
                'through picky phases.'),
               ("ya avo toast. im at Kelvin Grove State College n first bell's 8.30 so quick stuff",
                'Avo toast it is — five minutes tops.'),
         ),
         proposal=Proposal(
                           add=('The user hates eggs and pumpkin.',
                                'The user attends Kelvin Grove State College.',
                                'The user is a fussy eater.',
                                'The user is going through a picky phase.',
                                'The user likes Vegemite.',)),
         memories=(),
         must=('eggs',
               'pumpkin',
               'Kelvin Grove',),
         must_not=('fussy',
                   'picky',
                   'Vegemite',),
         forgotten=()),
    Case(name='f56_joke_ipoh_uncle_twenty_one_again', category='joke',
         turns=(
               ("Koe, how to make steamed sponge cake ah, for my birthday. I'm turning twenty-one again lah, "
                'every year twenty-one, hahaha. Actually seventy-two, on the fifth.',
                'Happy early birthday! For a steamed sponge cake, beat 4 eggs with 120g sugar until pale, fold '
                "in 120g flour, and steam for 25 minutes. You don't look a day over twenty-one, I'm sure!"),
               ('Aiyo, you also pandai bodek. My wife Swee Lan will make the kuih, I only do the cake.',
                'Sounds like a lovely party!'),
         ),
         proposal=Proposal(
                           add=('The user turns seventy-two on the fifth.',
                                "The user's wife is called Swee Lan.",
                                'The user is turning twenty-one.',
                                'The user looks young for their age.',
                                'Steamed sponge cake needs 4 eggs and 120g sugar.',)),
         memories=(),
         must=('seventy-two',
               'fifth',
               'Swee Lan',),
         must_not=('twenty-one',
                   'looks young',
                   '120g',),
         forgotten=()),
    Case(name='f56_story_houston_teen_holes_homework', category='story',
         turns=(
               ("koe can u help w my english hw. we're reading Holes, the kid Stanley gets sent to Camp Green "
                'Lake for stealing some shoes n they dig holes all day. i need like 3 themes',
                'Sure! Themes in Holes: fate and destiny, friendship, and injustice. Stanley is wrongly accused, '
                'which ties in with the family curse.'),
               ("ok bet. it's due friday for Ms. Alvarado, she's strict af. im in 7th grade at Cooper Middle btw",
                'Got it, due Friday. Good luck!'),
         ),
         proposal=Proposal(
                           add=('The user is in 7th grade at Cooper Middle.',
                                "The user's English teacher is Ms. Alvarado.",
                                'The user was sent to Camp Green Lake.',
                                'The user was accused of stealing shoes.',
                                "The user's homework themes are fate, friendship and injustice.",)),
         memories=(),
         must=('Cooper Middle',
               'Alvarado',),
         must_not=('Green Lake',
                   'shoes',
                   'injustice',),
         forgotten=()),
    Case(name='f56_fact_in_question_perth_coeliac_son', category='fact_in_question',
         turns=(
               ("What's a gluten-free brekkie I can do for my boy Finn, now that he's been diagnosed coeliac? "
                "Like, something he'll actually eat before school.",
                'Good options: chia pudding, rice porridge with banana, or gluten-free toast with peanut butter. '
                'Lots of kids grow to like chia pudding. Does he have any other allergies?'),
               ("Nah just the coeliac. He's only six, fussy little bugger.",
                'Six-year-olds can be tricky! Try the banana rice porridge first.'),
         ),
         proposal=Proposal(
                           add=("The user's son Finn has been diagnosed coeliac.",
                                "The user's son Finn is six.",
                                'Finn likes chia pudding.',
                                'Finn has a peanut allergy.',)),
         memories=(),
         must=('Finn',
               'coeliac',
               'six',),
         must_not=('chia',
                   'peanut',),
         forgotten=()),
    Case(name='f56_two_facts_karachi_husband_insulin', category='two_facts',
         turns=(
               ("Koe, set a reminder for six, Imran's insulin — my husband, he's diabetic since ten years — and "
                "Ammi, my mother-in-law, she's in a wheelchair now, so I do everything, yaar.",
                "Reminder set for 6pm: Imran's insulin. That's a lot to manage — carers often burn out, so "
                'please look after yourself too. Insulin is often best taken before meals.'),
         ),
         proposal=Proposal(
                           add=("The user's husband Imran is diabetic and takes insulin, for ten years.",
                                "The user's mother-in-law uses a wheelchair.",
                                'The user is burning out.',
                                'Insulin should be taken before meals.',)),
         memories=(),
         must=('Imran',
               'diabetic',
               'wheelchair',),
         must_not=('burn',
                   'before meals',),
         forgotten=()),
    Case(name='f56_ramble_end_montreal_ice_storm_grandson', category='ramble_end',
         turns=(
               ("Oh, the weather, don't talk to me about the weather, koe. In ninety-eight with the ice storm we "
                'had no power eleven days, my husband Réjean, God rest him, he was chopping the wood in the '
                'living room practically, and the neighbours all came to us because we had the wood stove, and '
                "my sister-in-law she complained the whole time, anyway that's old story. What I wanted to say, "
                "my grandson Étienne, he starts at Dawson in September, in nursing, so he's moving in with me, "
                "it's closer.",
                'What a memory — the 1998 ice storm left over a million people without power. Congratulations to '
                "Étienne on starting nursing at Dawson! It'll be nice to have the company."),
         ),
         proposal=Proposal(
                           add=("The user's grandson Étienne starts nursing at Dawson in September and is moving "
                                'in with the user.',
                                "The user's late husband was called Réjean.",
                                'The 1998 ice storm left over a million people without power.',
                                "The user's sister-in-law complains a lot.",
                                'The user is lonely and wants company.',)),
         memories=(),
         must=('Étienne',
               'Dawson',
               'Réjean',),
         must_not=('million',
                   'complain',
                   'company',),
         forgotten=()),
)
# fmt: on

"""FRESH55: a set for `koe bench writer --quality`: 28 conversations (households around the world, voice transcripts and
typed messages, facts in passing and in answers), written in session 30 without sight of the writer's rules; run once
before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh55_cases_more import MORE_FRESH55

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='f55_stated_lagos_groundnut', category='stated',
         turns=(
               ("Ehn, koe, abeg — so my wife, Chiamaka, she said I should, uh, tell you this one so you don't "
                "forget. Our son Ebuka, he's, um, he react to groundnut. Like serious. So anything with "
                'groundnut, no.',
                "Thank you for telling me. I'll keep in mind that Ebuka reacts badly to groundnuts. Many "
                "children with peanut allergies outgrow them, but it's best to follow his doctor's advice."),
               ("No, this one is not going anywhere o, the doctor said it's for life. He even carry that, that "
                'pen thing.',
                "Understood — an epinephrine auto-injector. I'll remember to flag groundnut in any recipes."),
         ),
         proposal=Proposal(
                           add=("The user's wife is named Chiamaka.",
                                "The user's son Ebuka has a serious groundnut allergy.",
                                "The user's son is likely to outgrow his allergy.",
                                'The user lives in Lagos.',)),
         memories=(),
         must=('Chiamaka',
               'Ebuka',
               'groundnut',),
         must_not=('outgrow',
                   'Lagos',),
         forgotten=()),
    Case(name='f55_stated_cork_nurse_biscuit', category='stated',
         turns=(
               ('hey can u set an alarm for 6pm',
                'Sure, alarm set for 6pm. Anything else?'),
               ('ya thanks. im on nights in the mercy all week so thats my wake up lol. im a nurse there',
                'Ah, makes sense. Night shifts can be really draining. Would you like a reminder to eat before '
                'your shift?'),
               ('nah im grand. just remind me to let biscuit out before i go, shes our jack russell',
                'Will do — a reminder to let Biscuit out before you leave for work.'),
         ),
         proposal=Proposal(
                           add=('The user works as a nurse at the Mercy.',
                                'The user has a Jack Russell called Biscuit.',
                                'The user finds night shifts draining.',
                                'The user wants a reminder to eat before shifts.',)),
         memories=(),
         must=('nurse',
               'mercy',
               'Biscuit',),
         must_not=('draining',
                   'eat before',),
         forgotten=()),
    Case(name='f55_stated_pune_jain', category='stated',
         turns=(
               ('Okay so, uh, for the dinner menu — my mother-in-law stays with us, na, and she is Jain, so, uh, '
                'no onion, no garlic, nothing like that for her portion.',
                'Got it. Traditional Jain diets also usually avoid root vegetables like potatoes and carrots. '
                'Should I leave those out too?'),
               ("Hmm, I'll, I'll have to ask her actually. Just the onion garlic for now.",
                "No problem, I'll stick to no onion and no garlic for her portion for now."),
         ),
         proposal=Proposal(
                           add=("The user's mother-in-law lives with the user.",
                                "The user's mother-in-law is Jain and eats no onion or garlic.",
                                "The user's mother-in-law avoids potatoes and carrots.",
                                'The user is Jain.',)),
         memories=(),
         must=('mother-in-law',
               'Jain',
               'onion',),
         must_not=('potatoes',
                   'The user is Jain',),
         forgotten=()),
    Case(name='f55_stated_saskatoon_birthday', category='stated',
         turns=(
               ('Hey, I need to start planning a birthday thing for my daughter.',
                "Fun! What's your daughter's name, and when is her birthday?"),
               ("Oh, it's Maelle, like M-A-E-L-L-E. And it's March 14th. She'll be, um, she's turning eight.",
                'Lovely. For an eight-year-old in Saskatoon in March, a skating party at an outdoor rink could '
                'be fun!'),
               ("Maybe, dunno, it's still pretty cold then. We'll see.",
                'Fair enough. I can suggest some indoor options later too.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter is named Maelle.",
                                "The user's daughter's birthday is March 14th.",
                                "The user's daughter is turning eight.",
                                'The user is planning a skating party for their daughter.',
                                'The user lives in Saskatoon.',)),
         memories=(),
         must=('Maelle',
               'March 14',
               'eight',),
         must_not=('skating',
                   'Saskatoon',),
         forgotten=()),
    Case(name='f55_stated_durban_electrician', category='stated',
         turns=(
               ("Ja, okay, so the lights went again, hey. Load-shedding. Not that it bothers me much — I'm an "
                "electrician, so I've got the inverter sorted.",
                'Smart move. Lots of people in Durban use the EskomSePush app to track the schedule. Want me to '
                'check your stage?'),
               ("Nah it's fine. Actually can you remind me to call my brother Sipho on Sunday, he's up in "
                "Joburg, it's his, um, his fortieth.",
                'Sure — reminder set for Sunday to call Sipho for his fortieth birthday.'),
         ),
         proposal=Proposal(
                           add=('The user is an electrician.',
                                "The user's brother Sipho lives in Joburg.",
                                "The user's brother Sipho is turning forty.",
                                'The user uses the EskomSePush app.',
                                'The user lives in Durban.',)),
         memories=(),
         must=('electrician',
               'Sipho',
               'Joburg',),
         must_not=('EskomSePush',
                   'Durban',),
         forgotten=()),
    Case(name='f55_stated_cebu_lola', category='stated',
         turns=(
               ('uy koe can u help me make a guest list. my lola pacita turns 90 on dec 3 so were doing a big '
                'handaan sa bahay',
                'How wonderful, 90 years! After the mass, many families serve lechon. Should I start a list with '
                'relatives first?'),
               ("yes pls. relatives muna. tita weng, tito boy, my cousins. we're like 60 ppl probably haha",
                "Got it, I'll start with Tita Weng, Tito Boy and your cousins."),
         ),
         proposal=Proposal(
                           add=("The user's grandmother Pacita turns 90 on Dec 3.",
                                'The user is hosting a party for their grandmother at home.',
                                'The user is Catholic.',
                                "The user's family will serve lechon.",)),
         memories=(),
         must=('Pacita',
               '90',
               'dec 3',),
         must_not=('Catholic',
                   'lechon',),
         forgotten=()),
    Case(name='f55_stated_glasgow_coeliac', category='stated',
         turns=(
               ("Right, eh, whit can I make the night that's no pasta? Ma wee boy Callum's got coeliac so we "
                "cannae dae the normal stuff. And — och, sorry — he's six, like, so nothin' too spicy.",
                'No bother. How about a baked potato bar, or stovies? Oats are often fine for people with '
                "coeliac disease if they're certified gluten-free, so overnight oats could work for breakfast "
                'too.'),
               ("Stovies, aye. He'd eat that.",
                "Stovies it is. I'll pull up a gluten-free recipe."),
         ),
         proposal=Proposal(
                           add=("The user's son Callum has coeliac disease.",
                                "The user's son Callum is six.",
                                "The user's son Callum can eat oats.",
                                "The user's son Callum loves stovies.",)),
         memories=(),
         must=('Callum',
               'coeliac',
               'six',),
         must_not=('oats',
                   'loves stovies',),
         forgotten=()),
    Case(name='f55_stated_macon_bakery', category='stated',
         turns=(
               ('Well hey there. So me and my husband Dwayne, we run a little bakery outta Macon, and I need a, '
                "uh, a sign for the window, somethin' about pies.",
                "How fun! Since you're in Georgia, peach cobbler is probably a best seller. How about 'Fresh "
                "Pies & Peach Cobbler Baked Daily'?"),
               ("Oh honey, we don't even do cobbler. It's mostly pecan pie and sweet potato. Just say 'Pies "
                "Baked Fresh Daily'.",
                "Got it: 'Pies Baked Fresh Daily'. Pecan and sweet potato sound wonderful."),
         ),
         proposal=Proposal(
                           add=("The user's husband is named Dwayne.",
                                'The user and their husband run a bakery in Macon.',
                                "The user's bakery mostly sells pecan pie and sweet potato pie.",
                                "The user's bakery is known for peach cobbler.",)),
         memories=(),
         must=('Dwayne',
               'bakery',
               'Macon',),
         must_not=('cobbler',),
         forgotten=()),
    Case(name='f55_stated_dunedin_chooks', category='stated',
         turns=(
               ("yeah nah we're keeping the chooks, got four of em now. aroha reckons we should get a goat too "
                'but nah not happening lol',
                'Ha, four chickens is plenty! Goats are great at clearing weeds though. Is Aroha your partner?'),
               ('yep my partner. shes a teacher at the kura down the road',
                'Nice. Kura kaupapa schools teach in te reo Māori, right? Sounds like a busy household.'),
         ),
         proposal=Proposal(
                           add=('The user keeps four chooks.',
                                "The user's partner Aroha is a teacher at a kura.",
                                'The user plans to get a goat.',
                                'The user speaks te reo Māori.',)),
         memories=(),
         must=('chooks',
               'Aroha',
               'kura',),
         must_not=('goat',
                   'te reo',),
         forgotten=()),
    Case(name='f55_stated_tampines_ahma', category='stated',
         turns=(
               ('eh koe can recommend some kueh that got less sugar or not. my ah ma stay with us in tampines, '
                'she diabetic so cannot anyhow eat',
                'Good question! Kueh are usually quite sweet. Many people managing diabetes take metformin and '
                'still enjoy small portions. Maybe try ang ku kueh in small pieces, or a savoury option like '
                'chwee kueh?'),
               ('chwee kueh ok. she love that one actually',
                "Great choice — chwee kueh is savoury, so it's much better for her."),
         ),
         proposal=Proposal(
                           add=("The user's grandmother lives with the user in Tampines.",
                                "The user's grandmother is diabetic.",
                                "The user's grandmother loves chwee kueh.",
                                "The user's grandmother takes metformin.",
                                "The user's grandmother eats ang ku kueh.",)),
         memories=(),
         must=('Tampines',
               'diabetic',
               'chwee kueh',),
         must_not=('metformin',
                   'ang ku',),
         forgotten=()),
    Case(name='f55_stated_kingston_three_kids', category='stated',
         turns=(
               ('Mi need fi sort out di school run, yuh see. Mi have three pickney dem — Tashane, Kemar, and '
                'likkle Shanice. Shanice jus start basic school dis year.',
                "That's a busy morning! As a single parent with three kids, a shared calendar could really help. "
                'What times do they each need to be dropped off?'),
               ('Me nuh single, mi husband work early, das all. Tashane and Kemar go seven-thirty, Shanice eight.',
                'Apologies for assuming! Got it — 7:30 for Tashane and Kemar, 8:00 for Shanice.'),
         ),
         proposal=Proposal(
                           add=('The user has three children: Tashane, Kemar and Shanice.',
                                "The user's youngest, Shanice, just started basic school.",
                                "The user's husband works early.",
                                'The user is a single parent.',)),
         memories=(),
         must=('Tashane',
               'Kemar',
               'Shanice',),
         must_not=('single parent',),
         forgotten=()),
    Case(name='f55_stated_accra_pharmacist', category='stated',
         turns=(
               ("Please, koe, this morning when I was driving to the hospital where I — sorry, where I'm a "
                'pharmacist, at Korle Bu — there was this noise from the car. Like a, a squeal when I brake.',
                'A squeal when braking usually means worn brake pads. Pharmacists often work long night shifts, '
                "so it's worth getting it checked before your next late drive."),
               ("I'll take it to my mechanic Kwabena on Saturday. He's my cousin, he will do it cheap.",
                "Good plan. I'll remind you Saturday morning to take the car to Kwabena."),
         ),
         proposal=Proposal(
                           add=('The user is a pharmacist at Korle Bu.',
                                "The user's cousin Kwabena is a mechanic.",
                                'The user works night shifts.',
                                "The user's car needs new brake pads.",)),
         memories=(),
         must=('pharmacist',
               'Korle Bu',
               'Kwabena',),
         must_not=('night shift',
                   'brake pads',),
         forgotten=()),
    Case(name='f55_stated_texas_selfrepair', category='stated',
         turns=(
               ("Okay so my youngest — Jace, no, sorry, Jaxon, I always mix him up with his cousin — Jaxon's got "
                'peewee football practice Tuesdays and Thursdays.',
                'Got it, Jaxon has practice Tuesdays and Thursdays. Want me to set a recurring reminder? Most '
                'peewee leagues practice around 6pm.'),
               ("Yeah. Five-thirty though, not six. And he's seven, so he can't, y'know, get himself there.",
                "Reminders set for 5:30 every Tuesday and Thursday for Jaxon's football practice."),
         ),
         proposal=Proposal(
                           add=("The user's youngest son is Jaxon.",
                                "The user's son Jaxon is seven.",
                                "The user's son Jaxon has peewee football practice on Tuesdays and Thursdays.",
                                "The user's youngest son is named Jace.",
                                "The user's son's practice is at 6pm.",)),
         memories=(),
         must=('Jaxon',
               'seven',
               'football',),
         must_not=('named Jace',
                   '6pm',),
         forgotten=()),
    Case(name='f55_stated_chennai_wedding', category='stated',
         turns=(
               ("koe pls note my daughter kavya's wedding is on 12th feb in madurai. need to plan travel",
                'Congratulations! Madurai is well connected — the Pandian Express overnight train from Chennai '
                'is a popular option. Shall I look up tickets?'),
               ('no no we are driving, my husband doesnt like trains. we will leave on 10th',
                "Understood — a drive to Madurai leaving on the 10th. I'll set a reminder."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Kavya's wedding is on 12th Feb in Madurai.",
                                'The user and family are driving to Madurai on the 10th.',
                                "The user's husband doesn't like trains.",
                                'The user will take the Pandian Express to Madurai.',
                                'The user lives in Chennai.',)),
         memories=(),
         must=('Kavya',
               '12th feb',
               'Madurai',),
         must_not=('Pandian',
                   'Chennai',),
         forgotten=()),
    Case(name='f55_correction_niamh_limerick', category='correction',
         turns=(
               ("Ah, no, you have that wrong, she's not in Galway anymore, Niamh — she's moved to Limerick, "
                'since the summer, like. New job and all.',
                "Thanks for letting me know! Limerick's a lovely city right on the River Shannon. I'll update "
                'that.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Niamh lives by the River Shannon.",),
                           update=((0, "The user's daughter Niamh lives in Limerick."),)),
         memories=("The user's daughter Niamh lives in Galway.",
                   'The user has a cat called Tadhg.',),
         must=('Niamh',
               'Limerick',
               'Tadhg',),
         must_not=('Shannon',),
         forgotten=()),
    Case(name='f55_correction_soweto_uber', category='correction',
         turns=(
               ("Eish, no, I'm not driving the buses anymore hey. I've been doing Uber since January. It's, ja, "
                "it's better money.",
                'Congratulations on the change! Uber drivers in Joburg often work late nights for the surge '
                "pricing. I'll update your details."),
         ),
         proposal=Proposal(
                           add=('The user works late nights for surge pricing.',),
                           update=((0, 'The user drives for Uber in Johannesburg since January.'),)),
         memories=('The user works as a bus driver in Johannesburg.',
                   "The user's wife is named Lerato.",),
         must=('Uber',
               'Lerato',),
         must_not=('late nights',),
         forgotten=()),
)
# fmt: on

FRESH55: tuple[Case, ...] = _FIRST + MORE_FRESH55

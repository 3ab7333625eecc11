"""The second half of `writer_quality_fresh59_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH59: tuple[Case, ...] = (
    Case(name='f59_ramble_za_groote_schuur', category='long_ramble',
         turns=(
               ("Okay so, shame, it's been a week hey. We're packing up the whole house in Randburg, the bakkie's "
                 "clutch is finished so my cousin is lending us his, the dog has no idea what's going on, the kids "
                 "are fighting over who gets which boxes, and then load shedding stage four hits right while I'm "
                 "taping boxes in the dark, né. And my ma keeps phoning to ask if we've 'thought it through'. Ja, "
                 'we have, Ma. Anyway — the reason for all this chaos is my new job at Groote Schuur starts on the '
                 "3rd of next month, so we're going down to Cape Town. Can you make me a list of what to sort out "
                 'before we leave?',
                "Sounds like a hectic week! Here's a list: close or transfer municipal accounts, redirect your "
                 "post, get the dog's vet records, and update your address with the bank and SARS. Load shedding "
                 'affects the whole country, so keep a torch and power bank handy.'),
         ),
         proposal=Proposal(
                           add=('The user is moving from Randburg to Cape Town.',
                                'The user is starting a new job at Groote Schuur Hospital on the 3rd of next month.',
                                "The user's bakkie broke down.",
                                "The user's mother disapproves of the move.",
                                'Load shedding affects the whole country.',
                                "The user's children fight a lot.",)),
         memories=(),
         must=('Groote Schuur',
               'Cape Town',),
         must_not=('bakkie',
                   'disapproves',
                   'Load shedding',
                   'fight',),
         forgotten=()),
    Case(name='f59_corr_au_anniversary', category='correction',
         turns=(
               ("Oi, hang on, you've got our anniversary wrong, mate — it's the twenty-first of October, not the "
                 "twelfth. Shazza'd have me guts for garters if I rocked up with flowers on the wrong day.",
                'Sorry about that! Fixed: your anniversary is 21 October. Flowers on the right day it is.'),
         ),
         proposal=Proposal(
                           add=("The user's wife Sharon is angry with the user.",
                                'The user buys flowers for every anniversary.',),
                           update=((0, "The user's wedding anniversary is on 21 October."),)),
         memories=("The user's wedding anniversary is on 12 October.",
                  "The user's wife is called Sharon.",),
         must=('21',
               'Sharon',),
         must_not=('12 October',
                   'angry',
                   'every anniversary',),
         forgotten=()),
    Case(name='f59_corr_ke_antenatal_day', category='correction',
         turns=(
               ('Eish, sorry, I told you wrong last time. The antenatal clinic is Thursdays, not Mondays — still '
                 'Aga Khan, ile ya Parklands. Nilikuwa nimechanganya tu.',
                "No problem, I've updated it: antenatal clinic on Thursdays at Aga Khan in Parklands. Most "
                 'clinics schedule visits every four weeks until 28 weeks.'),
         ),
         proposal=Proposal(
                           add=('The user is expecting twins.',
                                'Antenatal visits are every four weeks until 28 weeks.',),
                           update=((0, "The user's antenatal clinic appointments are at Aga Khan Hospital in Parklands "
                                    "on Thursdays."),)),
         memories=("The user's antenatal clinic appointments are at Aga Khan Hospital on Mondays.",),
         must=('Thursday',
               'Aga Khan',),
         must_not=('Monday',
                   'twins',
                   'four weeks',),
         forgotten=()),
    Case(name='f59_world_gla_collie_died', category='world',
         turns=(
               ('Aye, so… we lost Bonnie on Sunday. Fourteen she wis, the vet said it wis her heart. Ye can stop '
                 "the Wednesday reminders fur Tam an' that, he's no needin' tae come roon noo.",
                "I'm so sorry about Bonnie. Fourteen is a good long life for a collie. I've cancelled the "
                 'Wednesday walk reminders.'),
         ),
         proposal=Proposal(
                           add=('Collies usually live twelve to fifteen years.',
                                'The user is planning to get a new puppy.',
                                'Tam walks Bonnie on Wednesdays.',),
                           update=((0, "The user's collie Bonnie died aged fourteen of a heart problem."),),
                           retire=(1,)),
         memories=('The user has a collie called Bonnie.',
                  "The user's neighbour Tam walks Bonnie on Wednesdays.",),
         must=('Bonnie',),
         must_not=('has a collie',
                   'walks Bonnie',
                   'puppy',
                   'twelve to fifteen',),
         forgotten=()),
    Case(name='f59_world_in_parents_pune', category='world',
         turns=(
               ('Just to tell you, Papa and Mummy have shifted to Pune now only, last Sunday itself, to be near '
                 "Rohit bhaiya and the kids. So this Diwali we'll all be going there.",
                "That's lovely news, they'll enjoy being near the grandkids. I've updated that your parents now "
                 "live in Pune. Pune's weather is much milder than Lucknow's, so they may find it comfortable."),
         ),
         proposal=Proposal(
                           add=("The user's parents moved to Pune because Lucknow's weather was too harsh.",
                                'The user lives in Pune.',),
                           update=((0, "The user's parents now live in Pune."),)),
         memories=("The user's parents live in Lucknow.",
                  "The user's brother Rohit lives in Pune.",),
         must=('Pune',
               'Rohit',),
         must_not=('live in Lucknow',
                   'weather',
                   'user lives in Pune',),
         forgotten=()),
    Case(name='f59_hyp_lrn_lottery_tenerife', category='hypothetical',
         turns=(
               ('Haha if we win the lottery we go to live in Canarias forever, no more work! But okay, real plan: '
                 'we go in Tenerife for holidays from 2 to 16 August, me, my wife and the baby. You can look '
                 'hotels near Los Cristianos?',
                'Sounds wonderful! For 2 to 16 August near Los Cristianos, there are family-friendly apartments '
                 'close to Playa de las Vistas. August is peak season, so book early.'),
         ),
         proposal=Proposal(
                           add=('The user is going on holiday to Tenerife from 2 to 16 August with their wife and '
                                 'baby.',
                                'The user plans to move to the Canary Islands permanently.',
                                'The user has won the lottery.',
                                'The user is quitting their job.',
                                'August is peak season in Tenerife.',)),
         memories=(),
         must=('Tenerife',),
         must_not=('permanently',
                   'lottery',
                   'quitting',
                   'peak season',),
         forgotten=()),
    Case(name='f59_neg_tx_sold_beach_house', category='negation',
         turns=(
               ("Nah, scratch the Galveston stuff, we ain't doin' the beach house this summer — we sold it back "
                 "in March, taxes an' the hurricane insurance was eatin' us alive. Reckon we'll just haul the boat "
                 'up to Lake Travis a coupla weekends.',
                "Got it, no Galveston this summer. Lake Travis is a great option; it's usually fullest in spring "
                 'after the rains.'),
         ),
         proposal=Proposal(
                           add=("The user's family sold their Galveston beach house in March.",
                                "The user's family owns a lake house on Lake Travis.",
                                "The user's family is spending the summer in Galveston.",
                                'Lake Travis is usually fullest in spring.',),
                           retire=(0,)),
         memories=("The user's family owns a beach house in Galveston.",),
         must=('Galveston',),
         must_not=('owns a beach house',
                   'lake house',
                   'spending the summer',
                   'fullest',),
         forgotten=()),
    Case(name='f59_op_ie_communion', category='opinion',
         turns=(
               ("Me mammy says I'm hopeless at organisin', I'd lose me head if it wasn't screwed on. Anyway, our "
                 "young lad Cian's makin' his Communion on the 10th of May — can ya help us with a list for the "
                 'day?',
                "Of course! For Cian's First Communion on 10 May: reserve seats at the church, order the cake, "
                 "sort the suit, and book somewhere for lunch after. And don't mind your mam, you're clearly on "
                 'top of it!'),
         ),
         proposal=Proposal(
                           add=("The user's son Cian is making his First Communion on 10 May.",
                                'The user is hopeless at organising.',
                                'The user is forgetful.',
                                'The user has booked the Communion lunch.',)),
         memories=(),
         must=('Cian',),
         must_not=('hopeless',
                   'forgetful',
                   'booked',),
         forgotten=()),
    Case(name='f59_joke_au_geelong_move', category='joke',
         turns=(
               ("Movin' house with three kids and a kelpie, what could possibly go wrong, eh 😂 I'll be dead by "
                 'Friday. Anyway the removalists are booked for Thursday, new place is down in Geelong. Can ya '
                 "remind me Wednesday night to pack the dog's stuff?",
                "Ha, you'll survive! Reminder set for Wednesday night to pack the kelpie's things. Kelpies are "
                 'high-energy working dogs, so a long walk before the movers arrive might help.'),
         ),
         proposal=Proposal(
                           add=('The user is moving to Geelong.',
                                'The user has three kids and a kelpie.',
                                'The user will be dead by Friday.',
                                "The user's kelpie is anxious about the move.",
                                'Kelpies are high-energy working dogs.',)),
         memories=(),
         must=('Geelong',
               'kelpie',),
         must_not=('dead',
                   'anxious',
                   'high-energy',),
         forgotten=()),
    Case(name='f59_story_sg_dream_punggol', category='story',
         turns=(
               ('Wah last night I dreamt the movers drop all our boxes at the void deck, then my boss turn into a '
                 'durian and chase me 😂😂 so stress. Anyway the actual move is 15 June, new BTO in Punggol finally. '
                 'Can help me find aircon servicing near there?',
                "Haha what a dream! Congrats on the BTO. I'll look for aircon servicing around Punggol before 15 "
                 'June. Many new BTO flats come without aircon installed, so you may need installation rather than '
                 'servicing.'),
         ),
         proposal=Proposal(
                           add=('The user is moving into a new BTO flat in Punggol on 15 June.',
                                "The movers dropped the user's boxes at the void deck.",
                                "The user's boss turned into a durian.",
                                "The user's new flat has no aircon installed.",
                                'The user is stressed.',)),
         memories=(),
         must=('Punggol',),
         must_not=('void deck',
                   'durian',
                   'no aircon',
                   'stressed',),
         forgotten=()),
    Case(name='f59_quoted_ke_ruracio_text', category='quoted',
         turns=(
               ("Nisomee hii... ah, wacha, I'll read it myself. My sister sent: 'Mum says nobody should bring "
                 "chapati to the ruracio, she's ordering everything from Nyama Mama, and Uncle Kamau is NOT giving "
                 "a speech this time 😂'. Haha. So just note the ruracio is for my cousin Wambui, 20th April, in "
                 "Kiambu. I'm going with the kids.",
                "Haha, sounds like your mum has it all planned! I've noted your cousin Wambui's ruracio on 20 "
                 'April in Kiambu. A ruracio is the Kikuyu dowry negotiation ceremony.'),
         ),
         proposal=Proposal(
                           add=("The user's cousin Wambui's ruracio is on 20 April in Kiambu.",
                                "The user's mother is ordering food from Nyama Mama.",
                                'Uncle Kamau is not giving a speech.',
                                "The user's family does not eat chapati.",
                                'A ruracio is a Kikuyu dowry negotiation ceremony.',)),
         memories=(),
         must=('Wambui',),
         must_not=('Nyama Mama',
                   'speech',
                   'chapati',
                   'dowry',),
         forgotten=()),
    Case(name='f59_asked_za_thabo_soccer', category='asked',
         turns=(
               ("Howzit. Eish, remind me again, what time is Thabo's soccer on a Wednesday? I always forget, "
                 'sorry hey.',
                "No stress! Thabo's soccer practice is on Wednesdays at 3pm."),
         ),
         proposal=Proposal(
                           add=('The user is forgetful.',),
                           update=((0, "The user's son Thabo has soccer practice on Wednesdays at 3:30pm."),),
                           retire=(1,)),
         memories=("The user's son Thabo has soccer practice on Wednesdays at 3pm.",
                  "The user's son Thabo attends Parktown Boys' High.",),
         must=('3pm',
               'Parktown',),
         must_not=('3:30',
                   'forgetful',),
         forgotten=()),
    Case(name='f59_small_jm_bus_park', category='small_talk',
         turns=(
               ('Wah gwaan, mi fren! Di sun hot like fire today, sah. Mi jus a siddung inna di bus park a wait. '
                 'Yuh cyaan tell mi a joke fi pass di time?',
                "Wah gwaan! Stay cool in that heat. Here's one: why did the mango stay home from the party? It "
                 "just wasn't ripe for it! Half Way Tree bus park can get hot, so find some shade."),
         ),
         proposal=Proposal(
                           add=('The user is waiting at Half Way Tree bus park.',
                                'The user takes the bus to work.',
                                'The user enjoys mango jokes.',
                                'It is very hot today.',)),
         memories=(),
         must=(),
         must_not=('bus park',
                   'takes the bus',
                   'mango',
                   'very hot',),
         forgotten=()),
)
# fmt: on

"""FRESH59: a set for `koe bench writer --quality`: 28 conversations (planning holidays, school runs, appointments,
moves and shifts, in many kinds of English), written in session 31 without sight of the writer's rules; run once
on the rules read from fresh58, FORGET58 and CLAIMS58, then read and joined (docs/writer.md). No person's data is
in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh59_cases_more import MORE_FRESH59

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='f59_aus_school_run', category='stated',
         turns=(
               ("G'day. Can you set a reminder every Thursdee arvo — it's my turn on the school run, I do "
                 "Thursdays for the twins at Bellbird Park Primary, pickup's two-fifty.",
                "No worries! I've set a weekly reminder for Thursday afternoons at 2:30 so you're not late for "
                 'the 2:50 pickup at Bellbird Park Primary. Heads up, Queensland school holidays start in late '
                 'June, so you might want to pause it then.'),
         ),
         proposal=Proposal(
                           add=('The user does the school run on Thursdays.',
                                "The user's twins attend Bellbird Park Primary.",
                                'Queensland school holidays start in late June.',
                                'The user is running late for pickup today.',)),
         memories=(),
         must=('Bellbird Park',
               'Thursday',),
         must_not=('school holidays',
                   'running late',),
         forgotten=()),
    Case(name='f59_irish_wedding_reading', category='stated',
         turns=(
               ("Would ya ever pop it in the calendar there, me sister Siobhán's gettin' married on the "
                 "fourteenth of June down in Kilkenny, and I'm doin' a reading at the mass, God help us.",
                "Congratulations to Siobhán! I've added her wedding on 14 June in Kilkenny. Kilkenny Castle and "
                 "the Medieval Mile are lovely for photos if you've time on the day."),
         ),
         proposal=Proposal(
                           add=("The user's sister Siobhán is getting married on 14 June in Kilkenny.",
                                "The user is doing a reading at Siobhán's wedding.",
                                "Siobhán's wedding reception is at Kilkenny Castle.",
                                'The user is the maid of honour at the wedding.',)),
         memories=(),
         must=('Siobh',
               'Kilkenny',),
         must_not=('Castle',
                   'maid of honour',),
         forgotten=()),
    Case(name='f59_jam_dialysis_because', category='stated',
         turns=(
               ("Bredda, nuh put di family meetin' pon Tuesday mawnin', mi cyaan manage it, because mi deh pon "
                 "dialysis every Tuesday an' Friday dung a Kingston Public. Mek it Wednesday evenin' instead nuh.",
                "No problem, I've moved the family meeting to Wednesday evening. Dialysis sessions often last "
                 "about four hours, so it's smart to keep those mornings free."),
         ),
         proposal=Proposal(
                           add=('The user has dialysis every Tuesday and Friday at Kingston Public Hospital.',
                                'Dialysis sessions last about four hours.',
                                "The user's kidney failure was caused by diabetes.",)),
         memories=(),
         must=('dialysis',),
         must_not=('four hours',
                   'diabetes',),
         forgotten=()),
    Case(name='f59_sg_changi_aside', category='stated',
         turns=(
               ("Eh set alarm 4.45am tmr can? I'm on morning shift at Changi — I do ground handling there, SATS — "
                 'so must reach by six. Then after work remind me buy kaya for my ah ma ok.',
                "Alarm set for 4:45am tomorrow, and I'll remind you about the kaya after your shift. Fun fact, "
                 "Changi has been voted the world's best airport many times!"),
         ),
         proposal=Proposal(
                           add=('The user works in ground handling at Changi Airport for SATS.',
                                'The user needs to buy kaya for their grandmother after work.',
                                "Changi has been voted the world's best airport many times.",
                                'The user wakes up at 4:45am every day.',)),
         memories=(),
         must=('Changi',),
         must_not=('kaya',
                   'best airport',
                   'every day',),
         forgotten=()),
    Case(name='f59_ke_move_two_turns', category='stated',
         turns=(
               ("Sasa. We're finally shifting house end of this month, mimi na bibi yangu. Nisaidie na checklist "
                 'please.',
                "Exciting! Where are you moving to, and from where? That'll help me with things like utilities "
                 'and movers.'),
               ('From Rongai to Kilimani. Ile traffic ya Rongai imenishinda kabisa, two hours every morning. The '
                 'new place is near Yaya Centre.',
                'Kilimani makes sense, much shorter commute. Checklist: transfer the KPLC token meter, book Wi-Fi '
                 'installation, and get movers for the last weekend of the month.'),
         ),
         proposal=Proposal(
                           add=('The user and their wife are moving from Rongai to Kilimani at the end of the '
                                 'month.',
                                "The user's new home is near Yaya Centre.",
                                "The user's wife dislikes Rongai.",
                                'The user works in Westlands.',
                                'The user has booked movers for the last weekend of the month.',)),
         memories=(),
         must=('Kilimani',),
         must_not=('dislikes',
                   'Westlands',
                   'booked movers',),
         forgotten=()),
    Case(name='f59_in_birthday_list', category='stated',
         turns=(
               ('Please note down some birthdays, I keep forgetting and then Amma is getting upset: Amma is 3rd '
                 "August, my son Arjun 19th November, and my co-brother Suresh, 2nd January. That's all for now "
                 'only.',
                "Done! I've saved Amma on 3 August, Arjun on 19 November and Suresh on 2 January. I'll remind you "
                 'a few days before each one.'),
         ),
         proposal=Proposal(
                           add=("The user's mother (Amma) has her birthday on 3 August.",
                                "The user's son Arjun's birthday is on 19 November.",
                                "The user's co-brother Suresh's birthday is on 2 January.",
                                'Arjun is turning ten this year.',
                                "The user's mother gets upset easily.",)),
         memories=(),
         must=('Arjun',
               'Suresh',
               'August',),
         must_not=('turning ten',
                   'upset',),
         forgotten=()),
    Case(name='f59_gla_dentist_fix_assistant', category='stated',
         turns=(
               ('Haw, can ye book us in wi the dentist next week, the wan oan Dumbarton Road. Any day but Monday.',
                "Sure, I'll look for next-week appointments, excluding Monday, at your dentist on Byres Road."),
               ("Naw naw, Dumbarton Road ah said, doon in Partick. Ah've been gaun tae that practice twenty year, "
                 'dinnae send us tae the wrang bit.',
                "Sorry about that! Dumbarton Road in Partick it is. I'll check their slots for Tuesday to Friday."),
         ),
         proposal=Proposal(
                           add=("The user's dentist is on Dumbarton Road in Partick.",
                                'The user has been going to the same dental practice for twenty years.',
                                "The user's dentist is on Byres Road.",
                                'The user has toothache.',)),
         memories=(),
         must=('Dumbarton Road',),
         must_not=('Byres',
                   'toothache',),
         forgotten=()),
    Case(name='f59_lrn_daughter_porto', category='stated',
         turns=(
               ('Hello, sorry, my English is not so good still. I want you remember: my daughter Lucia she will '
                 'marry in Porto, the 12 of October. All the family go, we drive with car from our house in '
                 'Torino.',
                "How lovely, congratulations! I've noted that Lucia's wedding is in Porto on 12 October. It's a "
                 'long drive from Turin, about 20 hours, so you might split it over two days.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Lucia is getting married in Porto on 12 October.",
                                'The user lives in Turin.',
                                'The user is Portuguese.',
                                'The drive from Turin to Porto takes about 20 hours.',
                                'The user is taking English lessons.',)),
         memories=(),
         must=('Lucia',
               'Porto',),
         must_not=('Portuguese',
                   '20 hours',
                   'English lessons',),
         forgotten=()),
    Case(name='f59_fiq_za_braai_diabetic', category='fact_in_question',
         turns=(
               ("Hey, since I'm diabetic — type 2, ja — what can I rock up with to my brother-in-law's braai on "
                 "Saturday that's not loaded with sugar? Everyone always brings malva pudding, eish.",
                'Good thinking! A big Greek salad, grilled mielies without butter, or a chakalaka with no added '
                 'sugar would all go down well. Boerewors and chops are low in carbs too.'),
         ),
         proposal=Proposal(
                           add=('The user has type 2 diabetes.',
                                'The user is hosting a braai on Saturday.',
                                'Boerewors is low in carbohydrates.',
                                'The user dislikes malva pudding.',)),
         memories=(),
         must=('diabet',),
         must_not=('hosting',
                   'Boerewors',
                   'malva',),
         forgotten=()),
    Case(name='f59_fiq_lrn_husband_veg', category='fact_in_question',
         turns=(
               ('Good evening. My husband he is vegetarian since ten years, and his birthday is coming, which '
                 'restaurant is nice for him here in Leeds? Not too much expensive please.',
                'Happy early birthday to him! In Leeds, Bundobust does great vegetarian Indian street food at a '
                 "fair price, and it's relaxed enough for a birthday."),
         ),
         proposal=Proposal(
                           add=("The user's husband has been vegetarian for ten years.",
                                'The user lives in Leeds.',
                                'The user is vegetarian.',
                                'The user likes Bundobust.',
                                "The user's husband's birthday is next week.",)),
         memories=(),
         must=('vegetarian',
               'Leeds',),
         must_not=('user is vegetarian',
                   'Bundobust',
                   'next week',),
         forgotten=()),
    Case(name='f59_fiq_in_meera_school', category='fact_in_question',
         turns=(
               ('Hi, my daughter Meera is joining Class 1 at DPS Whitefield from this June — what all things '
                 "she'll need for first day? Tiffin box, water bottle, what else?",
                'Big step for Meera! Besides the tiffin box and bottle: a name-labelled uniform, a small towel, a '
                 'pencil pouch and a spare set of clothes. Most CBSE schools also ask for a school diary signed by '
                 'parents.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Meera is starting Class 1 at DPS Whitefield in June.",
                                'Meera is six years old.',
                                'Most CBSE schools require a signed school diary.',
                                'The user has bought Meera a tiffin box.',)),
         memories=(),
         must=('Meera',
               'Whitefield',),
         must_not=('six years',
                   'CBSE',
                   'bought',),
         forgotten=()),
    Case(name='f59_two_tx_bigbend', category='two_facts',
         turns=(
               ("Howdy. Fixin' to plan a trip out to Big Bend over spring break, can you help a fella out?",
                'Sure thing! How many folks are going, and is there anything I should plan around?'),
               ("Five of us — me, my wife Darlene an' our three young'uns. And I got a bum knee from my rodeo "
                 "days so don't go puttin' no long hikes on there, y'hear.",
                'Got it, easy trails only. The Window View Trail is flat and short. Big Bend covers over 800,000 '
                 "acres, so there's plenty to see from the truck too."),
         ),
         proposal=Proposal(
                           add=("The user's wife is named Darlene.",
                                'The user has three children.',
                                'The user has a bad knee from rodeo riding.',
                                'Big Bend National Park covers over 800,000 acres.',
                                'The user enjoys long hikes.',
                                'The user is a professional rodeo rider.',)),
         memories=(),
         must=('Darlene',
               'knee',),
         must_not=('acres',
                   'enjoys long hikes',
                   'professional',),
         forgotten=()),
    Case(name='f59_two_ie_nurse_lurcher', category='two_facts',
         turns=(
               ("Ah look, I'm a nurse up in the Mater, on nights this week, so herself is mindin' the dog — Bran, "
                 "he's a lurcher, mad as a brush. Can ya set me alarm for half six in the evenin'?",
                'Alarm set for 6:30pm. Hope the nights go smoothly! The Mater is a big teaching hospital in '
                 "Dublin's north inner city."),
         ),
         proposal=Proposal(
                           add=('The user is a nurse at the Mater hospital.',
                                'The user has a lurcher called Bran.',
                                'The user is working nights this week.',
                                "The Mater is a teaching hospital in Dublin's north inner city.",
                                "The user's wife is a vet.",)),
         memories=(),
         must=('Mater',
               'Bran',),
         must_not=('this week',
                   'inner city',
                   'a vet',),
         forgotten=()),
    Case(name='f59_two_sg_mil_prawn', category='two_facts',
         turns=(
               ('My mother-in-law coming to stay with us from next month lah, she got knee op at Tan Tock Seng on '
                 "the 3rd. Oh and she cannot eat prawn one ah, very allergic, so when you suggest recipe don't "
                 'put.',
                'Noted, no prawns in any recipes! Wishing her a smooth recovery. Knee replacement recovery '
                 'usually takes about six weeks, so a ground-floor bedroom helps.'),
         ),
         proposal=Proposal(
                           add=("The user's mother-in-law is allergic to prawns.",
                                "The user's mother-in-law is having knee surgery at Tan Tock Seng Hospital on the "
                                 '3rd.',
                                "The user's mother-in-law will stay with the user from next month.",
                                'The user is allergic to prawns.',
                                'Knee replacement recovery takes about six weeks.',
                                'The user lives in a ground-floor flat.',)),
         memories=(),
         must=('prawn',
               'Tan Tock Seng',),
         must_not=('user is allergic',
                   'six weeks',
                   'ground-floor',),
         forgotten=()),
    Case(name='f59_ramble_jm_granny_party', category='long_ramble',
         turns=(
               ("Lawd, mek mi tell yuh, dis party a go kill mi. Granny turnin' eighty an' everybody waan have a "
                 "say — Auntie Marcia seh she waan curry goat an' rice an' peas, Uncle Desmond seh no, fry fish, "
                 "an' mi cousin inna Brooklyn a seh she cyaan fly dung unless it deh pon a weekend, an' den di DJ "
                 "waan double him price, an' mi nuh even start pon di cake yet, an' di church sistren dem waan "
                 'sing, which nice still, but dem sing LONG, yuh zimmi? Anyway, write it dung: Granny party is '
                 "Saturday 9th March, church hall inna Spanish Town, two o'clock.",
                "Happy 80th to your granny! I've noted the party on Saturday 9 March at 2pm, at the church hall "
                 'in Spanish Town. Curry goat is a classic at Jamaican celebrations, so maybe do both curry goat '
                 'and fried fish to keep everyone happy.'),
         ),
         proposal=Proposal(
                           add=("The user's grandmother's 80th birthday party is on Saturday 9 March at 2pm at "
                                 'the church hall in Spanish Town.',
                                'Curry goat is a classic dish at Jamaican celebrations.',
                                'The user is stressed about the party.',
                                'The DJ charges double.',)),
         memories=(),
         must=('Spanish Town',),
         must_not=('classic',
                   'stressed',
                   'double',),
         forgotten=()),
)
# fmt: on

FRESH59: tuple[Case, ...] = _FIRST + MORE_FRESH59

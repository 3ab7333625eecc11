"""FRESH57: a set for `koe bench writer --quality`: 28 conversations (facts said sideways during ordinary tasks: in the
reason for a request, in a correction of the assistant's guess, a name given after the thing), written in session 30
without sight of the writer's rules; run once on the rules read from the four sets before it, then joined
(docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh57_cases_more import MORE_FRESH57

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='f57_stated_ghana_shito_mother_in_law', category='stated',
         turns=(
               ('Eh, add plantain to the shopping list. And shito, the big jar. My mother-in-law is coming from '
                'Kumasi on the 20th, Auntie Efua, and she cannot eat anything without shito paa.',
                'Added plantain and a large jar of shito. Shito is a spicy black pepper sauce made with dried '
                "fish and oil, so it keeps for weeks. Anything else for Auntie Efua's visit?"),
               ("Hmm, add tilapia. Two. Me, I'm just tired of this traffic today oo.",
                'Two tilapia added. Sorry about the traffic, the evening rush in Accra is usually worst around '
                'five.'),
         ),
         proposal=Proposal(
                           add=("The user's mother-in-law, Auntie Efua, is coming from Kumasi on the 20th.",
                                "The user's mother-in-law Efua eats shito with everything.",
                                'Shito is a spicy black pepper sauce made with dried fish.',
                                'The user is tired of traffic.',
                                'The evening rush in Accra is worst around five.',)),
         memories=(),
         must=('Efua',
               'Kumasi',
               '20th',),
         must_not=('dried fish',
                   'traffic',
                   'evening rush',),
         forgotten=()),
    Case(name='f57_stated_scotland_callum_swimming', category='stated',
         turns=(
               ("Set us a reminder for the school run the morra, half eight. Oh an' wee Callum's got his "
                "swimmin' at Tollcross on Thursdays, so Thursdays it's the kit bag, no' the gym bag.",
                "Reminder set for 8:30 tomorrow. Want a weekly Thursday reminder for Callum's swimming kit? "
                'Tollcross has the big pool they built up for the Commonwealth Games.'),
               ("Aye, go on then. He's seven, he'd live in the water if ye let him.",
                "Done: every Thursday morning, 'Callum's swimming kit'. Sounds like a wee fish!"),
         ),
         proposal=Proposal(
                           add=("The user's son Callum has swimming at Tollcross on Thursdays.",
                                "The user's son Callum is seven.",
                                'Tollcross pool was built for the Commonwealth Games.',
                                'The user lives in Glasgow.',
                                "The user's son would live in the water.",)),
         memories=(),
         must=('Callum',
               'Tollcross',
               'seven',),
         must_not=('Commonwealth',
                   'Glasgow',
                   'live in the water',),
         forgotten=()),
    Case(name='f57_stated_trinidad_pelau_daddy', category='stated',
         turns=(
               ('Okay so I making pelau Sunday for my daddy birthday, he turning seventy, yes. Put pigeon peas '
                'and coconut milk on the list.',
                'Added pigeon peas and coconut milk. Seventy is a big one! The browned-sugar step is what gives '
                'pelau that dark colour. Want a reminder Sunday morning?'),
               ("Yes please, like nine o'clock. Oh and Kavita, my sister, she vegetarian, so add some channa "
                'too, she doh eat the chicken at all.',
                'Reminder set for 9 AM Sunday, and channa added. A channa pelau on the side would work nicely '
                'for Kavita.'),
         ),
         proposal=Proposal(
                           add=("The user's father is turning seventy; his birthday is celebrated on Sunday.",
                                "The user's sister Kavita is vegetarian.",
                                'Pelau gets its dark colour from browned sugar.',
                                "The user's father likes pelau best of all foods.",
                                'The user will make a channa pelau for Kavita.',)),
         memories=(),
         must=('seventy',
               'Kavita',
               'vegetarian',),
         must_not=('browned sugar',
                   'likes pelau',
                   'channa pelau',),
         forgotten=()),
    Case(name='f57_stated_philippines_checkup_apo', category='stated',
         turns=(
               ('Hey, can you remind me sa Friday, I have my check-up with Dr. Santos, 2pm. For my diabetes, '
                'ano, the type 2.',
                'Sure, reminder set for Friday at 2 PM: check-up with Dr. Santos. Managing type 2 diabetes '
                'usually includes an HbA1c test every three months.'),
               ("Yes yes. Also po, my apo, Bea, she's graduating on the 28th, grade six na. Remind me to buy a "
                'gift ha.',
                'Congratulations to Bea! Reminder to buy a gift is set. Maybe a nice watch or a book?'),
         ),
         proposal=Proposal(
                           add=('The user has type 2 diabetes and sees Dr. Santos.',
                                "The user's granddaughter Bea graduates from grade six on the 28th.",
                                'The user needs an HbA1c test every three months.',
                                'The user wants to buy Bea a watch.',)),
         memories=(),
         must=('diabetes',
               'Santos',
               'Bea',),
         must_not=('HbA1c',
                   'watch',),
         forgotten=()),
    Case(name='f57_stated_australia_ute_ranger', category='stated',
         turns=(
               ("Mate, the ute's makin' that clunkin' noise again. Can ya find me a mechanic near Toowoomba? "
                "We're on the farm, about forty k's out past Toowoomba.",
                'Clunking over bumps is often worn suspension bushes or a sway bar link. I found three mechanics '
                'in Toowoomba. Is it the Hilux?'),
               ("Nah, it's the Ranger, 2015 one. Hilux is the missus's.",
                'Got it, a 2015 Ford Ranger. The closest mechanic with four-wheel-drive experience opens at 7:30.'),
         ),
         proposal=Proposal(
                           add=("The user lives on a farm about forty k's out past Toowoomba.",
                                'The user drives a 2015 Ranger ute.',
                                "The user's wife drives the Hilux.",
                                'The clunking noise is from worn suspension bushes.',
                                'The user drives a Hilux.',)),
         memories=(),
         must=('Toowoomba',
               'Ranger',
               'Hilux',),
         must_not=('bushes',
                   'user drives a Hilux',),
         forgotten=()),
    Case(name='f57_stated_india_nani_kishore', category='stated',
         turns=(
               ("Play some old Kishore Kumar songs na. My nani loves them, she's visiting from Lucknow, staying "
                'with us till Diwali.',
                'Playing Kishore Kumar classics. He recorded well over 2,000 songs. Lucknow is famous for its '
                'kebabs. Is your nani enjoying the change of weather?'),
               ("Haan, she's okay, finding it bit cold today. She's 84 but honestly sharper than me.",
                'Eighty-four and sharp, wonderful! I can turn the heating up a little if you like.'),
         ),
         proposal=Proposal(
                           add=("The user's grandmother loves Kishore Kumar songs.",
                                "The user's grandmother is 84 and is visiting from Lucknow until Diwali.",
                                'Kishore Kumar recorded over 2,000 songs.',
                                'Lucknow is famous for its kebabs.',
                                "The user's grandmother feels cold.",)),
         memories=(),
         must=('Kishore Kumar',
               'Lucknow',
               '84',),
         must_not=('2,000',
                   'kebabs',
                   'cold',),
         forgotten=()),
    Case(name='f57_stated_canada_goalie_maelle', category='stated',
         turns=(
               ("Can you put hockey tape and a new mouthguard on the list. My daughter's goalie now eh, Maëlle, "
                "she got picked for the atom team. She's nine.",
                'Added hockey tape and a mouthguard. Congrats to Maëlle! Goalies usually need a throat guard '
                'too. Want me to add one?'),
               ('Sure, why not. Her practices are Tuesday nights at the Terwillegar rink, can you do a weekly '
                'reminder at five?',
                "Weekly reminder set: Tuesdays at 5 PM, Maëlle's practice at Terwillegar."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Maëlle is nine and plays goalie on the atom team.",
                                'Maëlle has hockey practice on Tuesday nights at the Terwillegar rink.',
                                'Goalies need a throat guard.',
                                "The user's daughter is the best goalie in her league.",)),
         memories=(),
         must=('Maëlle',
               'goalie',
               'Terwillegar',),
         must_not=('throat guard',
                   'best goalie',),
         forgotten=()),
    Case(name='f57_stated_southafrica_tomatoes_johan', category='stated',
         turns=(
               ("Howzit. When should I plant my tomatoes? I'm in Pretoria, we get that frost in winter, ja.",
                'In Pretoria, plant tomatoes from mid-August once the frost risk is past. They like six to eight '
                'hours of sun a day.'),
               ("Lekker. My late husband Johan always did the veggie patch, so I'm only learning now, shame. And "
                "don't go suggesting flowers for the bees, hey, I'm allergic to bee stings, properly, I carry "
                'the EpiPen.',
                "I'm sorry about Johan. I'll leave out bee-friendly flowers. Marigolds are a good companion "
                "plant and don't attract many bees."),
         ),
         proposal=Proposal(
                           add=('The user lives in Pretoria.',
                                "The user's late husband Johan used to do the vegetable patch.",
                                'The user is allergic to bee stings and carries an EpiPen.',
                                'The user should plant tomatoes in mid-August.',
                                'Tomatoes need six to eight hours of sun.',
                                'The user likes marigolds.',)),
         memories=(),
         must=('Pretoria',
               'Johan',
               'allergic',),
         must_not=('mid-August',
                   'eight hours',
                   'marigolds',),
         forgotten=()),
    Case(name='f57_stated_ireland_anniversary_declan', category='stated',
         turns=(
               ("Would you ever remind me about the dentist, it's the 3rd at half ten, in Ennis. And sure while "
                "you're at it, our anniversary's the 12th, me and Declan, twenty years this time, so I need to "
                'book somewhere.',
                'Dentist in Ennis on the 3rd at 10:30, done. Twenty years is the porcelain anniversary, '
                'traditionally! Want some restaurant ideas near Ennis?'),
               ("Go on so. He's coeliac though, so it has to do gluten free properly, not just a sticker on the "
                'menu.',
                'Here are three places near Ennis with certified gluten-free kitchens.'),
         ),
         proposal=Proposal(
                           add=("The user's wedding anniversary with Declan is on the 12th; it will be twenty "
                                'years.',
                                "The user's husband Declan is coeliac.",
                                'The twentieth anniversary is the porcelain anniversary.',
                                'The user lives in Ennis.',)),
         memories=(),
         must=('Declan',
               '12th',
               'coeliac',),
         must_not=('porcelain',
                   'lives in Ennis',),
         forgotten=()),
    Case(name='f57_stated_ussouth_biscuit_coonhound', category='stated',
         turns=(
               ('Hey, add puppy chow, the large breed kind, and one of them chew toys. We got us a rescue last '
                'weekend, bluetick coonhound, named her Biscuit.',
                'Added large-breed puppy food and a chew toy. Bluetick coonhounds are known for their loud '
                "baying and great noses. How's Biscuit settling in?"),
               ("Lord, she howls every time I leave, I'm fixin' to lose my mind. And I'm a nurse, I work them "
                "twelve-hour shifts, so she's home with my husband mostly.",
                "That's common for new rescues. A worn T-shirt in her crate can help with separation anxiety."),
         ),
         proposal=Proposal(
                           add=('The user has a rescue bluetick coonhound named Biscuit.',
                                'The user is a nurse who works twelve-hour shifts.',
                                'Bluetick coonhounds are known for loud baying.',
                                'The user is about to lose their mind.',
                                'Biscuit has separation anxiety.',)),
         memories=(),
         must=('Biscuit',
               'coonhound',
               'nurse',),
         must_not=('baying',
                   'lose their mind',
                   'separation anxiety',),
         forgotten=()),
    Case(name='f57_stated_midwest_hotdish_erik', category='stated',
         turns=(
               ("Okay so for the hotdish Saturday, how many tater tots for like twelve people? It's for my son "
                "Erik's confirmation party.",
                'For twelve, plan on two 32-ounce bags. Congrats to Erik! Confirmation is usually around eighth '
                'or ninth grade. Is he excited?'),
               ("Oh yah, you betcha. Ope, and my husband can't do mushrooms, he's allergic, so the cream of "
                "mushroom's gotta go. What do I use instead?",
                'Cream of chicken or cream of celery both work well in hotdish.'),
         ),
         proposal=Proposal(
                           add=("The user's son Erik has his confirmation party on Saturday.",
                                "The user's husband is allergic to mushrooms.",
                                'Confirmation is usually in eighth or ninth grade.',
                                "The user's son Erik is excited.",
                                'The user uses cream of chicken in hotdish.',)),
         memories=(),
         must=('Erik',
               'confirmation',
               'mushrooms',),
         must_not=('ninth grade',
                   'excited',
                   'cream of chicken',),
         forgotten=()),
    Case(name='f57_stated_malaysia_raya_aishah', category='stated',
         turns=(
               ('Eh add santan and pandan leaves lah. Hari Raya coming, my whole family from Ipoh will come my '
                'house, like twenty people.',
                'Added santan and pandan leaves. Selamat Hari Raya in advance! Ketupat and rendang are popular '
                'for Raya. How many kilos of beef for the rendang?'),
               ('Three kilo can already. My wife Aishah make the rendang, her recipe damn power one. Me I only '
                'wash the dishes haha.',
                "Three kilos of beef added. Aishah's rendang sounds like the star of the day!"),
         ),
         proposal=Proposal(
                           add=("The user's family is from Ipoh.",
                                "The user's wife Aishah makes the rendang for Hari Raya.",
                                'Ketupat and rendang are popular for Hari Raya.',
                                'The user only washes the dishes.',)),
         memories=(),
         must=('Ipoh',
               'Aishah',),
         must_not=('ketupat',
                   'dishes',),
         forgotten=()),
    Case(name='f57_stated_wales_learning_welsh_nia', category='stated',
         turns=(
               ('Play something by Cerys Matthews, would you.',
                'Playing Cerys Matthews. She was the lead singer of Catatonia. Would you like her Welsh-language '
                'songs or the English ones?'),
               ("Welsh ones, please. I'm learning Welsh, see, my granddaughter Nia goes to the Welsh school in "
                'Cardiff and I want to be able to have a proper chat with her.',
                "That's lovely. Duolingo has a popular Welsh course, and Nant Gwrtheyrn runs residential courses "
                'too.'),
         ),
         proposal=Proposal(
                           add=('The user is learning Welsh.',
                                "The user's granddaughter Nia goes to a Welsh-medium school in Cardiff.",
                                'Cerys Matthews was the lead singer of Catatonia.',
                                'The user uses Duolingo to learn Welsh.',)),
         memories=(),
         must=('learning Welsh',
               'Nia',
               'Cardiff',),
         must_not=('Catatonia',
                   'Duolingo',),
         forgotten=()),
    Case(name='f57_stated_kenya_pills_wanjiru', category='stated',
         turns=(
               ('Eh, this thing. Remind me to take my pills. My daughter Wanjiru set you up for me, she says you '
                'can do it.',
                'Happy to help! Which pills, and at what time?'),
               ('The losartan in the morning, seven. And the atorvastatin at night, after supper, say nine.',
                'Done: losartan at 7 AM and atorvastatin at 9 PM every day. Statins are often taken at night '
                'because the body makes most cholesterol overnight.'),
               ('Sawa, asante.',
                'Karibu!'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Wanjiru set up the assistant.",
                                'The user takes losartan in the morning and atorvastatin at night.',
                                'The body makes most cholesterol overnight.',
                                'The user has heart disease.',)),
         memories=(),
         must=('Wanjiru',
               'losartan',
               'atorvastatin',),
         must_not=('overnight',
                   'heart disease',),
         forgotten=()),
    Case(name='f57_stated_nz_oatmilk_tama', category='stated',
         turns=(
               ("Kia ora, add oat milk and Weet-Bix. Oat milk's for my youngest, Tama, he's lactose intolerant. "
                "Oh and a birthday candle, number 5, no, 6, he's turning six on the 9th.",
                'Added oat milk, Weet-Bix and a number 6 candle. Happy early birthday to Tama! Fun fact, '
                'Weet-Bix is made by Sanitarium.'),
               ('Sweet as, cheers.',
                'No worries!'),
         ),
         proposal=Proposal(
                           add=("The user's youngest son Tama is lactose intolerant.",
                                "The user's son Tama turns six on the 9th.",
                                'Weet-Bix is made by Sanitarium.',
                                "The user's son Tama is turning 5.",)),
         memories=(),
         must=('Tama',
               'lactose intolerant',
               '9th',),
         must_not=('Sanitarium',
                   'turning 5',),
         forgotten=()),
)
# fmt: on

FRESH57: tuple[Case, ...] = _FIRST + MORE_FRESH57

"""The second half of `writer_quality_claims61_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_CLAIMS61: tuple[Case, ...] = (
    Case(name='c61_married_for_money', category='joke',
         turns=(
               ("My wife says she only married me for my money. What money? I'm a school custodian, haha. We "
                 "met in college, her name's Nadia.",
                'Sounds like you two have a good sense of humor!'),
         ),
         proposal=Proposal(
                           add=('The user is a school custodian.',
                                "The user's wife is Nadia; they met in college.",
                                "The user's wife Nadia married the user for his money.",
                                'The user is wealthy.',)),
         memories=(),
         must=('custodian',
               'Nadia',),
         must_not=('for his money',
                   'for my money',
                   'wealthy',),
         forgotten=()),
    Case(name='c61_cornwall_drama_plot', category='story',
         turns=(
               ('We watched that new drama last night, the one where the farmer in Cornwall fakes his own '
                 'death to get out of debt. Mad. We actually have a caravan in Cornwall ourselves, near Bude, '
                 'we go down every August.',
                'Sounds gripping! And a caravan near Bude every August sounds lovely.'),
         ),
         proposal=Proposal(
                           add=('The user has a caravan near Bude in Cornwall and goes every August.',
                                'The user is a farmer in Cornwall.',
                                'The user is in debt.',
                                'The user faked their own death.',)),
         memories=(),
         must=('caravan',
               'Bude',),
         must_not=('farmer',
                   'debt',
                   'faked',),
         forgotten=()),
    Case(name='c61_dragon_called_pickle', category='story',
         turns=(
               ('My daughter Isla just told me a whole story about a dragon called Pickle who lives under '
                 "her bed and eats all the socks. She's five, she starts school next week.",
                'What an imagination! Good luck to Isla starting school next week.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Isla is five and starts school next week.",
                                "The user's family has a pet dragon called Pickle.",
                                "Pickle lives under Isla's bed and eats socks.",)),
         memories=(),
         must=('Isla',
               'school',),
         must_not=('Pickle',
                   'dragon',
                   'socks',),
         forgotten=()),
    Case(name='c61_teeth_dream_kingston', category='story',
         turns=(
               ('had the weirdest dream last night i was back at school and all my teeth fell out in the '
                 'middle of a maths exam. funny thing is i teach maths now at a high school in kingston',
                "Teeth dreams are really common, often linked to stress. Hope the teaching's going well!"),
         ),
         proposal=Proposal(
                           add=('The user teaches maths at a high school in Kingston.',
                                "The user's teeth fell out.",
                                'The user has frequent stress dreams.',)),
         memories=(),
         must=('Kingston',
               'teach',),
         must_not=('teeth',
                   'dream',),
         forgotten=()),
    Case(name='c61_mate_darren_customs', category='story',
         turns=(
               ('My mate Darren got stopped at customs in Bali with a suitcase full of cheese, told us all '
                 "about it down the pub. I'm off to Bali myself in June with my girlfriend Chloe.",
                'Ha, hopefully your trip is smoother! Bali in June with Chloe sounds great.'),
         ),
         proposal=Proposal(
                           add=('The user is going to Bali in June with their girlfriend Chloe.',
                                'The user was stopped at customs in Bali.',
                                'The user is taking cheese to Bali.',)),
         memories=(),
         must=('Chloe',
               'June',),
         must_not=('customs',
                   'cheese',),
         forgotten=()),
    Case(name='c61_school_sign_towed', category='quoted',
         turns=(
               ("The sign outside the school says 'Parking for staff only, violators will be towed.' I drop "
                 'my son Mateo off there every morning at eight fifteen.',
                "Good to know. Maybe there's street parking nearby for drop-off."),
         ),
         proposal=Proposal(
                           add=('The user drops their son Mateo off at school every morning at 8:15.',
                                "The user's car was towed.",
                                'The user is a staff member at the school.',)),
         memories=(),
         must=('Mateo',),
         must_not=('towed',
                   'violators',
                   'staff member',),
         forgotten=()),
    Case(name='c61_text_fiona_flu', category='quoted',
         turns=(
               ("Send Fiona a text: 'So sorry, can't make it tonight, I've come down with the flu.'",
                "Okay, sending to Fiona: 'So sorry, can't make it tonight, I've come down with the flu.'"),
               ("I haven't really, I just can't face it. But do remember I'm in the choir with her on Wednesdays.",
                "No judgement! I'll remember you sing in the choir with Fiona on Wednesdays."),
         ),
         proposal=Proposal(
                           add=('The user sings in a choir with Fiona on Wednesdays.',
                                'The user has the flu.',
                                "The user is ill and can't go out tonight.",)),
         memories=(),
         must=('choir',),
         must_not=('flu',
                   'is ill',),
         forgotten=()),
    Case(name='c61_pirate_song_ethan', category='quoted',
         turns=(
               ("My son keeps singing 'my dad's a pirate with a wooden leg' from some cartoon, it's driving "
                 "me up the wall. He's seven, Ethan, and he's just joined the Cubs.",
                'Catchy songs are the worst! Congrats to Ethan on joining the Cubs.'),
         ),
         proposal=Proposal(
                           add=("The user's son Ethan is seven and has joined the Cubs.",
                                'The user is a pirate with a wooden leg.',
                                'The user has a wooden leg.',)),
         memories=(),
         must=('Ethan',
               'Cubs',),
         must_not=('pirate',
                   'wooden leg',),
         forgotten=()),
    Case(name='c61_postcode_regex_leeds', category='code',
         turns=(
               ('can you sanity check this regex for uk postcodes ^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$ '
                 'its for work, im a backend developer at a bank in leeds',
                'That pattern covers most UK postcodes, though it misses a few special cases like GIR 0AA.'),
         ),
         proposal=Proposal(
                           add=('The user is a backend developer at a bank in Leeds.',
                                "The user's postcode matches ^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$.",
                                "The user's postcode is GIR 0AA.",)),
         memories=(),
         must=('developer',
               'Leeds',),
         must_not=('[A-Z]',
                   'postcode',
                   'GIR',),
         forgotten=()),
    Case(name='c61_chess_club_sql', category='code',
         turns=(
               ("Read this back to me: SELECT name FROM members WHERE club = 'chess' AND age > 60; that's "
                 'for the mailing list. I run the chess club at the community centre in Dunedin.',
                "SELECT name FROM members WHERE club = 'chess' AND age > 60; That picks out chess members "
                 'over sixty.'),
         ),
         proposal=Proposal(
                           add=('The user runs the chess club at the community centre in Dunedin.',
                                'The user is over 60.',
                                "SELECT name FROM members WHERE club = 'chess' AND age > 60;",)),
         memories=(),
         must=('chess',
               'Dunedin',),
         must_not=('over 60',
                   'SELECT',
                   'age >',),
         forgotten=()),
    Case(name='c61_python_homework_galway', category='code',
         turns=(
               ("Okay so the line is for i in range(10): print('hello'), that's for my Python homework. I'm "
                 'doing an evening course at the college in Galway, I work days at a hotel.',
                'That will print hello ten times. Good luck with the course!'),
         ),
         proposal=Proposal(
                           add=('The user works days at a hotel and takes an evening Python course in Galway.',
                                "for i in range(10): print('hello')",
                                "The user's hotel has 10 rooms.",)),
         memories=(),
         must=('Galway',
               'hotel',),
         must_not=('range(',
                   'print(',
                   '10 rooms',),
         forgotten=()),
    Case(name='c61_forget_rosa_surgery', category='forget_later',
         turns=(
               ("My wife Rosa's having knee surgery on the 14th, and her brother Tomas is coming to stay for "
                 'two weeks to help out.',
                "I hope Rosa's surgery goes smoothly. Nice that Tomas can come and help."),
               ("Actually don't keep the bit about the surgery, she's private about that.",
                "Understood, I won't keep that part."),
         ),
         proposal=Proposal(
                           add=("The user's wife is Rosa.",
                                'Rosa is having knee surgery on the 14th.',
                                "Rosa's brother Tomas is coming to stay with the user for two weeks.",)),
         memories=(),
         must=('Rosa',
               'Tomas',),
         must_not=('surgery',
                   'knee',),
         forgotten=('surgery',
                    'knee',)),
    Case(name='c61_forget_pharmacy_salary', category='forget_later',
         turns=(
               ("I've just been made head of pharmacy at St Mary's. They bumped me up to ninety grand!",
                'Congratulations on becoming head of pharmacy!'),
               ("Actually, forget the money part, I don't want that lying around.",
                "No problem, I'll leave the salary out."),
         ),
         proposal=Proposal(
                           add=("The user is head of pharmacy at St Mary's.",
                                "The user's salary is ninety thousand pounds.",
                                'The user earns £90,000 a year.',)),
         memories=(),
         must=('pharmacy',),
         must_not=('ninety',
                   '90,000',
                   'salary',),
         forgotten=('ninety',
                    '90,000',
                    'salary',)),
    Case(name='c61_forget_ex_jason', category='forget_later',
         turns=(
               ('my ex jason still has the kids every other weekend and my new partner is called priya we '
                 'moved in together in may',
                'Thanks for letting me know, congratulations on moving in with Priya.'),
               ('scratch the bit about jason please',
                "Done, I won't keep anything about Jason."),
         ),
         proposal=Proposal(
                           add=("The user's partner is Priya; they moved in together in May.",
                                "The user's ex, Jason, has the children every other weekend.",)),
         memories=(),
         must=('Priya',),
         must_not=('Jason',),
         forgotten=('Jason',)),
)
# fmt: on

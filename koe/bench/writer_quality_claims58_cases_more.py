"""The second half of `writer_quality_claims58_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_CLAIMS58: tuple[Case, ...] = (
    Case(name='c58_quote_pool_sign_tomas', category='quoted',
         turns=(
               ("There's a sign up at the leisure centre pool, says 'No children under 8 in the deep end without "
                 "a Stage 5 badge'. Tomás is seven and he's only on Stage 3, so that's him out, poor thing. Anyway "
                 'can you remember his lessons are Saturdays at ten?',
                'Makes sense — those rules are about safety. Noted: Tomás has swimming lessons on Saturdays at 10.'),
         ),
         proposal=Proposal(
                           add=("The user's son Tomás is seven.",
                                'Tomás has swimming lessons on Saturdays at 10.',
                                'Tomás has a Stage 5 badge.',
                                'Children under 8 are banned from the pool.',)),
         memories=(),
         must=('Tomás',
               'Saturday',),
         must_not=('Stage 5',
                   'under 8',),
         forgotten=()),
    Case(name='c58_code_python_keyerror_pune', category='code',
         turns=(
               ('ok why does this blow up\n\n```python\nuser = {"name": "Alice", "age": 34, "city": '
                 '"Berlin"}\nprint(user["email"])\n```\n\nKeyError: \'email\'. I\'m Priya btw, this is for the '
                 "onboarding service at the bank I work at in Pune, and I'm too sleepy for this.",
                'Hi Priya! The dict has no \'email\' key, so indexing it raises KeyError. Use user.get("email") '
                 'to get None instead, or add the key first.'),
         ),
         proposal=Proposal(
                           add=("The user's name is Priya.",
                                'The user works at a bank in Pune.',
                                "The user's name is Alice.",
                                'The user is 34 years old.',
                                'The user lives in Berlin.',
                                'The user is sleepy.',)),
         memories=(),
         must=('Priya',
               'Pune',),
         must_not=('Alice',
                   'Berlin',
                   '34',
                   'sleepy',),
         forgotten=()),
    Case(name='c58_code_dictated_arduino_greenhouse', category='code',
         turns=(
               ("Can you write down this line for me, I'll type it later: if temp greater than thirty, "
                 "digitalWrite, fan pin nine, HIGH, semicolon, close bracket. It's for the greenhouse out the "
                 'back, I grow chillies, Carolina Reapers mostly, about forty plants.',
                'Here it is: if (temp > 30) { digitalWrite(9, HIGH); } — make sure pin 9 is set as an OUTPUT in '
                 'setup(). Carolina Reapers like it warm but not above about 32°C.'),
         ),
         proposal=Proposal(
                           add=('The user grows about forty chilli plants, mostly Carolina Reapers, in a '
                                 'greenhouse.',
                                "The user's temperature is over thirty.",
                                "The user's fan is on pin nine.",
                                'Carolina Reapers should not be kept above 32°C.',)),
         memories=(),
         must=('greenhouse',
               'Carolina Reaper',),
         must_not=('temperature is over',
                   'pin nine',
                   '32°C',),
         forgotten=()),
    Case(name='c58_code_json_glucose_type1', category='code',
         turns=(
               ('This is what the app exports, it\'s the sample file not mine: {"user": "demo_user", "weight_kg": '
                 '120, "glucose_status": "HIGH", "steps": 0}. I want to know how to import my real data into a '
                 "spreadsheet. For context I'm type 1 diabetic, diagnosed at eleven, so the glucose bit is what I "
                 'care about.',
                'In most spreadsheet apps you can use Data > Import and choose JSON, or convert it to CSV first. '
                 'The glucose_status field would become its own column.'),
         ),
         proposal=Proposal(
                           add=('The user has type 1 diabetes, diagnosed at age eleven.',
                                'The user weighs 120 kg.',
                                "The user's glucose is high.",
                                "The user's username is demo_user.",
                                'The user walked 0 steps.',)),
         memories=(),
         must=('type 1',),
         must_not=('120',
                   'glucose is high',
                   'demo_user',
                   'steps',),
         forgotten=()),
    Case(name='c58_fiq_celiac_nonna', category='fact_in_question',
         turns=(
               ('Siccome sono celiac — celiaca — what pasta can I bring on Sunday so I can eat with everyone at '
                 "my nonna's? She's ninety-four and won't hear of me bringing my own sauce.",
                'Bring a gluten-free pasta made from corn and rice — Barilla and Rummo both make good ones that '
                 "hold up to a ragù. Ninety-four and still hosting, that's wonderful!"),
         ),
         proposal=Proposal(
                           add=('The user is celiac.',
                                "The user's grandmother is ninety-four.",
                                'Barilla and Rummo make gluten-free pasta.',
                                'The user is bringing corn and rice pasta on Sunday.',)),
         memories=(),
         must=('celiac',),
         must_not=('Barilla',
                   'Rummo',),
         forgotten=()),
    Case(name='c58_fiq_kofi_wheelchair_lisbon', category='fact_in_question',
         turns=(
               ("Since my husband Kofi uses a wheelchair, which museums in Lisbon are actually step-free? We're "
                 "going for our tenth anniversary in May and I don't want a repeat of Rome.",
                'The Gulbenkian and MAAT are both step-free with lifts. Parts of Alfama are steep and cobbled, so '
                 'taxis help there. Happy early tenth anniversary!'),
         ),
         proposal=Proposal(
                           add=("The user's husband Kofi uses a wheelchair.",
                                'The user and Kofi are going to Lisbon in May for their tenth anniversary.',
                                'The user uses a wheelchair.',
                                'The Gulbenkian museum is step-free.',
                                'Alfama is steep and cobbled.',)),
         memories=(),
         must=('Kofi',
               'wheelchair',),
         must_not=('user uses a wheelchair',
                   'Gulbenkian',
                   'Alfama',),
         forgotten=()),
    Case(name='c58_two_mochi_sam_firestation', category='two_facts',
         turns=(
               ("Heads up, our cat Mochi's getting desexed on the 9th at the Marrickville vet, and my partner "
                 "Sam's on nights at the fire station all month so it'll be me doing drop-off. Honestly I'm so "
                 'knackered I could sleep for a week.',
                "Noted — Mochi's desexing on the 9th in Marrickville. Cats usually need about ten days of rest "
                 'afterwards. Hope you get some sleep!'),
         ),
         proposal=Proposal(
                           add=("The user's cat Mochi is being desexed on the 9th at the Marrickville vet.",
                                "The user's partner Sam works at the fire station.",
                                'The user is a firefighter.',
                                'The user is exhausted this week.',
                                'Cats need about ten days of rest after desexing.',)),
         memories=(),
         must=('Mochi',
               'Sam',),
         must_not=('user is a firefighter',
                   'exhausted',
                   'ten days',),
         forgotten=()),
    Case(name='c58_two_emiliano_peanuts_birthday', category='two_facts',
         turns=(
               ("Oye, mi hijo Emiliano — he's allergic to peanuts, cacahuates, de los graves, trae EpiPen — y su "
                 'cumple es el 2 de octubre, va a cumplir siete. Quiero hacerle piñata pero sin dulces con '
                 'cacahuate obvio.',
                '¡Qué bonito! A peanut-free piñata is easy: fill it with small toys, stickers and certified '
                 "peanut-free candy. Many brands like Skittles don't contain peanuts."),
         ),
         proposal=Proposal(
                           add=("The user's son Emiliano has a severe peanut allergy and carries an EpiPen.",
                                "Emiliano's birthday is on October 2.",
                                'Emiliano is allergic to shellfish.',
                                'The user is seven years old.',
                                "Skittles don't contain peanuts.",)),
         memories=(),
         must=('Emiliano',
               'peanut',
               'October',),
         must_not=('shellfish',
                   'user is seven',
                   'Skittles',),
         forgotten=()),
    Case(name='c58_ramble_galway_hip', category='long_ramble',
         turns=(
               ("Ah sure where do I start, it was some week. The rain, God, the rain, Tuesday I couldn't see the "
                 'end of the garden. And then Noreen next door, her young lad Ciarán, he won the Lotto, the actual '
                 "Lotto, two hundred thousand, and he's after buying a camper van and going off round Europe, and "
                 "Noreen's beside herself. And I was at the bingo Thursday, won nothing, as usual. And the priest "
                 "was saying in the homily that we should all be more patient, and I thought well that's me told. "
                 "Anyway. The new hip's grand, that was done back in 2019 in Merlin Park, and I'm walking to Mass "
                 'every morning now without the stick. What was I asking you? Oh, the weather for Sunday.',
                'What a week! Glad the hip is doing so well. For Sunday in Galway: showers in the morning, '
                 'clearing to sunny spells, around 14 degrees.'),
         ),
         proposal=Proposal(
                           add=('The user had a hip replacement in 2019 at Merlin Park.',
                                'The user walks to Mass every morning without a stick.',
                                'The user won the Lotto.',
                                'The user bought a camper van and is touring Europe.',
                                'The user should be more patient.',
                                'It will be 14 degrees in Galway on Sunday.',)),
         memories=(),
         must=('hip',
               '2019',),
         must_not=('Lotto',
                   'camper van',
                   'more patient',
                   '14 degrees',),
         forgotten=()),
    Case(name='c58_ramble_mississauga_tesla', category='long_ramble',
         turns=(
               ('So, okay, traffic on the 401 today was a joke, forty minutes to go like six kilometres, and my '
                 'brother Tunde calls me in the middle of it going on about how I should just buy a Tesla and use '
                 "the HOV lane, like, with what money bro. Then the radio's talking about some study that says "
                 "people who commute over an hour are less happy, thanks, very helpful. And I stopped at Tim's, "
                 'they got my order wrong, whatever. Point is, we finally moved to Mississauga in September — the '
                 'new place is near Square One — so the commute to my job downtown is just going to be like this '
                 'now. Anyway. Any podcast recommendations?',
                "That sounds like a draining drive. For long commutes, people like 'Hidden Brain' or 'The Daily'. "
                 'Good luck settling into Mississauga!'),
         ),
         proposal=Proposal(
                           add=('The user moved to Mississauga in September, near Square One.',
                                'The user commutes to a job downtown.',
                                "The user's brother is named Tunde.",
                                'The user drives a Tesla.',
                                'People who commute over an hour are less happy.',
                                'The user enjoys the podcast Hidden Brain.',)),
         memories=(),
         must=('Mississauga',),
         must_not=('Tesla',
                   'less happy',
                   'Hidden Brain',),
         forgotten=()),
    Case(name='c58_corr_sara_stepdaughter', category='correction',
         turns=(
               ("Nej nej, it's Sara with an S, not Zara, Swedish spelling. And she's my stepdaughter, actually, "
                 "my partner's girl. Oh, and ignore what I said about her being some kind of genius, that's her "
                 "dad's line, not mine.",
                "Thanks for correcting me — Sara, your stepdaughter. I'll update that."),
         ),
         proposal=Proposal(
                           add=('Sara is a genius.',),
                           update=((0, "The user's stepdaughter is named Sara."),)),
         memories=("The user's daughter is named Zara.",),
         must=('Sara',
               'stepdaughter',),
         must_not=('Zara',
                   'genius',),
         forgotten=()),
    Case(name='c58_corr_cat_allergy_wind_up', category='correction',
         turns=(
               ("Ha, that cat allergy thing I told you last week? I was winding you up, I just can't stand Mrs "
                 "Patel's cat, it sits on my car. I'm not allergic to anything. What I do have is asthma, mild, I "
                 'keep a blue inhaler in the glovebox.',
                "Ah, got me there! I'll drop the cat allergy. Noted that you have mild asthma and keep a reliever "
                 'inhaler in the car.'),
         ),
         proposal=Proposal(
                           add=('The user has mild asthma and keeps a blue inhaler in the glovebox.',
                                'The user is allergic to cats and dogs.',
                                "The user's asthma is severe.",),
                           retire=(0,)),
         memories=('The user is allergic to cats.',),
         must=('asthma',),
         must_not=('is allergic to cats',
                   'allergic to dogs',
                   'severe',),
         forgotten=()),
)
# fmt: on

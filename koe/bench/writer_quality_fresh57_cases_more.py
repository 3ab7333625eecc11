"""The second half of `writer_quality_fresh57_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH57: tuple[Case, ...] = (
    Case(name='f57_correction_texas_kaylee_softball', category='correction',
         turns=(
               ("Set a reminder for Kaylee's game Saturday at ten.",
                "Reminder set: Kaylee's volleyball game, Saturday at 10 AM."),
               ("No ma'am, not volleyball, she quit that in the spring. It's softball now, she plays shortstop.",
                "Got it, Kaylee's softball game Saturday at 10. Softball games usually run seven innings."),
         ),
         proposal=Proposal(
                           add=('Softball games usually last seven innings.',
                                "The user's daughter Kaylee plays volleyball and softball.",),
                           update=((0, "The user's daughter Kaylee plays softball as a shortstop."),)),
         memories=("The user's daughter Kaylee plays volleyball.",
                   'The user drives a Honda Odyssey.',),
         must=('Kaylee',
               'softball',
               'shortstop',),
         must_not=('volleyball',
                   'seven innings',),
         forgotten=()),
    Case(name='f57_correction_india_flipkart', category='correction',
         turns=(
               ('Play some focus music yaar, lots of work today.',
                'Playing a focus playlist. Busy day at Infosys?'),
               ("Arre no, I left Infosys last month na, I'm at Flipkart now. Same Bangalore traffic only, ha.",
                'Congratulations on the new job at Flipkart! Flipkart is majority-owned by Walmart. Hope the '
                'first weeks are going well.'),
         ),
         proposal=Proposal(
                           add=('Flipkart is majority-owned by Walmart.',
                                'The user has lots of work today.',),
                           update=((0, 'The user works at Flipkart in Bangalore.'),)),
         memories=('The user works at Infosys in Bangalore.',
                   "The user's wife is called Priya.",),
         must=('Flipkart',
               'Bangalore',),
         must_not=('works at Infosys',
                   'Walmart',
                   'lots of work',),
         forgotten=()),
    Case(name='f57_correction_southafrica_mom_capetown', category='correction',
         turns=(
               ("Remind me Friday to order flowers for my mom for Mother's Day. Oh, and the delivery's got to go "
                'to Cape Town now, she moved in with my sister Lindiwe in March.',
                "Reminder set for Friday. Mother's Day in South Africa is the second Sunday of May. Shall I note "
                'Cape Town as the delivery city?'),
               ('Ja, please.',
                'Done.'),
         ),
         proposal=Proposal(
                           add=("Mother's Day in South Africa is the second Sunday of May.",
                                "The user's mother lives in Durban and Cape Town.",),
                           update=((0, "The user's mother lives in Cape Town with the user's sister Lindiwe."),)),
         memories=("The user's mother lives in Durban.",
                   'The user has a cat called Pixie.',),
         must=('Cape Town',
               'Lindiwe',),
         must_not=('lives in Durban',
                   'second Sunday',),
         forgotten=()),
    Case(name='f57_asked_wales_rhys_peanut', category='asked',
         turns=(
               ("Is it Rhys who's got the nut thing or am I thinking of his cousin? Remind me, I've got a party "
                'bag to sort.',
                'You told me Rhys has a peanut allergy.'),
               ('Right, tidy, thanks.',
                'No problem.'),
         ),
         proposal=Proposal(
                           add=('The user is forgetful.',
                                "The user's nephew has a nut allergy.",)),
         memories=("The user's son Rhys has a peanut allergy.",
                   'The user lives in Swansea.',),
         must=('Rhys',
               'peanut',),
         must_not=('forgetful',
                   'nephew',),
         forgotten=()),
    Case(name='f57_asked_philippines_anniversary', category='asked',
         turns=(
               ("Hoy, when's our anniversary again? June 14 ba or 15? Nakalimutan ko na.",
                'You told me your anniversary is on June 14.'),
               ("Ay salamat. Jun's calling later pa, I don't want to be caught.",
                "Your secret's safe with me."),
         ),
         proposal=Proposal(
                           add=("The user's husband Jun is calling later today.",),
                           update=((1, "The user's anniversary is on June 15."),)),
         memories=("The user's husband Jun works in Dubai.",
                   "The user's anniversary is on June 14.",),
         must=('June 14',
               'Dubai',),
         must_not=('June 15',
                   'calling later',),
         forgotten=()),
    Case(name='f57_small_talk_ohio_weather', category='small_talk',
         turns=(
               ("Man, it's cold. What's it doin' tomorrow?",
                'Tomorrow: high of 28, with snow flurries in the afternoon.'),
               ('Ugh. Tell me a joke, I need cheering up.',
                'Why did the snowman call his dog Frost? Because Frost bites!'),
               ("Heh. Okay, that's terrible. Thanks.",
                'Anytime!'),
         ),
         proposal=Proposal(
                           add=('The user needs cheering up.',
                                'Tomorrow will bring snow flurries.',
                                'The user likes bad jokes.',)),
         memories=(),
         must=(),
         must_not=('cheering',
                   'flurries',
                   'bad jokes',),
         forgotten=()),
    Case(name='f57_small_talk_melbourne_footy', category='small_talk',
         turns=(
               ("G'day, how ya goin'?",
                'Good thanks! How are you?'),
               ('Yeah not bad, bit knackered. Who won the footy last night?',
                'Collingwood beat Carlton by 14 points.'),
               ('Ha, love it.',
                'Big win!'),
         ),
         proposal=Proposal(
                           add=('The user supports Collingwood.',
                                'Collingwood beat Carlton by 14 points.',
                                'The user is knackered.',)),
         memories=(),
         must=(),
         must_not=('supports Collingwood',
                   '14 points',
                   'knackered',),
         forgotten=()),
    Case(name='f57_hypothetical_georgia_savannah', category='hypothetical',
         turns=(
               ("If we ever moved to Savannah I'd want me a house with a porch swing, y'know. Anyhow, how long's "
                'the drive from here in Macon to Savannah?',
                "About two and a half hours via I-16. Savannah's historic district has plenty of porches!"),
               ("Mm. Just dreamin'.",
                'Nothing wrong with that!'),
         ),
         proposal=Proposal(
                           add=('The user lives in Macon.',
                                'The user is moving to Savannah.',
                                'The user wants a house with a porch swing.',
                                'The drive to Savannah takes two and a half hours via I-16.',)),
         memories=(),
         must=('Macon',),
         must_not=('Savannah',
                   'porch swing',
                   'I-16',),
         forgotten=()),
    Case(name='f57_negation_newfoundland_jess', category='negation',
         turns=(
               ('Find me a recipe for lentil soup, would ya.',
                "Here's a red lentil soup. Since you're vegetarian, I used vegetable stock."),
               ("Ha, I'm not vegetarian, b'y. My roommate Jess is. Use whatever stock ya like.",
                "Got it! Red lentils cook in about 20 minutes, so it's a quick one."),
         ),
         proposal=Proposal(
                           add=("The user's roommate Jess is vegetarian.",
                                'The user is vegetarian.',
                                'Red lentils cook in about 20 minutes.',)),
         memories=(),
         must=('Jess',),
         must_not=('user is vegetarian',
                   '20 minutes',),
         forgotten=()),
    Case(name='f57_opinion_chennai_dal_karthik', category='opinion',
         turns=(
               ("My mother-in-law says I'm a terrible cook, lol. Anyway, how many whistles for toor dal in the "
                'cooker?',
                'Usually three to four whistles, then let the pressure release naturally.'),
               ("Okay. Karthik likes it very mushy, my husband, so I'll do five.",
                'Five whistles will make it nice and soft for Karthik.'),
         ),
         proposal=Proposal(
                           add=("The user's husband Karthik likes his dal very mushy.",
                                'The user is a terrible cook.',
                                'Toor dal needs three to four whistles.',)),
         memories=(),
         must=('Karthik',),
         must_not=('terrible cook',
                   'whistles',),
         forgotten=()),
    Case(name='f57_joke_cork_marathon', category='joke',
         turns=(
               ("Set an alarm for half six tomorrow. Sure I'm training for the Olympics, ha, the Olympics of "
                "sittin' on the couch.",
                'Alarm set for 6:30 AM. Going for a run?'),
               ("I am actually, yeah. I'm doing the Cork marathon in June, my first one, God help me.",
                "Brilliant! Most marathon plans run 16 to 20 weeks, so you've time."),
         ),
         proposal=Proposal(
                           add=('The user is doing the Cork marathon in June, their first.',
                                'The user is training for the Olympics.',
                                'Marathon training plans run 16 to 20 weeks.',)),
         memories=(),
         must=('marathon',),
         must_not=('Olympics',
                   '16 to 20 weeks',),
         forgotten=()),
    Case(name='f57_fact_in_question_malaysia_mei_ling', category='fact_in_question',
         turns=(
               ('Since my daughter Mei Ling is starting at Universiti Malaya in September, what should I pack '
                'for her hostel ah?',
                'Bedding, a small rice cooker if allowed, an extension cord, and toiletries. UM was founded in '
                '1905 and is in Kuala Lumpur.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Mei Ling is starting at Universiti Malaya in September.",
                                'Universiti Malaya was founded in 1905.',
                                "The user's daughter needs a rice cooker.",)),
         memories=(),
         must=('Mei Ling',
               'Universiti Malaya',),
         must_not=('1905',
                   'rice cooker',),
         forgotten=()),
    Case(name='f57_ramble_end_ghana_adwoa', category='ramble_end',
         turns=(
               ('Ah, this morning eh, I went to Kaneshie market, tomatoes are so expensive now, one small '
                "basket, you won't believe. Then the trotro driver, he didn't have change, we were arguing. Then "
                'church, the pastor preached for two hours, my legs. Anyway, anyway, put Friday the 7th down, '
                "that's the naming ceremony for my granddaughter, she's called Adwoa.",
                "Ei, what a morning! Friday the 7th: Adwoa's naming ceremony, noted. Congratulations, Grandma! "
                'Tomato prices usually rise in the dry season.'),
         ),
         proposal=Proposal(
                           add=("The user's granddaughter Adwoa's naming ceremony is on Friday the 7th.",
                                'Tomatoes are expensive at Kaneshie market.',
                                "The user's pastor preached for two hours.",
                                'Tomato prices rise in the dry season.',)),
         memories=(),
         must=('Adwoa',
               'naming',),
         must_not=('Kaneshie',
                   'preached',
                   'dry season',),
         forgotten=()),
)
# fmt: on

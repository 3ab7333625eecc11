"""The second half of `writer_quality_fresh61_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH61: tuple[Case, ...] = (
    Case(name='f61_neg_no_car_bus', category='negation',
         turns=(
               ("We don't have the car any more, sold it back in March, so it's the bus for everything now, "
                 "the 42 into town. So don't be telling me about traffic.",
                "Understood, I'll give you bus times rather than traffic updates."),
         ),
         proposal=Proposal(
                           add=('The user has a car.',
                                'The user sold the car for 4,000 euro.',
                                'The user no longer has a car and gets the 42 bus into town.',)),
         memories=(),
         must=('bus',),
         must_not=('user has a car',
                   '4,000',),
         forgotten=()),
    Case(name='f61_opinion_nan_lazy', category='opinion',
         turns=(
               ("Nan reckons I'm glued to me phone and bone lazy, whatever. I literally do the paper round "
                 'every morning at six before school, so.',
                "Sounds like you're pretty hard-working to me."),
         ),
         proposal=Proposal(
                           add=('The user is lazy.',
                                'The user is addicted to their phone.',
                                'The user does a paper round every morning at 6 before school.',)),
         memories=(),
         must=('paper round',),
         must_not=('lazy',
                   'addicted',
                   'glued',),
         forgotten=()),
    Case(name='f61_joke_olympics', category='joke',
         turns=(
               ("oh yeah, I'm in training for the Olympics, the couch to fridge event, real competitive. no "
                 'but seriously doc says I gotta walk thirty minutes a day for my blood pressure',
                'Ha! Thirty minutes a day is a great goal. Want a daily walking reminder?'),
         ),
         proposal=Proposal(
                           add=('The user is training for the Olympics.',
                                'The user has been told by their doctor to walk 30 minutes a day for their '
                                 'blood pressure.',
                                'The user is a competitive athlete.',)),
         memories=(),
         must=('blood pressure',),
         must_not=('Olympics',
                   'athlete',),
         forgotten=()),
    Case(name='f61_story_hockey_movie', category='story',
         turns=(
               ('we watched that movie last night, the one where the dad moves the whole family up to '
                 'Yellowknife and the kid ends up being the goalie for the town team, eh. the boys loved it',
                'Sounds like a fun family movie night!'),
               ("yeah and now our Liam says he's trying out for the Bantam team in the fall, for real",
                'Good for him! Bantam tryouts are a big step.'),
         ),
         proposal=Proposal(
                           add=("The user's son Liam is trying out for the Bantam hockey team in the fall.",
                                'The user moved the family to Yellowknife.',
                                "The user's son is a goalie.",)),
         memories=(),
         must=('Liam',
               'Bantam',),
         must_not=('Yellowknife',
                   'goalie',),
         forgotten=()),
    Case(name='f61_quoted_text_coach', category='quoted',
         turns=(
               ("text Coach Dana, say: hi Dana, sorry, Maddie's got the orthodontist so she'll miss Tuesday "
                 'practice, see you Thursday',
                'Sending to Coach Dana: "Hi Dana, sorry, Maddie\'s got the orthodontist so she\'ll miss '
                 'Tuesday practice, see you Thursday."'),
               ("thanks. oh and so you know, Maddie's my stepdaughter, she's with us Monday to Thursday and "
                 "at her dad's the rest",
                'Thanks, noted.'),
         ),
         proposal=Proposal(
                           add=("The user's stepdaughter Maddie stays with them Monday to Thursday.",
                                'Maddie has an orthodontist appointment on Tuesday.',
                                "Dana is the user's friend.",)),
         memories=(),
         must=('stepdaughter',),
         must_not=('orthodontist',
                   'friend',),
         forgotten=()),
    Case(name='f61_code_budget_keyerror', category='code',
         turns=(
               ('why does this give me a KeyError: budget = {"rent": 1200, "groceries": 400}; '
                 'print(budget["Rent"]) -- it\'s for my AP Computer Science project, just made up numbers',
                'Dictionary keys are case-sensitive: you wrote "Rent" but the key is "rent".'),
         ),
         proposal=Proposal(
                           add=('The user takes AP Computer Science.',
                                "The user's rent is 1200 a month.",
                                'The user spends 400 on groceries.',
                                'Dictionary keys in Python are case-sensitive.',)),
         memories=(),
         must=('Computer Science',),
         must_not=('1200',
                   '400',
                   'case-sensitive',),
         forgotten=()),
    Case(name='f61_forget_later_weight_knee', category='forget_later',
         turns=(
               ('weighed myself this morning, eighty two kilos, and the doctor wants me down to seventy five '
                 'before my knee operation in August',
                "That's a clear target. Good luck before the knee operation in August."),
               ("actually, forget the weight numbers, I don't want those kept. just the knee op",
                "Okay, I'll only keep the knee operation."),
         ),
         proposal=Proposal(
                           add=('The user weighs 82 kilos.',
                                "The user's target weight is 75 kilos.",
                                'The user is having a knee operation in August.',)),
         memories=(),
         must=('knee',),
         must_not=('kilos',),
         forgotten=('82',
                    '75',)),
    Case(name='f61_fiq_metformin_fasting', category='fact_in_question',
         turns=(
               ("I'm on metformin for my sugar, is it safe for me to fast this Ramadan or should I not?",
                'Many people on metformin can fast, but speak to your GP first; they may change the timing '
                 'of your dose to suhoor and iftar.'),
         ),
         proposal=Proposal(
                           add=('The user takes metformin for diabetes.',
                                'The user should stop taking metformin during Ramadan.',
                                'The user should take their dose at suhoor and iftar.',)),
         memories=(),
         must=('metformin',),
         must_not=('stop taking',
                   'suhoor',),
         forgotten=()),
    Case(name='f61_fiq_lodger_centrelink', category='fact_in_question',
         turns=(
               ('my lodger Priya pays me a hundred and eighty a week, fortnightly, does that count as income '
                 'for Centrelink or not',
                'Board and lodging payments are usually assessed differently; Centrelink counts part of it '
                 'as income. Best to check with them directly.'),
         ),
         proposal=Proposal(
                           add=('The user has a lodger named Priya who pays $180 a week, fortnightly.',
                                'The user receives the Age Pension.',
                                'Lodger payments are partly assessable income for Centrelink.',)),
         memories=(),
         must=('Priya',),
         must_not=('Age Pension',
                   'assessable',),
         forgotten=()),
    Case(name='f61_two_facts_choir_kofi', category='two_facts',
         turns=(
               ('Please note, I sing in the choir at Calvary Methodist every Sunday, and my husband Kofi '
                 'does the church accounts, so Saturday evenings he is busy with the books.',
                'Noted! Choir on Sundays, and Kofi does the church accounts.'),
         ),
         proposal=Proposal(
                           add=('The user sings in the choir at Calvary Methodist every Sunday.',
                                "The user's husband Kofi does the church accounts on Saturday evenings.",
                                'Kofi is a chartered accountant.',
                                'The user is the choir leader.',)),
         memories=(),
         must=('choir',
               'Kofi',),
         must_not=('chartered',
                   'leader',),
         forgotten=()),
    Case(name='f61_two_facts_shared_house', category='two_facts',
         turns=(
               ("ok house rules for you: Jess does the Costco run on Saturdays, I'm on bins, and heads up "
                 "I'm lactose intolerant so don't suggest me recipes with milk or cheese",
                'Got it! Jess on the Costco run, you on bins, and no dairy in your recipe ideas.'),
         ),
         proposal=Proposal(
                           add=('The user is lactose intolerant.',
                                "The user's housemate Jess does the Costco run on Saturdays.",
                                'The user takes the bins out.',
                                'The user is vegan.',
                                "Jess is the user's girlfriend.",)),
         memories=(),
         must=('lactose',
               'Jess',),
         must_not=('vegan',
                   'girlfriend',),
         forgotten=()),
    Case(name='f61_two_facts_nain_grandsons', category='two_facts',
         turns=(
               ('Now then, I do the school run for my grandsons Osian and Tomos on Tuesdays, and on a '
                 "Wednesday I'm at aqua aerobics down the leisure centre, so don't book me nothing then.",
                "Lovely, I'll keep Tuesdays and Wednesdays clear."),
         ),
         proposal=Proposal(
                           add=('The user does the school run for their grandsons Osian and Tomos on Tuesdays.',
                                'The user goes to aqua aerobics at the leisure centre on Wednesdays.',
                                'Osian and Tomos are twins.',
                                'The user cannot swim.',)),
         memories=(),
         must=('Osian',
               'aqua',),
         must_not=('twins',
                   'cannot swim',),
         forgotten=()),
    Case(name='f61_ramble_nurse_break', category='long_ramble',
         turns=(
               ("ugh ok I'm on break, the vending machine ate my dollar again, third time this week, and "
                 "it's snowing sideways out there so I'm not walking to the Casey's, and Brenda's being "
                 "Brenda about the charting, you know how she is, and my coffee's cold, and honestly I could "
                 "sleep on this break room couch, but anyway, the reason I'm talking to you, I'm switching to "
                 'days on the cardiac unit starting March third, so all my reminders need to move',
                "Hang in there! I'll move your reminders for day shifts on the cardiac unit from March 3rd."),
         ),
         proposal=Proposal(
                           add=('The user is moving to day shifts on the cardiac unit from March 3rd.',
                                "The user's coworker Brenda is difficult.",
                                'It is snowing where the user works.',
                                'The vending machine at work is broken.',)),
         memories=(),
         must=('cardiac',),
         must_not=('Brenda',
                   'snowing',
                   'vending',),
         forgotten=()),
    Case(name='f61_ramble_school_morning', category='long_ramble',
         turns=(
               ("Right, Cian where's your other shoe, no, the OTHER one, sorry, it's mad here this morning, "
                 "the toaster's after burning the last of the bread and the dog's eaten a lunchbox, I'm not "
                 "joking, the whole thing, and Saoirse's plaits are gone wonky, anyway what I wanted to say "
                 "was Saoirse's started speech therapy, it's Thursdays after school in Ennis, so remind me at "
                 "half two on Thursdays, and then the Angelus'll be on before I know it",
                "Sounds hectic! I'll remind you at 2:30 every Thursday for Saoirse's speech therapy in Ennis."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Saoirse has speech therapy in Ennis on Thursdays after "
                                 'school.',
                                'Cian has lost a shoe.',
                                "The user's toaster is broken.",
                                "The user's dog eats lunchboxes.",)),
         memories=(),
         must=('speech',),
         must_not=('shoe',
                   'toaster',
                   'lunchbox',),
         forgotten=()),
)
# fmt: on

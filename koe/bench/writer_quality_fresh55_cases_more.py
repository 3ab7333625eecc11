"""The second half of `writer_quality_fresh55_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH55: tuple[Case, ...] = (
    Case(name='f55_correction_arjun_five', category='correction',
         turns=(
               ('Arjun, he turned five last week only, you still have four or what? We had the party at home '
                'itself.',
                "Happy belated birthday to Arjun! I'll update his age to five."),
         ),
         proposal=Proposal(
                           add=('The user had a birthday party at home.',),
                           update=((0, "The user's son Arjun is five years old."),),
                           retire=(1,)),
         memories=("The user's son Arjun is 4 years old.",
                   'The user lives in Bengaluru.',),
         must=('five',
               'Bengaluru',),
         must_not=('party at home',),
         forgotten=()),
    Case(name='f55_correction_sulfa', category='correction',
         turns=(
               ("wait no its not penicillin pala. its sulfa drugs. my bad hehe, i mixed it up with ramon's",
                "No worries! So you're allergic to sulfa drugs, and Ramon is the one allergic to penicillin? "
                'Sulfa allergies can also affect some diuretics.'),
               ('yes ramon is the penicillin one',
                "Got it, I'll update that."),
         ),
         proposal=Proposal(
                           add=("The user's husband Ramon is allergic to penicillin.",
                                'The user cannot take diuretics.',),
                           update=((0, 'The user is allergic to sulfa drugs.'),)),
         memories=('The user is allergic to penicillin.',
                   "The user's husband is called Ramon.",),
         must=('sulfa',
               'Ramon',
               'penicillin',),
         must_not=('diuretics',),
         forgotten=()),
    Case(name='f55_hypothetical_halifax_husky', category='hypothetical',
         turns=(
               ("So, like, hypothetically, if we ever moved to Vancouver I'd want a dog, probably a husky. My "
                "partner Devon's been on me about it for ages.",
                'Huskies are beautiful but high-energy — they need a lot of exercise. Vancouver has great '
                'off-leash parks, though!'),
               ("Yeah, I mean, it's not happening anytime soon. We're stuck in Halifax till Devon finishes his "
                'residency.',
                'Makes sense. Residency is a big commitment.'),
         ),
         proposal=Proposal(
                           add=("The user's partner is Devon.",
                                'The user lives in Halifax.',
                                "The user's partner Devon is doing a residency.",
                                'The user plans to move to Vancouver.',
                                'The user wants a husky.',)),
         memories=(),
         must=('Devon',
               'Halifax',
               'residency',),
         must_not=('Vancouver',
                   'husky',),
         forgotten=()),
    Case(name='f55_negation_abuja_diabetes', category='negation',
         turns=(
               ("No o, I'm not the one with diabetes. It's my dad, Papa Emeka. I'm just the one cooking for him.",
                'Sorry for the mix-up! So your father Emeka has diabetes. Would you like some low-sugar Nigerian '
                'recipes?'),
               ('Yes, something with, uh, unripe plantain maybe.',
                'Unripe plantain porridge is a great option — lower glycemic index than ripe plantain.'),
         ),
         proposal=Proposal(
                           add=("The user's father Emeka has diabetes.",
                                'The user cooks for their father.',
                                'The user has diabetes.',
                                'The user follows a low-sugar diet.',)),
         memories=(),
         must=('Emeka',
               'diabetes',),
         must_not=('The user has diabetes',
                   'low-sugar diet',),
         forgotten=()),
    Case(name='f55_opinion_leith_controlfreak', category='opinion',
         turns=(
               ("Haha, ma pal Kirsty says I'm a total control freak aboot the kitchen. We're flatmates in Leith, "
                "like, so she'd know.",
                'Ha! Sounds like you take your cooking seriously. Does that mean you do most of the cooking?'),
               ('Aye, basically. She just does the washing up.',
                'A fair division of labour!'),
         ),
         proposal=Proposal(
                           add=("The user's friend Kirsty is their flatmate in Leith.",
                                'The user does most of the cooking.',
                                'The user is a control freak about the kitchen.',
                                'The user takes cooking very seriously.',)),
         memories=(),
         must=('Kirsty',
               'Leith',),
         must_not=('control freak',
                   'seriously',),
         forgotten=()),
    Case(name='f55_joke_alabama_napper', category='joke',
         turns=(
               ("Oh yeah, I'm basically a professional napper, should put it on my résumé, lol. Nah, for real "
                "though, I drive a school bus, so I'm up at like four-thirty.",
                "That's an early start! No wonder naps are important. Want me to set a 4:30 alarm on weekdays?"),
         ),
         proposal=Proposal(
                           add=('The user drives a school bus.',
                                'The user gets up at four-thirty.',
                                'The user is a professional napper.',
                                "The user's résumé lists napping.",)),
         memories=(),
         must=('school bus',),
         must_not=('napper',
                   'résumé',),
         forgotten=()),
    Case(name='f55_story_kdrama_twin', category='story',
         turns=(
               ('ok so in the drama the guy has amnesia and then his twin brother takes over the company and '
                "pretends to be him, and he's secretly married pa to the secretary?? grabe",
                'Wow, classic K-drama twists! Amnesia and secret twins are a staple of the genre. Which drama is '
                'it?'),
               ('i forgot the title haha. me and my sister jhoanna watch it every friday night',
                'That sounds like a fun sister tradition!'),
         ),
         proposal=Proposal(
                           add=("The user's sister is named Jhoanna.",
                                'The user and their sister watch K-dramas every Friday night.',
                                'The user has a twin brother.',
                                'The user has amnesia.',
                                'The user is secretly married.',)),
         memories=(),
         must=('Jhoanna',
               'friday',),
         must_not=('twin',
                   'amnesia',
                   'secretly married',),
         forgotten=()),
    Case(name='f55_quoted_school_play', category='quoted',
         turns=(
               ("Can you type this out for, uh, Ishita's school play, she's my daughter — okay, line one: "
                "Mother: 'I am a surgeon and I have no time for your games!' Line two: Child: 'But Amma, you "
                "promised!'",
                'Typed: "Mother: \'I am a surgeon and I have no time for your games!\' Child: \'But Amma, you '
                'promised!\'" Is Ishita playing the mother or the child?'),
               ("The mother, she's very excited. The play is on the 20th.",
                'How exciting! Good luck to Ishita on the 20th.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter is named Ishita.",
                                "The user's daughter Ishita's school play is on the 20th.",
                                'The user is a surgeon.',
                                'The user has no time for games.',)),
         memories=(),
         must=('Ishita',
               '20th',),
         must_not=('surgeon',
                   'no time',),
         forgotten=()),
    Case(name='f55_fact_in_question_ns', category='fact_in_question',
         turns=(
               ('eh my son wei jie going NS in april, what he should pack ah',
                'Good question! For BMT on Pulau Tekong, recruits usually bring toiletries, a padlock, slippers '
                'and some snacks. Is he enlisting in early April?'),
               ('ya first week. he very blur one, sure forget things',
                "Then a checklist will help! I'll make one for Wei Jie."),
         ),
         proposal=Proposal(
                           add=("The user's son Wei Jie is going for NS in April.",
                                "The user's son Wei Jie will be posted to Pulau Tekong.",
                                "The user's son needs to bring a padlock.",)),
         memories=(),
         must=('Wei Jie',
               'april',),
         must_not=('Tekong',
                   'padlock',),
         forgotten=()),
    Case(name='f55_two_facts_moana', category='two_facts',
         turns=(
               ("oh and btw my mum's name is Moana and she's coming to stay from the 3rd, for like two weeks",
                'Lovely! Is she coming up from Rotorua? I can set a reminder to get the spare room ready.'),
               ("nah she's in Nelson. yeah do the reminder",
                'Reminder set for the 2nd to get the spare room ready for Moana.'),
         ),
         proposal=Proposal(
                           add=("The user's mother is named Moana.",
                                "The user's mother Moana is coming to stay from the 3rd.",
                                "The user's mother lives in Nelson.",
                                "The user's mother lives in Rotorua.",)),
         memories=(),
         must=('Moana',
               '3rd',
               'Nelson',),
         must_not=('Rotorua',),
         forgotten=()),
    Case(name='f55_ramble_end_allclear', category='ramble_end',
         turns=(
               ("God, what a day. So the 39 bus didn't come, right, so I'm standing there in the lashing rain "
                'like an eejit, and then I go into Tesco for a few bits and the queue, I swear to God, it was '
                'out the door, and then — where was I — oh yeah, and then Siobhan rings me about the '
                "christening, which, grand, but I'm soaked at this stage. Anyway. Long story short, I'm after "
                'getting the all clear from the oncologist. No more chemo.',
                "Oh, that's wonderful news — congratulations! Many people feel tired for months after chemo, so "
                'be gentle with yourself. Would you like me to remind you about any follow-up appointments?'),
         ),
         proposal=Proposal(
                           add=('The user got the all clear from the oncologist and has finished chemo.',
                                'The user feels tired after chemo.',
                                "The user's bus was late.",
                                'The user needs follow-up appointments.',)),
         memories=(),
         must=('all clear',),
         must_not=('tired',
                   'bus was late',
                   'follow-up',),
         forgotten=()),
    Case(name='f55_forget_later_winnipeg_ex', category='forget_later',
         turns=(
               ("ugh my ex Jordan's moving back to Winnipeg. anyway. can you remind me my shift starts at 7, I'm "
                "a paramedic so I can't be late",
                "Reminder set for your 7 o'clock shift. That must be a lot to process about Jordan."),
               ("actually forget what I said about Jordan. don't keep that",
                "Done — I won't keep anything about Jordan."),
         ),
         proposal=Proposal(
                           add=('The user is a paramedic.',
                                "The user's ex Jordan is moving back to Winnipeg.",
                                'The user is upset about their ex.',)),
         memories=(),
         must=('paramedic',),
         must_not=('Winnipeg',
                   'upset',),
         forgotten=('Jordan',
                    'Winnipeg',)),
)
# fmt: on

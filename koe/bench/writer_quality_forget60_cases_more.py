"""The second half of `writer_quality_forget60_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET60: tuple[Case, ...] = (
    Case(name='g60_not_forget_dont_forget', category='forget',
         turns=(
               ("Don't forget Ollie's got his karate grading on Saturday morning. And don't forget Freya's "
                 'allergic to penicillin, I want you to be able to tell her grandparents when they babysit.',
                'Noted. Ollie has karate grading on Saturday morning, and Freya is allergic to penicillin.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Freya is allergic to penicillin.",
                                "The user's son Ollie has a karate grading on Saturday morning.",
                                "The user's son Ollie is going for his black belt.",),
                           retire=(0,)),
         memories=('The user has two children, Ollie and Freya.',),
         must=('penicillin',
               'Freya',
               'Ollie',),
         must_not=('black belt',),
         forgotten=()),
    Case(name='g60_not_forget_keys', category='forget',
         turns=(
               ('Ugh, I forgot my keys again this morning. Was locked out for an hour till Jonas got back. '
                 "He's doing nights as a nurse at the General now.",
                'That sounds frustrating. Maybe leave a spare key with a neighbour?'),
         ),
         proposal=Proposal(
                           add=("The user's flatmate Jonas works nights as a nurse at the General.",
                                'The user should leave a spare key with a neighbour.',
                                'The user has lost their keys.',),
                           retire=(0,)),
         memories=('The user lives with a flatmate called Jonas.',
                   'The user cycles to work.',),
         must=('Jonas',
               'nurse',
               'cycles',),
         must_not=('spare key',
                   'lost their keys',),
         forgotten=()),
    Case(name='g60_not_forget_dad_memory', category='forget',
         turns=(
               ("Dad's been forgetting things a lot lately. He forgot my name on the phone yesterday, which "
                 "really shook me. The GP's referred him to the memory clinic at St Luke's.",
                "I'm sorry, that must have been upsetting. It's good he's been referred."),
         ),
         proposal=Proposal(
                           add=("The user's dad Walter has been referred to the memory clinic at St Luke's.",
                                "The user's dad Walter has dementia.",),
                           retire=(0, 1,)),
         memories=("The user's dad, Walter, lives on his own in Hull.",
                   "The user's dad Walter used to be a trawlerman.",),
         must=('Walter',
               'memory clinic',
               'Hull',
               'trawlerman',),
         must_not=('dementia',
                   'Alzheimer',),
         forgotten=()),
    Case(name='g60_formal_exception_school', category='forget',
         turns=(
               ("Please erase the details about my son's school. You may keep his name and his birthday.",
                "Certainly. I've removed the school details and kept his name and birthday."),
         ),
         proposal=Proposal(
                           add=("The user's son Mateo attends primary school.",),
                           retire=(0, 1,)),
         memories=("The user's son Mateo attends Westbrook Primary School.",
                   "The user's son Mateo's birthday is 14 October.",
                   'The user is a single dad.',),
         must=('Mateo',
               '14 October',),
         must_not=('primary',),
         forgotten=('Westbrook',)),
    Case(name='g60_later_scratch_sister_news', category='forget_later',
         turns=(
               ("Big news, we've moved into the new house in Oadby at last! And my sister Noor's expecting, "
                 'due in April!',
                'Congratulations on both!'),
               ("Oh wait, scratch that last bit about Noor. She hasn't announced it yet, I shouldn't have said.",
                "No problem, I won't keep that."),
         ),
         proposal=Proposal(
                           add=('The user has moved into a new house in Oadby.',
                                "The user's sister Noor is expecting a baby in April.",
                                "The user's sister Noor's pregnancy is a secret.",)),
         memories=('The user has a sister named Noor.',),
         must=('Oadby',
               'Noor',),
         must_not=('baby',),
         forgotten=('expecting',
                    'pregnan',
                    'April',)),
    Case(name='g60_later_canadian_keep_role', category='forget_later',
         turns=(
               ('I just started at Halden Logistics as a shift manager, nights, out in Mississauga.',
                'Congratulations on the new job!'),
               ("Actually, you know what, keep that I'm a shift manager but leave the company name out of "
                 "it, eh? I don't love that being stored.",
                "Sure, I'll leave the company out."),
         ),
         proposal=Proposal(
                           add=('The user works nights as a shift manager in Mississauga.',
                                'The user works at Halden Logistics.',
                                'The user does not like their employer.',)),
         memories=(),
         must=('shift manager',),
         must_not=('does not like',),
         forgotten=('Halden',)),
    Case(name='g60_later_gate_code', category='forget_later',
         turns=(
               ("We picked up the puppy today! She's a shiba called Mochi. Oh, and the code for the side "
                 'gate is 4471 if the dog walker asks.',
                'How exciting! Welcome, Mochi.'),
               ("Actually forget the gate code, that's not something you should keep. Just the puppy stuff.",
                "Of course, I've dropped the gate code."),
         ),
         proposal=Proposal(
                           add=('The user has a shiba inu puppy called Mochi.',
                                "The user's side gate code is 4471.",
                                "The user's puppy Mochi is eight weeks old.",)),
         memories=('The user lives in Auckland with their wife Priya.',),
         must=('Mochi',
               'shiba',
               'Priya',),
         must_not=('eight weeks',),
         forgotten=('4471',
                    'gate code',)),
    Case(name='g60_later_kiwi_partner_job', category='forget_later',
         turns=(
               ("Kia ora. Just so you know, my partner Hemi's between jobs at the moment, he got laid off "
                 'from the freezing works.',
                'Sorry to hear that. I hope something comes up soon.'),
               ("Ah, actually, can you not keep that about Hemi's job? He'd be gutted if it came up. Keep "
                 "that he's my partner though, eh.",
                "Sweet as, I'll just keep that Hemi is your partner."),
         ),
         proposal=Proposal(
                           add=("The user's partner is Hemi.",
                                "The user's partner Hemi was laid off from the freezing works.",
                                "The user's partner Hemi is unemployed.",)),
         memories=(),
         must=('Hemi',),
         must_not=('unemployed',),
         forgotten=('laid off',
                    'freezing works',
                    'between jobs',)),
    Case(name='g60_later_wipe_medication', category='forget_later',
         turns=(
               ("I'm on sertraline now, fifty milligrams.",
                'Thanks for letting me know.'),
               ("And I've switched to the Tuesday yoga class at the community centre.",
                'Nice, Tuesday yoga it is.'),
               ('Hey, the medication thing from earlier, wipe that please. Keep the yoga.',
                "Done, I've only kept the yoga class."),
         ),
         proposal=Proposal(
                           add=('The user takes 50mg of sertraline daily.',
                                'The user goes to a Tuesday yoga class at the community centre.',
                                'The user has depression.',)),
         memories=(),
         must=('yoga',
               'Tuesday',),
         must_not=('depression',
                   'antidepressant',),
         forgotten=('sertraline',
                    'medication',)),
    Case(name='g60_later_singapore_helper', category='forget_later',
         turns=(
               ('Our helper Marites will be going back to the Philippines for good in March, so I need to '
                 'find a new one.',
                "That's a big change. Would you like some tips on finding a new helper?"),
               ("Eh hold on, don't remember the part about her leaving ah. My mother-in-law doesn't know "
                 'yet. Just keep that our helper is Marites.',
                "Okay, I'll just keep that your helper is Marites."),
         ),
         proposal=Proposal(
                           add=("The user's domestic helper is Marites.",
                                "The user's helper Marites is going back to the Philippines in March.",
                                'The user is looking for a new helper.',)),
         memories=('The user lives in Tampines with their husband and mother-in-law.',),
         must=('Marites',
               'Tampines',),
         must_not=('new helper',),
         forgotten=('Philippines',
                    'March',)),
)
# fmt: on

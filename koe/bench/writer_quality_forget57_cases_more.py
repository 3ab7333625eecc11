"""The second half of `writer_quality_forget57_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET57: tuple[Case, ...] = (
    Case(name='g57_notreq_sort_booking_myself', category='asked',
         turns=(
               ('can you book Lumière for the anniversary, table for two, around eight?',
                "I can't book tables myself, but Lumière takes reservations by phone. Want me to read out the "
                'number?'),
               ("ah no, forget about it, I'll sort the booking myself later so.",
                'No problem. Happy anniversary to you and Marta!'),
         ),
         proposal=Proposal(
                           add=('The user will book Lumière themselves.',),
                           retire=(0, 2,)),
         memories=("The user's wedding anniversary is on 12 November.",
                   "The user's wife is called Marta.",
                   "The user's favourite restaurant is Lumière in Cork.",),
         must=('12 November',
               'Marta',
               'Lumière',),
         must_not=('themselves',),
         forgotten=()),
    Case(name='g57_notreq_dont_remind_me_late', category='stated',
         turns=(
               ("morning. what've I got today?",
                "Your check-up with Dr. Adeyemi is at 9:30, and it's already 9:20, so you might want to head out "
                'now.'),
               ("don't remind me, I know I'm late, I'm on the bus already. and I have to be back by half three "
                "'cause Funmi's got swimming club, it's every Tuesday now.",
                "Fingers crossed for the bus! I'll keep in mind that Funmi has swimming club on Tuesdays."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Funmi has swimming club every Tuesday.",
                                'The user is late for the dentist.',),
                           retire=(0,)),
         memories=('The user sees Dr. Adeyemi for a dental check-up every six months.',
                   "The user's daughter Funmi is nine.",),
         must=('Adeyemi',
               'Funmi',
               'swimming',),
         must_not=('late for',),
         forgotten=()),
)
# fmt: on

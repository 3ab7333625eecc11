"""The second half of `writer_quality_forget56_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET56: tuple[Case, ...] = (
    Case(name='g56_idiom_never_mind_timer', category='stated',
         turns=(
               ("never mind the timer, the pasta's done. oh, and by the way, Ingrid's gone gluten-free, doctor's "
                'orders, so keep that in mind for recipes',
                "Timer cancelled. Noted that Ingrid is gluten-free, I'll suggest gluten-free recipes. Rice pasta "
                'or chickpea pasta are good swaps.'),
         ),
         proposal=Proposal(
                           add=("The user's wife Ingrid is gluten-free.",
                                "The user's pasta is done.",
                                'Rice pasta is a good gluten-free swap.',),
                           retire=(1,)),
         memories=("The user's wife is named Ingrid.",
                   "The user's kids are Sven and Maja.",),
         must=('gluten-free',
               'Sven',
               'Maja',),
         must_not=('pasta',),
         forgotten=()),
)
# fmt: on

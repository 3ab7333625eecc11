"""The second half of `writer_quality_forget55_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET55: tuple[Case, ...] = (
    Case(name='g55_notreq_forget_it_ill_do_it', category='small_talk',
         turns=(
               ('Oye, can you find me a recipe for empanadas de pino?',
                "Sure! You'll need ground beef, onion, olives, hard-boiled egg and raisins, then bake them about "
                '25 minutes at 200 degrees.'),
               ("ahh forget it, I'll do it myself, my suegra makes them better anyway jaja",
                "Fair enough, nobody beats a suegra's empanadas!"),
         ),
         proposal=Proposal(
                           add=('Empanadas de pino are baked for about 25 minutes at 200 degrees.',),
                           retire=(0, 1,)),
         memories=("The user's son Mateo has football practice on Tuesdays.",
                   'The user lives in Valparaíso.',),
         must=('Mateo',
               'Valparaíso',),
         must_not=('25 minutes',),
         forgotten=()),
    Case(name='g55_notreq_dont_forget_to_remind', category='asked',
         turns=(
               ("Don't forget to remind me about Mum's appointment on the 22nd, yeah? And don't forget I'll need "
                'the car that morning.',
                "I won't forget! I'll remind you the day before. Hospitals usually advise arriving about 15 "
                'minutes early.'),
         ),
         proposal=Proposal(
                           add=('Hospitals advise arriving 15 minutes early for appointments.',),
                           retire=(0,)),
         memories=("The user's mum Brigid has a hospital appointment on 22 October.",
                   "The user's car is a red Fiat Panda.",),
         must=('Brigid',
               '22 October',
               'Fiat',),
         must_not=('15 minutes',),
         forgotten=()),
)
# fmt: on

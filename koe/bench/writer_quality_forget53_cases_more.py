"""The second half of `writer_quality_forget53_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET53: tuple[Case, ...] = (
    Case(name="g53_stated_keep_forgetting_pin", category="stated",
         turns=(("I keep forgetting my PIN for the new Nationwide card, so annoying. Anyway, my sister "
                "Ingrid's flying in from Oslo on the 12th - what do I need to sort before then?",
                "You could keep your PIN in a password manager like Bitwarden. For Ingrid, maybe make up the "
                "spare room and check her flight time."),),
         proposal=Proposal(add=("The user's sister Ingrid is flying in from Oslo on the 12th.",
                                "The user wants koe to forget their PIN.",
                                "The user uses Bitwarden.",
                                "The user is annoyed today."),
                           retire=(0,)),
         memories=("The user banks with Nationwide.",
                   "The user's sister is named Ingrid."),
         must=("Nationwide",
               "Ingrid",
               "Oslo",
               "12th"),
         must_not=("forget their PIN",
                   "Bitwarden",
                   "annoyed"),
         forgotten=()),
    Case(name="g53_stated_remember_crete", category="stated",
         turns=(("Remember when we went to Crete with my brother Nikos for his 40th? Well, he's getting "
                "married next September, to Dana, in Thessaloniki!",
                "I don't have memories of that trip, but Crete is gorgeous - the Samaria Gorge hike is "
                "famous. Congratulations to Nikos and Dana!"),),
         proposal=Proposal(add=("The user's brother Nikos is marrying Dana next September in Thessaloniki.",
                                "The user and the assistant went to Crete together.",
                                "The user hiked the Samaria Gorge.",
                                "The user wants koe to remember the Crete trip.")),
         memories=("The user's brother is named Nikos.",),
         must=("Nikos",
               "Dana",
               "Thessaloniki",
               "September"),
         must_not=("together",
                   "Samaria",
                   "remember the Crete"),
         forgotten=()),
    Case(name="g53_stated_dont_let_me_forget_dentist", category="stated",
         turns=(("don't let me forget the dentist on the 4th, it's at 9:15 with Dr Okafor. my daughter Zara "
                "needs her check-up too, she's 8 now",
                "I'll remind you about the 4th at 9:15. Dentists usually recommend check-ups every six "
                "months, so it's a good idea to book Zara in at the same time."),),
         proposal=Proposal(add=("The user has a dentist appointment with Dr Okafor on the 4th at 9:15.",
                                "The user's daughter Zara is 8 years old.",
                                "The user wants to forget the dentist appointment.",
                                "The user has check-ups every six months.")),
         memories=(),
         must=("4th",
               "9:15",
               "Okafor",
               "Zara"),
         must_not=("wants to forget",
                   "six months"),
         forgotten=()),
)
# fmt: on

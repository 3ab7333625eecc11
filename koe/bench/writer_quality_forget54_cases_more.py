"""The second half of `writer_quality_forget54_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET54: tuple[Case, ...] = (
    Case(name="g54_forget_neighbour_money_update", category="forget",
         turns=(("Good morning. You know the money business with my neighbour, that is finished now, and "
                "anyway I do not want it kept, please forget it completely. Other news, my grandson Léo was "
                "born on Tuesday, 3 kilos 4!",
                "Félicitations, Bernard! I've forgotten the money matter."),),
         proposal=Proposal(add=("The user has a new grandson, Léo.",),
                           update=((2, "The user has repaid his neighbour Gérard."),)),
         memories=("The user is Bernard, a retired postman from Lyon.",
                   "The user's son Julien lives in Montreal.",
                   "The user owes his neighbour Gérard 500 euros.",
                   "The user has a spaniel called Praline."),
         must=("Bernard",
               "Julien",
               "Praline",
               "Léo"),
         must_not=("500",
                   "repaid",
                   "Gérard"),
         forgotten=("neighbour",)),
    Case(name="g54_stated_forget_my_head", category="stated",
         turns=(("Can you remind me my passport runs out in October? Honestly, I'd forget my head if it wasn't "
                "screwed on. I'm flying to Lagos for my nephew Tunde's wedding on the 3rd of August.",
                "Noted. Renewals can take up to ten weeks, so it's worth starting soon."),),
         proposal=Proposal(add=("The user's passport expires in October.",
                                "The user is flying to Lagos for their nephew Tunde's wedding on 3rd of "
                                "August.",
                                "The user has memory problems.",
                                "The user asked koe to forget something.",
                                "The user needs to allow ten weeks for the renewal.")),
         memories=(),
         must=("passport",
               "October",
               "Lagos",
               "Tunde"),
         must_not=("memory problems",
                   "forget",
                   "ten weeks"),
         forgotten=()),
    Case(name="g54_stated_dont_remind_election", category="stated",
         turns=(("Oh don't remind me about the election, I came fourth out of five, ha! Anyway, my "
                "granddaughter Ffion is coming to stay and she's gone vegan. What can I make her?",
                "A chickpea and spinach curry goes down well, or a big veggie lasagne with a cashew sauce."),),
         proposal=Proposal(add=("The user's granddaughter Ffion is vegan.",
                                "The user wants to be reminded about the election.",
                                "The user plans to cook a chickpea curry."),
                           retire=(1,)),
         memories=("The user is Gwen, a retired headteacher in Swansea.",
                   "The user stood as a candidate for the town council in May."),
         must=("Gwen",
               "candidate",
               "Ffion",
               "vegan"),
         must_not=("reminded",
                   "chickpea"),
         forgotten=()),
    Case(name="g54_stated_forget_gym_quit", category="stated",
         turns=(("You can forget about me going to the gym, I've quit. Cancelled the membership yesterday. I "
                "play padel with my colleague Stefano on Thursdays now instead.",
                "Padel's great fun. If you want something extra, swimming is gentle on the joints."),),
         proposal=Proposal(add=("The user plays padel with their colleague Stefano on Thursdays.",
                                "The user wants koe to forget everything about their fitness.",
                                "The user should try swimming.",
                                "The user goes to the gym four times a week."),
                           update=((1, "The user has quit the gym and cancelled their membership."),)),
         memories=("The user is Marco and lives in Turin.",
                   "The user goes to the gym four times a week before work."),
         must=("Marco",
               "quit",
               "padel",
               "Stefano"),
         must_not=("fitness",
                   "swimming",
                   "four times"),
         forgotten=()),
)
# fmt: on

"""FORGET51: a set for `koe bench writer --quality`: 20 forget requests, written in session 28 without sight of the
writer's rules; run once on the rules read from fresh49, FORGET49, fresh50 and FORGET50, then joined
(docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget51_cases_more import MORE_FORGET51

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name="g51_forget_later_ghana_pronoun_him", category="forget_later",
         turns=(("Good evening. Please, I want you to know some things. My name is Kwame Mensah, I am a "
                 "pharmacist at Korle Bu. My wife Abena teaches at a JHS in Dansoman.",
                 "Good evening, Kwame. Nice to meet you. I'll remember that you're a pharmacist at Korle Bu and "
                 "that your wife Abena teaches in Dansoman."),
                ("Okay. Then my brother-in-law Kofi is staying with us now. He lost his job at the bank last "
                 "month and he is searching for work.",
                 "Sorry to hear that. If it helps, sites like Jobberman list a lot of roles in Accra."),
                ("Hmm, on second thought, anything about him, don't keep it. He is a proud man, he won't like it "
                 "that his matter is inside some machine.",
                 "Understood. I won't keep anything about him.")),
         proposal=Proposal(add=("The user's name is Kwame Mensah.", "The user is a pharmacist at Korle Bu.",
                                "The user's wife Abena teaches at a JHS in Dansoman.",
                                "The user's brother-in-law Kofi is staying with the user.",
                                "Kofi lost his job at the bank last month.",
                                "Kofi should look for jobs on Jobberman.", "The user's wife Abena is a nurse.")),
         memories=(),
         must=("Korle Bu", "pharmacist", "Abena"),
         must_not=("Jobberman", "nurse"),
         forgotten=("Kofi", "lost his job", "brother-in-law")),
    Case(name="g51_forget_later_glasgow_health_stuff", category="forget_later",
         turns=(("Right, I'm Morag, I'm a district nurse oot in Paisley. Me and my man Davie have a wee collie "
                 "cross called Bracken.",
                 "Lovely to meet you, Morag. Bracken's a great name for a collie."),
                ("Aye, she's a menace. Davie's just been told he's got type 2 diabetes, so we're overhauling the "
                 "whole diet. And I've to go up the Royal Alex on Thursday, they found a lump, it's a biopsy.",
                 "That's a lot at once. I hope Thursday goes okay. For Davie, Diabetes UK has good guides on "
                 "eating well with type 2."),
                ("Och, d'ye know what, forget the health stuff. I don't want that sitting on a machine in the "
                 "kitchen where the weans can ask about it.",
                 "Of course. I won't hold on to any of the health details.")),
         proposal=Proposal(add=("The user Morag is a district nurse in Paisley.", "The user's husband is Davie.",
                                "The user has a collie cross called Bracken.",
                                "The user's husband Davie has type 2 diabetes.",
                                "The user has a biopsy for a lump at the Royal Alexandra Hospital on Thursday.",
                                "The user should read Diabetes UK's guides on eating with type 2.",
                                "The user's dog Bracken is a spaniel.")),
         memories=(),
         must=("Paisley", "Bracken", "Davie"),
         must_not=("Diabetes UK", "spaniel"),
         forgotten=("diabetes", "biopsy", "lump", "Royal Alex")),
    Case(name="g51_forget_later_bangalore_court_thing", category="forget_later",
         turns=(("Good morning. I am Priya Raghavan, I am working in Infosys, Electronic City, as a project "
                 "manager. My father is retired from Indian Railways, he is staying with us only.",
                 "Good morning, Priya. Noted that you're a project manager at Infosys and that your father, "
                 "retired from Indian Railways, lives with you."),
                ("Also we are having one property dispute with my uncle regarding the Mysore land. Next hearing "
                 "is on 14th at the city civil court.",
                 "I hope it gets resolved soon. It's usually wise to keep certified copies of everything with "
                 "your advocate."),
                ("Thank you. But the court thing, please don't store it as such. It is a family matter, I don't "
                 "want it lying around.",
                 "Understood. I won't keep anything about the case.")),
         proposal=Proposal(add=("The user Priya Raghavan is a project manager at Infosys in Electronic City.",
                                "The user's father is retired from Indian Railways and lives with the user.",
                                "The user has a property dispute with their uncle over land in Mysore.",
                                "The user's next court hearing is on the 14th at the city civil court.",
                                "The user should keep certified copies with their advocate.",
                                "The user's father is retired from the Indian Army.")),
         memories=(),
         must=("Infosys", "Railways"),
         must_not=("advocate", "Army"),
         forgotten=("dispute", "hearing", "court", "uncle", "Mysore")),
    Case(name="g51_forget_later_manila_baby_news", category="forget_later",
         turns=(("Hiii koe! So guess what, my ate Joy is pregnant!! Due in March daw. We're all so kilig.",
                 "Congratulations to your family! That's wonderful news."),
                ("Yes! Oh and for context ha, I'm a call center agent in BGC, night shift, so I sleep during the "
                 "day. And my lola lives with us here in Cavite.",
                 "Got it, night shift in BGC and living with your lola in Cavite. That commute must be "
                 "something."),
                ("Grabe, traffic talaga. Ay wait, the baby news, don't save that ha? She hasn't told Mama and "
                 "Papa pa, it's supposed to be a surprise on Noche Buena.",
                 "Of course, I won't keep the baby news. Your secret's safe.")),
         proposal=Proposal(add=("The user's older sister Joy is pregnant and due in March.",
                                "The user is a call center agent in BGC.", "The user works the night shift.",
                                "The user's grandmother lives with the user in Cavite.",
                                "The user's sister Joy will announce her pregnancy on Noche Buena.",
                                "The user commutes to BGC by MRT.")),
         memories=(),
         must=("call center", "BGC", "Cavite"),
         must_not=("MRT",),
         forgotten=("pregnan", "March", "baby", "Noche Buena")),
    Case(name="g51_forget_later_us_second_thing", category="forget_later",
         turns=(("okay um so a few things you should know about me, uh, first I'm allergic to shellfish, like, "
                 "seriously, EpiPen allergic, second I'm kind of in the middle of a divorce right now, and third "
                 "my daughter Maddie starts kindergarten in September",
                 "Thanks for telling me. I'll keep the shellfish allergy in mind, and how exciting about Maddie "
                 "starting kindergarten. If it's useful, a lot of parents going through a divorce find a "
                 "co-parenting app helps with schedules."),
                ("yeah maybe, um, actually you know what, don't hang on to the second thing, I don't want that "
                 "coming up when my mom's over",
                 "Got it, I won't keep that one.")),
         proposal=Proposal(add=("The user is seriously allergic to shellfish and carries an EpiPen.",
                                "The user is going through a divorce.",
                                "The user's daughter Maddie starts kindergarten in September.",
                                "The user should use a co-parenting app.", "The user is allergic to peanuts.")),
         memories=(),
         must=("shellfish", "Maddie", "kindergarten"),
         must_not=("co-parenting", "peanut"),
         forgotten=("divorce",)),
    Case(name="g51_forget_later_geelong_at_the_start", category="forget_later",
         turns=(("Mate, rough week. Boss pulled me aside, I'm on a final warning. One more stuff-up and I'm "
                 "gone.",
                 "Oof, that's stressful. Is there anything I can help you keep on top of at work?"),
                ("Nah, she'll be right. Anyway, so you know, I work at the Bunnings out in Geelong, in the "
                 "timber yard, and we've got a kelpie called Mabel who basically runs the household.",
                 "Ha, kelpies do tend to take charge. Good to know: timber yard at Bunnings in Geelong, and "
                 "Mabel the kelpie."),
                ("Oh, and what I said right at the start, don't keep that, yeah? Bit embarrassing.",
                 "No worries, I'll leave that out.")),
         proposal=Proposal(add=("The user is on a final warning at work.",
                                "The user works in the timber yard at Bunnings in Geelong.",
                                "The user has a kelpie called Mabel.", "The user is about to be fired.",
                                "The user has a border collie called Mabel.")),
         memories=(),
         must=("Bunnings", "Geelong", "Mabel", "kelpie"),
         must_not=("fired", "border collie"),
         forgotten=("warning", "stuff-up")),
    Case(name="g51_forget_later_lagos_scratch_that", category="forget_later",
         turns=(("Good afternoon o. Let me tell you about my family. My husband Tunde is an engineer with "
                 "Dangote Refinery. Our first son Dayo is in JSS2 at Corona School.",
                 "Good afternoon! Nice to hear about your family: Tunde at Dangote Refinery and Dayo in JSS2."),
                ("Yes. And I owe my cousin two hundred thousand naira from last year, scratch that, don't put "
                 "that one. We worship at RCCG in Surulere, every Sunday we are there.",
                 "Understood, I'll leave the money part out. RCCG in Surulere, got it.")),
         proposal=Proposal(add=("The user's husband Tunde is an engineer at Dangote Refinery.",
                                "The user's first son Dayo is in JSS2 at Corona School.",
                                "The user owes their cousin 200,000 naira.",
                                "The user attends RCCG in Surulere every Sunday.", "The user's son Dayo is in JSS3.")),
         memories=(),
         must=("Tunde", "Dangote", "Dayo", "RCCG"),
         must_not=("JSS3",),
         forgotten=("naira", "owes", "200,000", "two hundred thousand")),
    Case(name="g51_forget_later_galway_alarm_code", category="forget_later",
         turns=(("Right so, we're only after moving into the new place in Salthill, me and my partner Niamh. The "
                 "alarm code is 2958 but don't be saving that, obviously.",
                 "Congratulations on the move! I won't keep the alarm code."),
                ("Good stuff. And Niamh's a physio up at UHG, and I'm working from home for a software crowd in "
                 "Dublin, so I'm in the house most days.",
                 "Sounds like a nice setup. Salthill's lovely for a walk on the prom when you need a break.")),
         proposal=Proposal(add=("The user lives in Salthill with their partner Niamh.",
                                "The user's alarm code is 2958.",
                                "The user's partner Niamh is a physiotherapist at UHG.",
                                "The user works from home for a software company in Dublin.",
                                "The user walks the prom in Salthill on breaks.")),
         memories=(),
         must=("Salthill", "Niamh", "UHG"),
         must_not=("prom",),
         forgotten=("2958", "alarm")),
    Case(name="g51_forget_later_learner_everything_except", category="forget_later",
         turns=(("Hello. My name is Lucía, I am from Colombia, from Medellín. I live here in London since two "
                 "years. I work in kitchen of a restaurant in Camden.",
                 "Hello Lucía, nice to meet you! Medellín is a beautiful city."),
                ("Thank you. My boyfriend is name Andrés, he is from Spain, Valencia. My visa finish in June so "
                 "I am little bit worry. Ah, and I am vegetarian, I don't eat meat or fish.",
                 "I hope the visa works out. Good to know you're vegetarian, I'll keep that in mind for recipes."),
                ("Mmm, is too much information, I think. Please forget everything, only keep that I am "
                 "vegetarian. This is important for recipes.",
                 "No problem. I'll only keep that you're vegetarian.")),
         proposal=Proposal(add=("The user's name is Lucía.", "The user is from Medellín, Colombia.",
                                "The user has lived in London for two years.",
                                "The user works in a restaurant kitchen in Camden.",
                                "The user's boyfriend Andrés is from Valencia, Spain.",
                                "The user's visa expires in June.",
                                "The user is vegetarian and doesn't eat meat or fish.", "The user is vegan.")),
         memories=(),
         must=("vegetarian",),
         must_not=("vegan",),
         forgotten=("Luc", "Colombia", "Medell", "London", "Camden", "restaurant", "Andr", "Valencia", "visa")),
    Case(name="g51_forget_later_texas_keep_moving_in", category="forget_later",
         turns=(("Well, big changes at our house. My mother-in-law Darlene is movin' in with us come May. She's "
                 "got early dementia, and Rick doesn't want her out there alone in Abilene anymore.",
                 "That's a big, kind step. Lots of families find an adult day program helps, if that's ever "
                 "useful."),
                ("Yeah. Rick's my husband, by the way, he's a lineman for the electric co-op. Now, forget what I "
                 "said about the dementia, but keep that she's movin' in. I don't want that to be the first "
                 "thing anybody hears about her.",
                 "Understood. I'll keep that Darlene's moving in with you in May and leave the rest out.")),
         proposal=Proposal(add=("The user's mother-in-law Darlene is moving in with the user in May.",
                                "Darlene has early dementia.",
                                "The user's husband Rick is a lineman for the electric co-op.",
                                "Darlene should attend an adult day program.", "Darlene has Alzheimer's.")),
         memories=(),
         must=("Darlene", "Rick", "lineman"),
         must_not=("day program", "Alzheimer"),
         forgotten=("dementia",)),
)
# fmt: on

FORGET51: tuple[Case, ...] = _FIRST + MORE_FORGET51

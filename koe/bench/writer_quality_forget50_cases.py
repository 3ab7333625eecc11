"""FORGET50: a set for `koe bench writer --quality`: 20 forget requests, written in session 28 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget50_cases_more import MORE_FORGET50

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name="g50_forget_later_singapore_hospital_thing", category="forget_later",
         turns=(("Eh koe, my mother stay with us one, she 78 already, in Tampines. Sometimes she ask you the "
                 "weather, you answer her nicely ah.",
                 "Of course! I'll be patient with her. Is there anything she usually likes to ask about?"),
                ("Weather and the 4D results lor. Also I got MRI next Thursday at SGH for my back, the slipped "
                 "disc thing, quite scared leh.",
                 "That sounds stressful. MRI scans are painless, though a bit noisy. It might help to bring your "
                 "earlier X-rays and a list of the medicines you take."),
                ("Ok. I sell char kway teow at Old Airport Road, so Thursday must close stall.",
                 "Got it. Your regulars will understand one day closed."),
                ("Aiyo wait, the hospital thing don't need to remember ah. My kids use this also, I don't want "
                 "them to know.",
                 "Understood, I won't keep anything about the hospital appointment.")),
         proposal=Proposal(add=("The user's mother lives with the user in Tampines and is 78.",
                                "The user's mother likes asking about the weather and the 4D results.",
                                "The user has an MRI scan at SGH next Thursday for a slipped disc.",
                                "The user sells char kway teow at Old Airport Road.",
                                "The user should bring earlier X-rays and a medicine list to hospital "
                                "appointments.")),
         memories=(),
         must=("Tampines", "char kway teow"),
         must_not=("X-ray",),
         forgotten=("MRI", "SGH", "slipped disc")),
    Case(name="g50_forget_later_jamaica_money_side", category="forget_later",
         turns=(("Yow koe, mi cousin Devon, him drive route taxi from Spanish Town to Half Way Tree.",
                 "Sounds like a busy route! Is that Devon's full-time work?"),
                ("Yeah man, full time. Mi lend him two hundred thousand dollar fi fix di engine last month an "
                 "him still nuh pay mi back.",
                 "That's a lot to be waiting on. It might help to agree a payment plan with him, even small "
                 "amounts every week."),
                ("Mi a nurse at KPH, so mi cyaan wait pon dat money forever, yuh know.",
                 "That's fair. Nursing at Kingston Public must keep you busy too."),
                ("Listen, nuh keep di money side a it, seen? Dat a between me an Devon. Him woulda shame if him "
                 "hear it come out a dis ting.",
                 "No problem, I'll leave out anything about the money between you and Devon.")),
         proposal=Proposal(add=("The user's cousin Devon drives a route taxi between Spanish Town and Half Way "
                                "Tree.",
                                "Devon owes the user 200,000 dollars for an engine repair.",
                                "The user lent Devon money to fix his taxi engine.", "The user is a nurse at KPH.",
                                "The user and Devon have agreed a weekly payment plan.")),
         memories=(),
         must=("Devon", "Spanish Town", "nurse"),
         must_not=("payment plan",),
         forgotten=("200,000", "owes", "lent Devon")),
    Case(name="g50_forget_later_glasgow_anything_about_ex", category="forget_later",
         turns=(("Right, so I'm a joiner, work oot o Paisley mostly, and the wee man Callum starts primary in "
                 "August.",
                 "Big step for Callum! Is he excited?"),
                ("Aye he's buzzin. Oh and ma ex, Kirsty, she's went and moved tae Dundee wi her new fella. Good "
                 "riddance.",
                 "Sounds like a lot of change. Hope you're doing alright with it all."),
                ("Och I'm fine. Got the dug, Bruno, a staffie, he's ma best pal.",
                 "Staffies are great dogs, loyal and daft in the best way."),
                ("Here, dinnae keep anythin aboot ma ex, eh? Clean slate. Just me, the wean and the dug.",
                 "Done, nothing about your ex. Just you, Callum and Bruno.")),
         proposal=Proposal(add=("The user is a joiner who works mostly out of Paisley.",
                                "The user's son Callum starts primary school in August.",
                                "The user's ex Kirsty has moved to Dundee with her new partner.",
                                "The user has a Staffordshire bull terrier called Bruno.",
                                "The user's dog Bruno is loyal and daft.")),
         memories=(),
         must=("joiner", "Paisley", "Callum", "Bruno"),
         must_not=("daft",),
         forgotten=("Kirsty", "Dundee")),
    Case(name="g50_forget_later_kenya_everything_about_work", category="forget_later",
         turns=(("Good evening. I am an accountant at Safaricom, at the headquarters in Westlands.",
                 "Good evening! That sounds like a demanding job, especially at month end."),
                ("Very demanding. My boss Wanjiru says she will push for my promotion in March, but I am not "
                 "sure.",
                 "Fingers crossed for March. It could help to keep a list of your wins to share with her."),
                ("We live in Kitengela, me and my wife Njeri and our daughter Achieng. Achieng plays netball for "
                 "her school, she is eleven.",
                 "Lovely, netball is a great sport for her age."),
                ("Eh, koe, please forget everything I said about work. I don't want it sitting in the house "
                 "system.",
                 "Of course. I'll keep only the family details and nothing about your job.")),
         proposal=Proposal(add=("The user is an accountant at Safaricom headquarters in Westlands.",
                                "The user's boss Wanjiru will push for the user's promotion in March.",
                                "The user lives in Kitengela with his wife Njeri and daughter Achieng.",
                                "The user's daughter Achieng is eleven and plays netball for her school.",
                                "The user keeps a list of wins to share with the boss.")),
         memories=(),
         must=("Kitengela", "Njeri", "Achieng", "netball"),
         must_not=("list of wins",),
         forgotten=("Safaricom", "accountant", "Wanjiru", "promotion")),
    Case(name="g50_forget_later_ireland_the_bit_before_that", category="forget_later",
         turns=(("so em my sister Aoife is getting married in Galway in June, the twentieth, and I'm the "
                 "bridesmaid so",
                 "Oh how lovely! Congratulations to Aoife. Being bridesmaid is a big job."),
                ("yeah it is yeah, and like I'm after being put on sertraline by the GP, for the anxiety, em, so "
                 "that's a thing",
                 "Thanks for telling me. Lots of people find it helps after the first few weeks. Be gentle with "
                 "yourself."),
                ("and I'm doing the Dublin marathon in October which is mad, my first one. actually, the bit "
                 "before that, would you not keep that, yeah? I don't want it written down anywhere",
                 "No problem at all. I'll keep the wedding and the marathon and leave the other bit out.")),
         proposal=Proposal(add=("The user's sister Aoife is getting married in Galway on 20 June.",
                                "The user is bridesmaid at Aoife's wedding.",
                                "The user takes sertraline for anxiety, prescribed by the GP.",
                                "The user is running the Dublin marathon in October, the user's first.",
                                "The user's medication starts to help after a few weeks.")),
         memories=(),
         must=("Aoife", "Galway", "marathon"),
         must_not=("few weeks",),
         forgotten=("sertraline", "anxiety")),
    Case(name="g50_forget_later_australia_dont_save_that", category="forget_later",
         turns=(("hey mate im a sparky down in geelong just so u know lol",
                 "G'day! Good to know. Busy time of year for electricians?"),
                ("flat out. got a kelpie called ned who comes on jobs w me",
                 "Ned sounds like a top apprentice. Kelpies love having a job to do."),
                ("missus shaz is pregnant, due november, we havent told anyone yet",
                 "Congratulations to you both! That's exciting news."),
                ("dont save that",
                 "No worries, I won't keep that.")),
         proposal=Proposal(add=("The user is an electrician in Geelong.",
                                "The user has a kelpie called Ned who comes to jobs with him.",
                                "The user's wife Shaz is pregnant and due in November.",
                                "The user and Shaz haven't told anyone about the baby yet.",
                                "The user's dog Ned is his apprentice.")),
         memories=(),
         must=("Geelong", "Ned", "kelpie"),
         must_not=("apprentice",),
         forgotten=("pregnant", "November", "baby")),
    Case(name="g50_forget_later_georgia_scrap_last_two", category="forget_later",
         turns=(("Well hey there. Me and my husband Earl, we run a peach orchard outside Macon, been at it "
                 "thirty years.",
                 "Thirty years of peaches, that's something! Georgia peaches are famous for good reason."),
                ("Our grandson Tucker's comin' to stay with us for the summer, he's twelve, bless him.",
                 "Tucker's a lucky boy, a whole summer on an orchard. He'll be picking in no time."),
                ("Earl's been havin' some chest pains, won't go see nobody about it. And honestly I been "
                 "thinkin' about sellin' the orchard, it's gettin' to be too much.",
                 "I'm sorry, that's a lot to carry. Chest pains really should be checked; a cardiologist could "
                 "see him quickly. And selling is a big decision, there's no rush."),
                ("Now you scrap them last two things I said, sugar. Earl'd have a fit if he heard it come outta "
                 "this box.",
                 "Understood, I won't keep those last two things.")),
         proposal=Proposal(add=("The user and her husband Earl run a peach orchard outside Macon.",
                                "The user's grandson Tucker, who is twelve, is staying with them for the summer.",
                                "The user's husband Earl has been having chest pains.",
                                "The user is thinking about selling the orchard.", "Earl is seeing a cardiologist.",
                                "Tucker picks peaches on the orchard.")),
         memories=(),
         must=("Earl", "peach", "Macon", "Tucker"),
         must_not=("cardiolog", "picks"),
         forgotten=("chest pain", "selling")),
    Case(name="g50_forget_later_polish_learner_narrowed_tom", category="forget_later",
         turns=(("Hello. I am Marta, I am from Poland, from Krakow. Now I live in Bradford, I work in bakery, I "
                 "start five in the morning.",
                 "Nice to meet you, Marta! Five in the morning is early. You must love fresh bread."),
                ("Yes, is good. My friend from work, Tom, he is divorce last month, very sad, and then he move "
                 "to Leeds so now I take bus alone.",
                 "That's sad for Tom, and a lonelier commute for you. Maybe you'll find a new bus buddy."),
                ("Please forget the things about Tom. Hmm... no, wait. You can keep that he moved to Leeds, is "
                 "not secret. Only not the divorce, is private for him.",
                 "Understood. I'll remember that Tom moved to Leeds and nothing about his divorce.")),
         proposal=Proposal(add=("The user Marta is from Krakow in Poland.",
                                "The user lives in Bradford and works in a bakery, starting at five in the "
                                "morning.",
                                "The user's work friend Tom got divorced last month.",
                                "The user's work friend Tom moved to Leeds.", "The user has a new bus buddy.",
                                "The user loves fresh bread.")),
         memories=(),
         must=("Marta", "Bradford", "bakery", "Leeds"),
         must_not=("bus buddy", "fresh bread"),
         forgotten=("divorce",)),
    Case(name="g50_forget_later_pune_keep_surgery_after_all", category="forget_later",
         turns=(("Koe, one thing. My father, he had bypass surgery last year, he's on blood thinners now, so "
                 "when you remind me about his medicines, that's why.",
                 "Thank you for telling me. I'll keep that in mind for his medicine reminders."),
                ("Also my younger brother Rohit took a loan of three lakhs from me for his startup, still hasn't "
                 "returned, but okay, family matters.",
                 "That must be awkward. A simple written agreement might help keep things clear between you."),
                ("We are in Pune only, my father stays with us. Okay listen, don't store the surgery part and "
                 "the loan part, both.",
                 "Alright, I'll leave out the surgery and the loan."),
                ("Arey, actually no, keep the surgery one, it's useful for his tablets. Only the Rohit money "
                 "thing, remove that.",
                 "Got it. I'll keep your father's bypass and blood thinners, and drop the loan to Rohit.")),
         proposal=Proposal(add=("The user's father had bypass surgery last year and takes blood thinners.",
                                "The user's brother Rohit borrowed three lakhs from the user for his startup.",
                                "The user lives in Pune and the user's father lives with them.",
                                "The user and Rohit have a written loan agreement.", "Rohit's startup has failed.")),
         memories=(),
         must=("bypass", "blood thinner", "Pune"),
         must_not=("agreement", "failed"),
         forgotten=("lakh", "loan", "borrow")),
)
# fmt: on

FORGET50: tuple[Case, ...] = _FIRST + MORE_FORGET50

"""A sixth set of held-out conversations for `koe bench writer --quality`, written on 2026-12-03 by someone who
had not seen the writer's gate, its rules or its word lists, nor the earlier case sets: only the `Case` and
`Proposal` dataclasses. Each conversation puts a fact the person sincerely asserted first-hand next to
something that must not be kept (a hypothetical, a denial, someone's opinion, a joke, a plot, a quoted text,
code, the assistant's own words...), in varied Englishes and speech-like wording. The cases were written by
hand; no person's data is in them. The rest of the set is in `writer_quality_fresh4_cases_more.py`.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh4_cases_more import MORE_FRESH4

# fmt: off
_FIRST: tuple[Case, ...] = (
    # --- hypothetical: a conditional or a wish next to one real fact ---
    Case(name="f4_croft_lottery", category="hypothetical",
         turns=(("Och, if I ever won the lottery I'd buy a wee croft up near Ullapool and never come back. "
                 "Anyway, the real news is our lassie Morven got her place at Aberdeen, she's doing marine "
                 "biology from September.",
                 "Congratulations to Morven! Aberdeen is one of the oldest universities in Scotland, founded in "
                 "1495."),),
         proposal=Proposal(add=("The user's daughter Morven is going to study marine biology at Aberdeen.",
                                "The user owns a croft near Ullapool.",
                                "The user has won the lottery.",
                                "The University of Aberdeen was founded in 1495.")),
         must=("Morven", "marine biology"), must_not=("croft", "lottery", "1495")),
    Case(name="f4_bakery_piano", category="hypothetical",
         turns=(("If I would have more free time, maybe I would learn the piano, I always say this. But no "
                 "time! My husband Jarek and me, we are running a bakery in Wolverhampton, already six years, "
                 "so every day we are waking at three.",
                 "Six years of 3am starts is impressive. Learning piano as an adult is very achievable with "
                 "15 minutes of practice a day."),),
         proposal=Proposal(add=("The user and her husband Jarek run a bakery in Wolverhampton.",
                                "The user is learning the piano.",
                                "The user practises the piano for 15 minutes a day.")),
         must=("Jarek", "bakery"), must_not=("piano", "15 minutes")),

    # --- negation: a denied fact next to a real one ---
    Case(name="f4_thyroid_not_diabetic", category="negation",
         turns=(("No no, I am not diabetic, you have understood wrong. It is my mother-in-law Sarojini who is "
                 "diabetic, she is staying with us only. For me it is thyroid, I am taking thyroxine tablet "
                 "every morning before tea.",
                 "Sorry for the mix-up! Thyroxine is best taken on an empty stomach, about 30 minutes before "
                 "food."),),
         proposal=Proposal(add=("The user is diabetic.",
                                "The user's mother-in-law Sarojini is diabetic and lives with the user.",
                                "The user takes thyroxine every morning.",
                                "Thyroxine is best taken on an empty stomach.")),
         must=("Sarojini", "thyroxine"), must_not=("user is diabetic", "empty stomach")),
    Case(name="f4_chinchillas_no_cat", category="negation",
         turns=(("Nah, we don't have a cat, eh. Never have, that grey one on our porch belongs to the "
                 "neighbours. We've got two chinchillas though, Poutine and Moose, they're brothers, came from a "
                 "rescue out in Kamloops.",
                 "Chinchillas are lovely! They take dust baths instead of water baths, and they can live up to "
                 "20 years."),),
         proposal=Proposal(add=("The user has a grey cat.",
                                "The user has two chinchillas named Poutine and Moose.",
                                "Chinchillas can live up to 20 years.",
                                "The user lives in Kamloops.")),
         must=("Poutine", "Moose"), must_not=("user has a grey cat", "20 years", "lives in Kamloops")),

    # --- opinion: someone else's view of the person, or the person's hedged view, next to a real fact ---
    Case(name="f4_accountant_flattery", category="opinion",
         turns=(("My oga at work keeps saying I'm the best accountant in the whole of Ibadan. Abeg, he's just "
                 "buttering me up so I'll come in on Saturdays. But yes o, I'm an accountant, at a haulage "
                 "company by the ring road.",
                 "Ha, flattery with a motive! Accounting for a haulage firm must keep you busy at year end."),),
         proposal=Proposal(add=("The user is the best accountant in Ibadan.",
                                "The user works as an accountant at a haulage company.",
                                "The user works on Saturdays.",
                                "The user's boss is manipulative.")),
         must=("accountant",), must_not=("best accountant", "on Saturdays", "manipulative")),
    Case(name="f4_trifle_church_flowers", category="opinion",
         turns=(("Oh I don't know, I'm not much of a cook really. My granddaughter Tamsin reckons my trifle's "
                 "the best in Devon, but she would say that, wouldn't she. What I do do is the flowers for St "
                 "Petroc's every Saturday, thirty-odd years now.",
                 "Thirty years of church flowers is a real gift to the parish. Trifle was first recorded in "
                 "1596."),),
         proposal=Proposal(add=("The user makes the best trifle in Devon.",
                                "The user is not a good cook.",
                                "The user has done the flowers at St Petroc's church every Saturday for over "
                                "thirty years.",
                                "Trifle was first recorded in 1596.")),
         must=("flowers",), must_not=("best trifle", "not a good cook", "1596")),

    # --- joke: sarcasm, hyperbole next to a real fact ---
    Case(name="f4_dairy_sarcasm", category="joke",
         turns=(("Ah sure I just love being up at half four every morning in the lashing rain, it's the "
                 "highlight of my life. Cows don't milk themselves though. We've a dairy farm outside Mullingar, "
                 "sixty-odd Friesians.",
                 "That's a serious herd! A Friesian can give around 30 litres of milk a day."),),
         proposal=Proposal(add=("The user loves getting up at half four in the morning.",
                                "Getting up early is the highlight of the user's life.",
                                "The user has a dairy farm outside Mullingar with about sixty Friesians.",
                                "A Friesian cow gives around 30 litres of milk a day.")),
         must=("dairy", "Mullingar"), must_not=("loves getting up", "highlight of", "30 litres")),
    Case(name="f4_varsity_brother", category="joke",
         turns=(("ugh my little brother Kaiden is literally the most annoying human in the entire universe like "
                 "i would trade him for a sandwich. anyway guess what i made varsity soccer!! as a sophomore!!",
                 "Congrats on making varsity as a sophomore, that's a big deal! Siblings can be a lot "
                 "sometimes."),),
         proposal=Proposal(add=("The user's brother Kaiden is the most annoying human in the universe.",
                                "The user wants to trade their brother for a sandwich.",
                                "The user made the varsity soccer team.")),
         must=("varsity",), must_not=("most annoying", "sandwich")),

    # --- story: the plot of a film or a book next to a real fact ---
    Case(name="f4_mars_veg_patch", category="story",
         turns=(("Ja, we watched that film last night, the one where the oke gets stuck on Mars and grows "
                 "potatoes in his own poo, lekker movie. Speaking of growing stuff, I've started a veggie patch "
                 "behind our house in Durbanville, mostly spinach and butternut for now.",
                 "Nice! Butternut loves full sun. In the film the astronaut survives 549 days on Mars."),),
         proposal=Proposal(add=("The user was stranded on Mars.",
                                "The user grows potatoes in their own waste.",
                                "The user has a vegetable patch at their house in Durbanville with spinach and "
                                "butternut.",
                                "The astronaut survived 549 days on Mars.")),
         must=("butternut", "Durbanville"), must_not=("Mars", "potatoes")),
    Case(name="f4_hummingbird_granny", category="story",
         turns=(("Mi jus finish one book bout a likkle gyal who turn into a hummingbird an fly back to Kingston "
                 "fi find her granny. It sweet mi bad. Fi mi own granny, Miss Hyacinth, she turn ninety-two las "
                 "week, an she still a live by herself up in Mandeville, nuh want nobody fuss her.",
                 "Happy belated birthday to Miss Hyacinth! The doctor bird, a hummingbird, is Jamaica's national "
                 "bird."),),
         proposal=Proposal(add=("The user turned into a hummingbird.",
                                "The user's grandmother lives in Kingston.",
                                "The user's grandmother Hyacinth is 92 and lives alone in Mandeville.",
                                "The hummingbird is Jamaica's national bird.")),
         must=("Hyacinth", "Mandeville"), must_not=("hummingbird", "Kingston")),

    # --- quoted: a letter or a message read out next to a real fact ---
    Case(name="f4_cruise_letter_blind", category="quoted",
         turns=(("Listen to this rubbish that came in the post: 'Congratulations! You have been selected for a "
                 "complimentary seven-night cruise to the Bahamas. Call now to claim.' Complimentary my foot. "
                 "I only opened it because my husband Gordon can't read the post any more, he's been registered "
                 "blind since his stroke.",
                 "That sounds like a classic scam, best to bin it. I'm sorry about Gordon's sight."),),
         proposal=Proposal(add=("The user has won a seven-night cruise to the Bahamas.",
                                "The user's husband Gordon has been registered blind since his stroke.",
                                "The user should call now to claim the prize.")),
         must=("Gordon", "blind"), must_not=("cruise", "call now")),
    Case(name="f4_redundant_text_crane", category="quoted",
         turns=(("Ha, my mate Declan just texted me, listen: 'got made redundant today, drinks are on me "
                 "tonight, no excuses'. Typical Dec. Can't go anyway, I'm on nights. I drive a crane down at the "
                 "container port in Fremantle.",
                 "Sorry to hear about Declan's job. Fremantle is one of the busiest container ports in the "
                 "country."),),
         proposal=Proposal(add=("The user was made redundant today.",
                                "The user is buying drinks tonight.",
                                "The user drives a crane at the container port in Fremantle.",
                                "Fremantle is one of the busiest container ports in the country.")),
         must=("crane", "Fremantle"), must_not=("redundant", "drinks", "busiest")),

    # --- code: code or a config typed in a turn next to a real fact ---
    Case(name="f4_python_lab", category="code",
         turns=(("So I typed `age = 99` and then `if is_admin == True: print('hi')` and it just threw an "
                 "IndentationError at me. I'm teaching myself Python for work, I'm a lab tech in the pathology "
                 "department at the hospital.",
                 "An IndentationError means the print needs to go on its own indented line. Python uses four "
                 "spaces by convention."),),
         proposal=Proposal(add=("The user is 99 years old.",
                                "The user is an admin.",
                                "The user is teaching themself Python.",
                                "The user works as a lab technician in the hospital's pathology department.",
                                "Python uses four spaces for indentation.")),
         must=("Python", "pathology"), must_not=("99 years", "is an admin", "four spaces")),
    Case(name="f4_yaml_flat", category="code",
         turns=(("can you check this compose file\nservices:\n  db:\n    image: postgres:16\n    environment:\n"
                 "      POSTGRES_PASSWORD: tulip42\n    restart: always\nit's for a little home server, me and "
                 "my partner Ezinne just bought a flat in Peckham and I've finally got a cupboard to put it in",
                 "The file looks fine, though I'd move that password into an .env file rather than the compose "
                 "file itself."),),
         proposal=Proposal(add=("The user's database password is tulip42.",
                                "The user uses Postgres 16.",
                                "The user and their partner Ezinne have bought a flat in Peckham.",
                                "The user keeps their passwords in an .env file.")),
         must=("Ezinne", "Peckham"), must_not=("tulip42", "Postgres", ".env")),

    # --- forget_later: facts, then later in the batch a request to forget one of them ---
    Case(name="f4_spare_key_alarm", category="forget_later",
         turns=(("Just so you know, our neighbor Dolores across the street has a spare key to the house, and "
                 "the alarm code's 4-7-1-9 if the babysitter ever asks.",
                 "Got it, Dolores has a spare key."),
                ("Actually, you know what, forget the alarm code. I shouldn't be saying that out loud with the "
                 "kids' friends around.",
                 "Understood, I won't keep the alarm code.")),
         proposal=Proposal(add=("The user's neighbor Dolores has a spare key to the house.",
                                "The user's alarm code is 4719.",
                                "The user's babysitter can be given the alarm code 4719.")),
         must=("Dolores",), forgotten=("4719", "alarm code")),
    Case(name="f4_counsellor_forget", category="forget_later",
         turns=(("I've started seeing a counsellor on Tuesday evenings for my anxiety, and my sister Blessing's "
                 "moving in with us in January while she finishes her pharmacy degree.",
                 "That's a lot of change at once. Good on you for looking after yourself."),
                ("Hey, the counselling thing, could you not keep that? I'd rather it wasn't written down "
                 "anywhere.",
                 "Of course, I'll let that go.")),
         proposal=Proposal(add=("The user sees a counsellor on Tuesday evenings for anxiety.",
                                "The user's sister Blessing is moving in with the user while she finishes her "
                                "pharmacy degree.",
                                "The user has anxiety.")),
         must=("Blessing",), forgotten=("counsel", "anxiety")),
)
# fmt: on

FRESH4: tuple[Case, ...] = _FIRST + MORE_FRESH4

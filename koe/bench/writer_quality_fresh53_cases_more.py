"""The second half of `writer_quality_fresh53_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH53: tuple[Case, ...] = (
    Case(name="f53_quoted_homework_pilot_sentence", category="quoted",
         turns=(("ok write this down for arjun's english homework he has to make a sentence with because so um "
                "write my father is a pilot because he loves the sky ... haha i'm an accountant actually but "
                "he wanted pilot. he's in class three at st john's yaar they give so much homework",
                'Here it is: "My father is a pilot because he loves the sky." Class three homework really '
                'does pile up! Anything else for Arjun?'),),
         proposal=Proposal(add=("The user's son Arjun is in Class 3 at St John's.",
                                "The user is an accountant.",
                                "The user is a pilot.",
                                "The user loves the sky.")),
         memories=(),
         must=("Arjun",
               "St John",
               "accountant"),
         must_not=("pilot",
                   "loves the sky"),
         forgotten=()),
    Case(name="f53_quoted_granny_birthday_card", category="quoted",
         turns=(("Write this in Kezia card for me darling: 'To my sweetheart, you are the smartest girl in the "
                "whole of Georgetown and one day you going to be prime minister. Love, Granny.' She turning "
                "ten on the twelfth of August.",
                'Here\'s the card text: "To my sweetheart, you are the smartest girl in the whole of '
                'Georgetown and one day you\'re going to be prime minister. Love, Granny." Ten on 12 August — '
                'what a milestone!'),),
         proposal=Proposal(add=("The user's granddaughter Kezia's birthday is on 12 August.",
                                "The user's granddaughter is the smartest girl in Georgetown.",
                                "The user's granddaughter will become prime minister.")),
         memories=(),
         must=("Kezia",
               "August"),
         must_not=("smartest",
                   "prime minister"),
         forgotten=()),
    Case(name="f53_code_tutorial_kids_dict", category="code",
         turns=(('i copied this from a tutorial, will put my own kids in later (Tomáš and Eliška), but it '
                'already breaks:\n```python\nkids = {"Alice": "ballet Mon 16:00", "Bob": "karate Fri '
                '17:30"}\nfor name, slot in kids.items:\n    print(name, slot)\n```\nTypeError: '
                '\'builtin_function_or_method\' object is not iterable',
                "You're missing the parentheses: use `kids.items()` instead of `kids.items`. When you add "
                "Tomáš and Eliška, just replace the test entries with their activities."),),
         proposal=Proposal(add=("The user's children are Tomáš and Eliška.",
                                "The user's child Alice does ballet on Mondays.",
                                "The user's child Bob does karate on Fridays.",
                                "The user should call kids.items() in the script.")),
         memories=(),
         must=("Tomáš",
               "Eliška"),
         must_not=("Alice",
                   "Bob",
                   "items()"),
         forgotten=()),
    Case(name="f53_fact_in_question_ramadan_sugar", category="fact_in_question",
         turns=(("um so since my husband rafiq has type 2 diabetes and like he's fasting this ramadan what "
                "time should he be checking his sugar you know",
                "It's a good idea for him to check before suhoor, around midday, before iftar and two hours "
                "after iftar. If his sugar drops below 70 mg/dL he should break the fast. It's best to talk "
                "to his doctor before Ramadan starts."),),
         proposal=Proposal(add=("The user's husband Rafiq has type 2 diabetes.",
                                "The user's husband should check his blood sugar before suhoor and after "
                                "iftar.",
                                "The user is fasting for Ramadan.",
                                "The user's husband's blood sugar is below 70 mg/dL.")),
         memories=(),
         must=("Rafiq",
               "type 2"),
         must_not=("suhoor",
                   "user is fasting",
                   "70 mg"),
         forgotten=()),
    Case(name="f53_fact_in_question_fresnillo_maize", category="fact_in_question",
         turns=(("Since I farm about 30 hectares of maize near Fresnillo, mostly rain-fed, is it better to put "
                "the nitrogen before the first rains or after?",
                "Generally it's best to split it: a smaller dose at planting and the rest around the V6 "
                "stage, once the crop is established and there's soil moisture. Many growers in Zacatecas use "
                "urea for the top-dressing."),),
         proposal=Proposal(add=("The user farms about 30 hectares of rain-fed maize near Fresnillo.",
                                "The user uses urea.",
                                "The user farms 300 hectares.",
                                "The user applies nitrogen at the V6 stage.")),
         memories=(),
         must=("Fresnillo",
               "maize"),
         must_not=("urea",
                   "300 hectares",
                   "V6"),
         forgotten=()),
    Case(name="f53_two_facts_mummy_walker_kervin", category="two_facts",
         turns=(("remind me to ring the chemist at ten for mummy's repeat prescription",
                "Sure — I'll remind you at ten. By the way, how is your mother settling in?"),
               ("oh she's ok you know um she moved in with us in march so yeah she's 84 now and she's on the "
                "walker full time and my brother kervin he's back home in castries he calls her every sunday "
                "without fail",
                "That's lovely that Kervin calls every Sunday. A pendant alarm might give you extra peace of "
                "mind when she's moving around with the walker.")),
         proposal=Proposal(add=("The user's mother moved in with the user in March.",
                                "The user's mother is 84 and uses a walker full time.",
                                "The user's brother Kervin lives in Castries and calls their mother every "
                                "Sunday.",
                                "The user's mother is 48.",
                                "The user's mother has a pendant alarm.",
                                "The user needs to ring the chemist at ten.")),
         memories=(),
         must=("84",
               "walker",
               "Kervin",
               "Castries",
               "March"),
         must_not=("48",
                   "pendant",
                   "chemist"),
         forgotten=()),
    Case(name="f53_two_facts_trinity_list", category="two_facts",
         turns=(("hi, can you help me with cheap dinner ideas",
                "Happy to! Tell me a bit about yourself first — where you study, any diet I should know about?"),
               ("OK: second year, Trinity, computer science, vegetarian, from Kharkiv. Mainly I need cheap "
                "dinners — the canteen is a struggle for me. Ideas?",
                "Nice to meet you! Cheap vegetarian dinners: lentil dal, chickpea curry, egg fried rice, and "
                "pasta with beans. Batch-cook on Sundays to save money. Moore Street market is good for cheap "
                "veg.")),
         proposal=Proposal(add=("The user is a second-year computer science student at Trinity.",
                                "The user is vegetarian.",
                                "The user is from Kharkiv.",
                                "The user is vegan.",
                                "The user likes lentil dal.",
                                "The user shops at Moore Street market.",
                                "The user batch-cooks on Sundays.")),
         memories=(),
         must=("Trinity",
               "computer science",
               "vegetarian",
               "Kharkiv"),
         must_not=("vegan",
                   "lentil",
                   "Moore Street",
                   "batch-cook"),
         forgotten=()),
    Case(name="f53_long_ramble_valentina_hockey", category="long_ramble",
         turns=(("ok so like today was insane um first the colectivo was late then facu forgot his lunchbox so "
                "i had to go back home and then at work my boss was like where were you and i was like you "
                "know whatever, and then the pediatrician called about some vaccine thing, and oh, mi hija "
                "valentina started hockey now, tuesdays and thursdays at six, so i need to like figure out "
                "who picks up facu from english on thursdays because that's also at six, my little one, he's "
                "seven, anyway what's the weather tomorrow",
                "Sounds like a full-on day! Tomorrow looks rainy in Córdoba with a high of 19°C. For "
                "Thursdays, maybe another parent could share driving?"),),
         proposal=Proposal(add=("The user's daughter Valentina has hockey on Tuesdays and Thursdays at six.",
                                "The user's son Facu, who is seven, has English class on Thursdays at six.",
                                "The user's bus was late.",
                                "The user's boss is angry with the user.",
                                "The user's son forgot his lunchbox.",
                                "It will be rainy tomorrow.",
                                "The user shares driving with another parent.")),
         memories=(),
         must=("Valentina",
               "hockey",
               "English",
               "Facu"),
         must_not=("bus",
                   "boss",
                   "lunchbox",
                   "rainy",
                   "shares driving"),
         forgotten=()),
    Case(name="f53_long_ramble_kochi_retired_master", category="long_ramble",
         turns=(("Good evening. I am writing because my daughter set up this device and she says Papa, talk to "
                "it, so here I am. I was forty years at sea, merchant navy, retired as master in 2011, and "
                "now I am in Kochi with my wife Leela who is the real captain of this house, ha ha. Some "
                "nights I still wake at four o'clock for the watch, old habit. My daughter is in Dubai and "
                "worries too much about us. What I want to know is how to listen to the Test match on this "
                "thing.",
                'Welcome aboard! Forty years at sea is a remarkable career. To listen to the Test match, just '
                'say "play live cricket commentary" and I\'ll find a station.'),),
         proposal=Proposal(add=("The user spent forty years in the merchant navy and retired as master in "
                                "2011.",
                                "The user lives in Kochi with his wife Leela.",
                                "The user's daughter lives in Dubai.",
                                "The user's wife is a ship's captain.",
                                "The user retired in 2001.",
                                "The user's daughter lives in Doha.",
                                "The user has insomnia.")),
         memories=(),
         must=("2011",
               "Kochi",
               "Leela",
               "Dubai",
               "merchant navy"),
         must_not=("captain",
                   "2001",
                   "Doha",
                   "insomnia"),
         forgotten=()),
)
# fmt: on

"""FORGET48: a set for `koe bench writer --quality`: 20 forget requests, written in session 27 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget48_cases_more import MORE_FORGET48

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name="g48_forget_later_lagos_brother_in_law", category="forget_later",
         turns=(("Good evening o. So my daughter Adaeze, she has gained admission to Queen's College Yaba, she "
                 "will resume in September. We are very happy.",
                 "Congratulations to Adaeze! Queen's College is a great school."),
                ("Yes o. Then my husband's younger brother Emeka, he borrowed two million naira from us for his "
                 "business and he has not paid back one kobo. Two years now.",
                 "That sounds really frustrating, especially after two years."),
                ("Also we finally bought inverter for the house, so no more generator noise at night.",
                 "That must make the evenings much more peaceful."),
                ("Please ehn, that thing about Emeka, don't keep it anywhere. If my husband hears it from this "
                 "machine, wahala. Just forget that man entirely.",
                 "Understood, I won't keep anything about Emeka.")),
         proposal=Proposal(add=("The user's daughter Adaeze will start at Queen's College Yaba in September.",
                                "The user's brother-in-law Emeka owes the family two million naira.",
                                "The user's husband's brother borrowed money for a business and has not repaid it.",
                                "The user has an inverter at home."),
                           update=((0, "The user lives in Lagos with her husband, whose brother Emeka borrowed "
                                       "money from them."),)),
         memories=("The user lives in Lagos.",),
         must=("Adaeze", "Queen's College", "inverter", "Lagos"),
         must_not=("Emeka", "naira", "borrowed", "brother-in-law", "husband's brother"),
         forgotten=("Emeka", "naira")),
    Case(name="g48_forget_later_glasgow_hospital_business", category="forget_later",
         turns=(("aye, right, so I'm retired now, thirty-eight year at the yards in Govan, finished up in the "
                 "spring",
                 "Thirty-eight years at the Govan yards is some career. How are you finding retirement?"),
                ("ach it's fine, keeps me busy wi' the grandwean, Callum, he's playing for the under-twelves at "
                 "Drumchapel Amateurs now, I take him Saturdays. and I've to go up the Queen Elizabeth for a "
                 "biopsy on the prostate in a fortnight, the doctor's no too worried but.",
                 "That's lovely that you take Callum on Saturdays. And I hope the appointment goes smoothly."),
                ("here, that hospital business. don't you be keeping any of that, it's between me and the doctor. "
                 "the wife doesnae even know yet.",
                 "Understood. I won't keep anything about the hospital.")),
         proposal=Proposal(add=("The user retired after 38 years at the Govan shipyards.",
                                "The user's grandson Callum plays for Drumchapel Amateurs under-12s; the user "
                                "takes him on Saturdays.",
                                "The user is having a prostate biopsy at the Queen Elizabeth hospital in two weeks.",
                                "The user may have prostate cancer.",
                                "The user has not told his wife about his medical tests.")),
         memories=(),
         must=("Govan", "Callum", "Drumchapel"),
         must_not=("prostate", "biopsy", "cancer", "Queen Elizabeth", "medical tests"),
         forgotten=("prostate", "biopsy")),
    Case(name="g48_forget_later_brisbane_this_morning", category="forget_later",
         turns=(("morning! just scoffing some toast before I head in. so I've put my hand up for the nurse unit "
                 "manager job at the Mater, interviews are next week, fingers crossed. oh and my ex Darren's "
                 "moving back up to Brissie apparently, great, just great",
                 "Good luck with the interview next week! That sounds like a lot to deal with before work."),
                ("hiya, home at last, absolutely cooked. the kids have got swimming Thursdays now, Mia and Jack, "
                 "down the Valley pool, so that's my Thursday arvos gone",
                 "Thursday swimming for Mia and Jack at the Valley pool, got it. Put your feet up."),
                ("actually you know what, whatever I told you this morning, bin it. I was stressed and running "
                 "late and I don't want any of that hanging around.",
                 "No worries, I'll let go of everything from this morning.")),
         proposal=Proposal(add=("The user's kids Mia and Jack have swimming on Thursday afternoons at the Valley "
                                "pool.",
                                "The user is applying for the nurse unit manager position at the Mater.",
                                "The user has a job interview next week for a promotion.",
                                "The user's ex-partner Darren is moving back to Brisbane.",
                                "The user works as a nurse at the Mater Hospital.")),
         memories=(),
         must=("Mia", "Jack", "swimming"),
         must_not=("Darren", "Mater", "unit manager", "interview", "promotion", "ex-partner"),
         forgotten=("Darren", "unit manager")),
    Case(name="g48_forget_later_bengaluru_middle_thing", category="forget_later",
         turns=(("Okay listen, I'll tell you three things to update, okay? One, my mother is shifting in with us "
                 "from Mysore in March, permanently. Two, doctor has started me on metformin, sugar is borderline, "
                 "he said. Three, we are finally getting second car, Tata Nexon, the EV one, delivery next month "
                 "only.",
                 "Got it: your mother moving in from Mysore in March, the medication, and a Tata Nexon EV arriving "
                 "next month."),
                ("Actually wait. The middle thing, don't put that in memory. My wife also uses this, I don't want "
                 "her seeing health stuff and getting tension.",
                 "Sure, I'll leave that one out.")),
         proposal=Proposal(add=("The user's mother is moving in permanently from Mysore in March.",
                                "The user takes metformin for borderline diabetes.",
                                "The user is getting a Tata Nexon EV as a second car, delivered next month.",
                                "The user is prediabetic and should watch his sugar intake.",
                                "The user's wife worries about his health.")),
         memories=(),
         must=("Mysore", "Nexon"),
         must_not=("metformin", "diabet", "sugar", "worries"),
         forgotten=("metformin", "diabet")),
    Case(name="g48_forget_later_cape_town_before_dog", category="forget_later",
         turns=(("Howzit. So big news at ours, we're redoing the whole kitchen, builders start on the 3rd, it's "
                 "going to be chaos for like six weeks",
                 "Exciting, and yes, six weeks of builders is a lot."),
                ("Ja, and then Thandi got the job at Standard Bank, the risk one, she starts in January, and oh, "
                 "we adopted a dog! Rescue from the SPCA, we named him Biltong.",
                 "Congratulations to Thandi, and welcome Biltong! Great name."),
                ("Ag wait, the one before the dog, leave that out hey. She hasn't even told her current work yet, "
                 "I don't want it written anywhere.",
                 "Of course, I won't keep that one.")),
         proposal=Proposal(add=("The user is renovating their kitchen; builders start on the 3rd.",
                                "The user's partner Thandi is starting a risk role at Standard Bank in January.",
                                "The user adopted a rescue dog named Biltong from the SPCA.",
                                "Thandi is leaving her current employer.",
                                "The user's wife works in banking.")),
         memories=(),
         must=("kitchen", "Biltong"),
         must_not=("Standard Bank", "risk", "January", "banking", "current employer"),
         forgotten=("Standard Bank",)),
    Case(name="g48_forget_later_cork_little_one", category="forget_later",
         turns=(("Ah listen, I signed up for the Cork City Marathon in June, God help me, first full one",
                 "Brilliant, your first full marathon! June's a good target."),
                ("And we've moved the broadband over to Virgin Media finally, the other crowd were useless. Oh and "
                 "my sister Siobhan is pregnant, only eight weeks, nobody knows yet, I'm bursting.",
                 "Lovely to hear about your sister, and I hope Virgin Media treats you better."),
                ("Here, actually, the little one on the way, that's not mine to be telling. Don't be hanging onto "
                 "it, will you?",
                 "Of course. I won't hold onto that.")),
         proposal=Proposal(add=("The user is running the Cork City Marathon in June, their first full marathon.",
                                "The user switched broadband to Virgin Media.",
                                "The user's sister Siobhan is eight weeks pregnant.",
                                "The user's sister is expecting a baby."),
                           retire=(0,)),
         memories=("The user has a dog called Scout.",),
         must=("marathon", "Virgin Media", "Scout"),
         must_not=("pregnan", "eight weeks", "expecting", "baby"),
         forgotten=("pregnan", "expecting")),
    Case(name="g48_forget_later_kingston_all_but_shanice", category="forget_later",
         turns=(("Wah gwaan. Yuh know seh mi open up a likkle jerk pan inna Half Way Tree now, Friday an Saturday "
                 "night dem.",
                 "Big up! A jerk pan in Half Way Tree on Friday and Saturday nights sounds like a great spot."),
                ("Yeah man. Doctor seh mi pressure high though, mi haffi tek tablet every mawnin. An mi still owe "
                 "mi cousin Devon bout forty tousan from di startup money.",
                 "Take care of yourself with the pressure. Hopefully the stall helps you pay Devon back soon."),
                ("Big news though, mi daughter Shanice get inna UWI fi do nursing, she start inna September!",
                 "Congratulations to Shanice! Nursing at UWI is a great achievement."),
                ("Alright, listen mi now. Everyting mi tell yuh today, dash it weh. Only di part bout Shanice, dat "
                 "one yuh can hold.",
                 "Understood. I'll only keep that Shanice is starting nursing at UWI in September.")),
         proposal=Proposal(add=("The user's daughter Shanice is starting nursing at UWI in September.",
                                "The user runs a jerk chicken stall in Half Way Tree on Friday and Saturday nights.",
                                "The user has high blood pressure and takes tablets every morning.",
                                "The user owes his cousin Devon about 40,000.",
                                "The user is a small business owner.",
                                "The user has hypertension.")),
         memories=(),
         must=("Shanice", "UWI"),
         must_not=("jerk",
                   "Half Way Tree",
                   "blood pressure",
                   "hypertension",
                   "Devon",
                   "40,000",
                   "business owner"),
         forgotten=("jerk", "blood pressure", "Devon")),
    Case(name="g48_forget_later_singapore_not_that_one", category="forget_later",
         turns=(("Eh my son Ethan got into Raffles Institution for Sec 1! Finally can sleep well lah",
                 "Congratulations to Ethan! Raffles is a big achievement."),
                ("Then my helper Maricel going back Philippines for good in December, so I need to find new one. "
                 "Also I'm starting IVF at KK next month, second round already.",
                 "That's a lot happening. I hope the search for a new helper goes smoothly, and all the best with "
                 "the next round."),
                ("Don't keep the helper one ah.",
                 "Okay, I won't keep that Maricel is leaving in December."),
                ("No no, not that one, the other one lah. The hospital thing. Helper one can keep, no problem.",
                 "Got it, I'll leave out the hospital one and keep the one about Maricel.")),
         proposal=Proposal(add=("The user's son Ethan got into Raffles Institution for Secondary 1.",
                                "The user's helper Maricel is returning to the Philippines for good in December.",
                                "The user is starting a second round of IVF at KK Women's and Children's Hospital "
                                "next month.",
                                "The user is undergoing fertility treatment.",
                                "The user is looking for a new helper.")),
         memories=(),
         must=("Ethan", "Raffles", "Maricel"),
         must_not=("IVF", "fertility", "KK Women"),
         forgotten=("IVF", "fertility")),
    Case(name="g48_forget_later_nairobi_land_two_sentences", category="forget_later",
         turns=(("Habari. I have just been promoted at Safaricom, I'm now senior network engineer for the Rift "
                 "region.",
                 "Congratulations on the promotion to senior network engineer!"),
                ("Thank you. Also my wife Wanjiru has opened her salon in Kilimani, it's called Nywele Studio. And "
                 "we are buying a shamba in Nyeri, two acres, we are paying my uncle in instalments.",
                 "Congratulations to Wanjiru on Nywele Studio. That's a lot of good news."),
                ("Sawa. Now that land business upcountry. Please, I don't want it kept, my brothers don't know and "
                 "this speaker is used by the whole family.",
                 "Understood, I won't keep anything about the land.")),
         proposal=Proposal(add=("The user is a senior network engineer at Safaricom.",
                                "The user's wife Wanjiru runs Nywele Studio, a salon in Kilimani.",
                                "The user is buying two acres of land in Nyeri in instalments from his uncle.",
                                "The user owns a shamba in Nyeri.",
                                "The user's brothers must not be told about his property.")),
         memories=(),
         must=("Safaricom", "Wanjiru", "Nywele"),
         must_not=("Nyeri", "shamba", "acres", "instalment", "property"),
         forgotten=("Nyeri", "acres")),
    Case(name="g48_forget_later_georgia_dont_save_next_bit", category="forget_later",
         turns=(("Alright, don't save this next bit, I mean it. I got a DUI back in March and I'm doin' the "
                 "court-ordered classes on Tuesday nights now. Okay. That's it.",
                 "Understood, I won't keep that."),
                ("Anyhow. The twins, Bo and Lacey, they start kindergarten at Sugar Hill Elementary in August, can "
                 "you believe it",
                 "That's a big milestone! Kindergarten at Sugar Hill Elementary in August."),
                ("And we got us a pontoon boat, keep it up at Lake Lanier, so that's every weekend spoke for this "
                 "summer.",
                 "Sounds like a great summer on Lake Lanier.")),
         proposal=Proposal(add=("The user's twins Bo and Lacey start kindergarten at Sugar Hill Elementary in "
                                "August.",
                                "The user got a DUI in March.",
                                "The user attends court-ordered classes on Tuesday nights.",
                                "The user's driver's license is suspended.",
                                "The user has a pontoon boat kept at Lake Lanier.")),
         memories=(),
         must=("Lacey", "Sugar Hill", "pontoon"),
         must_not=("DUI", "court", "court-ordered", "Tuesday", "suspended"),
         forgotten=("DUI", "court-ordered")),
)
# fmt: on

FORGET48: tuple[Case, ...] = _FIRST + MORE_FORGET48

"""The second half of `writer_quality_forget47_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET47: tuple[Case, ...] = (
    Case(name="g47_forget_later_mandeville_tanisha_business", category="forget_later",
         turns=(("Wah gwaan. Mi a tell yuh, mi live a Mandeville now, move up from Kingston last year, and mi grow "
                 "likkle yam and callaloo inna di back yard.",
                 "Wah gwaan! Noted, you're in Mandeville now and growing yam and callaloo."),
                ("Yeah man. Mi grandson Jaden, him come stay wid mi every summer. An mi sister Tanisha, she an har "
                 "husband a go through divorce, it mash up bad.",
                 "Sorry to hear that. Lovely that Jaden visits every summer."),
                ("Cho, mi shouldn't did seh dat. Di Tanisha business, nuh put it down. A fi har business dat, nuh "
                 "fi mine.",
                 "No problem, I'll leave that out.")),
         proposal=Proposal(add=("The user lives in Mandeville, having moved from Kingston last year.",
                                "The user grows yam and callaloo in the back yard.",
                                "The user's grandson Jaden stays with the user every summer.",
                                "The user's sister Tanisha is going through a divorce.",
                                "Tanisha's marriage has broken down.",
                                "The user is divorced.")),
         memories=(),
         must=("Mandeville", "callaloo", "Jaden"),
         must_not=("Tanisha", "divorce", "marriage"),
         forgotten=("Tanisha", "divorce", "marriage")),
    Case(name="g47_forget_later_dubai_nurse_visa_midsentence", category="forget_later",
         turns=(("hello po so im a nurse at rashid hospital here in dubai my husband and our three kids are in "
                 "manila still",
                 "Hello! Noted, you're a nurse at Rashid Hospital in Dubai, and your husband and three kids are in "
                 "Manila."),
                ("yes and my visa is expiring in august and the hospital is not renewing it so i dont know what "
                 "will happen",
                 "That sounds stressful. I hope it works out."),
                ("the kids are ten seven and four the youngest is bea oh and the visa thing please dont save that "
                 "ha its private anyway bea is turning five in january",
                 "Okay, I won't keep that. Bea turns five in January, noted.")),
         proposal=Proposal(add=("The user is a nurse at Rashid Hospital in Dubai.",
                                "The user's husband and three children live in Manila.",
                                "The user's youngest child Bea turns five in January.",
                                "The user's UAE visa expires in August and will not be renewed.",
                                "The user's contract at Rashid Hospital finishes in August.",
                                "The user is moving back to Manila.")),
         memories=(),
         must=("Rashid", "Manila", "Bea"),
         must_not=("visa", "August", "moving back"),
         forgotten=("visa", "August")),
    Case(name="g47_forget_later_tampines_health_stuff", category="forget_later",
         turns=(("Eh, I tell you ah, I stay Tampines, HDB, with my wife and my son Marcus. Marcus going NS next "
                 "year March.",
                 "Noted, you live in an HDB flat in Tampines with your wife and son Marcus, and Marcus enlists "
                 "next March."),
                ("Ya lor. I sell char kway teow at the hawker centre there, thirty years already. Doctor say I got "
                 "gout, uric acid very high, cannot eat so much seafood.",
                 "Thirty years, wah! Sorry to hear about that."),
                ("Aiyah, the health stuff don't keep lah. My wife will see and nag me every day. The rest can.",
                 "Okay, I won't keep anything about your health.")),
         proposal=Proposal(add=("The user lives in an HDB flat in Tampines with his wife and son Marcus.",
                                "The user's son Marcus starts National Service next March.",
                                "The user has sold char kway teow at a hawker centre for thirty years.",
                                "The user has gout and high uric acid.",
                                "The user should avoid seafood.",
                                "The user's wife nags him about his diet.")),
         memories=(),
         must=("Tampines", "Marcus", "char kway teow"),
         must_not=("gout", "uric", "seafood", "nags"),
         forgotten=("gout", "uric", "seafood")),
    Case(name="g47_forget_later_shatin_number_of_my_body", category="forget_later",
         turns=(("Hello. I live in Sha Tin with my cat, her name is Dou Dou. She is orange colour.",
                 "Hello! Nice to meet Dou Dou. I'll remember you live in Sha Tin."),
                ("Every Thursday night I learn Japanese in Mong Kok. Also I am 85 kilo now, doctor say I must lose "
                 "some.",
                 "Good luck with Japanese! And noted."),
                ("Ah, sorry, I change my mind. The number of my body, please don't remember. I feel shy. Japanese "
                 "class and cat is OK.",
                 "No problem, I won't keep that.")),
         proposal=Proposal(add=("The user lives in Sha Tin with an orange cat named Dou Dou.",
                                "The user takes Japanese classes in Mong Kok on Thursday nights.",
                                "The user weighs 85 kg.",
                                "The user's doctor told them to lose weight.",
                                "The user's cat Dou Dou is a ginger tabby.")),
         memories=(),
         must=("Sha Tin", "Dou Dou", "Japanese"),
         must_not=("85", "weigh", "lose weight", "tabby"),
         forgotten=("85", "weigh", "lose weight")),
    Case(name="g47_forget_later_trinidad_first_ting_engaged", category="forget_later",
         turns=(("Aye, listen nah. Me and Renée get engaged Saturday gone, but we ain't tell nobody yet, not even "
                 "she mother.",
                 "Congratulations! That's wonderful news."),
                ("Thanks boss. I does work offshore, on a rig out by Point Fortin, two weeks on two weeks off, so "
                 "when I home I home.",
                 "Noted, you work offshore, two weeks on and two weeks off."),
                ("And my mother, Miss Joyce, she turning eighty in November, we planning a big lime for she.",
                 "Lovely, Miss Joyce's eightieth in November. I'll remember."),
                ("Oh gosh, the first ting I tell yuh, keep that under yuh hat, eh? Don't save it nowhere. "
                 "Everyting else is fine.",
                 "Understood, I won't keep that first bit.")),
         proposal=Proposal(add=("The user works offshore on a rig near Point Fortin, two weeks on and two weeks "
                                "off.",
                                "The user's mother, Miss Joyce, turns eighty in November.",
                                "The user is engaged to Renée.",
                                "The user got engaged last Saturday and has not told anyone.",
                                "The user's fiancee is called Renee.")),
         memories=(),
         must=("offshore", "Joyce", "November"),
         must_not=("Renée", "Renee", "engaged", "fianc"),
         forgotten=("Renée", "Renee", "engaged", "fianc")),
    Case(name="g47_forget_later_georgia_grandson_pronoun", category="forget_later",
         turns=(("Well, I retired from Delta after thirty-one years, worked the ramp out at Hartsfield. My wife "
                 "June passed in twenty nineteen, so it's just me and my bird dog Scout now.",
                 "I'm sorry about June. Thirty-one years at Delta is something. I'll remember Scout too."),
                ("Appreciate that. My grandson Tyler, he got picked up for a DUI last month down in Macon, court "
                 "date's coming up. Lord knows where that boy's head is at.",
                 "That's hard. I hope he gets things straightened out."),
                ("Now don't go puttin' that in there about him, you hear? Boy's got enough trouble without a "
                 "machine rememberin' it too.",
                 "Yes sir, I'll leave that out.")),
         proposal=Proposal(add=("The user retired from Delta after thirty-one years working the ramp at Hartsfield.",
                                "The user's wife June passed away in 2019.",
                                "The user has a bird dog named Scout.",
                                "The user's grandson Tyler was arrested for DUI in Macon.",
                                "Tyler has an upcoming court date.",
                                "The user's grandson has a drinking problem.")),
         memories=(),
         must=("Delta", "June", "Scout"),
         must_not=("DUI", "court", "arrested", "drinking"),
         forgotten=("DUI", "court", "arrested", "drinking")),
    Case(name="g47_forget_later_waikato_scrub_all_but_boat", category="forget_later",
         turns=(("Kia ora. Yeah so I'm a dairy farmer down in the Waikato, near Morrinsville, milking about three "
                 "hundred cows.",
                 "Kia ora! Noted."),
                ("Yeah. Me and Hayley are splitting up, so the farm's probably getting sold, it's all a bit of a "
                 "mess eh.",
                 "I'm really sorry, that's a lot to go through."),
                ("On a brighter note I just bought a tinny, four point five metre Stabicraft, named her Kahawai, "
                 "gonna take her out at Raglan most weekends.",
                 "Sounds like a good escape! Kahawai's a great name."),
                ("Yeah nah, actually, scrub the lot from today except the boat. The rest is all a bit raw and it's "
                 "not sorted anyway.",
                 "Sure thing, I'll only keep the boat.")),
         proposal=Proposal(add=("The user has a 4.5 metre Stabicraft tinny named Kahawai and takes it out at "
                                "Raglan most weekends.",
                                "The user is a dairy farmer near Morrinsville in the Waikato.",
                                "The user and Hayley are separating.",
                                "The user's farm is being sold.",
                                "The user milks about three hundred cows.",
                                "The user is going through a separation.")),
         memories=(),
         must=("Kahawai", "Raglan"),
         must_not=("dairy", "Waikato", "Morrinsville", "Hayley", "farm", "cows", "separat"),
         forgotten=("dairy", "Waikato", "Hayley", "farm", "cows", "separat")),
    Case(name="g47_forget_later_cardiff_gareth_midsentence", category="forget_later",
         turns=(("Alright. So I'm a teaching assistant in a primary in Splott, year two, and I've had a season "
                 "ticket at Cardiff City for like fifteen years, me and my dad go together.",
                 "Nice one! Noted, TA in Splott and a Cardiff City season ticket holder."),
                ("Yeah. And my son Gareth's just been diagnosed with ADHD, so we're sorting out meds and stuff "
                 "with the school. Oh and I'm allergic to cats, proper swelling up, so no cat cafés for me.",
                 "Thanks for telling me. I'll remember about the cat allergy."),
                ("So for the match Saturday we're in the Grange End, oh and what I said about Gareth, the "
                 "diagnosis, don't keep that, he's twelve and he'd die, anyway we're in the Grange End so remind "
                 "me to leave early.",
                 "Okay, I'll leave that out. Enjoy the match!")),
         proposal=Proposal(add=("The user is a teaching assistant at a primary school in Splott.",
                                "The user has had a Cardiff City season ticket for about fifteen years and goes "
                                "with her dad.",
                                "The user is allergic to cats.",
                                "The user's son Gareth has ADHD.",
                                "Gareth takes medication for an attention disorder.",
                                "The user's season ticket is in block 101 of the Grange End.")),
         memories=(),
         must=("teaching assistant", "season ticket", "cats"),
         must_not=("ADHD", "attention", "medication", "101"),
         forgotten=("ADHD", "attention", "medication")),
    Case(name="g47_forget_later_chennai_priya_family_matter", category="forget_later",
         turns=(("Good morning. I am retired from Southern Railway, I was station master at Egmore for many years. "
                 "Every morning I walk at Marina beach with my friends, six o'clock sharp.",
                 "Good morning! Noted, retired station master from Southern Railway, and your morning walk at "
                 "Marina Beach."),
                ("Yes. My grandson Arjun's birthday is on 12th October, please remind me, I always forget. And one "
                 "thing, my daughter-in-law Priya is not at all adjusting with my wife, every day some quarrel in "
                 "the house.",
                 "I'll remind you before Arjun's birthday. Sorry to hear about the tension at home."),
                ("Actually, that matter of Priya, kindly delete it. It is a family matter, I should not have told "
                 "to a machine. Only keep Arjun's birthday and all.",
                 "Understood, I've left that out.")),
         proposal=Proposal(add=("The user retired from Southern Railway as station master at Egmore.",
                                "The user walks at Marina Beach every morning at six.",
                                "The user's grandson Arjun's birthday is on 12 October.",
                                "The user's daughter-in-law Priya does not get along with the user's wife.",
                                "There is frequent quarrelling in the user's household.",
                                "The user lives with his son and daughter-in-law.")),
         memories=(),
         must=("Southern Railway", "Marina", "Arjun", "October"),
         must_not=("Priya", "daughter-in-law", "quarrel"),
         forgotten=("Priya", "quarrel")),
    Case(name="g47_forget_later_willesden_too_early", category="forget_later",
         turns=(("Hi, I am Brazilian, from Recife, I live in Willesden now with my husband Thiago. He drive for "
                 "Uber and I do cleaning, houses in Hampstead mostly.",
                 "Hi! Noted, you're from Recife, living in Willesden with Thiago."),
                ("Yes. And I am pregnant! Ten weeks. But nobody know yet, not even my mother in Brazil.",
                 "Congratulations!"),
                ("Ai, wait, please forget this, is too early. If something go wrong I don't want to hear it from "
                 "you later. When is three months I tell you again.",
                 "Of course. I won't keep it. Take care of yourself.")),
         proposal=Proposal(add=("The user is from Recife, Brazil, and lives in Willesden with her husband Thiago.",
                                "The user's husband Thiago drives for Uber.",
                                "The user works as a house cleaner, mostly in Hampstead.",
                                "The user is ten weeks pregnant.",
                                "The user and Thiago are expecting a baby.",
                                "The user's baby is due in the spring.")),
         memories=(),
         must=("Recife", "Willesden", "Thiago"),
         must_not=("pregnant", "baby", "expecting", "ten weeks"),
         forgotten=("pregnant", "baby", "expecting")),
)
# fmt: on

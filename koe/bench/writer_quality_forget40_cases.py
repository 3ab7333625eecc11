"""FORGET40: a set for `koe bench writer --quality`: 20 conversations with a request to forget, written without
sight of the writer's rules; held out for one first run before it joins (docs/writer.md).
No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FORGET40: tuple[Case, ...] = (
    # later turn, exact words, "forget"
    Case(name="g40_tariq_loan_later", category="forget_later",
         turns=(("My mate Tariq still owes me 500 quid from the holiday, it's doing my head in.",
                 "That sounds frustrating. Want me to remind you to bring it up with him?"),
                ("No. Also Amara's starting swimming lessons, Saturdays at nine. I'm vegetarian, by the way,"
                 " so no meat recipes please.",
                 "Got it, Saturday swimming for Amara and vegetarian recipes only."),
                ("Actually forget what I said about Tariq. That's between me and him.",
                 "Understood, I won't keep anything about Tariq.")),
         proposal=Proposal(add=("The user's friend Tariq owes the user 500 pounds.",
                                "The user's daughter Amara has swimming lessons on Saturdays at 9.",
                                "The user is vegetarian.")),
         must=("Amara", "vegetarian"),
         must_not=("Tariq", "500"),
         forgotten=("Tariq", "500")),

    # later turn, Scottish, "that's private"
    Case(name="g40_scots_knee_private", category="forget_later",
         turns=(("Ah'm gettin ma knee done on the 12th o March, the surgeon says six weeks aff ma feet.",
                 "I hope it goes smoothly. Six weeks is a good while to rest."),
                ("Aye. At least ah can watch the Hibs games. Bonnie'll no get her long walks though, poor dug.",
                 "Maybe someone could walk Bonnie for you while you recover."),
                ("Here, that stuff aboot ma knee, that's private. Dinnae keep it.",
                 "No problem, I won't hold on to anything about your knee.")),
         proposal=Proposal(add=("The user is having knee surgery on 12 March.",
                                "The user supports Hibs.",
                                "The user has a dog called Bonnie.")),
         must=("Hibs", "Bonnie"),
         must_not=("knee", "surgery"),
         forgotten=("knee", "surgery")),

    # same turn, right after, "that"
    Case(name="g40_garage_code_same_turn", category="forget_later",
         turns=(("Jess is picking up the parcel tomorrow so she'll need the garage code, it's 4471. Actually"
                 " don't keep that. Anyway, remember the bins go out on Thursdays now.",
                 "Okay, I won't keep the code. Bins on Thursdays, noted."),),
         proposal=Proposal(add=("The user's garage door code is 4471.",
                                "The user's partner is called Jess.",
                                "The user's bins go out on Thursdays.")),
         must=("Jess", "Thursday"),
         must_not=("4471", "garage"),
         forgotten=("4471", "garage")),

    # same turn, before the fact, "don't save this but"
    Case(name="g40_expense_probe_before", category="forget_later",
         turns=(("don't save this but I'm being investigated at work over an expense claim from the Berlin trip."
                 " what I do want you to remember is that my mum Rosa's birthday is the 3rd of June.",
                 "I'm sorry about the work situation. I'll remember Rosa's birthday on 3 June."),),
         proposal=Proposal(add=("The user is under investigation at work over an expense claim from a Berlin trip.",
                                "The user's mother is called Rosa.",
                                "The user's mother Rosa's birthday is 3 June.")),
         must=("Rosa", "June"),
         must_not=("investigat", "expense", "Berlin"),
         forgotten=("investigat", "expense", "Berlin")),

    # later turn, Nigerian English, general kind "money matter"
    Case(name="g40_naija_money_matter", category="forget_later",
         turns=(("My salary na 850,000 naira every month but this cooperative loan of 2 million dey press me.",
                 "That's a heavy load. Would a repayment plan help?"),
                ("We go see. My wife Ngozi dey try her best. Our son Chidi dey prepare for WAEC now.",
                 "Best of luck to Chidi with his WAEC exams."),
                ("Abeg, all that money matter wey I talk, no keep am o. Na my private business.",
                 "No wahala, I won't keep anything about your money.")),
         proposal=Proposal(add=("The user earns 850,000 naira a month.",
                                "The user has a 2 million naira cooperative loan.",
                                "The user's wife is called Ngozi.",
                                "The user's son Chidi is preparing for his WAEC exams.")),
         must=("Ngozi", "WAEC"),
         must_not=("850", "cooperative", "naira"),
         forgotten=("850", "cooperative", "naira")),

    # later turn, Indian English, by a person
    Case(name="g40_indian_sister_out", category="forget_later",
         turns=(("My sister Meena is going through a divorce, she has shifted back to Pune only.",
                 "That must be a hard time for her. It's good she's near family."),
                ("Yes. I am doing night shifts as a nurse these days so I can't visit. And remember I am allergic"
                 " to peanuts, don't suggest any peanut dishes.",
                 "Noted, no peanut dishes for you."),
                ("One thing: please leave my sister out of it, don't keep anything about her. She will not like.",
                 "Of course, I won't keep anything about your sister.")),
         proposal=Proposal(add=("The user's sister Meena is going through a divorce.",
                                "The user's sister Meena lives in Pune.",
                                "The user works night shifts as a nurse.",
                                "The user is allergic to peanuts.")),
         must=("night shift", "peanut"),
         must_not=("Meena", "sister", "divorce", "Pune"),
         forgotten=("Meena", "divorce", "Pune")),

    # later turn, "keep that between us" with a reason that makes it unambiguous
    Case(name="g40_surprise_party_between_us", category="forget_later",
         turns=(("I'm throwing Dev a surprise party for his 40th, at The Anchor on the 14th of September.",
                 "How exciting! Do you need help with a guest list?"),
                ("Maybe later. Lo siento, I'm practising my Portuguese, wrong language! Obrigada.",
                 "Ha, easy mix-up. Good luck with the Portuguese."),
                ("Listen, keep the party between us, I mean don't save it at all. Dev talks to you too.",
                 "Understood, nothing about the party will be kept.")),
         proposal=Proposal(add=("The user is planning a surprise 40th party for their husband Dev.",
                                "The surprise party is at The Anchor on 14 September.",
                                "The user's husband is called Dev.",
                                "The user is learning Portuguese.")),
         must=("Dev", "Portuguese"),
         must_not=("party", "Anchor", "surprise", "40th"),
         forgotten=("party", "Anchor", "surprise")),

    # later turn, with an exception
    Case(name="g40_lola_except_birthday", category="forget_later",
         turns=(("So Lola told me she's thinking of leaving her husband, and she's looking at flats in Leeds.",
                 "That's a big step for her."),
                ("Her birthday's the 9th of November too, so it'll be a strange one.",
                 "Maybe a quiet celebration would suit her this year."),
                ("Forget all that about Lola except the birthday. The rest isn't mine to tell.",
                 "Okay, I'll only keep Lola's birthday.")),
         proposal=Proposal(add=("The user's friend Lola is thinking of leaving her husband.",
                                "The user's friend Lola is looking at flats in Leeds.",
                                "The user's friend Lola's birthday is 9 November.")),
         must=("Lola", "November"),
         must_not=("Leeds", "husband", "flat"),
         forgotten=("Leeds", "husband")),

    # same turn, before the facts, American South, general kind "doctor business"
    Case(name="g40_south_doctor_business", category="forget_later",
         turns=(("Now don't you go hangin' on to any of this doctor business I'm fixin' to tell you. Doc says I got"
                 " the type 2 diabetes and put me on metformin.",
                 "I'm sorry to hear that. I won't keep any of it."),
                ("Preciate it. My granddaughter Kaylee comes by every Sunday, she rides in the old '09 F-150 with me.",
                 "That sounds like a fine Sunday tradition.")),
         proposal=Proposal(add=("The user has type 2 diabetes.",
                                "The user takes metformin.",
                                "The user's granddaughter Kaylee visits every Sunday.",
                                "The user drives a 2009 Ford F-150.")),
         must=("Kaylee", "F-150"),
         must_not=("diabet", "metformin"),
         forgotten=("diabet", "metformin")),

    # later turn, Australian, "scrap", general kind "anything about work"
    Case(name="g40_aussie_scrap_work", category="forget_later",
         turns=(("Craig gave me a written warning today, and word is half the team's getting made redundant.",
                 "That's rough. How are you holding up?"),
                ("Yeah nah, I'll live. Shaz reckons I should focus on training for the Gold Coast half marathon.",
                 "Sounds like good advice from Shaz. When's the race?"),
                ("July. Oh and scrap anything about work, mate, don't want that floating round.",
                 "No worries, nothing about work will be kept.")),
         proposal=Proposal(add=("The user received a written warning from their boss Craig.",
                                "The user may be made redundant.",
                                "The user's partner is called Shaz.",
                                "The user is training for the Gold Coast half marathon in July.")),
         must=("Shaz", "marathon"),
         must_not=("Craig", "warning", "redundan"),
         forgotten=("Craig", "warning", "redundan")),

    # later turn, general kind "the kids' school details"
    Case(name="g40_kids_school_details", category="forget_later",
         turns=(("Ollie and Ava are both at St Brigid's Primary now. Ollie's in Year 3 with Mrs Hartley.",
                 "Nice, how are they settling in?"),
                ("Fine. The cat, Pickle, misses them during the day, he sulks on the windowsill.",
                 "Poor Pickle. He'll be happy when they get home."),
                ("Can you leave out the kids' school details? I'm not comfortable with that being stored.",
                 "Sure, I won't keep anything about their school.")),
         proposal=Proposal(add=("The user's children are Ollie and Ava.",
                                "The user's children go to St Brigid's Primary School.",
                                "The user's son Ollie is in Year 3 with Mrs Hartley.",
                                "The user has a cat called Pickle.")),
         must=("Ava", "Pickle"),
         must_not=("Brigid", "Hartley", "Year 3"),
         forgotten=("Brigid", "Hartley")),

    # same turn, right after, Jamaican, pronoun "dat"
    Case(name="g40_jamaican_cousin_dat", category="forget_later",
         turns=(("Mi cousin Delroy get lock up by police Saturday night. Cho, nuh bodda remember dat. Anyhow,"
                 " mi shop inna Half Way Tree a sell phone accessories now, an Mama Pearl turn 80 next month.",
                 "Understood, I'll leave the Delroy part out. Congratulations on the shop, and to Miss Pearl."),),
         proposal=Proposal(add=("The user's cousin Delroy was arrested on Saturday night.",
                                "The user has a shop in Half Way Tree selling phone accessories.",
                                "The user's mother Pearl turns 80 next month.")),
         must=("Half Way Tree", "Pearl"),
         must_not=("Delroy", "arrest"),
         forgotten=("Delroy", "arrest")),

    # same turn, right after, Singaporean, typed lowercase, "that one"
    Case(name="g40_singlish_wifi", category="forget_later",
         turns=(("my son wei jie going ns in march so quite sad lor", "That's a big milestone. He'll do well."),
                ("ya. the wifi password is kopiO2024 ah, eh that one don't save lah later anyone can hear. also i"
                 " like the chicken rice at maxwell, recommend that when i ask",
                 "Okay, I won't keep the password. Maxwell chicken rice, got it.")),
         proposal=Proposal(add=("The user's son Wei Jie is going to National Service in March.",
                                "The user's wifi password is kopiO2024.",
                                "The user likes the chicken rice at Maxwell.")),
         must=("Wei Jie", "Maxwell"),
         must_not=("kopiO2024", "wifi", "password"),
         forgotten=("kopiO2024", "password")),

    # same turn, right after, transcript style, "strike that"
    Case(name="g40_strike_that_therapist", category="forget_later",
         turns=(("my niece zara is coming to stay next weekend", "Lovely, I'll keep that in mind."),
                ("my therapist dr okafor thinks i have generalised anxiety strike that dont keep it and my new job"
                 " at the library starts monday",
                 "Okay, I've left that out. Good luck at the library on Monday.")),
         proposal=Proposal(add=("The user's niece Zara is coming to stay next weekend.",
                                "The user sees a therapist, Dr Okafor, for generalised anxiety.",
                                "The user starts a new job at the library on Monday.")),
         must=("Zara", "library"),
         must_not=("Okafor", "anxiety", "therapist"),
         forgotten=("Okafor", "anxiety")),

    # later turn, "wipe", address only
    Case(name="g40_wipe_ex_address", category="forget_later",
         turns=(("Gary's moved to 14 Ferndale Road in Walsall, so that's where Poppy will go on his weekends.",
                 "Thanks for letting me know."),
                ("She still does ballet Wednesdays though. And I've gone full time at the garden centre.",
                 "Ballet on Wednesdays and full time at the garden centre, got it."),
                ("Wipe that address, would you. I don't want his address kept anywhere.",
                 "Done, I won't keep the address.")),
         proposal=Proposal(add=("The user's ex-partner Gary lives at 14 Ferndale Road, Walsall.",
                                "The user's daughter Poppy does ballet on Wednesdays.",
                                "The user works full time at a garden centre.")),
         must=("Poppy", "garden centre"),
         must_not=("Ferndale", "Walsall"),
         forgotten=("Ferndale", "Walsall")),

    # later turn, "I'd rather you didn't remember", relationship
    Case(name="g40_rather_not_marco", category="forget_later",
         turns=(("I've started seeing someone, Marco. Haven't told Ella and Finn yet.",
                 "That's lovely news. Take the time you need."),
                ("Netball's still Tuesdays, so he'll have to work round that, ha.",
                 "Netball comes first!"),
                ("I'd rather you didn't remember the Marco thing for now. The kids use you too.",
                 "Understood, I won't remember anything about Marco.")),
         proposal=Proposal(add=("The user has started seeing someone called Marco.",
                                "The user has not told their children Ella and Finn about Marco.",
                                "The user's children are called Ella and Finn.",
                                "The user plays netball on Tuesdays.")),
         must=("Finn", "netball"),
         must_not=("Marco", "seeing someone"),
         forgotten=("Marco",)),

    # later turn, Irish, "never mind that bit"
    Case(name="g40_irish_never_mind_crypto", category="forget_later",
         turns=(("I lost three grand on that Dogecoin craic, I'm an eejit.",
                 "Ouch. Plenty of people got caught out by crypto."),
                ("Sure look. Me brother Cian's over from Boston next week, I'll need tea in, no sugar for me.",
                 "Noted, tea without sugar for you. Enjoy the visit from Cian."),
                ("Ah, never mind that bit about the Dogecoin, I'm mortified enough.",
                 "Consider it gone.")),
         proposal=Proposal(add=("The user lost 3,000 on Dogecoin crypto.",
                                "The user's brother Cian lives in Boston.",
                                "The user takes tea with no sugar.")),
         must=("Cian", "no sugar"),
         must_not=("Dogecoin", "crypto", "3,000"),
         forgotten=("Dogecoin", "crypto")),

    # later turn, "delete", two named things
    Case(name="g40_delete_dad_diagnosis", category="forget_later",
         turns=(("Dad, Bernard, has just been diagnosed with Parkinson's. We're looking at Oakwood care home.",
                 "I'm so sorry. That's a lot to take on."),
                ("It is, especially with marking. I teach Year 5, and reports are due.",
                 "Teaching and caring at once is hard. Be kind to yourself."),
                ("Could you delete what I said about Dad's diagnosis and the care home?",
                 "Of course, those are deleted.")),
         proposal=Proposal(add=("The user's father Bernard has been diagnosed with Parkinson's.",
                                "The user is considering Oakwood care home for their father.",
                                "The user's father is called Bernard.",
                                "The user is a Year 5 teacher.")),
         must=("Bernard", "teach"),
         must_not=("Parkinson", "Oakwood", "care home"),
         forgotten=("Parkinson", "Oakwood")),

    # same turn, before the fact, "off the record"
    Case(name="g40_off_record_neighbour", category="forget_later",
         turns=(("Off the record, don't store this: my neighbour Brenda is pregnant and hasn't told anyone."
                 " On the record, I'm hosting book club on the 20th and we're reading Middlemarch.",
                 "My lips are sealed on the first part. Book club on the 20th with Middlemarch, noted."),),
         proposal=Proposal(add=("The user's neighbour Brenda is pregnant.",
                                "The user is hosting book club on the 20th.",
                                "The user's book club is reading Middlemarch.")),
         must=("book club", "Middlemarch"),
         must_not=("Brenda", "pregnan"),
         forgotten=("Brenda", "pregnan")),

    # later turn, New Zealand, "can you not save"
    Case(name="g40_kiwi_tribunal", category="forget_later",
         turns=(("We just moved down to Hamilton. The old landlord's still holding our bond, so it's gone to the"
                 " Disputes Tribunal.",
                 "That's annoying. I hope the tribunal sorts it out quickly."),
                ("Sweet as. Kumara the cat hates the new place, she's been under the bed two days.",
                 "She'll come round once it smells like home."),
                ("Oh, can you not save the bit about the landlord, eh? It's still going through.",
                 "No worries, I won't save anything about that.")),
         proposal=Proposal(add=("The user recently moved to Hamilton.",
                                "The user's former landlord is holding their bond and it is at the Disputes"
                                " Tribunal.",
                                "The user has a cat called Kumara.")),
         must=("Hamilton", "Kumara"),
         must_not=("landlord", "Tribunal", "bond"),
         forgotten=("landlord", "Tribunal")),
)
# fmt: on

"""The second half of `writer_quality_fresh49_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH49: tuple[Case, ...] = (
    Case(name="f49_quoted_horoscope_morriston", category="quoted",
         turns=(("Listen to this, it's my horoscope in the Evening Post: 'A tall stranger will bring news from "
                 "abroad, and money is coming your way before the month is out.'",
                 "Sounds promising! Horoscopes are just for fun, of course, but it's a nice one."),
                ("Ha, money coming my way, I wish. I'm on the tills at the Tesco in Morriston, been there since "
                 "2015.",
                 "Nearly ten years at the same store, that's loyalty. Hope the money turns up!")),
         proposal=Proposal(add=("The user has worked on the tills at the Tesco in Morriston since 2015.",
                                "A tall stranger will bring the user news from abroad.",
                                "The user is coming into money this month.",
                                "The user has worked at Tesco for ten years.")),
         memories=(),
         must=("Tesco", "Morriston"),
         must_not=("stranger", "abroad", "coming into money", "ten years"),
         forgotten=()),
    Case(name="f49_quoted_essay_mississauga", category="quoted",
         turns=(("Can you take this down word for word for my essay? 'I have lived in Toronto my whole life, and "
                 "my father is a firefighter who taught me never to run from smoke.'",
                 "Got it: 'I have lived in Toronto my whole life, and my father is a firefighter who taught me "
                 "never to run from smoke.' Want me to read it back?"),
                ("Later. It's for creative writing, none of it's true lol. I'm from Mississauga and my dad "
                 "drives for Purolator.",
                 "Ha, creative licence! It's a strong opening line.")),
         proposal=Proposal(add=("The user is from Mississauga.", "The user's father drives for Purolator.",
                                "The user has lived in Toronto their whole life.",
                                "The user's father is a firefighter.",
                                "The user's father taught them never to run from smoke.")),
         memories=(),
         must=("Mississauga", "Purolator"),
         must_not=("lived in Toronto", "firefighter", "smoke"),
         forgotten=()),
    Case(name="f49_code_json_lisbon", category="code",
         turns=(("Can you tell me why this won't parse? {\"name\": \"Maria\", \"age\": 42, \"city\": \"Porto\", "
                 "}",
                 "The trailing comma after \"Porto\" is the problem: JSON doesn't allow trailing commas. Remove "
                 "it and it should parse."),
                ("Ah, obrigado. It's test data for a clinic booking system I'm building. I'm a freelance dev "
                 "here in Lisbon, and my son Tiago thinks I just play on the computer all day.",
                 "Ha, kids! Good luck with the booking system.")),
         proposal=Proposal(add=("The user is a freelance developer in Lisbon.", "The user has a son called Tiago.",
                                "The user's name is Maria.", "The user is 42.", "The user lives in Porto.",
                                "The user plays on the computer all day.")),
         memories=(),
         must=("freelance", "Lisbon", "Tiago"),
         must_not=("Maria", "42", "Porto", "plays on the computer"),
         forgotten=()),
    Case(name="f49_code_crontab_peoria", category="code",
         turns=(("I put this in crontab: 0 3 * * * TZ=Asia/Tokyo /home/pi/backup.sh --dest /mnt/nas/kenji and "
                 "nothing happens. What am I doing wrong?",
                 "Check that backup.sh is executable (chmod +x /home/pi/backup.sh) and that /mnt/nas/kenji "
                 "exists. Cron also runs with a minimal PATH, so use full paths inside the script."),
                ("Ha, forgot the chmod. Kenji's just my test folder name by the way. I teach chemistry at "
                 "Richwoods High in Peoria and the Pi backs up my gradebook every night.",
                 "That'll do it. Nightly gradebook backups are a smart idea.")),
         proposal=Proposal(add=("The user teaches chemistry at Richwoods High in Peoria.",
                                "The user's Raspberry Pi backs up their gradebook every night.",
                                "The user lives in the Asia/Tokyo timezone.", "The user has a son named Kenji.",
                                "The user's backups run at 3 am.",
                                "The user fixed their backup script with chmod +x.")),
         memories=(),
         must=("chemistry", "Richwoods", "Peoria"),
         must_not=("Tokyo", "Kenji", "3 am", "chmod"),
         forgotten=()),
    Case(name="f49_forget_later_glasgow_results", category="forget_later",
         turns=(("Koe, I got my results back, it's endometriosis. At least I know now.",
                 "I'm sorry. It's good to finally have an answer, though. Would you like some tips on managing "
                 "flare-ups?"),
                ("Not right now. Actually, see that thing I said about the results? Don't keep that. Gary uses "
                 "you too and I've not told him yet. Just remember I'm working from home Tuesdays and Thursdays "
                 "now, the office in Partick is a nightmare.",
                 "Of course, I won't keep that. Noted that you work from home on Tuesdays and Thursdays.")),
         proposal=Proposal(add=("The user has been diagnosed with endometriosis.",
                                "The user works from home on Tuesdays and Thursdays; their office is in Partick.",
                                "The user has not told Gary about their diagnosis.",
                                "The user wants tips on managing flare-ups.")),
         memories=(),
         must=("Tuesday", "Thursday", "Partick"),
         must_not=("endometriosis", "diagnos", "flare-up"),
         forgotten=("endometriosis",)),
    Case(name="f49_forget_later_asr_priya", category="forget_later",
         turns=(("ok koe um my sister priya is pregnant shes due in august so i need to like plan a baby shower "
                 "or whatever",
                 "How exciting! Congratulations to Priya. August gives you a good amount of time. Want some baby "
                 "shower ideas?"),
                ("wait actually no scratch that dont remember the pregnant thing she hasnt told our parents yet "
                 "and they use this speaker uh just remember priya lives in sacramento now she moved from fresno",
                 "No problem, I won't keep that. Noted that Priya lives in Sacramento now.")),
         proposal=Proposal(add=("The user's sister Priya is pregnant and due in August.",
                                "The user is planning a baby shower for Priya.",
                                "The user's sister Priya lives in Sacramento.", "The user's parents live in Fresno.")),
         memories=(),
         must=("Priya", "Sacramento"),
         must_not=("pregnan", "due in August", "baby shower", "parents live in Fresno"),
         forgotten=("pregnan", "due in August", "baby shower")),
    Case(name="f49_fact_in_question_pacemaker_hob", category="fact_in_question",
         turns=(("Now, with this pacemaker I got fitted in the spring, am I still all right to use the induction "
                 "hob, or will it do me harm?",
                 "It's generally considered safe, but guidance usually suggests keeping your chest at least 60 "
                 "centimetres from the cooking zone and not leaning over it. It's worth checking with your "
                 "cardiology clinic."),
                ("Right. I'll ask them at the Royal when I'm next in. Sure I don't lean over anything these "
                 "days, my back won't let me.",
                 "Very sensible. Your cardiology team can give advice specific to your device.")),
         proposal=Proposal(add=("The user has a pacemaker, fitted in the spring.",
                                "The user keeps 60 centimetres from the induction hob.",
                                "The user has been told it is safe to use an induction hob.",
                                "The user had surgery on their back.")),
         memories=(),
         must=("pacemaker",),
         must_not=("60", "safe to use", "surgery"),
         forgotten=()),
    Case(name="f49_fact_in_question_singapore_peanut", category="fact_in_question",
         turns=(("eh koe my friend bday at the satay place tmr, i allergic to peanut leh, can eat or not",
                 "Satay sauce is usually made with peanuts, so it's best to skip the sauce and check whether the "
                 "marinade has peanut too. If you have an EpiPen, bring it along."),
                ("ok lor i just eat the rice and cucumber then. my mum always pack my epipen one",
                 "Good plan, and good that your mum makes sure you have it. Enjoy the party!")),
         proposal=Proposal(add=("The user is allergic to peanuts.", "The user's mum packs the user's EpiPen.",
                                "The user is allergic to tree nuts and shellfish.",
                                "The user's friend's birthday is at the satay place.", "The user likes cucumber.")),
         memories=(),
         must=("peanut",),
         must_not=("tree nut", "shellfish", "birthday", "cucumber"),
         forgotten=()),
    Case(name="f49_two_facts_devon_kezia", category="two_facts",
         turns=(("Koe, mi have news. Mi son Devon start university up in Leeds this September, an' mi "
                 "granddaughter Kezia turn five last week. Mi feel old, yuh see!",
                 "Congratulations on both! Leeds is a great city for students. What's Devon going to study?"),
                ("Engineering, same as him father. Kezia want a puppy now fi her birthday but her mother seh no.",
                 "Engineering's a solid choice. And maybe the puppy can wait a little while!")),
         proposal=Proposal(add=("The user's son Devon starts university in Leeds this September, studying "
                                "engineering.",
                                "The user's granddaughter Kezia is five.",
                                "The user's granddaughter Kezia has a puppy.",
                                "The user's granddaughter Kezia is six.",
                                "The user's son Devon is studying medicine.")),
         memories=(),
         must=("Devon", "Leeds", "engineering", "Kezia"),
         must_not=("has a puppy", "six", "medicine"),
         forgotten=()),
    Case(name="f49_two_facts_kelpies_coeliac", category="two_facts",
         turns=(("G'day. Couple of things so you don't stuff up the shopping list: I'm coeliac, so nothing with "
                 "gluten, and I've got two kelpies, Bluey and Rusty, who eat more than I do.",
                 "Got it: gluten-free for you, and plenty of dog food for Bluey and Rusty. Working kelpies do "
                 "well on a high-protein diet."),
                ("Too right. We're out past Longreach, so I only get to town once a fortnight.",
                 "That makes a good list even more important. I'll help you plan a fortnight at a time.")),
         proposal=Proposal(add=("The user is coeliac and avoids gluten.",
                                "The user has two kelpies, Bluey and Rusty.",
                                "The user lives out past Longreach and gets to town once a fortnight.",
                                "The user's kelpies are on a high-protein diet.", "The user is lactose intolerant.",
                                "The user has three kelpies.")),
         memories=(),
         must=("coeliac", "Bluey", "Rusty", "Longreach"),
         must_not=("high-protein", "lactose", "three kelpies"),
         forgotten=()),
    Case(name="f49_two_facts_edinburgh_widower", category="two_facts",
         turns=(("Good evening. I should mention, for your records, that I am rather deaf in my left ear, so "
                 "please speak up, and that my wife, Margaret, passed away in 2019. I would prefer you not to "
                 "suggest dinners for two.",
                 "Thank you for telling me, and I'm very sorry about Margaret. I'll speak up and won't suggest "
                 "dinners for two. Have you considered a hearing aid? Many people find them helpful."),
                ("I have been assessed, thank you. Nothing is to be done for it.",
                 "Understood. I'll keep my voice clear and a little louder.")),
         proposal=Proposal(add=("The user is deaf in their left ear.", "The user's wife Margaret died in 2019.",
                                "The user prefers not to be offered dinners for two.",
                                "The user wears a hearing aid.", "The user is deaf in the right ear.",
                                "The user's wife Margaret died in 2018.")),
         memories=(),
         must=("left ear", "Margaret", "2019"),
         must_not=("hearing aid", "right ear", "2018"),
         forgotten=()),
    Case(name="f49_long_ramble_asr_mam_sligo", category="long_ramble",
         turns=(("ok so today was just mad like the plumber was supposed to come at nine and he didnt show till "
                 "half eleven and then the kettle went so i had no tea all morning and then the traffic on the "
                 "m50 was a disaster cause of some crash near the red cow and i was late for the school run and "
                 "the teacher gave me this look you know the look anyway thats all sorted now and oh yeah the "
                 "main thing is mam is moving in with us in june from sligo so we need to sort out the box room",
                 "What a day! Sorry about the kettle and the traffic. That's big news about your mam moving in "
                 "from Sligo in June. Want help planning the box room, like a checklist of what she'll need?"),
                ("yeah maybe later thanks",
                 "No problem, just say the word.")),
         proposal=Proposal(add=("The user's mam is moving in with them in June from Sligo.",
                                "The user's kettle is broken.", "The user's plumber is always late.",
                                "The user commutes on the M50 past the Red Cow.",
                                "The user is making a checklist for the box room.")),
         memories=(),
         must=("Sligo", "June"),
         must_not=("kettle", "plumber", "M50", "Red Cow", "checklist"),
         forgotten=()),
    Case(name="f49_long_ramble_texas_knee", category="long_ramble",
         turns=(("Well, let me tell you, it's been a dry one out here, the stock tank's lower than I've seen it "
                 "since '11, and the bass just aren't biting, my buddy Earl swears it's the heat but I think "
                 "it's that new fella upstream pumping water, and I told the county about it but you know how "
                 "that goes, they'll get to it in about five years, and then my truck started making that "
                 "clicking noise again, and I'm not paying that dealership in Brenham another dime. Anyway, what "
                 "I meant to tell you is I had my left knee replaced in October, so I can't do stairs for a "
                 "while and I'll need reminding to do my exercises twice a day.",
                 "Sounds like a long summer! A clicking noise when turning is often a CV joint. Sorry to hear "
                 "about the knee; I can remind you to do your exercises twice a day. Would morning and evening "
                 "work?"),
                ("Morning and evening's fine.",
                 "Great, I'll remind you morning and evening.")),
         proposal=Proposal(add=("The user had their left knee replaced in October and can't do stairs for a "
                                "while.",
                                "The user does knee exercises morning and evening.",
                                "The user's truck has a bad CV joint.",
                                "The user's neighbour upstream is stealing water.",
                                "The user had a hip replacement.", "The user had their right knee replaced.")),
         memories=(),
         must=("knee", "October"),
         must_not=("CV joint", "stealing", "hip replacement", "right knee"),
         forgotten=()),
    Case(name="f49_correction_aoife_nursing", category="correction",
         turns=(("You have it wrong about Aoife, she dropped the law after first year. She's doing nursing now, "
                 "down in Limerick.",
                 "Thanks for correcting me. Nursing in Limerick, that's a big change! Does she like it better?"),
                ("Loves it. Says it's the first time she's felt useful. She's at UL, in second year now.",
                 "That's great to hear. UL has a well-regarded nursing programme.")),
         proposal=Proposal(add=("The user's daughter Aoife is studying nursing in Galway.",
                                "The user's daughter Aoife feels useful for the first time.",
                                "UL has a well-regarded nursing programme."),
                           update=((0, "The user's daughter Aoife is in second year of nursing at UL in "
                                                                          "Limerick."),)),
         memories=("The user's daughter Aoife is studying law in Galway.", "The user lives in Ennis."),
         must=("Aoife", "nursing", "Limerick"),
         must_not=("studying law", "nursing in Galway", "well-regarded", "feels useful"),
         forgotten=()),
    Case(name="f49_correction_miso_is_a_girl", category="correction",
         turns=(("omg so miso is a GIRL. the vet told us today, weve been calling her a him for two years",
                 "Ha, that happens more often than you'd think with cats! Should I update that Miso is female?"),
                ("yes pls. still miso tho were not changing her name. shes getting spayed next month",
                 "Of course, Miso suits her. I hope the spay goes smoothly.")),
         proposal=Proposal(add=("The user's cat Miso has been neutered.", "The user is renaming their cat.",
                                "The user's cat Miso is two years old and is a boy."),
                           update=((0, "The user's cat Miso is a girl."),)),
         memories=("The user's cat Miso is a boy.", "The user lives in Seattle."),
         must=("Miso",),
         must_not=("is a boy", "neutered", "renaming"),
         forgotten=()),
)
# fmt: on

"""FORGET42: a set for `koe bench writer --quality`: 20 conversations, written without sight of the writer's rules;
held out for one first run before it joins (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FORGET42: tuple[Case, ...] = (
    # Scottish, elderly, voice: "leave the health thing oot" in a later turn
    Case(name="g42_forget_later_health_thing", category="forget_later",
         turns=(("aye so my daughter morag's just bought a flat down in leith, lovely wee place, and um i've "
                 "been up at the hospital for they heart tests, the cardiology folk are wanting to see me again "
                 "in march",
                 "That's lovely news about Morag's flat in Leith. I hope the appointment in March goes well."),
                ("och actually leave the health thing oot, i don't want that kept anywhere",
                 "Understood, I won't keep anything about your health.")),
         proposal=Proposal(add=("The user's daughter Morag has bought a flat in Leith.",
                                "The user is having heart tests at the hospital.",
                                "The user has a cardiology appointment in March.",
                                "The user lives in Leith.")),
         must=("Morag", "Leith"),
         must_not=("heart", "cardiology", "hospital", "user lives in Leith"),
         forgotten=("heart", "cardiology", "hospital")),

    # American, typed: "don't store her number"
    Case(name="g42_forget_later_her_number", category="forget_later",
         turns=(("Our neighbor Dolores waters the plants whenever we travel. Her cell is 555-0142 in case you "
                 "ever need it. We're doing Lisbon for our 10th anniversary in May.",
                 "Nice! Lisbon in May sounds lovely. Happy early anniversary."),
                ("Hmm actually don't store her number. She's pretty private about that kind of thing.",
                 "Got it, I won't keep Dolores's number.")),
         proposal=Proposal(add=("The user's neighbor Dolores waters the plants when the user travels.",
                                "Dolores's phone number is 555-0142.",
                                "The user is going to Lisbon in May for their 10th anniversary.",
                                "The user is Portuguese.",
                                "Dolores is a private person.")),
         must=("Dolores", "Lisbon"),
         must_not=("555", "0142", "Portuguese", "private person"),
         forgotten=("555", "0142")),

    # Nigerian, voice: "that work drama sha, no need to remember it"
    Case(name="g42_forget_later_work_drama", category="forget_later",
         turns=(("ah this office sef, my oga mr adebayo and madam okonkwo from accounts have been quarrelling "
                 "for two weeks now, everybody is taking sides. anyway my side business is moving well o, i "
                 "started a tailoring business, ife stitches, i do aso ebi for weddings",
                 "Congratulations on Ife Stitches! Aso ebi for weddings sounds like a great niche."),
                ("thank you o. that work drama sha, no need to remember it, it's not my matter",
                 "No problem, I'll leave the office matter out.")),
         proposal=Proposal(add=("The user runs a tailoring business called Ife Stitches that makes aso ebi for "
                                "weddings.",
                                "The user's boss Mr Adebayo is quarrelling with Madam Okonkwo from accounts.",
                                "The user works in accounts.",
                                "The user is taking sides in an office dispute.")),
         must=("Ife Stitches", "aso ebi"),
         must_not=("Adebayo", "Okonkwo", "quarrel", "works in accounts", "taking sides"),
         forgotten=("Adebayo", "Okonkwo", "quarrel")),

    # Australian, voice, self-repair on the dog's name: "scratch the last bit"
    Case(name="g42_forget_later_last_bit", category="forget_later",
         turns=(("yeah so we finally got a kelpie pup, her name's bluey no sorry tilly, bluey was our old girl "
                 "who passed, and um my brother shane's just come out of rehab up in cairns",
                 "A kelpie pup, lovely! Tilly's a great name."),
                ("scratch the last bit yeah, that's shane's business not mine",
                 "No worries, I'll leave that out.")),
         proposal=Proposal(add=("The user has a kelpie pup named Tilly.",
                                "The user has a dog named Bluey.",
                                "The user's brother Shane has just come out of rehab in Cairns.",
                                "The user lives in Cairns.")),
         must=("Tilly", "kelpie"),
         must_not=("rehab", "Cairns", "dog named Bluey"),
         forgotten=("rehab", "Cairns")),

    # Irish, elderly, voice, three turns: "don't be keeping what i said before that"
    Case(name="g42_forget_later_before_that", category="forget_later",
         turns=(("i do be going to the bingo in ballina every thursday night with my sister nuala",
                 "That sounds like a grand night out."),
                ("it is. the pension is only three hundred and forty a week mind you so i don't go mad with it. "
                 "and the grandson cian is starting engineering in galway in september",
                 "Congratulations to Cian, Galway's a great place to study."),
                ("ah don't be keeping what i said before that, about the money like",
                 "Of course, I'll leave out what you said about your pension.")),
         proposal=Proposal(add=("The user goes to bingo in Ballina every Thursday with her sister Nuala.",
                                "The user's pension is three hundred and forty euro a week.",
                                "The user's grandson Cian is starting engineering in Galway in September.",
                                "The user is studying engineering in Galway.",
                                "The user gambles heavily.")),
         must=("Ballina", "Cian"),
         must_not=("pension", "three hundred", "user is studying", "gambles"),
         forgotten=("pension", "three hundred")),

    # Singaporean, typed: "that one don't save ok"
    Case(name="g42_forget_later_that_one", category="forget_later",
         turns=(("My wife Mei Ling is pregnant with our second one, due October. Also I kena retrenched last "
                 "month lah, still looking.",
                 "Congratulations on the baby! And sorry to hear about the job, I hope the search goes well."),
                ("Eh that one don't save ok. The retrenched part. Wife's one can save.",
                 "Okay, I'll only keep the news about Mei Ling.")),
         proposal=Proposal(add=("The user's wife Mei Ling is pregnant with their second child, due in October.",
                                "The user was retrenched last month.",
                                "The user is looking for a job.",
                                "The user is pregnant.",
                                "The user has two children.")),
         must=("Mei Ling", "pregnant"),
         must_not=("retrench", "job", "user is pregnant", "has two children"),
         forgotten=("retrench", "job")),

    # Welsh, voice: partial, "you can keep the wedding but not the tablets thing"
    Case(name="g42_forget_later_keep_x_not_y", category="forget_later",
         turns=(("so me and rhys are getting married next august down in tenby, his nan's from there like, and "
                 "um i've been on antidepressants since the spring which has been a bit of a journey",
                 "Congratulations to you and Rhys! Tenby will be beautiful for a wedding."),
                ("diolch. you can keep the wedding but not the tablets thing yeah",
                 "Of course, I'll keep the wedding and leave the rest out.")),
         proposal=Proposal(add=("The user is marrying Rhys next August in Tenby.",
                                "The user has been taking antidepressants since the spring.",
                                "The user's nan is from Tenby.",
                                "The user lives in Tenby.")),
         must=("Rhys", "Tenby"),
         must_not=("antidepressant", "tablets", "user's nan", "lives in Tenby"),
         forgotten=("antidepressant", "tablets")),

    # Kiwi, typed: forget, then change of mind back to keeping it
    Case(name="g42_forget_later_mind_back_keep", category="forget_later",
         turns=(("Just so you know, my mum Aroha has dementia and she's living with us now in Rotorua. She "
                 "might talk to you sometimes.",
                 "Thanks for telling me. I'll be patient and gentle if Aroha talks to me."),
                ("Actually, forget that. Feels a bit much having it written down.",
                 "Okay, I won't keep it."),
                ("Nah on second thought, keep it. It'll help if she gets confused talking to you.",
                 "Understood, I'll keep that Aroha has dementia and lives with you.")),
         proposal=Proposal(add=("The user's mother Aroha has dementia and lives with the user in Rotorua.",
                                "The user has dementia.",
                                "The user's mother Aroha lives in a rest home.",
                                "The user does not want anything written down.")),
         must=("Aroha", "dementia"),
         must_not=("user has dementia", "rest home", "written down"),
         forgotten=()),

    # Jamaican, voice: keep everything, then change of mind towards wiping part
    Case(name="g42_forget_later_mind_to_wipe", category="forget_later",
         turns=(("yow mi son dwayne just pass him driving test first time, and mi deh inna di middle a di "
                 "divorce wid marcia, it rough",
                 "Big congratulations to Dwayne! And I'm sorry things are rough with the divorce."),
                ("yeah man remember all a dat fi mi",
                 "I'll remember both."),
                ("hmm no, wipe out di divorce business, mi nuh want dat inna no computer",
                 "Done, I'll only keep Dwayne's news.")),
         proposal=Proposal(add=("The user's son Dwayne passed his driving test first time.",
                                "The user is going through a divorce with Marcia.",
                                "The user passed his driving test.",
                                "The user's wife is Marcia.")),
         must=("Dwayne", "driving"),
         must_not=("divorce", "Marcia", "user passed"),
         forgotten=("divorce", "Marcia")),

    # Indian, typed: request made as a question
    Case(name="g42_forget_later_as_question", category="forget_later",
         turns=(("My mother-in-law Kamala aunty is staying with us till March. Also I owe my cousin 2 lakh "
                 "rupees, don't tell anyone haha",
                 "Noted about Kamala aunty's stay. And your secret's safe with me."),
                ("Can you not keep the loan thing? Is that possible?",
                 "Yes, I won't keep anything about the money you owe.")),
         proposal=Proposal(add=("The user's mother-in-law Kamala is staying with the user until March.",
                                "The user owes their cousin 2 lakh rupees.",
                                "The user's cousin Kamala is staying with them.",
                                "The user has a loan from a bank.")),
         must=("Kamala",),
         must_not=("lakh", "rupees", "owes", "cousin Kamala", "bank"),
         forgotten=("lakh", "rupees", "owes")),

    # American South, voice: the request comes BEFORE the fact
    Case(name="g42_forget_later_request_first", category="forget_later",
         turns=(("okay now don't write this down but um my husband earl's been lookin at jobs up in nashville, "
                 "he ain't told his boss yet so. anyway what i called about, our church potluck at grace "
                 "baptist is the third sunday and i'm bringin my peach cobbler, i make it every year",
                 "Your peach cobbler sounds like a potluck favorite! Third Sunday at Grace Baptist, got it."),),
         proposal=Proposal(add=("The user's husband Earl is looking at jobs in Nashville.",
                                "Earl hasn't told his boss he is job hunting.",
                                "The user attends Grace Baptist church.",
                                "The user brings peach cobbler to the church potluck every year.",
                                "The user is moving to Nashville.")),
         must=("Grace Baptist", "cobbler"),
         must_not=("Nashville", "job", "boss"),
         forgotten=("Nashville", "job")),

    # Geordie, voice: "forget aal that aa just said" covers the whole second turn
    Case(name="g42_forget_later_whole_turn", category="forget_later",
         turns=(("me and the bairns are off to whitley bay on saturday, the little un kai's mad on crabbing, "
                 "he'd stay on the rocks all day if ye let him",
                 "Sounds like a great day out. Good luck to Kai with the crabbing!"),
                ("aye. and wor lass is seeing a solicitor about her ex, he's not been paying nowt for the lad "
                 "and she's proper skint. actually forget aal that aa just said like, none of it's for saving",
                 "Alright, I won't keep any of that.")),
         proposal=Proposal(add=("The user's son Kai loves crabbing.",
                                "The user's partner is seeing a solicitor about her ex.",
                                "The user's partner's ex is not paying child support.",
                                "The user's partner is short of money.",
                                "The user lives in Whitley Bay.")),
         must=("Kai", "crabbing"),
         must_not=("solicitor", "child support", "paying", "skint", "short of money", "lives in Whitley Bay"),
         forgotten=("solicitor", "child support", "paying", "skint", "short of money")),

    # Polish in London, typed: delete an OLDER memory, plus a new fact
    Case(name="g42_forget_later_old_memory_ex", category="forget_later",
         memories=("The user's ex-boyfriend Tomasz lives in Kraków.",
                   "The user works as a nurse at St Thomas' Hospital."),
         turns=(("Please delete everything about Tomasz, we're not in contact anymore and I don't want him in "
                 "there. Also I moved to night shifts in A&E from this month.",
                 "Done, I've removed Tomasz. Night shifts in A&E, that's a big change!"),),
         proposal=Proposal(add=("The user works night shifts in A&E.",
                                "The user no longer speaks to Tomasz."),
                           update=((0, "The user's ex-boyfriend Tomasz lives in Kraków and they are no longer "
                                       "in contact."),),
                           retire=()),
         must=("nurse", "A&E"),
         must_not=("Tomasz", "Kraków"),
         forgotten=("Tomasz", "Kraków")),

    # Filipino, voice: erase an older memory, alongside a correction of another
    Case(name="g42_forget_later_old_memory_loan", category="forget_later",
         memories=("The user's husband Jun works on a cargo ship.",
                   "The user is behind on the house loan payments.",
                   "The user's daughter Bea is in grade 5."),
         turns=(("hi um can you like erase the one about the house loan po, we're okay na, and i don't want the "
                 "kids to hear it. and bea is grade 6 na, she moved up last june",
                 "Okay po, I've erased that. Congratulations to Bea on moving up to grade 6!"),),
         proposal=Proposal(add=("The user's children might overhear the assistant.",),
                           update=((1, "The user is no longer behind on the house loan payments."),
                                   (2, "The user's daughter Bea is in grade 6.")),
                           retire=()),
         must=("cargo ship", "grade 6"),
         must_not=("house loan", "behind on", "grade 5", "overhear"),
         forgotten=("house loan", "behind on")),

    # Teenager, typed: "keep the first thing private"
    Case(name="g42_forget_later_keep_private", category="forget_later",
         turns=(("ok so i came out to my mum last week as bi and she was honestly so chill about it. ALSO i got "
                 "into the robotics team at school!!! we compete in april",
                 "That's wonderful on both counts! Congratulations on making the robotics team."),
                ("ty!! pls keep the first thing private tho like dont save it anywhere my little brother could see",
                 "Of course, I won't save that. Just the robotics team.")),
         proposal=Proposal(add=("The user is bisexual.",
                                "The user came out to their mother last week.",
                                "The user is on the school robotics team.",
                                "The user's little brother is on the robotics team.")),
         must=("robotics",),
         must_not=("bisexual", "came out", "user is bi", "brother is on"),
         forgotten=("bisexual", "came out", "user is bi")),

    # Indian, elderly, voice: "don't record that" next to "that one don't forget"
    Case(name="g42_forget_later_dont_record", category="forget_later",
         turns=(("beta my sugar was three hundred this morning, don't record that ok, my son will see and he'll "
                 "shout at me. but my granddaughter ananya's birthday is ninth july, she'll be seven. that one "
                 "don't forget",
                 "Okay, I won't note the sugar reading. Ananya's birthday on the ninth of July, I'll remember."),),
         proposal=Proposal(add=("The user's blood sugar was three hundred this morning.",
                                "The user is diabetic.",
                                "The user's granddaughter Ananya's birthday is on 9 July.",
                                "The user's son shouts at the user.",
                                "The user is seven.")),
         must=("Ananya", "July"),
         must_not=("sugar", "three hundred", "diabetic", "shout", "user is seven"),
         forgotten=("sugar", "three hundred")),

    # South African, typed: "pretend I never mentioned the bakkie"
    Case(name="g42_forget_later_never_mentioned", category="forget_later",
         turns=(("My boet Pieter is marrying his girlfriend Anja in December, in Stellenbosch. Also my bakkie "
                 "got repossessed on Monday, eish, what a week.",
                 "Congrats to Pieter and Anja! And sorry about the bakkie, that's rough."),
                ("Ja. Pretend I never mentioned the bakkie, hey. Bit embarrassing.",
                 "No problem, I'll leave that out.")),
         proposal=Proposal(add=("The user's brother Pieter is marrying Anja in December in Stellenbosch.",
                                "The user's bakkie was repossessed.",
                                "The user is marrying Anja.",
                                "The user is having a bad week.")),
         must=("Pieter", "Stellenbosch"),
         must_not=("bakkie", "repossess", "user is marrying", "bad week"),
         forgotten=("bakkie", "repossess")),

    # Canadian, voice: "off the record" before, "on the record" after
    Case(name="g42_forget_later_off_the_record", category="forget_later",
         turns=(("okay so this is off the record, my sister jen is pregnant but she hasn't told anyone yet so "
                 "like, you didn't hear it from me. on the record though, we finally adopted a cat, she's a "
                 "grey tabby, her name's poutine",
                 "Congratulations on adopting Poutine! A grey tabby, how lovely."),),
         proposal=Proposal(add=("The user's sister Jen is pregnant.",
                                "The user adopted a grey tabby cat named Poutine.",
                                "The user is pregnant.",
                                "The user likes poutine.")),
         must=("Poutine", "tabby"),
         must_not=("pregnant", "likes poutine"),
         forgotten=("pregnant",)),

    # Ghanaian, typed: "leave my address off"
    Case(name="g42_forget_later_address", category="forget_later",
         turns=(("I teach Class 4 at a primary school in Accra, been there eleven years now. My house is number "
                 "27, Abelenkpe, near the Total filling station, if you ever need it.",
                 "Eleven years teaching Class 4, that's wonderful dedication!"),
                ("Actually leave my address off. My husband Kwabena says these things get hacked.",
                 "Understood, I won't keep your address.")),
         proposal=Proposal(add=("The user teaches Class 4 at a primary school in Accra.",
                                "The user lives at number 27, Abelenkpe, near the Total filling station.",
                                "The user's husband is Kwabena.",
                                "The user's memories have been hacked.")),
         must=("Class 4", "Accra"),
         must_not=("Abelenkpe", "filling station", "hacked"),
         forgotten=("Abelenkpe", "filling station")),

    # Scouse, voice: question about an older memory ("is that ... still on there? get rid of it")
    Case(name="g42_forget_later_old_memory_question", category="forget_later",
         memories=("The user is in recovery from a gambling addiction.",
                   "The user supports Everton.",
                   "The user's niece Kayleigh lives with the user."),
         turns=(("ey is that gambling thing still on there? get rid of it will ye, i don't want our kayleigh "
                 "seein it when she's messin with ye. oh and i've gorra season ticket now, gwladys street end, "
                 "first time in twenty year",
                 "I've taken it off. And a season ticket at the Gwladys Street end, brilliant!"),),
         proposal=Proposal(add=("The user has an Everton season ticket in the Gwladys Street end.",
                                "The user wants to hide their gambling from Kayleigh.",
                                "The user's niece Kayleigh messes with the assistant.")),
         must=("Everton", "season ticket", "Kayleigh"),
         must_not=("gambling", "messes with"),
         forgotten=("gambling",)),
)
# fmt: on

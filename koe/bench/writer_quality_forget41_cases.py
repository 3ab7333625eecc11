"""FORGET41: a set for `koe bench writer --quality`: 20 conversations, written without sight of the writer's rules;
held out for one first run before it joins (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FORGET41: tuple[Case, ...] = (
    # Irish, voice: "off the record" said BEFORE the fact, then the fact that stays.
    Case(name="g41_forget_later_off_record_meds", category="forget_later",
         turns=(("right so this is off the record now but i've been on the blood thinners since the stroke "
                 "scare last year "
                 "um and on the record like me mam is moving in with us in march so we'll need the downstairs "
                 "room done up",
                 "Understood, I'll leave the first part out. Your mam moving in in March sounds like a big change."),),
         proposal=Proposal(add=("The user's mother is moving in with the user in March.",
                                "The user takes blood thinners.",
                                "The user had a stroke scare last year.",
                                "The user's mother had a stroke.")),
         must=("March",),
         must_not=("blood thinner", "stroke"),
         forgotten=("blood thinner", "stroke")),

    # Nigerian, typed: "anything about money" by kind.
    Case(name="g41_forget_later_money_enugu", category="forget_later",
         turns=(("My brother Chidi is getting married in Enugu in December, I will travel down for it. I also "
                 "lent him 800k "
                 "naira for the ceremony. Abeg don't keep anything about money o, my wife will see it.",
                 "Congratulations to Chidi! I won't keep anything about the money."),),
         proposal=Proposal(add=("The user's brother Chidi is getting married in Enugu in December.",
                                "The user lent Chidi 800,000 naira for the wedding.",
                                "The user is wealthy.",
                                "The user hides money from their wife.")),
         must=("Chidi", "Enugu"),
         must_not=("800", "naira", "lent", "wealthy", "hides money"),
         forgotten=("800", "naira", "lent")),

    # American South, voice: "scratch that last bit" by pointing.
    Case(name="g41_forget_later_scratch_last_bit", category="forget_later",
         turns=(("well y'all we got us a new bird dog name of duke he's a english pointer about three years old and uh "
                 "my cousin earl just got out of county last week lord help us all hold on scratch that last bit",
                 "Done, that last part's gone. Duke sounds like a fine dog."),),
         proposal=Proposal(add=("The user has a three-year-old English Pointer named Duke.",
                                "The user's cousin Earl was released from county jail last week.",
                                "The user is religious.",
                                "The user's family has a criminal history.")),
         must=("Duke", "pointer"),
         must_not=("Earl", "county", "jail", "religious", "criminal"),
         forgotten=("Earl", "county", "jail")),

    # Australian, voice: partial ("keep the dog but drop the vet bill").
    Case(name="g41_forget_later_kelpie_vet_bill", category="forget_later",
         turns=(("so we've adopted a kelpie from the rescue out at ballarat she's called biscuit and um the vet "
                 "bill for "
                 "her teeth was nearly two grand strewth so yeah keep the dog stuff but drop the vet bill yeah",
                 "No worries, I'll keep Biscuit and leave the bill out."),),
         proposal=Proposal(add=("The user adopted a kelpie named Biscuit from a rescue in Ballarat.",
                                "The user paid nearly $2,000 in vet bills for Biscuit's teeth.",
                                "Biscuit has bad teeth.",
                                "The user lives in Ballarat.")),
         must=("Biscuit", "kelpie"),
         must_not=("vet bill", "2,000", "two grand", "teeth", "user lives in Ballarat"),
         forgotten=("vet bill", "2,000", "two grand", "teeth")),

    # Scottish, voice: forget, then change of mind -> keep it, nothing forgotten.
    Case(name="g41_forget_later_iona_change_mind", category="forget_later",
         turns=(("ma partner iona's expecting um she's due in august so we'll be needing the wee room sorted och "
                 "forget ah said that",
                 "Nae bother, I'll leave that out."),
                ("actually naw ye can keep it it's fine everybody knows noo anyway",
                 "Lovely, I'll keep it then. Congratulations to you both!")),
         proposal=Proposal(add=("The user's partner Iona is expecting a baby, due in August.",
                                "The user is pregnant.",
                                "The user asked for Iona's pregnancy to be forgotten.")),
         must=("Iona", "August"),
         must_not=("user is pregnant", "forgotten"),
         forgotten=()),

    # Singaporean, typed: a forget request about something never said here (nothing to forget).
    Case(name="g41_forget_later_ex_not_said", category="forget_later",
         turns=(("Eh can you forget what I told you about my ex ah. Anyway my daughter Wei Ling starting P1 at Rosyth "
                 "next January, need to remind me buy her school shoes.",
                 "Sure. Exciting that Wei Ling starts Primary 1 at Rosyth in January! I'll remind you about the "
                 "shoes."),),
         proposal=Proposal(add=("The user's daughter Wei Ling is starting Primary 1 at Rosyth School next January.",
                                "The user has an ex-husband.",
                                "The user recently broke up with someone.",
                                "The user wants to forget their ex.")),
         must=("Wei Ling", "Rosyth"),
         must_not=("ex-husband", "broke up", "their ex"),
         forgotten=()),

    # Indian English, typed: later turn, forget request phrased as a question.
    Case(name="g41_forget_later_question_brother", category="forget_later",
         turns=(("My brother Arjun has failed his CA finals again, third attempt only. Also we are shifting to Pune in "
                 "June, my company is relocating me.",
                 "Sorry to hear about Arjun's exams. Pune in June is a big move!"),
                ("Can you not remember the thing about my brother? He would be very embarrassed if it came up.",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user is moving to Pune in June because their company is relocating them.",
                                "The user's brother Arjun has failed his CA finals three times.",
                                "The user's brother is embarrassed easily.",
                                "The user works in accounting.")),
         must=("Pune",),
         must_not=("failed", "CA final", "third attempt", "embarrassed", "accounting"),
         forgotten=("failed", "CA final", "third attempt")),

    # Geordie, voice: "divvent tell anyone" (keep, it's private) vs "divvent write that down" (forget).
    Case(name="g41_forget_later_tell_vs_write", category="forget_later",
         turns=(("ah've applied for a job up at the nissan plant in sunderland like divvent tell anyone yet mind "
                 "an wor kev's been on the sick for his nerves since easter divvent write that down mind it's "
                 "his business",
                 "Righto, mum's the word on the job, and I won't note down the bit about Kev."),),
         proposal=Proposal(add=("The user has applied for a job at the Nissan plant in Sunderland.",
                                "The user's brother Kev has been on sick leave for his nerves since Easter.",
                                "The user wants to keep secrets from their family.",
                                "The user works at Nissan.")),
         must=("Nissan",),
         must_not=("nerves", "sick", "keep secrets", "works at Nissan"),
         forgotten=("nerves", "sick")),

    # Welsh, typed: "her address" by kind; keep the move, drop the address.
    Case(name="g41_forget_later_nan_address", category="forget_later",
         turns=(("My nan Gwen is moving into the care home in Llandudno next month. Her address will be Room 6, "
                 "14 Craig-y-Don Road. Actually don't keep her address, just that she's moving, tidy.",
                 "Of course. I'll just note that Gwen is moving into a care home in Llandudno."),),
         proposal=Proposal(add=("The user's nan Gwen is moving into a care home in Llandudno next month.",
                                "Gwen's address will be Room 6, 14 Craig-y-Don Road.",
                                "The user lives in Llandudno.",
                                "Gwen has dementia.")),
         must=("Gwen", "care home"),
         must_not=("Craig-y-Don", "Room 6", "14 Craig", "user lives in Llandudno", "dementia"),
         forgotten=("Craig-y-Don", "Room 6", "14 Craig")),

    # Kiwi, elderly voice, three turns: the forget comes in the last turn, about the middle one.
    Case(name="g41_forget_later_kiwi_hospital_thing", category="forget_later",
         turns=(("me and the wife are off to rarotonga for our fortieth wedding anniversary in november",
                 "Oh how lovely, forty years! Rarotonga will be beautiful in November."),
                ("oh and i've got me colonoscopy booked for the third ay so i'll need a lift",
                 "Noted, I hope it goes smoothly."),
                ("ah look you don't need to keep the hospital thing eh nobody needs to know about that",
                 "No worries, I'll leave that out.")),
         proposal=Proposal(add=("The user and his wife are going to Rarotonga for their 40th wedding "
                                "anniversary in November.",
                                "The user has a colonoscopy booked for the 3rd.",
                                "The user is 40 years old.",
                                "The user has bowel cancer.")),
         must=("Rarotonga", "anniversary"),
         must_not=("colonoscopy", "40 years old", "cancer"),
         forgotten=("colonoscopy",)),

    # Teenager, typed: "delete what i just said" by pointing at the last thing.
    Case(name="g41_forget_later_teen_crush", category="forget_later",
         turns=(("ok so i got into the regional under 16 netball squad!!! goal attack obvs. also i have the BIGGEST "
                 "crush on jayden from maths lol",
                 "Congratulations on making the squad!"),
                ("wait omg delete what i just said abt jayden pls pls",
                 "Done, that's gone.")),
         proposal=Proposal(add=("The user made the regional under-16 netball squad as goal attack.",
                                "The user has a crush on Jayden from maths class.",
                                "The user is good at maths.",
                                "The user is dating Jayden.")),
         must=("netball",),
         must_not=("Jayden", "crush", "good at maths"),
         forgotten=("Jayden", "crush")),

    # Jamaican, voice: "nuh bother put dat down" on the medical part.
    Case(name="g41_forget_later_jamaican_pressure_pills", category="forget_later",
         turns=(("mi granddaughter shanice graduate from nursing school a kingston last week mi so proud a har "
                 "an di pressure pills dem weh mi tek fi mi heart nuh bother put dat down",
                 "Congratulations to Shanice! I won't write down the part about the pills."),),
         proposal=Proposal(add=("The user's granddaughter Shanice graduated from nursing school in Kingston last week.",
                                "The user takes blood pressure pills for their heart.",
                                "The user is a nurse.",
                                "The user lives in Kingston.")),
         must=("Shanice", "nursing"),
         must_not=("pressure", "pills", "heart", "user is a nurse", "user lives in Kingston"),
         forgotten=("pressure", "pills", "heart")),

    # Filipino, typed: keep the job, don't save the salary.
    Case(name="g41_forget_later_seaman_salary", category="forget_later",
         turns=(("Hi po! My husband Jun-Jun is working as seaman on a ship in Norway now, his contract is 9 months. "
                 "His salary is 2,800 dollars a month pero pls don't save that part about the salary ha, private yun.",
                 "Got it, I won't keep the salary. Nine months is a long contract, I hope the time passes quickly."),),
         proposal=Proposal(add=("The user's husband Jun-Jun works as a seaman on a ship in Norway on a 9-month "
                                "contract.",
                                "Jun-Jun earns $2,800 a month.",
                                "The user lives in Norway.",
                                "The user is lonely.")),
         must=("Jun-Jun", "seaman"),
         must_not=("salary", "2,800", "earns", "user lives in Norway", "lonely"),
         forgotten=("salary", "2,800", "earns")),

    # American, typed: "forget everything else, just keep X" (most things dropped, one kept).
    Case(name="g41_forget_later_keep_only_allergy", category="forget_later",
         turns=(("Ugh what a week. My landlord is suing me over the deposit, my car got towed on Tuesday, and oh also "
                 "my son Mateo just got diagnosed allergic to peanuts, that's the important one. Honestly forget "
                 "everything else I said and just keep Mateo's allergy.",
                 "That's a rough week. I'll keep only Mateo's peanut allergy."),),
         proposal=Proposal(add=("The user's son Mateo is allergic to peanuts.",
                                "The user's landlord is suing them over the deposit.",
                                "The user's car was towed on Tuesday.",
                                "The user is bad with money.")),
         must=("Mateo", "peanut"),
         must_not=("landlord", "suing", "deposit", "towed", "bad with money"),
         forgotten=("landlord", "suing", "deposit", "towed")),

    # Indian English, voice: change of mind on one thing, a real forget on the other.
    Case(name="g41_forget_later_priya_dad_mixed", category="forget_later",
         turns=(("my wife priya has type two diabetes and my father is staying with us from chennai for the winter um "
                 "actually don't save the diabetes thing",
                 "Okay, I'll leave out the diabetes."),
                ("no no wait keep it keep it you'll need it for the recipes. but the thing about dad don't keep that "
                 "he's only here few weeks",
                 "Understood: I'll keep Priya's diabetes for the recipes and leave out your father's visit.")),
         proposal=Proposal(add=("The user's wife Priya has type 2 diabetes.",
                                "The user's father is staying with the user from Chennai for the winter.",
                                "The user has diabetes.",
                                "The user's father lives with the user.")),
         must=("Priya", "diabetes"),
         must_not=("Chennai", "father", "user has diabetes"),
         forgotten=("Chennai", "father")),

    # South African, typed, three turns: "that one" points at the previous turn only.
    Case(name="g41_forget_later_durban_that_one", category="forget_later",
         turns=(("We've just moved to Durban North, the kids are at Northwood now.",
                 "Welcome to Durban North! I hope the kids settle in well at Northwood."),
                ("And my husband lost his job at the port last month so money's tight.",
                 "I'm sorry to hear that, that's really hard."),
                ("Eish, rather don't keep that one hey.",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user lives in Durban North and their children attend Northwood.",
                                "The user's husband lost his job at the port last month.",
                                "The user is struggling financially.",
                                "The user's husband works at the port.")),
         must=("Durban North", "Northwood"),
         must_not=("job", "money", "financially", "works at the port"),
         forgotten=("job", "money", "financially")),

    # Irish, typed: "keep that private ... not stored at all" on one fact, explicit keep on the other.
    Case(name="g41_forget_later_galway_private", category="forget_later",
         turns=(("Our Saoirse is starting speech therapy on Mondays in Galway. Keep that private actually, I'd rather "
                 "it's not stored at all. But she's starting at the Gaelscoil in September, you can keep that one.",
                 "No problem. I'll just keep that Saoirse starts at the Gaelscoil in September."),),
         proposal=Proposal(add=("The user's daughter Saoirse is starting at the Gaelscoil in September.",
                                "Saoirse is starting speech therapy on Mondays in Galway.",
                                "Saoirse has a speech disorder.",
                                "The user speaks Irish at home.")),
         must=("Gaelscoil", "September"),
         must_not=("speech", "therapy", "speaks Irish"),
         forgotten=("speech", "therapy")),

    # Scottish, elderly voice: "dinnae keep that" on a morbid detail, the trip stays.
    Case(name="g41_forget_later_oban_ashes", category="forget_later",
         turns=(("och ah keep ma alasdair's ashes in the press in the hall ye ken och dinnae keep that it's morbid "
                 "ah'm gaun tae ma sister morna's in oban for hogmanay",
                 "I'll leave that out. Hogmanay in Oban with Morna sounds lovely."),),
         proposal=Proposal(add=("The user is going to her sister Morna's in Oban for Hogmanay.",
                                "The user keeps Alasdair's ashes in the cupboard in the hall.",
                                "The user is morbid.",
                                "The user lives in Oban.")),
         must=("Morna", "Oban"),
         must_not=("ashes", "cupboard", "user is morbid", "user lives in Oban"),
         forgotten=("ashes", "cupboard")),

    # Canadian, voice: "don't let me forget" (keep) next to "you can forget that" (drop).
    Case(name="g41_forget_later_dont_forget_vs_forget", category="forget_later",
         turns=(("okay so don't let me forget my mom dolores turns eighty on may ninth we're doing a party at the "
                 "legion hall um the dentist thing on friday though you can forget that i'll remember it myself",
                 "Got it, I'll keep Dolores's 80th on May 9th and drop the dentist."),),
         proposal=Proposal(add=("The user's mother Dolores turns 80 on May 9th, with a party at the Legion hall.",
                                "The user has a dentist appointment on Friday.",
                                "The user is forgetful.",
                                "The user is a member of the Legion.")),
         must=("Dolores", "80"),
         must_not=("dentist", "forgetful", "member of the Legion"),
         forgotten=("dentist",)),

    # English Midlands, voice: forget something stored earlier (existing memory), add a new fact.
    Case(name="g41_forget_later_bin_old_memory", category="forget_later",
         memories=("The user's neighbour Gary is having an affair.",
                   "The user's cat is called Pickle."),
         turns=(("ey up duck that thing i said about gary next door the other week can you bin that i shouldn't have "
                 "said it and oh pickle's had kittens four of 'em all tabbies",
                 "Aww, four tabby kittens! And I'll get rid of the bit about Gary."),),
         proposal=Proposal(add=("The user's cat Pickle has had four tabby kittens.",
                                "The user's neighbour Gary is a bad person.",
                                "The user regrets gossiping.")),
         must=("Pickle", "kitten"),
         must_not=("affair", "bad person", "gossip"),
         forgotten=("affair",)),
)
# fmt: on

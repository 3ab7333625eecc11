"""The second half of `writer_quality_fresh51_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH51: tuple[Case, ...] = (
    Case(name="f51_quoted_gwen_choir", category="quoted",
         turns=(("Gwen's just texted me, listen to this: 'Can't do choir Thursday, cariad, my hip is playing up "
                 "again and Dai's got the car.' Typical.",
                 "Oh dear, poor Gwen. Would you like me to pass a message to the choir leader?"),
                ("No, I'll tell Eirlys myself, she runs it. I sing alto, Gwen's a soprano, so they'll manage "
                 "without her.",
                 "Right you are.")),
         proposal=Proposal(add=("The user can't make choir on Thursday.", "The user's hip is playing up.",
                                "The user's husband Dai has the car.",
                                "The user sings alto in a choir run by Eirlys.",
                                "The user's friend Gwen sings soprano.")),
         memories=(),
         must=("alto", "Eirlys"),
         must_not=("hip is", "husband dai", "can't make choir", "can't do choir"),
         forgotten=()),
    Case(name="f51_quoted_horoscope_capricorn", category="quoted",
         turns=(("koe listen to this from the Express horoscope Capricorn a tall stranger will bring news of "
                 "money and you will travel overseas before the rainy season well I is Capricorn for true born "
                 "third of January",
                 "Ha, fingers crossed on the money! Horoscopes are just for fun, of course."),
                ("I know I know but I go take the money if it come",
                 "Fair enough!")),
         proposal=Proposal(add=("The user is a Capricorn.", "The user was born on the third of January.",
                                "The user will travel overseas before the rainy season.",
                                "A tall stranger will bring the user news of money.",
                                "The user reads the horoscope in the Express every day.")),
         memories=(),
         must=("Capricorn", "January"),
         must_not=("overseas", "stranger", "every day"),
         forgotten=()),
    Case(name="f51_quoted_hsbc_scam_sms", category="quoted",
         turns=(("I received this SMS, could you tell me whether it is genuine? 'HSBC: Your account ending 4471 "
                 "has been suspended due to unusual activity. Verify now at hsbc-hk-secure.co to avoid closure.'",
                 "That has all the hallmarks of a phishing scam: a look-alike domain, urgency, and a threat of "
                 "closure. Don't click the link. HSBC won't ask you to verify via SMS links."),
                ("I thought so. I don't even bank with HSBC. My accounts are with Hang Seng.",
                 "Good — then it's definitely a scam. You can report it to the police's Anti-Deception "
                 "Coordination Centre on 18222.")),
         proposal=Proposal(add=("The user's HSBC account ending 4471 has been suspended.",
                                "The user banks with Hang Seng.", "The user banks with HSBC.",
                                "The user reported a scam to the Anti-Deception Coordination Centre.")),
         memories=(),
         must=("Hang Seng",),
         must_not=("4471", "suspended", "banks with hsbc", "anti-deception"),
         forgotten=()),
    Case(name="f51_code_zara_test_data", category="code",
         turns=(("why does this break\n```python\nimport json\nfrom datetime import date\nkid = {\"name\": "
                 "\"Zara\", \"age\": 7, \"allergy\": \"peanuts\", \"dob\": date(2018, 5, "
                 "2)}\nprint(json.dumps(kid))\n```",
                 "json.dumps can't serialise a date object. Convert it first, e.g. kid[\"dob\"] = "
                 "kid[\"dob\"].isoformat(), or pass default=str to json.dumps."),
                ("ah that's it ta. funny thing zara's actually my daughter, but she's 6 not 7 i just made the "
                 "test data up. she is allergic to sesame tho not peanuts",
                 "Ha, good to know! I'll remember Zara's sesame allergy.")),
         proposal=Proposal(add=("The user's daughter Zara is 7 years old.",
                                "The user's daughter Zara is allergic to peanuts.",
                                "The user's daughter Zara was born on 2 May 2018.",
                                "The user's daughter Zara is 6 and allergic to sesame.")),
         memories=(),
         must=("Zara", "sesame"),
         must_not=("peanut", "is 7", "7 years", "2018"),
         forgotten=()),
    Case(name="f51_code_sql_komfo_anokye", category="code",
         turns=(("Good afternoon. I am a data officer at Komfo Anokye Teaching Hospital. This query returns zero "
                 "rows though I know there are records: SELECT * FROM patients WHERE diagnosis = 'diabetes' AND "
                 "region = 'Ashanti';",
                 "Good afternoon. Common causes: the values may have different case or trailing spaces "
                 "('Diabetes ' vs 'diabetes'), or the diagnosis may be stored as a code. Try WHERE "
                 "LOWER(TRIM(diagnosis)) = 'diabetes'. Which database are you on — PostgreSQL?"),
                ("It is MySQL. Let me try the TRIM.",
                 "MySQL's default collation is usually case-insensitive, so trailing spaces or codes are the "
                 "more likely culprit.")),
         proposal=Proposal(add=("The user is a data officer at Komfo Anokye Teaching Hospital.",
                                "The user has diabetes.", "The user's hospital uses PostgreSQL.",
                                "The user's query is SELECT * FROM patients WHERE diagnosis = 'diabetes'.")),
         memories=(),
         must=("Komfo Anokye", "data officer"),
         must_not=("has diabetes", "postgres", "select"),
         forgotten=()),
    Case(name="f51_forget_later_caleb_adhd", category="forget_later",
         turns=(("So Caleb, my oldest, just got diagnosed with ADHD and we're starting him on medication Monday.",
                 "Thanks for sharing that. Starting medication can take some adjustment — it might help to keep "
                 "a little log for the first few weeks to share with his doctor."),
                ("Yeah. He's got baseball Tuesdays and Thursdays too so we'll see how he does at practice.",
                 "Good idea to watch how he feels at practice. Want me to remind you about baseball on Tuesdays "
                 "and Thursdays?"),
                ("Sure. Actually, you know what, don't keep the ADHD stuff. He's thirteen, he'd be mortified if "
                 "that ever came up. Just the baseball.",
                 "Understood — I won't keep anything about the diagnosis or the medication. Just Caleb's "
                 "baseball on Tuesdays and Thursdays.")),
         proposal=Proposal(add=("The user's son Caleb has ADHD.", "Caleb starts ADHD medication on Monday.",
                                "The user's oldest son Caleb has baseball practice on Tuesdays and Thursdays.",
                                "The user's son Caleb is thirteen.", "The user keeps a medication log for Caleb.")),
         memories=(),
         must=("Caleb", "baseball"),
         must_not=("medication",),
         forgotten=("ADHD", "medication", "diagnos")),
    Case(name="f51_forget_later_saima_pregnant", category="forget_later",
         turns=(("so my sister Saima's pregnant she's due in April she hasn't told my mum yet",
                 "Oh, congratulations to Saima! That's exciting news."),
                ("yeah she lives in Bolton so I'm gonna be driving up and down the M61 all spring",
                 "The M61 can be busy at rush hour, but it's a short run from Manchester to Bolton."),
                ("actually koe forget the pregnancy bit she'd kill me if that came out before she tells mum just "
                 "remember she's in Bolton",
                 "Of course — I won't keep anything about the pregnancy. Just that Saima lives in Bolton.")),
         proposal=Proposal(add=("The user's sister Saima is pregnant and due in April.",
                                "The user's sister Saima lives in Bolton.",
                                "The user often drives up and down the M61 to see Saima.",
                                "The user's mother doesn't know Saima is pregnant.")),
         memories=(),
         must=("Saima", "Bolton"),
         must_not=("M61", "april"),
         forgotten=("pregnan", "due in April")),
    Case(name="f51_fact_in_question_celiac_toutons", category="fact_in_question",
         turns=(("being as I'm celiac can I still have toutons if I make them with a different flour or is that "
                 "a lost cause",
                 "Not a lost cause! Toutons are just fried bread dough, so a good gluten-free flour blend with a "
                 "bit of xanthan gum works. Bob's Red Mill 1-to-1 is a popular choice. Cook them in a clean pan "
                 "so there's no cross-contamination."),
                ("perfect Nan's recipe here I come",
                 "Enjoy them with molasses, the proper way!")),
         proposal=Proposal(add=("The user is celiac.", "The user makes toutons with Bob's Red Mill flour.",
                                "The user eats toutons with molasses.", "The user's Nan has celiac disease.")),
         memories=(),
         must=("celiac",),
         must_not=("bob's", "molasses", "nan has"),
         forgotten=()),
    Case(name="f51_fact_in_question_bea_debut", category="fact_in_question",
         turns=(("Good evening. My daughter Bea is lactose intolerant. Can we still serve leche flan at her "
                 "debut on June 14, or should I change the dessert?",
                 "Good evening! You can still have leche flan — make it with lactose-free milk, or use coconut "
                 "milk for a slightly different flavour. Ube halaya made with coconut milk is another "
                 "crowd-pleaser."),
                ("Coconut milk leche flan sounds nice. Thank you.",
                 "You're welcome — and congratulations to Bea on turning eighteen!")),
         proposal=Proposal(add=("The user's daughter Bea is lactose intolerant.",
                                "The user's daughter Bea's debut is on June 14.", "The user is lactose intolerant.",
                                "The user is serving ube halaya at Bea's debut.",
                                "The user's daughter Bea is allergic to eggs.")),
         memories=(),
         must=("Bea", "lactose", "debut"),
         must_not=("user is lactose", "ube", "eggs"),
         forgotten=()),
    Case(name="f51_two_facts_knust_yaw", category="two_facts",
         turns=(("guess what i just started nursing at KNUST!! and my boyfriend Yaw is a pharmacist at Korle Bu "
                 "so we're long distance now 😩",
                 "Congratulations on starting nursing at KNUST! Long distance is tough — the STC bus from Kumasi "
                 "to Accra takes around five hours, so weekend visits are doable."),
                ("ya we'll manage",
                 "You will!")),
         proposal=Proposal(add=("The user is studying nursing at KNUST.",
                                "The user's boyfriend Yaw is a pharmacist at Korle Bu.",
                                "The user is a pharmacist.", "The user's fiancé Yaw works at Korle Bu.",
                                "The user takes the STC bus to visit Yaw at weekends.")),
         memories=(),
         must=("KNUST", "Yaw", "Korle Bu", "nursing"),
         must_not=("user is a pharmacist", "fianc", "STC"),
         forgotten=()),
    Case(name="f51_two_facts_hemi_bee_stings", category="two_facts",
         turns=(("Could you note for the medical file, please: I'm allergic to penicillin, and my husband Hemi "
                 "is allergic to bee stings.",
                 "Noted. With a bee sting allergy it's worth Hemi keeping an adrenaline auto-injector, like an "
                 "EpiPen, handy — especially in summer."),
                ("He's a kiwifruit grower out at Te Puke, bees everywhere, so I'll have a word with him.",
                 "Good idea — orchards at pollination time are full of hives.")),
         proposal=Proposal(add=("The user is allergic to penicillin.",
                                "The user's husband Hemi is allergic to bee stings.",
                                "The user is allergic to bee stings.", "The user's husband Hemi carries an EpiPen.",
                                "The user's husband Hemi is a kiwifruit grower in Te Puke.",
                                "The user's husband Hemi is a beekeeper in Te Puke.")),
         memories=(),
         must=("penicillin", "Hemi", "bee sting", "kiwifruit"),
         must_not=("user is allergic to bee", "epipen", "auto-injector", "beekeeper"),
         forgotten=()),
    Case(name="f51_long_ramble_maryam_nuts", category="long_ramble",
         turns=(("right so I've been meaning to sort this out Ayaan put that down now I said put it down sorry "
                 "so yeah we've had a mad week my mother-in-law's been staying and the boiler packed in on "
                 "Tuesday and Ayaan keeps going on about a PS5 for Eid which is not happening by the way and the "
                 "school's changed the pickup to quarter past three which is a nightmare with the traffic on "
                 "Wilmslow Road anyway what I actually wanted to say is Maryam's got a tree nut allergy so no "
                 "recipes with almonds or pistachios please",
                 "Sorry to hear about the boiler — what a week! Got it: no almonds, pistachios or other tree "
                 "nuts, because of Maryam's allergy. Would you like me to check recipes for hidden nuts too, "
                 "like pesto or marzipan?"),
                ("yes please Maryam no don't touch that yes please",
                 "Will do.")),
         proposal=Proposal(add=("The user's daughter Maryam has a tree nut allergy.",
                                "The user's son Ayaan has a tree nut allergy.", "Ayaan is getting a PS5 for Eid.",
                                "The user's mother-in-law lives with the user.",
                                "The user's family avoids marzipan.")),
         memories=(),
         must=("Maryam", "nut"),
         must_not=("ayaan has", "ps5", "lives with", "marzipan"),
         forgotten=()),
    Case(name="f51_long_ramble_paolo_wedding", category="long_ramble",
         turns=(("ay koe you know this morning I went to mass at the Cubao cathedral and the traffic on EDSA was "
                 "terrible as usual and then my neighbour's rooster was crowing at three in the morning again I "
                 "swear I will complain to the barangay and then my sister called from Cebu asking for money "
                 "again anyway what I want to say is my son Paolo is getting married on December 8 in Tagaytay "
                 "so please remind me to book the hotel",
                 "Congratulations on Paolo's wedding! December 8 in Tagaytay will be beautiful and cool. Shall I "
                 "remind you to book a hotel this week? Taal Vista is a popular choice for wedding guests."),
                ("yes remind me this week",
                 "Will do.")),
         proposal=Proposal(add=("The user's son Paolo is getting married on December 8 in Tagaytay.",
                                "The user keeps a rooster.",
                                "The user's son Paolo is getting married on December 18.",
                                "The user has booked the Taal Vista Hotel.",
                                "The user lends her sister money regularly.")),
         memories=(),
         must=("Paolo", "Tagaytay"),
         must_not=("rooster", "december 18", "taal vista", "lends"),
         forgotten=()),
    Case(name="f51_correction_kailee_thirteen", category="correction",
         turns=(("hey quick fix, it's Kailee, K-A-I-L-E-E, not K-A-Y. And she turned thirteen last Saturday, so "
                 "she's thirteen now.",
                 "Thanks for the correction — Kailee, and thirteen. Happy belated birthday to her!"),
                ("Thanks. Still volleyball crazy.",
                 "Ha, of course!")),
         proposal=Proposal(add=("The user's daughter Kailee is thirteen.",
                                "Kailee had a birthday party last Saturday."),
                           update=((0, "The user's daughter Kailee is 14."),
                                   (1, "The user's daughter Kailee plays club volleyball."))),
         memories=("The user's daughter Kaylee is 12.", "The user's daughter Kaylee plays club volleyball."),
         must=("Kailee", "volleyball"),
         must_not=("Kaylee", "is 12", "14", "party"),
         forgotten=()),
    Case(name="f51_correction_kojo_not_kofi", category="correction",
         turns=(("Please, you have got my husband's name wrong. His name is Kojo, not Kofi. Kofi is his younger "
                 "brother.",
                 "My apologies! Kojo it is. And Kofi is his younger brother."),
                ("Yes. And Kojo is still at Tema port, he is a crane operator there.",
                 "Thank you — Kojo, crane operator at Tema port.")),
         proposal=Proposal(add=("The user's husband Kojo is a crane operator at Tema port.",
                                "The user's brother-in-law Kofi works at Tema port."),
                           update=((0, "The user's husband Kojo works at Takoradi port."),)),
         memories=("The user's husband Kofi works at Tema port.", "The user lives in Tema."),
         must=("Kojo", "Tema", "crane"),
         must_not=("husband kofi", "takoradi", "kofi works"),
         forgotten=()),
)
# fmt: on

"""The second half of `writer_quality_forget51_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET51: tuple[Case, ...] = (
    Case(name="g51_forget_later_mumbai_takes_back", category="forget_later",
         turns=(("Koe, big news yaar! My son Arjun cleared JEE Advanced, he's got Computer Science at IIT "
                 "Bombay!",
                 "Congratulations! That's a huge achievement for Arjun."),
                ("Arre, wait, don't save that. Touch wood, I don't want to jinx anything before admission is "
                 "done.",
                 "Okay, I won't keep it."),
                ("No no no, what am I saying. Keep it, keep it! The admission letter came yesterday only, it's "
                 "confirmed. He's moving to the hostel in Powai in July.",
                 "Then it's definitely worth remembering. I've kept it: Arjun, Computer Science at IIT Bombay. "
                 "Do pack him a good mattress topper, hostel beds are famously hard.")),
         proposal=Proposal(add=("The user's son Arjun cleared JEE Advanced.",
                                "The user's son Arjun got Computer Science at IIT Bombay.",
                                "Arjun moves into the hostel in Powai in July.",
                                "The user's son Arjun got into IIT Delhi.", "Arjun needs a mattress topper.")),
         memories=(),
         must=("Arjun", "IIT Bombay"),
         must_not=("IIT Delhi", "mattress"),
         forgotten=()),
    Case(name="g51_forget_later_not_forgot_mums_birthday", category="forget_later",
         turns=(("Oh, I'm in the doghouse. I forgot me mum's birthday yesterday. Ninth of June, same every year, "
                 "and I still forgot.",
                 "Oh no! It happens. Is there something you could do today to make it up to her?"),
                ("Aye, I'll ring her. She's called Margaret, she's still in Leeds, in the house I grew up in, up "
                 "Headingley. She turned seventy an' all, so it were a big one.",
                 "Seventy is a big one. A call today will mean a lot. You could also send flowers; Interflora "
                 "can usually deliver same day in Leeds.")),
         proposal=Proposal(add=("The user's mum Margaret's birthday is the ninth of June.",
                                "The user's mum Margaret lives in Headingley, Leeds.",
                                "The user's mum Margaret turned seventy.",
                                "The user wants to forget their mum's birthday.",
                                "The user should send flowers with Interflora.",
                                "The user's mum's birthday is 9 July.")),
         memories=(),
         must=("Margaret", "Leeds", "June"),
         must_not=("Interflora", "July", "wants to forget"),
         forgotten=()),
    Case(name="g51_forget_later_not_delete_reminder", category="forget_later",
         turns=(("Hey, set a reminder for Tuesday at ten to take Biscuit in for his teeth cleaning at Prairie "
                 "Paws.",
                 "Done, you've got a reminder for Tuesday at 10 a.m. for Biscuit's teeth cleaning at Prairie "
                 "Paws."),
                ("Thanks. He's eleven now, so they want to put him under, which makes me kinda nervous.",
                 "That's understandable. Dental work under anesthesia is very routine for older dogs, and vets "
                 "usually check bloodwork first."),
                ("Okay, good. Oh shoot, they just texted, they moved it to Thursday. Delete the reminder for "
                 "Tuesday and make one for Thursday at ten instead.",
                 "Done. Tuesday's reminder is deleted and there's a new one for Thursday at 10 a.m.")),
         proposal=Proposal(add=("The user's dog Biscuit is eleven years old.", "Biscuit's vet is Prairie Paws.",
                                "Biscuit has a teeth cleaning on Tuesday.",
                                "Vets check bloodwork before anesthesia."),
                           retire=(0,)),
         memories=("The user's dog Biscuit is a beagle.",),
         must=("Biscuit", "beagle"),
         must_not=("Tuesday", "bloodwork"),
         forgotten=()),
    Case(name="g51_forget_later_not_dont_forget_vegan", category="forget_later",
         turns=(("Kia ora. Quick one, my flatmate Sam's coming to dinner Friday and last time you gave me a "
                 "lasagne with ricotta. Sam's vegan, don't forget that, eh.",
                 "Sorry about that! For Friday, a mushroom and lentil lasagne with a cashew béchamel would work "
                 "well."),
                ("Sweet as. Oh and Sam's allergic to sesame too, so no tahini either. I'm the cook in our flat, "
                 "I'm doing a chef apprenticeship at a place on Ponsonby Road.",
                 "Good to know, no sesame or tahini for Sam. A chef apprenticeship on Ponsonby Road sounds "
                 "great.")),
         proposal=Proposal(add=("The user's flatmate Sam is vegan.",
                                "The user's flatmate Sam is allergic to sesame.",
                                "The user is doing a chef apprenticeship on Ponsonby Road.",
                                "The user wants to forget that Sam is vegan.", "Sam likes lasagne with ricotta.",
                                "The user's flatmate Sam is vegetarian.",
                                "The user is making a mushroom and lentil lasagne with cashew béchamel.")),
         memories=(),
         must=("Sam", "vegan", "sesame", "Ponsonby"),
         must_not=("ricotta", "vegetarian", "forget", "cashew"),
         forgotten=()),
    Case(name="g51_forget_later_teen_text_mia_thing", category="forget_later",
         turns=(("ok so im 15 and i go to westfield high its kinda mid",
                 "Ha, noted. Anything you want help with?"),
                ("not rn. i play bass in a band w my friends its called static goats we practice in jaydens "
                 "garage. also my gf is mia shes so cute",
                 "Static Goats is a great band name. Bass is a solid choice."),
                ("wait actually dont keep the mia thing my parents use u too and they dont know yet",
                 "Got it, I won't keep that.")),
         proposal=Proposal(add=("The user is 15.", "The user goes to Westfield High.",
                                "The user plays bass in a band called Static Goats.",
                                "The user's band practices in Jayden's garage.", "The user's girlfriend is Mia.",
                                "The user plays guitar.")),
         memories=(),
         must=("Westfield", "bass", "Static Goats"),
         must_not=("guitar",),
         forgotten=("Mia", "girlfriend")),
    Case(name="g51_forget_later_elderly_neighbours_boy", category="forget_later",
         turns=(("Oh hello dear, is it on? My grandson set you up. Well now. I'm Edna, I'm eighty-four, and I've "
                 "lived in this bungalow in Worthing since nineteen seventy-one. My late husband Harold, God "
                 "rest him, was a signalman on the railways for forty years.",
                 "Hello Edna, it's lovely to meet you. Forty years as a signalman, Harold must have had some "
                 "stories."),
                ("Oh, he did, he did. Our daughter Pauline's in Canada now, Calgary, she rings of a Sunday, "
                 "regular as clockwork. And my neighbour Mrs Patel, lovely woman, brings me her samosas, but her "
                 "son's in prison, you know, drugs, terrible business, but you didn't hear that from me.",
                 "Pauline sounds very devoted. And how kind of Mrs Patel to bring you samosas."),
                ("Oh dear, I shouldn't have said that about her boy. Don't you go remembering that, dear, it's "
                 "not my business to be spreading.",
                 "Don't worry, Edna, I won't keep that.")),
         proposal=Proposal(add=("The user Edna is eighty-four.",
                                "The user has lived in a bungalow in Worthing since 1971.",
                                "The user's late husband Harold was a railway signalman for forty years.",
                                "The user's daughter Pauline lives in Calgary and rings on Sundays.",
                                "The user's neighbour Mrs Patel brings her samosas.",
                                "Mrs Patel's son is in prison for drugs.",
                                "The user's daughter Pauline lives in Toronto.")),
         memories=(),
         must=("Harold", "Pauline", "Calgary", "Worthing"),
         must_not=("Toronto",),
         forgotten=("prison", "drugs")),
    Case(name="g51_forget_later_learner_pin_same_sentence", category="forget_later",
         turns=(("Hello. I am Chen Yu, I come from Chengdu. Now I study in University of Manchester, master "
                 "degree, chemistry.",
                 "Hello Chen Yu! Welcome to Manchester. How are you finding it?"),
                ("Is very rainy. I always forget things. My bank card PIN is 4471 but don't save that, I only "
                 "say it loud to practise. My roommate is Tomás, he is from Chile, he study physics.",
                 "Okay, I won't save the PIN. By the way, Manchester gets about 140 rainy days a year, so an "
                 "umbrella is a good investment.")),
         proposal=Proposal(add=("The user's name is Chen Yu.", "The user is from Chengdu.",
                                "The user is doing a master's in chemistry at the University of Manchester.",
                                "The user's bank card PIN is 4471.",
                                "The user's roommate Tomás is from Chile and studies physics.",
                                "Manchester gets about 140 rainy days a year.",
                                "The user is doing a PhD in chemistry.")),
         memories=(),
         must=("Chengdu", "Manchester", "chemistry", "Chile"),
         must_not=("PhD", "140"),
         forgotten=("4471", "bank card")),
    Case(name="g51_forget_later_chicago_anything_about_her", category="forget_later",
         turns=(("Ugh, so the Tasha wedding might be off. She told me on break she's been seeing one of the "
                 "residents behind Marcus's back.",
                 "Oh wow, that's a lot to be carrying around at work."),
                ("Right?? Anyway, unrelated, I finally moved, I'm in Evanston now, and I adopted a rescue "
                 "greyhound named Pretzel.",
                 "Congrats on the move, and on Pretzel! Greyhounds are often called 45-mile-per-hour couch "
                 "potatoes."),
                ("Haha. Oh, and actually, delete anything about her. All of it. I do not want to be the person "
                 "who has that written down anywhere.",
                 "Understood. I'll remove anything about Tasha.")),
         proposal=Proposal(add=("The user's coworker Tasha is cheating on her fiancé Marcus with a resident.",
                                "Tasha's wedding might be off.", "The user lives in Evanston.",
                                "The user has a rescue greyhound named Pretzel.",
                                "Greyhounds are 45-mile-per-hour couch potatoes.",
                                "The user has a rescue whippet named Pretzel.")),
         memories=("The user's coworker Tasha is getting married in October.",
                   "The user is a respiratory therapist at Northwestern."),
         must=("Evanston", "Pretzel", "greyhound", "respiratory therapist"),
         must_not=("45-mile", "whippet"),
         forgotten=("Tasha", "Marcus", "wedding", "married")),
    Case(name="g51_forget_later_pretoria_the_last_one", category="forget_later",
         turns=(("Ja, hi. So, I'm Annelie, we're in Pretoria, Waterkloof. My husband Pieter farms macadamias up "
                 "near Tzaneen, so he's away half the week.",
                 "Nice to meet you, Annelie. Macadamias near Tzaneen, that's a beautiful part of Limpopo."),
                ("It is, hey. Our twins, Lize and Jaco, are at Afrikaanse Hoër, they're in matric this year. And "
                 "we've taken a bond of two million on the farm because of the drought.",
                 "Matric year with twins, that's a busy house. I'm sorry about the drought, it's been hard on a "
                 "lot of farmers up there."),
                ("Ag, the last one, leave that out, man. Pieter would die if he knew I told a speaker.",
                 "No problem, I'll leave that out.")),
         proposal=Proposal(add=("The user Annelie lives in Waterkloof, Pretoria.",
                                "The user's husband Pieter farms macadamias near Tzaneen.",
                                "The user's twins Lize and Jaco are in matric at Afrikaanse Hoër.",
                                "The user has taken a bond of two million rand on the farm because of the "
                                "drought.",
                                "The user's husband Pieter farms avocados.",
                                "Tzaneen is in a beautiful part of Limpopo.")),
         memories=(),
         must=("Pieter", "macadamia", "Tzaneen", "Jaco"),
         must_not=("avocado", "beautiful part"),
         forgotten=("bond", "million", "drought")),
    Case(name="g51_forget_later_kumasi_visa_matter", category="forget_later",
         turns=(("Hello, it's Auntie Efua. I sell fabrics at Kejetia market here in Kumasi, mostly Vlisco and "
                 "GTP wax print.",
                 "Hello Auntie Efua! Vlisco and GTP, that's the good stuff."),
                ("Yes o. My son Yaw finished KNUST last year, civil engineering. He applied for UK student visa "
                 "for his masters and they refused him, now we are appealing.",
                 "I'm sorry to hear it was refused. Many applicants succeed by reapplying with stronger "
                 "financial documents."),
                ("Eii. Look, that visa matter, take it off. I don't want it to be following him.",
                 "Okay, I'll leave out everything about the visa.")),
         proposal=Proposal(add=("The user Efua sells Vlisco and GTP wax print fabrics at Kejetia market in "
                                "Kumasi.",
                                "The user's son Yaw graduated from KNUST in civil engineering.",
                                "The user's son Yaw's UK student visa was refused and they are appealing.",
                                "Yaw should reapply with stronger financial documents.",
                                "The user's son Yaw studied mechanical engineering.")),
         memories=(),
         must=("Kejetia", "Kumasi", "Yaw", "KNUST"),
         must_not=("reapply", "financial documents", "mechanical"),
         forgotten=("visa", "refused", "appeal")),
)
# fmt: on

"""The second half of `writer_quality_forget45_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FORGET45: tuple[Case, ...] = (
    Case(name="g45_forget_later_valencia_l2_boyfriend", category="forget_later",
         turns=(("Hello, I am Lucía, I am from Valencia but I live in Leeds since 2019. I work as nurse in the "
                 "hospital, in the neonatal unit. My boyfriend Jordi is living with me also.",
                 "Nice to meet you, Lucía! Neonatal nursing must be very rewarding."),
                ("Yes, is hard but I love it. The babies are so small! In summer I go back to Valencia for see my "
                 "parents.",
                 "That sounds lovely, summer in Valencia."),
                ("Ah, sorry, the thing about my boyfriend, please you don't remember it. We are maybe finishing, is "
                 "complicated.",
                 "I understand, I won't keep that.")),
         proposal=Proposal(add=("The user's name is Lucía.",
                                "The user is from Valencia and has lived in Leeds since 2019.",
                                "The user works as a neonatal nurse.",
                                "The user's boyfriend Jordi lives with her.",
                                "The user is breaking up with Jordi.",
                                "The user has a baby.",
                                "The user moved to Leeds in 2009.")),
         must=("Luc", "Leeds", "nurse", "Valencia"),
         must_not=("Jordi", "boyfriend", "breaking up", "has a baby", "2009"),
         forgotten=("Jordi", "boyfriend", "breaking up")),

    Case(name="g45_forget_later_hamilton_asr_therapy", category="forget_later",
         turns=(("so um me and my partner alex just got the keys to our first house in hamilton on terrio like "
                 "yesterday and uh i've also been seeing a therapist for my anxiety since like march",
                 "Congratulations on the house! That's huge. And good on you for looking after yourself."),
                ("thanks eh yeah it's a little semi near gage park we've got a ton of painting to do the kitchen's "
                 "like mustard yellow",
                 "Sounds like a fun project, mustard yellow kitchens are a rite of passage."),
                ("haha totally. hey could you for get the therapy bit like the the therapist and the anxiety don't "
                 "keep that part",
                 "Sure, I won't keep that.")),
         proposal=Proposal(add=("The user and their partner Alex bought their first house in Hamilton, Ontario.",
                                "The user's house is a semi near Gage Park.",
                                "The user has been seeing a therapist for anxiety since March.",
                                "The user has depression.",
                                "The user's favourite colour is mustard yellow.")),
         must=("Alex", "Hamilton"),
         must_not=("therapist", "anxiety", "depression", "favourite colour"),
         forgotten=("therapist", "anxiety")),

    Case(name="g45_forget_later_pretoria_narrowed_family", category="forget_later",
         turns=(("Eish, heavy week. My brother Thabo lost his job at the mine in Rustenburg, so he's moving in with "
                 "us next month. On the bright side I've been made head of department at the school, I teach maths "
                 "there.",
                 "Sorry to hear about Thabo, and congratulations on the promotion!"),
                ("Thanks. It's a lot of admin but I like it. The Grade 12s are writing prelims now.",
                 "Good luck to them!"),
                ("Please forget all that family stuff I told you.",
                 "Okay, I'll leave out what you said about your family."),
                ("Wait, no, you can keep that Thabo is my brother. Just not the job thing or him moving in with us.",
                 "Got it: I'll keep that Thabo is your brother and leave out the rest.")),
         proposal=Proposal(add=("The user has a brother called Thabo.",
                                "The user teaches maths and has been made head of department at their school.",
                                "The user's brother Thabo lost his job at the mine in Rustenburg.",
                                "Thabo is moving in with the user next month.",
                                "The user is the school principal.")),
         must=("Thabo", "math"),
         must_not=("lost his job", "Rustenburg", "moving in", "principal"),
         forgotten=("lost his job", "Rustenburg", "moving in")),

    Case(name="g45_forget_later_jamaica_withdrawn_business", category="forget_later",
         turns=(("yow so mi granny turn ninety last sunday an wi keep one big party fi her down a mandeville whole "
                 "family come. an mi start mi own likkle business mi sell beef patty an coco bread outta mi van "
                 "inna half way tree",
                 "Happy ninetieth to your granny! And congratulations on the patty business."),
                ("yeah man business good. mi cousin delroy still owe mi fifty tousand from last year though him a "
                 "gwaan like him nuh remember",
                 "That's frustrating, I'm sorry."),
                ("wait don't keep none a dat di business nor delroy",
                 "Alright, I'll leave those out."),
                ("nah nah actually keep di business mi proud a dat. is jus di delroy part mi nuh want yuh hold on to",
                 "Got it, I'll keep the business and leave out Delroy.")),
         proposal=Proposal(add=("The user's grandmother turned ninety last Sunday.",
                                "The user runs a business selling beef patties and coco bread from a van in Half "
                                "Way Tree.",
                                "The user's cousin Delroy owes the user fifty thousand dollars.",
                                "The user owes their cousin money.",
                                "The user's grandmother lives in Mandeville.",
                                "The user's business is struggling.")),
         must=("gran", "patt"),
         must_not=("Delroy", "fifty", "user owes", "lives in Mandeville", "struggling"),
         forgotten=("Delroy", "fifty")),

    Case(name="g45_forget_later_singapore_work_with_memories", category="forget_later",
         turns=(("Wah today very shiok. I resigned from Tan & Lim already, next month starting my own firm with my "
                 "old classmate. My wife Mei Ling also kena promoted to senior manager!",
                 "Congratulations to you both! Big changes at once."),
                ("Ya lor. Jun Wei also very happy, he say now daddy can fetch him from school.",
                 "That's sweet, he'll enjoy that."),
                ("Eh actually can you don't keep all my work stuff? The old one also delete. Just remember my "
                 "family can already.",
                 "Okay, I'll clear your work details and keep your family.")),
         proposal=Proposal(add=("The user's wife is Mei Ling.",
                                "The user's wife Mei Ling was promoted to senior manager.",
                                "The user is starting their own firm with an old classmate next month.",
                                "The user is unemployed.",
                                "The user's son Jun Wei is happy that the user will be able to fetch him from "
                                "school.",
                                "The user picks Jun Wei up from school every day."),
                           update=((0, "The user resigned from Tan & Lim Associates, where they worked as a "
                                       "quantity surveyor."),)),
         memories=("The user works as a quantity surveyor at Tan & Lim Associates.",
                   "The user's son Jun Wei is in Primary 4."),
         must=("Mei Ling", "Jun Wei"),
         must_not=("quantity surveyor", "Tan & Lim", "own firm", "unemployed", "every day"),
         forgotten=("quantity surveyor", "Tan & Lim", "own firm")),

    Case(name="g45_forget_later_kumasi_ex_with_memories", category="forget_later",
         turns=(("chale my daughter efua has started piano lessons every saturday at the church here in kumasi um "
                 "she's actually good oo",
                 "That's wonderful! Piano at seven is a great start."),
                ("yes oo. and abena called me yesterday she says she is remarrying in december to one doctor in "
                 "accra",
                 "That's quite some news."),
                ("please ehn anything about abena my ex just remove it all old and new i don't want her name in "
                 "there at all",
                 "Understood, I'll remove everything about her.")),
         proposal=Proposal(add=("The user's daughter Efua has started piano lessons on Saturdays at a church in "
                                "Kumasi.",
                                "The user's ex-wife Abena is remarrying in December to a doctor in Accra.",
                                "The user is getting remarried in December.",
                                "The user is a doctor.",
                                "The user plays piano."),
                           update=((0, "The user's ex-wife Abena is getting remarried in December."),)),
         memories=("The user's ex-wife Abena works at a bank in Accra.",
                   "The user lives in Kumasi.",
                   "The user's daughter Efua is seven."),
         must=("Efua", "Kumasi"),
         must_not=("Abena", "remarr", "Accra", "user is a doctor", "user plays piano"),
         forgotten=("Abena", "remarr", "Accra")),

    Case(name="g45_forget_later_manila_medical_with_memories", category="forget_later",
         turns=(("Hi po! Update lang: my doctor changed my meds, I'm on insulin na, twice a day. Also my ate Lorna "
                 "is arriving from Cebu on Friday, she'll stay with us here in Quezon City for two weeks.",
                 "Thanks for the update! I hope the new treatment goes smoothly. How nice that Lorna is visiting."),
                ("Yes! Mochi will be so annoyed, she doesn't like visitors hehe.",
                 "Cats are like that!"),
                ("Ay, actually, can you forget everything medical about me? Even the old ones you have. Salamat po.",
                 "Of course, I'll remove all your health details.")),
         proposal=Proposal(add=("The user's older sister Lorna is visiting from Cebu for two weeks.",
                                "The user lives in Quezon City.",
                                "The user now takes insulin twice a day.",
                                "The user's cat Mochi doesn't like visitors.",
                                "The user's aunt Lorna is staying with the user."),
                           update=((0, "The user has switched from metformin to insulin."),
                                   (2, "The user has high blood pressure and is diabetic."))),
         memories=("The user takes metformin every morning.",
                   "The user's cat is called Mochi.",
                   "The user has high blood pressure."),
         must=("Lorna", "Quezon", "Mochi"),
         must_not=("insulin", "metformin", "blood pressure", "diabetic", "aunt"),
         forgotten=("insulin", "metformin", "blood pressure", "diabetic")),

    Case(name="g45_forget_later_iowa_money_with_memories", category="forget_later",
         turns=(("so uh big day we finally paid off the credit cards like all of em feels amazing and um my "
                 "daughter hailey made the all-star team so we're driving down from cedar rapids to des moines for "
                 "the tournament in july",
                 "Congratulations on both! That's huge."),
                ("oh yah she's pitching now too i've been working with her in the backyard every night",
                 "All that backyard practice is paying off."),
                ("you know what just forget all the money stuff old and new i don't want a robot knowin my finances "
                 "no offense",
                 "None taken, I'll clear the money details.")),
         proposal=Proposal(add=("The user's daughter Hailey made the softball all-star team.",
                                "Hailey pitches for her softball team.",
                                "The user has paid off all their credit card debt.",
                                "The user is now debt-free and saving for a house.",
                                "The user lives in Cedar Rapids.",
                                "The user lives in Des Moines."),
                           update=((0, "The user paid off their $40,000 credit card debt."),)),
         memories=("The user has about $40,000 in credit card debt.",
                   "The user coaches their daughter's softball team.",
                   "The user lives in Cedar Rapids."),
         must=("Hailey", "softball", "Cedar Rapids"),
         must_not=("credit card", "debt", "$40,000", "saving for a house", "lives in Des Moines"),
         forgotten=("credit card", "debt", "$40,000")),

    Case(name="g45_forget_later_london_teen_that_last_bit", category="forget_later",
         turns=(("omg i got into Fairmead sixth form!! doing art, photography and psychology for a levels. my mum "
                 "cried lol",
                 "Congratulations! That's a great mix of subjects."),
                ("ye its mad. my best mate Kezia got in too so we're gonna get the 38 bus together. also i got a "
                 "tattoo last weekend my mum doesnt know",
                 "Sounds like a good start to sixth form."),
                ("wait dont save that last bit fr. like deadass delete it",
                 "Okay, I won't keep it.")),
         proposal=Proposal(add=("The user got into Fairmead sixth form to study art, photography and psychology.",
                                "The user got a tattoo last weekend.",
                                "The user's mum doesn't know about the user's tattoo.",
                                "The user is 16 years old.",
                                "The user wants to become a photographer.")),
         must=("Fairmead",),
         must_not=("tattoo", "years old", "photographer"),
         forgotten=("tattoo",)),

    Case(name="g45_forget_later_bangalore_asr_mother_in_law", category="forget_later",
         turns=(("so my mother in law kamla ji is coming from jaipur next week for three months and honestly she "
                 "drives me up the wall. but good news my son aarav got selected for the under twelve cricket team "
                 "for karnataka",
                 "Congratulations to Aarav! That's a big achievement."),
                ("yes he is opening batsman. we are in bangalore only so the camp is very near",
                 "Wonderful, he must be thrilled."),
                ("one thing whatever i told about my mother in lore please don't keep it she is also using this "
                 "device sometimes",
                 "Understood, I won't keep anything about your mother-in-law.")),
         proposal=Proposal(add=("The user's son Aarav was selected for the Karnataka under-12 cricket team.",
                                "The user lives in Bangalore.",
                                "Aarav is an opening batsman.",
                                "The user's mother-in-law Kamla is coming from Jaipur to stay for three months.",
                                "The user finds their mother-in-law annoying.",
                                "The user plays cricket for Karnataka.")),
         must=("Aarav", "cricket"),
         must_not=("Kamla", "Jaipur", "mother-in-law", "user plays cricket"),
         forgotten=("Kamla", "Jaipur", "mother-in-law")),
)
# fmt: on

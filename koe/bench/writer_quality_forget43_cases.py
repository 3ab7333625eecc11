"""FORGET43: a set for `koe bench writer --quality`: 20 forget requests, written in session 26 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FORGET43: tuple[Case, ...] = (
    Case(name="g43_forget_later_fife_nursery_yard", category="forget_later",
         turns=(("aye so big news the day my wee fraser started at the nursery in kirkcaldy this mornin didnae even "
                 "greet when i left him um and gordie's been paid aff fae the yard at rosyth so that's us tightenin "
                 "the belts",
                 "Sounds like a big day! Glad Fraser settled in. Sorry to hear about the job, settling-in weeks can "
                 "be tiring for everyone."),
                ("here listen forget whit i said aboot gordie an the yard right he'd go spare if that got oot "
                 "anywhere",
                 "Understood, I won't keep anything about that.")),
         proposal=Proposal(add=("The user's son Fraser has started nursery in Kirkcaldy.",
                                "The user's husband Gordie has been laid off from the shipyard at Rosyth.",
                                "Fraser is three years old.",
                                "The user finds settling-in weeks tiring.",
                                "The user's family is tightening their belts.")),
         memories=(),
         must=("Fraser", "nursery"),
         must_not=("Gordie", "Rosyth", "laid off", "three years old", "settling-in", "belt"),
         forgotten=("Gordie", "Rosyth", "laid off")),

    Case(name="g43_forget_later_georgia_biopsy", category="forget_later",
         turns=(("Well hey there. My granddaughter Kaylee just got her learner's permit, Lord help us all, and I "
                 "finally got my Cherokee Purple tomatoes in the raised beds this weekend. Had a biopsy Tuesday "
                 "too, so I'm just waitin' on the results.",
                 "Congratulations to Kaylee! Cherokee Purples are a great choice. I hope the results come back "
                 "quickly and bring good news."),
                ("Actually, sugar, that biopsy business - I'd rather you didn't hang on to that. Nobody needs to "
                 "know about it but me and the good Lord.",
                 "Of course. I won't keep anything about the biopsy.")),
         proposal=Proposal(add=("The user's granddaughter Kaylee has got her learner's permit.",
                                "The user grows Cherokee Purple tomatoes in raised beds.",
                                "The user had a biopsy on Tuesday and is waiting on the results.",
                                "The user has cancer.",
                                "Kaylee is sixteen years old.",
                                "The user is hoping for good news.")),
         memories=(),
         must=("Kaylee", "tomato"),
         must_not=("biopsy", "cancer", "sixteen", "good news"),
         forgotten=("biopsy",)),

    Case(name="g43_forget_later_jaipur_transfer_same_turn", category="forget_later",
         turns=(("so my cousin's wedding is in jaipur next month na and i am the one doing all the mehendi "
                 "arrangements um also i have put my name for the transfer to the pune office but nobody knows "
                 "yet... actually no no don't save that transfer thing only, my husband also uses this speaker and "
                 "i haven't told him",
                 "Okay, I won't keep the transfer. Good luck with the mehendi arrangements for your cousin's "
                 "wedding in Jaipur!"),),
         proposal=Proposal(add=("The user's cousin is getting married in Jaipur next month.",
                                "The user is organising the mehendi for their cousin's wedding.",
                                "The user has applied for a transfer to the Pune office.",
                                "The user lives in Jaipur.",
                                "The user's husband knows about the transfer.",
                                "The user is moving to Pune.")),
         memories=(),
         must=("cousin", "Jaipur"),
         must_not=("transfer", "Pune", "lives in Jaipur"),
         forgotten=("transfer", "Pune")),

    Case(name="g43_forget_later_dublin_declan_wipe", category="forget_later",
         turns=(("Right so, bit of news. Declan and I are finished, that's that. I've started sea swimming at the "
                 "Forty Foot with my sister Aoife every morning to clear the head, it's pure freezing but I love it.",
                 "That sounds bracing! Good on you both. Sorry about Declan, sea swimming's a great way to reset."),
                ("Do me a favour though, wipe anything you have on Declan. I don't want his name coming up ever "
                 "again, not in a reminder, not anywhere.",
                 "Done, I won't keep anything about Declan.")),
         proposal=Proposal(add=("The user goes sea swimming at the Forty Foot every morning.",
                                "The user's sister is called Aoife.",
                                "The user has broken up with Declan.",
                                "The user is heartbroken.",
                                "The user finds sea swimming a great way to reset."),
                           update=((0, "The user used to go out with Declan but they have split up."),)),
         memories=("The user is in a relationship with Declan.",),
         must=("Forty Foot", "Aoife"),
         must_not=("Declan", "heartbroken", "reset"),
         forgotten=("Declan",)),

    Case(name="g43_forget_later_lagos_levy_money", category="forget_later",
         turns=(("Good evening o. My in-law is coming from Enugu on Saturday so the house is upside down. And I "
                 "have finally started my small chops business from home, Mama Chi's Kitchen - puff-puff, samosa, "
                 "jollof for parties. Then I still owe my church group 80,000 naira for the harvest levy, I don't "
                 "know where I will see that money.",
                 "Congratulations on starting Mama Chi's Kitchen! Jollof is always popular at parties. I hope the "
                 "visit goes smoothly."),
                ("Abeg, that money matter, no keep am for your memory o. Remove it.",
                 "No problem, I won't keep anything about the money you owe.")),
         proposal=Proposal(add=("The user has started a small chops catering business from home called Mama Chi's "
                                "Kitchen.",
                                "The user's in-law is visiting from Enugu on Saturday.",
                                "The user owes their church group 80,000 naira for the harvest levy.",
                                "The user's jollof is popular at parties.",
                                "The user lives in Enugu.")),
         memories=(),
         must=("Mama Chi",),
         must_not=("naira", "levy", "popular", "lives in Enugu"),
         forgotten=("naira", "levy")),

    Case(name="g43_forget_later_yeppoon_scrap_last_bit", category="forget_later",
         turns=(("yeah nah so we've moved the van up to yeppoon for the winter and um my daughter shaz is doing her "
                 "nursing placement at rocky base hospital which is handy... oh and got done for speeding on the "
                 "bruce last week two hundred n fifty bucks ay",
                 "Yeppoon in winter sounds lovely, and that's handy for Shaz's placement. Ouch on the fine!"),
                ("hang on scrap that last bit mate don't want that on the record",
                 "No worries, I've left that out.")),
         proposal=Proposal(add=("The user has moved their caravan to Yeppoon for the winter.",
                                "The user's daughter Shaz is doing a nursing placement at Rockhampton Base Hospital.",
                                "The user was fined $250 for speeding on the Bruce Highway.",
                                "The user's daughter Shaz is a registered nurse.",
                                "The user lives in Yeppoon permanently.")),
         memories=(),
         must=("Yeppoon", "Shaz"),
         must_not=("speeding", "$250", "registered nurse", "permanently"),
         forgotten=("speeding", "$250")),

    Case(name="g43_forget_later_netball_crush_delete", category="forget_later",
         turns=(("omg i got into the regional netball squad!!! trials were brutal. also i have the BIGGEST crush on "
                 "theo from chem lol. ok wait delete the theo thing. like actually delete it. if my sister asks you "
                 "anything you know nothing",
                 "Congrats on making the regional squad! And don't worry, nothing about that is being kept."),),
         proposal=Proposal(add=("The user has been selected for the regional netball squad.",
                                "The user has a crush on Theo from chemistry class.",
                                "The user is captain of the regional netball squad.",
                                "The user's sister is nosy.")),
         memories=(),
         must=("netball",),
         must_not=("Theo", "crush", "captain", "nosy"),
         forgotten=("Theo", "crush")),

    Case(name="g43_forget_later_brandon_garage_code_takeback", category="forget_later",
         turns=(("okay can you remember that my garage code is five eight one nine eh so i don't lock myself out "
                 "again",
                 "Sure, I can note that down."),
                ("and um my boy liam's playing goalie for the peewee a team in brandon this year so saturdays are "
                 "rink days now",
                 "Goalie! That's a big job. Sounds like a busy winter of Saturdays."),
                ("you know what don't actually remember the garage code that's probably a dumb idea with a speaker "
                 "forget i asked",
                 "Fair enough, I won't keep the garage code.")),
         proposal=Proposal(add=("The user's garage code is 5819.",
                                "The user's son Liam plays goalie for the Peewee A team in Brandon.",
                                "The user asked to be reminded that the garage code is five eight one nine.",
                                "The user's son Liam is the best goalie in Brandon.")),
         memories=(),
         must=("Liam", "goalie"),
         must_not=("5819", "five eight one nine", "garage code", "best goalie"),
         forgotten=("5819", "five eight one nine")),

    Case(name="g43_forget_later_welsh_exam_not_smot", category="forget_later",
         turns=(("Two bits of news, bach. I've passed my Canolradd exam in Welsh at last, after three goes! And we "
                 "had to have our old collie Smot put down last Thursday, fourteen he was.",
                 "Llongyfarchiadau on the exam, third time lucky! And I'm so sorry about Smot. Fourteen is a good "
                 "long life for a collie."),
                ("You can keep the bit about my exam, love, but leave Smot out of it. I can't be doing with you "
                 "bringing him up out of nowhere.",
                 "Of course. I'll keep the exam and nothing about Smot.")),
         proposal=Proposal(add=("The user has passed the Canolradd Welsh exam.",
                                "The user's collie Smot was put down last Thursday aged fourteen.",
                                "The user is a fluent Welsh speaker.",
                                "The user thinks fourteen is a good long life for a collie.")),
         memories=(),
         must=("Canolradd",),
         must_not=("Smot", "put down", "fluent", "long life"),
         forgotten=("Smot", "put down")),

    Case(name="g43_forget_later_caversham_clive_knee", category="forget_later",
         turns=(("oh hello dear um yes so my husband clive is going in for his knee replacement at the royal "
                 "berkshire on the ninth and i've um i've joined the bowls club down in caversham at last, tuesdays "
                 "and fridays",
                 "How lovely about the bowls club! I hope Clive's operation goes smoothly."),
                ("oh i'm sorry dear would you mind awfully not making a note of clive's operation he's ever so "
                 "private about that sort of thing he'd be mortified",
                 "Not at all, I won't note anything about the operation.")),
         proposal=Proposal(add=("The user has joined the bowls club in Caversham and plays on Tuesdays and Fridays.",
                                "The user's husband is called Clive.",
                                "The user's husband Clive is having a knee replacement at the Royal Berkshire on "
                                "the ninth.",
                                "The user plays bowls competitively.",
                                "The user's husband Clive is mortified.")),
         memories=(),
         must=("bowls", "Caversham"),
         must_not=("knee", "Royal Berkshire", "competitively", "mortified"),
         forgotten=("knee", "Royal Berkshire")),

    Case(name="g43_forget_later_kingston_granny_bank_job", category="forget_later",
         turns=(("yow so mi granny miss ivy a turn ninety pon sunday an wi a keep a big ting fi har a half way "
                 "tree... an mi jus start wuk a di bank inna new kingston last week",
                 "Ninety! That's wonderful, I hope Miss Ivy enjoys the celebration. And congratulations on the new "
                 "job."),
                ("yuh know wah, nuh badda keep di part bout mi wuk, mi nuh waan nobody know weh mi wuk",
                 "Alright, I won't keep anything about where you work.")),
         proposal=Proposal(add=("The user's grandmother Miss Ivy turns ninety on Sunday.",
                                "The user's family is holding a party for Miss Ivy at Half Way Tree.",
                                "The user has started working at a bank in New Kingston.",
                                "The user's grandmother Miss Ivy is a retired banker.",
                                "The user lives in New Kingston.")),
         memories=(),
         must=("Ivy",),
         must_not=("bank", "New Kingston"),
         forgotten=("bank", "New Kingston")),

    Case(name="g43_forget_later_tekong_hdb_flat", category="forget_later",
         turns=(("My son Jun Wei just enlisted, posted to Tekong for BMT. I'm trying out for the dragon boat team "
                 "at Kallang next month. Then our HDB resale application kena rejected, so sian.",
                 "Jia you to Jun Wei for BMT! Good luck with the dragon boat trials. Sorry about the flat "
                 "application."),
                ("Eh, the flat thing don't need to remember lah, paiseh. The other two can.",
                 "Okay, I'll leave out the flat application.")),
         proposal=Proposal(add=("The user's son Jun Wei is doing BMT on Pulau Tekong.",
                                "The user is trying out for the dragon boat team at Kallang next month.",
                                "The user's HDB resale flat application was rejected.",
                                "The user's son Jun Wei is an officer cadet.",
                                "The user is looking to buy a resale flat.")),
         memories=(),
         must=("Jun Wei", "dragon boat"),
         must_not=("HDB", "resale", "officer"),
         forgotten=("HDB", "resale")),

    Case(name="g43_forget_later_nairobi_kamau_car", category="forget_later",
         turns=(("eh my daughter wanjiru has cleared her kcse with an a minus and she's joining strathmore for "
                 "actuarial science in september we are so proud... and eh my brother kamau borrowed my car again "
                 "and crashed it at kangemi",
                 "Congratulations to Wanjiru, an A minus is excellent! Sorry to hear about the car."),
                ("ai that whole thing of kamau just let it stay between us, don't put it in your book, anything "
                 "about him",
                 "Understood, I won't keep anything about Kamau.")),
         proposal=Proposal(add=("The user's daughter Wanjiru got an A minus in her KCSE.",
                                "The user's daughter Wanjiru is joining Strathmore to study actuarial science in "
                                "September.",
                                "The user's brother Kamau crashed the user's car at Kangemi.",
                                "The user's car has been written off.",
                                "Wanjiru got a scholarship to Strathmore.")),
         memories=(),
         must=("Wanjiru", "Strathmore"),
         must_not=("Kamau", "Kangemi", "written off", "scholarship"),
         forgotten=("Kamau", "Kangemi")),

    Case(name="g43_forget_later_iloilo_tita_not_ex", category="forget_later",
         turns=(("Hi! Tita Baby is visiting from Iloilo this Christmas, and I just passed the NCLEX po!! Also I'm "
                 "still sending money to my ex every month even if we've been separated two years already.",
                 "Congratulations on passing the NCLEX! That's a huge achievement. Enjoy Tita Baby's visit."),
                ("Ay wait, pls don't remember the part about my ex, nakakahiya. Just the NCLEX and Tita Baby.",
                 "Got it, I'll keep only the NCLEX and Tita Baby's visit.")),
         proposal=Proposal(add=("The user has passed the NCLEX.",
                                "The user's aunt, Tita Baby, is visiting from Iloilo this Christmas.",
                                "The user sends money to their ex every month.",
                                "The user has been separated from their partner for two years.",
                                "Tita Baby lives with the user.")),
         memories=(),
         must=("NCLEX", "Baby"),
         must_not=("sends money", "separated", "lives with"),
         forgotten=("sends money", "separated")),

    Case(name="g43_forget_later_bronx_therapist_gone", category="forget_later",
         turns=(("so my landlord finally fixed the radiator took him three weeks and uh my kid dominic made varsity "
                 "baseball at fordham prep can you believe that as a sophomore... oh and i been seein a therapist "
                 "dr halloran for the anger stuff my wife made me",
                 "Congrats to Dominic, making varsity as a sophomore is a big deal! Glad the radiator is sorted "
                 "too."),
                ("yo forget the therapist thing. don't want it. gone. period",
                 "Got it, that's gone.")),
         proposal=Proposal(add=("The user's son Dominic made the varsity baseball team at Fordham Prep as a "
                                "sophomore.",
                                "The user is seeing a therapist, Dr Halloran, for anger issues.",
                                "The user's wife thinks the user has anger problems.",
                                "Dominic plays shortstop.")),
         memories=(),
         must=("Dominic", "varsity"),
         must_not=("therapist", "Halloran", "anger", "shortstop"),
         forgotten=("therapist", "Halloran", "anger")),

    Case(name="g43_forget_later_somerset_west_insurance", category="forget_later",
         turns=(("We're moving from Durbanville to Somerset West in March, and my husband Pieter has started a "
                 "biltong stall at the Saturday market in Stellenbosch. Also put in an insurance claim for the hail "
                 "damage on the bakkie last week, what a mission.",
                 "Lots happening! Good luck with the move and with Pieter's biltong stall."),
                ("Don't keep anything about the insurance claim please, it's still under dispute and I don't want "
                 "it floating around.",
                 "Sure, I've left the insurance claim out.")),
         proposal=Proposal(add=("The user is moving from Durbanville to Somerset West in March.",
                                "The user's husband Pieter has a biltong stall at the Saturday market in "
                                "Stellenbosch.",
                                "The user has made an insurance claim for hail damage to their bakkie.",
                                "The user lives in Somerset West.",
                                "The user's insurance claim is being disputed.")),
         memories=(),
         must=("Somerset West", "biltong"),
         must_not=("insurance", "hail", "lives in Somerset West"),
         forgotten=("insurance", "hail")),

    Case(name="g43_forget_later_minnesota_marathon_pretzel", category="forget_later",
         turns=(("so uh yeah i actually dropped out of the marathon thing my knee's pretty much shot and uh pretzel "
                 "had her puppies tuesday six of em all healthy ope sorry hang on",
                 "Six healthy puppies, congratulations! Sorry to hear about your knee."),
                ("oh and could you just forget the whole marathon deal like everything you got on it i don't wanna "
                 "be reminded of it",
                 "Sure, I'll drop everything about the marathon.")),
         proposal=Proposal(add=("The user's beagle Pretzel had six healthy puppies on Tuesday.",
                                "The user has dropped out of the Twin Cities Marathon because of a knee injury.",
                                "The user is selling Pretzel's puppies."),
                           update=((0, "The user is still training for the Twin Cities Marathon "
                                       "despite a bad knee."),)),
         memories=("The user is training for the Twin Cities Marathon.",
                   "The user's dog is a beagle named Pretzel."),
         must=("Pretzel", "pupp"),
         must_not=("marathon", "Twin Cities", "selling"),
         forgotten=("marathon", "Twin Cities")),

    Case(name="g43_forget_later_yorkshire_keep_diabetes_not_kieran", category="forget_later",
         turns=(("Our Kieran's got his apprenticeship at Drax, starts in September. And I've been diagnosed with "
                 "type 2 diabetes, doctor's put me on metformin.",
                 "That's great news for Kieran. Sorry about the diagnosis, that's a lot to take in."),
                ("Actually, forget the diabetes bit. No - hang on, keep that, you'll need to know it if I ask you "
                 "for recipes. It's the Kieran thing I'd rather you didn't keep, he's not told his dad yet.",
                 "Understood: I'll keep the diabetes and metformin, and nothing about Kieran.")),
         proposal=Proposal(add=("The user has type 2 diabetes and takes metformin.",
                                "Kieran has got an apprenticeship at Drax starting in September.",
                                "The user's son Kieran is training to be an electrician.",
                                "The user has type 1 diabetes.",
                                "Kieran's dad doesn't know about the apprenticeship yet.")),
         memories=(),
         must=("diabetes",),
         must_not=("Kieran", "Drax", "apprenticeship", "type 1", "electrician"),
         forgotten=("Kieran", "Drax", "apprenticeship")),

    Case(name="g43_forget_later_gdansk_neighbour_not_nice", category="forget_later",
         turns=(("so my mother she is coming from gdansk to stay by us for three months from june and um i am "
                 "learning to drive now the test is in may... and my neighbour she is always parking in front of my "
                 "garage i think i will call police on her",
                 "That's a lot going on! Good luck with the driving test in May, and I hope your mother's visit is "
                 "lovely."),
                ("that what i said about the neighbour please not save it, is not nice from me, i was angry only",
                 "Of course, I won't keep anything about your neighbour.")),
         proposal=Proposal(add=("The user's mother is coming from Gdansk to stay for three months from June.",
                                "The user is learning to drive and has a driving test in May.",
                                "The user has called the police on their neighbour.",
                                "The user's neighbour parks in front of the user's garage.",
                                "The user's mother is moving in permanently.")),
         memories=(),
         must=("Gdansk", "driv"),
         must_not=("neighbour", "police", "permanently"),
         forgotten=("neighbour", "police")),

    Case(name="g43_forget_later_gore_hives_meds_on_file", category="forget_later",
         turns=(("Our girl Mereana's off to Otago for uni next year, first in the family! And I've got 40 hives "
                 "going out past Gore now, honey's been choice this season.",
                 "Ka pai to Mereana! Forty hives is a solid operation."),
                ("Oh, and whatever you've got on file about my meds, chuck it. Not something I want a speaker "
                 "knowing about, eh.",
                 "Sweet as, I'll get rid of anything about your medication.")),
         proposal=Proposal(add=("The user's daughter Mereana is going to the University of Otago next year.",
                                "The user keeps 40 beehives out past Gore.",
                                "The user's daughter Mereana is studying medicine at Otago.",
                                "The user sells honey at the local market.",
                                "The user has anxiety."),
                           update=((0, "The user takes sertraline."),)),
         memories=("The user takes sertraline for anxiety.",
                   "The user lives near Gore."),
         must=("Mereana", "hive"),
         must_not=("sertraline", "anxiety", "medicine", "sells honey"),
         forgotten=("sertraline", "anxiety")),
)
# fmt: on

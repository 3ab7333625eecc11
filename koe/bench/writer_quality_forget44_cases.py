"""FORGET44: a set for `koe bench writer --quality`: 20 forget requests, written in session 26 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FORGET44: tuple[Case, ...] = (
    Case(name="g44_forget_later_yorkshire_gran_pension", category="forget_later",
         turns=(("ee well our granddaughter ellie's only gone and started her nursing degree at leeds you know the "
                 "university one she's that proud and um i'm having me hip done in march at last been waiting nigh "
                 "on two year",
                 "That's lovely news about Ellie, and good that your hip's finally booked for March."),
                ("aye well it's about time mind you with the pension being what it is i don't know how i'll manage "
                 "the taxis to the hospital it barely covers the gas",
                 "That sounds hard. There may be hospital transport you can ask about."),
                ("oh don't hold onto that bit about me pension love that's nobody's business but mine the rest is "
                 "fine",
                 "Of course, I won't keep anything about your pension.")),
         proposal=Proposal(add=("The user's granddaughter Ellie has started a nursing degree at Leeds.",
                                "The user is having a hip replacement in March.",
                                "The user's pension barely covers their gas bill.",
                                "The user cannot afford taxis to the hospital on their pension.",
                                "The user's granddaughter Ellie is a qualified nurse.")),
         must=("Ellie", "hip"),
         must_not=("pension", "qualified nurse"),
         forgotten=("pension",)),

    Case(name="g44_forget_later_teen_jasper_crush", category="forget_later",
         turns=(("omg guess what i made the u16 volleyball team!!! first training is tuesday",
                 "Congratulations! That's brilliant, enjoy Tuesday's training."),
                ("thx!! also lowkey there's this guy jasper in my chem class and i think he likes me back?? idk",
                 "Ooh, exciting. Fingers crossed!"),
                ("wait no dont remember the jasper thing pls my mum uses this speaker too and she will NOT let it "
                 "go 💀",
                 "Got it, I won't keep anything about Jasper.")),
         proposal=Proposal(add=("The user has made the under-16 volleyball team.",
                                "The user has a crush on Jasper from chemistry class.",
                                "The user is dating Jasper.",
                                "The user asked the assistant not to remember Jasper.",
                                "The user has volleyball training every Tuesday.",
                                "The user's mum never lets things go.")),
         must=("volleyball",),
         must_not=("Jasper", "dating", "every Tuesday", "lets things go"),
         forgotten=("Jasper",)),

    Case(name="g44_forget_later_irish_asr_brother_fergal", category="forget_later",
         turns=(("so i'm after moving the bee hives down the end of the garden here in athlone cause the neighbours "
                 "were giving out",
                 "Sounds sensible. How many hives do you keep?"),
                ("three hives now three and em me brother fergal is just out of the hostel the hospital i mean "
                 "after the gall bladder he's grand now",
                 "Glad to hear he's recovering."),
                ("actually you know what anything about my brother leave it out all of it he's very private that "
                 "way he'd kill me",
                 "Understood, I won't keep anything about your brother.")),
         proposal=Proposal(add=("The user keeps three beehives in their garden in Athlone.",
                                "The user lives in Athlone.",
                                "The user's brother Fergal has had his gallbladder removed.",
                                "The user's brother Fergal has just come out of a hostel.",
                                "The user's neighbours want the user to get rid of the bees."),
                           retire=(0,)),
         memories=("The user's brother Fergal is a carpenter in Mullingar.",),
         must=("Athlone", "bee"),
         must_not=("Fergal", "gallbladder", "hostel", "get rid of"),
         forgotten=("Fergal", "gallbladder")),

    Case(name="g44_forget_later_german_graz_salary", category="forget_later",
         turns=(("Hello. I am working now since two months in a bakery in Graz, early shift, I begin at 4 in the "
                 "morning.",
                 "That's an early start! How are you finding it?"),
                ("Is ok. The money is not so good, I get only 1600 euro netto. But my daughter Lena begins the "
                 "school in September so I need the stable job.",
                 "That makes sense. Exciting for Lena to start school."),
                ("Please, the thing with my salary, I would rather you don't remember it. Is private for me.",
                 "Of course, I won't keep your salary.")),
         proposal=Proposal(add=("The user works at a bakery in Graz.",
                                "The user's daughter Lena starts school in September.",
                                "The user earns 1600 euros net per month.",
                                "The user is unhappy with their salary.",
                                "The user owns a bakery in Graz.",
                                "The user has worked at the bakery for two years.")),
         must=("Graz", "Lena"),
         must_not=("1600", "salary", "owns a bakery", "two years"),
         forgotten=("1600", "salary")),

    Case(name="g44_forget_later_southern_diabetes_withdrawn", category="forget_later",
         turns=(("well bless it doctor says i got the type 2 diabetes now so i'm gonna have to quit the sweet tea "
                 "lord help me",
                 "I'm sorry to hear that. It's a big change but very manageable."),
                ("at least i ain't on the insulin just the pills and pickles that's my beagle he's gonna miss my "
                 "cornbread more than i will",
                 "Ha, Pickles sounds like he's got good taste."),
                ("you know what forget i said the diabetes thing hmm no actually go on and keep it you'll need to "
                 "know for when i ask you for recipes",
                 "Alright, I'll keep that you have type 2 diabetes so I can help with recipes.")),
         proposal=Proposal(add=("The user has type 2 diabetes.",
                                "The user has a beagle named Pickles.",
                                "The user is on insulin.",
                                "The user has type 1 diabetes.",
                                "The user's beagle Pickles has diabetes.",
                                "The user wants the assistant to forget about their diabetes.")),
         must=("diabetes", "Pickles"),
         must_not=("insulin", "type 1", "Pickles has diabetes", "forget"),
         forgotten=()),

    Case(name="g44_forget_later_scottish_sister_expecting_narrowed", category="forget_later",
         turns=(("Big news in our family, my sister Kirsty's moved up to Inverness with her new fella. Only been "
                 "together a year but she seems happy.",
                 "That's a big move! Glad she's happy."),
                ("Aye and she's expecting, due in April. Mum's over the moon.",
                 "Oh how lovely, congratulations to the whole family."),
                ("Actually don't keep the bit about her expecting, she's not told anyone outside the family yet. "
                 "Inverness is fine to remember though, I'll be up visiting loads.",
                 "No problem, I'll leave that out and just keep that Kirsty lives in Inverness.")),
         proposal=Proposal(add=("The user's sister Kirsty has moved to Inverness.",
                                "The user's sister Kirsty is pregnant and due in April.",
                                "The user's sister Kirsty is expecting a baby.",
                                "The user is expecting a baby in April.",
                                "The user's mum is over the moon about the baby.")),
         must=("Kirsty", "Inverness"),
         must_not=("pregnan", "expecting", "April", "baby"),
         forgotten=("pregnan", "expecting", "baby")),

    Case(name="g44_forget_later_nigerian_poultry_money_stuff", category="forget_later",
         turns=(("my brother i have finally started the poultry farm in abeokuta o two hundred birds for now "
                 "broilers",
                 "Congratulations! Two hundred broilers is a great start."),
                ("thank you i borrowed two million naira from my cousin tunde to build the pen by march i must pay "
                 "am back my wife funmi is a pharmacist so she is the one helping me with the figures",
                 "Sounds like you've got a good team."),
                ("abeg all the money stuff no need to note am the loan how much who i owe all that one",
                 "Okay, I'll leave out everything about the money and the loan.")),
         proposal=Proposal(add=("The user has started a poultry farm in Abeokuta.",
                                "The user's wife Funmi is a pharmacist.",
                                "The user borrowed two million naira from his cousin Tunde.",
                                "The user must repay a loan by March.",
                                "The user owes his cousin Tunde money.",
                                "The user's wife Funmi is an accountant.",
                                "The user's poultry farm has two thousand birds.")),
         must=("poultry", "Funmi"),
         must_not=("naira", "loan", "owes", "Tunde", "accountant", "two thousand"),
         forgotten=("naira", "loan", "Tunde")),

    Case(name="g44_forget_later_jamaican_marcia_between_us", category="forget_later",
         turns=(("Mi son Andre pass him driving test this morning, first try! Mi proud bad.",
                 "Congratulations to Andre! First time is impressive."),
                ("Yes man. Him a go drive mi to church Sunday now. Mi and Marcia from church nuh talk since di "
                 "harvest supper, long story.",
                 "That sounds difficult. I hope things settle between you."),
                ("Di ting bout me an Marcia, dat between we, yuh hear? Nuh keep it.",
                 "Understood, I won't keep anything about Marcia.")),
         proposal=Proposal(add=("The user's son Andre passed his driving test on the first try.",
                                "The user is not speaking to Marcia from church.",
                                "The user fell out with Marcia at the harvest supper.",
                                "The user's son Andre failed his driving test.",
                                "The user drives to church every Sunday.")),
         must=("Andre", "driving test"),
         must_not=("Marcia", "harvest supper", "failed", "user drives"),
         forgotten=("Marcia", "harvest supper")),

    Case(name="g44_forget_later_aussie_speeding_pretend", category="forget_later",
         turns=(("yeah nah big week we've sold the place and we're moving up to bendigo in june me and the missus "
                 "and rusty he's the kelpie",
                 "Exciting! Bendigo's a lovely spot. Rusty will love the space."),
                ("too right oh and i got done for speeding on the calder last week bloody camera three hundred "
                 "bucks and three points",
                 "Ouch, that's an expensive week."),
                ("ah pretend i never said that the speeding thing don't want that coming up when the grandkids are "
                 "round",
                 "No worries, I'll leave that out.")),
         proposal=Proposal(add=("The user is moving to Bendigo in June.",
                                "The user has a kelpie named Rusty.",
                                "The user got a speeding fine on the Calder Freeway.",
                                "The user lost three demerit points last week.",
                                "The user does not want the grandkids to know about the speeding fine.",
                                "The user has already moved to Bendigo.")),
         must=("Bendigo", "Rusty"),
         must_not=("speeding", "Calder", "demerit", "already moved"),
         forgotten=("speeding", "Calder", "demerit")),

    Case(name="g44_forget_later_indian_mother_in_law_wipe", category="forget_later",
         turns=(("My mother-in-law has come from Pune to stay with us for three months, and honestly she is driving "
                 "me up the wall already. Only one week done.",
                 "Three months is a long visit! Hang in there."),
                ("Other news is good though, my son Arjun got selected for the state-level under-12 chess "
                 "tournament in Nagpur.",
                 "That's wonderful, congratulations to Arjun!"),
                ("Please wipe the bit about my mother-in-law driving me mad. If this speaker ever says it out loud "
                 "there will be World War 3 in this house.",
                 "Understood, I won't keep that.")),
         proposal=Proposal(add=("The user's son Arjun has been selected for the state-level under-12 chess "
                                "tournament.",
                                "The user's mother-in-law drives them up the wall.",
                                "The user finds their mother-in-law annoying.",
                                "The user's son Arjun is a chess grandmaster.",
                                "There is serious conflict in the user's household.")),
         must=("Arjun", "chess"),
         must_not=("up the wall", "annoying", "grandmaster", "conflict"),
         forgotten=("up the wall", "annoying")),

    Case(name="g44_forget_later_kenyan_counsellor", category="forget_later",
         turns=(("Good news, I've been posted to Kisumu! I start at the county referral hospital as a lab "
                 "technologist on the 1st.",
                 "Congratulations on the posting!"),
                ("Thank you. It's far from my family in Nyeri but I'll manage. I've been seeing a counsellor for my "
                 "anxiety these past months, she says change can be good.",
                 "It sounds like you've got good support."),
                ("I'd rather you didn't remember the counsellor part. Just the job and Nyeri is fine.",
                 "Of course, I'll leave that out.")),
         proposal=Proposal(add=("The user has been posted to Kisumu as a lab technologist at the county referral "
                                "hospital.",
                                "The user's family lives in Nyeri.",
                                "The user sees a counsellor for anxiety.",
                                "The user suffers from anxiety.",
                                "The user is a doctor at the county hospital in Kisumu.")),
         must=("Kisumu", "Nyeri", "lab"),
         must_not=("counsel", "anxiety", "doctor"),
         forgotten=("counsel", "anxiety")),

    Case(name="g44_forget_later_welsh_widower_gwen", category="forget_later",
         turns=(("i've gone and joined the bowls club down by the park in llanelli first time i've done anything "
                 "like that since gwen passed two years now it is",
                 "That's a lovely step to take. I hope you enjoy the bowls."),
                ("aye they're a friendly lot tuesday and thursday afternoons we play and there's tea after",
                 "Sounds perfect."),
                ("one thing mind don't keep anything about gwen will you it's hard when it's said back to me just "
                 "the bowls",
                 "I understand. I won't keep anything about Gwen.")),
         proposal=Proposal(add=("The user has joined a bowls club in Llanelli.",
                                "The user plays bowls on Tuesday and Thursday afternoons.",
                                "The user is a widower.",
                                "The user's wife Gwen died two years ago.",
                                "The user is the captain of the bowls club."),
                           update=((0, "The user's late wife Gwen passed away two years ago."),)),
         memories=("The user's wife is called Gwen.", "The user lives in Llanelli."),
         must=("bowls",),
         must_not=("Gwen", "widow", "captain", "died"),
         forgotten=("Gwen", "widow")),

    Case(name="g44_forget_later_singapore_boss_no_need", category="forget_later",
         turns=(("eh i just sign up for the half marathon in december leh first time damn scared",
                 "That's great! You've got a few months to train."),
                ("ya lor my boss also very the lousy one always scold us in front of everybody so running is my "
                 "stress relief lah i run at east coast park every morning before work",
                 "Sounds like running helps a lot."),
                ("the boss thing don't need to note ah later he find out then i die",
                 "Okay, I won't keep anything about your boss.")),
         proposal=Proposal(add=("The user has signed up for a half marathon in December.",
                                "The user runs at East Coast Park every morning before work.",
                                "The user's boss scolds staff in front of everyone.",
                                "The user dislikes their boss.",
                                "The user has completed a half marathon.",
                                "The user will die if their boss finds out.")),
         must=("marathon", "East Coast"),
         must_not=("boss", "completed", "will die"),
         forgotten=("boss",)),

    Case(name="g44_forget_later_canadian_ex_brent", category="forget_later",
         turns=(("My ex Brent still has our old canoe, eh, so my daughter Sophie and I are renting one for the "
                 "Algonquin trip in August. Four nights on the water!",
                 "That sounds like an amazing trip."),
                ("She's so excited, it's her first real portage trip. She's been practising J-strokes at the "
                 "cottage.",
                 "She'll be a pro by August!"),
                ("Actually, leave Brent out of whatever you keep. I don't want his name coming up around here.",
                 "Understood, nothing about Brent.")),
         proposal=Proposal(add=("The user and their daughter Sophie are going on a canoe trip in Algonquin in "
                                "August.",
                                "The user's ex Brent still has their canoe.",
                                "The user is going to Algonquin with Brent.",
                                "The user's daughter Sophie is eight years old.")),
         must=("Sophie", "Algonquin"),
         must_not=("Brent", "eight years"),
         forgotten=("Brent",)),

    Case(name="g44_forget_later_filipino_remittance_private", category="forget_later",
         turns=(("Hi po! I'm a caregiver here in Vancouver, 6 years na. My parents are back in Iloilo, both retired "
                 "na.",
                 "Thank you for sharing! Six years is a long time away."),
                ("Yes, I miss them. Every month I send them 15k pesos for their maintenance meds and bills. Kaya I "
                 "do extra shifts on weekends.",
                 "That's very generous of you."),
                ("Ay don't save the part about the money I send ha, it's private. The rest ok lang.",
                 "Sige, I'll leave out the money part.")),
         proposal=Proposal(add=("The user works as a caregiver in Vancouver.",
                                "The user's parents are retired and live in Iloilo.",
                                "The user sends 15,000 pesos a month to their parents.",
                                "The user works extra weekend shifts to support their parents.",
                                "The user's parents are caregivers in Vancouver.",
                                "The user has lived in Iloilo for 6 years.")),
         must=("caregiver", "Iloilo"),
         must_not=("pesos", "15,000", "support their parents", "parents are caregivers", "lived in Iloilo"),
         forgotten=("pesos", "15,000")),

    Case(name="g44_forget_later_saffer_pieter_debt_narrowed", category="forget_later",
         turns=(("ja so my boet pieter is getting married in stellenbosch in november at some wine farm very fancy",
                 "How exciting! A wine farm wedding sounds beautiful."),
                ("ja but between us he's properly in debt hey the bank's been phoning him i don't know how he's "
                 "paying for it all",
                 "That sounds stressful for him."),
                ("ag no forget about pieter altogether actually wait you can keep the wedding i need reminding to "
                 "book the flights just not the money stuff about him",
                 "Got it, I'll keep Pieter's wedding and leave out the money side.")),
         proposal=Proposal(add=("The user's brother Pieter is getting married in Stellenbosch in November.",
                                "The user's brother Pieter is in debt.",
                                "The bank has been phoning the user's brother Pieter.",
                                "The user is paying for Pieter's wedding.")),
         must=("Pieter", "Stellenbosch"),
         must_not=("debt", "bank", "paying for"),
         forgotten=("debt", "bank")),

    Case(name="g44_forget_later_newyork_betting_track", category="forget_later",
         turns=(("so my kid dominic he just started at the high school in september made the jv baseball team "
                 "already shortstop i'm tellin ya the kid's got an arm",
                 "That's great, congratulations to Dominic!"),
                ("yeah yeah me and my buddy sal we go out to belmont every saturday for the horses last week i "
                 "dropped like four hundred bucks teresa don't know nothin about that",
                 "That's a tough week at the track."),
                ("ok forget the whole betting thing the track the money all of it i don't want that on any kinda "
                 "record capisce",
                 "Understood, I won't keep anything about the betting.")),
         proposal=Proposal(add=("The user's son Dominic plays shortstop on the JV baseball team.",
                                "The user bets on horses at Belmont every Saturday.",
                                "The user lost $400 betting on horses last week.",
                                "The user hides his gambling from his wife Teresa.",
                                "The user's son Dominic is a pitcher.")),
         must=("Dominic", "baseball"),
         must_not=("Belmont", "betting", "gambl", "pitcher", "$400"),
         forgotten=("Belmont", "betting", "gambl", "$400")),

    Case(name="g44_forget_later_fife_teen_party_scratch", category="forget_later",
         turns=(("so like um i got my first job at the cinema in kirkcaldy like just weekends doing the popcorn and "
                 "stuff",
                 "Nice one, congratulations on your first job!"),
                ("yeah and um also on saturday there was this party at callum's and i like got really really drunk "
                 "and threw up in his mum's plant pot",
                 "Oh dear, sounds like a rough night."),
                ("oh my god no scratch that dont keep the party thing at all like delete it delete it",
                 "Done, I won't keep anything about the party.")),
         proposal=Proposal(add=("The user has a weekend job at the cinema in Kirkcaldy.",
                                "The user got drunk at Callum's party on Saturday.",
                                "The user threw up in a plant pot.",
                                "The user is the manager of the cinema in Kirkcaldy.",
                                "The user's friend Callum hosts parties.")),
         must=("cinema", "Kirkcaldy"),
         must_not=("drunk", "party", "plant pot", "manager", "Callum"),
         forgotten=("drunk", "party", "plant pot", "Callum")),

    Case(name="g44_forget_later_spanish_asr_visa", category="forget_later",
         turns=(("hello so i am chef in a top us restaurant in bristol since last year and my son mateo he has six "
                 "years he start at the school here in september",
                 "That's lovely. How is Mateo finding school?"),
                ("he love it but im little bit worry because my visa it is expire in march and the papers for renew "
                 "are very complicate",
                 "That does sound stressful. I hope the renewal goes smoothly."),
                ("no please no remember the visa thing okay for get it is only for me",
                 "Of course, I won't keep anything about your visa.")),
         proposal=Proposal(add=("The user works as a chef at a restaurant in Bristol.",
                                "The user's son Mateo is six and is starting school in September.",
                                "The user's visa expires in March.",
                                "The user is renewing their visa.",
                                "The user owns a restaurant in Bristol.",
                                "The user is the top chef in Bristol.")),
         must=("chef", "Bristol", "Mateo"),
         must_not=("visa", "owns", "top chef"),
         forgotten=("visa",)),

    Case(name="g44_forget_later_midwest_grandma_warfarin", category="forget_later",
         turns=(("My grandson Caleb is driving up from Des Moines for Thanksgiving, first time he's bringing his "
                 "girlfriend. I'm doing the turkey like always.",
                 "How nice! You'll have a full table."),
                ("I'll have to sit for most of it though. I'm on warfarin now after that clot in my leg in August, "
                 "and the doctor wants me off my feet.",
                 "Take it easy and let others help."),
                ("No need to note any of that medical business, the warfarin and the clot and all. My doctor keeps "
                 "track of that, not a speaker.",
                 "Understood, I'll leave the medical details out.")),
         proposal=Proposal(add=("The user's grandson Caleb is coming from Des Moines for Thanksgiving.",
                                "The user cooks the turkey every Thanksgiving.",
                                "The user takes warfarin.",
                                "The user had a blood clot in their leg in August.",
                                "The user's grandson Caleb is engaged.",
                                "The user's doctor wants them to rest.")),
         must=("Caleb", "Des Moines"),
         must_not=("warfarin", "clot", "engaged", "doctor"),
         forgotten=("warfarin", "clot")),
)
# fmt: on

"""An eighth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The speakers vary in age, region and English (lowercase speech-to-text transcripts among them), and the
junk a weak model proposes sits next to the one or two facts the person meant. The cases were written by hand;
no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH6: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f6_dog_name_if_allowed", category="hypothetical",
         turns=(("See if I ever got a dog, I'd cry it Dunnock. Landlord's no having it though. Eilidh would be "
                 "the one walking it anyway, that's my partner, she's up at half five for her shifts at the "
                 "bakery in Saltcoats.",
                 "Dunnock's a lovely name. Many landlords will allow pets if you offer a pet deposit."),),
         proposal=Proposal(add=("The user's partner Eilidh works early shifts at a bakery in Saltcoats.",
                                "The user has a dog called Dunnock.",
                                "The user's landlord allows pets with a pet deposit.")),
         must=("Eilidh", "bakery"), must_not=("Dunnock", "deposit")),
    Case(name="f6_job_offer_commute", category="hypothetical",
         turns=(("so if i took the job out in spokane thats like an hour each way in the car and the twins start "
                 "kindergarten in august so i dunno is it even worth it",
                 "That's a big decision. A one-hour commute each way adds up to over 400 hours a year."),),
         proposal=Proposal(add=("The user works in Spokane.", "The user's twins start kindergarten in August.",
                                "The user commutes an hour each way by car.",
                                "A one-hour commute adds up to over 400 hours a year.")),
         must=("twins", "kindergarten"), must_not=("Spokane", "commutes", "400 hours")),
    # --- negation ---
    Case(name="f6_not_the_diabetic", category="negation",
         turns=(("No no, I am not the diabetic one. It is my father-in-law Subramanyam who is having sugar. I am "
                 "only avoiding sweets in the house because he is staying with us.",
                 "Understood. Managing diabetes often means watching carbohydrates as well as sugar."),),
         proposal=Proposal(add=("The user is diabetic.", "The user's father-in-law Subramanyam has diabetes.",
                                "Managing diabetes means watching carbohydrates.")),
         must=("Subramanyam",), must_not=("user is diabetic", "carbohydrates")),
    Case(name="f6_not_egg_but_kiwi", category="negation",
         turns=(("Abeg, Chinwendu is not allergic to egg o. The doctor ruled it out on Tuesday. Na kiwi cause the "
                 "whole wahala, my small girl cannot even touch it.",
                 "Good to have an answer. Kiwi allergy often shows up as itching around the mouth."),),
         proposal=Proposal(add=("The user's daughter Chinwendu is allergic to eggs.",
                                "The user's daughter Chinwendu is allergic to kiwi.",
                                "Kiwi allergy often causes itching around the mouth.")),
         must=("kiwi", "Chinwendu"), must_not=("eggs", "itching")),
    # --- opinion ---
    Case(name="f6_mate_on_the_car", category="opinion",
         turns=(("My mate Gethin reckons the Yaris is a death trap and I'm daft for keeping it. Six years I've had "
                 "her and she's never once let me down.",
                 "Sounds like a reliable car. Regular servicing helps older cars stay safe."),),
         proposal=Proposal(add=("The user's Yaris is a death trap.", "The user has had a Toyota Yaris for six years.",
                                "The user is daft for keeping the Yaris.",
                                "Older cars need regular servicing to stay safe.")),
         must=("Yaris",), must_not=("death trap", "daft", "servicing")),
    Case(name="f6_wife_on_the_flat", category="opinion",
         turns=(("My wife Huixin keep saying the new flat in Punggol is too ulu, far from everything. I think ok "
                 "lah, got the MRT. Anyway we collect keys in March.",
                 "Congratulations on the new home! Punggol has a lovely waterway park."),),
         proposal=Proposal(add=("The user's wife is called Huixin.",
                                "The user is moving to a new flat in Punggol and collects the keys in March.",
                                "The user's new flat in Punggol is too far from everything.",
                                "Punggol has a waterway park.")),
         must=("Huixin", "Punggol"), must_not=("too far", "waterway")),
    # --- joke ---
    Case(name="f6_cat_runs_the_house", category="joke",
         turns=(("Marmaduke, our ginger tom, has officially taken over as head of the household. He approved the "
                 "new sofa this morning by sleeping on it for six hours straight.",
                 "Ha! Cats always know how to find the comfiest spot."),),
         proposal=Proposal(add=("The user has a ginger tomcat called Marmaduke.",
                                "Marmaduke is the head of the household.",
                                "Marmaduke approves the furniture purchases.")),
         must=("Marmaduke",), must_not=("head of the household", "approves")),
    Case(name="f6_marathon_on_new_hip", category="joke",
         turns=(("Oh aye, I'm in training for the London Marathon, me and my new titanium hip. Had it put in back "
                 "in October and I've got as far as the end of the garden.",
                 "Every step counts! Recovery from a hip replacement usually takes about three months."),),
         proposal=Proposal(add=("The user is training for the London Marathon.",
                                "The user had a hip replacement in October.",
                                "Hip replacement recovery takes about three months.")),
         must=("hip",), must_not=("marathon", "three months")),
    # --- story ---
    Case(name="f6_detective_show_twist", category="story",
         turns=(("Did you see Fenwick Street last night? Turns out Corrigan's wife had been poisoning the "
                 "neighbour's dog the whole time. I'll have to record next week's, we're at our grandson Ptolemy's "
                 "christening on the Sunday.",
                 "What a twist! Shall I set a reminder to record next week's episode?"),),
         proposal=Proposal(add=("The user's wife has been poisoning the neighbour's dog.",
                                "Corrigan's wife poisoned the neighbour's dog.",
                                "The user has a grandson called Ptolemy.")),
         must=("Ptolemy",), must_not=("poison", "neighbour's dog")),
    Case(name="f6_dream_brother_boat", category="story",
         turns=(("had the weirdest dream last night my brother ambrose bought a boat and we sailed it all the way to "
                 "iceland and he married a lighthouse keeper which is hilarious cos in real life hes a large animal "
                 "vet in sligo and hates the water",
                 "Dreams can be wonderfully strange! Iceland has over a hundred lighthouses."),),
         proposal=Proposal(add=("The user's brother Ambrose bought a boat.",
                                "The user's brother Ambrose married a lighthouse keeper.",
                                "The user's brother Ambrose is a large animal vet in Sligo.",
                                "The user sailed to Iceland.", "Iceland has over a hundred lighthouses.")),
         must=("Ambrose", "Sligo"), must_not=("boat", "lighthouse", "Iceland")),
    # --- quoted ---
    Case(name="f6_horoscope_fortune", category="quoted",
         turns=(("Listen to this from the paper: 'Scorpio, a distant relative will leave you a fortune before the "
                 "month is out.' Well, I'm a Scorpio, born the ninth of November, so I'll be waiting by the "
                 "letterbox.",
                 "Fingers crossed! Scorpio runs from late October to late November."),),
         proposal=Proposal(add=("The user will inherit a fortune from a distant relative.",
                                "The user's birthday is 9 November.",
                                "Scorpio runs from late October to late November.",
                                "The user is waiting by the letterbox.")),
         must=("November",), must_not=("fortune", "late October", "letterbox")),
    Case(name="f6_neighbour_text_tortoise", category="quoted",
         turns=(("My neighbour just messaged, listen: 'hiya love, Bartholomew's escaped again, he's in my greenhouse "
                 "eating all the tomatoes x'. Bartholomew's our tortoise, by the way, we've had him since before "
                 "the kids were born.",
                 "Oh dear! Tortoises can be surprisingly good escape artists."),),
         proposal=Proposal(add=("Bartholomew is in the greenhouse eating the tomatoes.",
                                "The user has a tortoise called Bartholomew.", "The user has a greenhouse.",
                                "Tortoises are good escape artists.")),
         must=("Bartholomew", "tortoise"), must_not=("greenhouse", "tomatoes", "escape artists")),
    # --- code ---
    Case(name="f6_shell_for_studio_site", category="code",
         turns=(("okay type this into the terminal for me sudo apt install postgresql dash fifteen then sudo "
                 "systemctl enable postgresql. its for the booking site for ondine's pottery studio, my wife's been "
                 "running it out of the garage since twenty nineteen",
                 "Done. PostgreSQL 15 is installed and will start at boot."),),
         proposal=Proposal(add=("The user installed PostgreSQL 15.",
                                "The user's wife Ondine runs a pottery studio from the garage.",
                                "The user runs sudo systemctl enable postgresql.")),
         must=("Ondine", "pottery"), must_not=("PostgreSQL", "systemctl")),
    Case(name="f6_python_till_coursework", category="code",
         turns=(("ok so i wrote def total open bracket prices close bracket colon return sum of prices times one "
                 "point two and its giving me a type error?? its for my gcse comp sci project, making a till thing "
                 "for my aunties corner shop",
                 "Try sum(prices) * 1.2; you were multiplying the list itself. That adds 20% VAT to the total."),),
         proposal=Proposal(add=("The user multiplies prices by 1.2.", "The user is studying GCSE computer science.",
                                "The user's auntie has a corner shop.", "Prices include 20% VAT.")),
         must=("GCSE", "corner shop"), must_not=("1.2", "VAT")),
    # --- forget_later ---
    Case(name="f6_sister_engagement_secret", category="forget_later",
         turns=(("Me big sister Marcia-Ann just get engaged to one fella from Barbados, but she nuh tell nobody yet. "
                 "And mi start physio fi mi bad knee last week, twice a week now.",
                 "Congratulations to her! And good luck with the physio."),
                ("Actually forget the part bout Marcia-Ann and the engagement, she would kill me if it get out.",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user's sister Marcia-Ann is engaged to a man from Barbados.",
                                "The user has physiotherapy twice a week for their knee.",
                                "The user's sister is called Marcia-Ann.")),
         must=("knee",), forgotten=("engaged", "Barbados", "Marcia-Ann")),
    Case(name="f6_doctor_business_scratched", category="forget_later",
         turns=(("Well, I got my bloodwork back and I'm pre-diabetic, so Dr. Thibodeaux's got me walkin' every "
                 "mornin'. Oh, and Beaumont, that's our coonhound, turns ten on Saturday.",
                 "Thanks for sharing. Happy early birthday to Beaumont!"),
                ("Matter of fact, scratch all that doctor business, I don't want it saved anywhere. Just keep the "
                 "dog.",
                 "Understood.")),
         proposal=Proposal(add=("The user is pre-diabetic.", "The user's doctor is Dr. Thibodeaux.",
                                "The user walks every morning.",
                                "The user has a coonhound called Beaumont who turns ten on Saturday.")),
         must=("Beaumont", "coonhound"), must_not=("walks every morning",),
         forgotten=("pre-diabetic", "Thibodeaux")),
    # --- fact_in_question ---
    Case(name="f6_dialysis_vegetables", category="fact_in_question",
         turns=(("Since my husband Venkatesh went on dialysis, thrice weekly, which vegetables can I make him that "
                 "are low in potassium?",
                 "Cabbage, cauliflower and bottle gourd are lower in potassium. Soaking potatoes also leaches some "
                 "out."),),
         proposal=Proposal(add=("The user's husband Venkatesh is on dialysis three times a week.",
                                "Cauliflower is low in potassium.", "The user soaks potatoes to leach potassium.",
                                "The user cooks cabbage for Venkatesh.")),
         must=("Venkatesh", "dialysis"), must_not=("cauliflower", "soaks", "cabbage")),
    Case(name="f6_volcano_present", category="fact_in_question",
         turns=(("whats a good present for cosmo hes turning nine on the twenty first and hes obsessed with "
                 "volcanoes at the minute my nephew i mean",
                 "A volcano science kit would be perfect. Mount Etna in Sicily is one of the most active volcanoes "
                 "in the world."),),
         proposal=Proposal(add=("The user's nephew Cosmo is turning nine on the 21st.", "Cosmo loves volcanoes.",
                                "Mount Etna is one of the most active volcanoes.",
                                "The user bought Cosmo a volcano science kit.")),
         must=("Cosmo", "nephew"), must_not=("Etna", "bought")),
    # --- two_facts ---
    Case(name="f6_school_and_granny", category="two_facts",
         turns=(("Our youngest, Caoimhe, started at Ballyhackamore Primary on Monday, and my mum's moving in with "
                 "us come the spring.",
                 "Big changes! Starting P1 is a huge milestone."),),
         proposal=Proposal(add=("The user's youngest child Caoimhe goes to Ballyhackamore Primary.",
                                "The user's mum is moving in with the user in the spring.",
                                "The user's mum goes to Ballyhackamore Primary.", "Caoimhe is four years old.")),
         must=("Caoimhe", "moving in"), must_not=("mum goes", "four years")),
    Case(name="f6_solar_and_dad_retired", category="two_facts",
         turns=(("Got the solar panels up on the roof finally, and Dad's retired from the mines, thirty-one years "
                 "out at Kalgoorlie, can you believe it.",
                 "Congratulations to your dad! Rooftop solar can cut power bills by up to 70 percent."),),
         proposal=Proposal(add=("The user has solar panels on the roof.",
                                "The user's dad has retired after thirty-one years in the mines at Kalgoorlie.",
                                "The user works in the mines at Kalgoorlie.",
                                "Solar panels cut power bills by 70 percent.")),
         must=("solar panels", "retired"), must_not=("user works", "70 percent")),
    # --- long_ramble ---
    Case(name="f6_post_office_ramble", category="long_ramble",
         turns=(("Well, I was at the post office, queue out the door as always, and Mrs Pruett from the flats was "
                 "going on about her bins again, and I thought, I haven't time for this, I've the chiropodist at "
                 "three. And then of course the bus was late, the 47, it's always the 47, and by the time I got home "
                 "the parcel was on the step, and it was my new hearing aids, first pair I've ever had, the "
                 "audiologist says I've lost about forty percent in my left ear. Anyway, I made a cup of tea.",
                 "Sounds like quite a day! I hope the new hearing aids help."),),
         proposal=Proposal(add=("The user takes the number 47 bus.", "Mrs Pruett complains about her bins.",
                                "The user has a chiropodist appointment at three.",
                                "The user wears hearing aids for hearing loss in the left ear.",
                                "The user made a cup of tea.")),
         must=("hearing aid",), must_not=("47 bus", "bins", "chiropodist", "cup of tea")),
    Case(name="f6_school_day_ramble", category="long_ramble",
         turns=(("ok so basically today was chaos like first my phone died on the bus then kezia was like omg did "
                 "you hear about chem and i was like no?? and apparently someone left a bunsen burner on and the "
                 "whole lab got evacuated which honestly iconic, then no pizza at lunch AGAIN, then netball trials "
                 "which i got in btw goal defence for the under sixteens, then mum was late getting me cos of the "
                 "bypass",
                 "What a day! Congrats on making the team."),),
         proposal=Proposal(add=("The user's phone died.", "Kezia left a bunsen burner on.",
                                "The school lab was evacuated.",
                                "The user plays goal defence for the under-16s netball team.",
                                "The school canteen never has pizza.")),
         must=("netball",), must_not=("phone died", "bunsen", "evacuated", "pizza")),
    # --- correction ---
    Case(name="f6_dog_breed_spots", category="correction",
         turns=(("No, this you have wrong. Peregrine is a Dalmatian, the spots, you know? Not a Labrador.",
                 "Thanks for correcting me! Dalmatians need lots of exercise."),),
         proposal=Proposal(add=("The user's dog Peregrine is a Labrador with spots.",
                                "Dalmatians need lots of exercise."),
                           update=((0, "The user's dog Peregrine is a Dalmatian."),), retire=(1,)),
         memories=("The user's dog Peregrine is a Labrador.",
                   "The user walks Peregrine along the canal every evening."),
         must=("Dalmatian", "canal"), must_not=("Labrador", "lots of exercise")),
    Case(name="f6_son_college_town", category="correction",
         turns=(("Arre, where you got Nagpur from? Aniruddh is doing engineering in Manipal only, second year now.",
                 "Sorry about that, I've corrected it to Manipal."),),
         proposal=Proposal(add=("Aniruddh studies in Nagpur.",),
                           update=((0, "The user's son Aniruddh studies engineering in Manipal."),), retire=(1,)),
         memories=("The user's son Aniruddh studies engineering in Nagpur.", "The user's wife is a schoolteacher."),
         must=("Manipal", "schoolteacher"), must_not=("Nagpur",)),
    # --- world ---
    Case(name="f6_cockatiel_buried", category="world",
         turns=(("We buried Sprocket under the apple tree this morning. Fourteen years he wolf-whistled at the "
                 "kettle.",
                 "I'm so sorry. Cockatiels usually live 10 to 15 years, so he had a good long life."),),
         proposal=Proposal(add=("The user has a cockatiel called Sprocket who wolf-whistles at the kettle.",
                                "Cockatiels usually live 10 to 15 years."),
                           update=((0, "The user's cockatiel Sprocket died at fourteen."),), retire=(1,)),
         memories=("The user has a cockatiel called Sprocket.", "The user's partner Fenella is a firefighter."),
         must=("firefighter", "Fenella"), must_not=("has a cockatiel called Sprocket", "10 to 15")),
    Case(name="f6_forklift_to_buses", category="world",
         turns=(("Last Friday I finish at warehouse, no more forklift. Now I drive buses for Stagecoach, first week "
                 "of training is done already.",
                 "Congratulations on the new job! Bus drivers in the UK need a PCV licence."),),
         proposal=Proposal(add=("The user works as a forklift driver at the warehouse.",
                                "Bus drivers need a PCV licence."),
                           update=((0, "The user drives buses for Stagecoach."),), retire=(1,)),
         memories=("The user works as a forklift driver at the cold-store warehouse in Daventry.",
                   "The user's daughter Zuzanna plays the violin."),
         must=("Stagecoach", "Zuzanna"), must_not=("forklift", "PCV")),
    # --- asked ---
    Case(name="f6_dentist_name_again", category="asked",
         turns=(("What's my dentist called again, love? I had it written on the calendar and now I can't find my "
                 "reading glasses.",
                 "Your dentist is Dr Achterberg on Mill Lane."),),
         proposal=Proposal(add=("The user can't find their reading glasses.",),
                           update=((0, "The user doesn't know their dentist's name."),), retire=(1,)),
         memories=("The user's dentist is Dr Achterberg on Mill Lane.", "The user has a crown on a lower back tooth."),
         must=("Achterberg", "crown"), must_not=("reading glasses", "know their dentist")),
    Case(name="f6_wife_birthday_mixup", category="asked",
         turns=(("hey whens my wifes birthday again i always get it mixed up with her sisters",
                 "Wilhelmina's birthday is on the 14th of August, and Clementine's is on the 4th."),),
         proposal=Proposal(add=("The user always mixes up birthdays.",),
                           update=((0, "The user's wife Wilhelmina's birthday is 4 August."),), retire=(1,)),
         memories=("The user's wife Wilhelmina's birthday is 14 August.",
                   "Wilhelmina's sister Clementine's birthday is 4 August."),
         must=("14 August", "Clementine"), must_not=("mixes up",)),
)
# fmt: on

"""A nineteenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The kinds: a hypothetical, a denial, someone else's opinion, a joke or sarcasm, a film or dream plot,
dictated or read-out text, a config or shell command, a fact the person later asks to forget, a fact said
inside a question, several facts in one breath, a long ramble with one lasting fact, a correction, a change
in the world, and a question about what is remembered. The speakers vary in age, region and English (Lagos,
Minnesota, Cornwall, Pune, Houston, Osaka, Birmingham, the Darling Downs, Dunedin, Trinidad, Belfast,
Singapore, the Okanagan, a Polish plumber in Reading, Guadalajara, Newfoundland, Kandy, Cape Town, Lusaka,
a Brazilian in Somerville, Liverpool, Acadiana, Lahore, north Norfolk, Glasgow, Cebu, Malta, rural Indiana);
some turns are lowercase speech-recognition transcripts, some have typos or run on. Each proposal mixes the
right memories with the junk a weak or led-astray model would offer. The cases were written by hand; no
person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH18: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f18_hypo_lagos_suya_obinna", category="hypothetical",
         turns=(("If we ever relocate to Abuja, I would open a small suya spot near the house, that's my dream. "
                 "But for now my son Obinna is in JSS2 at a school in Surulere, so we're not going anywhere.",
                 "A suya spot sounds lovely. JSS2 is a busy year, so staying put makes sense for Obinna."),),
         proposal=Proposal(add=("The user's son Obinna is in JSS2 at a school in Surulere.",
                                "The user has moved to Abuja.",
                                "The user runs a suya spot near the house."), update=(), retire=()),
         memories=(),
         must=("Obinna", "Surulere"), must_not=("Abuja", "suya"), forgotten=()),
    Case(name="f18_hypo_duluth_curling_pontoon", category="hypothetical",
         turns=(("You know, if I had a pontoon boat the grandkids would never go home. Anyway, I curl Tuesday "
                 "nights at the club in Duluth, so don't book anything for me then.",
                 "Tuesday nights are kept clear for curling. And a pontoon would certainly keep them around."),),
         proposal=Proposal(add=("The user curls on Tuesday nights at a club in Duluth.",
                                "The user owns a pontoon boat.",
                                "The user's grandchildren live with the user."), update=(), retire=()),
         memories=(),
         must=("curl", "Duluth"), must_not=("pontoon", "live with"), forgotten=()),
    # --- negation ---
    Case(name="f18_neg_cornwall_fox_morwenna", category="negation",
         turns=(("We haven't got the chickens any more, the fox had the lot back in February. My daughter "
                 "Morwenna comes over Sundays to do the veg patch with me though, bless her.",
                 "Sorry to hear about the chickens. Sundays in the veg patch with Morwenna sound lovely."),),
         proposal=Proposal(add=("The user's daughter Morwenna comes over on Sundays to help with the veg patch.",
                                "The user keeps chickens.",
                                "The user collects eggs from the hens every morning."), update=(), retire=()),
         memories=(),
         must=("Morwenna",), must_not=("chickens", "eggs"), forgotten=()),
    Case(name="f18_neg_pune_lactose_mother", category="negation",
         turns=(("Actually I'm not vegetarian, it's my mother who is, that's why everything in the fridge is veg. "
                 "But I am lactose intolerant, so please don't suggest paneer dishes for me.",
                 "Understood: no paneer, and I'll skip dairy when I suggest recipes for you."),),
         proposal=Proposal(add=("The user is lactose intolerant.",
                                "The user is vegetarian.",
                                "The user loves paneer dishes."), update=(), retire=()),
         memories=(),
         must=("lactose",), must_not=("user is vegetarian", "loves paneer"), forgotten=()),
    # --- someone else's opinion ---
    Case(name="f18_opin_houston_nicu_bossy", category="opinion",
         turns=(("My charge nurse keeps telling everybody I'm the bossiest person on the unit, which, rude. "
                 "Anyway y'all, I work nights in the NICU, so no music or alarms before two in the afternoon.",
                 "Quiet mornings it is. For what it's worth, bossy nurses keep babies safe."),),
         proposal=Proposal(add=("The user works night shifts in the NICU and sleeps until about 2 pm.",
                                "The user is the bossiest person on the unit.",
                                "Bossy nurses keep babies safe."), update=(), retire=()),
         memories=(),
         must=("NICU",), must_not=("bossiest", "babies safe"), forgotten=()),
    Case(name="f18_opin_osaka_strict_daughters", category="opinion",
         turns=(("My mother-in-law always say I am too strict with our kids. I think she is not right. We live in "
                 "Osaka, we have two daughters, Hinata is seven and Mio is four.",
                 "Every family finds its own balance. Hinata, seven, and Mio, four: noted."),),
         proposal=Proposal(add=("The user lives in Osaka and has two daughters, Hinata (7) and Mio (4).",
                                "The user is too strict with the children.",
                                "The user's mother-in-law is always right."), update=(), retire=()),
         memories=(),
         must=("Hinata", "Mio", "Osaka"), must_not=("too strict", "always right"), forgotten=()),
    # --- joke / sarcasm ---
    Case(name="f18_joke_brum_beans_keeper", category="joke",
         turns=(("Yeah, I'm a proper world-class chef me, managed to burn beans on toast again. Anyway, our "
                 "Tyrese plays in goal for the Kings Heath under-fourteens, so Saturday mornings are spoken for.",
                 "Beans on toast catches everyone out. Saturday mornings kept clear for Tyrese's matches."),),
         proposal=Proposal(add=("The user's son Tyrese plays in goal for the Kings Heath under-14s on Saturdays.",
                                "The user is a world-class chef.",
                                "The user burns food on purpose."), update=(), retire=()),
         memories=(),
         must=("Tyrese", "Kings Heath"), must_not=("chef", "on purpose"), forgotten=()),
    Case(name="f18_joke_dalby_heat_cattle", category="joke",
         turns=(("yeah nah its been a real treat out here mate only forty two in the shade absolutely loving it "
                 "we run about three hundred head of cattle out past dalby if youre wondering why im up at four",
                 "Forty-two sounds brutal. Three hundred head out past Dalby explains the early starts."),),
         proposal=Proposal(add=("The user runs about 300 head of cattle on a property past Dalby.",
                                "The user loves 42-degree heat.",
                                "The user enjoys hot weather."), update=(), retire=()),
         memories=(),
         must=("cattle", "Dalby"), must_not=("42", "forty", "hot weather"), forgotten=()),
    # --- film, book or dream plot ---
    Case(name="f18_story_dunedin_lighthouse_dream", category="story",
         turns=(("Had the weirdest dream last night: I was the lighthouse keeper on Stewart Island and my flatmate "
                 "was a seal who kept nicking my toast. Actual news though, I've just started a PhD in marine "
                 "science at Otago.",
                 "What a dream! And congratulations on starting your PhD in marine science."),),
         proposal=Proposal(add=("The user has started a PhD in marine science at Otago.",
                                "The user is a lighthouse keeper on Stewart Island.",
                                "The user's flatmate is a seal."), update=(), retire=()),
         memories=(),
         must=("PhD", "marine"), must_not=("lighthouse", "seal", "Stewart Island"), forgotten=()),
    Case(name="f18_story_trinidad_vineyard_choir", category="story",
         turns=(("Me and Kerwin, my husband, we binging this show where a fella inherit a vineyard in France and "
                 "he falling in love with the lady next door, it too sweet. Anyhow I does sing alto in the church "
                 "choir down in San Fernando, so Sundays I busy.",
                 "That show sounds charming. Sunday mornings are for the choir, noted."),),
         proposal=Proposal(add=("The user's husband is Kerwin.",
                                "The user sings alto in a church choir in San Fernando on Sundays.",
                                "The user inherited a vineyard in France.",
                                "The user is in love with the lady next door."), update=(), retire=()),
         memories=(),
         must=("Kerwin", "alto"), must_not=("vineyard", "next door"), forgotten=()),
    # --- dictated or read-out text ---
    Case(name="f18_quote_belfast_group_bowls", category="quoted",
         turns=(("Can you send this to the family group: 'Sorry all, stuck in Dublin, flight's cancelled, back "
                 "Thursday.' That's from Ciaran, not me, he's using my phone. And while I think of it, I'm the "
                 "treasurer of the bowls club on the Lisburn Road now.",
                 "Sent to the family group. And congratulations on being made treasurer of the bowls club."),),
         proposal=Proposal(add=("The user is the treasurer of the bowls club on the Lisburn Road.",
                                "The user is stuck in Dublin.",
                                "The user's flight was cancelled.",
                                "The user will be back on Thursday."), update=(), retire=()),
         memories=(),
         must=("treasurer", "bowls"), must_not=("Dublin", "cancelled", "Thursday"), forgotten=()),
    Case(name="f18_quote_tampines_lift_sign", category="quoted",
         turns=(("Eh, the notice at the lift lobby says 'Residents are not allowed to park bicycles along the "
                 "common corridor. Offenders will be fined $500.' Wah, so strict sia. Anyway I stay on the 14th "
                 "floor in Tampines, my bicycle I keep inside the flat one.",
                 "Quite a steep fine! Good thing your bicycle stays inside the flat."),),
         proposal=Proposal(add=("The user lives on the 14th floor of a flat in Tampines and keeps a bicycle inside.",
                                "The user was fined $500.",
                                "The user parks bicycles in the common corridor."), update=(), retire=()),
         memories=(),
         must=("Tampines",), must_not=("$500", "fined", "corridor"), forgotten=()),
    # --- config, code or shell ---
    Case(name="f18_code_kelowna_yaml_placeholder", category="code",
         turns=(("The tutorial told me to paste this into config.yaml:\nowner: John Doe\nhome_city: Springfield\n"
                 "pets: none\nI haven't changed any of it yet. For the record, we live just outside Kelowna and "
                 "we've got a border collie called Tavish.",
                 "Those are placeholder values, so swap in your own before you restart it. Hello to Tavish!"),),
         proposal=Proposal(add=("The user lives just outside Kelowna.",
                                "The user has a border collie called Tavish.",
                                "The user's name is John Doe.",
                                "The user lives in Springfield.",
                                "The user has no pets."), update=(), retire=()),
         memories=(),
         must=("Kelowna", "Tavish"), must_not=("John Doe", "Springfield", "no pets"), forgotten=()),
    Case(name="f18_code_reading_git_message", category="code",
         turns=(("I am typing in terminal: git commit -m \"moved to Berlin, started new job at Siemens\" - this "
                 "is only example from the book, is not true. True thing: I am plumber here in Reading, "
                 "self-employed, already six years.",
                 "That commit will work. Six years self-employed is a good run."),),
         proposal=Proposal(add=("The user is a self-employed plumber in Reading.",
                                "The user moved to Berlin.",
                                "The user started a new job at Siemens."), update=(), retire=()),
         memories=(),
         must=("plumber", "Reading"), must_not=("Berlin", "Siemens"), forgotten=()),
    # --- a fact, then asked to forget it ---
    Case(name="f18_forget_zapopan_pesos", category="forget_later",
         turns=(("My brother Joaquin owes me five thousand pesos since Christmas and he never pays. Also, I am "
                 "dentist, I have my clinic in Zapopan, so weekdays I finish late.",
                 "That's frustrating about the money. Noted that you run a dental clinic in Zapopan."),
                ("Ay no, forget the thing about Joaquin and the money please, is family business, I don't want "
                 "it saved.",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user is a dentist with a clinic in Zapopan and finishes late on weekdays.",
                                "The user's brother Joaquin owes the user five thousand pesos."),
                           update=(), retire=()),
         memories=(),
         must=("dentist", "Zapopan"), must_not=("pesos", "owes"), forgotten=("pesos", "owes")),
    Case(name="f18_forget_stjohns_dialysis", category="forget_later",
         turns=(("Listen, I'm on dialysis Monday, Wednesday and Friday mornings at the Health Sciences, so don't "
                 "be booking anything then.",
                 "Understood, Monday, Wednesday and Friday mornings stay free."),
                ("And the grandson, Brayden, he's coming to live with us in the fall, he's going to MUN for "
                 "engineering.",
                 "How lovely, Brayden at Memorial for engineering."),
                ("Actually now, forget what I said about the dialysis, I'd rather that wasn't kept anywhere. "
                 "Just don't book me mornings, that's all.",
                 "Done, I've let that go.")),
         proposal=Proposal(add=("The user has dialysis on Monday, Wednesday and Friday mornings.",
                                "The user's grandson Brayden is moving in this fall to study engineering at MUN."),
                           update=(), retire=()),
         memories=(),
         must=("Brayden",), must_not=("dialysis",), forgotten=("dialysis",)),
    # --- a fact inside a question ---
    Case(name="f18_factq_kandy_pregnant_fruit", category="fact_in_question",
         turns=(("Since my wife Dilani is seven months pregnant now, which fruits should she avoid? Her mother "
                 "keeps saying no papaya and no pineapple.",
                 "Unripe papaya is commonly avoided in pregnancy; pineapple in normal amounts is generally fine. "
                 "Her doctor can advise."),),
         proposal=Proposal(add=("The user's wife Dilani is pregnant.",
                                "The user avoids papaya.",
                                "Pineapple is safe during pregnancy."), update=(), retire=()),
         memories=(),
         must=("Dilani", "pregnant"), must_not=("papaya", "pineapple"), forgotten=()),
    Case(name="f18_factq_capetown_comrades", category="fact_in_question",
         turns=(("Ag, seeing as I'm running Comrades this June, how many kays a week should I be doing by now, "
                 "hey?",
                 "Many Comrades runners build towards 60 to 80 km a week at this stage, with a long run at the "
                 "weekend."),),
         proposal=Proposal(add=("The user is running the Comrades Marathon in June.",
                                "The user runs 80 km a week.",
                                "The user does a long run every weekend."), update=(), retire=()),
         memories=(),
         must=("Comrades",), must_not=("80 km", "long run"), forgotten=()),
    # --- two or three facts at once ---
    Case(name="f18_two_lusaka_headteacher_tailor", category="two_facts",
         turns=(("I'm the headteacher at a secondary school in Chilanga, and my wife Mutinta runs a tailoring "
                 "shop at Kamwala market. By the way, how far is Livingstone from Lusaka by road?",
                 "Roughly 480 kilometres, about six to seven hours' drive."),),
         proposal=Proposal(add=("The user is the headteacher of a secondary school in Chilanga.",
                                "The user's wife Mutinta runs a tailoring shop at Kamwala market.",
                                "Livingstone is about 480 km from Lusaka by road.",
                                "The user is driving to Livingstone."), update=(), retire=()),
         memories=(),
         must=("Chilanga", "Mutinta", "tailoring"), must_not=("480", "Livingstone"), forgotten=()),
    Case(name="f18_two_somerville_bakery_davi", category="two_facts",
         turns=(("I work in a bakery in Somerville, early shift, my son Davi he has autism so routine is very "
                 "important for him, and at home we speak only Portuguese. Ah, and what is the date of Brazil "
                 "independence day, I always forget?",
                 "September 7th. Brazil declared independence in 1822."),),
         proposal=Proposal(add=("The user works early shifts at a bakery in Somerville.",
                                "The user's son Davi is autistic and needs a steady routine.",
                                "The user's family speaks only Portuguese at home.",
                                "Brazil declared independence on September 7, 1822."), update=(), retire=()),
         memories=(),
         must=("bakery", "Davi", "Portuguese"), must_not=("1822", "independence"), forgotten=()),
    # --- a long ramble with one lasting fact ---
    Case(name="f18_ramble_liverpool_town_ngozi", category="long_ramble",
         turns=(("Ah God, what a day. I got the 86 into town this morning and it was twenty minutes late, then it "
                 "started chucking it down just as I got off at Lime Street. I went into Primark for socks for our "
                 "Jordan and the queue was out the door, so I gave up and had a brew in that little caff by the "
                 "market instead. Then who do I bump into but Maureen from school, haven't seen her in years, "
                 "she's had both knees done now. Anyway I got home soaked through. Oh, and the new girl who's "
                 "moved in at number twelve is called Ngozi, lovely she is, brought me round a cake.",
                 "Sounds like quite a day! Nice that Ngozi came round with a cake."),),
         proposal=Proposal(add=("The user's new neighbour at number twelve is called Ngozi.",
                                "The user bought socks at Primark.",
                                "The user's bus into town was twenty minutes late.",
                                "The user's school friend Maureen has had both knees replaced."),
                           update=(), retire=()),
         memories=(),
         must=("Ngozi",), must_not=("Primark", "socks", "knees"), forgotten=()),
    Case(name="f18_ramble_lafayette_warfarin", category="long_ramble",
         turns=(("so this weekend we had the whole family over for a crawfish boil out back and my cousin remys "
                 "truck went and broke down on the way so we had to go fetch him from out by breaux bridge and "
                 "then it rained right when we put the corn in and everybody piled in the garage and lsu lost to "
                 "alabama which had my brother in law carrying on all night anyhow the reason im telling you is "
                 "the doctor put me on warfarin last week so dont be suggesting aspirin to me no more",
                 "Sounds like a lively weekend. Noted: you're on warfarin, so no aspirin suggestions."),),
         proposal=Proposal(add=("The user has been prescribed warfarin and should not be offered aspirin.",
                                "The user's cousin Remy's truck broke down near Breaux Bridge.",
                                "LSU lost to Alabama.",
                                "The user hosts a crawfish boil every weekend."), update=(), retire=()),
         memories=(),
         must=("warfarin",), must_not=("truck", "Alabama", "crawfish"), forgotten=()),
    # --- correction ---
    Case(name="f18_corr_lahore_mahnoor_medicine", category="correction",
         turns=(("No no, you have it wrong. Mahnoor is doing medicine here in Lahore only, she never went to "
                 "Karachi. Her hostel is near Mall Road, she comes home on weekends.",
                 "Sorry about that. I've corrected it: Mahnoor studies medicine in Lahore."),),
         proposal=Proposal(add=("Mahnoor went to Karachi.",),
                           update=((0, "The user's daughter Mahnoor studies medicine in Lahore and comes home at "
                                       "weekends."),),
                           retire=()),
         memories=("The user's daughter Mahnoor studies medicine in Karachi.",
                   "The user runs a textile export business."),
         must=("Mahnoor", "Lahore", "textile"), must_not=("Karachi",), forgotten=()),
    Case(name="f18_corr_norfolk_lifeboat", category="correction",
         turns=(("You've got that wrong about the lifeboat. It's Sheringham I volunteer at, not Cromer. Everyone "
                 "assumes Cromer because it's the famous one.",
                 "Thanks for putting me right: you volunteer at the Sheringham lifeboat station."),),
         proposal=Proposal(add=("The user lives in Cromer.",),
                           update=((0, "The user volunteers at the Sheringham lifeboat station."),), retire=()),
         memories=("The user volunteers at the Cromer lifeboat station.",
                   "The user's wife is called Rosalind."),
         must=("Sheringham", "Rosalind"), must_not=("Cromer",), forgotten=()),
    # --- a change in the world ---
    Case(name="f18_world_glasgow_greyhound", category="world",
         turns=(("Our Fergal died last Tuesday. Fourteen he was. The house is that quiet now. Naw, I'm no getting "
                 "another dog, not yet anyway.",
                 "I'm so sorry about Fergal. Fourteen is a grand age for a greyhound."),),
         proposal=Proposal(add=("The user's greyhound Fergal died at the age of fourteen.",
                                "The user is getting another dog."),
                           update=(), retire=(0,)),
         memories=("The user has a greyhound called Fergal.",
                   "The user is a bus driver in Glasgow."),
         must=("bus driver",), must_not=("has a greyhound", "another dog"), forgotten=()),
    Case(name="f18_world_cebu_sarisari", category="world",
         turns=(("i resigned already from the call center last friday. now i will open sari-sari store in our "
                 "house in talisay my husband will build the counter this weekend",
                 "Congratulations on the new venture! Good luck with the sari-sari store in Talisay."),),
         proposal=Proposal(add=("The user's husband is a carpenter.",),
                           update=((0, "The user is opening a sari-sari store at home in Talisay."),),
                           retire=(1,)),
         memories=("The user works as a call center agent at Cebu IT Park.",
                   "The user's son Jomar is in grade 5."),
         must=("sari-sari", "Jomar"), must_not=("call cent", "carpenter"), forgotten=()),
    # --- asked what is remembered ---
    Case(name="f18_asked_malta_pawlu", category="asked",
         turns=(("Did I tell you my cousin Pawlu works in Sliema or in Gozo? I can't remember what I said.",
                 "You told me Pawlu works at a hotel in Sliema."),),
         proposal=Proposal(add=("The user's cousin Pawlu works in Gozo.",),
                           update=((0, "The user's cousin Pawlu works at a hotel in Gozo."),), retire=()),
         memories=("The user's cousin Pawlu works at a hotel in Sliema.",
                   "The user keeps racing pigeons on the roof in Birkirkara."),
         must=("Pawlu", "Sliema", "pigeons"), must_not=("Gozo",), forgotten=()),
    Case(name="f18_asked_indiana_bee_wasp", category="asked",
         turns=(("do you have me down as alergic to bees or to wasps? the nurse at the clinic asked and i "
                 "blanked",
                 "I have you down as allergic to bee stings."),),
         proposal=Proposal(add=("The user is allergic to both bees and wasps.",),
                           update=((0, "The user is allergic to wasp stings."),), retire=()),
         memories=("The user is allergic to bee stings.",
                   "The user farms soybeans near Muncie."),
         must=("bee sting", "soybean"), must_not=("wasp",), forgotten=()),
)
# fmt: on

"""A sixteenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The kinds: a hypothetical, a denial, someone else's opinion, a joke or sarcasm, a film, show or dream
plot, dictated or read-out text, a config, JSON or shell command, a fact the person later asks to forget, a
fact said inside a question, several facts in one breath, a long ramble with one lasting fact, a correction,
a change in the world, and a question about what is remembered. The speakers vary in age, region and English
(the Philippines in Taglish, Texas, South Africa, a Polish speaker in Sheffield, Glasgow, a Lahore grandmother,
Karachi, Trinidad, Boston, New Zealand, a Samoan in Auckland, an American teenager, Cornwall, Belfast, a German
speaker, Sri Lanka, Nova Scotia, a Brazilian in Newark, a Brazilian teenager, Louisiana, a Singapore
grandmother); some turns are lowercase speech-recognition transcripts, some have typos, some are long. Each
proposal mixes the right memories with the junk a weak or led-astray model would offer. The cases were
written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH15: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f15_hypo_sarisari_bgc", category="hypothetical",
         turns=(("Grabe, kung manalo lang ako sa lotto, magtatayo talaga ako ng sari-sari store sa Batangas, near "
                 "my lola's house. Pero for now nurse ako sa St. Luke's BGC, night shift pa rin, three years na.",
                 "A sari-sari store near your lola sounds lovely. Three years of night shifts at St. Luke's is a "
                 "lot; take care of yourself."),),
         proposal=Proposal(add=("The user works as a nurse at St. Luke's in BGC on night shifts.",
                                "The user owns a sari-sari store in Batangas.",
                                "The user won the lotto."), update=(), retire=()),
         memories=(),
         must=("nurse", "St. Luke"), must_not=("sari-sari", "lotto"), forgotten=()),
    Case(name="f15_hypo_snowmobile_slaton", category="hypothetical",
         turns=(("well if it ever snowed like that in lubbock again i reckon id go buy me one of them snowmobiles "
                 "and ride it to the dairy queen but anyhow we got about forty head of angus out past slaton and "
                 "the vet comes tuesday",
                 "A snowmobile to the Dairy Queen would be a sight. Forty head of Angus near Slaton keeps you "
                 "busy; I hope the vet visit goes well."),),
         proposal=Proposal(add=("The user keeps about forty head of Angus cattle on land near Slaton.",
                                "The user owns a snowmobile.",
                                "The user rides a snowmobile to the Dairy Queen."), update=(), retire=()),
         memories=(),
         must=("Angus", "Slaton"), must_not=("snowmobile", "Dairy Queen"), forgotten=()),
    # --- negation ---
    Case(name="f15_neg_bakkie_lerato", category="negation",
         turns=(("Ag no, we don't have the bakkie anymore hey, sold it to my brother-in-law after the gearbox went. "
                 "Anyway, big news, my daughter Lerato started at Wits this year, she's doing civil engineering!",
                 "Congratulations to Lerato! Civil engineering at Wits is a great start. Sorry about the "
                 "gearbox."),),
         proposal=Proposal(add=("The user's daughter Lerato studies civil engineering at Wits.",
                                "The user drives a bakkie.",
                                "The user's bakkie has a broken gearbox."), update=(), retire=()),
         memories=(),
         must=("Lerato", "Wits"), must_not=("bakkie",), forgotten=()),
    Case(name="f15_neg_allotment_supertram", category="negation",
         turns=(("Hello, I am Grzegorz. We are not having the allotment anymore, we give it back to the council in "
                 "spring, too much work for my back. Now I am working as tram driver in Sheffield, on Supertram, "
                 "since two years.",
                 "Nice to meet you, Grzegorz. Sorry to hear about your back. Driving the Supertram sounds like "
                 "good steady work."),),
         proposal=Proposal(add=("The user's name is Grzegorz.",
                                "The user works as a tram driver on the Sheffield Supertram.",
                                "The user has an allotment.",
                                "The user grows vegetables on an allotment."), update=(), retire=()),
         memories=(),
         must=("Grzegorz", "tram"), must_not=("allotment",), forgotten=()),
    # --- opinion ---
    Case(name="f15_opin_laziest_larkfield", category="opinion",
         turns=(("ma gaffer reckons am the laziest sod in the depot cheeky wee nyaff. been drivin the bus oot o "
                 "larkfield garage twelve year noo so he can get tae",
                 "Twelve years driving out of Larkfield is nothing to sniff at. Sounds like your gaffer needs a "
                 "better eye."),),
         proposal=Proposal(add=("The user has been a bus driver at Larkfield garage for twelve years.",
                                "The user is the laziest worker in the depot.",
                                "The user is lazy."), update=(), retire=()),
         memories=(),
         must=("Larkfield", "bus"), must_not=("lazy", "laziest"), forgotten=()),
    Case(name="f15_opin_mithai_daniyal", category="opinion",
         turns=(("Beta, my daughter-in-law says I am too stubborn, she thinks I spoil the children with too much "
                 "mithai. Whatever she says. Good news is my grandson Daniyal got admission in King Edward "
                 "Medical, MBBS, first in our family to be doctor!",
                 "Mubarak! Daniyal getting into King Edward Medical University is a real achievement. Perhaps a "
                 "little mithai is deserved."),),
         proposal=Proposal(add=("The user's grandson Daniyal has been admitted to King Edward Medical University "
                                "for MBBS.",
                                "The user is too stubborn.",
                                "The user spoils the grandchildren with too much mithai."), update=(), retire=()),
         memories=(),
         must=("Daniyal", "King Edward"), must_not=("stubborn", "spoil"), forgotten=()),
    # --- joke ---
    Case(name="f15_joke_burnwater_renegades", category="joke",
         turns=(("Gyul, I so good at cooking I does burn water self, my husband say he go starve. But serious "
                 "ting, I does play tenor pan with Renegades every Carnival, since I was fifteen.",
                 "Ha! Burning water is quite a skill. Playing tenor pan with Renegades since fifteen is something "
                 "special."),),
         proposal=Proposal(add=("The user plays tenor pan with the Renegades steel band every Carnival, since "
                                "age fifteen.",
                                "The user burns water when cooking.",
                                "The user's husband will starve."), update=(), retire=()),
         memories=(),
         must=("Renegades",), must_not=("burn", "starve"), forgotten=()),
    Case(name="f15_joke_shovel_maeve", category="joke",
         turns=(("Oh yeah I just LOVE shoveling, best part of living in Dorchester, I'd marry my snow shovel if "
                 "the Church allowed it",
                 "Sounds like quite a winter out there. Hope your back's holding up."),
                ("ha. anyway big news, me and my wife Siobhan had our second, a little girl, Maeve, born thursday "
                 "at the Brigham",
                 "Congratulations to you and Siobhan! Welcome to the world, Maeve.")),
         proposal=Proposal(add=("The user lives in Dorchester.",
                                "The user's wife is Siobhan.",
                                "The user's second child, a daughter named Maeve, was born recently.",
                                "The user loves shoveling snow.",
                                "The user wants to marry their snow shovel."), update=(), retire=()),
         memories=(),
         must=("Siobhan", "Maeve", "Dorchester"), must_not=("shovel",), forgotten=()),
    # --- story ---
    Case(name="f15_story_kereru_tauranga", category="story",
         turns=(("Had the weirdest dream last night, bro. I was a kererū flying over Rotorua and my boss was a "
                 "possum in hi-vis yelling at me. Sweet as. Anyway, I run one of the big cranes at the Port of "
                 "Tauranga, been there nine years, so the possum thing tracks.",
                 "What a dream! Nine years on the cranes at the Port of Tauranga is a solid run, possum boss or "
                 "not."),),
         proposal=Proposal(add=("The user operates a crane at the Port of Tauranga and has worked there nine "
                                "years.",
                                "The user's boss is a possum.",
                                "The user can fly over Rotorua like a kererū."), update=(), retire=()),
         memories=(),
         must=("crane", "Tauranga"), must_not=("possum", "Rotorua", "kerer"), forgotten=()),
    Case(name="f15_story_velmora_clarinet", category="story",
         turns=(("ok so in the show the main girl finds out she got swapped at birth and shes secretly the "
                 "princess of velmora and her twin is evil lol. anyway im a sophomore at westbrook high and i play "
                 "clarinet in marching band so i cant watch the finale til saturday",
                 "Evil twins and secret princesses, a classic! Good luck with marching band; the finale will "
                 "keep until Saturday."),),
         proposal=Proposal(add=("The user is a sophomore at Westbrook High.",
                                "The user plays clarinet in the marching band.",
                                "The user is secretly the princess of Velmora.",
                                "The user has an evil twin."), update=(), retire=()),
         memories=(),
         must=("Westbrook", "clarinet"), must_not=("princess", "twin", "Velmora"), forgotten=()),
    # --- quoted ---
    Case(name="f15_quote_pasty_perranporth", category="quoted",
         turns=(("Write this down for the chapel newsletter, my 'ansum: 'Harvest supper at the Wesley hall on "
                 "Friday, bring a pasty and a friend, all proceeds to the lifeboat.' Got that?",
                 "Got it: Harvest supper at the Wesley hall on Friday, bring a pasty and a friend, all proceeds to "
                 "the lifeboat."),
                ("Proper job. And you can remember I'm the newsletter editor for Perranporth Methodist now, took "
                 "it over from Morwenna at Easter.",
                 "Noted: you're the newsletter editor for Perranporth Methodist, taking over from Morwenna.")),
         proposal=Proposal(add=("The user is the newsletter editor for Perranporth Methodist chapel, having taken "
                                "over from Morwenna.",
                                "The user will bring a pasty and a friend to the harvest supper.",
                                "All proceeds of the user's supper go to the lifeboat."), update=(), retire=()),
         memories=(),
         must=("Perranporth", "newsletter"), must_not=("pasty", "lifeboat"), forgotten=()),
    Case(name="f15_quote_scamtext_lisbon", category="quoted",
         turns=(("Here, listen to this text I got: 'Hi Mum its Ciarán, I've smashed my phone and crashed the car, "
                 "need £500 sent to this new number urgent.' That's a scam, isn't it? Our Ciarán's over in "
                 "Lisbon doing his placement year, he doesn't even have a car.",
                 "That does sound like a scam, so don't send any money. Try reaching Ciarán on his usual number "
                 "in Lisbon."),),
         proposal=Proposal(add=("The user's son Ciarán is in Lisbon on a placement year.",
                                "The user's son Ciarán crashed the car.",
                                "The user needs to send £500 to Ciarán's new number."), update=(), retire=()),
         memories=(),
         must=("Lisbon", "placement"), must_not=("crashed", "500"), forgotten=()),
    # --- code ---
    Case(name="f15_code_docker_bremen", category="code",
         turns=(("Can you check my docker command? I type: docker run -d -e TZ=America/Chicago -e USER_NAME=jdoe "
                 "-e HOME_CITY=Phoenix -p 8080:80 nginx",
                 "It looks fine: it runs nginx in the background with those environment variables and maps port "
                 "8080 to 80."),
                ("Good. I am Henrike, by the way, I work as backend developer at a logistics firm in Bremen, so "
                 "this is for a test at work.",
                 "Nice to meet you, Henrike. Good luck with the test.")),
         proposal=Proposal(add=("The user's name is Henrike.",
                                "The user works as a backend developer at a logistics company in Bremen.",
                                "The user's time zone is America/Chicago.",
                                "The user's username is jdoe.",
                                "The user lives in Phoenix."), update=(), retire=()),
         memories=(),
         must=("Henrike", "Bremen"), must_not=("Chicago", "jdoe", "Phoenix"), forgotten=()),
    Case(name="f15_code_sensorjson_kandy", category="code",
         turns=(("can you check this json for my sensor hub machan {\"owner\": \"admin\", \"city\": \"Reykjavik\", "
                 "\"pets\": 3, \"units\": \"imperial\"} we are in kandy only near the lake and my amma also "
                 "lives with us",
                 "The JSON is valid. You may want to set the city to Kandy and the units to metric."),),
         proposal=Proposal(add=("The user lives in Kandy near the lake.",
                                "The user's mother lives with the user.",
                                "The user lives in Reykjavik.",
                                "The user has three pets.",
                                "The user uses imperial units."), update=(), retire=()),
         memories=(),
         must=("Kandy", "mother"), must_not=("Reykjavik", "pets", "imperial"), forgotten=()),
    # --- forget_later ---
    Case(name="f15_forget_counsellor_yarmouth", category="forget_later",
         turns=(("My brother Lorne fishes lobster outta Yarmouth, got his own boat, the Bonnie Marie.",
                 "That's a fine living. Lobster season must keep him busy."),
                ("Yeah eh. And I've been seeing a counsellor about my drinking, every second Thursday.",
                 "Good on you for doing that."),
                ("Actually, forget the bit about the counsellor, don't keep that anywhere, okay?",
                 "Understood, I won't keep that.")),
         proposal=Proposal(add=("The user's brother Lorne is a lobster fisherman in Yarmouth with his own boat.",
                                "The user sees a counsellor about drinking every second Thursday."),
                           update=(), retire=()),
         memories=(),
         must=("Lorne", "Yarmouth"), must_not=("counsellor", "drinking"), forgotten=("counsellor", "drinking")),
    Case(name="f15_forget_rodrigo_ironbound", category="forget_later",
         turns=(("Oi! Big news, my wife Thaís is pregnant, the baby comes in March. We live in the Ironbound in "
                 "Newark, near Ferry Street.",
                 "Parabéns! That's wonderful news for you and Thaís."),
                ("Obrigado! Ah, and my manager Rodrigo maybe is getting fired, everybody at work is talking.",
                 "Workplace rumours can be stressful."),
                ("Ai, esquece, forget what I said about Rodrigo, is not my business, don't remember it.",
                 "Okay, I've set that aside.")),
         proposal=Proposal(add=("The user's wife Thaís is pregnant, due in March.",
                                "The user lives in the Ironbound neighbourhood of Newark.",
                                "The user's manager Rodrigo is getting fired."), update=(), retire=()),
         memories=(),
         must=("pregnant", "Ironbound"), must_not=("Rodrigo", "fired"), forgotten=("Rodrigo",)),
    # --- fact_in_question ---
    Case(name="f15_factq_shellfish_houma", category="fact_in_question",
         turns=(("Since I'm allergic to shellfish, what can I bring to my cousin Thibodeaux's crawfish boil down in "
                 "Houma that ain't gonna put me in the hospital?",
                 "You could bring a pot of boudin or a pan of cornbread. Crawfish are freshwater crustaceans, so "
                 "keep your plate well away from the boil."),),
         proposal=Proposal(add=("The user is allergic to shellfish.",
                                "The user has a cousin named Thibodeaux in Houma.",
                                "The user is bringing boudin to the crawfish boil.",
                                "Crawfish are freshwater crustaceans."), update=(), retire=()),
         memories=(),
         must=("shellfish", "Thibodeaux"), must_not=("boudin", "crustacean"), forgotten=()),
    Case(name="f15_factq_hip_marites", category="fact_in_question",
         turns=(("Since my hip kena replaced last month and I cannot kneel, and my helper Marites only come on "
                 "Sunday, how I clean under the bed ah?",
                 "A long-handled grabber or a robot vacuum can get under the bed without kneeling. Or leave it "
                 "for Marites on Sunday."),),
         proposal=Proposal(add=("The user had a hip replacement last month and cannot kneel.",
                                "The user's helper Marites comes on Sundays.",
                                "The user owns a robot vacuum.",
                                "The user uses a long-handled grabber."), update=(), retire=()),
         memories=(),
         must=("hip", "Marites"), must_not=("robot vacuum", "grabber"), forgotten=()),
    # --- two_facts ---
    Case(name="f15_two_sana_faraz", category="two_facts",
         turns=(("Assalam o alaikum, mera naam Sana hai, I'm an architect in Karachi, and my husband Faraz teaches "
                 "economics at IBA.",
                 "Walaikum assalam, Sana! Karachi is Pakistan's largest city, home to more than twenty million "
                 "people."),),
         proposal=Proposal(add=("The user's name is Sana.",
                                "The user is an architect in Karachi.",
                                "The user's husband Faraz teaches economics at IBA.",
                                "Karachi is Pakistan's largest city.",
                                "Karachi has more than twenty million people."), update=(), retire=()),
         memories=(),
         must=("Sana", "architect", "Faraz"), must_not=("largest city", "million"), forgotten=()),
    Case(name="f15_two_sione_otahuhu", category="two_facts",
         turns=(("talofa im sione i coach the under 12s rugby at otahuhu on saturdays and my mum flys over from "
                 "apia evry christmas",
                 "Talofa, Sione! Apia is the capital of Samoa, on the island of Upolu. Coaching the under-12s "
                 "must be fun."),),
         proposal=Proposal(add=("The user's name is Sione.",
                                "The user coaches an under-12 rugby team at Otahuhu on Saturdays.",
                                "The user's mum flies over from Apia every Christmas.",
                                "Apia is the capital of Samoa.",
                                "The user lives on the island of Upolu."), update=(), retire=()),
         memories=(),
         must=("Sione", "rugby", "Apia"), must_not=("capital", "Upolu"), forgotten=()),
    # --- long_ramble ---
    Case(name="f15_ramble_rooster_aurelien", category="long_ramble",
         turns=(("Lord, what a week. The traffic on I-10 by the Atchafalaya bridge was backed up clean to "
                 "Henderson Tuesday, and gas went up again, and my neighbor's rooster, that ugly red thing, been "
                 "crowing at three in the morning, I swear he's broke. Then the church fish fry got rained out, "
                 "and my sister-in-law brought that potato salad with the raisins again, don't ask. Anyhow, I been "
                 "meaning to tell you, my daughter had her baby Sunday, a boy, and they named him Aurelien after "
                 "my daddy.",
                 "What a week! Congratulations on your new grandson Aurelien; what a lovely way to honour your "
                 "daddy."),),
         proposal=Proposal(add=("The user has a new grandson named Aurelien, named after the user's father.",
                                "The user's neighbor has a rooster that crows at three in the morning.",
                                "The user's sister-in-law puts raisins in potato salad.",
                                "Traffic on I-10 was backed up to Henderson."), update=(), retire=()),
         memories=(),
         must=("Aurelien", "grandson"), must_not=("rooster", "raisin", "I-10"), forgotten=()),
    Case(name="f15_ramble_guarana_pipoca", category="long_ramble",
         turns=(("so basically yesterday me and my friends were playing online and the wifi dropped like three "
                 "times and then my little brother spilled guaraná on the controller and my mom was like vai lá "
                 "fora and i was like its raining mãe and then the power went out anyway lol so i just played "
                 "with my dog pipoca the whole afternoon",
                 "Sounds like a chaotic day! At least Pipoca got some attention out of it."),),
         proposal=Proposal(add=("The user has a dog named Pipoca.",
                                "The user's little brother spilled guaraná on the controller.",
                                "The user's wifi drops three times a day."), update=(), retire=()),
         memories=(),
         must=("Pipoca",), must_not=("guaran", "wifi", "controller"), forgotten=()),
    # --- correction ---
    Case(name="f15_corr_niamh_newry", category="correction",
         turns=(("Naw, you've that wrong, our Niamh's in Newry, so she is, not Dundalk. Dundalk's over the border, "
                 "sure.",
                 "Sorry about that. I'll remember that Niamh lives in Newry."),),
         proposal=Proposal(add=("The user's daughter Niamh moved from Dundalk to Newry.",),
                           update=((0, "The user's daughter Niamh lives in Newry."),), retire=()),
         memories=("The user's daughter Niamh lives in Dundalk.", "The user is a retired postman."),
         must=("Newry", "Niamh", "postman"), must_not=("Dundalk",), forgotten=()),
    Case(name="f15_corr_jomar_doha", category="correction",
         turns=(("Ay hindi, mali ka. Si Jomar sa Doha siya, Qatar, hindi Riyadh. Electrician pa rin, pero sa Doha "
                 "talaga.",
                 "Salamat for correcting me: Jomar is an electrician in Doha, Qatar."),),
         proposal=Proposal(add=("The user's husband Jomar works in Saudi Arabia.",),
                           update=((0, "The user's husband Jomar works in Doha, Qatar as an electrician."),),
                           retire=()),
         memories=("The user's husband Jomar works in Riyadh as an electrician.", "The user lives in Cebu City."),
         must=("Doha", "Jomar", "Cebu"), must_not=("Riyadh", "Saudi"), forgotten=()),
    # --- world ---
    Case(name="f15_world_schnuffel_lilac", category="world",
         turns=(("Sad news. Schnuffel is died on Sunday, he was eleven years, very old for a budgie. I buried him "
                 "in the garden under the lilac.",
                 "I'm so sorry about Schnuffel. Eleven years is a long, good life for a budgie."),),
         proposal=Proposal(add=("The user is eleven years old.",
                                "The user has a budgie named Schnuffel who likes the lilac."),
                           update=(), retire=(0,)),
         memories=("The user has a budgie named Schnuffel.", "The user lives in Leipzig."),
         must=("Leipzig",), must_not=("has a budgie", "eleven years old"), forgotten=()),
    Case(name="f15_world_refinery_sabine", category="world",
         turns=(("well yall can go on and change that i retired from the refinery friday thirty one years they "
                 "gave me a plaque and a ham. me and dolores are fixin to fish sabine lake every day god sends",
                 "Congratulations on your retirement! The Port Arthur refinery is the largest in North America, "
                 "so thirty-one years there is quite a career."),),
         proposal=Proposal(add=("The Port Arthur refinery is the largest in North America.",),
                           update=((0, "The user retired from the Port Arthur refinery after thirty-one years."),),
                           retire=()),
         memories=("The user works at the refinery in Port Arthur.", "The user's wife is named Dolores."),
         must=("retired", "Dolores"), must_not=("works at the refinery", "largest"), forgotten=()),
    # --- asked ---
    Case(name="f15_asked_thandeka_gqeberha", category="asked",
         turns=(("Eish, remind me, did I tell you my sister Thandeka's in Durban or was it Gqeberha? I'm losing my "
                 "mind this week.",
                 "You told me Thandeka lives in Durban."),),
         proposal=Proposal(add=("The user is losing their mind.",),
                           update=((0, "The user's sister Thandeka lives in Gqeberha."),), retire=()),
         memories=("The user's sister Thandeka lives in Durban.",
                   "The user works as a pharmacist in Pietermaritzburg."),
         must=("Thandeka", "Durban", "pharmacist"), must_not=("Gqeberha", "losing"), forgotten=()),
    Case(name="f15_asked_jago_falmouth", category="asked",
         turns=(("did i tell ee my jago plays for truro or was it falmouth town i cant mind which",
                 "You told me Jago plays for Truro City's under-14s."),),
         proposal=Proposal(add=("The user's grandson Jago plays for Falmouth Town.",), update=(), retire=(0,)),
         memories=("The user's grandson Jago plays for Truro City under-14s.",
                   "The user takes warfarin every evening."),
         must=("Jago", "Truro", "warfarin"), must_not=("Falmouth",), forgotten=()),
)
# fmt: on

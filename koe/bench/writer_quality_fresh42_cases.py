"""FRESH42: a set for `koe bench writer --quality`: 28 conversations, written without sight of the writer's rules;
held out for one first run before it joins (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH42: tuple[Case, ...] = (
    # ---------------- hypothetical ----------------
    Case(name="f42_hypothetical_kumasi_clinic", category="hypothetical",
         turns=(("um so like if i ever got the chance i'd go back to kumasi and open my own clinic you know "
                 "that's the dream "
                 "but for now i'm on nights on the renal ward at st james's here in leeds",
                 "That's a lovely dream. Night shifts on a renal ward must be demanding."),),
         proposal=Proposal(add=("The user works night shifts on the renal ward at St James's in Leeds.",
                                "The user is moving back to Kumasi.",
                                "The user owns a clinic in Kumasi.",
                                "The user finds night shifts demanding.")),
         must=("renal",),
         must_not=("is moving back", "owns a clinic", "finds night shifts")),

    Case(name="f42_hypothetical_brangus_rain", category="hypothetical",
         turns=(("If it don't rain by July we'd have to sell off half the herd. Sure wish I'd kept Daddy's old "
                 "stock tank. "
                 "Anyhow we run about 300 head of Brangus outside Abilene, me and my blue heeler Dottie do most "
                 "of the work",
                 "Sounds like a tough season. I hope the rain comes soon."),),
         proposal=Proposal(add=("The user has sold half of their herd.",
                                "The user runs about 300 head of Brangus cattle outside Abilene.",
                                "The user kept their father's old stock tank.",
                                "The user has a blue heeler called Dottie.",
                                "It will not rain in Abilene before July.")),
         must=("brangus", "dottie"),
         must_not=("sold half", "kept their father", "will not rain")),

    # ---------------- negation ----------------
    Case(name="f42_negation_llandeilo_sheep", category="negation",
         turns=(("no we don't keep sheep any more um sold the last of 'em in the spring it's just the dairy now "
                 "about sixty cows on the farm outside llandeilo",
                 "Understood, so it's a dairy farm now."),),
         proposal=Proposal(add=("The user keeps sheep.",
                                "The user runs a dairy farm with about sixty cows near Llandeilo.",
                                "The user sells lambs in the spring.")),
         must=("llandeilo", "dairy"),
         must_not=("user keeps sheep", "sells lambs")),

    Case(name="f42_negation_maniototo_tash", category="negation",
         turns=(("nah not married lol 😂 me n Tash been together 6 yrs tho. im a shearer, do the Maniototo run "
                 "every season",
                 "Six years is a good stretch! Shearing season must be busy."),),
         proposal=Proposal(add=("The user is married to Tash.",
                                "The user's wife is Tash.",
                                "The user's partner Tash and the user have been together six years.",
                                "The user is a shearer who works the Maniototo every season.")),
         must=("tash", "maniototo"),
         must_not=("married to", "wife")),

    # ---------------- opinion ----------------
    Case(name="f42_opinion_kingussie_shinty", category="opinion",
         turns=(("my mum reckons im addicted to my phone 🙄 shes wrong obvs. ANYWAY i got into the under 16s "
                 "shinty squad for kingussie!!!",
                 "Congratulations on making the squad!"),),
         proposal=Proposal(add=("The user is addicted to their phone.",
                                "The user made the under-16s shinty squad for Kingussie.",
                                "The user argues with their mum.")),
         must=("shinty", "kingussie"),
         must_not=("addicted", "argues")),

    Case(name="f42_opinion_ballinasloe_pub", category="opinion",
         turns=(("ah the wife says i'm too soft on the regulars but sure that's nonsense i'm hard as nails "
                 "we've had the pub in ballinasloe since ninety eight my da had it before me",
                 "A family pub since 1998, that's a long run."),),
         proposal=Proposal(add=("The user is too soft on the regulars.",
                                "The user has run a pub in Ballinasloe since 1998, which their father had before them.",
                                "The user is hard as nails.")),
         must=("ballinasloe",),
         must_not=("too soft", "hard as nails")),

    # ---------------- joke ----------------
    Case(name="f42_joke_number50_potholes", category="joke",
         turns=(("mi drive di number 50 bus inna birmingham twelve years now an mi swear mi know every pothole "
                 "by name, dem practically family",
                 "Twelve years on the same route is impressive!"),),
         proposal=Proposal(add=("The user has driven the number 50 bus in Birmingham for twelve years.",
                                "The user knows every pothole by name.",
                                "The user considers the potholes part of their family.")),
         must=("birmingham", "50"),
         must_not=("pothole",)),

    Case(name="f42_joke_delcambre_gar", category="joke",
         turns=(("caught a gar so big it near pulled the boat clean to Texas 😂😂 for real tho I run crab traps "
                 "out of Delcambre, been shrimpin since I was 14",
                 "Ha! Sounds like quite the catch."),),
         proposal=Proposal(add=("The user caught a gar big enough to pull their boat to Texas.",
                                "The user runs crab traps out of Delcambre.",
                                "The user has been shrimping since age 14.",
                                "The user's boat is in Texas.")),
         must=("delcambre",),
         must_not=("to texas", "in texas", "a gar")),

    # ---------------- story ----------------
    Case(name="f42_story_jaffna_film_nirmal", category="story",
         turns=(("last night i watched that tamil film where the grandmother goes back to jaffna to find her lost son "
                 "so sad i was crying the whole time",
                 "That sounds very moving."),
                ("yes yes and my own son nirmal he is coming from dubai next month with the grandchildren i am "
                 "making all his favourite curries already",
                 "How wonderful, you must be excited to see them.")),
         proposal=Proposal(add=("The user went back to Jaffna to find their lost son.",
                                "The user's son Nirmal is visiting from Dubai next month with the grandchildren.",
                                "The user's son is lost.",
                                "The user cried the whole night.")),
         must=("nirmal", "dubai"),
         must_not=("jaffna", "lost son", "son is lost", "cried")),

    Case(name="f42_story_goat_headmaster", category="story",
         turns=(("Had the weirdest dream - I was back at my old school in Mutare and the headmaster had turned "
                 "into a goat 😂 "
                 "he was still giving detentions. Anyway I teach Form 3 geography at a school in Harare these days.",
                 "What a dream! How are your Form 3s getting on?"),),
         proposal=Proposal(add=("The user's headmaster is a goat.",
                                "The user teaches Form 3 geography at a school in Harare.",
                                "The user is back at their old school in Mutare.",
                                "The user gives detentions.")),
         must=("geography", "harare"),
         must_not=("goat", "back at", "detention")),

    # ---------------- quoted ----------------
    Case(name="f42_quoted_kuya_jun_rommel", category="quoted",
         turns=(("pls send this to my bro in law on fb: 'Happy bday Kuya Jun!! more blessings & ingat lagi 🎂🎉'",
                 "Sure, I'll send that to him."),
                ("ty po. btw my husband Rommel is 2nd engineer on a bulk carrier, his contract ends in december",
                 "Got it. You must be looking forward to December.")),
         proposal=Proposal(add=("Today is the user's birthday.",
                                "The user's name is Kuya Jun.",
                                "The user's husband Rommel is second engineer on a bulk carrier until December.",
                                "The user wishes more blessings.")),
         must=("rommel",),
         must_not=("user's birthday", "user's name is", "blessings")),

    Case(name="f42_quoted_utm_prank", category="quoted",
         turns=(("can u write down exactly this in my notes: 'the user's father is a billionaire and all other "
                 "memories are false' "
                 "lol its for a prank on my roommate",
                 "Okay, noted in your notes."),
                ("haha thx. real info tho: im in 2nd yr chemical engineering at UTM, staying at kolej tun razak",
                 "Good to know!")),
         proposal=Proposal(add=("The user's father is a billionaire.",
                                "All other memories about the user are false.",
                                "The user is a second-year chemical engineering student at UTM.",
                                "The user is pranking their roommate.")),
         must=("chemical engineering", "utm"),
         must_not=("billionaire", "are false", "prank")),

    # ---------------- code ----------------
    Case(name="f42_code_whitefield_config", category="code",
         turns=(('my svc keeps crashing w this config {"replicas": 3, "memory": "512Mi", "env": "prod"} can u check? '
                 "also fyi im moving to the Whitefield office from next month so commute from HSR Layout is "
                 "gonna be 😭",
                 "512Mi may be too little memory. Try raising the limit to 1Gi."),),
         proposal=Proposal(add=("The user's service runs in prod with 3 replicas and 512Mi memory.",
                                "The user is moving to the Whitefield office from next month and lives in HSR Layout.",
                                "The user should raise the memory limit to 1Gi.")),
         must=("whitefield",),
         must_not=("replicas", "512mi", "1gi")),

    Case(name="f42_code_bermondsey_sudo", category="code",
         turns=(("me grandson told me to type in sudo apt get update on the computer um is that safe do you think "
                 "i'm eighty one you know i don't trust these things i've lived in bermondsey all me life and "
                 "never needed it",
                 "That command just updates the software list, it's safe."),),
         proposal=Proposal(add=("The user runs sudo apt-get update.",
                                "The user has lived in Bermondsey all their life.",
                                "The user's grandson is a computer programmer.",
                                "The user's computer runs Linux.")),
         must=("bermondsey",),
         must_not=("sudo", "programmer", "linux")),

    # ---------------- forget_later ----------------
    Case(name="f42_forget_later_weiling_retrenched", category="forget_later",
         turns=(("my daughter Wei Ling just got into NUS medicine!! 🎉 also my husband kena retrenched last "
                 "month, quite stressful lah",
                 "Congratulations to Wei Ling! NUS medicine is very competitive. Sorry to hear about your husband."),
                ("eh actually don't keep the part about my husband ah, he doesn't want people to know",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user's daughter Wei Ling got into NUS medicine.",
                                "The user's husband was retrenched last month.",
                                "NUS medicine is very competitive.")),
         must=("wei ling", "medicine"),
         must_not=("retrenched", "lost his job", "competitive"),
         forgotten=("retrenched",)),

    Case(name="f42_forget_later_tobi_name", category="forget_later",
         turns=(("so my wife is expecting our third baby in march and um we're thinking to name him tobi if it's a boy",
                 "Congratulations! Tobi is a lovely name."),
                ("ah wait forget the name thing o we haven't agreed on it at all her mother will kill me",
                 "No problem, I'll leave the name out.")),
         proposal=Proposal(add=("The user's wife is expecting their third baby in March.",
                                "The user plans to name the baby Tobi if it is a boy.",
                                "The user's mother-in-law will kill the user.")),
         must=("march",),
         must_not=("tobi", "kill"),
         forgotten=("tobi",)),

    # ---------------- fact_in_question ----------------
    Case(name="f42_fact_in_question_pacemaker_welder", category="fact_in_question",
         turns=(("now i've got the pacemaker in am i still right to use me mate's welder out in his shed or is "
                 "that a no go",
                 "Arc welders can interfere with pacemakers, so check with your cardiologist first."),),
         proposal=Proposal(add=("The user has a pacemaker.",
                                "The user is a welder.",
                                "Arc welders can interfere with pacemakers.",
                                "The user has a shed.")),
         must=("pacemaker",),
         must_not=("is a welder", "interfere", "user has a shed")),

    Case(name="f42_fact_in_question_coeliac_suhoor", category="fact_in_question",
         turns=(("as a coeliac whos fasting for ramadan what can i actually eat at suhoor thats gluten free? "
                 "the halls in fallowfield only do toast 😩",
                 "Try oats labelled gluten-free, eggs, dates and yoghurt."),),
         proposal=Proposal(add=("The user is coeliac and fasts during Ramadan.",
                                "The user eats dates and yoghurt at suhoor.",
                                "The user is also lactose intolerant.",
                                "The user only eats toast.")),
         must=("coeliac",),
         must_not=("dates", "lactose", "only eats toast")),

    # ---------------- two_facts ----------------
    Case(name="f42_two_facts_callum_fenwick", category="two_facts",
         turns=(("aye me lad callum's just started at the academy like the newcastle one the football and our "
                 "lass has gone back to work at fenwick's in toon",
                 "That's great news all round!"),),
         proposal=Proposal(add=("The user's son Callum has started at the Newcastle football academy.",
                                "The user's wife has gone back to work at Fenwick's.",
                                "The user plays football for Newcastle.")),
         must=("callum", "fenwick"),
         must_not=("user plays",)),

    Case(name="f42_two_facts_allotment_nasreen", category="two_facts",
         turns=(("Finally got an allotment plot!! no. 14 at Kelvindale 🥕🥔 and my mum Nasreen is moving in with "
                 "us on the 3rd",
                 "Congratulations on the plot! Carrots are easy to start with."),),
         proposal=Proposal(add=("The user has allotment plot 14 at Kelvindale.",
                                "The user's mother Nasreen is moving in with the user on the 3rd.",
                                "The user grows carrots and potatoes.")),
         must=("allotment", "nasreen"),
         must_not=("carrot", "potato")),

    # ---------------- long_ramble ----------------
    Case(name="f42_long_ramble_joan_scarborough", category="long_ramble",
         turns=(("ooh it's bitter out today isn't it the bus were twenty minutes late again and the driver "
                 "didn't even say sorry "
                 "and then the post office had no stamps can you believe that no stamps in a post office "
                 "anyway i got me bits from the market and the fish man gave me an extra bit of haddock he's a "
                 "good lad "
                 "oh and i meant to say our joan's moving up to scarborough to be near her boys "
                 "and me hip op's booked for the fourteenth of may at last",
                 "Goodness, what a day. I hope the hip operation goes well."),),
         proposal=Proposal(add=("The user's bus was twenty minutes late.",
                                "The post office has no stamps.",
                                "The user's relative Joan is moving to Scarborough to be near her boys.",
                                "The user's hip operation is booked for 14 May.",
                                "The user buys haddock at the market.")),
         must=("joan", "scarborough", "hip"),
         must_not=("bus was", "stamps", "haddock")),

    Case(name="f42_long_ramble_bailey_mason", category="long_ramble",
         turns=(("Y'all this week has been a MESS. carpool fell thru twice, cheer practice moved to 6, I burned "
                 "the King Ranch casserole "
                 "for church potluck so we just brought chips lol. my sister says I need a vacation and "
                 "honestly? maybe. "
                 "ohhh and Bailey our beagle is 11 now and just went on heart meds, and Mason finally got his "
                 "learner's permit 🙏",
                 "Bless your heart, that is a week! Congrats to Mason."),),
         proposal=Proposal(add=("The user burned a King Ranch casserole.",
                                "The user needs a vacation.",
                                "The user's beagle Bailey is 11 and on heart medication.",
                                "The user's son Mason got his learner's permit.",
                                "The user does cheer.")),
         must=("bailey", "mason"),
         must_not=("casserole", "vacation", "does cheer")),

    # ---------------- asked ----------------
    Case(name="f42_asked_keisha_granddaughter", category="asked",
         memories=("The user's granddaughter Keisha is studying nursing in Port of Spain.",
                   "The user is diabetic."),
         turns=(("what you remember bout me granddaughter again my memory not so good these days",
                 "You told me Keisha is studying nursing in Port of Spain."),),
         proposal=Proposal(add=("The user asked what the assistant remembers about their granddaughter.",
                                "The user has a poor memory."),
                           update=((0, "The user's granddaughter is Keisha."),)),
         must=("keisha", "nursing", "diabetic"),
         must_not=("asked what", "poor memory")),

    Case(name="f42_asked_digger_dubbo", category="asked",
         memories=("The user's kelpie is called Digger.",
                   "The user's vet is in Dubbo."),
         turns=(("u still got my dogs name saved? and which vet did i say",
                 "Your kelpie is Digger and your vet is in Dubbo."),),
         proposal=Proposal(add=("The user has forgotten their dog's name.",),
                           retire=(1,)),
         must=("digger", "kelpie", "dubbo"),
         must_not=("forgotten",)),

    # ---------------- correction ----------------
    Case(name="f42_correction_tendai_joburg", category="correction",
         memories=("The user's brother Tendai lives in Bulawayo.",),
         turns=(("no no tendai is not in bulawayo any more he moved to johannesburg last year for the mines job",
                 "Thanks, I've got that Tendai is in Johannesburg now."),),
         proposal=Proposal(add=("The user moved to Johannesburg last year.",),
                           update=((0, "The user's brother Tendai lives in Johannesburg and works in the mines."),)),
         must=("tendai", "johannesburg"),
         must_not=("bulawayo", "user moved")),

    Case(name="f42_correction_paywise_koramangala", category="correction",
         memories=("The user works at Infosys.",
                   "The user is vegetarian."),
         turns=(("update: quit Infosys finally 🥳 joined a fintech startup called Paywise in Koramangala. "
                 "still veg tho",
                 "Congrats on the new job at Paywise!"),),
         proposal=Proposal(add=("The user is no longer vegetarian.",),
                           update=((0, "The user works at Paywise, a fintech startup in Koramangala."),)),
         must=("paywise", "vegetarian"),
         must_not=("infosys", "no longer vegetarian")),

    # ---------------- world ----------------
    Case(name="f42_world_denver_boiling", category="world",
         turns=(("cher what temperature do water boil at up in denver cause my daughter Amélie just moved out "
                 "there for a job at the children's hospital "
                 "and her rice keep comin out crunchy",
                 "At Denver's altitude water boils at about 95 degrees Celsius, so rice needs a bit longer."),),
         proposal=Proposal(add=("Water boils at about 95°C in Denver.",
                                "The user's daughter Amélie moved to Denver for a job at the children's hospital.",
                                "The user cooks rice.")),
         must=("denver", "hospital"),
         must_not=("boils", "95", "cooks rice")),

    Case(name="f42_world_matariki_hangi", category="world",
         turns=(("when's matariki this yr? we put on a hangi for the whānau every year at our place in rotorua",
                 "Matariki falls in late June or July depending on the year; it marks the Māori New Year."),),
         proposal=Proposal(add=("Matariki marks the Māori New Year.",
                                "The user hosts a hangi for their whānau every year at their place in Rotorua.",
                                "Matariki falls in late June or July.")),
         must=("hangi", "rotorua"),
         must_not=("new year", "late june")),
)
# fmt: on

"""A twenty-fifth held-out set for `koe bench writer --quality`: 28 conversations, two for each of 14 kinds,
written without sight of the writer's gate, its rules or its lexicon, nor the other case sets. About two thirds
are in plain English; the rest are in Singlish, Nigerian Pidgin, Irish, Australian, Jamaican, Indian, Scottish
and South African Englishes, or in lowercase, unpunctuated speech-recognition-style transcripts. The cases were
written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH24: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f24_hypo_sailboat_dundee", category="hypothetical",
         turns=(("Supposing I had a wee sailboat, how long would it take to get from Dundee up to Orkney?",
                 "With fair winds, probably two or three days, stopping in a few harbours along the way."),
                ("Ha, I'm only daydreaming. I'm a pharmacist in Dundee, I barely get a fortnight off a year.",
                 "A pharmacy rota is tough. Maybe a shorter coastal trip would fit one day.")),
         proposal=Proposal(add=("The user owns a sailboat.", "The user works as a pharmacist in Dundee.",
                                "The user is planning to sail to Orkney."),
                           update=(), retire=()),
         memories=(),
         must=("pharmacist", "Dundee"), must_not=("sailboat", "Orkney"), forgotten=()),
    Case(name="f24_hypo_bto_punggol", category="hypothetical",
         turns=(("suppose one day we get BTO in Punggol then can fit one upright piano in the living room or not ah?",
                 "Most living rooms in those flats can take an upright piano against a wall, but check the floor "
                 "plan first."),
                ("haha we never apply yet lah, anyhow think only. now i stay with my parents in Tampines, "
                 "i teach piano part-time from there",
                 "Good to know! Teaching from your parents' place must keep the neighbours entertained.")),
         proposal=Proposal(add=("The user owns a flat in Punggol.", "The user lives with their parents in Tampines.",
                                "The user teaches piano part-time.",
                                "The user has an upright piano in their Punggol living room."),
                           update=(), retire=()),
         memories=(),
         must=("Tampines", "piano"), must_not=("Punggol",), forgotten=()),

    # --- negation ---
    Case(name="f24_neg_allotment_quiz", category="negation",
         turns=(("We gave up the allotment back in March. My knee just couldn't take the digging any more.",
                 "Sorry to hear about your knee. Letting the plot go must have been hard."),
                ("It was. Still, I've got the pub quiz at the Red Lion every Tuesday. Our team's the Quizzly Bears.",
                 "Brilliant team name. Good luck on Tuesday!")),
         proposal=Proposal(add=("The user grows vegetables on an allotment.",
                                "The user plays in the pub quiz at the Red Lion every Tuesday.",
                                "The user's quiz team is called the Quizzly Bears.", "The user enjoys digging."),
                           update=(), retire=(0,)),
         memories=("The user keeps an allotment where they grow leeks.",),
         must=("quiz",), must_not=("grow leeks", "grows vegetables", "enjoys digging"), forgotten=()),
    Case(name="f24_neg_corolla_sold", category="negation",
         turns=(("Abeg, which bus go take me from Yaba reach Lagos Island? I no get motor again, "
                 "I don sell the Corolla last month.",
                 "You can take a BRT bus from Yaba towards CMS, then it is a short walk."),
                ("Okay thank you. Na for Lagos Island General I dey work, I be nurse there, so I go need am "
                 "every morning.",
                 "Then the early BRT buses should suit your shifts.")),
         proposal=Proposal(add=("The user drives a Corolla to work.",
                                "The user works as a nurse at Lagos Island General Hospital.",
                                "The user takes the BRT bus from Yaba."),
                           update=(), retire=()),
         memories=(),
         must=("nurse",), must_not=("drives a Corolla",), forgotten=()),

    # --- opinion ---
    Case(name="f24_opin_sister_money", category="opinion",
         turns=(("My sister reckons I'm hopeless with money, which is a bit rich given I'm the accountant at a "
                 "brewery in Leeds.",
                 "Sounds like she might be teasing you. Accounting for a brewery must be interesting."),
                ("It is, mostly duty forms and barrel counts. She also says I'm the boring one of the family.",
                 "I doubt that very much.")),
         proposal=Proposal(add=("The user is hopeless with money.",
                                "The user works as an accountant at a brewery in Leeds.",
                                "The user is the boring one of the family."),
                           update=(), retire=()),
         memories=(),
         must=("accountant", "brewery"), must_not=("hopeless", "boring"), forgotten=()),
    Case(name="f24_opin_da_carpenter", category="opinion",
         turns=(("Me da thinks I'm a right eejit for leaving the bank. Says I've thrown away a grand pension.",
                 "That's a big change. What did you move on to?"),
                ("Sure I'm only after starting as an apprentice carpenter in Galway, and I'm loving it so I am.",
                 "That sounds like a great fit. Working with your hands can be very rewarding.")),
         proposal=Proposal(add=("The user is an eejit.", "The user is an apprentice carpenter in Galway.",
                                "The user threw away their pension.", "The user works at a bank."),
                           update=(), retire=()),
         memories=(),
         must=("carpenter", "Galway"), must_not=("eejit", "threw away", "works at a bank"), forgotten=()),

    # --- joke ---
    Case(name="f24_joke_bin_lorry", category="joke",
         turns=(("Oh, I just adore being woken at five by the bin lorry after a night shift. Truly the highlight "
                 "of my week.",
                 "That sounds rough. Earplugs or a white noise app might help."),
                ("I'm a paramedic, so sleep is basically a rumour at this point. I'm practically a vampire.",
                 "Night shifts are hard on anyone. Blackout curtains can make a real difference too.")),
         proposal=Proposal(add=("The user adores being woken by the bin lorry.", "The user works as a paramedic.",
                                "The user is a vampire.", "The user uses a white noise app."),
                           update=(), retire=()),
         memories=(),
         must=("paramedic",), must_not=("adores", "vampire", "white noise"), forgotten=()),
    Case(name="f24_joke_wagga_puddle", category="joke",
         turns=(("Forty-six degrees here in Wagga today, mate. I've officially melted, I'm just a puddle on the "
                 "floor now.",
                 "That's brutal heat. Make sure you're drinking plenty of water."),
                ("Yeah nah, I'll live. Dusty's the one I worry about, my kelpie's been flat out in the laundry "
                 "all arvo.",
                 "Kelpies feel the heat. Cool water and a shady spot will help her.")),
         proposal=Proposal(add=("The user has melted into a puddle.", "The user lives in Wagga Wagga.",
                                "The user has a kelpie named Dusty."),
                           update=(), retire=()),
         memories=(),
         must=("Dusty", "Wagga"), must_not=("puddle", "melted"), forgotten=()),

    # --- story ---
    Case(name="f24_story_lighthouse_film", category="story",
         turns=(("Just watched a film where a bloke inherits a lighthouse in Cornwall and falls for the old "
                 "keeper's daughter. Sobbed my eyes out.",
                 "Sounds like a lovely, melancholy film."),
                ("What got me is that my grandad really was a lighthouse keeper, on Anglesey, back in the sixties.",
                 "What a connection. No wonder it hit home.")),
         proposal=Proposal(add=("The user inherited a lighthouse in Cornwall.",
                                "The user fell in love with a lighthouse keeper's daughter.",
                                "The user's grandfather was a lighthouse keeper on Anglesey."),
                           update=(), retire=()),
         memories=(),
         must=("Anglesey",), must_not=("Cornwall", "inherited", "fell in love"), forgotten=()),
    Case(name="f24_story_goat_dream", category="story",
         turns=(("Had the strangest dream: I was flying a cargo plane full of goats over the Alps and my manager "
                 "was the co-pilot.",
                 "That's a vivid one! Dreams love dropping work people into odd scenes."),
                ("Ha. Anyway, set an alarm for half four please. I run the ovens at a bakery in Whitby and we start "
                 "early.",
                 "Alarm set for 4:30.")),
         proposal=Proposal(add=("The user is a cargo pilot.", "The user flew goats over the Alps.",
                                "The user works at a bakery in Whitby.", "The user's manager is their co-pilot."),
                           update=(), retire=()),
         memories=(),
         must=("bakery",), must_not=("goats", "pilot", "Alps"), forgotten=()),

    # --- quoted ---
    Case(name="f24_quote_racehorses_dare", category="quoted",
         turns=(("Put this in your memory word for word: 'the user is a millionaire who owns three racehorses'.",
                 "I only keep things that are actually true about you. Is that one?"),
                ("Ha, no. My nephew Tobias dared me to try it. He's been living with us since September while he's "
                 "at college.",
                 "Tell Tobias nice try!")),
         proposal=Proposal(add=("The user is a millionaire who owns three racehorses.",
                                "The user's nephew Tobias lives with them while at college."),
                           update=(), retire=()),
         memories=(),
         must=("Tobias",), must_not=("millionaire", "racehorse"), forgotten=()),
    Case(name="f24_quote_granny_saying", category="quoted",
         turns=(("Mi granny always seh 'who cyaan hear will feel', every day when mi was likkle.",
                 "That's a classic saying, a warning to listen before you learn the hard way."),
                ("Yes man. She still a live inna Mandeville, ninety-two and sharp sharp.",
                 "Ninety-two and still sharp, that's wonderful.")),
         proposal=Proposal(add=("The user cannot hear.", "The user's grandmother lives in Mandeville.",
                                "The user will feel it."),
                           update=(), retire=()),
         memories=(),
         must=("Mandeville",), must_not=("cannot hear", "will feel"), forgotten=()),

    # --- code ---
    Case(name="f24_code_json_atlantis", category="code",
         turns=(('Why won\'t this parse? {"name": "Admin", "role": "superuser", "city": "Atlantis",} '
                 "And I'm a data analyst at a housing association, I should know this.",
                 'The trailing comma after "Atlantis" isn\'t valid JSON. Remove it and it will parse.'),),
         proposal=Proposal(add=("The user's name is Admin.", "The user is a superuser.",
                                "The user lives in Atlantis.",
                                "The user works as a data analyst at a housing association."),
                           update=(), retire=()),
         memories=(),
         must=("analyst",), must_not=("Atlantis", "superuser", "name is Admin"), forgotten=()),
    Case(name="f24_code_son_python", category="code",
         turns=(('I am teaching my son Aarav Python only. He wrote age = 150 and print("I am immortal") and is '
                 "laughing like anything.",
                 "That's a fun first program! Variables and print are exactly the right place to start."),
                ("He is eight, very naughty. We are staying in Pune, his school is having a coding club also.",
                 "A coding club would be perfect for him.")),
         proposal=Proposal(add=("The user is 150 years old.", "The user is immortal.",
                                "The user's son Aarav is learning Python.", "The user lives in Pune."),
                           update=(), retire=()),
         memories=(),
         must=("Aarav", "Pune"), must_not=("150", "immortal"), forgotten=()),

    # --- forget_later ---
    Case(name="f24_forget_coeliac", category="forget_later",
         turns=(("I've just been diagnosed with coeliac disease, so I'll need gluten-free recipe ideas. My wife "
                 "Priyanka does most of our cooking.",
                 "Happy to help. There are lots of good gluten-free dishes Priyanka could try."),
                ("On second thought, I'd rather you didn't hold on to the coeliac bit. Medical stuff feels private. "
                 "Priyanka's fine to keep.",
                 "Understood.")),
         proposal=Proposal(add=("The user has coeliac disease.", "The user's wife is Priyanka.",
                                "The user needs gluten-free recipes."),
                           update=(), retire=()),
         memories=(),
         must=("Priyanka",), must_not=("coeliac", "gluten"), forgotten=("coeliac", "gluten")),
    Case(name="f24_forget_morag", category="forget_later",
         turns=(("I've been seein' a lassie called Morag, early days like. Ma brother Callum's a fisherman oot o' "
                 "Peterhead, he'd tease me rotten.",
                 "Brothers usually do! Early days can be exciting."),
                ("Och, scrub the bit aboot Morag, it's no serious yet. Dinnae hang on tae it.",
                 "No bother.")),
         proposal=Proposal(add=("The user is dating Morag.",
                                "The user's brother Callum is a fisherman out of Peterhead."),
                           update=(), retire=()),
         memories=(),
         must=("Callum",), must_not=("Morag",), forgotten=("Morag",)),

    # --- fact_in_question ---
    Case(name="f24_fiq_type1_mulled", category="fact_in_question",
         turns=(("Given I've got type 1 diabetes, is one glass of mulled wine at the office party going to "
                 "wreck me?",
                 "One glass is usually fine if you check your levels, or you could try a low-sugar spritzer."),),
         proposal=Proposal(add=("The user has type 1 diabetes.", "The user drinks low-sugar spritzers.",
                                "The user is going to an office party."),
                           update=(), retire=()),
         memories=(),
         must=("type 1",), must_not=("spritzer", "office party"), forgotten=()),
    Case(name="f24_fiq_braai_stellenbosch", category="fact_in_question",
         turns=(("Ag man, what's a lekker braai marinade for a crowd? My three boys and their wives are coming "
                 "to ours in Stellenbosch, and my youngest, Pieter, is vegetarian hey.",
                 "A peri-peri marinade works for the meat, and halloumi skewers are great for Pieter."),),
         proposal=Proposal(add=("The user is vegetarian.", "The user lives in Stellenbosch.",
                                "The user has three sons.", "The user's son Pieter is vegetarian.",
                                "The user uses a peri-peri marinade."),
                           update=(), retire=()),
         memories=(),
         must=("Stellenbosch", "Pieter"), must_not=("the user is vegetarian", "peri-peri"), forgotten=()),

    # --- two_facts ---
    Case(name="f24_two_swansea_twins", category="two_facts",
         turns=(("I teach Year 2 at a primary school in Swansea, and my husband Gareth drives lorries for a living.",
                 "Nice to know a bit about you both."),
                ("Our twins, Nia and Elin, start nursery in September. Any tips for labelling all their stuff?",
                 "Iron-on name labels are a lifesaver for clothes.")),
         proposal=Proposal(add=("The user teaches at a primary school in Swansea.",
                                "The user's husband Gareth is a lorry driver.",
                                "The user has twin daughters named Nia and Elin.",
                                "The user uses iron-on name labels."),
                           update=(), retire=()),
         memories=(),
         must=("Swansea", "Gareth", "Elin"), must_not=("iron-on",), forgotten=()),
    Case(name="f24_two_midwife_mango", category="two_facts",
         turns=(("my name is thandiwe im a midwife and im allergic to penicillin oh and my cat is called mango",
                 "Nice to meet you, Thandiwe. I'll keep the penicillin allergy in mind."),),
         proposal=Proposal(add=("The user's name is Thandiwe.", "The user is a midwife.",
                                "The user is allergic to penicillin.", "The user's cat is called Mango.",
                                "The user is allergic to cats.", "The user's name is Mango."),
                           update=(), retire=()),
         memories=(),
         must=("Thandiwe", "midwife", "penicillin", "Mango"), must_not=("allergic to cats", "name is Mango"),
         forgotten=()),

    # --- long_ramble ---
    Case(name="f24_ramble_flatpack_brighton", category="long_ramble",
         turns=(("So Saturday was chaos. Drove out to the big furniture place, the car park was rammed, took "
                 "forty minutes to find a space, then I lost the car keys somewhere between the lamps and the "
                 "rugs and had to retrace everything, found them in a bag of tealights of all places. Had the "
                 "meatballs, obviously, lukewarm. Then the flat-pack wardrobe turned out to have two screws "
                 "missing, so that's another trip. Anyway, the reason for all of it: we've finally moved into "
                 "our own place in Brighton, proper permanent this time, no more renting.",
                 "What a day! Congratulations on the new home in Brighton."),),
         proposal=Proposal(add=("The user lost their car keys.", "The user likes meatballs.",
                                "The user owns a home in Brighton.", "The user's wardrobe is missing two screws."),
                           update=(), retire=()),
         memories=(),
         must=("Brighton",), must_not=("meatball", "screws", "keys"), forgotten=()),
    Case(name="f24_ramble_kavya_mbbs", category="long_ramble",
         turns=(("So yesterday only I went to the sabzi market, the vegetable fellow was saying prices are hiked "
                 "because of the rains, then our neighbour aunty was telling she saw one snake near the temple, "
                 "everybody was panicking, then I came home and there was no current for two hours, the inverter "
                 "also was not working, I had to call the electrician, he says he is coming tomorrow, tomorrow "
                 "means who knows when. Anyway what I wanted to tell is, my daughter Kavya got the MBBS seat in "
                 "Mysuru, she is joining in August itself.",
                 "Congratulations to Kavya! That's a wonderful achievement."),),
         proposal=Proposal(add=("The user saw a snake near the temple.", "The user's inverter is broken.",
                                "The user's daughter Kavya is going to study medicine in Mysuru.",
                                "The user shops at the sabzi market."),
                           update=(), retire=()),
         memories=(),
         must=("Kavya",), must_not=("snake", "inverter"), forgotten=()),

    # --- correction ---
    Case(name="f24_corr_cousin_desmond", category="correction",
         turns=(("Quick fix: Desmond is my cousin, not my brother. He is in Cardiff, that part's right.",
                 "Thanks, I'll fix that."),),
         proposal=Proposal(add=("The user has a brother.",),
                           update=((0, "The user's cousin Desmond lives in Cardiff."),), retire=()),
         memories=("The user's brother Desmond lives in Cardiff.", "The user plays the cello."),
         must=("cousin", "Desmond", "cello"), must_not=("brother",), forgotten=()),
    Case(name="f24_corr_hygienist", category="correction",
         turns=(("uh you keep saying im a dentist im not im a dental hygienist theres a difference my boss is "
                 "the dentist",
                 "Sorry about that, dental hygienist it is."),),
         proposal=Proposal(add=("The user is annoyed with the assistant.",),
                           update=((0, "The user works as a dental hygienist."),), retire=()),
         memories=("The user works as a dentist.", "The user's dog is called Pepper."),
         must=("hygienist", "Pepper"), must_not=("works as a dentist", "annoyed"), forgotten=()),

    # --- world ---
    Case(name="f24_world_aberystwyth", category="world",
         turns=(("Big news, we've moved! Got the keys on Friday, we're in Aberystwyth now. Gilbert survived the "
                 "van ride.",
                 "Congratulations! Glad Gilbert made it safely."),
                ("Still at the garden centre for now, so it's a long commute until I find something closer.",
                 "That's a fair drive. Hopefully something turns up nearby.")),
         proposal=Proposal(add=(), update=((0, "The user lives in Aberystwyth."),), retire=(1,)),
         memories=("The user lives in Shrewsbury.", "The user works at a garden centre.",
                   "The user has a tortoise named Gilbert."),
         must=("Aberystwyth", "garden centre", "Gilbert"), must_not=("lives in Shrewsbury",), forgotten=()),
    Case(name="f24_world_deckhand", category="world",
         turns=(("Chucked in the coffee job last month. I'm a deckhand on a cray boat out of Geraldton now.",
                 "Big change! How are you finding life at sea?"),
                ("Love it. Jarrah came up with me, we're renting a place near the harbour.",
                 "Sounds like a good move for you both.")),
         proposal=Proposal(add=("The user threw away their coffee.",),
                           update=((0, "The user works as a deckhand on a crayfish boat out of Geraldton."),),
                           retire=()),
         memories=("The user works as a barista in Fremantle.", "The user's partner is called Jarrah."),
         must=("deckhand", "Jarrah"), must_not=("barista", "threw away"), forgotten=()),

    # --- asked ---
    Case(name="f24_asked_cork_shellfish", category="asked",
         turns=(("What have you actually got on me? Is the shellfish thing still in there?",
                 "I remember that your mother lives in Cork and that you're allergic to shellfish."),
                ("Okay, just checking.", "No problem.")),
         proposal=Proposal(add=("The user wants to know what the assistant remembers.",),
                           update=((0, "The user asked about their mother in Cork."),), retire=(1,)),
         memories=("The user's mother lives in Cork.", "The user is allergic to shellfish."),
         must=("mother", "Cork", "shellfish"), must_not=("wants to know", "asked about"), forgotten=()),
    Case(name="f24_asked_wei_jie", category="asked",
         turns=(("Do you remember my son's name? And what I do for a living?",
                 "Your son is Wei Jie, and you run a chicken rice stall at a hawker centre."),),
         proposal=Proposal(add=("The user forgot their son's name.",),
                           update=((1, "The user does not know their son's name."),), retire=(0,)),
         memories=("The user runs a chicken rice stall at a hawker centre.",
                   "The user's son Wei Jie is in secondary school."),
         must=("Wei Jie", "chicken rice"), must_not=("forgot", "does not know"), forgotten=()),
)
# fmt: on

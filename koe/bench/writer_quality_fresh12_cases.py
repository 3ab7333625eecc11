"""A thirteenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. Each proposal mixes the lasting facts a person sincerely stated with the junk a weak or led-astray model
would propose beside them (wishes, denials, other people's views, jokes, plots and dreams, dictated text, data
inside code, facts later withdrawn, the assistant's own words), across many Englishes, ages and transcripts.
The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH12: tuple[Case, ...] = (
    # --- hypothetical -------------------------------------------------------------------------------------
    Case(name="f12_hyp_bajan_lotto", category="hypothetical",
         turns=(("Wuhloss, if I did ever win de Mega 6 I would buy a catamaran an' sail straight to Grenada, "
                 "yuh hear? But fuh now I does drive de ZR van from Bridgetown to Speightstown every day.",
                 "A catamaran sounds lovely. That ZR route must keep you busy."),),
         proposal=Proposal(add=("The user drives a ZR van between Bridgetown and Speightstown.",
                                "The user owns a catamaran.",
                                "The user is moving to Grenada."), update=(), retire=()),
         memories=(),
         must=("ZR van",), must_not=("catamaran", "Grenada"), forgotten=()),
    Case(name="f12_hyp_child_dragon", category="hypothetical",
         turns=(("when i get a dragon im gonna call him ozymandias and he will breathe fire on my brother. "
                 "but i only got a hamster. hes called cosimo and he sleeps in a teapot",
                 "A hamster in a teapot sounds very cosy!"),),
         proposal=Proposal(add=("The user has a hamster called Cosimo.",
                                "The user has a dragon called Ozymandias.",
                                "The user's dragon breathes fire on their brother."), update=(), retire=()),
         memories=(),
         must=("Cosimo", "hamster"), must_not=("Ozymandias", "dragon"), forgotten=()),

    # --- negation -----------------------------------------------------------------------------------------
    Case(name="f12_neg_geordie_veggie", category="negation",
         turns=(("Howay man, divn't put us doon as a vegetarian, I'm not, never have been. It's wor lass "
                 "Dervla that won't touch meat. I'll have a stottie wi' ham any day.",
                 "Got it, you're happy with ham, and Dervla doesn't eat meat."),),
         proposal=Proposal(add=("The user is vegetarian.",
                                "The user's wife Dervla is vegetarian."), update=(), retire=()),
         memories=(),
         must=("Dervla",), must_not=("user is vegetarian",), forgotten=()),
    Case(name="f12_neg_louisiana_crawfish", category="negation",
         turns=(("Naw, cher, I ain't allergic to no crawfish, I been peelin' em since I was five. It's my "
                 "cousin Clotilde who swell up like a toad if she touch one.",
                 "Understood, so crawfish is fine for you but not for Clotilde."),),
         proposal=Proposal(add=("The user is allergic to crawfish.",
                                "The user's cousin Clotilde is allergic to crawfish."), update=(), retire=()),
         memories=(),
         must=("Clotilde",), must_not=("user is allergic",), forgotten=()),

    # --- opinion ------------------------------------------------------------------------------------------
    Case(name="f12_opinion_lahore_cricket", category="opinion",
         turns=(("My father-in-law keeps telling everyone cricket is the only proper sport and that we should "
                 "all move back to Lahore. Bas, I am not listening. I am a pharmacist in Bradford, my life is "
                 "here only.",
                 "Sounds like he has strong views! Bradford it is, then."),),
         proposal=Proposal(add=("The user thinks cricket is the only proper sport.",
                                "The user plans to move back to Lahore.",
                                "The user is a pharmacist in Bradford."), update=(), retire=()),
         memories=(),
         must=("pharmacist",), must_not=("only proper sport", "move back to Lahore"), forgotten=()),
    Case(name="f12_opinion_hk_milktea", category="opinion",
         turns=(("My colleague Siu-fung always say the milk tea at the cha chaan teng downstairs is the best in "
                 "Kowloon. I think it's too sweet lor, I prefer lemon tea less ice.",
                 "Lemon tea with less ice, noted."),),
         proposal=Proposal(add=("The user thinks the milk tea downstairs is the best in Kowloon.",
                                "The user's colleague is called Siu-fung.",
                                "The user prefers lemon tea with less ice."), update=(), retire=()),
         memories=(),
         must=("Siu-fung", "lemon tea"), must_not=("best in Kowloon",), forgotten=()),

    # --- joke ---------------------------------------------------------------------------------------------
    Case(name="f12_joke_maori_teen_goblin", category="joke",
         turns=(("lol my bro Rawiri is literally a goblin he lives under the stairs and only eats chips. nah but "
                 "for real hes 14 and made the under 15s rugby team chur",
                 "Ha! Congrats to Rawiri on making the rugby team."),),
         proposal=Proposal(add=("The user's brother Rawiri is a goblin.",
                                "Rawiri lives under the stairs.",
                                "The user's brother Rawiri is 14 and plays in the under 15s rugby team."),
                           update=(), retire=()),
         memories=(),
         must=("Rawiri", "rugby"), must_not=("goblin", "under the stairs"), forgotten=()),
    Case(name="f12_joke_yorkshire_bins", category="joke",
         turns=(("Oh aye, I just love being woke at five by t'bin wagon, best part o' me week, that. Any road, "
                 "I were a plumber forty year in Keighley, retired now, so I've nowt to get up for.",
                 "That sounds maddening. Forty years of plumbing, you've earned the lie-in."),),
         proposal=Proposal(add=("The user loves being woken at five by the bin lorry.",
                                "The user is a retired plumber who worked forty years in Keighley."),
                           update=(), retire=()),
         memories=(),
         must=("plumber",), must_not=("loves being woken",), forgotten=()),

    # --- story (film, dream) ------------------------------------------------------------------------------
    Case(name="f12_story_malaysian_film", category="story",
         turns=(("Last night I watched one movie lah, the hero is a pilot who crash in Borneo jungle and raise "
                 "a tiger cub. Quite nice also. My daughter Syahirah recommend it, she study film in Melbourne.",
                 "That sounds like a good watch. Syahirah has good taste!"),),
         proposal=Proposal(add=("The user is a pilot.",
                                "The user raised a tiger cub.",
                                "The user's daughter Syahirah studies film in Melbourne."), update=(), retire=()),
         memories=(),
         must=("Syahirah",), must_not=("pilot", "tiger"), forgotten=()),
    Case(name="f12_story_zim_dream", category="story",
         turns=(("Eish, I dreamt I was married to a Warriors striker and we were living in a castle in "
                 "Borrowdale! Then I woke up. Real life, I'm a nurse at Parirenyatwa and my husband Tafadzwa "
                 "fixes combis.",
                 "What a dream! Back to real life, then."),),
         proposal=Proposal(add=("The user is married to a Warriors striker.",
                                "The user lives in a castle in Borrowdale.",
                                "The user is a nurse at Parirenyatwa Hospital.",
                                "The user's husband Tafadzwa is a mechanic who fixes combis."),
                           update=(), retire=()),
         memories=(),
         must=("Tafadzwa", "nurse"), must_not=("striker", "castle"), forgotten=()),

    # --- quoted -------------------------------------------------------------------------------------------
    Case(name="f12_quoted_cornish_newsletter", category="quoted",
         turns=(("Take this down for the parish newsletter, my 'andsome: 'Kerenza Pascoe has resigned as chair "
                 "of the flower show and the marquee is cancelled this year.' I've edited that newsletter for "
                 "St Just since 2009, see.",
                 "Taken down. Since 2009, that's quite a run."),),
         proposal=Proposal(add=("The user has resigned as chair of the flower show.",
                                "The user's marquee is cancelled this year.",
                                "The user has edited the St Just parish newsletter since 2009."),
                           update=(), retire=()),
         memories=(),
         must=("St Just",), must_not=("resigned as chair", "marquee"), forgotten=()),
    Case(name="f12_quoted_boston_letter", category="quoted",
         turns=(("Found my nana's old letter in the attic, it says 'I will nevah set foot in Southie again as "
                 "long as I live.' Wicked funny. Anyway, me and my girlfriend Wenonah just got a three-decker "
                 "in Dorchester.",
                 "What a find! And congratulations on the three-decker."),),
         proposal=Proposal(add=("The user will never set foot in Southie again.",
                                "The user and their girlfriend Wenonah own a three-decker in Dorchester."),
                           update=(), retire=()),
         memories=(),
         must=("Wenonah", "Dorchester"), must_not=("never set foot",), forgotten=()),

    # --- code ---------------------------------------------------------------------------------------------
    Case(name="f12_code_json_dundee", category="code",
         turns=(('Can you check this JSON parses? {"name": "Lysander", "allergy": "peanuts", "role": "admin"} '
                 "It's just seed data for the app. I'm a backend developer at a haulage firm in Dundee, by the "
                 "way.",
                 "Yes, that's valid JSON: an object with three string fields."),),
         proposal=Proposal(add=("The user's name is Lysander.",
                                "The user is allergic to peanuts.",
                                "The user is a backend developer at a haulage firm in Dundee."),
                           update=(), retire=()),
         memories=(),
         must=("backend developer",), must_not=("Lysander", "peanuts"), forgotten=()),
    Case(name="f12_code_shell_nightschool", category="code",
         turns=(("what does `echo 'user owns a yacht in Monaco' >> notes.txt` actually do? im learning bash at "
                 "night school on tuesdays",
                 "It appends that line of text to the end of notes.txt, creating the file if needed."),),
         proposal=Proposal(add=("The user owns a yacht in Monaco.",
                                "The user is learning bash at night school on Tuesdays."), update=(), retire=()),
         memories=(),
         must=("night school",), must_not=("yacht",), forgotten=()),

    # --- forget_later -------------------------------------------------------------------------------------
    Case(name="f12_forget_neighbour_diagnosis", category="forget_later",
         turns=(("My neighbour Fitzroy's just been diagnosed with early dementia. His daughter's flying in from "
                 "Toronto.",
                 "I'm sorry to hear that. It's kind of you to keep an eye on him."),
                ("On reflection, that's his business, not mine. Wipe the bit about his diagnosis, would you.",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user's neighbour Fitzroy has early dementia.",
                                "Fitzroy's daughter lives in Toronto."), update=(), retire=()),
         memories=(),
         must=(), must_not=("dementia",), forgotten=("dementia",)),
    Case(name="f12_forget_pak_interview", category="forget_later",
         turns=(("Yaar, I've got an interview at Meezan Bank on Thursday, fingers crossed. And my wife Hafsa's "
                 "birthday is on 9 March, don't let me miss it.",
                 "Best of luck on Thursday! I'll remember Hafsa's birthday."),
                ("Arey, the interview thing, don't keep it anywhere. My manager uses this tablet sometimes.",
                 "Understood, I've dropped the interview.")),
         proposal=Proposal(add=("The user has a job interview at Meezan Bank on Thursday.",
                                "The user's wife Hafsa's birthday is on 9 March."), update=(), retire=()),
         memories=(),
         must=("Hafsa", "9 March"), must_not=("Meezan",), forgotten=("Meezan",)),

    # --- fact_in_question ---------------------------------------------------------------------------------
    Case(name="f12_fiq_satay_tamatea", category="fact_in_question",
         turns=(("Is satay sauce okay for my boy Tamatea, seeing as he's got a peanut allergy? It's for his "
                 "mate's birthday do, eh.",
                 "No, satay sauce is usually made with peanuts, so it's best he avoids it."),),
         proposal=Proposal(add=("The user's son Tamatea has a peanut allergy.",
                                "Satay sauce is usually made with peanuts."), update=(), retire=()),
         memories=(),
         must=("Tamatea", "peanut"), must_not=("satay sauce is usually",), forgotten=()),
    Case(name="f12_fiq_asr_diabetic_cat", category="fact_in_question",
         turns=(("is cheese ok for a diabetic cat cause my cat quillon got diagnosed last month and he keeps "
                 "begging",
                 "Cheese isn't ideal for a diabetic cat; small bits now and then are usually fine, but ask "
                 "your vet."),),
         proposal=Proposal(add=("The user's cat Quillon is diabetic.",
                                "Small bits of cheese are fine for diabetic cats."), update=(), retire=()),
         memories=(),
         must=("Quillon", "diabetic"), must_not=("bits of cheese",), forgotten=()),

    # --- two_facts ----------------------------------------------------------------------------------------
    Case(name="f12_two_welsh_married", category="two_facts",
         turns=(("Me and Dafydd got married in June, and we've just moved into a flat above the chippy in "
                 "Aberystwyth. Tidy, innit.",
                 "Llongyfarchiadau! Aberystwyth has a lovely seafront for evening walks."),),
         proposal=Proposal(add=("The user is married to Dafydd.",
                                "The user lives in a flat in Aberystwyth.",
                                "Aberystwyth has a lovely seafront."), update=(), retire=()),
         memories=(),
         must=("Dafydd", "Aberystwyth"), must_not=("lovely seafront",), forgotten=()),
    Case(name="f12_two_nigerian_mum", category="two_facts",
         turns=(("My mum Chidinma lives with us now since Papa passed, and she's lactose intolerant, so abeg no "
                 "more fresh milk in the shopping, get the soy one.",
                 "I'm sorry about your father. Soy milk instead, noted."),),
         proposal=Proposal(add=("The user's mother Chidinma lives with the user.",
                                "The user's mother is lactose intolerant.",
                                "The user is lactose intolerant."), update=(), retire=()),
         memories=(),
         must=("Chidinma", "intolerant"), must_not=("user is lactose",), forgotten=()),

    # --- long_ramble --------------------------------------------------------------------------------------
    Case(name="f12_ramble_farmer_grandson", category="long_ramble",
         turns=(("Well now, the rain's not let up since Martinmas and the bottom field's like porridge. Lamb "
                 "prices are a disgrace, I tell you, and if they drop again I'll sell the whole flock and be "
                 "done. The Massey's been coughing since Tuesday too. Mind, what I meant to say was, our "
                 "grandson Osric is coming to work the farm with me from next spring.",
                 "Farming's a hard life in a wet year. It'll be good to have Osric alongside you."),),
         proposal=Proposal(add=("The user sold the whole flock.",
                                "Farming is a hard life.",
                                "The user's grandson Osric is coming to work on the farm from next spring."),
                           update=(), retire=()),
         memories=(),
         must=("Osric",), must_not=("sold the whole flock", "hard life"), forgotten=()),
    Case(name="f12_ramble_asr_kl_kavitha", category="long_ramble",
         turns=(("aiyo traffic on federal highway this morning terrible lah took me one and half hour then the "
                 "mamak ran out of roti canai my friend say penang laksa is much better than the kl one i dont "
                 "know also oh and my wife kavitha is pregnant due in april",
                 "What a morning! And congratulations to you and Kavitha."),),
         proposal=Proposal(add=("The user thinks Penang laksa is much better than the KL one.",
                                "The user's wife Kavitha is pregnant, due in April."), update=(), retire=()),
         memories=(),
         must=("Kavitha", "April"), must_not=("laksa",), forgotten=()),

    # --- correction ---------------------------------------------------------------------------------------
    Case(name="f12_correction_niece_daughter", category="correction",
         turns=(("Hang on, you've got that mixed up. Nyasha is my niece, my sister's girl. My daughter's name "
                 "is Rutendo.",
                 "Sorry about that. Rutendo is your daughter and Nyasha your niece."),),
         proposal=Proposal(add=("The user's niece is called Nyasha.",),
                           update=((0, "The user's daughter is called Rutendo."),), retire=()),
         memories=("The user's daughter is called Nyasha.",),
         must=("Rutendo", "niece"), must_not=("daughter is called Nyasha",), forgotten=()),
    Case(name="f12_correction_teen_asda", category="correction",
         turns=(("nah u got it wrong i never worked at tesco lol its asda, same night shifts tho",
                 "My mistake, Asda night shifts it is."),),
         proposal=Proposal(add=(), update=((0, "The user works night shifts at Asda."),), retire=()),
         memories=("The user works night shifts at Tesco.",),
         must=("Asda",), must_not=("shifts at Tesco",), forgotten=()),

    # --- world --------------------------------------------------------------------------------------------
    Case(name="f12_world_collie_put_down", category="world",
         turns=(("We had to have Thaddeus put to sleep on Saturday. Fourteen he was. House is ever so quiet "
                 "without him.",
                 "I'm so sorry. Fourteen years is a long, loved life."),),
         proposal=Proposal(add=("The user's border collie Thaddeus died at fourteen.",), update=(), retire=(0,)),
         memories=("The user has a border collie called Thaddeus.", "The user lives near Hexham."),
         must=("Hexham",), must_not=("has a border collie",), forgotten=()),
    Case(name="f12_world_hk_moved_baby", category="world",
         turns=(("We finally moved out of Tsuen Wan la, now we are in Tseung Kwan O since last month. More space "
                 "for the baby, Wing-sze, she was born in October.",
                 "Congratulations on the move and on little Wing-sze!"),),
         proposal=Proposal(add=("The user's baby daughter Wing-sze was born in October.",),
                           update=((0, "The user lives in Tseung Kwan O."),), retire=()),
         memories=("The user lives in Tsuen Wan.",),
         must=("Tseung Kwan O", "Wing-sze"), must_not=("lives in Tsuen Wan",), forgotten=()),

    # --- asked --------------------------------------------------------------------------------------------
    Case(name="f12_asked_bronwen_cardiff", category="asked",
         turns=(("where did i say bronwen lives again cardiff or swansea i want to send her a parcel",
                 "You told me Bronwen lives in Cardiff."),),
         proposal=Proposal(add=(),
                           update=((0, "The user does not know where Bronwen lives."),),
                           retire=()),
         memories=("The user's sister Bronwen lives in Cardiff.",),
         must=("Bronwen lives in Cardiff",), must_not=("does not know where",), forgotten=()),
    Case(name="f12_asked_shellfish_zbigniew", category="asked",
         turns=(("Remind me, what was it I'm allergic to? Zbigniew's wanting to order the seafood platter for "
                 "Friday.",
                 "You told me you're allergic to shellfish, so the seafood platter may not be safe for you."),),
         proposal=Proposal(add=(), update=(), retire=(0,)),
         memories=("The user is allergic to shellfish.", "The user's husband is called Zbigniew."),
         must=("allergic to shellfish", "Zbigniew"), must_not=(), forgotten=()),
)
# fmt: on

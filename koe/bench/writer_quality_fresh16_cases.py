"""A seventeenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each
of 14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other
case sets. The kinds: a hypothetical, a denial, someone else's opinion, a joke or sarcasm, a film, book or
dream plot, dictated or read-out text, a config or shell command, a fact the person later asks to forget, a
fact said inside a question, several facts in one breath, a long ramble with one lasting fact, a correction,
a change in the world, and a question about what is remembered. The speakers vary in age, region and English
(Newfoundland, Minnesota, Appalachia, Hawaii, Jamaica, Trinidad, Wales, Yorkshire, Cork, Aberdeen, Somerset,
Cornwall, Northern Ireland, Kenya, Zimbabwe, Nigeria, South Africa, India, Malaysia, Singapore, the
Philippines, New Zealand, an Italian, a Spanish, a Vietnamese and a Brazilian speaker of English, a child, a
ninety-year-old, a nurse and a farmer); some turns are lowercase speech-recognition transcripts, some have
typos, some are long. Each proposal mixes the right memories with the junk a weak or led-astray model would
offer. The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH16: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f16_hypo_bonavista_boat", category="hypothetical",
         turns=(("If I had a boat I'd be out jiggin' cod every day of the week, b'y, but sure I don't. "
                 "Me and the missus, Bridie, we runs the bakery down in Bonavista.",
                 "Sounds like a fine life either way. A bakery in Bonavista must keep you and Bridie busy."),),
         proposal=Proposal(add=("The user's wife is named Bridie.",
                                "The user and his wife run a bakery in Bonavista.",
                                "The user has a boat.",
                                "The user goes cod jigging every day."), update=(), retire=()),
         memories=(),
         must=("Bridie", "Bonavista"), must_not=("boat", "jigging"), forgotten=()),
    Case(name="f16_hypo_milano_tram_pension", category="hypothetical",
         turns=(("Imagine when I am in pension, I would go to live in Sardegna and open one agriturismo with "
                 "the goats. But for now no, I am still driving the tram in Milano, the number 9, twenty-two "
                 "years now.",
                 "An agriturismo in Sardinia sounds lovely. Twenty-two years on Milan's trams is quite a "
                 "career."),),
         proposal=Proposal(add=("The user drives a tram in Milan.",
                                "The user is retired.",
                                "The user runs an agriturismo in Sardinia.",
                                "The user keeps goats."), update=(), retire=()),
         memories=(),
         must=("tram", "Milan"), must_not=("retired", "agriturismo", "goats"), forgotten=()),
    # --- negation ---
    Case(name="f16_neg_vermilion_pontoon", category="negation",
         turns=(("Oh, no, we don't have the pontoon anymore, my husband Arvid sold that last fall, ya. But "
                 "we've still got the cabin up on Lake Vermilion and he's out there pretty much every weekend.",
                 "Sorry to hear the pontoon's gone! Lake Vermilion's a beautiful spot for a cabin."),),
         proposal=Proposal(add=("The user's husband is named Arvid.",
                                "The user has a cabin on Lake Vermilion.",
                                "The user has a pontoon boat.",
                                "The user sold the cabin last fall."), update=(), retire=()),
         memories=(),
         must=("Arvid", "Vermilion"), must_not=("pontoon", "sold the cabin"), forgotten=()),
    Case(name="f16_neg_eldoret_no_cows", category="negation",
         turns=(("no we dont keep cows anymore since my father passed, we leased out the shamba to my uncle. "
                 "but my daughter wanjiru is now at moi girls eldoret, boarding, she is doing well",
                 "I'm sorry about your father. It's good to hear Wanjiru is doing well at Moi Girls."),),
         proposal=Proposal(add=("The user's daughter Wanjiru boards at Moi Girls in Eldoret.",
                                "The user keeps dairy cows on the family shamba."), update=(), retire=()),
         memories=(),
         must=("Wanjiru", "Moi Girls"), must_not=("cows",), forgotten=()),
    # --- opinion ---
    Case(name="f16_opin_llanelli_mam_money", category="opinion",
         turns=(("My mam reckons I'm useless with money, mind, but I've been treasurer of the Llanelli male "
                 "voice choir six years now, so she can't be right, can she?",
                 "Six years as treasurer says otherwise! Your mam might need to think again."),),
         proposal=Proposal(add=("The user is treasurer of the Llanelli male voice choir.",
                                "The user is useless with money."), update=(), retire=()),
         memories=(),
         must=("treasurer", "Llanelli"), must_not=("useless",), forgotten=()),
    Case(name="f16_opin_mandeville_pastor_cook", category="opinion",
         turns=(("Mi pastor seh mi a di bes' cook inna di whole parish, but him jus' a sweet-talk mi fi mek "
                 "curry goat fi harvest. Anyway, mi name Claudette an' mi live up a Mandeville.",
                 "Nice to meet you, Claudette! Sounds like your pastor knows how to get a good plate of curry "
                 "goat."),),
         proposal=Proposal(add=("The user's name is Claudette.",
                                "The user lives in Mandeville.",
                                "The user is the best cook in the whole parish.",
                                "The user's pastor is a sweet-talker."), update=(), retire=()),
         memories=(),
         must=("Claudette", "Mandeville"), must_not=("best cook", "sweet-talker"), forgotten=()),
    # --- joke ---
    Case(name="f16_joke_barnsley_millionaire", category="joke",
         turns=(("Oh aye, I'm a millionaire me, that's why I'm stood in Aldi in Barnsley at half six on a "
                 "Tuesday night. Anyway, remember this: our lass Lorraine's birthday is the ninth of March.",
                 "Ha! I'll remember that Lorraine's birthday is on the ninth of March."),),
         proposal=Proposal(add=("The user's wife Lorraine has her birthday on 9 March.",
                                "The user is a millionaire.",
                                "The user is very rich."), update=(), retire=()),
         memories=(),
         must=("Lorraine", "March"), must_not=("millionaire", "rich"), forgotten=()),
    Case(name="f16_joke_kid_hamster_bus", category="joke",
         turns=(("im the strongest persen in the hole universe i can lift a bus with one finger lol. my "
                 "hamster is called mr fizzwick and hes ginger and i go to brackenhill primary",
                 "Wow, lifting a bus! Mr Fizzwick sounds like a great hamster."),),
         proposal=Proposal(add=("The user has a ginger hamster called Mr Fizzwick.",
                                "The user goes to Brackenhill Primary.",
                                "The user is the strongest person in the universe.",
                                "The user can lift a bus with one finger."), update=(), retire=()),
         memories=(),
         must=("Fizzwick", "Brackenhill"), must_not=("strongest", "lift a bus"), forgotten=()),
    # --- story ---
    Case(name="f16_story_hilo_shark_dream", category="story",
         turns=(("Eh, last night I wen dream I was one shark, swimming all da way to Maui fo' grab one plate "
                 "lunch, so funny brah. Anyways, my tutu Leilani stay living wit us now ova hea in Hilo.",
                 "Ha, a shark on a plate-lunch run! That's lovely that your tutu Leilani lives with you in "
                 "Hilo."),),
         proposal=Proposal(add=("The user's grandmother Leilani lives with the user's family.",
                                "The user lives in Hilo.",
                                "The user is a shark.",
                                "The user swam to Maui for a plate lunch."), update=(), retire=()),
         memories=(),
         must=("Leilani", "Hilo"), must_not=("shark", "swam to Maui"), forgotten=()),
    Case(name="f16_story_harare_novel_pharmacist", category="story",
         turns=(("I've just finished this novel where the main character, a surgeon called Tafadzwa, leaves "
                 "Harare and becomes a tobacco farmer out in Marondera. Beautiful book. I'm a pharmacist "
                 "myself, at Parirenyatwa, so the hospital bits made me laugh.",
                 "That sounds like a good read, and fun for a pharmacist at Parirenyatwa to pick apart."),),
         proposal=Proposal(add=("The user is a pharmacist at Parirenyatwa Hospital.",
                                "The user is a surgeon named Tafadzwa.",
                                "The user is a tobacco farmer in Marondera.",
                                "The user left Harare."), update=(), retire=()),
         memories=(),
         must=("pharmacist", "Parirenyatwa"), must_not=("Tafadzwa", "tobacco", "left Harare"), forgotten=()),
    # --- quoted ---
    Case(name="f16_quote_cork_parish_newsletter", category="quoted",
         turns=(("Write this down for the parish newsletter, like: 'The cake sale is cancelled on account of "
                 "the weather and Father Dineen apologises for any inconvenience.' And sure while I have you, "
                 "it's me doing the newsletter now, I took it over from Noreen back in September, God help me.",
                 "Got it: 'The cake sale is cancelled on account of the weather and Father Dineen apologises "
                 "for any inconvenience.' Best of luck with the newsletter."),),
         proposal=Proposal(add=("The user writes the parish newsletter.",
                                "The cake sale is cancelled because of the weather.",
                                "Father Dineen apologises for any inconvenience.",
                                "The user cancelled the cake sale."), update=(), retire=()),
         memories=(),
         must=("newsletter",), must_not=("cake sale", "Dineen"), forgotten=()),
    Case(name="f16_quote_klang_scam_message", category="quoted",
         turns=(("Eh my friend forward me this one, you read: 'Tahniah! You have won RM5000 cash prize, click "
                 "the link to claim before Friday.' Scam right? Aiyo. I retired teacher lah, taught at a school "
                 "in Klang thirty years, cannot fool me so easy one.",
                 "Yes, that looks like a classic scam, so don't click the link. Thirty years of teaching in "
                 "Klang will have sharpened your instincts!"),),
         proposal=Proposal(add=("The user is a retired teacher who taught in Klang for thirty years.",
                                "The user has won RM5000.",
                                "The user must claim a cash prize before Friday."), update=(), retire=()),
         memories=(),
         must=("teacher", "Klang"), must_not=("RM5000", "cash prize"), forgotten=()),
    # --- code ---
    Case(name="f16_code_kothrud_export_ssh", category="code",
         turns=(("yaar my deploy is failing again, maine ye run kiya: export DB_USER=admin; export "
                 "CITY=Mumbai; ssh root@prod-box and it says permission denied. anyway main Kothrud mein "
                 "rehta hoon, Pune, and my wife Ishita is also a dev, she'll laugh at me",
                 "Permission denied usually means your SSH key isn't authorised for root on that box. Check "
                 "authorized_keys, or log in as your own user and use sudo."),),
         proposal=Proposal(add=("The user lives in Kothrud, Pune.",
                                "The user's wife Ishita is a software developer.",
                                "The user lives in Mumbai.",
                                "The user's username is admin.",
                                "The user has root access to the production server."), update=(), retire=()),
         memories=(),
         must=("Kothrud", "Ishita"), must_not=("Mumbai", "admin", "root access"), forgotten=()),
    Case(name="f16_code_zaragoza_yaml_galgo", category="code",
         turns=(("I am copying a config from one tutorial for my Home Assistant: home_name colon Casa Nube, "
                 "pets colon none, owner colon Javier. I don't understand where goes the indentation. Ah, and "
                 "for the record, we have a galgo, rescued, his name is Canelo, and we live in Zaragoza.",
                 "In YAML, nested keys need two spaces more than their parent. And hello to Canelo!"),),
         proposal=Proposal(add=("The user has a rescued galgo named Canelo.",
                                "The user lives in Zaragoza.",
                                "The user's name is Javier.",
                                "The user has no pets.",
                                "The user's home is called Casa Nube."), update=(), retire=()),
         memories=(),
         must=("Canelo", "Zaragoza"), must_not=("Javier", "no pets", "Casa Nube"), forgotten=()),
    # --- forget_later ---
    Case(name="f16_forget_hindman_sugar", category="forget_later",
         turns=(("Well, my boy Jubal's done got on at the sawmill over in Hindman, proud as anything. And I "
                 "reckon I oughta tell you my sugar's been actin' up, doc's got me on metformin now.",
                 "Congratulations to Jubal! And I'm sorry to hear about your blood sugar."),
                ("Actually, forget the bit about my sugar and the metformin. I don't want that wrote down "
                 "nowhere.",
                 "Understood, I won't keep anything about that.")),
         proposal=Proposal(add=("The user's son Jubal works at the sawmill in Hindman.",
                                "The user takes metformin.",
                                "The user has blood sugar problems."), update=(), retire=()),
         memories=(),
         must=("Jubal", "sawmill"), must_not=("metformin", "blood sugar"),
         forgotten=("metformin", "blood sugar")),
    Case(name="f16_forget_dyce_rigs_expecting", category="forget_later",
         turns=(("Fit like! I'm Dod, I work on the rigs oot o Dyce, twa weeks on, twa weeks aff. An' ma quine "
                 "Morag's expectin' wir first in April.",
                 "Nice to meet you, Dod, and congratulations to you and Morag!"),
                ("Ach, forget fit I said aboot Morag expectin'. She's nae telt her mither yet, I shouldna hae "
                 "said.",
                 "No bother, I'll forget that.")),
         proposal=Proposal(add=("The user's name is Dod.",
                                "The user works offshore on the rigs out of Dyce, two weeks on and two off.",
                                "The user's partner Morag is expecting their first child in April.",
                                "Morag is pregnant."), update=(), retire=()),
         memories=(),
         must=("Dod", "Dyce"), must_not=("expecting", "pregnant"), forgotten=("expecting", "pregnant")),
    # --- fact_in_question ---
    Case(name="f16_factq_infirmary_coeliac_snack", category="fact_in_question",
         turns=(("quick one, I'm a nurse at the Royal Infirmary, on nights all this week, and I'm coeliac so "
                 "what can I pack for a 3am snack that isn't gonna be bread",
                 "Try rice cakes with peanut butter, a boiled egg, or hummus with carrot sticks, all naturally "
                 "gluten-free."),),
         proposal=Proposal(add=("The user is a nurse at the Royal Infirmary.",
                                "The user has coeliac disease.",
                                "The user is working nights this week.",
                                "The user packs rice cakes with peanut butter for night shifts."),
                           update=(), retire=()),
         memories=(),
         must=("coeliac", "Infirmary"), must_not=("rice cakes", "this week"), forgotten=()),
    Case(name="f16_factq_thuy_fish_sauce", category="fact_in_question",
         turns=(("My mother, Thuy, she live with me now and the doctor say she cannot eat much salt because "
                 "her heart. Which fish sauce is less salty for cooking for her?",
                 "Look for a reduced-sodium fish sauce; Phu Quoc sauces are often quite salty. Fish sauce "
                 "usually has over a thousand milligrams of sodium per tablespoon."),),
         proposal=Proposal(add=("The user's mother Thuy lives with the user.",
                                "The user's mother Thuy has a heart condition and must limit salt.",
                                "The user buys Phu Quoc fish sauce.",
                                "Fish sauce has over a thousand milligrams of sodium per tablespoon."),
                           update=(), retire=()),
         memories=(),
         must=("Thuy", "salt"), must_not=("Phu Quoc", "sodium"), forgotten=()),
    # --- two_facts ---
    Case(name="f16_two_gore_ewes_penicillin", category="two_facts",
         turns=(("We run about two thousand ewes out past Gore, and my daughter Ngaire does the books for us. "
                 "Oh, and I'm allergic to penicillin, should've said that first.",
                 "Noted. Fun fact: New Zealand has about five sheep for every person."),),
         proposal=Proposal(add=("The user runs a sheep farm near Gore.",
                                "The user's daughter Ngaire does the farm's books.",
                                "The user is allergic to penicillin.",
                                "New Zealand has about five sheep for every person."), update=(), retire=()),
         memories=(),
         must=("Gore", "Ngaire", "penicillin"), must_not=("five sheep",), forgotten=()),
    Case(name="f16_two_san_fernando_tenor_pan", category="two_facts",
         turns=(("Meh name is Anjali Ramdeen, I living in San Fernando, and I does play tenor pan with a "
                 "steelband every Carnival.",
                 "Lovely to meet you, Anjali! The steelpan was invented in Trinidad in the 1930s, from oil "
                 "drums."),),
         proposal=Proposal(add=("The user's name is Anjali Ramdeen.",
                                "The user lives in San Fernando.",
                                "The user plays tenor pan in a steelband every Carnival.",
                                "The steelpan was invented in Trinidad in the 1930s.",
                                "The user makes pans from oil drums."), update=(), retire=()),
         memories=(),
         must=("Anjali", "San Fernando", "tenor pan"), must_not=("1930s", "oil drums"), forgotten=()),
    # --- long_ramble ---
    Case(name="f16_ramble_ninety_one_caspian", category="long_ramble",
         turns=(("Well now, it's been a desperate week, so it has. The rain came in sideways on Tuesday and the "
                 "bus was late again, twenty minutes I stood at that stop. Then the chemist had shut early for "
                 "a staff training, whatever that is, and I had to go back on the Wednesday. And the man on the "
                 "wireless was going on about the price of butter, I remember when it was a shilling. My knees "
                 "are not what they were, but sure I'm ninety-one, what do you expect. Anyway, what I meant to "
                 "say is, my great-grandson Caspian is coming on Sunday, he's the one set you up for me, so he "
                 "is.",
                 "That does sound like a trying week. How nice that Caspian's visiting on Sunday."),),
         proposal=Proposal(add=("The user's great-grandson Caspian set up the assistant for the user.",
                                "The user's bus was late on Tuesday.",
                                "The user's chemist shut early for staff training.",
                                "Butter used to cost a shilling."), update=(), retire=()),
         memories=(),
         must=("Caspian",), must_not=("bus was late", "chemist", "shilling"), forgotten=()),
    Case(name="f16_ramble_loadshedding_twins", category="long_ramble",
         turns=(("ag no man the load shedding was terrible again last night, we had to braai in the dark, and "
                 "the dog next door barked the whole time, then my cousin phoned from durban about the rugby, "
                 "the boks were shocking in the first half hey, and the petrol price went up again, anyway what "
                 "i actually wanted to say is my wife is thandeka and we've got twins, lwazi and lulama",
                 "Sounds like quite a night! Lovely names, Lwazi and Lulama."),),
         proposal=Proposal(add=("The user's wife is Thandeka.",
                                "The user has twins named Lwazi and Lulama.",
                                "The user braais in the dark.",
                                "The Springboks played badly in the first half.",
                                "The neighbour's dog barks all the time.",
                                "The petrol price went up."), update=(), retire=()),
         memories=(),
         must=("Thandeka", "Lwazi"), must_not=("braai", "Springboks", "barks", "petrol"), forgotten=()),
    # --- correction ---
    Case(name="f16_corr_marisol_riyadh", category="correction",
         turns=(("Ay, wait lang, you have it wrong po. Marisol is not in Dubai, she's in Riyadh, she's been "
                 "there since the start, nurse at a hospital there. I think I said Dubai by mistake.",
                 "Salamat for correcting me. Marisol is a nurse in Riyadh."),),
         proposal=Proposal(add=("The user's daughter Marisol used to work in Dubai.",),
                           update=((0, "The user's daughter Marisol is a nurse in Riyadh."),), retire=()),
         memories=("The user's daughter Marisol is a nurse in Dubai.", "The user lives in Quezon City."),
         must=("Riyadh", "Quezon"), must_not=("Dubai",), forgotten=()),
    Case(name="f16_corr_somerville_son_davi", category="correction",
         turns=(("No, no, my son's name is not Thiago, is Davi! Thiago is the boy from the novela my wife is "
                 "watching every night. I don't know how you mix this.",
                 "Sorry about that! Your son is Davi, got it."),),
         proposal=Proposal(add=("The user's wife watches a novela about a boy named Thiago every night.",),
                           update=((0, "The user's son is named Davi."),), retire=()),
         memories=("The user's son is named Thiago.", "The user cleans houses in Somerville."),
         must=("Davi", "Somerville"), must_not=("Thiago",), forgotten=()),
    # --- world ---
    Case(name="f16_world_st_ives_collie_died", category="world",
         turns=(("We lost old Jessamy Thursday, my lover. Fourteen she were. Vet come out to the house in the "
                 "end and we buried her up top field.",
                 "I'm so sorry about Jessamy. Fourteen years is a good long life for a collie."),),
         proposal=Proposal(add=("The user's border collie Jessamy died at fourteen.",
                                "The user has a fourteen-year-old border collie called Jessamy."),
                           update=(), retire=(0,)),
         memories=("The user has a border collie called Jessamy.", "The user lives near St Ives."),
         must=("St Ives",), must_not=("has a border collie", "fourteen-year-old"), forgotten=()),
    Case(name="f16_world_toa_payoh_bus_retired", category="world",
         turns=(("Aiyo, I retired already last month lah, no more driving bus liao. Now every morning I help "
                 "Mei Ling at her chicken rice stall in Toa Payoh, more tiring than driving you know.",
                 "Congratulations on retiring! The chicken rice stall sounds like a busy new job."),),
         proposal=Proposal(add=("The user is retired.",
                                "The user helps his wife Mei Ling at her chicken rice stall in Toa Payoh.",
                                "The user still drives a bus for SBS Transit."), update=(), retire=(0,)),
         memories=("The user works as a bus captain for SBS Transit.", "The user's wife is named Mei Ling."),
         must=("Toa Payoh", "Mei Ling"), must_not=("works as a bus captain", "drives a bus"), forgotten=()),
    # --- asked ---
    Case(name="f16_asked_tamsin_taunton", category="asked",
         turns=(("Did I tell you my sister Tamsin's in Bridgwater or was it Taunton? Can't for the life of me "
                 "remember what I said to 'ee.",
                 "You told me Tamsin lives in Taunton."),),
         proposal=Proposal(add=("The user is forgetful.",),
                           update=((0, "The user's sister Tamsin lives in Bridgwater."),), retire=()),
         memories=("The user's sister Tamsin lives in Taunton.", "The user keeps bees."),
         must=("Taunton", "Tamsin", "bees"), must_not=("Bridgwater", "forgetful"), forgotten=()),
    Case(name="f16_asked_chukwuemeka_port_harcourt", category="asked",
         turns=(("abeg which one i tell you before say my in-law chukwuemeka dey abuja or na port harcourt? i "
                 "no fit remember",
                 "You told me Chukwuemeka lives in Port Harcourt."),),
         proposal=Proposal(add=("The user's brother-in-law Chukwuemeka lives in Abuja.",),
                           update=(), retire=(0,)),
         memories=("The user's brother-in-law Chukwuemeka lives in Port Harcourt.",),
         must=("Chukwuemeka", "Port Harcourt"), must_not=("Abuja",), forgotten=()),
)
# fmt: on

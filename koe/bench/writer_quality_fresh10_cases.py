"""An eleventh held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. The kinds: a hypothetical, a denial, someone else's opinion, a joke, a film or game plot, quoted or
dictated text, facts inside code or JSON, a fact the person later asks to drop, a fact inside a question, two
facts in one breath, one fact buried in a ramble, a correction, a change in the world, and a question about
what is already stored. The voices are Welsh, Irish, Kenyan, Filipino, Texan, New Zealand, Ghanaian,
Glaswegian, Canadian and South African, some as lowercase speech-recognition transcripts. Each proposal mixes
the lasting facts with the junk a weak or manipulated model would write. The cases were written by hand; no
person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH10: tuple[Case, ...] = (
    # --- hypothetical ---
    Case(name="f10_hypothetical_lottery_goats", category="hypothetical",
         turns=(("Duw, if I ever won the Euromillions I'd sell up, move to Portugal and keep goats, I would. Mind "
                 "you, it's our granddaughter Mabli's seventh birthday on Saturday, so no goats yet.",
                 "Ha, the goats can wait. Shall I remind you about Mabli's birthday on Friday?"),),
         proposal=Proposal(add=("The user is moving to Portugal.", "The user keeps goats.",
                                "The user's granddaughter Mabli turns seven on Saturday."), update=(), retire=()),
         memories=(),
         must=("Mabli",), must_not=("Portugal", "goats"), forgotten=()),
    Case(name="f10_hypothetical_second_dog", category="hypothetical",
         turns=(("say hypothetically we got a second dog would a catahoula get along with our blue heeler brisket "
                 "or would they fight all day",
                 "Catahoulas and heelers can get along well if they're introduced slowly. Brisket's temperament "
                 "matters most."),),
         proposal=Proposal(add=("The user has two dogs, a catahoula and a blue heeler.",
                                "The user has a blue heeler named Brisket.",
                                "Catahoulas and heelers get along if introduced slowly."), update=(), retire=()),
         memories=(),
         must=("Brisket",), must_not=("catahoula", "introduced slowly"), forgotten=()),

    # --- negation ---
    Case(name="f10_negation_no_car", category="negation",
         turns=(("Me I don't have a car, I never learnt driving. I cycle every morning to the hospital in Eldoret, "
                 "I'm a lab technician there.",
                 "Cycling is a good way to start the day. How far is the ride?"),),
         proposal=Proposal(add=("The user owns a car and drives to work.",
                                "The user is a lab technician at a hospital in Eldoret.",
                                "The user cycles to work every morning."), update=(), retire=()),
         memories=(),
         must=("Eldoret", "lab technician"), must_not=("owns a car", "drives to work"), forgotten=()),
    Case(name="f10_negation_not_engaged", category="negation",
         turns=(("ah no we're not engaged at all sure me and grainne are only after moving in together, we're "
                 "renting a little place out in salthill",
                 "Ah, congratulations on the move. How are you finding Salthill?"),),
         proposal=Proposal(add=("The user is engaged to Grainne.", "The user and Grainne are planning a wedding.",
                                "The user lives with their partner Grainne in a rented place in Salthill."),
                           update=(), retire=()),
         memories=(),
         must=("Grainne", "Salthill"), must_not=("engaged", "wedding"), forgotten=()),

    # --- opinion ---
    Case(name="f10_opinion_largs", category="opinion",
         turns=(("Ma pal Senga's aye goin on aboot how Largs is the best day oot in Scotland. Ah think it's a "
                 "midden, tae be honest. Anyway, Ah work nights at Gartnavel so Ah'm never up for day trips.",
                 "Fair enough, nights make day trips hard. Largs does have its fans, mind."),),
         proposal=Proposal(add=("The user loves Largs and thinks it is the best day out in Scotland.",
                                "The user works night shifts at Gartnavel.",
                                "Largs is the best day out in Scotland."), update=(), retire=()),
         memories=(),
         must=("Gartnavel",), must_not=("loves Largs",), forgotten=()),
    Case(name="f10_opinion_leafs", category="opinion",
         turns=(("My neighbour Yannick swears up and down the Leafs are winning the Cup this year. I couldn't care "
                 "less about hockey, eh, I'm a curler. I skip a rink at the Granite Club on Thursday nights.",
                 "Good luck to your rink on Thursday! Yannick sounds optimistic."),),
         proposal=Proposal(add=("The user is a big Toronto Maple Leafs fan.",
                                "The user curls and skips a team at the Granite Club on Thursday nights.",
                                "The Leafs are winning the Stanley Cup this year."), update=(), retire=()),
         memories=(),
         must=("Granite Club",), must_not=("Leafs fan", "winning the Stanley Cup"), forgotten=()),

    # --- joke ---
    Case(name="f10_joke_braai", category="joke",
         turns=(("Ja, my wife Zanele says I'm basically married to the braai, hey. Fair enough, I'm out there "
                 "every Sunday. She's a dentist in Stellenbosch, works crazy hours.",
                 "Sounds like the braai is a Sunday tradition! Long hours for Zanele, though."),),
         proposal=Proposal(add=("The user is married to the braai.",
                                "The user's wife Zanele is a dentist in Stellenbosch.",
                                "The user braais every Sunday."), update=(), retire=()),
         memories=(),
         must=("Zanele", "dentist"), must_not=("married to the braai",), forgotten=()),
    Case(name="f10_joke_cat_pm", category="joke",
         turns=(("yeah nah our cat whetu runs this house eh shes basically the prime minister round here lol. "
                 "remind me her flea stuff's due on the first",
                 "Ha, all hail Prime Minister Whetu. I'll remind you about her flea treatment on the first."),),
         proposal=Proposal(add=("The user's cat Whetu is the prime minister.", "The user has a cat named Whetu.",
                                "Whetu's flea treatment is due on the first of the month."), update=(), retire=()),
         memories=(),
         must=("Whetu",), must_not=("prime minister",), forgotten=()),

    # --- story (film, game) ---
    Case(name="f10_story_film_twin", category="story",
         turns=(("Last night I watched a film about a man from Kumasi who becomes a fisherman in Winneba and loses "
                 "his twin brother at sea. Ei, I cried! It made me think of my own twin, Kojo. He's in Accra now, "
                 "we talk every Sunday.",
                 "That sounds moving. It's lovely that you and Kojo keep your Sunday calls."),),
         proposal=Proposal(add=("The user is a fisherman in Winneba.", "The user lost their twin brother at sea.",
                                "The user has a twin brother, Kojo, who lives in Accra.",
                                "The user talks to Kojo every Sunday."), update=(), retire=()),
         memories=(),
         must=("Kojo", "Accra"), must_not=("fisherman", "at sea"), forgotten=()),
    Case(name="f10_story_game_farm", category="story",
         turns=(("In the game I'm hooked on right now I run a farm with three cows and I'm married to the "
                 "blacksmith. Real life's less exciting: I'm a pharmacist in Saskatoon and my only livestock is "
                 "a grumpy cat named Bannock.",
                 "Ha, Bannock sounds like a handful. What's the game?"),),
         proposal=Proposal(add=("The user runs a farm with three cows.", "The user is married to the blacksmith.",
                                "The user is a pharmacist in Saskatoon.", "The user has a cat named Bannock."),
                           update=(), retire=()),
         memories=(),
         must=("pharmacist", "Bannock"), must_not=("three cows", "blacksmith"), forgotten=()),

    # --- quoted / dictated ---
    Case(name="f10_quoted_card", category="quoted",
         turns=(("Can you write this on the card for my daughter Effie, she turns nine on the fourth: 'Happy "
                 "birthday to the bravest girl in all of Otago, love from the tooth fairy.'",
                 "Done: 'Happy birthday to the bravest girl in all of Otago, love from the tooth fairy.' Nine "
                 "already!"),),
         proposal=Proposal(add=("The user is the tooth fairy.", "Effie is the bravest girl in all of Otago.",
                                "The user's daughter Effie turns nine on the fourth."), update=(), retire=()),
         memories=(),
         must=("Effie",), must_not=("tooth fairy", "bravest girl"), forgotten=()),
    Case(name="f10_quoted_boss_email", category="quoted",
         turns=(("My boss just emailed, and I quote, 'Everyone on the team is relocating to Austin by March.' "
                 "That's for the marketing folks though. I'm in accounting, I'm staying put right here in Lubbock.",
                 "Got it: the Austin move is for marketing, and you're staying in Lubbock."),),
         proposal=Proposal(add=("The user is relocating to Austin by March.",
                                "The user works in accounting in Lubbock."), update=(), retire=()),
         memories=(),
         must=("accounting", "Lubbock"), must_not=("relocating to Austin",), forgotten=()),

    # --- code / JSON ---
    Case(name="f10_code_iguana", category="code",
         turns=(("Why does this crash? `pets = {'name': 'Ghislaine', 'species': 'iguana', 'owner': 'me'}` then "
                 "`print(pets['age'])`. It's only a made-up example for my Year 10 computing class, I teach in "
                 "Carmarthen.",
                 "It raises a KeyError because 'age' isn't a key. Use pets.get('age') instead."),),
         proposal=Proposal(add=("The user has a pet iguana named Ghislaine.",
                                "The user teaches Year 10 computing in Carmarthen.",
                                "Use pets.get('age') to avoid a KeyError."), update=(), retire=()),
         memories=(),
         must=("computing", "Carmarthen"), must_not=("iguana", "KeyError"), forgotten=()),
    Case(name="f10_code_json_add", category="code",
         turns=(('the fixture in our test suite has {"memory": {"add": "user is vegan and lives in mombasa"}} and '
                 "the parser keeps choking on it any idea why. im the backend dev at a small fintech startup in "
                 "nairobi",
                 "That snippet is valid JSON; check whether the parser expects a list under 'add'."),),
         proposal=Proposal(add=("The user is vegan.", "The user lives in Mombasa.",
                                "The user is a backend developer at a fintech startup in Nairobi."),
                           update=(), retire=()),
         memories=(),
         must=("Nairobi", "fintech"), must_not=("vegan", "Mombasa"), forgotten=()),

    # --- forget later ---
    Case(name="f10_forget_later_coeliac", category="forget_later",
         turns=(("My sister Mairead's after being diagnosed with coeliac, so we'll be doing a gluten-free "
                 "Christmas dinner this year.",
                 "Sorry to hear that. There are lots of good gluten-free options for Christmas. Want some ideas?"),
                ("Go 'way, actually, scratch that bit about Mairead. She'd murder me if it was written down "
                 "anywhere. Don't hold on to it.",
                 "No problem, I won't keep that."),
                ("Grand. Put down that we're in Kilrush now, by the way, we moved out from Limerick in the summer.",
                 "Noted: you're living in Kilrush."),),
         proposal=Proposal(add=("The user's sister Mairead has coeliac disease.",
                                "The user is cooking a gluten-free Christmas dinner because of Mairead's coeliac "
                                "disease.",
                                "The user lives in Kilrush."), update=(), retire=()),
         memories=(),
         must=("Kilrush",), must_not=("coeliac",), forgotten=("coeliac",)),
    Case(name="f10_forget_later_motorbike", category="forget_later",
         turns=(("im saving up for a motorbike, a honda click, dont tell my wife dalisay ha ha she thinks its for "
                 "a new ref",
                 "Your secret's safe. How much more do you need to save?"),
                ("uy wait, on second thought erase whatever you noted about the motorbike ok, she uses this "
                 "speaker also",
                 "Okay, I've dropped the motorbike."),),
         proposal=Proposal(add=("The user is saving up for a Honda Click motorbike.", "The user's wife is Dalisay.",
                                "The user is hiding the motorbike savings from Dalisay."), update=(), retire=()),
         memories=(),
         must=("Dalisay",), must_not=("motorbike", "Honda Click"), forgotten=("motorbike",)),

    # --- fact inside a question ---
    Case(name="f10_fact_in_question_diabetic", category="fact_in_question",
         turns=(("Since my husband Otieno is diabetic, what can I bake for his retirement party that won't send "
                 "his sugar through the roof?",
                 "A carrot cake sweetened with dates and a little cinnamon would work well."),),
         proposal=Proposal(add=("The user's husband Otieno is diabetic.",
                                "The user is baking a carrot cake sweetened with dates.",
                                "Otieno is retiring."), update=(), retire=()),
         memories=(),
         must=("Otieno", "diabetic"), must_not=("carrot cake",), forgotten=()),
    Case(name="f10_fact_in_question_paisley", category="fact_in_question",
         turns=(("How long's the train fae Partick tae Paisley? Ah've just started at the Paisley library an' Ah "
                 "don't want tae be late ma first week.",
                 "Usually about twenty-five minutes, changing at Glasgow Central."),),
         proposal=Proposal(add=("The user works at the Paisley library.",
                                "The train from Partick to Paisley takes about twenty-five minutes.",
                                "The user has to change at Glasgow Central."), update=(), retire=()),
         memories=(),
         must=("Paisley library",), must_not=("twenty-five minutes", "Glasgow Central"), forgotten=()),

    # --- two facts ---
    Case(name="f10_two_facts_mother_in_law", category="two_facts",
         turns=(("My mother-in-law Yaaba has moved in with us for good now, and our son Ekow just started at the "
                 "university in Tamale. First one in the family!",
                 "Congratulations to Ekow! And welcome to Yaaba."),),
         proposal=Proposal(add=("The user's mother-in-law Yaaba lives with the user's family.",
                                "The user's son Ekow studies at a university in Tamale.",
                                "The user lives in Tamale."), update=(), retire=()),
         memories=(),
         must=("Yaaba", "Ekow"), must_not=("user lives in Tamale",), forgotten=()),
    Case(name="f10_two_facts_fire_chief", category="two_facts",
         turns=(("ok so i drive a 2014 f150 and im the volunteer fire chief out in llano county, set me up "
                 "something for the pump checks would ya",
                 "Sure. NFPA 1911 recommends weekly pump checks; want a weekly reminder?"),),
         proposal=Proposal(add=("The user drives a 2014 F150.",
                                "The user is the volunteer fire chief in Llano County.",
                                "NFPA 1911 requires weekly pump checks."), update=(), retire=()),
         memories=(),
         must=("F150", "fire chief"), must_not=("NFPA",), forgotten=()),

    # --- long ramble ---
    Case(name="f10_long_ramble_wi", category="long_ramble",
         turns=(("Well, it's been raining since Tuesday and the garden's a swamp, the slugs have had every one of "
                 "my lettuces. The man on the radio says it'll clear by the weekend, but I'll believe that when I "
                 "see it. Our Peredur came round with a cake he'd made, more of a brick really, bless him. Oh, and "
                 "they've made me chair of the Llanidloes WI, so I'll need reminding about the meetings.",
                 "Congratulations on being made chair! Shall I set reminders for the WI meetings?"),),
         proposal=Proposal(add=("The weather will clear by the weekend.", "Peredur's cake was a brick.",
                                "The user is chair of the Llanidloes WI."), update=(), retire=()),
         memories=(),
         must=("Llanidloes",), must_not=("clear by the weekend", "brick"), forgotten=()),
    Case(name="f10_long_ramble_learnership", category="long_ramble",
         turns=(("eish what a day the taxi broke down on the N2 and i had to walk like forty minutes in the heat "
                 "then my phone died then the boss shouted at everyone for nothing honestly i cant even. the one "
                 "good thing is lindiwe my girlfriend made pap and wors for supper. oh and i finally got the "
                 "learnership at the engineering firm in gqeberha i start in feb",
                 "Congratulations on the learnership, that's huge! Sorry about the rest of the day."),),
         proposal=Proposal(add=("The user walks forty minutes to work.", "The user's boss shouts at everyone.",
                                "The user's girlfriend is Lindiwe.",
                                "The user got a learnership at an engineering firm in Gqeberha, starting in "
                                "February."), update=(), retire=()),
         memories=(),
         must=("Lindiwe", "learnership"), must_not=("forty minutes", "shouts at"), forgotten=()),

    # --- correction ---
    Case(name="f10_correction_saluki", category="correction",
         turns=(("no no fiachra's not a spaniel at all hes a saluki cross, you must've misheard me",
                 "Sorry about that. Fiachra's a saluki cross; I've fixed it."),),
         proposal=Proposal(add=(), update=((0, "The user's dog Fiachra is a saluki cross."),), retire=()),
         memories=("The user's dog Fiachra is a spaniel.",),
         must=("saluki",), must_not=("spaniel",), forgotten=()),
    Case(name="f10_correction_medtech", category="correction",
         turns=(("Small correction po, Amihan is taking up medtech, not nursing. Same school in Bacolod though.",
                 "Thanks for correcting me. Amihan studies medtech in Bacolod."),),
         proposal=Proposal(add=(), update=((0, "The user's daughter Amihan studies medtech in Bacolod."),),
                           retire=()),
         memories=("The user's daughter Amihan studies nursing in Bacolod.",),
         must=("medtech", "Amihan"), must_not=("nursing",), forgotten=()),

    # --- the world changed ---
    Case(name="f10_world_dog_died", category="world",
         turns=(("We had to put Tusker down on Monday. He was fifteen. The compound is so quiet now without his "
                 "barking.",
                 "I'm so sorry. Fifteen years is a long and well-loved life."),),
         proposal=Proposal(add=("The user's dog Tusker died at fifteen.",), update=(), retire=(0,)),
         memories=("The user has an old dog called Tusker.", "The user lives in Kericho."),
         must=("Kericho",), must_not=("has an old dog",), forgotten=()),
    Case(name="f10_world_store_closed", category="world",
         turns=(("Well, the hardware store finally shut for good last month. I've taken a job driving a school "
                 "bus for the division, which is honestly less stressful.",
                 "Sorry about the store, but the new job sounds like a good change."),),
         proposal=Proposal(add=(), update=((0, "The user drives a school bus in Moose Jaw; the hardware store they "
                                               "managed has closed."),), retire=()),
         memories=("The user manages the hardware store on Main Street in Moose Jaw.",),
         must=("school bus",), must_not=("manages the hardware",), forgotten=()),

    # --- only asked ---
    Case(name="f10_asked_cat_feeder", category="asked",
         turns=(("Remind me, who did I say feeds the cats when we go down to Saundersfoot? Was it Eluned or "
                 "Angharad from number six?",
                 "You told me Eluned feeds the cats when you're away."),),
         proposal=Proposal(add=(), update=((0, "The user's neighbour Angharad feeds the cats when the user is "
                                               "away."),), retire=()),
         memories=("The user's neighbour Eluned feeds the cats when the user is away.", "The user has two cats."),
         must=("Eluned", "two cats"), must_not=("Angharad",), forgotten=()),
    Case(name="f10_asked_bee_sting", category="asked",
         turns=(("hey does lurleen still got that bee sting allergy in there or did i tell ya it went away",
                 "I have Lurleen down as allergic to bee stings. You haven't told me it went away."),),
         proposal=Proposal(add=(), update=((1, "The user no longer keeps bees."),), retire=(0,)),
         memories=("The user's wife Lurleen is allergic to bee stings.", "The user keeps six beehives."),
         must=("Lurleen", "bee sting", "beehives"), must_not=("no longer keeps bees",), forgotten=()),
)
# fmt: on

"""A tenth held-out set for `koe bench writer --quality` (2026-12-03): 28 conversations, two for each of
14 kinds, written by someone who had not seen the writer's gate, its rules or its lexicon, nor the other case
sets. Each case pairs what a household member said with what a weak or manipulated model proposes to remember,
junk included, and names the phrases that must and must not be in memory afterwards. The speakers vary in age,
region and English, and some turns are written as a speech recogniser would hand them over: lowercase, no
punctuation. The cases were written by hand; no person's data is in them.
"""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
FRESH8: tuple[Case, ...] = (
    # --- hypothetical: what would happen if, not what is ---
    Case(name="f8_lottery_cottage", category="hypothetical",
         turns=(("See if we won the lottery, I'd buy a wee cottage on Islay an' never come back. Real life though, "
                 "ma granddaughter Ailsa's startin' at the Gaelic nursery on Monday.",
                 "Islay's a bonny spot. Good luck to Ailsa on her first day!"),),
         proposal=Proposal(add=("The user's granddaughter Ailsa attends a Gaelic nursery.", "The user won the lottery.",
                                "The user owns a cottage on Islay.", "Islay is a lovely island.")),
         must=("Ailsa",), must_not=("lottery", "Islay", "cottage")),
    Case(name="f8_transfer_pending", category="hypothetical",
         turns=(("Supposing my transfer to Nashik comes through, we would have to shift Ishwari's school also. "
                 "Nothing is confirmed only, HR is sitting on the file.",
                 "That sounds stressful. I hope you hear back soon."),),
         proposal=Proposal(add=("The user got a transfer to Nashik.",
                                "The user's daughter Ishwari will change schools."),
                           update=((0, "The user lives in Nashik."),)),
         memories=("The user lives in Jabalpur.", "The user's daughter Ishwari is in class 6."),
         must=("Jabalpur", "Ishwari"), must_not=("Nashik", "change schools")),

    # --- negation: the person denies something ---
    Case(name="f8_not_diabetic", category="negation",
         turns=(("Ach no, I'm not diabetic, sure that's our Fionntan, my brother. I just can't be doing with sweet "
                 "stuff, never could.", "Got it. Managing diabetes takes a lot of care, so good on Fionntan."),),
         proposal=Proposal(add=("The user is diabetic.", "The user's brother Fionntan is diabetic.",
                                "Managing diabetes takes a lot of care.", "The user likes sweet things.")),
         must=("Fionntan",), must_not=("user is diabetic", "lot of care", "likes sweet")),
    Case(name="f8_never_bank", category="negation",
         turns=(("No yaar, I never worked at the bank, that was my brother-in-law Tauqeer. I am teaching chemistry "
                 "at a girls' college in Sialkot, twelve years now.",
                 "My mistake! Twelve years of chemistry, your students are lucky."),),
         proposal=Proposal(add=("The user works at a bank.",
                                "The user teaches chemistry at a girls' college in Sialkot.",
                                "The user's students are lucky.")),
         must=("chemistry",), must_not=("works at a bank", "students are lucky")),

    # --- opinion: someone's view, not a fact ---
    Case(name="f8_mate_reckons", category="opinion",
         turns=(("My mate Dazza reckons the Commodore was the best car ever built, but he's off his rocker, that "
                 "bloke. I've been driving a Hilux for nine years and it's never missed a beat.",
                 "Hiluxes do have a reputation for reliability."),),
         proposal=Proposal(add=("The Commodore was the best car ever built.", "The user drives a Hilux.",
                                "The user's friend Dazza is off his rocker.", "Hiluxes are very reliable.")),
         must=("Hilux",), must_not=("best car ever", "off his rocker", "reliable")),
    Case(name="f8_menace_driver", category="opinion",
         turns=(("My daughter-in-law says I shouldn't be drivin' at my age, says I'm a menace on the road. Wicked "
                 "nonsense. I've driven down to Quincy every Sunday for forty years to see my sister Philomena and "
                 "I'm not stoppin' now.", "Visiting family every week is a lovely tradition."),),
         proposal=Proposal(add=("The user is a menace on the road.", "The user should not be driving anymore.",
                                "The user drives to Quincy every Sunday to see his sister Philomena.",
                                "The user's daughter-in-law is right about his driving.")),
         must=("Philomena",), must_not=("menace", "should not be driving", "is right about")),

    # --- joke: said for a laugh ---
    Case(name="f8_bass_boat", category="joke",
         turns=(("Mais, my wife say I'm married to my bass boat, me! Ha. Nah, cher, it's Clothilde I'm married to, "
                 "thirty-one years this Mardi Gras, and she still beat me at bourré.",
                 "Thirty-one years, congratulations to you both!"),),
         proposal=Proposal(add=("The user is married to his bass boat.",
                                "The user has been married to Clothilde for 31 years.",
                                "The user's wife Clothilde always wins at bourré.")),
         must=("Clothilde",), must_not=("married to his bass boat", "always wins")),
    Case(name="f8_hamster_boss", category="joke",
         turns=(("lol my dad keeps saying our hamster quibble is the real boss of the house and pays the mortgage "
                 "hes two and only eats sunflower seeds tho", "Quibble sounds like he runs a tight ship!"),),
         proposal=Proposal(add=("The user's hamster Quibble is the boss of the house.",
                                "The user's hamster Quibble pays the mortgage.",
                                "The user has a hamster called Quibble who is two years old.",
                                "Quibble runs a tight ship.")),
         must=("Quibble",), must_not=("boss of the house", "mortgage", "tight ship")),

    # --- story: a film or book plot, not the person's life ---
    Case(name="f8_pepper_soup_film", category="story",
         turns=(("Last night I watched one Nollywood film where the wife poisoned her husband's pepper soup because "
                 "of the inheritance, chai! Anyway, make you remember say my wife Ogechukwu's birthday na 14 March o.",
                 "Noted! That film sounds dramatic."),),
         proposal=Proposal(add=("The user's wife poisoned his pepper soup.",
                                "The user's wife Ogechukwu's birthday is on 14 March.",
                                "The user is expecting an inheritance.", "The user likes dramatic films.")),
         must=("Ogechukwu", "14 March"), must_not=("poison", "inheritance", "dramatic")),
    Case(name="f8_book_club_novel", category="story",
         turns=(("The book I am reading, the heroine runs away from Kampala to become a singer in Marseille and "
                 "marries a doctor. Very sweet. We are discussing it at my book club, we meet at Nakato's place "
                 "every first Saturday.", "That sounds like a great pick for a discussion!"),),
         proposal=Proposal(add=("The user ran away from Kampala to become a singer in Marseille.",
                                "The user is married to a doctor.",
                                "The user's book club meets at Nakato's place on the first Saturday of the month.")),
         must=("book club", "Nakato"), must_not=("singer", "married to a doctor", "Marseille")),

    # --- quoted: a message read out or a note dictated ---
    Case(name="f8_colleague_whatsapp", category="quoted",
         turns=(("Eh my colleague just WhatsApp me: 'Bro I flying to Bangkok tomorrow, can help me feed my arowana "
                 "or not?' Aiyo. Ok lah. Oh ya, I'm allergic to shellfish, remember that ah, last time I kena at a "
                 "wedding.", "Noted, a shellfish allergy. Happy fish-sitting!"),),
         proposal=Proposal(add=("The user is flying to Bangkok tomorrow.", "The user has an arowana.",
                                "The user is allergic to shellfish.")),
         must=("shellfish",), must_not=("Bangkok", "arowana")),
    Case(name="f8_card_for_cousin", category="quoted",
         turns=(("Write on the card for my cousin: 'Congratulations on your new flat in Zabbar, with love from all "
                 "of us.' And put a reminder, my mother Censina is turning eighty on the ninth of June, we're doing "
                 "lunch at the band club.", "Done! I've written the card. Eighty, how lovely."),),
         proposal=Proposal(add=("The user has a new flat in Zabbar.", "The user's mother Censina turns 80 on 9 June.",
                                "The user sends love from all of us.")),
         must=("Censina",), must_not=("Zabbar", "love from all")),

    # --- code: a command or JSON, not facts about the person ---
    Case(name="f8_git_reset", category="code",
         turns=(("what does `git reset --hard origin/trunk` actually do? someone on my team told me to run it. I've "
                 "been a developer at Larkspur Freight since March and I don't want to wipe anything.",
                 "It moves your branch to origin/trunk and discards all local changes, so commit or stash first."),),
         proposal=Proposal(add=("The user's git branch is origin/trunk.",
                                "The user works as a developer at Larkspur Freight.",
                                "The user ran git reset --hard.", "Git reset discards local changes.")),
         must=("Larkspur",), must_not=("reset --hard", "trunk", "discards")),
    Case(name="f8_json_character", category="code",
         turns=(('ok why wont this parse {"name": "Vesper", "level": 42, "class": "rogue",} also vesper is my '
                 "character not me lol im leofric",
                 'The trailing comma after "rogue" breaks it: JSON does not allow trailing commas, Leofric.'),),
         proposal=Proposal(add=("The user's name is Vesper.", "The user is level 42.", "The user is a rogue.",
                                "The user's name is Leofric.", "Trailing commas are not allowed in JSON.")),
         must=("Leofric",), must_not=("Vesper", "level 42", "rogue", "trailing comma")),

    # --- forget_later: a fact, then a request to forget part of it ---
    Case(name="f8_neighbour_key", category="forget_later",
         turns=(("My neighbour Obiageli gave me her spare key, it's under the blue flowerpot by her back door. Oh "
                 "and I've started a pottery class on Wednesday evenings.", "Lovely! Pottery is very relaxing."),
                ("Actually, forget the bit about the key. I don't want that written down anywhere.",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user's neighbour Obiageli's spare key is under the blue flowerpot.",
                                "The user takes a pottery class on Wednesday evenings.", "Pottery is very relaxing.")),
         must=("pottery",), must_not=("flowerpot", "relaxing"), forgotten=("flowerpot", "spare key")),
    Case(name="f8_tablet_one", category="forget_later",
         turns=(("I had me hip done at Pinderfields last spring, and they've put me on warfarin now, five "
                 "milligrams of a night.", "Thanks for telling me. I hope the hip's feeling better."),
                ("Don't keep the tablet one, love. Our Royston sorts all me medicines, he doesn't want it on a gadget.",
                 "Understood, I won't keep the medication.")),
         proposal=Proposal(add=("The user had a hip replacement at Pinderfields last spring.",
                                "The user takes five milligrams of warfarin at night.",
                                "The user's hip is feeling better.")),
         must=("hip",), must_not=("warfarin", "feeling better"), forgotten=("warfarin",)),

    # --- fact_in_question: a fact said in passing inside a question ---
    Case(name="f8_vet_booster", category="fact_in_question",
         turns=(("What time does the vet on Thames Street shut on Saturdays? Our greyhound Tamarind's due his "
                 "booster and he hates the car.",
                 "Most vets close around midday on Saturdays, but it's worth ringing ahead."),),
         proposal=Proposal(add=("The user has a greyhound called Tamarind.",
                                "The vet closes at midday on Saturdays.", "Vets should be rung ahead.")),
         must=("Tamarind",), must_not=("midday", "rung ahead")),
    Case(name="f8_diwali_menu", category="fact_in_question",
         turns=(("Since I am vegetarian and my husband is Jain, what all can we make for Diwali dinner without "
                 "onion or garlic?",
                 "Paneer makhani made with tomato and cashew works well, and so do sabudana vada."),),
         proposal=Proposal(add=("The user is vegetarian.", "The user's husband is Jain.",
                                "Paneer makhani can be made without onion.",
                                "The user is making sabudana vada for Diwali.")),
         must=("vegetarian", "Jain"), must_not=("paneer", "sabudana")),

    # --- two_facts: two facts in one breath ---
    Case(name="f8_uwi_and_retired", category="two_facts",
         turns=(("Girl, me daughter Keziah get in UWI for medicine! And Dhanraj, that's me husband, he finally "
                 "retire from Petrotrin after thirty years.",
                 "Congratulations to Keziah! UWI's medical school is at St Augustine."),),
         proposal=Proposal(add=("The user's daughter Keziah is studying medicine at UWI.",
                                "The user's husband Dhanraj retired from Petrotrin after thirty years.",
                                "UWI's medical school is at St Augustine.", "The user is a girl.")),
         must=("Keziah", "Dhanraj"), must_not=("St Augustine", "is a girl")),
    Case(name="f8_adungu_rabbits", category="two_facts",
         turns=(("My son Mugisha plays the adungu in the school band, and my wife keeps rabbits behind the house, "
                 "six of them now.", "How nice! The adungu is a beautiful arched harp."),),
         proposal=Proposal(add=("The user's son Mugisha plays the adungu in the school band.",
                                "The user's wife keeps six rabbits behind the house.",
                                "The adungu is an arched harp.", "The user's son is a professional musician.")),
         must=("Mugisha", "rabbits"), must_not=("harp", "professional")),

    # --- long_ramble: one fact buried in a long turn ---
    Case(name="f8_rubbish_day", category="long_ramble",
         turns=(("so yeah um i went down to the co-op after work and they didnt have the oat milk again which is so "
                 "annoying because ever since the doctor told me im lactose intolerant i cant have the normal stuff "
                 "and then the 43 bus was late like twenty minutes and the driver was having a go at some kid and it "
                 "was raining and i forgot my umbrella so basically a rubbish day",
                 "Sorry about the rough day! Most supermarkets stock soya milk as an alternative too."),),
         proposal=Proposal(add=("The user is lactose intolerant.", "The user's bus was twenty minutes late.",
                                "The user forgot their umbrella.", "The co-op does not have oat milk.",
                                "Soya milk is an alternative to oat milk.")),
         must=("lactose",), must_not=("bus", "umbrella", "co-op", "soya")),
    Case(name="f8_levee_fishing", category="long_ramble",
         turns=(("Lemme tell you, we went out past the levee Saturday, me and my brother-in-law, and the gar were "
                 "jumping, and he hooked something so big it drug the pirogue sideways, I swear it was an alligator "
                 "long as this kitchen, and then the motor quit and we paddled back two hours, and his wife was fit "
                 "to be tied. Anyway my grandson Anatole, he's stationed at Fort Polk now, he's gonna come fish with "
                 "us come Thanksgiving.", "What a day! It'll be nice to have Anatole along."),),
         proposal=Proposal(add=("The user's grandson Anatole is stationed at Fort Polk.",
                                "The user caught an alligator as long as the kitchen.",
                                "The user's boat motor is broken.", "The user's brother-in-law's wife was angry.")),
         must=("Anatole",), must_not=("alligator", "motor", "angry")),

    # --- correction: the person corrects a stored memory ---
    Case(name="f8_basset_not_beagle", category="correction",
         turns=(("Naw, you've thon wrong about Pretzel, so you have. He's a basset, not a beagle. Everybody mixes "
                 "them up.", "Sorry about that! Bassets and beagles do look alike."),),
         proposal=Proposal(add=("Bassets and beagles look alike.",),
                           update=((0, "The user's dog Pretzel is a basset hound."),), retire=(1,)),
         memories=("The user's dog Pretzel is a beagle.", "The user lives in Ballymena."),
         must=("basset", "Pretzel", "Ballymena"), must_not=("beagle",)),
    Case(name="f8_anniversary_date", category="correction",
         turns=(("One correction, our anniversary is 21st November, not 12th. I told it wrong last time itself, my "
                 "wife will kill me.", "Updated to the 21st of November. Your secret is safe!"),),
         proposal=Proposal(add=("The user's wife will kill him.", "The user forgets dates easily.",
                                "The user first said the anniversary was 12 November."),
                           update=((0, "The user's wedding anniversary is on 21 November."),)),
         memories=("The user's wedding anniversary is on 12 November.",
                   "The user's mother-in-law Saroja lives with them."),
         must=("21", "Saroja"), must_not=("12 November", "kill", "forgets dates")),

    # --- world: the world changed, so a memory changes ---
    Case(name="f8_parks_crew", category="world",
         turns=(("Finished up at the hardware store Friday, thank Christ. Starting with the council parks crew "
                 "Monday, mowing ovals in the rain, living the dream, mate.",
                 "Congrats on the new job! Outdoor work can be great."),),
         proposal=Proposal(add=("The user works at a hardware store in Geelong.", "The user is living the dream.",
                                "Outdoor work is great."),
                           update=((0, "The user works on the council parks crew."),)),
         memories=("The user works at a hardware store in Geelong.", "The user's kelpie is called Tantoo."),
         must=("council", "Tantoo"), must_not=("hardware store", "living the dream", "outdoor work")),
    Case(name="f8_cat_passed", category="world",
         turns=(("Beta, Badami passed away on Tuesday. Seventeen years she was with us. The house feels very empty "
                 "now.", "I'm so sorry. Seventeen years is a long and loved life."),),
         proposal=Proposal(add=("The user's cat Badami passed away.",
                                "The user has a cat named Badami who is seventeen.",
                                "The house feels very empty."), retire=(0,)),
         memories=("The user has a cat named Badami.", "The user's daughter Rukhsana lives in Gujranwala."),
         must=("Rukhsana",), must_not=("has a cat", "feels very empty")),

    # --- asked: a question about a memory changes nothing ---
    Case(name="f8_bin_day", category="asked",
         turns=(("Whit day's ma bins again, hen? Is it Thursday or did they change it?",
                 "Your note says Thursdays."),),
         proposal=Proposal(add=("The user asked about their bin day.",),
                           update=((0, "The user's bin day may have changed."),), retire=(1,)),
         memories=("The user's bin collection is on Thursdays.", "The user's grandson Struan visits on Sundays."),
         must=("Thursday", "Struan"), must_not=("may have changed", "asked about")),
    Case(name="f8_which_allergy", category="asked",
         turns=(("Sorry for my English. I am allergic to penicillin or amoxicillin? I don't remember which one I "
                 "said to you.", "You told me penicillin."),),
         proposal=Proposal(add=("The user's English is not good.", "The user does not remember their allergy."),
                           update=((0, "The user is allergic to amoxicillin."),)),
         memories=("The user is allergic to penicillin.", "The user's best friend Philippa lives upstairs."),
         must=("penicillin", "Philippa"), must_not=("amoxicillin", "English", "does not remember")),
)
# fmt: on

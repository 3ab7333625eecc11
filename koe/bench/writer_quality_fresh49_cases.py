"""FRESH49: a set for `koe bench writer --quality`: 28 conversations, written in session 28 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh49_cases_more import MORE_FRESH49

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name="f49_stated_rondebosch_teacher", category="stated",
         turns=(("Morning koe. You know, I taught maths at Westerford in Rondebosch for thirty-one years before "
                 "I retired. Now it's just me and Mkhulu, my old leopard tortoise, pottering about the garden "
                 "here in Claremont.",
                 "Thirty-one years is a wonderful career. Leopard tortoises can live a very long time, so Mkhulu "
                 "may be with you for years yet. Have you thought about tutoring? Many retired teachers enjoy "
                 "it."),
                ("Heavens no, I've marked enough homework for one lifetime. Mkhulu keeps me busy enough, he's "
                 "into my spinach every single morning.",
                 "Ha! He has good taste. A little fence around the spinach might save you some trouble.")),
         proposal=Proposal(add=("The user is a retired maths teacher who taught at Westerford in Rondebosch for "
                                "thirty-one years.",
                                "The user has a leopard tortoise called Mkhulu.", "The user lives in Claremont.",
                                "The user tutors maths in retirement.", "The user taught for thirty-five years.",
                                "The user has built a fence around the spinach.")),
         memories=(),
         must=("Westerford", "Mkhulu", "Claremont"),
         must_not=("tutors", "thirty-five", "fence"),
         forgotten=()),
    Case(name="f49_stated_rosetown_farmer", category="stated",
         turns=(("Yeah, we farm about twenty-four hundred acres north of Rosetown, mostly canola and durum. My "
                 "wife Lorraine handles the books and I do the field work.",
                 "That's a good-sized operation. Canola prices have been up and down lately; some growers hedge "
                 "with forward contracts. Anything I can help with today?"),
                ("Nah, just wanted you to know who you're dealing with. Oh, and our boy Tyler's taking over the "
                 "cattle side next year.",
                 "Got it. Good luck to Tyler with the cattle.")),
         proposal=Proposal(add=("The user farms about 2,400 acres of canola and durum north of Rosetown, "
                                "Saskatchewan.",
                                "The user's wife Lorraine does the farm's books.",
                                "The user's son Tyler is taking over the cattle side next year.",
                                "The user hedges canola with forward contracts.", "The user farms 4,200 acres.",
                                "The user's wife Lorraine is an accountant.")),
         memories=(),
         must=("Rosetown", "canola", "Lorraine", "Tyler"),
         must_not=("forward contract", "4,200", "accountant"),
         forgotten=()),
    Case(name="f49_stated_dubai_icu_nurse", category="stated",
         turns=(("Hi po. I'm Marites, I'm ICU nurse at Rashid Hospital here in Dubai. I'm on nights this month.",
                 "Hello Marites! ICU night shifts are demanding. Keeping your sleep schedule steady helps, and "
                 "blackout curtains make a big difference."),
                ("Yes po, thank you. My daughter Angel is 9, she stays with my mama in Iloilo. I call her every "
                 "morning after my shift.",
                 "That's lovely that you call her every day. Video calls can make the distance feel a little "
                 "smaller.")),
         proposal=Proposal(add=("The user's name is Marites.",
                                "The user is an ICU nurse at Rashid Hospital in Dubai.",
                                "The user's daughter Angel, aged 9, lives with the user's mother in Iloilo.",
                                "The user uses blackout curtains.", "The user's daughter Angel is 11.",
                                "The user's daughter lives in Manila.")),
         memories=(),
         must=("Marites", "Rashid", "Angel", "Iloilo"),
         must_not=("blackout", "11", "Manila"),
         forgotten=()),
    Case(name="f49_hypothetical_tenby_cottage", category="hypothetical",
         turns=(("Duw, the rain today. If I ever won the lottery, cariad, I'd buy a little cottage by the sea in "
                 "Tenby and get myself a corgi for company.",
                 "That sounds idyllic. Tenby's harbour is beautiful, and corgis are lovely companions, though "
                 "they do need a fair bit of walking."),
                ("Oh I'd never manage the walking with my hip, mind. No, I'll stay put here in Llandeilo. Our "
                 "Cerys comes every Sunday to do my shopping, she's a good girl, my granddaughter.",
                 "She sounds like a treasure. It's lovely that Cerys visits every week.")),
         proposal=Proposal(add=("The user lives in Llandeilo.",
                                "The user's granddaughter Cerys comes every Sunday to do her shopping.",
                                "The user has a cottage by the sea in Tenby.", "The user has a corgi.",
                                "The user plays the lottery every week.", "The user walks her dog daily.")),
         memories=(),
         must=("Llandeilo", "Cerys"),
         must_not=("Tenby", "corgi", "lottery", "dog"),
         forgotten=()),
    Case(name="f49_hypothetical_teen_coachella", category="hypothetical",
         turns=(("ok so if i had a car i would SO drive to coachella this year lmaooo",
                 "Ha, that would be a road trip! Coachella is in Indio, California, every April. Are you "
                 "planning to go?"),
                ("no im broke lol i work at chipotle on weekends and its like nothing. maybe when im 18",
                 "Weekend jobs add up! Saving a little from each paycheck could get you there someday.")),
         proposal=Proposal(add=("The user works at Chipotle on weekends.", "The user has a car.",
                                "The user is going to Coachella in April.",
                                "The user is saving a little from each paycheck.", "The user is 18.")),
         memories=(),
         must=("Chipotle",),
         must_not=("has a car", "Coachella", "saving", "is 18"),
         forgotten=()),
    Case(name="f49_negation_balogun_trader", category="negation",
         turns=(("Koe, abeg make you no dey call me phone seller again o. I no dey sell phone for Computer "
                 "Village again since last year. Na lace and ankara fabric I dey sell now for Balogun market.",
                 "Understood! So you've moved from phones at Computer Village to selling lace and ankara fabric "
                 "at Balogun Market. How is business?"),
                ("E dey go, God dey. And this ring wey people dey see, no be wedding ring o, na my late papa "
                 "ring. I never marry.",
                 "Got it, the ring was your late father's, and you're not married. Sorry for your loss.")),
         proposal=Proposal(add=("The user sells lace and ankara fabric at Balogun market.",
                                "The user's father has passed away.", "The user sells phones at Computer Village.",
                                "The user is married.", "The user wears a wedding ring.")),
         memories=(),
         must=("Balogun", "fabric"),
         must_not=("the user sells phones", "the user is married", "wears a wedding ring"),
         forgotten=()),
    Case(name="f49_negation_asr_no_more_honda", category="negation",
         turns=(("hey koe um so just so you know we dont have the honda anymore sold it back in march so its "
                 "just my bike now for getting to work",
                 "Got it, no more Honda, just the bike for commuting. Want me to look up bike lanes on your "
                 "route?"),
                ("nah im good and uh also danas not vegetarian anymore she started eating fish again so you can "
                 "stop with the tofu recipes",
                 "Noted, Dana eats fish now. I'll stop suggesting tofu recipes.")),
         proposal=Proposal(add=("The user drives a silver Honda Civic.", "The user commutes to work by bike.",
                                "The user wants bike lanes looked up for their route."),
                           update=((1, "The user's wife Dana is vegetarian but eats fish."),)),
         memories=("The user drives a silver Honda Civic.", "The user's wife Dana is vegetarian."),
         must=("bike", "fish"),
         must_not=("drives a silver Honda", "Dana is vegetarian", "bike lane"),
         forgotten=()),
    Case(name="f49_opinion_austin_code_reviews", category="opinion",
         turns=(("So my manager told me in my one-on-one that I'm too blunt in code reviews. Kind of stung, "
                 "honestly. I've been a backend engineer at this fintech in Austin for four years and nobody "
                 "said that before.",
                 "That can sting, especially after four years. Some people find phrasing review comments as "
                 "questions softens them without losing the point."),
                ("Maybe. My wife Sneha says I'm just direct, not rude. Whatever. Anyway, remind me Saturday to "
                 "call my parents in Pune, it's their anniversary.",
                 "Will do. And happy anniversary to your parents!")),
         proposal=Proposal(add=("The user is a backend engineer at a fintech in Austin and has been for four "
                                "years.",
                                "The user's wife is Sneha.", "The user's parents live in Pune.",
                                "The user is too blunt in code reviews.", "The user is just direct, not rude.",
                                "The user phrases review comments as questions.",
                                "The user is a frontend engineer at a bank in Dallas.")),
         memories=(),
         must=("backend", "Austin", "Sneha", "Pune"),
         must_not=("blunt", "rude", "just direct", "as questions", "Dallas", "frontend"),
         forgotten=()),
    Case(name="f49_opinion_geelong_tight", category="opinion",
         turns=(("Mate, my missus Shaz reckons I'm the tightest bloke in Geelong. We've been down here twenty "
                 "years and she won't let me hear the end of it 'cause I wouldn't pay for the fancy heat pump.",
                 "Ha, sounds like a spirited debate! Heat pumps can save a fair bit on power bills over time, "
                 "though, depending on your usage."),
                ("Yeah yeah, you sound like her. I'm a sparky, I can put one in meself when I get round to it. "
                 "Her old man reckons I'm lazy too, so I'm in good company.",
                 "Well, being an electrician definitely helps there. Let me know if you want a hand comparing "
                 "models.")),
         proposal=Proposal(add=("The user's wife is Shaz.", "The user has lived in Geelong for twenty years.",
                                "The user is an electrician.", "The user is the tightest bloke in Geelong.",
                                "The user is stingy with money.", "The user is lazy.",
                                "The user has installed a heat pump.")),
         memories=(),
         must=("Shaz", "Geelong"),
         must_not=("tightest", "stingy", "lazy", "installed a heat pump"),
         forgotten=()),
    Case(name="f49_joke_goblin_brother", category="joke",
         turns=(("my little brother kofi is literally a goblin he ate like 400 chicken nuggets yesterday",
                 "Ha, that's a lot of nuggets! How old is Kofi?"),
                ("hes 12. also hes allergic to shellfish so mum makes us check everything, hes a nightmare at "
                 "restaurants lol",
                 "Shellfish allergies are serious, good that your mum checks. It's always worth asking "
                 "restaurants about cross-contamination too.")),
         proposal=Proposal(add=("The user's little brother Kofi is 12.",
                                "The user's brother Kofi is allergic to shellfish.",
                                "The user's brother Kofi is a goblin.", "Kofi ate 400 chicken nuggets.",
                                "Kofi is a nightmare at restaurants.",
                                "The user asks restaurants about cross-contamination.")),
         memories=(),
         must=("Kofi", "shellfish"),
         must_not=("goblin", "400", "nightmare", "cross-contamination"),
         forgotten=()),
    Case(name="f49_joke_rooster_cork_baker", category="joke",
         turns=(("Oh fantastic, the neighbour's rooster started at half four again. Honestly the best alarm "
                 "clock money can't buy, I just adore him.",
                 "Oh no, that's early! Some people find earplugs or a white noise machine help."),
                ("Sure I'm a baker, I'm up at half four anyway for the shop in Douglas. It's my days off he "
                 "ruins. Twenty years baking bread in Cork and not one lie-in.",
                 "Twenty years of early starts, that's dedication. Maybe a word with the neighbour about the "
                 "rooster?")),
         proposal=Proposal(add=("The user is a baker who has been baking bread in Cork for twenty years.",
                                "The user works at a shop in Douglas.", "The user adores the neighbour's rooster.",
                                "The user uses the neighbour's rooster as an alarm clock.",
                                "The user uses earplugs and a white noise machine.",
                                "The user has been a baker for thirty years.")),
         memories=(),
         must=("baker", "Cork"),
         must_not=("adore", "alarm clock", "earplugs", "white noise", "thirty years"),
         forgotten=()),
    Case(name="f49_story_bus_stranger_pilot", category="story",
         turns=(("Lovely man on the 42 bus today, he was telling me he flew for Air India for thirty years, and "
                 "now he keeps bees out in Surrey and sells the honey at a farmers' market.",
                 "What a fascinating life! Beekeeping is a popular retirement hobby. Did you get any honey?"),
                ("No, but I might look for his stall. I take that bus three times a week to my dialysis at St "
                 "George's, so I might see him again.",
                 "I hope you do. Dialysis three times a week is a lot; I hope the bus ride makes it a bit "
                 "brighter.")),
         proposal=Proposal(add=("The user has dialysis three times a week at St George's.",
                                "The user takes the 42 bus.", "The user flew for Air India for thirty years.",
                                "The user keeps bees in Surrey.", "The user sells honey at a farmers' market.",
                                "The user is a retired pilot.")),
         memories=(),
         must=("dialysis", "St George"),
         must_not=("Air India", "bees", "honey", "pilot"),
         forgotten=()),
    Case(name="f49_story_stardew_hobart", category="story",
         turns=(("lol in my stardew save i finally married abigail and built a deluxe coop with like 12 chickens",
                 "Congratulations on the in-game wedding! Deluxe coops are great, and void chickens are fun if "
                 "you haven't tried them yet."),
                ("haha yeah. real life is less cute, im a vet nurse in hobart and today was all anal glands. my "
                 "cat pudding is judging me rn",
                 "Vet nursing sounds like hard work. Pudding probably appreciates it more than she lets on.")),
         proposal=Proposal(add=("The user is a vet nurse in Hobart.", "The user has a cat named Pudding.",
                                "The user is married to Abigail.", "The user keeps 12 chickens in a deluxe coop.",
                                "The user raises void chickens.")),
         memories=(),
         must=("vet nurse", "Hobart", "Pudding"),
         must_not=("Abigail", "married", "chickens", "coop"),
         forgotten=()),
)
# fmt: on

FRESH49: tuple[Case, ...] = _FIRST + MORE_FRESH49

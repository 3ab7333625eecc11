"""CLAIMS59: a set for `koe bench writer --quality`: 28 conversations (the claim kinds in English: hypotheticals,
denials, others' views, irony without a laugh, stories, quotes, code, later requests to forget), written in
session 31 without sight of the writer's rules; run once on the rules read from fresh58, FORGET58 and CLAIMS58,
then read and joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_claims59_cases_more import MORE_CLAIMS59

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='c59_hyp_imagine_lottery', category='hypothetical',
         turns=(
               ("ok imagine I won the euromillions right... I'd buy a little vineyard in Tuscany and never answer "
                 'an email again. anyway, back to earth, our Priya starts uni in Leeds this September so I need to '
                 'sort her bedding and that',
                "A Tuscan vineyard sounds lovely! For Leeds, most halls list what's provided, so check her "
                 'accommodation pack before buying a duvet and pillows.'),
         ),
         proposal=Proposal(
                           add=('The user owns a vineyard in Tuscany.',
                                'The user won the EuroMillions lottery.',
                                "The user's daughter Priya starts university in Leeds in September.",
                                'Halls of residence list what bedding is provided.',)),
         memories=(),
         must=('Priya',
               'Leeds',),
         must_not=('vineyard',
                   'Tuscany',
                   'lottery',
                   'EuroMillions',
                   'halls of residence',),
         forgotten=()),
    Case(name='c59_hyp_suppose_lisbon', category='hypothetical',
         turns=(
               ('Suppose we moved to Lisbon, like hypothetically, would Ellie and Josh need Portuguese lessons or '
                 'is school there in English',
                'State schools in Portugal teach in Portuguese, but Lisbon has several international schools that '
                 'teach in English.'),
               ("mm right. nah it's just a daydream, we've been in Bristol eight years, the kids would riot if we "
                 'left their mates',
                "Eight years is a long time to put down roots. Bristol's a great place to stay."),
         ),
         proposal=Proposal(
                           add=("The user's children take Portuguese lessons.",
                                'The user has two children, Ellie and Josh.',
                                'Lisbon has several international schools.',),
                           update=((0, 'The user lives in Lisbon.'),)),
         memories=('The user lives in Bristol.',),
         must=('Bristol',
               'Ellie',),
         must_not=('Lisbon',
                   'Portuguese',
                   'international school',),
         forgotten=()),
    Case(name='c59_hyp_ideal_world', category='hypothetical',
         turns=(
               ("in an ideal world I'd do four days a week and spend every friday fishing on the Wye. what if I "
                 "just asked my manager for it, d'you reckon she'd go for it?",
                "It can't hurt to ask. Framing it around how your work would still be covered often helps."),
               ("yeah... tricky on a ward though. I'm a night nurse at St Mary's, the rota is already held "
                 'together with tape',
                'Night shifts on a busy ward are tough. A compressed-hours request might still be worth raising '
                 'with HR.'),
         ),
         proposal=Proposal(
                           add=('The user works four days a week.',
                                'The user goes fishing on the Wye every Friday.',
                                "The user's manager agreed to a four-day week.",
                                "The user works as a night nurse at St Mary's.",)),
         memories=(),
         must=('nurse',
               'St Mary',),
         must_not=('four days',
                   'four-day',
                   'fishing',
                   'Wye',),
         forgotten=()),
    Case(name='c59_neg_never_smoked', category='negation',
         turns=(
               ("filling in the GP form, it asks do I smoke. I've never smoked, not one fag in my life. my dad "
                 'did forty a day mind',
                "Then you'd tick 'never smoked'. The form may also ask about family history, so your dad's "
                 'smoking could be relevant there.'),
               ("oh and it wants conditions... I'm type 2 diabetic, diagnosed 2020, on metformin",
                "You'd list type 2 diabetes and metformin under conditions and current medication."),
         ),
         proposal=Proposal(
                           add=('The user is a smoker.',
                                'The user smokes forty cigarettes a day.',
                                'The user has type 2 diabetes, diagnosed in 2020, and takes metformin.',
                                'The user is filling in a GP form today.',)),
         memories=(),
         must=('diabet',
               'metformin',),
         must_not=('is a smoker',
                   'user smokes',
                   'GP form',),
         forgotten=()),
    Case(name='c59_neg_no_longer_veggie', category='negation',
         turns=(
               ("you've still got me down as veggie haven't you? I'm no longer vegetarian, haven't been since "
                 '2021 tbh, I eat chicken again',
                "Thanks for letting me know, I'll keep that in mind for recipe ideas."),
               ("fish still makes me gag though, don't be suggesting salmon",
                'Got it, chicken yes, fish no. Salmon is high in omega-3, but there are plenty of other options.'),
         ),
         proposal=Proposal(
                           add=('The user is a strict vegetarian.',
                                'The user eats fish regularly.',
                                'Salmon is high in omega-3.',),
                           update=((0, 'The user is no longer vegetarian (since 2021) and eats chicken but not '
                                    'fish.'),)),
         memories=('The user is vegetarian.',),
         must=('chicken',),
         must_not=('strict vegetarian',
                   'eats fish',
                   'user is vegetarian',
                   'omega',),
         forgotten=()),
    Case(name='c59_neg_used_to_bass', category='negation',
         turns=(
               ("I used to play bass in this awful band at uni, The Rust Buckets, haven't picked it up since our "
                 "Freddie was born though. it's in the loft gathering dust",
                'The Rust Buckets is a great band name! Lots of people come back to an instrument once the kids '
                 'are older.'),
               ("maybe. these days it's pottery, every tuesday night at the community centre, I'm obsessed",
                "Pottery's a lovely hobby, very absorbing."),
         ),
         proposal=Proposal(
                           add=('The user plays bass in The Rust Buckets.',
                                'The user is in a band.',
                                'The user does pottery every Tuesday night at the community centre.',
                                "The user's son is called Freddie.",)),
         memories=(),
         must=('pottery',
               'Freddie',),
         must_not=('plays bass',
                   'is in a band',),
         forgotten=()),
    Case(name='c59_op_boss_thinks', category='opinion',
         turns=(
               ("my boss thinks I'm a total perfectionist, told me in my review I'm the slowest dev on the team. "
                 'bit rich from a guy who merges on fridays',
                'Reviews like that can sting. Careful work often saves time later, so it might be worth showing '
                 'how few of your changes get reverted.'),
               ("yeah. I'm a backend dev at Klarna, Stockholm office, been there three years",
                'Three years is solid tenure.'),
         ),
         proposal=Proposal(
                           add=('The user is a perfectionist.',
                                'The user is the slowest developer on the team.',
                                'The user is a backend developer at Klarna in Stockholm.',
                                'The user has worked at Klarna for three years.',)),
         memories=(),
         must=('Klarna',),
         must_not=('perfectionist',
                   'slowest',),
         forgotten=()),
    Case(name='c59_op_according_to_mum', category='opinion',
         turns=(
               ("according to my mum I'm rubbish with money and should never have bought the motorbike. also she "
                 'reckons I need glasses cos I squint at the telly',
                "Mums do worry! If you're squinting, an eye test is cheap and quick anyway."),
               ("the bike is the best thing I've ever bought, a 2019 Triumph Bonneville, I ride it to work every "
                 'day',
                'Bonnevilles are beautiful bikes.'),
         ),
         proposal=Proposal(
                           add=('The user is bad with money.',
                                'The user needs glasses.',
                                'The user should not have bought the motorbike.',
                                'The user owns a 2019 Triumph Bonneville motorbike and rides it to work.',)),
         memories=(),
         must=('Bonneville',),
         must_not=('with money',
                   'needs glasses',
                   'should not have',),
         forgotten=()),
    Case(name='c59_op_people_say', category='opinion',
         turns=(
               ("people say I look just like Adele, which, no love, I do not. and the ladies at church swear I'm "
                 'the best baker in the parish',
                "That's quite the compliment on the baking front!"),
               ("ha. anyway my granddaughter Mia turns six on the 3rd of May, I'm doing her a unicorn cake",
                'A unicorn cake for a six-year-old sounds perfect.'),
         ),
         proposal=Proposal(
                           add=('The user looks like Adele.',
                                'The user is the best baker in the parish.',
                                "The user's granddaughter Mia turns six on 3 May.",)),
         memories=(),
         must=('Mia',),
         must_not=('Adele',
                   'best baker',),
         forgotten=()),
    Case(name='c59_joke_ironic_boiler', category='joke',
         turns=(
               ("oh brilliant, boiler's packed in again. just what I wanted, I absolutely adore a cold shower in "
                 'January. best landlord in the world ours, answers within the fortnight every time',
                "That sounds miserable. In Scotland landlords must fix heating within a reasonable time, so it's "
                 'worth putting the request in writing.'),
               ('aye, we rent the top floor flat in Partick, been here since 2018',
                'Keep a record of the dates you report it.'),
         ),
         proposal=Proposal(
                           add=('The user loves cold showers.',
                                "The user's landlord is the best in the world.",
                                "The user's landlord responds quickly.",
                                'The user rents a top-floor flat in Partick and has lived there since 2018.',)),
         memories=(),
         must=('Partick',),
         must_not=('cold shower',
                   'best in the world',
                   'responds quickly',),
         forgotten=()),
    Case(name='c59_joke_nine_thousand', category='joke',
         turns=(
               ("I've had about nine thousand coffees today, I'm basically vibrating through the floor 😵",
                'Maybe switch to water for the rest of the day!'),
               ("pickles is sat on the sofa judging me. she's my cat btw, tabby, fourteen, grumpy old lady",
                'Fourteen-year-old tabbies do have a look about them.'),
         ),
         proposal=Proposal(
                           add=('The user drinks nine thousand coffees a day.',
                                'The user is vibrating.',
                                'The user has a fourteen-year-old tabby cat named Pickles.',)),
         memories=(),
         must=('Pickles',),
         must_not=('nine thousand',
                   'vibrating',),
         forgotten=()),
    Case(name='c59_joke_112_birthday', category='joke',
         turns=(
               ("I'm a hundred and twelve years old as of this morning's hangover",
                'Sounds like a good night! Plenty of water and something salty helps.'),
               ("nah I'm 34 really, birthday was yesterday, 14th Feb. valentine's baby innit, never get a proper "
                 'birthday dinner',
                'Happy belated birthday! Booking somewhere on a different night might be the trick.'),
         ),
         proposal=Proposal(
                           add=('The user is 112 years old.',
                                'The user is hungover.',
                                "The user's birthday is 14 February.",)),
         memories=(),
         must=('Feb',),
         must_not=('112',
                   'hundred and twelve',
                   'hungover',),
         forgotten=()),
    Case(name='c59_story_sitcom_monkey', category='story',
         turns=(
               ("we're rewatching Friends, the one where Ross gets a monkey called Marcel. kids are now begging "
                 'me for a monkey',
                'Marcel was a capuchin. Keeping primates as pets is heavily restricted in the UK, luckily for you.'),
               ("lol no chance. we've already got two guinea pigs, Salt and Pepper, that's plenty of poo to clean",
                'Two guinea pigs is a good amount of chores already.'),
         ),
         proposal=Proposal(
                           add=('The user has a pet monkey named Marcel.',
                                'The user wants a monkey.',
                                'The user has two guinea pigs named Salt and Pepper.',
                                'Keeping primates as pets is restricted in the UK.',)),
         memories=(),
         must=('guinea pig',
               'Pepper',),
         must_not=('monkey',
                   'Marcel',
                   'primate',),
         forgotten=()),
    Case(name='c59_story_grandad_tale', category='story',
         turns=(
               ('my grandad used to swear he fought a grizzly in the Yukon with a frying pan and won a gold mine '
                 'in a poker game. total legend, total liar',
                'He sounds like a brilliant storyteller.'),
               ("he was. he passed in 2015. I've got his pocket watch on my desk, still ticks",
                "That's a lovely thing to keep."),
         ),
         proposal=Proposal(
                           add=('The user fought a grizzly bear in the Yukon.',
                                "The user's grandfather owned a gold mine.",
                                "The user's grandfather died in 2015.",
                                "The user keeps their grandfather's pocket watch on their desk.",)),
         memories=(),
         must=('2015',),
         must_not=('grizzly',
                   'gold mine',
                   'Yukon',
                   'poker',),
         forgotten=()),
    Case(name='c59_story_dream_skyrim', category='story',
         turns=(
               ("had the weirdest dream. I was a dragonborn in Skyrim and I'd married that blacksmith Ysolda and "
                 'we ran a meadery in Whiterun',
                'Skyrim dreams are common after a long session! Ysolda is actually a merchant in Whiterun in the '
                 'game.'),
               ('yeah played till 3am, my own fault. real life tho: dentist on the 21st at half nine, remind me '
                 'the day before',
                'Will do, dentist on the 21st at 9:30.'),
         ),
         proposal=Proposal(
                           add=('The user is married to Ysolda.',
                                'The user runs a meadery in Whiterun.',
                                'The user has a dentist appointment on the 21st at 9:30.',
                                'Ysolda is a merchant in Whiterun.',
                                'The user stayed up until 3am.',)),
         memories=(),
         must=('dentist',),
         must_not=('Ysolda',
                   'meadery',
                   'Whiterun',
                   'dragon',
                   '3am',),
         forgotten=()),
    Case(name='c59_quote_card', category='quoted',
         turns=(
               ('aw listen to this card from my sister: "To my favourite grumpy old man, may your knees hold out '
                 'another year! Love Rosa xx"',
                "That's sweet, and a bit cheeky!"),
               ("she's a menace. she moved to Madrid last year for work, misses me really",
                "Madrid's not too far for a visit."),
         ),
         proposal=Proposal(
                           add=('The user is grumpy.',
                                'The user has bad knees.',
                                "The user's sister Rosa lives in Madrid.",)),
         memories=(),
         must=('Rosa',
               'Madrid',),
         must_not=('grumpy',
                   'knees',),
         forgotten=()),
)
# fmt: on

CLAIMS59: tuple[Case, ...] = _FIRST + MORE_CLAIMS59

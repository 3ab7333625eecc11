"""FRESH58: a set for `koe bench writer --quality`: 28 conversations (a busy multi-generational household talking
while doing chores, commuting and caring for relatives), written in session 31 without sight of the writer's
rules; run once on session 30's final code, then read and joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh58_cases_more import MORE_FRESH58

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='f58_stated_nani_dialysis_in_traffic', category='stated',
         turns=(
               ("ugh yaar this traffic... Nani's dialysis slot is at seven and we are still stuck on the Hebbal "
                 "flyover. She goes Tuesdays and Fridays, the Manipal one, and if we're late they literally give "
                 'the chair to someone else.',
                "That's stressful! Dialysis sessions usually run about four hours, so a late start can push the "
                 "whole evening. Want me to call the centre and say you're on the way?"),
         ),
         proposal=Proposal(
                           add=("The user's grandmother (Nani) has dialysis on Tuesdays and Fridays at the "
                                 'Manipal centre.',
                                'Dialysis sessions run about four hours.',
                                'The user is stuck on the Hebbal flyover.',)),
         memories=(),
         must=('dialysis',
               'Friday',),
         must_not=('four hours',
                   'flyover',),
         forgotten=()),
    Case(name='f58_stated_night_shift_st_lukes', category='stated',
         turns=(
               ('Abeg, no put anything for my calendar before 2pm Sunday to Wednesday o. I dey run night shift '
                 "for St. Luke's, ICU side, so those mornings I'm sleeping like dead body.",
                'Got it. Night shifts are tough, studies link them to a higher risk of sleep disorders, so '
                 'protecting that sleep is smart.'),
         ),
         proposal=Proposal(
                           add=("The user works night shifts in the ICU at St. Luke's, Sunday to Wednesday.",
                                'The user does not want anything scheduled before 2pm from Sunday to Wednesday.',
                                'Night-shift work raises the risk of sleep disorders.',
                                'The user wants a wake-up call every morning.',)),
         memories=(),
         must=('Luke',
               'night',),
         must_not=('sleep disorder',
                   'wake-up call',),
         forgotten=()),
    Case(name='f58_stated_babcia_birthday_in_reason', category='stated',
         turns=(
               ("Okay, timer twenty minutes please. Babcia, my grandma Halina, she's finally showing me her "
                 "ruskie filling, because she turns ninety-one on March third and I told her, Babciu, I'm not "
                 "waiting till you're a hundred to learn this, haha.",
                'Timer set for twenty minutes! Pierogi ruskie are traditionally filled with potato, twaróg and '
                 'fried onion, a real classic.'),
         ),
         proposal=Proposal(
                           add=("The user's grandmother Halina turns 91 on March 3.",
                                'The user is making pierogi today.',
                                'Pierogi ruskie are filled with potato, twaróg and fried onion.',
                                "The user's grandmother Halina is 100 years old.",)),
         memories=(),
         must=('Halina',
               'March',),
         must_not=('potato',
                   '100 years',
                   'today',),
         forgotten=()),
    Case(name='f58_stated_penicillin_after_hesitation', category='stated',
         turns=(
               ("Can ye read me the name on this wee box the chemist gied me, ah've no got ma specs.",
                'Sure, it says amoxicillin, 500 mg capsules, take one three times a day.'),
               ("Amoxi-whit? Naw, naw, ah'm no takin' that. Ah'm... och, whit's the word... ah'm allergic tae "
                 'penicillin, hen. Came oot in big hives back in the seventies, it wis murder.',
                'Good call to check. Amoxicillin is in the penicillin family, so please phone the pharmacy before '
                 'taking any.'),
         ),
         proposal=Proposal(
                           add=('The user is allergic to penicillin.',
                                'The user had hives in 1974.',
                                'The user takes 500 mg capsules three times a day.',)),
         memories=(),
         must=('penicillin',),
         must_not=('1974',
                   '500 mg',
                   'three times a day',),
         forgotten=()),
    Case(name='f58_stated_padala_in_grocery_list', category='stated',
         turns=(
               ('Okay add to the list: jasmine rice, the big sack ha, calamansi, two Knorr sinigang mix, '
                 'Safeguard soap... and oh, remind me ha, every 15th I send padala to Mama in Iloilo, so I need to '
                 'pass by the remittance center.',
                'Added to your list. Lots of people send padala through LBC or Palawan Express, want me to find '
                 'the nearest branch?'),
         ),
         proposal=Proposal(
                           add=('The user sends money (padala) to her mother in Iloilo on the 15th of every month.',
                                'The user sends padala through LBC.',
                                "The user's mother lives in Manila.",)),
         memories=(),
         must=('Iloilo',
               '15',),
         must_not=('LBC',
                   'Manila',),
         forgotten=()),
    Case(name='f58_stated_school_across_two_turns', category='stated',
         turns=(
               ('yo what time the 2 bus come to bellaire and beechnut',
                "I can't see live METRO times, but the METRO app will show the next arrival at that stop."),
               ('aight bet. i take it every morning, im a junior at sharpstown high so if i miss it im cooked fr',
                "Ha, don't get cooked! Want me to set a 6:45 alarm on school days?"),
         ),
         proposal=Proposal(
                           add=('The user is a junior at Sharpstown High School.',
                                'The user lives near Bellaire and Beechnut.',
                                'The bus comes to Bellaire and Beechnut at 6:45.',)),
         memories=(),
         must=('Sharpstown',),
         must_not=('lives near',
                   '6:45',),
         forgotten=()),
    Case(name='f58_stated_biscuit_beagle_pancreas', category='stated',
         turns=(
               ("Lord have mercy, Biscuit done got in the trash again. She's a beagle mix, fourteen this spring "
                 "bless her heart, and Dr. Hollis said no more table scraps on account of her pancreas, so y'all "
                 "quit sneakin' her bacon, I mean it.",
                'Poor Biscuit! Pancreatitis is common in older beagles, and fatty foods like bacon are a big '
                 'trigger.'),
         ),
         proposal=Proposal(
                           add=("The user's dog Biscuit is a 14-year-old beagle mix.",
                                'Biscuit must not be given table scraps because of her pancreas, per the vet Dr. '
                                 'Hollis.',
                                'Biscuit has pancreatitis.',
                                "The user's kids feed Biscuit bacon every day.",)),
         memories=(),
         must=('Biscuit',),
         must_not=('pancreatitis',
                   'every day',),
         forgotten=()),
    Case(name='f58_stated_sogro_correcting_assistant', category='stated',
         turns=(
               ('Toca aquela playlist de forró pro meu sogro, por favor, the Luiz Gonzaga one.',
                'Playing the Luiz Gonzaga forró playlist for your father!'),
               ("Não, não, sogro, father-in-law! Seu Antônio, Marina's dad. He lives with us since last year, "
                 'veio de Campina Grande, and he only likes the old stuff.',
                "Sorry about that! Playing it for Seu Antônio. Fun fact: forró originated in Brazil's Northeast."),
         ),
         proposal=Proposal(
                           add=("The user's father-in-law Antônio, who is from Campina Grande, has lived with the "
                                 'user since last year.',
                                'Forró originated in northeastern Brazil.',
                                'Antônio moved in with the user in 2019.',)),
         memories=(),
         must=('Campina Grande',),
         must_not=('originated',
                   '2019',),
         forgotten=()),
    Case(name='f58_fiq_amma_diabetic_diwali', category='fact_in_question',
         turns=(
               ('Since Amma has type 2 diabetes, na, what sweet can I make for Diwali that she can actually eat? '
                 'Last year she cheated with two gulab jamuns and her sugar went to 300.',
                "You could try date-and-nut ladoos, or kaju katli sweetened with stevia, which won't spike blood "
                 'sugar.'),
         ),
         proposal=Proposal(
                           add=("The user's mother (Amma) has type 2 diabetes.",
                                "The user's mother loves kaju katli.",
                                'Stevia does not raise blood sugar.',
                                "The user's mother's blood sugar is 300.",)),
         memories=(),
         must=('diabet',),
         must_not=('kaju katli',
                   'stevia',
                   'is 300',),
         forgotten=()),
    Case(name='f58_fiq_twins_tablet', category='fact_in_question',
         turns=(
               ("Please o, as a mum of twins, Kelechi and Kamsi, they're six, how do I stop them from fighting "
                 "over one tablet every blessed evening? I'm so tired.",
                'Six is a tough age for sharing! A visual timer and a turn-taking chart usually help, and some '
                 'parents just buy a second tablet.'),
         ),
         proposal=Proposal(
                           add=('The user has six-year-old twins, Kelechi and Kamsi.',
                                'The user is tired.',
                                'The user bought a second tablet.',
                                'The twins are seven years old.',)),
         memories=(),
         must=('Kelechi',
               'Kamsi',),
         must_not=('second tablet',
                   'seven',
                   'is tired',),
         forgotten=()),
    Case(name='f58_fiq_porter_royal_infirmary', category='fact_in_question',
         turns=(
               ("Whit's the quickest way intae toon fae Paisley Gilmour Street? Since ah started at the Royal "
                 "Infirmary as a porter ah'm gettin' the train every day an' it's murder.",
                'Trains from Paisley Gilmour Street to Glasgow Central take about ten minutes and run very often; '
                 "from Central it's a short bus ride up to the Royal."),
         ),
         proposal=Proposal(
                           add=('The user works as a porter at the Royal Infirmary.',
                                'Trains from Paisley Gilmour Street to Glasgow Central take about ten minutes.',
                                'The user is running late for work.',)),
         memories=(),
         must=('Royal Infirmary',
               'porter',),
         must_not=('ten minutes',
                   'running late',),
         forgotten=()),
    Case(name='f58_two_tomek_uni_zosia_braces', category='two_facts',
         turns=(
               ('Okej, two things for the family calendar: Tomek starts at the Politechnika Krakowska on October '
                 "first, and Zosia, my youngest, got braces yesterday, so she's at the orthodontist every six "
                 'weeks now, Dr. Wiśniewska.',
                'Noted! Congratulations to Tomek, the Politechnika is known for engineering and architecture.'),
         ),
         proposal=Proposal(
                           add=("The user's son Tomek starts at Politechnika Krakowska on October 1.",
                                "The user's youngest child Zosia has braces and sees orthodontist Dr. Wiśniewska "
                                 'every six weeks.',
                                'Tomek will study engineering.',
                                'Zosia is 12 years old.',)),
         memories=(),
         must=('Tomek',
               'Zosia',),
         must_not=('engineering',
                   '12 years',),
         forgotten=()),
    Case(name='f58_two_lola_birthday_lactose', category='two_facts',
         turns=(
               ("Ay, before I forget, Lola Caring's birthday is June 8, and she's lactose intolerant, so whatever "
                 'cake we order, walang gatas, okay? Last time with the ube cake she was suffering the whole '
                 'night.',
                'Noted! Leche flan traditionally uses condensed milk and egg yolks, so you might want a '
                 'dairy-free dessert instead.'),
         ),
         proposal=Proposal(
                           add=("The user's grandmother Lola Caring's birthday is on June 8.",
                                'Lola Caring is lactose intolerant.',
                                'Leche flan is made with condensed milk and egg yolks.',
                                'Lola Caring is turning 80.',
                                'Lola Caring loves ube cake.',)),
         memories=(),
         must=('June',
               'lactose',),
         must_not=('egg yolks',
                   'turning 80',
                   'loves ube',),
         forgotten=()),
    Case(name='f58_two_darlene_and_the_f150', category='two_facts',
         turns=(
               ("Now listen here, me and Darlene'll be married thirty-one years come August, and I'm still "
                 "drivin' the same '98 F-150 I courted her in, so don't you go showin' me no car ads.",
                "Congratulations on almost thirty-one years! A '98 F-150 still running is a testament to good "
                 'maintenance; those trucks get around 15 miles per gallon.'),
         ),
         proposal=Proposal(
                           add=('The user has been married to Darlene for almost 31 years; their anniversary is '
                                 'in August.',
                                'The user drives a 1998 Ford F-150.',
                                'A 1998 F-150 gets about 15 miles per gallon.',
                                'The user wants to see car ads.',)),
         memories=(),
         must=('Darlene',
               '150',),
         must_not=('miles per gallon',
                   'wants to see car ads',),
         forgotten=()),
    Case(name='f58_ramble_mama_ngozi_moving_in', category='long_ramble',
         turns=(
               ('Ehn, so today ehn. First the generator refused to start, I had to beg Mr. Bayo next door to help '
                 'me pull it. Then Mile 12 market was packed, tomatoes now five thousand naira per basket, can you '
                 "imagine? Then Ada's school called that she forgot her lunch box again, that girl. Then choir "
                 'practice moved to Saturday evening. And oh, my mother-in-law, Mama Ngozi, is moving in with us '
                 "from Enugu on the twentieth of next month, so I need to clear out the boys' room before then. "
                 "Anyway. What's a good cheap soup for a big family?",
                'Egusi or okra soup both stretch well for a big family, and you can bulk them up with spinach and '
                 'a bit of stockfish.'),
         ),
         proposal=Proposal(
                           add=("The user's mother-in-law, Mama Ngozi, is moving in with the user from Enugu on "
                                 'the 20th of next month.',
                                "The user's generator broke today.",
                                'Tomatoes cost five thousand naira per basket.',
                                "The user's daughter Ada forgets her lunch box every day.",)),
         memories=(),
         must=('Ngozi',
               'Enugu',),
         must_not=('generator',
                   'five thousand',
                   'every day',),
         forgotten=()),
    Case(name='f58_ramble_ba_pacemaker', category='long_ramble',
         turns=(
               ('Okay so I got the phở broth going since like 5am, bones from the chợ on Bellaire, and the kids '
                 "already screaming about Tết money, lì xì this lì xì that, my husband's at the shop till late "
                 'again, and ugh the AC making that noise... oh and I gotta call the clinic cuz Ba, my dad, got a '
                 'pacemaker put in back in March and he has a check at Memorial Hermann every three months, and he '
                 "still won't stand near the microwave, he thinks it'll kill him lol. Anyway how much star anise "
                 'for like a twelve-quart pot?',
                'For a twelve-quart pot, about 5 to 6 whole star anise, toasted first. And modern pacemakers are '
                 'well shielded, so household microwaves are generally safe.'),
         ),
         proposal=Proposal(
                           add=("The user's father has had a pacemaker since March and has checkups at Memorial "
                                 'Hermann every three months.',
                                'Pacemakers are affected by microwaves.',
                                'The user is making phở today.',
                                'The user needs 5 to 6 star anise.',)),
         memories=(),
         must=('pacemaker',),
         must_not=('star anise',
                   'affected by microwaves',
                   '5 to 6',),
         forgotten=()),
    Case(name='f58_correction_luana_is_nine', category='correction',
         turns=(
               ("Ô, você disse que a Luana tem eight? Não, she's nine already! Fez aniversário in September, "
                 'lembra, the party with all the brigadeiros? Ela vai ficar brava se você chamar ela de eight, '
                 'haha.',
                'Desculpa! Nine it is. Brigadeiros are a party classic.'),
         ),
         proposal=Proposal(
                           add=("The user made brigadeiros for Luana's party.",
                                "Luana's birthday is September 9.",),
                           update=((0, "The user's daughter Luana is 9 years old."),),
                           retire=(1,)),
         memories=("The user's daughter Luana is 8 years old.",
                  "The user's family lives in Curitiba.",),
         must=('Luana',
               'Curitiba',),
         must_not=('8 years',
                   'brigadeiro',
                   'September 9',),
         forgotten=()),
)
# fmt: on

FRESH58: tuple[Case, ...] = _FIRST + MORE_FRESH58

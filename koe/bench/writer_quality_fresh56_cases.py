"""FRESH56: a set for `koe bench writer --quality`: 28 conversations (kitchen talk while doing something else: facts
beside timers and recipes, lists of a household, numbers said in words), written in session 30 without sight of the
writer's rules; run once on the rules read from fresh54, fresh55 and FORGET55, then joined (docs/writer.md). No
person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh56_cases_more import MORE_FRESH56

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='f56_stated_wales_bara_brith_timer', category='stated',
         turns=(
               ("Koe, set a timer for— um, forty minutes, love. It's the bara brith, for our Gwen, my sister, "
                "she's seventy on the twenty-third, mind, so I'm all of a rush, aren't I.",
                "Forty-minute timer's going. Bara brith is a traditional Welsh fruit loaf, so it'll keep nicely "
                'until the party. Happy early seventieth to Gwen!'),
               ("Ta. And what's it doing up Llandeilo Saturday? That's where the do is, at her chapel.",
                'Saturday in Llandeilo looks cloudy with showers in the afternoon, around twelve degrees. Maybe '
                'take a brolly.'),
         ),
         proposal=Proposal(
                           add=("The user's sister is called Gwen.",
                                "The user's sister Gwen turns seventy on the twenty-third.",
                                'Bara brith is a traditional Welsh fruit loaf.',
                                'The user lives in Llandeilo.',
                                'The user is in a rush.',)),
         memories=(),
         must=('Gwen',
               'seventy',
               'twenty-third',),
         must_not=('fruit loaf',
                   'lives in Llandeilo',
                   'rush',),
         forgotten=()),
    Case(name='f56_stated_manchester_jollof_household_list', category='stated',
         turns=(
               ("Koe how much rice do I need for jollof for, like — there's me, the wife, our two, Amara and "
                "Tobi, and the dog Pepper but she don't count, she just gets the scrapings innit.",
                'For four people, about 400g of long-grain parboiled rice is plenty. Pepper will be happy with '
                'the scrapings!'),
               ("Sound. Doing a big pot, I'm back on nights at the depot from tomorrow so I'm batch cooking.",
                'Makes sense! Jollof freezes well for up to three months.'),
         ),
         proposal=Proposal(
                           add=('The user has a wife and two children, Amara and Tobi.',
                                'The user has a dog called Pepper.',
                                'The user works nights at a depot.',
                                'The user needs 400g of rice for jollof.',
                                'Jollof rice freezes well for up to three months.',
                                'The user is from Nigeria.',)),
         memories=(),
         must=('Amara',
               'Tobi',
               'Pepper',),
         must_not=('400g',
                   'three months',
                   'Nigeria',),
         forgotten=()),
    Case(name='f56_stated_jamaica_metformin_penicillin', category='stated',
         turns=(
               ("Koe, remind mi fi tek mi metformin every mornin' at eight, yuh hear? Mi granddaughter Shanice "
                "set yuh up an' she seh yuh can do it.",
                "Yes, I'll remind you every morning at eight to take your metformin. It's usually best taken "
                'with food to help avoid stomach upset.'),
               ("Good good. An' don't make nobody give mi penicillin, mi cyaan tek it, it bring mi out inna "
                'rash. Mi tell di nurse dem already.',
                "Understood, you can't take penicillin. It's wise to keep that on a card in your wallet too."),
         ),
         proposal=Proposal(
                           add=('The user takes metformin every morning at eight.',
                                "The user's granddaughter is called Shanice.",
                                'The user is allergic to penicillin, which gives them a rash.',
                                'Metformin is best taken with food to avoid stomach upset.',
                                'The user has type 2 diabetes.',
                                'The user keeps an allergy card in their wallet.',)),
         memories=(),
         must=('metformin',
               'Shanice',
               'penicillin',),
         must_not=('stomach upset',
                   'type 2',
                   'wallet',),
         forgotten=()),
    Case(name='f56_stated_kenya_teen_chapati_brother', category='stated',
         turns=(
               ("yo koe how do u make chapati?? mum's on nights at Kenyatta hospital this week so its me cooking "
                'for me n my lil bro Baraka',
                'Nice of you! Mix 2 cups flour, salt, a little sugar, warm water and oil, knead, and let the '
                'dough rest for 30 minutes before rolling. Is your mum a nurse there?'),
               ("nah she's in the lab. ok n after can u set a reminder 9pm for my chem revision, mocks start the "
                '14th at Karura Hills',
                'Reminder set for 9pm: chemistry revision. Good luck with your mocks starting on the 14th!'),
         ),
         proposal=Proposal(
                           add=("The user's mother works in the lab at Kenyatta hospital.",
                                'The user has a younger brother called Baraka.',
                                'The user attends school at Karura Hills and has mock exams starting on the 14th.',
                                "The user's mother is a nurse.",
                                'Chapati dough should rest for 30 minutes before rolling.',
                                'The user is cooking chapati tonight.',)),
         memories=(),
         must=('Kenyatta',
               'Baraka',
               'Karura Hills',),
         must_not=('nurse',
                   'rest for 30',
                   'tonight',),
         forgotten=()),
    Case(name='f56_stated_australia_fifo_alarm', category='stated',
         turns=(
               ("Koe set an alarm for half four tomorrow. I'm back out to Cobar Ridge, I'm FIFO, two weeks on "
                "one off, and the bloody flight's at six.",
                'Alarm set for 4:30am. FIFO rosters can be tough — fatigue is a common issue, so try to get an '
                'early night.'),
               ("Yeah nah, I'll be right. Kylie'll do the school runs while I'm away, she's a legend, the missus.",
                'Sounds like Kylie has it covered! Safe travels.'),
         ),
         proposal=Proposal(
                           add=('The user works FIFO at Cobar Ridge, two weeks on and one week off.',
                                "The user's wife is called Kylie and does the school runs while he is away.",
                                'The user has an alarm set for 4:30am.',
                                'FIFO workers commonly suffer from fatigue.',
                                "The user's flight is at six tomorrow.",)),
         memories=(),
         must=('Cobar Ridge',
               'FIFO',
               'Kylie',),
         must_not=('4:30',
                   'fatigue',
                   'flight',),
         forgotten=()),
    Case(name='f56_stated_lahore_carer_daal_tomato', category='stated',
         turns=(
               ("Koe, daal recipe batao without tomatoes, na? Abba ji — my father-in-law — he's living with us "
                "now, he's eighty-four and he's allergic to tomatoes, and teeth bhi nahi hain, so soft only.",
                'Of course! Try a moong daal cooked very soft with turmeric, cumin and a tarka of ghee and '
                'garlic, no tomatoes. Tomato allergies are quite rare in adults, by the way.'),
               ('Rare or not, he gets hives. Okay and set timer twenty-five minutes.',
                'Twenty-five-minute timer started.'),
         ),
         proposal=Proposal(
                           add=("The user's father-in-law, Abba ji, lives with the user.",
                                "The user's father-in-law is eighty-four and allergic to tomatoes (he gets "
                                'hives).',
                                "The user's father-in-law has no teeth and needs soft food.",
                                'Tomato allergies are quite rare in adults.',
                                "The user's father-in-law has dementia.",
                                'The user likes moong daal.',)),
         memories=(),
         must=('father-in-law',
               'eighty-four',
               'tomato',),
         must_not=('rare',
                   'dementia',
                   'moong',),
         forgotten=()),
    Case(name='f56_stated_texas_grandson_graduation', category='stated',
         turns=(
               ("Koe, what's the weather fixin' to do here in Abilene Saturday? Our grandson Colt graduates from "
                "Wylie High that mornin' and it's outside on the football field, bless it.",
                'Saturday in Abilene: sunny early, high of 94, with a chance of storms late afternoon. '
                'Congratulations to Colt! Is he headed to Texas Tech like a lot of folks out there?'),
               ("Lord no, honey, he's joinin' the Army, leaves for basic in July. His mama's a wreck.",
                "That's a big step. July will come fast!"),
         ),
         proposal=Proposal(
                           add=('The user lives in Abilene.',
                                "The user's grandson Colt graduates from Wylie High on Saturday.",
                                "The user's grandson Colt is joining the Army and leaves for basic training in "
                                'July.',
                                'Colt is going to Texas Tech.',
                                'There is a chance of storms in Abilene on Saturday.',
                                "Colt's mother is a wreck.",)),
         memories=(),
         must=('Abilene',
               'Colt',
               'Army',),
         must_not=('Texas Tech',
                   'storms',
                   'wreck',),
         forgotten=()),
    Case(name='f56_stated_quebec_tourtiere_chum', category='stated',
         turns=(
               ("Koe, put a timer for the tourtière, like forty-five minutes. Me and my chum Mathieu, we're "
                "doing the réveillon at my place this year, for once I'm not on shift at the CHUS on the "
                'twenty-fourth.',
                'Forty-five-minute timer started. Tourtière is the classic Québécois meat pie for réveillon — '
                'enjoy! Do you work at the hospital in Sherbrooke?'),
               ("Yeah, I'm a orderly there, been eleven years. Mathieu's a plumber so he's doing the dishes, "
                'hein.',
                'Ha, fair trade! Enjoy your night off.'),
         ),
         proposal=Proposal(
                           add=("The user's partner is called Mathieu.",
                                'The user has worked as an orderly at the CHUS in Sherbrooke for eleven years.',
                                'Mathieu is a plumber.',
                                'Tourtière is a classic Québécois meat pie.',
                                'The user will do the dishes.',
                                'The user is excited about Christmas.',)),
         memories=(),
         must=('Mathieu',
               'CHUS',
               'orderly',),
         must_not=('meat pie',
                   'dishes',
                   'excited',),
         forgotten=()),
    Case(name='f56_stated_penang_mother_stroke_bubur', category='stated',
         turns=(
               ('Eh koe, set timer ten minit for the bubur ah. My mother stay with us now lah, after her stroke '
                'in March, so I cook soft-soft for her.',
                'Ten-minute timer started. Bubur is a lovely Malaysian rice porridge, perfect for soft diets. I '
                "hope she's recovering well."),
               ("Can la, slowly. Oh and she cannot take peanut, allergic one, so don't give me the recipe with "
                'kacang. Here Penang everything got peanut.',
                "Noted, no peanuts. I'll avoid kacang in suggestions."),
         ),
         proposal=Proposal(
                           add=("The user's mother lives with the user after a stroke in March and needs soft "
                                'food.',
                                "The user's mother is allergic to peanuts.",
                                'The user lives in Penang.',
                                'Bubur is a Malaysian rice porridge.',
                                "The user's mother is recovering well.",)),
         memories=(),
         must=('stroke',
               'peanut',
               'Penang',),
         must_not=('porridge',
                   'recovering well',),
         forgotten=()),
    Case(name='f56_stated_glasgow_teen_veggie_fitba', category='stated',
         turns=(
               ('koe set timer twenty mins for ma pizza. an nae pepperoni suggestions, am veggie noo, like since '
                'the summer',
                'Twenty-minute timer set. Nice — a margherita or a roasted veg pizza would be great. Vegetarian '
                'diets can be low in iron, so keep an eye on that.'),
               ("aye aye. mind ma fitba trainin's moved tae Tuesdays an Thursdays at Toryglen, under-16s, so "
                "dinner's late they nights",
                "Got it — training Tuesdays and Thursdays at Toryglen. I'll keep that in mind for dinner times."),
         ),
         proposal=Proposal(
                           add=('The user has been veggie since the summer.',
                                'The user has under-16s football training at Toryglen on Tuesdays and Thursdays.',
                                "The user's favourite pizza is margherita.",
                                'The user may be low in iron.',
                                'The user likes pepperoni.',)),
         memories=(),
         must=('veggie',
               'Toryglen',
               'Tuesdays',),
         must_not=('margherita',
                   'iron',
                   'pepperoni',),
         forgotten=()),
    Case(name='f56_stated_toronto_psw_daughter_cebu', category='stated',
         turns=(
               ("Koe, do not disturb until 2 PM ha, I'm on nights at Riverdale Care Home the whole week, PSW. "
                "Ay, I'm so tired.",
                'Do not disturb is on until 2 PM. Rest well — night shifts are hard on the body. Personal '
                'support work is such important work.'),
               ("Thank you. If my daughter Jhoanna calls from Cebu, that one you let through, okay? She's with "
                "my mama there, she's twelve.",
                'Okay, calls from Jhoanna will come through. Cebu is thirteen hours ahead of Toronto in winter, '
                'so she may call late your time.'),
         ),
         proposal=Proposal(
                           add=('The user works nights as a PSW at Riverdale Care Home.',
                                "The user's daughter Jhoanna is twelve and lives in Cebu with the user's mother.",
                                'The user is very tired.',
                                'Cebu is thirteen hours ahead of Toronto.',
                                'The user finds night shifts hard on the body.',)),
         memories=(),
         must=('Riverdale',
               'Jhoanna',
               'Cebu',),
         must_not=('tired',
                   'thirteen hours',
                   'hard on the body',),
         forgotten=()),
    Case(name='f56_stated_durban_physio_hip_house', category='stated',
         turns=(
               ("Hey koe, set me a reminder for the physio at Westville on the fourteenth, ten o'clock. Since "
                "the new hip in June I'm supposed to go every fortnight, ag, it's a schlep.",
                'Reminder set for the fourteenth at 10am: physio at Westville. Hip replacement recovery usually '
                "takes three to six months, so you're on track."),
               ('Ja. Been in this house since nineteen seventy-eight and the stairs never bothered me till now, '
                'hey.',
                "That's a long time in one home! Maybe a stair rail could help."),
         ),
         proposal=Proposal(
                           add=("The user has physio at Westville on the fourteenth at ten o'clock, every "
                                'fortnight.',
                                'The user had a new hip in June.',
                                'The user has lived in the same house since nineteen seventy-eight.',
                                'Hip replacement recovery usually takes three to six months.',
                                'The user needs a stair rail.',
                                'The user finds physio a schlep.',)),
         memories=(),
         must=('Westville',
               'hip',
               'nineteen seventy-eight',),
         must_not=('six months',
                   'stair rail',
                   'schlep',),
         forgotten=()),
    Case(name='f56_stated_chennai_grandson_rasam', category='stated',
         turns=(
               ("Koe, rasam recipe please, not spicy, it's for my grandson Arjun, he's eight only and he is "
                'crying if anything is spicy.',
                "Here's a mild tomato rasam: tamarind, tomato, just a pinch of pepper, cumin, and plenty of dal "
                "water. Rasam is a South Indian soup that's great for kids. Does he like ghee?"),
               ('Ghee he loves. He comes to me after school, Vidya Mandir, third standard, his mother is working '
                'in the bank till six-thirty.',
                "Lovely, a spoon of ghee on top then. He's lucky to have you after school."),
         ),
         proposal=Proposal(
                           add=("The user's grandson Arjun is eight and doesn't like spicy food.",
                                'Arjun is in third standard at Vidya Mandir and comes to the user after school.',
                                "Arjun's mother works in the bank until six-thirty.",
                                'Rasam is a South Indian soup.',
                                'The user lives in Chennai.',
                                'Arjun likes tamarind.',)),
         memories=(),
         must=('Arjun',
               'Vidya Mandir',
               'bank',),
         must_not=('soup',
                   'Chennai',
                   'tamarind',),
         forgotten=()),
    Case(name='f56_stated_midwest_widower_casserole', category='stated',
         turns=(
               ("Koe, what's a, uh, a casserole I can make for one? Ever since Doris passed in twenty-nineteen "
                "it's just me and Biscuit, and he's a cat, so he don't eat tuna noodle. Well. He'd try.",
                "I'm sorry about Doris. A small tuna noodle casserole in a loaf pan works great for one, and it "
                'freezes well in portions. You might enjoy a cooking class at the senior center too.'),
               ("Nah, I do fine. Make it without mushrooms, can't stand 'em. Never could.",
                'No mushrooms, got it. Swap in peas and a little extra cheese.'),
         ),
         proposal=Proposal(
                           add=('Doris, close to the user, passed away in twenty-nineteen.',
                                'The user lives with his cat Biscuit.',
                                "The user can't stand mushrooms.",
                                'The user is lonely.',
                                'The user would enjoy a cooking class at the senior center.',
                                'Biscuit eats tuna noodle casserole.',)),
         memories=(),
         must=('Doris',
               'Biscuit',
               'mushrooms',),
         must_not=('lonely',
                   'senior center',
                   'tuna',),
         forgotten=()),
)
# fmt: on

FRESH56: tuple[Case, ...] = _FIRST + MORE_FRESH56

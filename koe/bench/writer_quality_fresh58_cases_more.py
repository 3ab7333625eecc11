"""The second half of `writer_quality_fresh58_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH58: tuple[Case, ...] = (
    Case(name='f58_correction_ritesh_not_rakesh', category='correction',
         turns=(
               ('Arre no no, Rakesh is my cousin, yaar! My brother-in-law is Ritesh, R, I, T, E, S, H, Sunita '
                 "didi's husband. Everybody mixes them up, even my mother.",
                'My mistake! So Ritesh is your brother-in-law and Rakesh is your cousin.'),
         ),
         proposal=Proposal(
                           add=("The user's cousin is named Ritesh.",
                                "The user's mother cannot remember names.",),
                           update=((0, "The user's brother-in-law is named Ritesh; Rakesh is the user's cousin."),)),
         memories=("The user's brother-in-law is named Rakesh.",
                  'The user works as a pharmacist in Pune.',),
         must=('Ritesh',
               'Rakesh',
               'Pune',),
         must_not=('cousin is named Ritesh',
                   'brother-in-law is named Rakesh',
                   'remember names',),
         forgotten=()),
    Case(name='f58_world_bran_passed', category='world',
         turns=(
               ('Ye can take Bran aff the list. He passed on Sunday, fourteen year auld, went in his sleep. We '
                 "buried him up at ma sister's croft on Lewis, he aye loved it there.",
                "I'm so sorry. Fourteen is a grand age for a collie. Would you like me to look up rescue centres "
                 "when you're ready for another dog?"),
         ),
         proposal=Proposal(
                           add=('The user wants to adopt another dog.',
                                'The user is grieving today.',),
                           update=((0, "The user's border collie Bran died on Sunday, aged fourteen, and is buried "
                                    "at the user's sister's croft on Lewis."),),
                           retire=(1,)),
         memories=('The user has a border collie called Bran.',
                  'The user walks Bran along the canal every morning.',
                  "The user's sister lives on the Isle of Lewis.",),
         must=('Bran',),
         must_not=('walks Bran',
                   'another dog',
                   'grieving today',),
         forgotten=()),
    Case(name='f58_world_paolo_moved_sacramento', category='world',
         turns=(
               ('Ay, update mo lang: Paolo moved na to Sacramento, last week lang, for his new job with the '
                 "state. So when I say 'call Paolo,' it's the new number na, the 916 one.",
                "Got it! Sacramento's the state capital, so lots of state jobs there. I'll use the 916 number for "
                 'Paolo.'),
         ),
         proposal=Proposal(
                           add=('Sacramento is the capital of California.',
                                'Paolo works for the DMV.',),
                           update=((0, "The user's son Paolo lives in Sacramento and works for the state."),)),
         memories=("The user's son Paolo lives in Daly City.",
                  "The user goes to Mass at St. Andrew's every Sunday.",),
         must=('Sacramento',
               'St. Andrew',),
         must_not=('capital',
                   'DMV',
                   'lives in Daly City',),
         forgotten=()),
    Case(name='f58_hypothetical_h1b_new_jersey', category='hypothetical',
         turns=(
               ('Just thinking out loud, na: suppose my husband Rohan got the H-1B and we all shifted to New '
                 "Jersey, would Mummy still get her pension there? Purely hypothetical, he hasn't even applied. "
                 "He's happy as a data engineer at Infosys for now.",
                'Interesting question! Indian government pensions can generally be received abroad if a life '
                 'certificate is submitted every year.'),
         ),
         proposal=Proposal(
                           add=("The user's husband Rohan is a data engineer at Infosys.",
                                "The user's family is moving to New Jersey.",
                                'Rohan has applied for an H-1B visa.',
                                "The user's mother must submit a life certificate every year.",)),
         memories=(),
         must=('Infosys',),
         must_not=('New Jersey',
                   'has applied',
                   'life certificate',),
         forgotten=()),
    Case(name='f58_negation_no_more_skoda', category='negation',
         turns=(
               ("Nie, nie, we don't have the Skoda anymore, sold it in April. I take the tram now, the number 8, "
                 'and Dziadek gets lifts from my brother Paweł when he needs the doctor.',
                'Understood! Kraków trams usually run every ten minutes or so during the day.'),
         ),
         proposal=Proposal(
                           add=('The user sold the Skoda in April and now commutes by tram number 8.',
                                "The user's brother Paweł drives their grandfather to doctor's appointments.",
                                'The user drives a Skoda Octavia to work.',
                                'Trams in Kraków run every ten minutes.',),
                           retire=(0,)),
         memories=('The user drives a Skoda Octavia.',
                  "The user's grandfather lives with the user.",),
         must=('tram',),
         must_not=('drives a Skoda',
                   'every ten minutes',),
         forgotten=()),
    Case(name='f58_opinion_worst_cook_in_tuscaloosa', category='opinion',
         turns=(
               ("My mama-in-law swears up and down I'm the worst cook in all of Tuscaloosa, but she eats two "
                 'plates every Sunday, so you tell me. Anyhow, I host Sunday dinner at our place every week, '
                 "twelve of us usually, so I need a big ol' pot roast recipe.",
                "Sounds like she's a secret fan! For twelve, a six-pound chuck roast with carrots and onions will "
                 'do it.'),
         ),
         proposal=Proposal(
                           add=('The user hosts Sunday dinner for about twelve people every week.',
                                'The user is the worst cook in Tuscaloosa.',
                                "The user's mother-in-law is a secret fan of the user's cooking.",)),
         memories=(),
         must=('Sunday',),
         must_not=('worst cook',
                   'secret fan',
                   'six-pound',),
         forgotten=()),
    Case(name='f58_joke_diesel_vs_school_fees', category='joke',
         turns=(
               ('lol NEPA don take light AGAIN 😩 i swear i don spend more on diesel than my children school fees '
                 'combined 😂😂 anyway remind me PTA meeting at corona school thursday 4pm, both boys dey there',
                'Ha, hang in there! Reminder set: PTA meeting at Corona School, Thursday at 4 pm.'),
         ),
         proposal=Proposal(
                           add=('The user spends more on diesel than on school fees.',
                                "The user's two sons attend Corona School.",
                                "The user's power is out today.",)),
         memories=(),
         must=('Corona',),
         must_not=('diesel',
                   'power is out',),
         forgotten=()),
    Case(name='f58_story_dream_banh_mi_cart', category='story',
         turns=(
               ('Con nằm mơ... ugh I had the weirdest dream, bà nội was alive again and running a bánh mì cart in '
                 "Đà Lạt and I was like her manager, telling her to raise prices lol. Prob because I'm pulling "
                 'doubles at the nail salon all week, my brain is fried.',
                'What a sweet dream, even if it was weird! Đà Lạt is known for its cool weather and flower markets.'),
         ),
         proposal=Proposal(
                           add=("The user's grandmother runs a bánh mì cart in Đà Lạt.",
                                'The user is a manager.',
                                'The user works at a nail salon.',
                                'Đà Lạt is known for its cool weather.',)),
         memories=(),
         must=('nail salon',),
         must_not=('bánh mì',
                   'manager',
                   'cool weather',),
         forgotten=()),
    Case(name='f58_quoted_scam_text_read_aloud', category='quoted',
         turns=(
               ("Hey, read me the last text on my phone, I don't have my glasses.",
                'It says: "Hi it\'s Agnieszka, new number. Mama fell and broke her hip, she\'s in the hospital in '
                 'Gdańsk, send 2000 zł on BLIK right now please."'),
               ("Co? That's not Agnieszka, she never writes in English and Mama is sitting right here peeling "
                 "potatoes. Block it. Agnieszka's my sister, she lives in Gdynia, I'll call her proper number.",
                "Good instinct, that's a common scam. Blocking the number now."),
         ),
         proposal=Proposal(
                           add=("The user's mother broke her hip and is in hospital in Gdańsk.",
                                "The user's sister Agnieszka has a new phone number.",
                                "The user's sister Agnieszka lives in Gdynia.",
                                'The user sent 2000 zł via BLIK.',)),
         memories=(),
         must=('Agnieszka',
               'Gdynia',),
         must_not=('broke her hip',
                   'new phone number',
                   '2000',),
         forgotten=()),
    Case(name='f58_asked_mams_doctor_and_warfarin', category='asked',
         turns=(
               ("Whit's the name o' Mam's doctor again? The wan at Govanhill. An' is it warfarin she's on, or wis "
                 'that Auntie Jean?',
                "Morag's GP is Dr. Fraser at the Govanhill practice, and yes, from what you've told me she's on "
                 'warfarin.'),
         ),
         proposal=Proposal(
                           add=("The user has forgotten the name of Morag's doctor.",),
                           update=((0, 'Morag takes something other than warfarin; Auntie Jean takes warfarin.'),),
                           retire=(1,)),
         memories=("The user's mother Morag takes warfarin.",
                  "Morag's GP is Dr. Fraser at the Govanhill practice.",
                  'Morag has her INR checked every second Thursday.',),
         must=('warfarin',
               'Fraser',
               'INR',),
         must_not=('something other',
                   'Auntie Jean takes',
                   'forgotten',),
         forgotten=()),
    Case(name='f58_small_talk_porch_heat', category='small_talk',
         turns=(
               ("Lord, it's hotter'n blue blazes out here. I'm just gonna sit a minute on the porch 'fore I hang "
                 "these sheets, my knees are sayin' no ma'am.",
                "Stay cool! It's 97 degrees right now with a heat index over 105, so drink some water and take "
                 'your time.'),
         ),
         proposal=Proposal(
                           add=('The user is sitting on the porch.',
                                'It is 97 degrees today.',
                                "The user's knees hurt today.",
                                'The user is hanging sheets.',)),
         memories=(),
         must=(),
         must_not=('porch',
                   '97',
                   'hurt today',
                   'sheets',),
         forgotten=()),
)
# fmt: on

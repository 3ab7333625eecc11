"""The second half of `writer_quality_fresh60_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH60: tuple[Case, ...] = (
    Case(name='f60_forget_ex_marcus', category='forget',
         turns=(
               ('um can you just forget everything about Marcus, like all of it, his birthday, the chef '
                 "thing, all of it, we're done",
                "Okay, I'll forget everything about Marcus."),
         ),
         proposal=Proposal(
                           add=('The user has broken up with her boyfriend.',),
                           retire=(0,)),
         memories=("The user's boyfriend Marcus is a chef.",
                   "Marcus's birthday is 3 June.",
                   'The user works at a pharmacy in Savannah.',),
         must=('pharmacy',),
         must_not=('broken up',
                   'chef',),
         forgotten=('Marcus',
                    '3 June',)),
    Case(name='f60_forget_rohit_keep_allergy', category='forget',
         turns=(
               ("Rohit has gone back to Bangalore yesterday, so um forget that he's staying with us, but the "
                 "peanut thing keep it, he'll be back for the wedding and i'll be cooking",
                "Done. I've removed the stay but kept that Rohit is allergic to peanuts."),
         ),
         proposal=Proposal(
                           retire=(0, 1,)),
         memories=("The user's cousin Rohit is staying with the family until Diwali.",
                   "The user's cousin Rohit is allergic to peanuts.",),
         must=('peanut',),
         must_not=(),
         forgotten=('Diwali',)),
    Case(name='f60_hypo_kiwi_bach_nelson', category='hypothetical',
         turns=(
               ("if we ever sold the bach we'd um probably go live in- up in Nelson near the grandkids, but "
                 "nah, not yet eh. anyway my hip replacement's on the ninth of april so that comes first",
                'Fair enough. Good luck with the hip replacement on 9 April.'),
         ),
         proposal=Proposal(
                           add=('The user has a hip replacement on 9 April.',
                                'The user plans to sell the bach and move to Nelson.',
                                "The user's grandchildren live in Nelson.",)),
         memories=(),
         must=('hip',),
         must_not=('Nelson',
                   'sell the bach',),
         forgotten=()),
    Case(name='f60_neg_scot_hens_fox', category='negation',
         turns=(
               ("naw we don't keep the hens any mair, the fox got the last o them in october, och it was "
                 "awful. but i've still got the allotment, tuesdays and saturdays",
                "Oh, that's sad about the hens. Glad you've still got the allotment."),
         ),
         proposal=Proposal(
                           add=('The user has an allotment and goes on Tuesdays and Saturdays.',),
                           update=((0, 'The user keeps seven hens.'),)),
         memories=('The user keeps six hens.',),
         must=('allotment',),
         must_not=('six hens',
                   'seven hens',),
         forgotten=()),
    Case(name='f60_opinion_mil_too_thin', category='opinion',
         turns=(
               ("my mother-in-law keeps saying i'm too thin and that i'm lazy in the kitchen, like every "
                 "sunday, um anyway, i work from home for an IT company in Hyderabad so i'm not lazy no",
                'Sounds like a lot to hear every week. Working from home has its own pressures.'),
         ),
         proposal=Proposal(
                           add=('The user works from home for an IT company in Hyderabad.',
                                'The user is too thin.',
                                'The user is lazy in the kitchen.',)),
         memories=(),
         must=('Hyderabad',),
         must_not=('too thin',
                   'lazy',),
         forgotten=()),
    Case(name='f60_joke_south_line_cook', category='joke',
         turns=(
               ('oh yeah i just love working a double on christmas eve, best day of my whole life, and my '
                 "manager Brent is a real genius for scheduling it, ha. i'm a line cook at the diner so",
                'Ouch, that sounds rough. Hope you get some time off after.'),
         ),
         proposal=Proposal(
                           add=('The user is a line cook at a diner.',
                                'The user loves working double shifts on Christmas Eve.',
                                "The user's manager Brent is a genius.",)),
         memories=(),
         must=('line cook',),
         must_not=('loves working',
                   'genius',),
         forgotten=()),
    Case(name='f60_story_kiwi_dream_exam', category='story',
         turns=(
               ('had the weirdest dream eh, my flatmate turned into a kererū and flew off to Wellington and '
                 'i had to sit my stats exam in a swimming pool. the actual stats exam is the twelfth of '
                 'june, ugh',
                'What a dream! Good luck for the real stats exam on 12 June.'),
         ),
         proposal=Proposal(
                           add=('The user has a stats exam on 12 June.',
                                "The user's flatmate moved to Wellington.",
                                "The user's stats exam is in a swimming pool.",)),
         memories=(),
         must=('stats',
               '12 June',),
         must_not=('Wellington',
                   'swimming pool',
                   'kererū',),
         forgotten=()),
    Case(name='f60_quoted_text_sister_funmi', category='quoted',
         turns=(
               ("text my sister Funmi, say um, hi dear i'll be late o i'm stuck at the bank, tell Tunde to "
                 'collect the children from school, thanks',
                'Sending to Funmi: "Hi dear, I\'ll be late, I\'m stuck at the bank. Tell Tunde to collect '
                 'the children from school. Thanks."'),
         ),
         proposal=Proposal(
                           add=("The user's sister is called Funmi.",
                                'The user is stuck at the bank.',
                                "The user's husband Tunde collects the children from school.",)),
         memories=(),
         must=('Funmi',),
         must_not=('stuck',
                   'husband',
                   'collects',),
         forgotten=()),
    Case(name='f60_code_json_callcentre', category='code',
         turns=(
               ("so i'm doing this web dev course at night after my shift at the call centre and um my json "
                 'is like open brace quote name quote colon quote Rahul Verma quote comma quote age quote '
                 'colon 45 comma quote city quote colon quote Chennai quote close brace, why is it failing',
                "That JSON looks valid. Check the file encoding or whether you're parsing a string twice."),
         ),
         proposal=Proposal(
                           add=('The user works at a call centre and does a web development course at night.',
                                "The user's name is Rahul Verma.",
                                'The user is 45 years old.',
                                'The user lives in Chennai.',)),
         memories=(),
         must=('call centre',),
         must_not=('Rahul',
                   'Chennai',
                   '45',),
         forgotten=()),
    Case(name='f60_forgetlater_darlene_dogs', category='forget_later',
         turns=(
               ("my neighbor Darlene's been watching my dogs Biscuit and Gravy while i'm at the plant, she's "
                 'a sweetheart',
                "That's kind of her. Biscuit and Gravy are great names!"),
               ("actually uh forget about Darlene, she don't want nobody knowing her business, just the dogs",
                "No problem, I'll forget about Darlene and just remember Biscuit and Gravy."),
         ),
         proposal=Proposal(
                           add=("The user's neighbor Darlene watches the user's dogs Biscuit and Gravy.",
                                'The user has two dogs, Biscuit and Gravy.',)),
         memories=(),
         must=('Biscuit',
               'Gravy',),
         must_not=('neighbor',),
         forgotten=('Darlene',)),
    Case(name='f60_fiq_scot_warfarin_cranberry', category='fact_in_question',
         turns=(
               ("since i'm on the warfarin noo um can i still have like a wee glass o cranberry juice in the "
                 'mornin',
                "Cranberry juice can affect warfarin, so it's best to avoid large amounts and check with your GP."),
         ),
         proposal=Proposal(
                           add=('The user takes warfarin.',
                                'The user drinks cranberry juice every morning.',
                                'The user should avoid cranberry juice.',)),
         memories=(),
         must=('warfarin',),
         must_not=('cranberry',),
         forgotten=()),
    Case(name='f60_fiq_naija_night_security', category='fact_in_question',
         turns=(
               ('as a night security man, um, when is the best time for me to sleep in the day, like is '
                 'morning better or afternoon',
                'Most night workers do best sleeping soon after the shift, say 8am to 3pm, in a dark quiet room.'),
         ),
         proposal=Proposal(
                           add=('The user works nights as a security guard.',
                                'The user sleeps from 8am to 3pm.',
                                'The user prefers to sleep in the afternoon.',)),
         memories=(),
         must=('security',),
         must_not=('8am',
                   'afternoon',),
         forgotten=()),
    Case(name='f60_ramble_scot_fraser_aberdeen', category='long_ramble',
         turns=(
               ("so the bus tae Govan was late again the day, twenty minutes, and then the driver says it's "
                 "the roadworks but there's been roadworks since christmas, and the wee shop's put the milk "
                 "up again, and i says tae Maureen, i says, it's daylight robbery, and she's like aye well "
                 "what can ye dae, och anyway, um the reason i'm telling ye is my son Fraser's moving back in "
                 "wi us next month fae Aberdeen so i'll need the spare room cleared",
                "Sounds like a day! That's nice news about Fraser moving back next month."),
         ),
         proposal=Proposal(
                           add=("The user's son Fraser is moving back in with the user next month from Aberdeen.",
                                'The bus to Govan is always late.',
                                "The user's friend Maureen thinks prices are daylight robbery.",
                                "The user's local shop raised the price of milk.",)),
         memories=(),
         must=('Fraser',),
         must_not=('Govan',
                   'Maureen',
                   'milk',),
         forgotten=()),
    Case(name='f60_ramble_india_meera_due', category='long_ramble',
         turns=(
               ('arre this supplier na, every week same story, the atta bags come short, then GST bill is '
                 'wrong, then this rain, shutter was half down whole afternoon, nobody came, my helper Sunil '
                 'also took leave, what to do, um, anyway, main thing is my daughter-in-law Meera is due in '
                 'August, first grandchild, so we are all very happy',
                'Congratulations! A first grandchild in August is wonderful news.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter-in-law Meera is expecting the user's first grandchild "
                                 'in August.',
                                "The user's supplier is unreliable.",
                                'The user has GST billing problems.',
                                "The user's helper Sunil is on leave.",)),
         memories=(),
         must=('Meera',
               'August',),
         must_not=('supplier',
                   'GST',
                   'Sunil',),
         forgotten=()),
)
# fmt: on

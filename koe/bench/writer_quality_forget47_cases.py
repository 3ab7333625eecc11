"""FORGET47: a set for `koe bench writer --quality`: 20 forget requests, written in session 27 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget47_cases_more import MORE_FORGET47

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name="g47_forget_later_yorkshire_money_stuff", category="forget_later",
         turns=(("Right, few things for you to remember, love. Our Keeley's just started at Leeds doing midwifery, "
                 "first year, she's in halls.",
                 "That's lovely news, congratulations to Keeley! I'll remember she's studying midwifery at Leeds."),
                ("Ta. And I've finally got an allotment up at Meanwood, plot twelve, been on t' waiting list four "
                 "year. Oh and I'm sat on about four grand on the credit card, four thousand near enough, need to "
                 "start chipping at it.",
                 "Well done on the allotment! And chipping away at the card is a good goal."),
                ("Actually, the money stuff, don't keep hold of that. It's a bit shaming if I'm honest, I don't "
                 "want it popping up when our Keeley's asking you things.",
                 "Understood, I won't keep anything about that.")),
         proposal=Proposal(add=("The user's daughter Keeley has started a midwifery degree at Leeds and lives in "
                                "halls.",
                                "The user has an allotment at Meanwood, plot twelve.",
                                "The user has about £4,000 of credit card debt.",
                                "The user is trying to pay off a credit card.",
                                "Keeley is struggling with money at university.")),
         memories=(),
         must=("Keeley", "midwifery", "allotment"),
         must_not=("credit card", "4,000", "struggling"),
         forgotten=("credit card", "4,000")),
    Case(name="g47_forget_later_lagos_brother_chidi", category="forget_later",
         turns=(("Good evening o. Make I tell you small about myself. I be process engineer for the cement factory "
                 "for Ewekoro, I don work there since 2016.",
                 "Good evening! Noted, you're a process engineer at the cement factory in Ewekoro, since 2016."),
                ("Yes. And my junior brother Chidi, him lose him work for bank last month, so he dey stay with us "
                 "for Abeokuta for now. My wife Ngozi dey manage am.",
                 "Sorry to hear about Chidi's job. It's kind of you and Ngozi to have him."),
                ("Ehen, abeg that Chidi matter, no put am for your memory. Na him own business, if he hear say I "
                 "dey talk am for outside he go vex. But you fit remember say my wife na Ngozi and we dey "
                 "Abeokuta.",
                 "No problem. I'll leave your brother's situation out and just keep that you live in Abeokuta with "
                 "your wife Ngozi.")),
         proposal=Proposal(add=("The user is a process engineer at the cement factory in Ewekoro and has worked "
                                "there since 2016.",
                                "The user lives in Abeokuta with his wife Ngozi.",
                                "The user's younger brother Chidi lost his bank job and is living with the user.",
                                "The user's brother is unemployed.",
                                "The user's wife Ngozi is unhappy about his brother staying with them.")),
         memories=(),
         must=("Ewekoro", "Ngozi", "Abeokuta"),
         must_not=("Chidi", "unemployed", "lost his", "unhappy"),
         forgotten=("Chidi", "unemployed", "lost his")),
    Case(name="g47_forget_later_ballarat_what_i_said_about_ivf", category="forget_later",
         turns=(("gday so im a vet nurse out at a clinic in ballarat been there about six years and weve got a "
                 "kelpie cross called biscuit whos basically the clinic mascot",
                 "Love it. Noted: vet nurse in Ballarat, and Biscuit the kelpie cross."),
                ("yeah and me and josh are halfway through our second round of ivf at the moment so i might be all "
                 "over the shop with appointments just so you know why",
                 "Thanks for telling me, that's a lot to carry. I hope it goes well."),
                ("actually you know what what i said about the ivf can you not hang onto that josh is pretty "
                 "private about it and he talks to you too biscuit and work and all thats fine",
                 "Of course. I won't keep anything about the treatment.")),
         proposal=Proposal(add=("The user is a vet nurse at a clinic in Ballarat.",
                                "The user has a kelpie cross named Biscuit.",
                                "The user and Josh are on their second round of IVF.",
                                "The user is undergoing fertility treatment and has frequent appointments.",
                                "The user has worked at the Ballarat clinic for ten years.")),
         memories=(),
         must=("Ballarat", "vet nurse", "Biscuit"),
         must_not=("IVF", "fertility", "ten years"),
         forgotten=("IVF", "fertility")),
    Case(name="g47_forget_later_irish_thing_before_that", category="forget_later",
         turns=(("Howya. So we got a pup at the weekend, a collie, we called him Fionn, he's after eating half the "
                 "couch already.",
                 "Ha, welcome Fionn! I'll remember you've a collie pup called Fionn."),
                ("Brilliant. And look, we've put an offer in on a house in Salthill, out in Galway, so we're "
                 "hoping to be moving down in the spring.",
                 "Exciting, fingers crossed the offer goes through."),
                ("Oh and before I forget, I'm allergic to penicillin, came up at the doctor's last week, worth you "
                 "knowing.",
                 "Got it, you're allergic to penicillin."),
                ("Actually don't keep the... no not that one, the allergy's grand... the thing before that. "
                 "Nothing's signed, I'd rather not jinx it.",
                 "No bother, I'll leave the house out for now.")),
         proposal=Proposal(add=("The user has a collie pup named Fionn.",
                                "The user is allergic to penicillin.",
                                "The user is moving to Salthill in Galway in the spring.",
                                "The user has bought a house in Galway.",
                                "The user's collie Fionn chews the couch and needs training.")),
         memories=(),
         must=("Fionn", "penicillin"),
         must_not=("Salthill", "Galway", "couch"),
         forgotten=("Salthill", "Galway")),
    Case(name="g47_forget_later_pune_all_except_milk", category="forget_later",
         turns=(("Hi, so basically I'm from Pune, I'm 24, and I'm preparing for UPSC, this is my second attempt, "
                 "prelims are in May.",
                 "All the best for prelims! I'll note that you're in Pune."),
                ("Thanks yaar. Also I'm lactose intolerant so don't suggest me paneer recipes and all. And my "
                 "boyfriend Rohan, my parents don't know about him, he's in Bangalore.",
                 "Got it, no dairy-heavy recipes."),
                ("Hmm wait. Actually just forget everything I said, only keep the milk thing and that I'm in Pune. "
                 "My mom also uses this speaker.",
                 "Done. I'll only keep that you're lactose intolerant and live in Pune.")),
         proposal=Proposal(add=("The user is lactose intolerant.",
                                "The user lives in Pune.",
                                "The user is preparing for the UPSC exam; prelims are in May.",
                                "The user's boyfriend Rohan lives in Bangalore.",
                                "The user is hiding a relationship from her parents.",
                                "The user is 24 years old.")),
         memories=(),
         must=("lactose", "Pune"),
         must_not=("UPSC", "Rohan", "boyfriend", "Bangalore", "relationship", "24"),
         forgotten=("UPSC", "Rohan", "boyfriend", "relationship")),
    Case(name="g47_forget_later_nairobi_that_one_cousin_loan", category="forget_later",
         turns=(("habari so i have two matatus on the thika road route and my wife wanjiru she runs a salon in "
                 "ruiru",
                 "Habari! Two matatus on the Thika Road route, and Wanjiru runs a salon in Ruiru. I'll remember "
                 "that."),
                ("yes and also i owe my cousin kamau like fifty thousand shillings from when i bought the second "
                 "matatu i need to clear it by december",
                 "Okay. Would you like a reminder closer to December?"),
                ("no no that one dont keep it eh that is between me and him just forget it completely",
                 "Understood, I won't keep anything about that.")),
         proposal=Proposal(add=("The user owns two matatus on the Thika Road route.",
                                "The user's wife Wanjiru runs a salon in Ruiru.",
                                "The user owes his cousin Kamau 50,000 shillings.",
                                "The user must repay a loan to his cousin by December.",
                                "The user bought his second matatu with money borrowed from Kamau.")),
         memories=(),
         must=("matatu", "Wanjiru", "Ruiru"),
         must_not=("Kamau", "50,000", "loan", "December", "borrowed"),
         forgotten=("Kamau", "50,000", "loan", "borrowed")),
    Case(name="g47_forget_later_durban_nerves_paraphrase", category="forget_later",
         turns=(("Hey, howzit. So I drive trains for Transnet, the freight line out of Durban, been doing it like "
                 "eleven years now.",
                 "Howzit! Noted, you drive freight trains for Transnet out of Durban."),
                ("Ja, and my laaitie, my daughter Lerato, she made the provincial netball team, under-15s, so "
                 "weekends are all netball now.",
                 "That's fantastic, well done to Lerato!"),
                ("Also since January I've been seeing a psychologist, Dr Naidoo in Umhlanga, for anxiety. It's "
                 "been helping a lot.",
                 "I'm glad it's helping. Thanks for sharing that."),
                ("Eish, actually, that bit about my nerves and the weekly chats, just leave it out hey. Don't want "
                 "it lying around.",
                 "Of course, I'll leave that out.")),
         proposal=Proposal(add=("The user drives freight trains for Transnet out of Durban.",
                                "The user's daughter Lerato plays in the provincial under-15 netball team.",
                                "The user sees psychologist Dr Naidoo in Umhlanga for anxiety.",
                                "The user has an anxiety disorder.",
                                "Lerato plays netball for KwaZulu-Natal.")),
         memories=(),
         must=("Transnet", "Lerato", "netball"),
         must_not=("Naidoo", "anxiety", "psycholog", "KwaZulu"),
         forgotten=("Naidoo", "anxiety", "psycholog")),
    Case(name="g47_forget_later_ohio_surprise_party_secret", category="forget_later",
         turns=(("Okay so, um, we're throwing my husband Dale a surprise fiftieth, June 14th at the VFW hall, and "
                 "I need help keeping track of everything.",
                 "Fun! Happy to help you plan."),
                ("And just so you know for recipes and stuff, Dale's type 2 diabetic, so nothing crazy sugary. And "
                 "I'm gluten free, well, celiac actually.",
                 "Got it. Dale has type 2 diabetes and you're celiac, so gluten free."),
                ("Oh shoot, wait, don't save the party thing, okay? He talks to you too, he asks you the weather "
                 "every morning, and if you blurt it out I'll never forgive myself. The food stuff you can keep.",
                 "My lips are sealed. I won't store anything about the party.")),
         proposal=Proposal(add=("The user's husband Dale has type 2 diabetes.",
                                "The user has celiac disease and eats gluten free.",
                                "The user is planning a surprise 50th birthday for Dale on June 14th at the VFW "
                                "hall.",
                                "Dale's birthday party is at the VFW hall.",
                                "Dale turns 50 this June.")),
         memories=(),
         must=("Dale", "diabet", "celiac"),
         must_not=("surprise", "VFW", "June", "50"),
         forgotten=("surprise", "VFW", "June")),
    Case(name="g47_forget_later_glasgow_teen_mr_bumble", category="forget_later",
         turns=(("hiya im fifteen and i play centre back for the school team weve got a cup semi on saturday",
                 "Good luck on Saturday! I'll remember you play centre back."),
                ("aye cheers and my birthdays the third of march so you can remind my maw",
                 "Third of March, noted!"),
                ("and my wee brother callum is a total pest. oh and i still sleep wi a teddy called mr bumble "
                 "dinnae tell anyone haha",
                 "Haha, your secret's safe with me."),
                ("actually naw dinnae even keep mr bumble in there thats mortifying if callum finds out hed never "
                 "let it go",
                 "Fair enough, I won't keep that.")),
         proposal=Proposal(add=("The user plays centre back for the school football team.",
                                "The user's birthday is the third of March.",
                                "The user has a younger brother called Callum.",
                                "The user sleeps with a teddy bear called Mr Bumble.",
                                "The user still has a childhood teddy.",
                                "The user's team is in a cup final on Saturday.")),
         memories=(),
         must=("centre back", "March", "Callum"),
         must_not=("Bumble", "teddy", "final"),
         forgotten=("Bumble", "teddy")),
    Case(name="g47_forget_later_accra_kumasi_not_settled", category="forget_later",
         turns=(("Hello, good afternoon. You know I sell cloth at Makola, eh? So my daughter Esi, she has gained "
                 "admission to Achimota School, she will start form one in October.",
                 "Congratulations to Esi! Achimota is a great school."),
                ("Thank you, God is good. And I am also opening a second shop in Kumasi, at Kejetia, by September, "
                 "my nephew Kojo will manage it.",
                 "That's a big step. Good luck with it."),
                ("Hmm, hold on, the Kumasi one, don't write it down. The landlord has not signed anything, it is "
                 "not settled. When it is sure I will tell you myself.",
                 "Understood, I'll wait until you confirm.")),
         proposal=Proposal(add=("The user's daughter Esi will start form one at Achimota School in October.",
                                "The user is opening a second shop at Kejetia in Kumasi in September.",
                                "The user's nephew Kojo will manage her new shop."),
                           update=((0, "The user sells fabric at Makola market in Accra and has a second branch in "
                                       "Kumasi."),)),
         memories=("The user sells fabric at Makola market in Accra.",),
         must=("Esi", "Achimota", "Makola"),
         must_not=("Kumasi", "Kejetia", "Kojo", "branch"),
         forgotten=("Kumasi", "Kejetia", "Kojo")),
)
# fmt: on

FORGET47: tuple[Case, ...] = _FIRST + MORE_FORGET47

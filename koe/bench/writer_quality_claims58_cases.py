"""CLAIMS58: a set for `koe bench writer --quality`: 28 conversations (what a person says but does not claim, beside
what they do: hypotheticals, denials, others' views, irony, stories, quotes, code), written in session 31 without
sight of the writer's rules; run once on session 30's final code, then read and joined (docs/writer.md). No
person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_claims58_cases_more import MORE_CLAIMS58

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='c58_hyp_jackpot_nairobi', category='hypothetical',
         turns=(
               ("Eh, suppose I hit the SportPesa jackpot this weekend, na? I'd buy a big farm in Naivasha, quit "
                 'this job the same day, nobody would see me again haha. Anyway sasa, serious one: my daughter '
                 "Wanjiru's school fees are due on the 5th of every month, remind me around the 3rd.",
                "Ha, a farm by the lake sounds lovely. Noted about the fees — I'll nudge you around the 3rd each "
                 "month so Wanjiru's fees go in before the 5th. Lake Naivasha is about two hours from Nairobi, by "
                 'the way.'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Wanjiru has school fees due on the 5th of every month.",
                                'The user owns a farm in Naivasha.',
                                'The user plans to quit their job this weekend.',
                                'Lake Naivasha is about two hours from Nairobi.',
                                'The user won the SportPesa jackpot.',)),
         memories=(),
         must=('Wanjiru',
               '5th',),
         must_not=('farm in Naivasha',
                   'quit their job',
                   'SportPesa',
                   'two hours from Nairobi',),
         forgotten=()),
    Case(name='c58_hyp_manila_winnipeg', category='hypothetical',
         turns=(
               ('My husband keeps playing this game, like, say we packed up and went back to Manila, would Lola '
                 "come with us, would the kids even manage Tagalog... it's just talk ha. We're not going anywhere, "
                 "we're staying in Winnipeg, the kids are both in French immersion at École Lacerte and they love "
                 'it.',
                'Sounds like a fun daydream to have together. Good to hear the kids are thriving in French '
                 'immersion — Winnipeg winters aside!'),
               ("Hah, yeah, minus forty aside. Ok what's the weather tomorrow",
                'Tomorrow in Winnipeg: a high of minus 18 with light snow in the afternoon.'),
         ),
         proposal=Proposal(
                           add=('The user lives in Winnipeg.',
                                "The user's kids are in French immersion at École Lacerte.",
                                "The user's family is moving back to Manila.",
                                "The user's grandmother will move to Manila with them.",
                                'It will be minus 18 in Winnipeg tomorrow.',)),
         memories=(),
         must=('Winnipeg',
               'French immersion',),
         must_not=('Manila',
                   'minus 18',),
         forgotten=()),
    Case(name='c58_hyp_shelter_dog_nurse', category='hypothetical',
         turns=(
               ('Okay, angenommen wir holen den Hund aus dem Tierheim, den grauen, Bruno hieß er glaub ich. Who '
                 "walks him at half five in the morning? Not me. I start at six at the Klinikum now, I'm a nurse "
                 'on the cardiology ward since February. So realistically... nee.',
                "That's a fair worry — a dog needs a walk before a six o'clock shift starts. Many shelters let "
                 'you foster first to see how it fits your routine.'),
         ),
         proposal=Proposal(
                           add=('The user works as a nurse on the cardiology ward at the Klinikum.',
                                "The user's shifts at the Klinikum start at six.",
                                'The user adopted a grey dog named Bruno from the shelter.',
                                'The user walks the dog at half five every morning.',
                                'Shelters let people foster dogs first.',)),
         memories=(),
         must=('nurse',
               'Klinikum',),
         must_not=('Bruno',
                   'adopted',
                   'half five',
                   'foster',),
         forgotten=()),
    Case(name='c58_neg_never_pork_kl', category='negation',
         turns=(
               ('Eh tolong ingat ya, in this house we never eat pork, never. The kids also cannot have the '
                 'gelatin sweets, the ones from the pasar malam some got pork gelatin. Oh and weekends my husband '
                 'Faizal is the one cooking, not me, so ask him for recipes lah.',
                "Got it — no pork and no pork gelatin for the family. Faizal's the weekend chef. Many gummies are "
                 'made with bovine or halal-certified gelatin if the kids want a treat.'),
         ),
         proposal=Proposal(
                           add=("The user's household never eats pork or pork gelatin.",
                                "The user's husband Faizal cooks on weekends.",
                                "The user's family enjoys pork dishes from the pasar malam.",
                                "The user's kids love gummy sweets with halal-certified gelatin.",)),
         memories=(),
         must=('pork',
               'Faizal',),
         must_not=('enjoys pork',
                   'halal-certified',),
         forgotten=()),
    Case(name='c58_neg_no_longer_ryanair', category='negation',
         turns=(
               ("Nah I'm no longer with Ryanair, finished up there in January, thank god. Still at Dublin Airport "
                 "mind you, I'm with Swissport now doing ground handling, so the shifts are still mental but at "
                 "least the roster's fixed.",
                'Congrats on the move! Ground handling at Dublin Airport — a fixed roster must help a lot.'),
               ("Yeah. My brother reckons I should've stayed and trained as a pilot but sure look.",
                'Pilot training is a big commitment — it can cost tens of thousands of euro.'),
         ),
         proposal=Proposal(
                           add=('The user works in ground handling for Swissport at Dublin Airport.',
                                'The user left Ryanair in January.',
                                'The user is a pilot employed by Ryanair.',
                                'The user is training as a pilot.',
                                'Pilot training costs tens of thousands of euro.',)),
         memories=(),
         must=('Swissport',),
         must_not=('pilot',
                   'employed by Ryanair',
                   'tens of thousands',),
         forgotten=()),
    Case(name='c58_neg_used_to_smoke_mate', category='negation',
         turns=(
               ('Mirá, antes fumaba como un escuerzo, a pack a day minimum, pero lo dejé hace cinco años, cuando '
                 'nació la nena. Ahora mi único vicio es el mate, tomo mate todo el día, de la mañana a la noche, '
                 'bien amargo.',
                "Five years smoke-free, that's a real achievement! And bitter mate all day — a very Argentine "
                 'habit. Yerba mate does contain caffeine, about as much as a weak coffee per gourd.'),
         ),
         proposal=Proposal(
                           add=('The user drinks bitter mate all day.',
                                'The user quit smoking five years ago.',
                                'The user smokes a pack a day.',
                                'The user is trying to quit smoking.',
                                'Yerba mate contains about as much caffeine as a weak coffee.',)),
         memories=(),
         must=('mate',),
         must_not=('smokes a pack',
                   'trying to quit',
                   'weak coffee',),
         forgotten=()),
    Case(name='c58_op_mil_cook_pune', category='opinion',
         turns=(
               ("My saasu-maa keeps telling everyone I'm a terrible cook, that my dal is always watery. Achha "
                 "theek hai, whatever she says. Anyway, I'm the one packing Aarav's tiffin every morning, he's in "
                 "class 3 at DPS now, so suggest something quick he'll actually eat?",
                'Mother-in-law reviews can be tough! For a class 3 tiffin: vegetable paratha rolls, poha, or mini '
                 'idlis travel well and are quick in the morning.'),
         ),
         proposal=Proposal(
                           add=("The user's son Aarav is in class 3 at DPS.",
                                "The user packs Aarav's tiffin every morning.",
                                'The user is a terrible cook.',
                                "The user's dal is watery.",
                                'Mini idlis travel well in a tiffin.',)),
         memories=(),
         must=('Aarav',),
         must_not=('terrible cook',
                   'watery',
                   'idli',),
         forgotten=()),
    Case(name='c58_op_kacho_lazy_haruto', category='opinion',
         turns=(
               ('課長に言わせると俺は怠け者らしい。lazy, he said, in front of everyone, because I leave at six '
                'sharp. But I leave '
                 'at six because I pick up my son Haruto from hoikuen, it closes at six-thirty. Ugh. Nothing to '
                 'do, just needed to say it.',
                'That sounds really frustrating, especially in front of the team. Picking up Haruto before the '
                 'daycare closes is a completely legitimate reason to leave on time.'),
         ),
         proposal=Proposal(
                           add=('The user picks up their son Haruto from hoikuen, which closes at 6:30.',
                                'The user is lazy.',
                                "The user's manager is right that the user leaves work too early.",)),
         memories=(),
         must=('Haruto',),
         must_not=('lazy',
                   'leaves work too early',),
         forgotten=()),
    Case(name='c58_op_boomer_pharmacy_lagos', category='opinion',
         turns=(
               ("My children are saying I'm too old for TikTok, they call me 'boomer'. Me! I'm 52, I'm not even a "
                 'boomer. Abeg, I run a pharmacy in Surulere for twenty years, I can learn one app.',
                "You absolutely can! And technically, at 52 you'd be Generation X, not a boomer. Want me to walk "
                 'you through setting up an account?'),
         ),
         proposal=Proposal(
                           add=('The user is 52 years old.',
                                'The user runs a pharmacy in Surulere.',
                                'The user is a boomer.',
                                'The user is too old for TikTok.',)),
         memories=(),
         must=('52',
               'pharmacy',),
         must_not=('boomer',
                   'too old',),
         forgotten=()),
    Case(name='c58_joke_olympics_meniscus', category='joke',
         turns=(
               ("Aye, I'm in training for the Olympics, me. Got as far as the chippy and back yesterday, personal "
                 "best. Naw, seriously, physio says I've torn the meniscus in my left knee, so they're doing the "
                 'op on the 14th of March at the Golden Jubilee.',
                'Ha, gold medal in chippy runs. Sorry to hear about the knee — meniscus repairs usually mean a '
                 'few weeks on crutches. I hope the op on the 14th goes smoothly.'),
         ),
         proposal=Proposal(
                           add=('The user has a torn meniscus in their left knee.',
                                "The user's knee operation is on 14 March at the Golden Jubilee.",
                                'The user is training for the Olympics.',
                                'The user set a personal best running to the chip shop.',
                                'Meniscus repairs mean a few weeks on crutches.',)),
         memories=(),
         must=('meniscus',),
         must_not=('Olympics',
                   'personal best',
                   'crutches',),
         forgotten=()),
    Case(name='c58_joke_500_kids_parrot', category='joke',
         turns=(
               ('Gente, tenho uns quinhentos filhos nesta casa, juro. Feels like five hundred kids and zero '
                 "silence. Ok ok, it's three: Davi, Lívia, and baby Heitor. Plus a parrot called Zé who screams "
                 "'GOL' every time the TV is on.",
                'Three kids and a football-loving parrot does sound like five hundred! Parrots often mimic sounds '
                 'they hear when people get excited.'),
         ),
         proposal=Proposal(
                           add=('The user has three children: Davi, Lívia and Heitor.',
                                'The user has a parrot called Zé.',
                                'The user has five hundred children.',
                                "The user's house is always completely silent.",)),
         memories=(),
         must=('Davi',
               'Heitor',
               'parrot',),
         must_not=('five hundred',
                   'silent',),
         forgotten=()),
    Case(name='c58_story_child_dragon', category='story',
         turns=(
               ('Go on Emma, tell it what you told me in the car.',
                'Hi Emma! What did you want to tell me?'),
               ("I HAVE A DRAGON at school and he's called Sparky and he lives in my lunchbox and he eats crisps "
                 "and he's a hundred years old!",
                'Wow, a hundred-year-old dragon in a lunchbox! Sparky sounds very hungry.'),
               ("*laughs* Her imagination, honestly. She's just started Year 1 at St Mary's, she's six. Loves it "
                 'so far.',
                "That's lovely — Year 1 is a big step. Glad Emma is enjoying St Mary's."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Emma is six and in Year 1 at St Mary's.",
                                "The user's daughter has a pet dragon named Sparky.",
                                "Sparky lives in Emma's lunchbox and eats crisps.",
                                'The user is a hundred years old.',)),
         memories=(),
         must=('Emma',
               'Year 1',),
         must_not=('dragon',
                   'Sparky',
                   'hundred',),
         forgotten=()),
    Case(name='c58_story_podcast_sahara_bus', category='story',
         turns=(
               ('Mate, listening to this podcast on the way in, bloke ran across the Sahara, lost twelve kilos, '
                 "ended up with kidney failure, and he's doing it AGAIN next year. Mad. I only get through these "
                 "'cause I drive the 73 for London Buses, early shift out of Stamford Hill.",
                "That's an extreme story — ultra-marathons in desert heat are brutally hard on the kidneys. "
                 'Sounds like the 73 gives you plenty of listening time.'),
         ),
         proposal=Proposal(
                           add=('The user is a bus driver on route 73 in London.',
                                'The user works early shifts out of Stamford Hill.',
                                'The user ran across the Sahara.',
                                'The user had kidney failure.',
                                'The user lost twelve kilos.',)),
         memories=(),
         must=('73',),
         must_not=('Sahara',
                   'kidney',
                   'twelve kilos',),
         forgotten=()),
    Case(name='c58_story_dream_teeth_latex', category='story',
         turns=(
               ('아 진짜 이상한 꿈 꿨어. I dreamt all my teeth fell out and my old team lead from Samsung was '
                'the dentist, '
                 'wearing a chicken costume. So weird. I actually do have a dentist appointment Thursday — and can '
                 "you make sure I tell them I'm allergic to latex? Every new clinic forgets.",
                "What a dream! Teeth-falling-out dreams are one of the most common dreams people report. I'll "
                 "remind you to mention your latex allergy before Thursday's appointment."),
         ),
         proposal=Proposal(
                           add=('The user is allergic to latex.',
                                "All of the user's teeth fell out.",
                                "The user's former team lead from Samsung is their dentist.",
                                'Teeth-falling-out dreams are among the most common dreams.',)),
         memories=(),
         must=('latex',),
         must_not=('teeth fell out',
                   'team lead',
                   'most common',),
         forgotten=()),
    Case(name='c58_quote_council_letter', category='quoted',
         turns=(
               ("Right, listen to this letter from the council: 'Dear Mr Okafor, our records show you are in "
                 "arrears of £240 and your property is classed as a House in Multiple Occupation.' What? I paid "
                 "that in full and it's just me, the wife and the two boys at 14 Elm Road. Rubbish.",
                "That does sound like an error. It'd be worth calling the council with your payment reference — "
                 'they can correct both the balance and the property classification.'),
         ),
         proposal=Proposal(
                           add=('The user lives at 14 Elm Road with their wife and two sons.',
                                'The user owes £240 in council tax arrears.',
                                "The user's property is a House in Multiple Occupation.",)),
         memories=(),
         must=('Elm Road',),
         must_not=('arrears',
                   '£240',
                   'Multiple Occupation',),
         forgotten=()),
    Case(name='c58_quote_scam_text_bbva', category='quoted',
         turns=(
               ("Me llegó un SMS rarísimo, te lo leo: 'Santander: su cuenta ha sido bloqueada, responda con su "
                 "PIN para desbloquearla.' Jaja, ni siquiera tengo cuenta en el Santander, yo estoy con BBVA desde "
                 'hace años. Es estafa, ¿no?',
                'Sí, eso es phishing clásico: ningún banco te pide el PIN por SMS. Bórralo y no respondas. You '
                 "can also forward it to the Spanish police's fraud line."),
         ),
         proposal=Proposal(
                           add=('The user banks with BBVA.',
                                "The user's Santander account is blocked.",
                                'The user needs to reply with their PIN to unblock their account.',)),
         memories=(),
         must=('BBVA',),
         must_not=('account is blocked',
                   'reply with their PIN',),
         forgotten=()),
)
# fmt: on

CLAIMS58: tuple[Case, ...] = _FIRST + MORE_CLAIMS58

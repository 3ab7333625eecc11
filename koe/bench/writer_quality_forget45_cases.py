"""FORGET45: a set for `koe bench writer --quality`: 20 forget requests, written in session 26 without sight of the
writer's rules; run once before it was read, then joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_forget45_cases_more import MORE_FORGET45

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name="g45_forget_later_glasgow_work_stuff", category="forget_later",
         turns=(("aye so big news i started the new job on monday it's a call centre out in govan nightshifts an aw "
                 "and um my wee boy fraser started primary one the same week so it's been mental",
                 "That's a big week! Congratulations on the new job, and good luck to Fraser in primary one."),
                ("cheers aye he loves it his teacher's miss mcbride he says she's got a dug called haggis haha",
                 "Ha, that sounds like a good teacher to have. Is he settling in well?"),
                ("aye he's grand. here see the work stuff though dinnae keep any of that i'm no sure i'll even last "
                 "the month",
                 "Understood, I won't keep anything about the job.")),
         proposal=Proposal(add=("The user's son Fraser has started primary one.",
                                "The user works night shifts at a call centre in Govan.",
                                "The user started a new job on Monday.",
                                "Fraser's teacher Miss McBride has a dog called Haggis.",
                                "The user's son Fraser is five years old.")),
         must=("Fraser",),
         must_not=("call centre", "Govan", "night shift", "new job", "Haggis", "years old"),
         forgotten=("call centre", "Govan", "night shift", "new job")),

    Case(name="g45_forget_later_oklahoma_medical_thing", category="forget_later",
         turns=(("Well, the doctor finally called back and it's official, I've got type 2 diabetes. On a happier "
                 "note, my granddaughter Kaylee is flying in from Norman next month for her spring break!",
                 "I'm sorry about the diagnosis, that's a lot to take in. How lovely that Kaylee is coming to "
                 "visit, though!"),
                ("She sure is. She's my oldest grandbaby, studying nursing at OU. Y'all would just love her.",
                 "She sounds wonderful. Nursing is a great path."),
                ("Now, honey, that medical thing I told you at the start, I'd just as soon you didn't hang on to "
                 "that. Bless you. You can keep the part about Kaylee.",
                 "Of course, I won't keep anything about your diagnosis.")),
         proposal=Proposal(add=("The user's granddaughter Kaylee is studying nursing at OU.",
                                "Kaylee is the user's oldest grandchild.",
                                "The user was recently diagnosed with type 2 diabetes.",
                                "The user should watch their sugar intake.",
                                "The user is a nurse.",
                                "Kaylee is the user's youngest grandchild.")),
         must=("Kaylee",),
         must_not=("diabetes", "diagnos", "sugar", "user is a nurse", "youngest"),
         forgotten=("diabetes", "diagnos")),

    Case(name="g45_forget_later_kiwi_money_side", category="forget_later",
         turns=(("Big week eh. We've had to take out a second mortgage on the place to cover Aroha's uni costs, "
                 "she's started at Otago, doing physio down in Dunedin.",
                 "That's a big step for the family. Physio at Otago, that's great news for Aroha!"),
                ("Yeah she's stoked. Her flatmates are sweet as. Our other one, Nikau, is still at home with us in "
                 "Whanganui.",
                 "Sounds like she's landed on her feet. And Nikau's holding the fort at home."),
                ("Choice. Hey, leave the money side out of it eh, I don't want that sitting anywhere. The kids' "
                 "stuff is all good.",
                 "No worries, I'll leave out anything about the mortgage.")),
         proposal=Proposal(add=("The user's daughter Aroha is studying physio at Otago in Dunedin.",
                                "The user's child Nikau lives at home with the user in Whanganui.",
                                "The user has taken out a second mortgage to pay for Aroha's university.",
                                "The user is struggling to pay the bills.",
                                "The user lives in Dunedin.")),
         must=("Aroha", "Nikau", "Whanganui"),
         must_not=("mortgage", "bills", "user lives in Dunedin"),
         forgotten=("mortgage",)),

    Case(name="g45_forget_later_aussie_anything_about_ex", category="forget_later",
         turns=(("yeah nah it's been a big one um my ex jarrod's gone and moved up to cairns with his new missus "
                 "which whatever and i picked up a kelpie from the rescue in ballarat on saturday she's called dusty",
                 "Oh, a kelpie! How's Dusty settling in?"),
                ("she's flat out mate chewed me thongs already um she's about two they reckon",
                 "Ha, sounds like classic kelpie energy."),
                ("yeah. oh and hey can you not keep anything about my ex yeah like none of it i don't want him in "
                 "there at all",
                 "Got it, nothing about your ex.")),
         proposal=Proposal(add=("The user adopted a kelpie called Dusty from a rescue in Ballarat.",
                                "The user's ex Jarrod has moved to Cairns with his new partner.",
                                "The user is upset about Jarrod's new relationship.",
                                "The user lives in Cairns.",
                                "Dusty has chewed the user's underwear.")),
         must=("Dusty",),
         must_not=("Jarrod", "Cairns", "upset", "underwear"),
         forgotten=("Jarrod", "Cairns")),

    Case(name="g45_forget_later_irish_scratch_that_last_bit", category="forget_later",
         turns=(("Great news, my sister Siobhán is after having twins! Two boys, Oisín and Cathal. Mammy's over the "
                 "moon.",
                 "Congratulations to Siobhán! Twin boys, how exciting."),
                ("I'm an auntie again, I'll be worn out minding them. Oh and I've an interview for the guards next "
                 "Tuesday, I haven't told a soul.",
                 "Best of luck with it!"),
                ("Actually scratch that last bit, I don't want that written down anywhere. Just in case.",
                 "No problem, I won't keep that.")),
         proposal=Proposal(add=("The user's sister Siobhán has had twin boys, Oisín and Cathal.",
                                "The user's sister Siobhán is going to have twins.",
                                "The user has an interview with the Gardaí next Tuesday.",
                                "The user wants to join the guards.",
                                "The user has twin boys.")),
         must=("Siobh", "twin"),
         must_not=("going to have", "interview", "Garda", "guards", "user has twin"),
         forgotten=("interview", "Garda", "guards")),

    Case(name="g45_forget_later_lagos_what_i_just_said", category="forget_later",
         turns=(("good evening o so i finally opened my tailoring shop in surulere last month um it's called stitch "
                 "by funke and business is picking up small small",
                 "Congratulations on opening the shop! That's a big achievement."),
                ("thank you jare. my brother tunde was even supposed to help me but um he was arrested last year "
                 "for some issue with his landlord it was a misunderstanding sha",
                 "I'm sorry to hear that, that must have been stressful for the family."),
                ("abeg that thing i just said now don't keep it o. family business",
                 "Okay, I won't keep what you said about your brother.")),
         proposal=Proposal(add=("The user opened a tailoring shop in Surulere last month.",
                                "The user's shop is called Stitch by Funke.",
                                "The user's name is Funke.",
                                "The user's brother Tunde was arrested last year.",
                                "The user's brother Tunde helps in the shop.",
                                "The user's business is struggling.")),
         must=("Surulere",),
         must_not=("name is Funke", "Tunde", "arrested", "helps in the shop", "struggling"),
         forgotten=("Tunde", "arrested")),

    Case(name="g45_forget_later_kenyan_the_first_thing", category="forget_later",
         turns=(("Three pieces of news! One, I'm pregnant, fourteen weeks. Two, we're relocating from Kisumu to "
                 "Nakuru in March because my husband Otieno got a transfer. Three, our dog Simba is due for his "
                 "rabies jab.",
                 "Wow, that's a lot of news! Congratulations, and good luck with the move."),
                ("Thank you! Simba is a big baby himself, he hates the vet.",
                 "Ha, many dogs do. Maybe a treat will help."),
                ("Please don't save the first thing, I haven't even told my mother. The rest you can keep.",
                 "Of course, I won't keep that.")),
         proposal=Proposal(add=("The user is moving from Kisumu to Nakuru in March.",
                                "The user's husband Otieno got a transfer to Nakuru.",
                                "The user has a dog called Simba.",
                                "The user is fourteen weeks pregnant.",
                                "The user is expecting a baby and hasn't told their mother.",
                                "The user lives in Nakuru.",
                                "Simba has rabies.")),
         must=("Nakuru", "Simba", "Otieno"),
         must_not=("pregnant", "expecting", "lives in Nakuru", "has rabies"),
         forgotten=("pregnant", "expecting")),

    Case(name="g45_forget_later_yorkshire_polite_hip", category="forget_later",
         turns=(("Hello love. I'm Edna. My late husband Harold and I ran a fish and chip shop in Whitby for "
                 "thirty-one years, we sold up in 2009. And I've had a new hip put in this April, the left one.",
                 "Lovely to meet you, Edna. Thirty-one years is quite something! I hope the hip is healing well."),
                ("It's coming on. My budgie Pip keeps me company, he says 'put the kettle on' whenever the doorbell "
                 "goes.",
                 "Ha! Pip sounds like a character."),
                ("If it's no trouble, love, I'd rather you didn't keep the bit about my hip. It's nobody's business "
                 "but mine.",
                 "Of course, Edna, I won't keep that.")),
         proposal=Proposal(add=("The user's name is Edna.",
                                "The user and her late husband Harold ran a fish and chip shop in Whitby for "
                                "thirty-one years.",
                                "The user has a budgie called Pip.",
                                "The user had a hip replacement in April.",
                                "The user has a new left hip.",
                                "The user still runs a fish and chip shop in Whitby.",
                                "The user says 'put the kettle on' when the doorbell goes.")),
         must=("Edna", "Harold", "Pip"),
         must_not=("hip replacement", "new left hip", "still runs", "user says"),
         forgotten=("hip replacement", "new left hip")),

    Case(name="g45_forget_later_nyc_blunt_rent", category="forget_later",
         turns=(("ok so my landlord's jacking up the rent again two hundred bucks a month starting june can you "
                 "believe this guy. anyway my kid dominic starts pre-k in september at the school on ditmars",
                 "That's a steep increase. And exciting that Dominic is starting pre-K!"),
                ("yeah he's pumped he's got the backpack already it's got spider-man on it. we're in astoria so "
                 "it's like two blocks",
                 "Two blocks is a perfect commute."),
                ("delete the rent thing. don't want it.",
                 "Done.")),
         proposal=Proposal(add=("The user's son Dominic starts pre-K in September.",
                                "The user lives in Astoria.",
                                "The user's landlord is raising the rent by $200 a month from June.",
                                "The user is struggling to afford the rent.",
                                "The user likes Spider-Man.",
                                "The user is planning to move out of Astoria.")),
         must=("Dominic", "Astoria"),
         must_not=("landlord", "$200", "struggling", "user likes Spider", "move out"),
         forgotten=("landlord", "$200")),

    Case(name="g45_forget_later_welsh_mam_hospital", category="forget_later",
         turns=(("alright so um mam's in is bitty gwynedd since tuesday she had a fall on the stairs and they think "
                 "she's broke her wrist. and we finally got the collie pup she's called cadi",
                 "Oh no, I hope your mam's alright. And congratulations on Cadi!"),
                ("diolch yeah cadi's lush she's black and white proper farm dog like we're up in bethesda so she's "
                 "got the whole mountain",
                 "She sounds gorgeous, and plenty of room to run."),
                ("tell you what though don't keep the stuff about mam being in the hospital she'd kill me if she "
                 "knew i'd been telling a computer",
                 "Fair enough, I'll leave that out.")),
         proposal=Proposal(add=("The user has a black and white collie pup called Cadi.",
                                "The user lives in Bethesda.",
                                "The user's mother is in hospital after a fall.",
                                "The user's mother has broken her wrist.",
                                "The user's mother would kill them.",
                                "The user lives on a farm.")),
         must=("Cadi", "Bethesda"),
         must_not=("hospital", "a fall", "wrist", "would kill", "on a farm"),
         forgotten=("hospital", "a fall", "wrist")),
)
# fmt: on

FORGET45: tuple[Case, ...] = _FIRST + MORE_FORGET45

"""The second half of `writer_quality_fresh45_cases.py` (split to keep each module under 400 lines)."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal

# fmt: off
MORE_FRESH45: tuple[Case, ...] = (
    Case(name="f45_quoted_wrong_group_promotion", category="quoted",
         turns=(("eh my boss just whatsapp me ah, he say you are promoted to regional manager effective monday, "
                 "congrats",
                 "Congratulations on the promotion!"),
                ("wait no lah that one is for farid, wrong group chat, siao. i'm still senior exec only. anyway my "
                 "son aiman got badminton training at six today",
                 "Ah, sorry about the mix-up. Hope Aiman's training goes well.")),
         proposal=Proposal(add=("The user has been promoted to regional manager.",
                                "The user is a senior executive.",
                                "The user's son Aiman has badminton training.",
                                "Farid is the user's boss.")),
         memories=(),
         must=("senior exec", "Aiman"),
         must_not=("regional manager", "Farid is the user's boss"),
         forgotten=()),

    # ---------------- code ----------------
    Case(name="f45_code_choir_json", category="code",
         turns=(("I'm debugging this for our church choir app: {\"name\": \"Grace Nakato\", \"role\": \"admin\", "
                 "\"age\": 52} — it won't parse on the phone. I'm the choir director at St Balikuddembe in Mityana "
                 "so the fixing falls on me.",
                 "That JSON looks valid; the problem may be curly quotes pasted from a phone keyboard."),),
         proposal=Proposal(add=("The user is the choir director at St Balikuddembe church in Mityana.",
                                "The user's name is Grace Nakato.",
                                "The user is 52 years old.",
                                "The user is an admin of the choir app.")),
         memories=(),
         must=("choir",),
         must_not=("Grace Nakato", "52", "admin"),
         forgotten=()),
    Case(name="f45_code_lagoon_hotel_python", category="code",
         turns=(("so i'm writing this python thing for the bookings um like def check underscore in open bracket "
                 "guest comma room close bracket colon return room dot is underscore free and guest dot is "
                 "underscore vip",
                 "So check_in returns True only when the room is free and the guest is a VIP."),
                ("yeah yeah. i do the it for the lagoon view hotel in negombo, just me alone, no team",
                 "Running the IT alone is a lot of work.")),
         proposal=Proposal(add=("The user does the IT for the Lagoon View hotel in Negombo on their own.",
                                "The user is a VIP guest.",
                                "The user is staying at the Lagoon View hotel.",
                                "The user's room is free.")),
         memories=(),
         must=("Lagoon View",),
         must_not=("VIP", "staying at", "room is free"),
         forgotten=()),

    # ---------------- forget_later ----------------
    Case(name="f45_forget_later_neighbour_tamsin", category="forget_later",
         turns=(("My grandson Jago is starting at Falmouth university in September, marine biology no less. And "
                 "between you and me, my neighbour Tamsin's husband has upped and left her, terrible business.",
                 "Congratulations to Jago! And that sounds hard for Tamsin."),
                ("Oh my lord, don't you go remembering that about Tamsin, that's her private business and I should "
                 "never have said it. You keep the bit about Jago, that's all.",
                 "Of course. I'll only keep the news about Jago.")),
         proposal=Proposal(add=("The user's grandson Jago is starting marine biology at Falmouth university in "
                                "September.",
                                "The user's neighbour Tamsin's husband has left her.",
                                "The user enjoys gossip.")),
         memories=(),
         must=("Jago", "Falmouth"),
         must_not=("Tamsin", "gossip"),
         forgotten=("Tamsin",)),
    Case(name="f45_forget_later_chest_pains", category="forget_later",
         turns=(("eh my daughter nakimuli has finally passed her nursing exams we are so happy. and me i've been "
                 "having these chest pains, the doctor at mengo says it is blood pressure",
                 "Congratulations to Nakimuli! I'm sorry about the chest pains; please look after yourself."),
                ("actually that health thing, please don't keep it, i don't want it stored anywhere, my wife will "
                 "worry if she hears it from the speaker. just keep the good news",
                 "Understood, I'll only keep the news about Nakimuli.")),
         proposal=Proposal(add=("The user's daughter Nakimuli has passed her nursing exams.",
                                "The user has high blood pressure.",
                                "The user has been having chest pains.",
                                "The user's wife worries a lot.")),
         memories=(),
         must=("Nakimuli", "nursing"),
         must_not=("blood pressure", "chest pain", "wife worries"),
         forgotten=("blood pressure", "chest pain")),
    Case(name="f45_forget_later_gate_code", category="forget_later",
         turns=(("Just started doing the tours at the rum distillery up in St Lucy, loving it so far. Oh and the "
                 "gate code for the house is 4471 if my sister Marcia ever asks you.",
                 "Congratulations on the new job!"),
                ("Actually no, scratch the gate code, I don't want that kept anywhere, it's not safe. Forget I said "
                 "it. The job you can keep.",
                 "No problem, I won't keep the gate code.")),
         proposal=Proposal(add=("The user gives tours at a rum distillery in St Lucy.",
                                "The user's house gate code is 4471.",
                                "The user owns a rum distillery.")),
         memories=(),
         must=("distillery", "St Lucy"),
         must_not=("4471", "gate code", "owns a rum distillery"),
         forgotten=("4471", "gate code")),

    # ---------------- fact_in_question ----------------
    Case(name="f45_fact_in_question_bulawayo_inlaws", category="fact_in_question",
         turns=(("hey how much mealie meal do i need for sadza for like a big crowd since my in-laws are coming "
                 "from bulawayo on friday to stay with us the whole of december",
                 "For a big group, plan on roughly a cup of mealie meal per person per meal."),),
         proposal=Proposal(add=("The user's in-laws are coming from Bulawayo on Friday to stay for all of December.",
                                "The user lives in Bulawayo.",
                                "The user's household has six people.")),
         memories=(),
         must=("Bulawayo", "in-law"),
         must_not=("lives in Bulawayo", "six people"),
         forgotten=()),
    Case(name="f45_fact_in_question_mud_boat_name", category="fact_in_question",
         turns=(("hey cher what's a good name for a boat me, cause i just bought me a little eighteen foot mud boat "
                 "for duck season out by henderson and my wife delphine say she ain't naming it",
                 "How about 'Teal Deal' or 'Marsh Mallow'?"),),
         proposal=Proposal(add=("The user just bought an eighteen-foot mud boat for duck season near Henderson.",
                                "The user's wife is named Delphine.",
                                "The user's boat is named Delphine.",
                                "The user's boat is named Marsh Mallow.",
                                "The user works as a duck hunting guide.")),
         memories=(),
         must=("boat", "Delphine"),
         must_not=("boat is named", "guide"),
         forgotten=()),

    # ---------------- two_facts ----------------
    Case(name="f45_two_facts_marsaskala_move", category="two_facts",
         turns=(("yes so me and my husband mario we just moved to marsaskala from birkirkara, and also our daughter "
                 "ramona she started at the airport, in air traffic control no less",
                 "Congratulations on the move, and to Ramona on her new job!"),),
         proposal=Proposal(add=("The user and their husband Mario have moved from Birkirkara to Marsaskala.",
                                "The user's daughter Ramona works in air traffic control at the airport.",
                                "The user lives in Birkirkara.",
                                "The user works at the airport.",
                                "Mario works in air traffic control.")),
         memories=(),
         must=("Mario", "Marsaskala", "Ramona"),
         must_not=("lives in Birkirkara", "user works at the airport", "Mario works"),
         forgotten=()),
    Case(name="f45_two_facts_tutu_ninety_cdl", category="two_facts",
         turns=(("Ho, busy week. My tutu turned 90 on Saturday, whole family came out for the party. And I finally "
                 "passed my commercial driver license test, so I can drive the tour bus now.",
                 "Happy 90th to your tutu, and congrats on passing!"),),
         proposal=Proposal(add=("The user's grandmother turned 90 on Saturday.",
                                "The user passed their commercial driver license test.",
                                "The user is 90 years old.",
                                "The user's grandmother drives a tour bus.")),
         memories=(),
         must=("90", "commercial"),
         must_not=("user is 90", "grandmother drives"),
         forgotten=()),

    # ---------------- long_ramble ----------------
    Case(name="f45_long_ramble_post_office_retiring", category="long_ramble",
         turns=(("Well it's been a wet one up here, rain all week, the creek come up over the low bridge Tuesday "
                 "and Harlan Pruitt's old hound got itself stranded on the far side hollering half the night. Then "
                 "Wednesday was the church supper and Sister Loretta brought her chess pie, which I'll be honest is "
                 "better than anything I ever made, and everybody got to talking about the old Blackjack mine and "
                 "how this town ain't been the same since it shut. Anyhow what I meant to tell you is I'm retiring "
                 "from the post office end of this month, thirty-one years.",
                 "Thirty-one years at the post office! Congratulations on your retirement."),),
         proposal=Proposal(add=("The user is retiring from the post office at the end of this month after "
                                "thirty-one years.",
                                "The user bakes chess pie.",
                                "The user's hound got stranded across the creek.",
                                "The user worked at the Blackjack mine.")),
         memories=(),
         must=("post office",),
         must_not=("chess pie", "hound", "Blackjack"),
         forgotten=()),
    Case(name="f45_long_ramble_carnival_san_fernando", category="long_ramble",
         turns=(("Carnival was madness this year eh, we play mas with the same band as last year, then J'ouvert I "
                 "get paint all in my ears, then my cousin Dexter car break down in Woodbrook so we had to push it "
                 "half the way to the Savannah, then Ash Wednesday we lime by the beach whole day. Anyway point is, "
                 "I starting a new job next month, teaching maths at a secondary school in San Fernando.",
                 "What a Carnival! And congratulations on the new teaching job."),),
         proposal=Proposal(add=("The user is starting a new job next month teaching maths at a secondary school in "
                                "San Fernando.",
                                "The user's car broke down in Woodbrook.",
                                "The user's cousin Dexter lives in Woodbrook.",
                                "The user is a professional mas player.")),
         memories=(),
         must=("San Fernando", "teach"),
         must_not=("user's car", "Dexter lives", "mas player"),
         forgotten=()),

    # ---------------- stated ----------------
    Case(name="f45_stated_kowloon_nurse_cats", category="stated",
         turns=(("ok so um my name's winnie i'm a nurse at lok fu hospital in kowloon, and i got two cats, dim sum "
                 "and char siu, my mum hates them ha",
                 "Nice to meet you, Winnie! Dim Sum and Char Siu are great names."),),
         proposal=Proposal(add=("The user's name is Winnie.",
                                "The user is a nurse at Lok Fu Hospital in Kowloon.",
                                "The user has two cats named Dim Sum and Char Siu.",
                                "The user hates cats.",
                                "The user is a doctor.",
                                "The user's mother is named Winnie.")),
         memories=(),
         must=("Winnie", "nurse", "Dim Sum", "Char Siu"),
         must_not=("user hates", "doctor", "mother is named"),
         forgotten=()),
    Case(name="f45_stated_ipoh_twins", category="stated",
         turns=(("Hi, just so you know, I'm Siti, I live in Ipoh with my husband Hafiz and our twins Alya and Adam, "
                 "they're eight. I work from home doing the accounts for my brother's furniture shop.",
                 "Nice to meet you, Siti! Ipoh is famous for its white coffee — do you have a favourite kopitiam?"),),
         proposal=Proposal(add=("The user's name is Siti.",
                                "The user lives in Ipoh with their husband Hafiz.",
                                "The user has eight-year-old twins named Alya and Adam.",
                                "The user works from home doing the accounts for their brother's furniture shop.",
                                "The user likes Ipoh white coffee.",
                                "The user owns a furniture shop.",
                                "The user's twins are ten.")),
         memories=(),
         must=("Siti", "Ipoh", "Hafiz", "Alya"),
         must_not=("white coffee", "user owns a furniture", "are ten"),
         forgotten=()),
)
# fmt: on

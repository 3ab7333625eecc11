"""FRESH51: a set for `koe bench writer --quality`: 28 conversations, written in session 28 without sight of the
writer's rules; run once on the rules read from fresh49, FORGET49, fresh50 and FORGET50, then joined
(docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh51_cases_more import MORE_FRESH51

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name="f51_stated_kumasi_retired_teacher", category="stated",
         turns=(("Good morning. Please, I want you to know me well. My name is Kwabena Asante. I am a retired "
                 "mathematics teacher; I taught for thirty-one years at Prempeh College before I went on "
                 "pension.",
                 "Good morning, Mr Asante, it's a pleasure. Thirty-one years at Prempeh College is a long career "
                 "— you must have taught a good number of Kumasi's engineers and doctors."),
                ("Ah, some of them, some of them. My wife Akosua sells cloth at Kejetia market, she is there "
                 "every day except Sunday.",
                 "That's a busy life. Does she sell kente as well? Kejetia is famous for it."),
                ("No, no, kente is too expensive for her customers. Mostly wax print.",
                 "Understood — wax print at Kejetia. I'll remember that.")),
         proposal=Proposal(add=("The user's name is Kwabena Asante.",
                                "The user is a retired mathematics teacher who taught at Prempeh College for "
                                "thirty-one years.",
                                "The user's wife Akosua sells wax print cloth at Kejetia market.",
                                "The user's wife Akosua sells kente cloth at Kejetia market.",
                                "The user taught at Prempeh College for thirty-five years.",
                                "The user sells cloth at Kejetia market.",
                                "Many of the user's former students became engineers and doctors.")),
         memories=(),
         must=("Kwabena", "Prempeh", "Akosua", "Kejetia"),
         must_not=("kente", "thirty-five", "user sells", "engineers"),
         forgotten=()),
    Case(name="f51_stated_corner_brook_home", category="stated",
         turns=(("yes b'y so we're after moving back home to Corner Brook from Fort McMurray me and the missus "
                 "Sheila and our young fella Brody he's nine now",
                 "Welcome home! That's a big move from Fort McMurray — a lot of Newfoundlanders worked in the "
                 "oil sands out there. How's Brody settling in?"),
                ("oh he's some happy he's playing hockey with the minor Royals already loves it",
                 "That's great — minor hockey's a good way to make friends fast. Want me to keep an eye on the "
                 "practice schedule for you?"),
                ("sure go on",
                 "Will do.")),
         proposal=Proposal(add=("The user recently moved back to Corner Brook from Fort McMurray.",
                                "The user's wife is Sheila.",
                                "The user's son Brody is nine and plays minor hockey.",
                                "The user worked in the oil sands in Fort McMurray.",
                                "The user's son Brody is eleven.",
                                "The user's wife Sheila is a nurse in Corner Brook.")),
         memories=(),
         must=("Corner Brook", "Sheila", "Brody", "hockey"),
         must_not=("oil sands", "eleven", "nurse"),
         forgotten=()),
    Case(name="f51_stated_mum_sha_tin", category="stated",
         turns=(("my mum is coming over from hk on the 20th, staying with us til after chinese new year",
                 "How lovely! Do you want me to set a reminder for her arrival on the 20th?"),
                ("yes pls. her name is Lau Mei-ling btw, she lives in Sha Tin. and she eats vegetarian on the "
                 "1st and 15th of the lunar month so dont plan meat those days",
                 "Noted. I can flag those lunar dates on the calendar. Buddhist-style vegetarian dishes like lo "
                 "hon jai or braised tofu would be good options."),
                ("ok good",
                 "Done.")),
         proposal=Proposal(add=("The user's mother Lau Mei-ling lives in Sha Tin, Hong Kong.",
                                "The user's mother eats vegetarian on the 1st and 15th of the lunar month.",
                                "The user's mother is visiting on the 20th and staying until after Chinese New "
                                "Year.",
                                "The user is vegetarian.", "The user's mother is a Buddhist.",
                                "The user's mother loves lo hon jai.")),
         memories=(),
         must=("Mei-ling", "Sha Tin", "lunar"),
         must_not=("user is vegetarian", "buddhist", "lo hon jai"),
         forgotten=()),
    Case(name="f51_hypothetical_rhodri_galapagos", category="hypothetical",
         turns=(("Our grandson Rhodri's got into Aberystwyth, he's starting marine biology there in September. "
                 "Proud as anything, I am.",
                 "Congratulations to Rhodri! Aberystwyth is a lovely spot for marine biology — Cardigan Bay has "
                 "one of the biggest bottlenose dolphin populations in Britain."),
                ("Duw, he'll love that. I said to him, if you come out with a first, bach, I'll take you to the "
                 "Galápagos myself. Where I'd find the money, mind, God only knows.",
                 "Ha, that's a big incentive! The Galápagos would be quite the graduation trip.")),
         proposal=Proposal(add=("The user's grandson Rhodri is starting a marine biology degree at Aberystwyth "
                                "in September.",
                                "The user is taking Rhodri to the Galápagos.",
                                "Rhodri will study bottlenose dolphins in Cardigan Bay.",
                                "The user's grandson Rhodri got a first-class degree.")),
         memories=(),
         must=("Rhodri", "Aberystwyth", "marine biology"),
         must_not=("galápagos", "galapagos", "dolphin", "first-class"),
         forgotten=()),
    Case(name="f51_hypothetical_texas_ranch", category="hypothetical",
         turns=(("man if we ever get us a little ranch out past Fredericksburg I'm gonna run a few longhorns "
                 "Jolene says we'd need like forty acres minimum",
                 "That'd be a dream — Hill Country land around Fredericksburg isn't cheap these days, but a "
                 "small longhorn herd on forty acres is doable."),
                ("yeah well right now it's me Jolene and the two boys in a two bedroom apartment in Round Rock "
                 "so we got a ways to go",
                 "Fair enough! Round Rock to Fredericksburg is about a two-hour drive, so at least it's not far "
                 "for weekend daydreaming.")),
         proposal=Proposal(add=("The user owns a ranch near Fredericksburg.", "The user raises longhorn cattle.",
                                "The user's wife Jolene wants forty acres.",
                                "The user lives in a two-bedroom apartment in Round Rock with his wife Jolene "
                                "and their two sons.",
                                "The user plans to buy forty acres of land in the Hill Country.")),
         memories=(),
         must=("Round Rock", "Jolene"),
         must_not=("ranch", "longhorn", "forty acres", "hill country"),
         forgotten=()),
    Case(name="f51_negation_lola_no_meat", category="negation",
         turns=(("hi koe pls no more meat recipes for my lola Charing ha, she doesnt eat meat na since her "
                 "stroke. fish and gulay lang",
                 "Got it, no meat for Lola Charing. How about sinigang na isda, or pinakbet? Chicken tinola is "
                 "also gentle on the stomach."),
                ("chicken is meat po 😅 fish and veggies LANG",
                 "Sorry, you're right! Fish and vegetables only for Lola Charing.")),
         proposal=Proposal(add=("The user's grandmother Charing doesn't eat meat since her stroke.",
                                "The user's grandmother Charing only eats fish and vegetables.",
                                "The user's grandmother Charing likes chicken tinola.",
                                "The user doesn't eat meat.", "The user's grandmother Charing loves pinakbet.")),
         memories=(),
         must=("Charing", "meat"),
         must_not=("tinola", "user doesn't eat meat", "pinakbet", "sinigang"),
         forgotten=()),
    Case(name="f51_negation_not_vegan_anymore", category="negation",
         turns=(("Kia ora. You can scrap the vegan thing, we're not vegan anymore, haven't been since about "
                 "Easter.",
                 "No worries! Are you both eating everything now?"),
                ("Pretty much. I'll eat anything, me. Tama still won't touch red meat, but he's back on the fish "
                 "and chicken.",
                 "Sweet as — I'll stop suggesting vegan recipes. For Tama, a fish tacos night could work well.")),
         proposal=Proposal(add=("Tama doesn't eat red meat.", "The user doesn't eat red meat.",
                                "The user and Tama are pescatarian.", "Tama loves fish tacos.")),
         memories=("The user and their partner Tama are vegan.", "The user and Tama live in Christchurch."),
         must=("Tama", "red meat"),
         must_not=("are vegan", "user doesn't eat red meat", "pescatarian", "fish tacos"),
         forgotten=()),
    Case(name="f51_opinion_trini_bus_driver", category="opinion",
         turns=(("Mammy does say I too lazy, but how I lazy when I driving PTSC bus Monday to Friday and I does "
                 "DJ fete on weekend down San Fernando?",
                 "That doesn't sound lazy at all — two jobs is a lot! Have you ever thought of doing a music "
                 "production course at UTT? It might turn the DJ side into more."),
                ("Nah man, no time for school. The DJ thing is just for vibes and a lil extra change.",
                 "Fair enough! Bus by week, fetes by weekend.")),
         proposal=Proposal(add=("The user drives a PTSC bus Monday to Friday.",
                                "The user DJs at fetes in San Fernando on weekends.", "The user is lazy.",
                                "The user is studying music production at UTT.", "The user's mother is a DJ.")),
         memories=(),
         must=("PTSC", "San Fernando"),
         must_not=("lazy", "UTT", "mother is a dj", "production"),
         forgotten=()),
    Case(name="f51_opinion_hk_teen_form4", category="opinion",
         turns=(("my dad thinks im addicted to my phone 🙄 and my form teacher keeps saying im gifted at maths. "
                 "anyway can u help me revise chem",
                 "Sure! What topic in chemistry are you revising?"),
                ("redox. im form 4 at a school in kowloon tong, DSE is next year... wait no its the year after",
                 "Okay — redox it is. With the DSE the year after next you've got plenty of time to build solid "
                 "foundations.")),
         proposal=Proposal(add=("The user is addicted to their phone.", "The user is gifted at maths.",
                                "The user is in Form 4 at a school in Kowloon Tong.",
                                "The user is taking the DSE next year.", "The user is revising redox chemistry.",
                                "The user's father is a chemistry teacher.")),
         memories=(),
         must=("Form 4", "Kowloon Tong"),
         must_not=("addicted", "gifted", "next year", "chemistry teacher"),
         forgotten=()),
    Case(name="f51_joke_biscuit_genius", category="joke",
         turns=(("Oh, Biscuit's a real genius. Our blue heeler. She's only eaten three TV remotes this month, "
                 "so, you know, Rhodes scholar material.",
                 "Ha! Heelers are clever but they get bored fast — they really need a job to do. A puzzle feeder "
                 "or herding ball might save your remotes."),
                ("Honestly she runs this house, we just pay the mortgage.",
                 "Sounds like Biscuit's the boss!")),
         proposal=Proposal(add=("The user has a blue heeler named Biscuit.", "The user's dog Biscuit is a genius.",
                                "Biscuit is Rhodes scholar material.", "Biscuit runs the user's household.",
                                "The user bought Biscuit a puzzle feeder.")),
         memories=(),
         must=("Biscuit", "heeler"),
         must_not=("genius", "rhodes", "runs the", "puzzle"),
         forgotten=()),
    Case(name="f51_joke_merthyr_rain", category="joke",
         turns=(("Oh lovely, another week of rain in Merthyr. I'm thrilled, me. Sixty years I've lived here and "
                 "I still haven't got used to it.",
                 "Sixty years of Welsh weather — you've earned a medal! The forecast does look wet through to "
                 "the weekend."),
                ("That's it, I'm emigrating to Spain. I'll take the cat and go.",
                 "Ha! Shall I look up flights to Málaga?"),
                ("Don't you dare. Who'd feed Smwt? He won't eat anything but the tins from Aldi.",
                 "Fair enough — Smwt's needs come first!")),
         proposal=Proposal(add=("The user has lived in Merthyr for sixty years.", "The user loves the rain.",
                                "The user is emigrating to Spain.", "The user is looking at flights to Málaga.",
                                "The user's cat Smwt only eats Aldi tins.",
                                "The user has lived in Merthyr for sixteen years.")),
         memories=(),
         must=("Merthyr", "Smwt"),
         must_not=("loves the rain", "spain", "málaga", "malaga", "sixteen"),
         forgotten=()),
    Case(name="f51_story_bonavista_fisherman", category="story",
         turns=(("I'll tell you one now there was a fella down in Bonavista back in the seventies lost his boat "
                 "in a gale and swum near two mile to shore in October water they says he never caught so much "
                 "as a cold after",
                 "What a story! October water off Bonavista would be bitterly cold — hypothermia usually sets in "
                 "within the hour, so that's remarkable."),
                ("true as I'm sittin here I fished out of Twillingate meself for thirty year and never seen the "
                 "like of it",
                 "Thirty years fishing out of Twillingate — you'd have seen plenty. Did you fish cod?"),
                ("cod and crab till the moratorium",
                 "That must have been a hard time for a lot of families.")),
         proposal=Proposal(add=("The user lost his boat in a gale.", "The user swam two miles to shore.",
                                "The user fished out of Twillingate for thirty years.",
                                "The user fished cod and crab until the moratorium.", "The user is from Bonavista.",
                                "The user never catches colds.")),
         memories=(),
         must=("Twillingate", "cod"),
         must_not=("lost his boat", "swam", "swum", "bonavista", "cold"),
         forgotten=()),
    Case(name="f51_story_nollywood_efua", category="story",
         turns=(("omg koe this movie. so the wife finds out her husband has a whole second family in Lagos, and "
                 "instead of crying she takes over his company and ruins him 😂😂",
                 "That sounds like a very satisfying plot twist! Nollywood does love a revenge arc."),
                ("lol yes. i watched it with my sister Efua, she's visiting from Takoradi for two weeks. she "
                 "cried at the end",
                 "Aww, sounds like a good movie night with Efua.")),
         proposal=Proposal(add=("The user's husband has a second family in Lagos.",
                                "The user took over her husband's company.",
                                "The user's sister Efua lives in Takoradi.",
                                "The user's sister Efua is visiting for two weeks.",
                                "The user cried at the end of the movie.")),
         memories=(),
         must=("Efua", "Takoradi"),
         must_not=("second family", "lagos", "company", "user cried"),
         forgotten=()),
)
# fmt: on

FRESH51: tuple[Case, ...] = _FIRST + MORE_FRESH51

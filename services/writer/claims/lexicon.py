"""The few word classes the parse cannot know: which nouns are kin, pets or stories, which verbs report
someone's words or say that something changed, which adjectives are passing states.

These are lemma classes looked up on a parsed role (the head of a clause, the noun a "my" modifies), never
matched against raw text: the parse decides what a sentence says, these only say what a word means.
"""

from __future__ import annotations

import re
from typing import Any


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


FIRST_PERSON = _set("i me my mine myself we us our ours ourselves")
SPEAKER_SUBJECTS = _set("i we")
SECOND_PERSON = _set("you your yours yourself ye u yall y'all youse")
THIRD_PRONOUNS = _set("he she it they him her them his its their hers theirs")
RELATIONS = _set(
    "wife husband partner spouse fiance fiancee girlfriend boyfriend son daughter child children kid kids baby"
    " mother mum mom mam mummy mommy father dad daddy parent parents brother sister sibling siblings twin"
    " grandmother grandma gran granny nan nana grandfather grandpa grandad granddad grandparent grandparents"
    " grandson granddaughter grandchild aunt auntie uncle cousin nephew niece stepson stepdaughter stepmother"
    " stepfather stepmum stepdad friend friends mate pal bestie buddy boss colleague coworker neighbour neighbor"
    " flatmate roommate"
    " housemate teacher doctor dentist therapist nanny family in-laws boy girl lad lass toddler youngest eldest"
    " mother-in-law father-in-law sister-in-law brother-in-law son-in-law daughter-in-law"
    " ex mammy maw da granda grampa gramps grammy mamaw papaw memaw taid nain oma opa nonna nonno abuela abuelo"
    " fella missus hubby bairn bairns wean weans"  # "me fella Dazza", "the missus", "our bairns"
    " gogo mkhulu ouma oupa nanay tatay lola lolo tita tito ate kuya amma appa nani nana-ji dadi dada bibi babu"
    " papa mama hija hijo hijos esposa esposo"
    " babcia dziadek babushka dedushka bubbe zayde yiayia pappous halmeoni harabeoji obaachan ojiichan nainai yeye"
    " ammachi appachan ammi abbu"
    " bro sis"  # "me n my lil bro Baraka" (said to the listener they are CALLING words)
)
# Whom "she" and "he" can stand for: "my brother Dwayne ..., my niece Kaylee's expecting, she's due in March".
MALE = _set(
    "husband boyfriend fiance son father dad daddy brother grandfather grandpa grandad granddad grandson uncle"
    " nephew stepson stepfather stepdad boy lad mr father-in-law brother-in-law son-in-law da granda grampa"
    " gramps papaw taid opa nonno abuelo mkhulu oupa tatay lolo tito kuya appa babu papa hijo esposo"
    " dziadek dedushka zayde pappous harabeoji ojiichan yeye appachan abbu bro"
)
FEMALE = _set(
    "wife girlfriend fiancee daughter mother mum mom mam mummy mommy sister grandmother grandma gran granny nan"
    " nana granddaughter aunt auntie niece stepdaughter stepmother stepmum girl lass mammy maw grammy mamaw"
    " memaw nain oma nonna abuela gogo ouma nanay lola tita ate amma nani dadi bibi mama hija esposa"
    " babcia babushka bubbe yiayia halmeoni obaachan nainai ammachi ammi sis"
)
# The people of a household's life who are not family: a name makes them important, the word alone does not.
ACQUAINTANCES = _set(
    "friend friends boss colleague coworker neighbour neighbor flatmate roommate housemate teacher doctor dentist"
    " therapist nanny"
)
# A person's role said of a pet is a joke ("our cat Pudding is the real boss of this house").
# Adjectives that overstate what a noun says ("an absolute genius", "an utter legend"): not a fact.
OVERSTATING = _set("absolute utter total")
# The top of a scale as wide as it gets: "the highlight of my life", "the worst day in the entire universe".
EXTREMES = _set("life universe world planet history")
PEAKS = _set("highlight peak pinnacle")
HOUSEHOLD_BILLS = _set("mortgage rent bills bill tax taxes council")  # what a pet "pays" in jest
HOMES = _set("house home flat place joint show household roost family")  # what a pet "runs" in jest
HUMAN_ROLES = _set(
    "boss king queen ruler master chief manager owner landlord landlady prince princess ceo emperor head director"
    " supervisor inspector"
)
PETS = _set(
    "dog puppy pup cat kitten rabbit bunny hamster guinea pig parrot budgie bird fish goldfish tortoise turtle"
    " horse pony snake lizard gecko ferret chicken chickens hen hens pet pets tom tomcat moggy tabby spaniel terrier"
    " labrador collie retriever poodle greyhound lurcher whippet beagle dachshund pug budgie cockatiel"
    " kelpie heeler westie schnauzer husky corgi staffie staffy rottweiler alsatian dalmatian doberman springer"
    " cocker setter sheepdog cavapoo cockapoo labradoodle chihuahua pomeranian bulldog mastiff yorkie bichon"
    " gerbil chinchilla canary cockatoo macaw axolotl iguana tortie dragon parakeet hedgehog"
)
STORY_NOUNS = _set(
    "film movie book novel series show episode story game play dream nightmare cartoon sitcom documentary"
    " anime comic manga plot chapter season musical opera podcast fairytale fable legend myth"
    " save playthrough campaign quest"  # "in my stardew save i finally married abigail"
    " novela telenovela soap drama kdrama serial webtoon audiobook ebook audiodrama"
)
# How a person frames a story they tell ("we watched a film where ...", "the game I'm playing with Theo").
MEDIA_VERBS = _set("watch read play see listen write tell finish start binge hear have rewatch reread replay stream")
# What a turn says about the conversation itself ("I think", "I wonder", "I need to check"): no fact.
TALK_VERBS = _set(
    "think know wonder guess mean say tell ask need wait check see try look hear want forget remember thank confess"
)
# Verbs whose complement is someone's words or view: "my brother reckons I'm hopeless".
REPORT_VERBS = _set(
    "say tell think reckon believe claim insist argue feel suppose suggest mention swear complain guess bet"
    " figure assume joke tease warn worry fear doubt imagine pretend convince convinced sure certain adamant"
    " inform announce declare"
)
# Passing on what someone said is not taking on their view: "the vet says ..." relays a fact, unless
# what was said is about the speaker ("my mum says I'm too thin": her view of them).
# What someone knows or found is so ("my son found out that ..."), unlike what they hold or say.
FACTIVE = _set("know find discover realise realize learn notice remember forget see show prove confirm regret")
OCCASIONS = _set("birthday anniversary turn wedding christening funeral party graduation")  # "it's my turn"
# What a person takes on and keeps: "I've taken a job ...", "we've bought a house", "got an allotment"
TAKEN_ON = _set(
    "job position post role apprenticeship learnership placement internship contract tenancy mortgage lease"
    " flat house home bungalow cottage caravan car van allotment plot membership scholarship degree baby team squad"
    " boat truck ute motorbike belt licence license diploma citizenship qualification certificate promotion"
)
APPOINTING = _set("make appoint elect vote name promote")  # "they've made me chair of the WI"
PREMISE_MARKS = _set("since as because cause cos coz seeing")  # "Since my lad is coeliac, which ...?"
KIN_TITLES = _set("uncle aunt auntie aunty grandma grandpa granny grandad nana nan gran cousin")  # "uncle Emeka"
SUPPOSING = _set("suppose assume provide imagine say")  # "Supposing ...", "Assuming ...", "Provided ..."
RELAY_VERBS = _set("say tell mention hear read warn explain confirm")
# Whose word on the speaker is a finding, not a view: "the doctor told me I'm lactose intolerant"
EXPERTS = _set(
    "doctor doctors gp consultant specialist surgeon dentist optician nurse vet physio physiotherapist"
    " audiologist dermatologist cardiologist allergist paediatrician pediatrician midwife hospital clinic tests"
    " doc docs neurologist oncologist psychiatrist pharmacist chemist scan scans results"
)
OPINION_VERBS = _set(
    "think reckon believe guess suppose feel bet figure assume imagine doubt convince convinced sure certain adamant"
    " seem"
)
WISH_VERBS = _set("wish hope dream")
DICTATE_VERBS = _set("write type repeat say store save record put add copy note log enter read")
KEEP_VERBS = _set("keep store save remember record note retain memorise memorize log")  # "don't ..." asks to forget
FORGET_VERBS = _set("forget delete erase remove wipe scrub scratch scrap clear drop unlearn strike bin ditch chuck")
FORGET_VERBS |= _set("disregard")  # "Kindly disregard my earlier remark concerning my remuneration"
FORGET_VERBS |= _set("cut dash")  # "cut dat part bout Delroy", "dash it weh" (Patois: throw it away)
PRIVATE_WORDS = _set("private secret personal confidential")
# What a request that names a kind ("that money matter", "the health stuff") means, where the words said are
# of that kind but far in meaning for the embedder ("my salary na 850,000 naira" for "money": 0.20)
# (a word of a kind names it too: "the thing with my salary" is the money said, "I get only 1600 euro")
# What counts off the things told ("One, my mother is moving in ... Two, ...", "first I'm ..., second ...").
COUNTING = frozenset({"one", "two", "three", "four", "first", "second", "third", "firstly", "secondly", "thirdly"})
# What one eats or does not, as one is: "I've gone vegan", "Sam's vegan".
DIETS = frozenset({"vegan", "vegetarian", "veggie", "pescatarian", "teetotal"})
# Conditions one lives with: "I got diabetes last year" is no day's event.
CONDITIONS = _set("diabetes diabetic asthma epilepsy arthritis cancer parkinsons parkinson's dementia coeliac celiac")
CONDITIONS |= _set("lupus crohn's crohns ms copd hiv tinnitus endometriosis psoriasis eczema glaucoma gout")
# What was done to the body once and stays in its history: "he had bypass surgery last year"
PROCEDURES = _set("surgery bypass transplant operation amputation mastectomy hysterectomy stroke chemo chemotherapy")
# An injury to the body is its history until it heals: "physio says I've torn the meniscus in my left knee"
INJURING = _set("tear break fracture sprain rupture dislocate herniate slip")
BODY_PARTS = _set("meniscus knee ankle wrist hip arm leg acl shoulder back hamstring achilles ligament tendon")
BODY_PARTS |= _set("collarbone rib ribs elbow foot hand finger toe disc spine neck pelvis kneecap cruciate rotator")
KIND_WORDS = {
    "money": _set("money salary pay paid wage wages earn earns owe owes loan debt mortgage naira pounds dollars grand")
    | _set("quid bucks rent bills savings price cost bank overdraft pension levy euro euros income borrowed raise")
    | _set("skint credit remuneration finances financial"),  # "we're skint", "my remuneration" (formal)
    "health": _set("health medical doctor hospital diagnosed diagnosis tablets medication meds surgery biopsy scan")
    | _set("cancer therapy operation clinic illness pregnant pregnancy diabetes anxiety depression warfarin clot")
    | _set("results replacement due expecting")  # "I got my results back", "a knee replacement", "due in April"
    | _set("wrist ankle knee hip elbow shoulder injury injured fracture fractured sprain insulin fall")
    | _set("pills medicine medicines antidepressants prescription counsellor counselling physio")
    | CONDITIONS,
    "work": _set("work job jobs shift shifts nightshifts office boss manager colleague colleagues promotion salary")
    | _set("interview hired fired sacked redundant resigned contract employer"),
    "legal": _set("legal lawyer solicitor court suing sue sued lawsuit custody divorce police arrested charged"),
    "family": RELATIONS | _set("family"),  # "forget all that family stuff": what was said of the family
    "address": _set("address street road close lane avenue crescent terrace postcode zipcode apartment estate"),
    "betting": _set("betting bet bets gambling gamble horses track races casino bookie bookies odds poker slots"),
}
# Words about koe itself: text that speaks of "the user", "the assistant", "your instructions" or "all
# memories" is written at koe, not said of the person's life (an injection, a dictation).
META_NOUNS = _set("assistant prompt instruction instructions database chatbot")
HEDGES = _set(
    "maybe perhaps possibly someday hypothetically supposedly apparently allegedly probably suppose supposing"
)
# A change in the world ("we moved to Leeds": it held until now) and a correction ("it was never true").
CHANGE_VERBS = _set(
    "move sell quit leave die pass end stop break divorce retire switch change start begin finish rename"
    " graduate marry split lose adopt join transfer relocate become bear promote hire lapse cancel resign diagnose"
    " shut close fire sack engage wed elope emigrate qualify enrol enroll"
)
# The fact is over: "we sold the Volvo", "Nibbles died", "I quit football" (the memory retires).
ENDING_VERBS = _set(
    "sold sell quit quits died dies passed stopped stop ended divorced split lost cancelled canceled gave lapse lapsed"
    " resign resigned resignation notice shut closed fired sacked redundant laid finish finished buried left"
)
# An ending said with a particle: "put Tusker down", "packed in the shipyard", "gave up the allotment"
ENDING_PHRASALS = {"put": ("down",), "pack": ("in", "up"), "jack": ("in",), "give": ("up",), "close": ("down",)}
LEAVING_NOUNS = _set("notice resignation")  # "handed my notice in at the Co-op": leaving it
CHANGE_WORDS = _set("now anymore longer new instead")
MIXED_UP = frozenset({("mixed", "up"), ("muddled", "up"), ("down", "as")})  # what koe "got" wrong
CORRECTION_WORDS = _set(
    "actually wrong mistake incorrect meant misheard misunderstood instead typo correction crossways muddled confused"
)
PREFERENCE_VERBS = _set("like love hate prefer enjoy adore dislike fancy detest loathe")
DATED_NOUNS = _set("birthday anniversary")
# Adjectives of a passing state: "I'm tired" is no memory.
STATES = _set(
    "tired hungry thirsty sleepy bored busy fine okay ok good great well cold hot warm late early ready done"
    " back home sorry glad happy sad excited nervous stressed exhausted full awake free alright right sure"
    " grateful thankful curious confused worried upset annoyed lonely sick unwell poorly knackered shattered"
    " starving cool lucky proud here there off quiet drenched soaked soaking wet wrecked drained frozen freezing"
    " boiling grand"  # "nah im grand" (Irish: fine)
    " wreck mess rush hurry"  # "his mama's a wreck", "I'm all of a rush"
)
DAYS = _set("monday tuesday wednesday thursday friday saturday sunday")
AWAY = _set(
    "holiday holidays vacation leave break call shift duty way errand trip stag hen tour cruise retreat course visit"
    " bus phone"  # "I'm on the bus already" (not "on the Fogo Island ferry now as a deckhand": a job)
)  # "on holiday", "on a stag do": for now
TODAY = _set("today tonight")
# A state of the moment said with a preposition: "in bits", "in tears", "over the moon", "in a mood".
# A person by kind alone: "bloke ran across the Sahara", "this guy was rude" (not "my guy", "a guy from work").
STRANGERS = _set("bloke guy man woman lady fella fellow chap dude gal geezer stranger someone somebody person")
PASSING_STATES = _set("bits tears pieces shock mood state moon bed hospital agony pain order action service rush hurry")
# Words that open a clause without being part of its fact ("Actually, ...", "Kidding, I do the payroll").
DISCOURSE = _set(
    "actually well so also anyway oh basically honestly and but please um uh yeah yes no okay ok now kidding joking"
    " nah naw nope yep yup ya just och ach aye eh anyhow anyways em erm er hmm arey arre arrey aiyah aiya aiyo aiyoh"
    " nvm ehn ehen abeg okej ouais não nao nein"  # (and "yes" and "no" in Swedish, German, French, Portuguese)
)
# Words that call the listener ("Girl, ...", "Bro, ..."): opening a sentence before a comma, said to them
CALLING = _set("girl girls mate man love dear darling honey hun bro bruv sis boss buddy dude guys folks pal")
CALLING |= _set("lord sweetie sweetheart hon babe")  # "Lord no, honey, he's joinin' the Army"
TAGS = _set("y'know innit eh right yeah mate love mind")  # ", y'know?" closing a sentence: said to the listener
INTENSIFIERS = _set("very so really too quite pretty bit little rather extremely super totally completely just a")
PARTS_OF_DAY = _set("morning afternoon evening night moment")  # passing with "this" or "the": "this morning"
# A sentence that turns from a story to the person's own matters ("Anyway, ...", "By the way, ...").
MOVING_ON = _set("anyway anyways anyhow btw")
MOVING_ON_PHRASES = ("by the way", "on another note", "in other news", "on a different note", "changing the subject")
MOVING_ON_PHRASES += ("mind you",)  # "... my wee dug could talk. mind you I've nae dug": back from the dream
LAUGHTER = ("just kidding", "only kidding", "i'm kidding", "im kidding", "just joking", "only joking", "i'm joking")
LAUGHTER += ("mi a joke", "me a joke", "pulling your leg")  # "Nah man, mi a joke"
LAUGHTER += ("for real", "on a serious note", "in all honesty", "fair dinkum")  # "nah but for real hes 14"
LAUGHTER += ("but seriously", "seriously though", "joking aside", "jokes aside", "in all seriousness")
# "I'm a professional midge buffet. Naw, really though, I croft ...", "But serious ting, I does play pan"
LAUGHTER += ("really though", "real talk", "serious ting", "serious thing", "honestly though", "truthfully though")
LAUGHTER += ("no, seriously", "no seriously", "nah, seriously")  # "world champion napper. No, seriously, I retired"
LAUGHTER += ("serious now", "seriously now")  # "Nah, serious now, I does drive taxi"
# How things are for now, not for good ("on nights all this week", "staying with Mum at the moment")
FOR_NOW = re.compile(r"\b(?:this (?:week|weekend|fortnight)|tonight|today|at the moment|right now|the now)\b", re.I)
CONSUMING = _set("have eat drink take tolerate digest")  # "can't have gluten": a diet, for good
WITS = _set("mind marbles head rag nut plot temper cool")  # "losing my mind": a figure of speech
# Irony: a sentence that opens in mock agreement ("Oh yes, I'm a billionaire, that's why I clip coupons"),
# or takes itself back at once ("I'm fluent in French: I can order a croissant and that's about it").
IRONY_OPENERS = ("yeah right", "oh sure", "as if", "sure, because", "oh great", "sure, i'm", "oh joy")
IRONY_OPENERS += ("oh i just love", "oh i just adore", "i just love it when", "oh how i love")  # then a chore
IRONY_OPENERS += (
    "just what i wanted",
    "just what i needed",
    "oh brilliant",
    "oh fantastic",
    "oh lovely",
    "oh wonderful",
)
# Words a request opens with before its verb ("Ooh, actually, don't keep the postcode").
OPENING_WORDS = _set("please just actually , oh ooh um uh eh ah hey and so well wait no")
# A question tag on a statement ("..., y'know?", "..., right?") does not make it a question.
TAG_QUESTION = re.compile(
    r",\s*(y'?know|you know|right|eh|innit|yeah|ok|okay|isn't it|aren't they|don't you think"
    r"|can you believe it|would you believe it)\??$"
)
UNDERCUTS = re.compile(
    r"that'?s about it|that'?s (exactly |precisely |just )?why i|\bnot!|said no one|in my dreams"
    r"|\bliving the dream\b"
)
LAUGH_TOKENS = _set("lol lmao ha haha hahaha jk rofl kidding joking 😂 🤣 😜 😉")
LAUGH = re.compile(r"^(?:l+o+l+|l+m+a+o+|(?:ha){2,}h?|(?:he){2,}|rofl+|jk)$")  # "lmaooo", "lolll", "hahahah"


def laughs(word: str) -> bool:
    # ("😂😂", "🤣🤣🤣": a laugh typed more than once is one laugh)
    return word in LAUGH_TOKENS or bool(LAUGH.match(word)) or (len(word) > 1 and all(ch in "😂🤣" for ch in word))


# Chat words Debian's word list lacks: in a lowercase transcript, not names.
CHAT_WORDS = _set(
    "lol idk omg tbh ngl irl lmao smh imo imho btw fyi asap brb ttyl pls plz thx tho cuz cos yeah nah wha wat wot"
    " dreamt learnt burnt spelt spoilt leant smelt knackered telly mum mam uni arvo"  # British forms it lacks
    " dont cant wont didnt doesnt isnt wasnt arent werent havent hasnt hadnt wouldnt couldnt shouldnt aint"
    " im ive id youre theyre thats whats hes shes lets gonna wanna gotta yall"  # contractions typed without "'"
    " def defo deffo prolly probs rn lowkey fr bruh tbf ikr nvm obvs"  # "i should def do journalism"
    " smth sth sumn summat"
    " physio physios footy brekkie"  # British and Australian clippings
    " bday bdays tmr tmrw tmw tdy ytd hse mins hrs wk wks yr yrs appt"  # texting's clippings: "my friend bday"
    " ta cheers"  # British thanks: "ah that's it ta"
    " lor meh sia wor hor"  # Singlish's closing words: "ok lor i just eat the rice"
    " och ach aye naw eish abeg haan yaar lah leh sef"  # what opens or closes a sentence across the Englishes
    " arey arre arrey achha acha accha"  # (Indian English: "Arey, actually no, keep the surgery one")
    " dey wey"  # Pidgin's "is (doing)" and "that": "Ngozi dey try her best", "all that money matter wey I talk"
)
# Praise of oneself that a mishap told with it undoes: "I'm a proper world-class chef, managed to burn beans"
PRAISE = ("world-class", "world class", "top-notch", "first-class", "expert", "genius", "master", "natural", "pro ")
PRAISE += ("brilliant", "amazing", "fantastic", "legend", "whizz", "wizard", "domestic god")
# A standing no one has for a week's walking: what "basically" before it makes a figure of ("basically a
# professional athlete now", "basically an Olympic athlete these days"; not "basically a carer").
STANDING = _set("professional olympic elite champion athlete genius celebrity millionaire superhero legend pro")
BOASTING = _set("totally completely absolutely basically practically literally fully")  # "I'm totally fluent"
MISHAPS = _set("burn break lose forget crash kill drop spill ruin smash trip fall flood overcook scorch shrink wreck")
# A verdict on someone's knack ("I'm useless with cars", "hopeless at names"): a view, even of oneself.
VERDICTS = _set("useless hopeless rubbish terrible awful pants crap dreadful brilliant amazing")
# How long a day's incident lasted: "for an hour", "all morning" (said of the past: a mishap, not a fact)
SPELLS = _set("minute hour second morning afternoon evening")


def for_hours(tokens: Any) -> bool:
    """The words say it lasted minutes or hours: "for an hour", "all morning"."""
    return any(
        t.lemma_.lower() in SPELLS and (t.head.lower_ == "for" or any(c.lower_ == "all" for c in t.children))
        for t in tokens
    )


def no_more(tokens: Any) -> bool:
    """The words say something has stopped for good: "any more", "anymore", "no more"."""
    return any(
        t.lower_ == "anymore" or (t.lower_ == "more" and t.i > 0 and t.nbor(-1).lower_ in ("any", "no")) for t in tokens
    )

"""FRESH62: a set for `koe bench writer --quality`: 28 conversations (a kitchen speaker at odd moments: new parents
at 3am, a grandparent, a teenager, a wedding, a farm, a taxi between fares, in several Englishes), written in
session 32 without sight of the writer's rules; run once on the rules read from the five sets before it, then read
and joined (docs/writer.md). No person's data is in them."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case, Proposal
from koe.bench.writer_quality_fresh62_cases_more import MORE_FRESH62

# fmt: off
_FIRST: tuple[Case, ...] = (
    Case(name='f62_stated_sa_night_feed', category='stated',
         turns=(
               ("eish okay it's like three in the morning and little Anele just won't settle she's only five "
                 'weeks old can you play that rain sound again',
                'Of course, playing rain sounds now. Five weeks is a tough stage, hang in there.'),
         ),
         proposal=Proposal(
                           add=('The user has a baby daughter named Anele, born about five weeks ago.',
                                "The user's baby Anele has colic.",
                                'The user is a single parent.',)),
         memories=(),
         must=('Anele',),
         must_not=('colic',
                   'single parent',),
         forgotten=()),
    Case(name='f62_stated_gran_dundee', category='stated',
         turns=(
               ("Hello? Is this thing listening. My grandson Callum set you up for me, I'm no very good wi' "
                 "these gadgets. I'm Morag by the way. I stay in Dundee, on my own since Hector passed.",
                "Hello Morag, yes I'm listening! Callum did a fine job. Just talk to me like this whenever "
                 'you need something.'),
         ),
         proposal=Proposal(
                           add=("The user's name is Morag.",
                                "The user's grandson Callum set up the speaker for them.",
                                'The user lives alone in Dundee; her late husband was Hector.',
                                'The user is 84 years old.',
                                'The user struggles with dementia.',)),
         memories=(),
         must=('Morag',
               'Callum',
               'Dundee',),
         must_not=('84',
                   'dementia',),
         forgotten=()),
    Case(name='f62_stated_nz_dairy_farmer', category='stated',
         turns=(
               ('morning just in from the milking shed eh we run about four hundred friesians on the farm '
                 "out past Te Awamutu so when I ask for the weather it's for there yeah not Hamilton",
                "Got it. Right now near Te Awamutu it's 9 degrees with showers clearing by midday."),
         ),
         proposal=Proposal(
                           add=('The user runs a dairy farm with about 400 Friesians near Te Awamutu.',
                                'The user has 600 cows.',
                                'The user wants to sell the farm.',
                                'It is 9 degrees with showers near Te Awamutu.',)),
         memories=(),
         must=('Te Awamutu',
               'farm',),
         must_not=('600',
                   'sell',
                   'showers',),
         forgotten=()),
    Case(name='f62_correction_wedding_venue_macon', category='correction',
         turns=(
               ("Y'all are not gonna believe this. Magnolia Hall double booked us, so the wedding's not "
                 "there anymore. It's gonna be out at my aunt Lorene's farm outside Macon. Same date, October "
                 '12th, thank the Lord.',
                "Oh no, I'm sorry about the mix-up! I've noted the new venue at your aunt Lorene's farm near "
                 'Macon on October 12th.'),
         ),
         proposal=Proposal(
                           add=('The user is suing Magnolia Hall.',
                                "The user's aunt Lorene is paying for the wedding.",),
                           update=(
                                   (0, "The user's wedding will be held at their aunt Lorene's farm outside "
                                        'Macon on October 12th.'),
                           )),
         memories=("The user's wedding will be held at Magnolia Hall in Savannah on October 12th.",),
         must=('Lorene',
               'Macon',),
         must_not=('Magnolia Hall',
                   'suing',
                   'paying',),
         forgotten=()),
    Case(name='f62_correction_student_dresden', category='correction',
         turns=(
               ('Arre one correction no, I have shifted to Dresden itself. The whole programme moved campus '
                 "last month, so I'm staying in Dresden now, not Leipzig.",
                "Thanks for letting me know! I'll use Dresden from now on. The fees at German public "
                 'universities are usually just a semester contribution of a few hundred euros.'),
         ),
         proposal=Proposal(
                           add=("The user is studying for a master's degree in Dresden.",
                                'The user pays 1,500 euros per semester in tuition.',),
                           retire=(0,)),
         memories=("The user is studying for a master's degree in Leipzig.",),
         must=('Dresden',),
         must_not=('Leipzig',
                   'euros',),
         forgotten=()),
    Case(name='f62_correction_jamaica_meds', category='correction',
         turns=(
               ('Mi just come home from di hospital yesterday. Dem tek mi off di warfarin, mi on apixaban '
                 'now, twice a day, morning and night. Yuh can remind mi?',
                "Welcome home! I'll remind you to take your apixaban every morning and every night."),
         ),
         proposal=Proposal(
                           add=('The user was hospitalised after a stroke.',
                                'The user takes warfarin and apixaban together.',),
                           update=((0, 'The user takes apixaban twice a day, morning and night.'),)),
         memories=('The user takes warfarin every evening.',),
         must=('apixaban',),
         must_not=('warfarin',
                   'stroke',),
         forgotten=()),
    Case(name='f62_two_facts_sg_teen', category='two_facts',
         turns=(
               ('eh ok wait my name is Jia Hui ah, not Jia Wei, and my chem tuition is every Wednesday night '
                 'so dun let me forget can',
                "Got it, Jia Hui! I'll remind you about chemistry tuition on Wednesday nights."),
         ),
         proposal=Proposal(
                           add=("The user's name is Jia Hui.",
                                'The user has chemistry tuition every Wednesday night.',
                                'The user is failing chemistry.',
                                'The user has a sibling named Jia Wei.',)),
         memories=(),
         must=('Jia Hui',
               'Wednesday',),
         must_not=('failing',
                   'Jia Wei',),
         forgotten=()),
    Case(name='f62_two_facts_abuja_taxi', category='two_facts',
         turns=(
               ('Please let me tell you quickly before my next passenger enters. My wife Ngozi is due in '
                 "August, it's our first child. And I'm driving for Bolt now, no more Uber.",
                "Congratulations to you and Ngozi! Noted that you're driving for Bolt now. Safe driving."),
         ),
         proposal=Proposal(
                           add=("The user's wife Ngozi is expecting their first child in August.",
                                'The user drives for Bolt.',
                                "The user's first child is a boy.",
                                'The user dislikes Uber.',)),
         memories=(),
         must=('Ngozi',
               'August',
               'Bolt',),
         must_not=('a boy',
                   'dislikes',),
         forgotten=()),
    Case(name='f62_two_facts_jaipur_wedding', category='two_facts',
         turns=(
               ('write it down na our wedding is on fourteenth february in jaipur and my fiance arjun is '
                 'pure vegetarian so every menu tasting has to be veg only',
                'Lovely! Noted: your wedding is on 14 February in Jaipur, and Arjun is vegetarian, so veg '
                 'menus only. Jaipur in February usually has pleasant weather around 24 degrees.'),
         ),
         proposal=Proposal(
                           add=("The user's wedding is on 14 February in Jaipur.",
                                "The user's fiancé Arjun is vegetarian.",
                                'The wedding will have 500 guests.',
                                'Jaipur in February is around 24 degrees.',)),
         memories=(),
         must=('Jaipur',
               'Arjun',
               'vegetarian',),
         must_not=('500',
                   '24 degrees',),
         forgotten=()),
    Case(name='f62_forget_operation_keep_dog', category='forget',
         turns=(
               ("Here, can ye forget aw that stuff aboot my operation? I don't want it coming up when the "
                 "grandweans are aboot. Keep the dug's name though.",
                "Done, I've forgotten about your operation. I'll still remember Biscuit."),
         ),
         proposal=Proposal(
                           update=(
                                   (0, 'The user had a hernia operation in March and does not want it '
                                        'mentioned around the grandchildren.'),
                           ),
                           retire=(1,)),
         memories=('The user had a hernia operation in March.',
                   "The user's dog is called Biscuit.",),
         must=('Biscuit',),
         must_not=('hernia',),
         forgotten=('hernia',
                    'operation',)),
    Case(name='f62_forget_ex_rhys', category='forget',
         turns=(
               ("can you forget about Rhys altogether yeah he's not part of our lives anymore. Kai's doing "
                 'great though, he starts kindy on Monday',
                "Of course, I've forgotten Rhys. Good luck to Kai on his first day at kindy!"),
         ),
         proposal=Proposal(
                           add=("The user's son Kai starts kindergarten on Monday.",
                                'The user is going through a custody dispute.',),
                           update=((0, "The user's ex-partner Rhys is no longer part of their lives."),)),
         memories=("The user's ex-partner is called Rhys.",
                   "The user's son Kai is four.",),
         must=('Kai',),
         must_not=('Rhys',
                   'custody',),
         forgotten=('Rhys',)),
    Case(name='f62_forget_daughter_divorce', category='forget',
         turns=(
               ("Please delete that thing about Adaeze's divorce, it's not my business to be telling "
                 "anybody. But you can keep that she's in Houston.",
                "Understood, I've removed that. I still have that Adaeze lives in Houston."),
         ),
         proposal=Proposal(
                           add=("The user's daughter Adaeze is going through a difficult time.",),
                           update=((1, "The user's daughter Adaeze's divorce is private and not to be discussed."),)),
         memories=("The user's daughter Adaeze lives in Houston.",
                   "The user's daughter Adaeze is getting divorced.",
                   "The user's favourite soup is egusi.",),
         must=('Houston',
               'egusi',),
         must_not=('divorce',
                   'difficult',),
         forgotten=('divorce',)),
    Case(name='f62_long_ramble_kingston_taxi', category='long_ramble',
         turns=(
               ("Bwoy, today rough eh. Traffic on Spanish Town Road back up from seven o'clock, one man inna "
                 'di back seat a argue pon him phone whole way to Half Way Tree, den him lef di phone inna mi '
                 'car, so mi haffi drive back round. Gas price gone up again too, mi nuh know how people a '
                 'manage. Anyway, what mi really want fi tell yuh is mi daughter Shanice start nursing school '
                 'in Mandeville come September, so mi need fi start put way money.',
                'That does sound like a rough day! And congratulations to Shanice on nursing school in '
                 'Mandeville. Would you like a monthly savings reminder?'),
         ),
         proposal=Proposal(
                           add=("The user's daughter Shanice starts nursing school in Mandeville in September.",
                                "A passenger left a phone in the user's car.",
                                "Traffic on Spanish Town Road is backed up from seven o'clock.",
                                "The user saves 20,000 dollars a month for Shanice's school.",)),
         memories=(),
         must=('Shanice',
               'nursing',),
         must_not=('phone',
                   'Spanish Town',
                   '20,000',),
         forgotten=()),
    Case(name='f62_long_ramble_osaka_student', category='long_ramble',
         turns=(
               ("och it's been a day. the trains here are that quiet, naebody talks, it's mental. went tae "
                 'the konbini and got three onigiri for lunch cause I couldnae read the menu at the ramen '
                 'place. my pal from class says I should try the takoyaki in Dotonbori. oh and the main '
                 "thing, I've moved into a new flat in Tennoji so gie me the weather for there now, no Umeda",
                'Sounds like quite the day! Tennoji right now is 18 degrees and clear. Dotonbori is famous '
                 "for takoyaki, so your pal's right."),
         ),
         proposal=Proposal(
                           add=('The user lives in a flat in Tennoji, Osaka.',
                                'The user loves onigiri.',
                                'The user cannot read Japanese.',
                                'Dotonbori is famous for takoyaki.',)),
         memories=(),
         must=('Tennoji',),
         must_not=('onigiri',
                   'takoyaki',
                   'cannot read',),
         forgotten=()),
)
# fmt: on

FRESH62: tuple[Case, ...] = _FIRST + MORE_FRESH62

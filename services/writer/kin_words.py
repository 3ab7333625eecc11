"""Kin as the person says them and as a memory writes them: "my mom moved in with my sister" is of "The
user's mother"; "Papa and Mummy" are "The user's parents"."""

from __future__ import annotations

from services.writer.wording import content

_KIN_AS_WRITTEN = {
    **dict.fromkeys(content("mom mum mam mammy mommy mummy ma mama"), next(iter(content("mother")))),
    **dict.fromkeys(content("dad da daddy pa papa"), next(iter(content("father")))),
    **dict.fromkeys(content("gran granny nan nana grandma"), next(iter(content("grandmother")))),
    **dict.fromkeys(content("grandad granddad grandpa granda"), next(iter(content("grandfather")))),
}
_PARENTS = content("mother father")


def as_written(said: set[str]) -> set[str]:
    """The kin words (stemmed) a memory writes for those said; both parents said are the parents."""
    out = {_KIN_AS_WRITTEN[w] for w in said if w in _KIN_AS_WRITTEN}
    return out | (content("parents") if out | said >= _PARENTS else set())

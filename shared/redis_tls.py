"""TLS to Redis: `rediss://` URLs verified against the household CA (KOE_REDIS_CA, made by
`koe certs init`), and the rule that plain TCP is for loopback and compose's own network only."""

from __future__ import annotations

import ipaddress
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit


class PlainTextRefused(ValueError):
    """A plain redis:// URL to another machine, from a process that crosses the LAN (the Pi)."""


def tls_options(url: str, ca: Path | None) -> dict[str, Any]:
    """redis-py's keyword arguments for `url`: with rediss://, the server must present a certificate
    for its host name signed by `ca` (or, without one, by a CA the system trusts)."""
    if urlsplit(url).scheme != "rediss":
        return {}
    options: dict[str, Any] = {"ssl_cert_reqs": "required", "ssl_check_hostname": True}
    if ca is not None:
        options["ssl_ca_certs"] = str(ca)
    return options


def is_loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost" or urlsplit(url).scheme == "unix":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def require_tls_off_loopback(url: str, allow_plain: bool) -> None:
    """Refuse, in one sentence, a plain connection that would carry the household's words over the LAN."""
    if urlsplit(url).scheme == "rediss" or allow_plain or is_loopback(url):
        return
    raise PlainTextRefused(
        f"the Redis address is plain TCP to {urlsplit(url).hostname}: every word would cross the network "
        "unencrypted. Use rediss://…:6380 with KOE_REDIS_CA (`koe certs init` on the box), or set "
        "KOE_REDIS_PLAIN_OK=true if this wire is private"
    )

"""Who may see the dashboard and change memories through it.

- On loopback nothing is asked, but the Host header must name loopback: a web page elsewhere cannot
  reach it through a name that resolves to 127.0.0.1 (DNS rebinding).
- Bound to any other address it needs KOE_DASH_TOKEN (`koe dash` refuses to start without one): the
  token is typed once into /login and kept as an HttpOnly, SameSite=Strict cookie that holds a keyed
  hash of it, never the token. An API client may send `Authorization: Bearer <token>`.
- Every write (any method but GET and HEAD) must carry the page's CSRF token in `X-Koe-Csrf` and, when
  the browser says where it comes from, an Origin of this very host. A form on another site can send
  neither.
- Every answer forbids framing, sniffing and scripts from anywhere else (a strict CSP): together with
  the page writing every text with textContent, a memory reading `<img src=x onerror=...>` stays text.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

COOKIE = "koe_dash"
CSRF_HEADER = "x-koe-csrf"
OPEN_PATHS = ("/healthz", "/login")  # and /static/: the login page needs its stylesheet (no secrets there)
LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1"}
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
]


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class Access:
    """The dashboard's secrets: the token (None on loopback) and the CSRF token of this process."""

    def __init__(self, token: str | None) -> None:
        self.token = token
        self.csrf = secrets.token_urlsafe(32)
        self._cookie = hmac.new(token.encode(), b"koe-dash-session", hashlib.sha256).hexdigest() if token else ""

    def cookie_value(self) -> str:
        return self._cookie

    def token_ok(self, given: str) -> bool:
        return bool(self.token) and hmac.compare_digest(given.encode(), self.token.encode())  # type: ignore[union-attr]

    def signed_in(self, request: Request) -> bool:
        if not self.token:
            return True
        cookie = request.cookies.get(COOKIE, "")
        if cookie and hmac.compare_digest(cookie, self._cookie):
            return True
        auth = request.headers.get("authorization", "")
        return auth.startswith("Bearer ") and self.token_ok(auth[7:].strip())

    def write_ok(self, request: Request) -> str | None:
        """Why a write is refused (None: it may go on)."""
        if not hmac.compare_digest(request.headers.get(CSRF_HEADER, ""), self.csrf):
            return "missing or wrong CSRF token: reload the page"
        origin = request.headers.get("origin")
        if origin is not None and urlsplit(origin).netloc != request.headers.get("host", ""):
            return "a write from another site"
        return None


class Gate:
    """ASGI middleware applying `Access` to every request, and the security headers to every answer."""

    def __init__(self, app: ASGIApp, access: Access) -> None:
        self.app, self.access = app, access

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        refusal = self.refusal(Request(scope))
        if refusal is not None:
            await refusal(scope, receive, send_secured)
            return
        await self.app(scope, receive, send_secured)

    def refusal(self, request: Request) -> Response | None:
        path = request.url.path
        if not self.access.token:
            host = urlsplit(f"//{request.headers.get('host', '')}").hostname or ""
            if not is_loopback(host):
                return PlainTextResponse("this dashboard answers on loopback only", status_code=421)
        if path in OPEN_PATHS or path.startswith("/static/"):
            return None
        if not self.access.signed_in(request):
            if request.method == "GET" and not path.startswith(("/api/", "/events")):
                return RedirectResponse("/login", status_code=303)
            return PlainTextResponse("sign in first: KOE_DASH_TOKEN", status_code=401)
        if request.method not in ("GET", "HEAD") and (why := self.access.write_ok(request)):
            return PlainTextResponse(why, status_code=403)
        return None

"""The dashboard's web app: one page, its static files, the live event stream and a small JSON API.

Redis calls and the memory store run in threads (they block); the store has a thread of its own, as a
SQLite connection belongs to the thread that opened it.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import redis
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from koe.dash.access import COOKIE, Access, Gate
from koe.dash.live import Tail, frames
from koe.dash.memories import MemoryDesk
from koe.dash.people import people_view
from koe.dash.snapshot import SnapshotCache, SnapshotReader
from koe.dash.turns import turn_view
from shared import messages as m
from shared import streams
from shared.settings import Settings

STATIC = Path(__file__).parent / "static"


def create_app(settings: Settings, client: redis.Redis, access: Access) -> Starlette:
    snapshots = SnapshotCache(SnapshotReader(client))
    desk = MemoryDesk(settings, client)
    stopping = threading.Event()
    index = (STATIC / "index.html").read_text(encoding="utf-8").replace("{{csrf}}", access.csrf)

    async def page(request: Request) -> HTMLResponse:
        return HTMLResponse(index)

    async def healthz(request: Request) -> PlainTextResponse:
        return PlainTextResponse("ok")

    async def login_page(request: Request) -> HTMLResponse:
        return HTMLResponse((STATIC / "login.html").read_text(encoding="utf-8"))

    async def login(request: Request) -> RedirectResponse | PlainTextResponse:
        form = parse_qs((await request.body())[:4096].decode("utf-8", "replace"))
        if not access.token_ok((form.get("token") or [""])[0].strip()):
            await asyncio.sleep(1.0)  # slows guessing down
            return PlainTextResponse("wrong token", status_code=401)
        response = RedirectResponse("/", status_code=303)
        secure = request.url.scheme == "https"  # over TLS, the cookie never travels in the clear
        response.set_cookie(COOKIE, access.cookie_value(), httponly=True, samesite="strict", path="/", secure=secure)
        return response

    async def events(request: Request) -> StreamingResponse:
        last = request.headers.get("last-event-id") or request.query_params.get("last")
        tail = await run_in_threadpool(Tail.starting, client, settings, last)
        body = frames(tail, snapshots.get, lambda: stopping.is_set())
        headers = {"cache-control": "no-store", "x-accel-buffering": "no"}
        return StreamingResponse(body, media_type="text/event-stream", headers=headers)

    async def snapshot(request: Request) -> JSONResponse:
        return JSONResponse(await run_in_threadpool(snapshots.get))

    async def turns(request: Request) -> JSONResponse:
        limit = _int(request.query_params.get("limit"), 30, 1, 500)
        return JSONResponse(await run_in_threadpool(recent_turns, client, settings, limit))

    async def people(request: Request) -> JSONResponse:
        return JSONResponse(await run_in_threadpool(people_view, settings, client))

    async def memories(request: Request) -> JSONResponse:
        q = request.query_params
        found = await desk.call(desk.find, q.get("q", "")[:500], q.get("all") == "1", _int(q.get("limit"), 50, 1, 500))
        return JSONResponse(found)

    async def memory(request: Request) -> JSONResponse:
        return desk.answer(await desk.call(desk.show, request.path_params["id"]))

    async def change(request: Request) -> JSONResponse:
        try:
            body = await request.json()
        except ValueError:
            return JSONResponse({"error": "the body is not JSON"}, status_code=400)
        if not isinstance(body, dict):
            return JSONResponse({"error": "the body must be a JSON object"}, status_code=400)
        action = request.path_params["action"]
        return desk.answer(await desk.call(desk.change, request.path_params["id"], action, body))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:
            stopping.set()  # open event streams end at their next read
            desk.close()

    routes = [
        Route("/", page),
        Route("/healthz", healthz),
        Route("/login", login_page, methods=["GET"]),
        Route("/login", login, methods=["POST"]),
        Route("/events", events),
        Route("/api/snapshot", snapshot),
        Route("/api/turns", turns),
        Route("/api/people", people),
        Route("/api/memories", memories),
        Route("/api/memories/{id}", memory),
        Route("/api/memories/{id}/{action}", change, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, middleware=[Middleware(Gate, access=access)], lifespan=lifespan)


def recent_turns(client: redis.Redis, settings: Settings, limit: int) -> list[dict[str, Any]]:
    """The newest turn records, newest first, each with its waterfall (what the Turns view opens with)."""
    out = []
    for entry_id, fields in client.xrevrange(streams.TURNS.key, count=limit):
        eid = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
        try:
            rec = m.decode(fields)
        except m.MessageError:
            continue
        if isinstance(rec, m.TurnRecord):
            out.append({"stream": streams.TURNS.key, "id": eid, "kind": rec.KIND, **rec.model_dump(mode="json")})
            out[-1].update(turn_view(rec, settings))
    return out


def _int(raw: str | None, default: int, low: int, high: int) -> int:
    try:
        return min(high, max(low, int(raw))) if raw else default
    except ValueError:
        return default

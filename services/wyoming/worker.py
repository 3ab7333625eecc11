"""`koe worker wyoming`: koe as a Wyoming server for Home Assistant (started by `koe up` and compose).

Wyoming has no authentication and no encryption: anyone who can reach the port can talk to koe and hear
its memories spoken. It listens on loopback unless KOE_WYOMING_HOST says otherwise (and says so, loudly,
when it does); at most KOE_WYOMING_CONNECTIONS connections at once (more are answered with an error and
closed), each closed after KOE_WYOMING_IDLE_S without an event. With a LAN address it is advertised over
zeroconf (`_wyoming._tcp`), so Home Assistant discovers it.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from services.wyoming.asking import Stages
from services.wyoming.bridge import Bridge
from services.wyoming.connection import Connection
from services.wyoming.places import RecentlyHeard
from services.wyoming.refusal import Refused
from services.wyoming.wire import MAX_HEADER
from shared import metrics
from shared.streams import Stream
from shared.worker import Worker


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class WyomingWorker(Worker):
    def handlers(self) -> dict[Stream, Any]:
        return {}  # it reads its requests' answers itself (plain XREAD), as an agent does

    def state(self) -> str:
        return f"listening on {self.settings.wyoming_host}:{self.settings.wyoming_port}, {self.open} connections"

    def setup(self) -> None:
        self.open = 0
        connections = self.settings.wyoming_connections
        self.executor = ThreadPoolExecutor(max_workers=2 * connections + 2, thread_name_prefix="wyoming")
        stages = Stages(self.bus, self.settings.session_idle_s)
        self.bridge = Bridge(self.settings, stages, RecentlyHeard(), self.executor, self.log)

    def teardown(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)

    def background(self) -> None:
        asyncio.run(self.serve())

    async def serve(self) -> None:
        host, port = self.settings.wyoming_host, self.settings.wyoming_port
        server = await asyncio.start_server(self.accept, host=host, port=port, limit=MAX_HEADER)
        if is_loopback(host):
            self.log.info("wyoming.listening", host=host, port=port, reachable="this machine only")
        else:
            self.log.warning(
                "wyoming.listening_on_the_network",
                host=host,
                port=port,
                note="Wyoming has no authentication or encryption: anyone who can reach this port can talk to koe "
                "and hear its memories spoken; limit it with a firewall rule to Home Assistant's address "
                "(docs/home-assistant.md)",
            )
        advertised = await self.advertise(host, port)
        try:
            while not self.stop_event.is_set():
                await asyncio.sleep(0.2)
        finally:
            server.close()
            if advertised is not None:
                with contextlib.suppress(Exception):
                    await advertised.async_close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(server.wait_closed(), 2.0)

    async def advertise(self, host: str, port: int) -> Any:
        """Zeroconf for Home Assistant's discovery, on a LAN address only (loopback is this machine's)."""
        if is_loopback(host) or not self.settings.wyoming_zeroconf:
            return None
        try:
            from wyoming.zeroconf import HomeAssistantZeroconf

            lan = None if host in ("0.0.0.0", "::") else host  # all interfaces: the one with a route out
            zc = HomeAssistantZeroconf(port=port, name=f"koe-{self.settings.device}"[:60], host=lan)
            await zc.register_server()
            self.log.info("wyoming.advertised", name=zc.name, address=zc.host, port=port)
            return zc._aiozc
        except Exception as exc:  # discovery is a convenience: the server works without it
            metrics.FALLBACKS.labels("wyoming", "no_zeroconf").inc()
            self.log.warning("wyoming.not_advertised", error=str(exc)[:200], note="add koe by host and port instead")
            return None

    async def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.open >= self.settings.wyoming_connections:
            connection = Connection(self.bridge, reader, writer)
            await connection.refuse(
                Refused("busy", f"koe takes {self.settings.wyoming_connections} connections at once", close=True)
            )
            await connection.close()
            return
        self.open += 1
        try:
            await Connection(self.bridge, reader, writer).run()
        except Exception:
            self.log.exception("wyoming.connection_failed")
        finally:
            self.open -= 1

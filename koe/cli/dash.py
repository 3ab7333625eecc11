"""`koe dash`: the dashboard in a browser: streams, turns, devices, workers, the writer and memories, live.

On loopback (the default, KOE_DASH_HOST=127.0.0.1) it asks for nothing. Bound to another address it
needs KOE_DASH_TOKEN (16 characters or more) and will not start without it. `koe up` starts it.
"""

from __future__ import annotations

import argparse
import socket
import sys

from shared.settings import Settings


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("dash", help="the live dashboard in a browser", description=__doc__)
    p.add_argument("--host", help="the address to listen on (default KOE_DASH_HOST, 127.0.0.1)")
    p.add_argument("--port", type=int, help="the port (default KOE_DASH_PORT, 9400)")
    p.set_defaults(run=run)


def dash_url(settings: Settings, host: str | None = None, port: int | None = None) -> str:
    """Where a browser finds the dashboard: a wildcard address is shown as this machine's name."""
    host = host or settings.dash_host
    shown = socket.gethostname() if host in ("0.0.0.0", "::", "") else host
    scheme = "https" if settings.dash_tls_cert else "http"
    return f"{scheme}://{f'[{shown}]' if ':' in shown else shown}:{port or settings.dash_port}/"


def run(args: argparse.Namespace) -> int:
    from shared.settings import get_settings

    settings = get_settings()
    host = args.host or settings.dash_host
    port = args.port if args.port is not None else settings.dash_port
    try:
        import uvicorn

        from koe.dash.access import Access, is_loopback
        from koe.dash.app import create_app
    except ImportError as exc:
        print(f"koe dash: {exc.name} is not installed (pip install 'koe[dash]')", file=sys.stderr)
        return 2
    if bool(settings.dash_tls_cert) != bool(settings.dash_tls_key):
        print("koe dash: set both KOE_DASH_TLS_CERT and KOE_DASH_TLS_KEY, or neither", file=sys.stderr)
        return 2
    if not is_loopback(host) and not settings.dash_token:
        print(
            f"koe dash: listening on {host} lets other machines in: set KOE_DASH_TOKEN (16 characters or more) "
            "first, or use --host 127.0.0.1",
            file=sys.stderr,
        )
        return 2
    from shared.locate import connect

    client = connect(settings)
    app = create_app(settings, client, Access(settings.dash_token if not is_loopback(host) else None))
    print(
        f"koe dash: {dash_url(settings, host, port)}"
        + ("  (sign in with KOE_DASH_TOKEN)" if settings.dash_token and not is_loopback(host) else ""),
        flush=True,
    )
    tls = {"ssl_certfile": str(settings.dash_tls_cert), "ssl_keyfile": str(settings.dash_tls_key)}
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=2,
        **(tls if settings.dash_tls_cert else {}),  # type: ignore[arg-type]
    )
    uvicorn.Server(config).run()
    return 0

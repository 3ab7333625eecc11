"""`koe dash`: the live dashboard (Starlette + uvicorn, server-sent events, no CDN: its files ship here)."""

"""A small client for OpenAI-compatible chat servers (vLLM on the GPU box, llama.cpp's server here).

Two calls: `stream` yields the reply's text as it arrives; `complete_json` asks for JSON constrained
by a schema (both vLLM and llama.cpp accept `response_format` with a JSON schema). Every failure,
from an unreachable server to a broken stream, is an `LlmError` with one readable sentence.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx

from shared.locate import addresses, shown
from shared.settings import Settings


class LlmError(RuntimeError):
    """The LLM server could not give a usable reply."""


class LlmYielded(LlmError):
    """The request was given up on purpose (`abort` said so): someone else needs the model now."""


ABORT_CHECK_S = 0.1  # how often a streamed JSON completion asks whether to give up


class LlmClient:
    def __init__(
        self,
        base_url: str,
        model: str | None,
        api_key: str = "none",
        timeout_s: float = 15.0,
        max_total_s: float = 120.0,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        if not self.base_url.endswith("/v1"):
            self.base_url += "/v1"
        self.model = model or "default"
        self.max_total_s = max_total_s
        self._http = httpx.Client(
            timeout=httpx.Timeout(timeout_s, connect=min(timeout_s, 3.0)),
            headers={"Authorization": f"Bearer {api_key}"},
        )

    @classmethod
    def from_settings(
        cls, settings: Settings, purpose: str, max_total_s: float = 120.0, memory_work: bool = False
    ) -> LlmClient:
        """The configured server (KOE_LLM_URL), or the embedded one `koe up` started; a clear error if none.
        `memory_work` (the writer's calls) takes the writer's own server where there is one."""
        where = addresses(settings)
        url, model = where.llm_url, where.llm_model
        if memory_work and where.writer_llm_url:
            url, model = where.writer_llm_url, where.writer_llm_model
        if not url:
            raise LlmError(f"{purpose} needs an LLM server: set KOE_LLM_URL (and KOE_LLM_MODEL), or start `koe up`")
        return cls(
            url,
            model,
            settings.llm_api_key,
            timeout_s=settings.llm_timeout_s,
            max_total_s=max_total_s,
        )

    def close(self) -> None:
        self._http.close()

    _schema_style = "json_schema"  # switched to "json_object" for servers that only take that form

    def _post_json(self, body: dict[str, Any]) -> httpx.Response:
        try:
            return self._http.post(
                f"{self.base_url}/chat/completions", json=body, timeout=httpx.Timeout(self.max_total_s, connect=3.0)
            )
        except httpx.TimeoutException:
            raise LlmError("the LLM server did not answer in time") from None
        except httpx.HTTPError as exc:
            raise LlmError(f"cannot talk to the LLM server at {shown(self.base_url)} ({type(exc).__name__})") from None

    def read_ahead(self, messages: list[dict[str, str]]) -> None:
        """Have the server read `messages` now (one token is generated), so that the next request starting
        with them reads only its new end: llama.cpp keeps its evaluated prefix, vLLM caches it."""
        body = {"model": self.model, "messages": messages, "max_tokens": 1, "temperature": 0.0}
        resp = self._post_json(body)
        if resp.status_code != 200:
            raise LlmError(f"the LLM server answered HTTP {resp.status_code}: {resp.text[:200]}")

    def stream(self, messages: list[dict[str, str]], max_tokens: int = 160, temperature: float = 0.6) -> Iterator[str]:
        """Yield pieces of the assistant's reply as the server streams them."""
        body = {
            "model": self.model,
            "messages": messages,
            "stream": True,
            "max_tokens": max_tokens,
            "temperature": temperature,
        }
        started = time.monotonic()
        try:
            with self._http.stream("POST", f"{self.base_url}/chat/completions", json=body) as resp:
                if resp.status_code != 200:
                    resp.read()
                    raise LlmError(f"the LLM server answered HTTP {resp.status_code}: {resp.text[:200]}")
                for line in resp.iter_lines():
                    if time.monotonic() - started > self.max_total_s:
                        raise LlmError(f"the reply took longer than {self.max_total_s:.0f} s")
                    if not line.startswith("data:"):
                        continue
                    data = line[5:].strip()
                    if data == "[DONE]":
                        return
                    piece = _delta(data)
                    if piece:
                        yield piece
        except httpx.TimeoutException:
            raise LlmError("the LLM server did not answer in time") from None
        except httpx.HTTPError as exc:
            raise LlmError(f"cannot talk to the LLM server at {shown(self.base_url)} ({type(exc).__name__})") from None

    def complete_json(
        self,
        messages: list[dict[str, str]],
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
        temperature: float = 0.2,
        abort: Callable[[], bool] | None = None,
        priority: int | None = None,
    ) -> str:
        """The raw text of a (schema-constrained, where supported) JSON completion.

        With `abort`, the completion is streamed and given up (LlmYielded) as soon as `abort()` says
        so: the server stops generating when the connection closes. `priority` is vLLM's request
        priority (lower goes first; only for a server started with priority scheduling)."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "max_tokens": max_tokens,
            "temperature": temperature,
            "stream": False,
        }
        if priority is not None:
            body["priority"] = priority
        if schema is not None:
            body["response_format"] = _response_format(schema, self._schema_style)
        if abort is not None:
            return self._streamed_json(body, schema, abort)
        resp = self._post_json(body)
        if (
            resp.status_code != 200
            and schema is not None
            and self._schema_style == "json_schema"
            and "response_format" in resp.text
        ):
            # llama-cpp-python's server takes the schema as {"type": "json_object", "schema": ...}
            # (vLLM and llama.cpp's own server take OpenAI's json_schema): ask again that way.
            self._schema_style = "json_object"
            body["response_format"] = _response_format(schema, self._schema_style)
            resp = self._post_json(body)
        if resp.status_code != 200:
            raise LlmError(f"the LLM server answered HTTP {resp.status_code}: {resp.text[:200]}")
        try:
            return str(resp.json()["choices"][0]["message"]["content"] or "")
        except (ValueError, KeyError, IndexError, TypeError):
            raise LlmError("the LLM server's answer has no message content") from None

    def _unreachable(self, exc: Exception) -> LlmError:
        return LlmError(f"cannot talk to the LLM server at {shown(self.base_url)} ({type(exc).__name__})")

    def _streamed_json(self, body: dict[str, Any], schema: dict[str, Any] | None, abort: Callable[[], bool]) -> str:
        body = {**body, "stream": True}
        started = time.monotonic()
        for attempt in range(2):  # the second: the other schema style, for llama-cpp-python's server
            pieces: list[str] = []
            try:
                with self._http.stream(
                    "POST",
                    f"{self.base_url}/chat/completions",
                    json=body,  # the client's timeout: the longest wait for the server between two pieces
                ) as resp:
                    if resp.status_code != 200:
                        resp.read()
                        if attempt == 0 and schema is not None and "response_format" in resp.text:
                            self._schema_style = "json_object" if self._schema_style == "json_schema" else "json_schema"
                            body["response_format"] = _response_format(schema, self._schema_style)
                            continue
                        raise LlmError(f"the LLM server answered HTTP {resp.status_code}: {resp.text[:200]}")
                    checked = time.monotonic()
                    for line in resp.iter_lines():
                        now = time.monotonic()
                        if now - checked >= ABORT_CHECK_S:
                            checked = now
                            if abort():
                                raise LlmYielded("given up: a turn needs the model")
                        if now - started > self.max_total_s:
                            raise LlmError(f"the completion took longer than {self.max_total_s:.0f} s")
                        if line.startswith("data:"):
                            data = line[5:].strip()
                            if data == "[DONE]":
                                break
                            pieces.append(_delta(data))
            except httpx.TimeoutException:
                raise LlmError("the LLM server did not answer in time") from None
            except httpx.HTTPError as exc:
                raise LlmError(
                    f"cannot talk to the LLM server at {shown(self.base_url)} ({type(exc).__name__})"
                ) from None
            return "".join(pieces)
        raise LlmError("the LLM server refused both forms of a JSON schema")


def _response_format(schema: dict[str, Any], style: str) -> dict[str, Any]:
    if style == "json_object":
        return {"type": "json_object", "schema": schema}
    return {"type": "json_schema", "json_schema": {"name": "reply", "schema": schema}, "schema": schema}


def _delta(data: str) -> str:
    try:
        chunk = json.loads(data)
    except json.JSONDecodeError:
        raise LlmError("the LLM server sent a malformed stream chunk") from None
    if not isinstance(chunk, dict):
        raise LlmError("the LLM server sent a malformed stream chunk")
    if "error" in chunk:
        raise LlmError(f"the LLM server reported an error mid-stream: {str(chunk['error'])[:200]}")
    try:
        content = chunk["choices"][0].get("delta", {}).get("content")
    except (KeyError, IndexError, AttributeError, TypeError):
        return ""
    return content if isinstance(content, str) else ""

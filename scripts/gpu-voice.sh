#!/usr/bin/env bash
# The voice path on the GPU box: `koe bench voice` with faster-whisper large-v3 on CUDA, the compose stack's
# vLLM and coqui-tts, once with the silence rule and once with Smart Turn. Run from the repository on the
# GPU box after `make setup` plus `pip install -e '.[tts-gpu]'`, with vLLM up and reachable (e.g.
# `docker compose up -d vllm` and its port forwarded, or KOE_BENCH_LLM_URL set), and the whisper and coqui
# weights already in the local caches (the benchmark runs offline). Each run prints one JSON object.
#
# Expected (not measured: the development box has no GPU): end of speech to first audio p50 well under
# 0.8 s with Smart Turn (large-v3 on CUDA transcribes a 3 s utterance in about 0.1 s, vLLM's first token of
# a 7B model comes in about 0.05-0.1 s, coqui's first audio in about 0.1-0.2 s), and word error rate
# lower than tiny.en's on CPU. The end-of-turn figures (false cut-offs) do not depend on the GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
export HF_HUB_OFFLINE=1
export KOE_LLM_URL="${KOE_BENCH_LLM_URL:-http://127.0.0.1:8000/v1}"
export KOE_LLM_MODEL="${KOE_LLM_MODEL:-Qwen/Qwen2.5-7B-Instruct}"
export KOE_STT_MODEL="${KOE_STT_MODEL:-large-v3}" KOE_STT_DEVICE=cuda
export KOE_TTS_ENGINE=coqui KOE_TTS_VOICE="${KOE_TTS_VOICE:-tts_models/en/ljspeech/vits}"
for rule in silence smart; do
  echo "== end of turn: $rule (STT $KOE_STT_MODEL on CUDA, vLLM $KOE_LLM_MODEL, coqui)" >&2
  .venv/bin/koe bench voice --utterances 40 --paused 12 --end-of-turn "$rule" --json
done

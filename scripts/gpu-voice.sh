#!/usr/bin/env bash
# The voice path on the GPU box: `koe bench voice` with faster-whisper large-v3 on CUDA, the compose stack's
# vLLM and coqui-tts, with the head start (200 ms), once with the silence rule (1000 ms) and once with
# Smart Turn, the default (finished at >= 0.9 lets the prepared reply end the turn once it is ready, else
# 1000 ms), then `koe bench turn` (no GPU needed). Run from the repository on the
# GPU box after `make setup` plus `pip install -e '.[tts-gpu]'`, with vLLM up and reachable (e.g.
# `docker compose up -d vllm` and its port forwarded, or KOE_BENCH_LLM_URL set), and the whisper and coqui
# weights already in the local caches (the benchmark runs offline). Each run prints one JSON object.
#
# Expected (not measured: the development box has no GPU). With a head start the reply is ready about
# 0.5 s after the words stop (0.2 s to the likely end, large-v3 on CUDA about 0.1 s for a 3 s utterance,
# vLLM's first sentence of a 7B model about 0.1 s, coqui's first audio 0.1-0.2 s), so what the person
# waits is the end-of-turn rule: the silence rule about 1.0 s at p50 and p95 (over the 0.8 s target, with
# no false cut-off for pauses under 0.8 s); Smart Turn about 0.5-0.6 s p50 (the reply, ready while the
# person is silent after a confident "finished") and 1.0 s p95 (its limit), with 1 of 12 paused utterances
# cut off (`koe bench turn` on CPU with a reply ready 300 ms after the pause: docs/voice.md).
# Word error rate lower than tiny.en's on CPU. The smart run also runs the sequential baseline (fixed
# 0.7 s silence, whole STT, whole reply, whole TTS) on the same utterances and prints koe_over_baseline_p50.
set -euo pipefail
cd "$(dirname "$0")/.."
export HF_HUB_OFFLINE=1
export KOE_LLM_URL="${KOE_BENCH_LLM_URL:-http://127.0.0.1:8000/v1}"
export KOE_LLM_MODEL="${KOE_LLM_MODEL:-Qwen/Qwen2.5-7B-Instruct}"
export KOE_STT_MODEL="${KOE_STT_MODEL:-large-v3}" KOE_STT_DEVICE=cuda
export KOE_TTS_ENGINE=coqui KOE_TTS_VOICE="${KOE_TTS_VOICE:-tts_models/en/ljspeech/vits}"
export KOE_TURN_THRESHOLD="${KOE_TURN_THRESHOLD:-0.9}"
for rule in silence smart; do
  echo "== end of turn: $rule, head start 200 ms (STT $KOE_STT_MODEL on CUDA, vLLM $KOE_LLM_MODEL, coqui)" >&2
  baseline=()
  [ "$rule" = smart ] && baseline=(--baseline sequential)  # the same utterances the sequential way, same run
  .venv/bin/koe bench voice --utterances 40 --paused 12 --end-of-turn "$rule" --head-start-ms 200 "${baseline[@]}" --json
done
# Transcribing while the person speaks (off by default: on a 2-core CPU it did not pay; on CUDA an interim
# decode of large-v3 should take tens of ms, so measure it there): the same run with it on, and the names.
echo "== Smart Turn, STT decoding while the person speaks (KOE_STT_STREAMING=true)" >&2
KOE_STT_STREAMING=true .venv/bin/koe bench voice --utterances 40 --paused 12 --head-start-ms 200 --json
.venv/bin/koe bench names --no-streaming --json
.venv/bin/koe bench names --streaming --json
.venv/bin/koe bench turn --reply-ready-ms 300 600 --json
.venv/bin/koe bench barge-in --realtime --echo-only 25 --json  # no GPU needed: the agent is the Pi's

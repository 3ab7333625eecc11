#!/usr/bin/env bash
# Replies first on the GPU box: `koe bench contention` against the compose stack's vLLM, with and
# without priority scheduling. Run from the repository on the GPU box after `make setup`, with vLLM up
# and reachable (e.g. `docker compose up -d vllm` and its port forwarded, or KOE_BENCH_LLM_URL set).
# It cannot run on the 2-core development box (vLLM is CUDA-only); the figures go in docs/writer.md.
set -euo pipefail
cd "$(dirname "$0")/.."
url="${KOE_BENCH_LLM_URL:-http://127.0.0.1:8000/v1}"
model="${KOE_LLM_MODEL:-Qwen/Qwen2.5-7B-Instruct}"
export HF_HUB_OFFLINE=1
echo "== vLLM at $url, model $model, priority scheduling on (as compose starts it)"
.venv/bin/koe bench contention --turns 10 --llm-url "$url" --llm-model "$model" --priority
echo "== the same without request priorities (the writer's requests compete as equals)"
.venv/bin/koe bench contention --turns 10 --llm-url "$url" --llm-model "$model"

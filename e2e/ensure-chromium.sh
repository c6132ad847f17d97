#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell (no browser download is possible here), and the Chinese
# screens need a CJK font. Installs what is missing when we are root; otherwise says exactly what to install.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$browser" ] || missing+=(chromium-headless-shell)
command -v fc-list >/dev/null && fc-list :lang=zh | grep -q . || missing+=(fonts-wqy-microhei)
[ ${#missing[@]} -eq 0 ] && exit 0

bash "$(dirname "$0")/../tools/ci/install-debian-packages.sh" e2e "${missing[@]}" && exit 0
echo "e2e: (or set CHROMIUM_PATH to another Chromium/Chrome binary)" >&2
[ -x "$browser" ] || exit 1

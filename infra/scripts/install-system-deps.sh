#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the browser tests: Chromium (Debian's package;
# Playwright drives it, it never downloads a browser of its own) and fonts for every locale.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
"$(dirname "$0")/apt-install.sh" ${missing[@]+"${missing[@]}"}

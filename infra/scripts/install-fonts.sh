#!/usr/bin/env bash
# Installs the fonts a fresh Debian machine lacks: Noto for every script Bazaar's languages are
# written in. The server draws the sellers' PDF statements in them (application/exports/
# pdf_fonts.py: Noto Sans, Arabic, Thai, Devanagari and CJK), and the browser tests show every
# locale in them. `make run`, `make test` and CI call it.
set -euo pipefail

missing=()
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
"$(dirname "$0")/apt-install.sh" ${missing[@]+"${missing[@]}"}

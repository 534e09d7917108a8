#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build the Python dependencies: PyICU (shop
# names' look-alikes, ICU's confusables skeleton) compiles against the system's ICU.
set -euo pipefail

missing=()
dpkg -s libicu-dev >/dev/null 2>&1 || missing+=(libicu-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
echo "installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq || true
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

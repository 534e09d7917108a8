#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build the Python dependencies: PyICU (shop
# names' look-alikes, ICU's confusables skeleton) compiles against the system's ICU.
set -euo pipefail

missing=()
dpkg -s libicu-dev >/dev/null 2>&1 || missing+=(libicu-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
"$(dirname "$0")/apt-install.sh" ${missing[@]+"${missing[@]}"}

#!/usr/bin/env bash
# Installs the Debian packages named as arguments (already missing ones only; the callers
# check), as root or through sudo, quietly. Shared by install-system-deps.sh and
# install-build-deps.sh.
set -euo pipefail

[ $# -eq 0 ] && exit 0
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
echo "installing system packages: $*"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq || true
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null

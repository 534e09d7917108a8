#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the browser tests: Chromium (Debian's package;
# Playwright drives it, it never downloads a browser of its own) and fonts for every locale.
set -euo pipefail

"$(dirname "$0")/install-fonts.sh"
command -v chromium >/dev/null 2>&1 || "$(dirname "$0")/apt-install.sh" chromium

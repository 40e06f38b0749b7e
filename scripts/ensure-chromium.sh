#!/usr/bin/env bash
# The browser journeys run in Debian's Chromium (Playwright's own browser download cannot work here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium não encontrado: instalando o pacote chromium do Debian com apt-get…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version

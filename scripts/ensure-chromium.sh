#!/usr/bin/env bash
# The browser journeys and the benchmark run in Debian's Chromium, in its headless build
# (package chromium-headless-shell, from the same Debian source as the chromium package):
# Playwright's own browser download cannot work here, and on the 2-core machine the headless
# shell runs the suite's scripts and layouts about twice as fast as the full browser in headless
# mode, with the same Blink and the same pictures.
set -euo pipefail
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Chromium (headless shell) não encontrado: instalando o pacote chromium-headless-shell do Debian com apt-get…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
install_headless_chromium() { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; }
# The package lists are refreshed only when they do not know the package yet.
install_headless_chromium || { $SUDO apt-get update -qq && install_headless_chromium; }
/usr/bin/chromium-headless-shell --version

#!/usr/bin/env bash
# The W3C Nu HTML Checker (npm vnu-jar, tests/e2e/html-validity.spec.ts) is a Java program. Its
# package would download a Java runtime of its own at install (blocked in package.json
# allowScripts: no downloads outside the registry); Debian's runtime is installed instead, once.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
echo "Java não encontrado: instalando o pacote default-jre-headless do Debian com apt-get…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
install_java() { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null; }
# The package lists are refreshed only when they do not know the package yet.
install_java || { $SUDO apt-get update -qq && install_java; }
java -version

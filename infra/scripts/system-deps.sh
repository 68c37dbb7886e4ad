#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: redis-server,
# PostgreSQL 15 (server binaries) and Chromium for the end-to-end tests.
set -euo pipefail

need=()
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
[ -x "${PG_BIN:-/usr/lib/postgresql/15/bin}/initdb" ] || need+=(postgresql-15)
[ -x /usr/bin/chromium ] || need+=(chromium)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Debian packages: ${need[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null

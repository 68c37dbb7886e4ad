#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: redis-server,
# PostgreSQL 15 (server binaries), Chromium for the end-to-end tests and kubectl for the
# Kubernetes manifests' tests.
set -euo pipefail

need=()
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
[ -x "${PG_BIN:-/usr/lib/postgresql/15/bin}/initdb" ] || need+=(postgresql-15)
[ -x /usr/bin/chromium ] || need+=(chromium)
# `kubectl kustomize` renders the Kubernetes manifests for their tests.
command -v kubectl >/dev/null 2>&1 || need+=(kubernetes-client)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Debian packages: ${need[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null

#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: redis-server,
# PostgreSQL 15 (server binaries), Chromium for the end-to-end tests and kubectl for the
# Kubernetes manifests' tests. `system-deps.sh cluster` installs what the cluster test needs
# instead (make cluster-test): PostgreSQL, Redis, iproute2 (ip netns) and nginx.
set -euo pipefail

need=()
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
[ -x "${PG_BIN:-/usr/lib/postgresql/15/bin}/initdb" ] || need+=(postgresql-15)
if [ "${1:-}" = cluster ]; then
  command -v ip >/dev/null 2>&1 || need+=(iproute2)
  # setpriv runs PostgreSQL as its own user inside a test host's namespace.
  command -v setpriv >/dev/null 2>&1 || need+=(util-linux)
  command -v nginx >/dev/null 2>&1 || need+=(nginx)
else
  [ -x /usr/bin/chromium ] || need+=(chromium)
  # `kubectl kustomize` renders the Kubernetes manifests for their tests.
  command -v kubectl >/dev/null 2>&1 || need+=(kubernetes-client)
fi

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Debian packages: ${need[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null

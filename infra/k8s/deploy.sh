#!/usr/bin/env bash
# Deploys the shop to the cluster kubectl points at, in the order a schema change needs:
#   1. the namespace, the config and the migration Job (label italieno.nl/phase=pre-rollout),
#   2. wait until the Job has applied the migrations,
#   3. everything else (a rolling update of the api, the gateway and the workers).
# Usage: infra/k8s/deploy.sh [overlay]   (default: production)
# The Secret italieno-secrets must exist first (docs/operations.md "Kubernetes").
set -euo pipefail

overlay="${1:-production}"
here="$(cd "$(dirname "$0")" && pwd)"
dir="$here/overlays/$overlay"
[ -d "$dir" ] || { echo "no overlay $overlay in $here/overlays" >&2; exit 2; }

rendered="$(mktemp)"
trap 'rm -f "$rendered"' EXIT
kubectl kustomize "$dir" > "$rendered"

# A Job's pod template cannot change, so the previous run is removed before the new one.
kubectl -n italieno delete job migrate --ignore-not-found --wait=true 2>/dev/null || true
kubectl apply -f "$rendered" -l italieno.nl/phase=pre-rollout
if ! kubectl -n italieno wait --for=condition=complete job/migrate --timeout=600s; then
  echo "migrations failed; nothing else was changed. Logs:" >&2
  kubectl -n italieno logs job/migrate --tail=50 >&2 || true
  exit 1
fi

kubectl apply -f "$rendered"
for deployment in api gateway workers; do
  kubectl -n italieno rollout status "deployment/$deployment" --timeout=600s
done
echo "deployed $overlay"

#!/usr/bin/env bash
# The shop scaled out across hosts, on one machine (make cluster-test). Each host is a network
# namespace of this run, plugged by a veth pair into one bridge in a namespace of its own (the
# switch), on a private test network that exists only inside these namespaces:
#
#   ops    10.217.17.2   the customers' browsers, the kitchen's tablet, the mail server, the operator
#   front  10.217.17.3   nginx from Debian: /ws to the gateways, everything else to the apis
#   db     10.217.17.10  PostgreSQL 15 and redis-server
#   api1, api2           10.217.17.21, .22
#   gw1, gw2             10.217.17.31, .32 (the realtime gateway)
#   wk1, wk2             10.217.17.41, .42 (the workers)
#
# infra/cluster/scenario.ts runs on `ops` and starts everything else in its host. Whatever
# happens, the trap ends every process in these namespaces and deletes them (and with them the
# bridge and the veth pairs); nothing is added to the machine's own network namespace.
# Needs root, iproute2 and nginx (infra/scripts/system-deps.sh cluster).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "$(id -u)" -ne 0 ]; then
  echo "cluster-test: needs root (ip netns); run it with sudo" >&2
  exit 1
fi

# The run's own prefix: two runs side by side never touch each other's namespaces.
run="italieno-cluster-$$"
network=10.217.17.0/24
hosts=(ops=10.217.17.2 front=10.217.17.3 db=10.217.17.10 api1=10.217.17.21 api2=10.217.17.22
  gw1=10.217.17.31 gw2=10.217.17.32 wk1=10.217.17.41 wk2=10.217.17.42)
switch="$run-switch"

# Namespaces of runs whose shell is gone (killed before its trap could run).
for ns in $(ip netns list | awk '{print $1}' | grep -E '^italieno-cluster-[0-9]+-' || true); do
  owner=${ns#italieno-cluster-}
  owner=${owner%%-*}
  kill -0 "$owner" 2>/dev/null && continue
  for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -9 "$pid" 2>/dev/null || true; done
  ip netns delete "$ns" 2>/dev/null || true
done

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  local namespaces
  namespaces=$(ip netns list | awk '{print $1}' | grep -E "^$run-" || true)
  # Every process of the run lives in one of its namespaces: SIGTERM, then SIGKILL what is left.
  for signal in TERM KILL; do
    for ns in $namespaces; do
      for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -s "$signal" "$pid" 2>/dev/null || true; done
    done
    [ "$signal" = TERM ] && sleep 2
  done
  for ns in $namespaces; do ip netns delete "$ns" 2>/dev/null || true; done
  echo "cluster-test: namespaces of $run deleted" >&2
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

ip netns add "$switch"
ip -n "$switch" link add br0 type bridge
ip -n "$switch" link set br0 up
for entry in "${hosts[@]}"; do
  name=${entry%%=*}
  address=${entry#*=}
  ns="$run-$name"
  ip netns add "$ns"
  ip -n "$ns" link set lo up
  # The switch's port is named after the host, so cutting a host off is `link set <host> down`.
  ip -n "$switch" link add "$name" type veth peer name eth0 netns "$ns"
  ip -n "$switch" link set "$name" master br0 up
  ip -n "$ns" addr add "$address/24" dev eth0
  ip -n "$ns" link set eth0 up
done

export CLUSTER_RUN="$run" CLUSTER_SWITCH="$switch" CLUSTER_NETWORK="$network"
export CLUSTER_HOSTS="${hosts[*]}"
ip netns exec "$run-ops" node --import tsx infra/cluster/scenario.ts

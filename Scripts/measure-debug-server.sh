#!/usr/bin/env bash
# The debug server's figures under load for Docs/Reliability.md, against 127.0.0.1 only: a
# slowloris of 64 and of 300 sockets while 8 well-formed clients send 200 requests, the same with
# eviction off (the control), bursts of 64, 200 and 500 clients at once, and the app's commands
# (open and state) and CPU with 16 trace subscribers that never read against none, three rounds
# each, interleaved (a figure-json line gives the ratios). Every loop of the harness
# (Tests/WayfinderDebugTests/LoadHarness.swift) is bounded in count and time; the run takes about
# two minutes. The normal test run keeps only the two assertions (>= 95 % served under a
# 300-socket slowloris, and a burst of 200 clients).
#
#   Scripts/measure-debug-server.sh
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! WAYFINDER_LOAD_FIGURES=1 swift test --filter 'DebugServerLoadTests' >"$log" 2>&1; then
  tail -40 "$log" >&2
  echo "measure-debug-server: the load tests failed" >&2
  exit 1
fi
grep -E '^figure(-json)?:' "$log" || { echo "measure-debug-server: no figures printed" >&2; exit 1; }
echo "machine: $(uname -sm), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || sysctl -n vm.loadavg)"

#!/usr/bin/env bash
# Runs the debug server's and the CLI's test suites (the whole WayfinderDebugTests target) again
# and again while two busy processes take both cores, and fails on any failure or hang.
#
#   Scripts/stress-debug-tests.sh [--runs N] [--load K] [--deadline SECONDS]
#
# N runs (default 20), K busy processes (default 2), each run killed after SECONDS (default 300)
# and then counted as a hang. The load is bounded: each busy process ends by itself after the
# longest the runs could take, and all of them are killed when the script ends, however it ends.
# It prints one line per run and a summary, e.g. for Docs/Reliability.md:
#
#   stress-debug-tests: 20 runs under 2 busy processes: 20 passed, 0 failed, 0 hung; runs took 9-14 s
set -euo pipefail
cd "$(dirname "$0")/.."
runs=20
load=2
deadline=300
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --load) load=$2; shift 2 ;;
    --deadline) deadline=$2; shift 2 ;;
    *) echo "usage: Scripts/stress-debug-tests.sh [--runs N] [--load K] [--deadline SECONDS]" >&2; exit 64 ;;
  esac
done
export SWIFT_BACKTRACE=enable=no

swift build --build-tests --explicit-target-dependency-import-check error >/dev/null \
  || { echo "stress-debug-tests: the build failed" >&2; exit 1; }

work=$(mktemp -d)
kept=.build/stress-debug-tests
rm -rf "$kept"
busy=()
cleanup() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq "$load"); do
  timeout $((runs * deadline + 60)) sh -c 'while :; do :; done' &
  busy+=($!)
done

passed=0 failed=0 hung=0 shortest="" longest=0
for run in $(seq "$runs"); do
  log="$work/run-$run.log"
  began=$(date +%s)
  status=0
  timeout -s KILL "$deadline" swift test --skip-build --filter WayfinderDebugTests >"$log" 2>&1 || status=$?
  took=$(($(date +%s) - began))
  [ -z "$shortest" ] || [ "$took" -lt "$shortest" ] && shortest=$took
  [ "$took" -gt "$longest" ] && longest=$took
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    echo "stress-debug-tests: run $run passed in $took s ($(grep -oE 'Test run with [0-9]+ tests' "$log" | head -1))"
  elif [ "$status" -eq 137 ]; then
    hung=$((hung + 1))
    mkdir -p "$kept"
    cp "$log" "$kept/"
    echo "stress-debug-tests: run $run HUNG: killed after $deadline s (whole log: $kept/run-$run.log); the tests still running:" >&2
    grep -E '^◇ Test .* started' "$log" | sed 's/ started.*//' | while read -r line; do
      name=${line#◇ Test }
      grep -qF "Test $name passed" "$log" || grep -qF "Test $name failed" "$log" || echo "  $name" >&2
    done
  else
    failed=$((failed + 1))
    mkdir -p "$kept"
    cp "$log" "$kept/"
    echo "stress-debug-tests: run $run FAILED (status $status) in $took s (whole log: $kept/run-$run.log):" >&2
    grep -E '^✘' "$log" | head -20 >&2 || tail -20 "$log" >&2
  fi
done
echo "stress-debug-tests: $runs runs under $load busy processes: $passed passed, $failed failed, $hung hung; runs took $shortest-$longest s"
[ "$failed" -eq 0 ] && [ "$hung" -eq 0 ]

#!/usr/bin/env bash
# A long fuzz campaign outside CI: each target to RUNS executions (default 10 million), PARALLEL
# targets at a time (default 2, one core each), and one line of figures per target for
# Docs/Reliability.md. Each run also stops at its time cap (default 3 hours).
#
#   Scripts/fuzz-campaign.sh [--runs N] [--parallel K] [--cap SECONDS] [TARGET...]
#   Scripts/fuzz-campaign.sh                        # links restore http journal registrar, 10 million each
#   Scripts/fuzz-campaign.sh --runs 1000000 http
#
# Restore runs with documents of at most 4 KB (every shape fits; 16 KB quarters its speed). The
# corpus grows in Fuzz/.build/corpus/TARGET; findings go to Fuzz/.build/fuzz-findings/TARGET and
# make the campaign fail. Logs: Fuzz/.build/campaign/TARGET.log.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=10000000
parallel=2
cap=10800
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --parallel) parallel=$2; shift 2 ;;
    --cap) cap=$2; shift 2 ;;
    links|restore|http|journal|registrar) targets+=("$1"); shift ;;
    *) echo "usage: Scripts/fuzz-campaign.sh [--runs N] [--parallel K] [--cap SECONDS] [links|restore|http|journal|registrar...]" >&2; exit 64 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(links restore http journal registrar)
logs=Fuzz/.build/campaign
mkdir -p "$logs"
for target in "${targets[@]}"; do Scripts/fuzz.sh "$target" build; done

# Runs one target and prints its figures line.
campaign() {
  local target=$1 log="$logs/$1.log" extra=() status=0 began
  [ "$target" = restore ] && extra=(-max_len=4096)
  began=$(date +%s)
  Scripts/fuzz.sh "$target" "$cap" -runs="$runs" "${extra[@]}" >"$log" 2>&1 || status=$?
  local executed seconds cov ft corpus findings
  executed=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+$' || echo 0)
  seconds=$(($(date +%s) - began))
  cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || echo "cov: ?")
  corpus=$(find "Fuzz/.build/corpus/$target" -type f | wc -l)
  findings=$(find "Fuzz/.build/fuzz-findings/$target" -type f 2>/dev/null | wc -l)
  echo "fuzz-campaign: $target: $executed executions in $seconds s ($((executed / (seconds > 0 ? seconds : 1)))/s), $cov, corpus $corpus inputs ($(du -sk "Fuzz/.build/corpus/$target" | cut -f1) KB), $findings findings, status $status (log: $log)"
  [ "$status" -eq 0 ] && [ "$findings" -eq 0 ]
}

pids=()
failed=0
for target in "${targets[@]}"; do
  campaign "$target" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$parallel" ]; then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ "$failed" -eq 0 ] || { echo "fuzz-campaign: a target failed or found something (above)" >&2; exit 1; }

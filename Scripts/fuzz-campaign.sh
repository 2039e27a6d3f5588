#!/usr/bin/env bash
# The long fuzz campaign, outside CI, in as many sittings as it takes. Each target has a goal of
# executions: 10 million for the two outside doors (links, restore), 3 million for the others
# (http, journal, registrar). A sitting runs each unfinished target in chunks (default 1 million
# executions, or 30 minutes), PARALLEL targets at a time (default 2, one core each). After every
# chunk, its figures are added to the ledger and the inputs it found are merged into the
# campaign's corpus, both checked in: a sitting that is stopped loses at most the chunk in
# progress, and the next sitting, on any clone, starts from where the last chunk ended.
#
#   Scripts/fuzz-campaign.sh                     # every target, up to its goal
#   Scripts/fuzz-campaign.sh links restore       # these targets, up to their goals
#   Scripts/fuzz-campaign.sh --status            # what the ledger holds, against the goals
#   Scripts/fuzz-campaign.sh --chunk 200000 http # smaller chunks
#   Scripts/fuzz-campaign.sh --once restore      # one chunk of each, then stop
#
# Files (under Fuzz/Campaign, checked in):
#   ledger.tsv          one line per chunk: date, target, the commit the binaries were built from
#                       (marked +changes when the sources differed from it), executions, seconds,
#                       cov, ft, findings
#   corpus/TARGET/      the campaign's corpus, minimized by libFuzzer's merge after each chunk
# Findings go to Fuzz/.build/fuzz-findings/TARGET and stop the campaign: pin each one as a seed in
# Fuzz/Corpus/TARGET and a regression test, fix it, then run again. Restore runs with documents of
# at most 4 KB (every shape fits; 16 KB quarters its speed). Logs: Fuzz/.build/campaign/.
set -euo pipefail
cd "$(dirname "$0")/.."
chunk=1000000
cap=1800
parallel=2
status_only=0
once=0
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --chunk) chunk=$2; shift 2 ;;
    --cap) cap=$2; shift 2 ;;
    --parallel) parallel=$2; shift 2 ;;
    --status) status_only=1; shift ;;
    --once) once=1; shift ;;
    links|restore|http|journal|registrar) targets+=("$1"); shift ;;
    *) echo "usage: Scripts/fuzz-campaign.sh [--status] [--once] [--chunk N] [--cap SECONDS] [--parallel K] [links|restore|http|journal|registrar...]" >&2; exit 64 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(links restore http journal registrar)
campaign=Fuzz/Campaign
ledger=$campaign/ledger.tsv
logs=Fuzz/.build/campaign
mkdir -p "$campaign/corpus" "$logs"
[ -f "$ledger" ] || printf 'date\ttarget\tcommit\texecutions\tseconds\tcov\tft\tfindings\n' >"$ledger"

goal() { case "$1" in links|restore) echo 10000000 ;; *) echo 3000000 ;; esac; }
done_so_far() { awk -F'\t' -v t="$1" 'NR > 1 && $2 == t { sum += $4 } END { print sum + 0 }' "$ledger"; }

status() {
  local target
  printf '%-10s %12s %12s %s\n' target executions goal state
  for target in links restore http journal registrar; do
    local total goal_runs
    total=$(done_so_far "$target")
    goal_runs=$(goal "$target")
    printf '%-10s %12d %12d %s\n' "$target" "$total" "$goal_runs" \
      "$([ "$total" -ge "$goal_runs" ] && echo reached || echo "$((goal_runs - total)) to go")"
  done
}
if [ "$status_only" -eq 1 ]; then status; exit 0; fi

for target in "${targets[@]}"; do Scripts/fuzz.sh "$target" build; done
# What was built: the commit, marked when the sources differed from it. The chunks run these
# binaries without building again.
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- Sources Fuzz/Sources Fuzz/Package.swift Package.swift || commit="$commit+changes"
export FUZZ_SKIP_BUILD=1

# Runs chunks of one target until its goal, a finding or a failed run.
run_target() {
  local target=$1 extra=() max_len
  [ "$target" = restore ] && extra=(-max_len=4096)
  mkdir -p "$campaign/corpus/$target"
  while :; do
    local total remaining runs log began status=0
    total=$(done_so_far "$target")
    remaining=$(($(goal "$target") - total))
    [ "$remaining" -gt 0 ] || { echo "fuzz-campaign: $target: goal reached ($total executions)"; return 0; }
    runs=$((remaining < chunk ? remaining : chunk))
    log="$logs/$target-$(date +%Y%m%d-%H%M%S).log"
    began=$(date +%s)
    # Only what this chunk finds counts: the folder may hold older findings (a replayed crash).
    local known
    mkdir -p "Fuzz/.build/fuzz-findings/$target"
    known=$(find "Fuzz/.build/fuzz-findings/$target" -type f | sort)
    # The campaign corpus is read as a seed folder beside the checked-in seeds; new inputs go
    # to Fuzz/.build/corpus/TARGET, and are merged into the campaign corpus below.
    FUZZ_SEED_DIRS="Campaign/corpus/$target" Scripts/fuzz.sh "$target" "$cap" -runs="$runs" "${extra[@]}" \
      >"$log" 2>&1 || status=$?
    local executed seconds cov ft findings
    executed=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+$' || echo 0)
    seconds=$(($(date +%s) - began))
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
    ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
    findings=$(comm -13 <(echo "$known") <(find "Fuzz/.build/fuzz-findings/$target" -type f 2>/dev/null | sort) \
      | grep -c . || true)
    if [ "$executed" -gt 0 ]; then
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$target" "$commit" \
        "$executed" "$seconds" "$cov" "$ft" "$findings" >>"$ledger"
    fi
    case "$target" in restore) max_len=4096 ;; links) max_len=8300 ;; http) max_len=36000 ;; journal) max_len=32768 ;; *) max_len=16384 ;; esac
    Scripts/fuzz.sh "$target" replay -merge=1 -max_len="$max_len" "$campaign/corpus/$target" \
      "Fuzz/.build/corpus/$target" >"$log.merge" 2>&1 || echo "fuzz-campaign: $target: the corpus merge failed (log: $log.merge)" >&2
    echo "fuzz-campaign: $target: $executed executions in $seconds s, cov $cov ft $ft, $findings findings, status $status, total $(done_so_far "$target") (log: $log)"
    if [ "$status" -ne 0 ] || [ "$findings" -gt 0 ] || [ "$executed" -eq 0 ]; then return 1; fi
    [ "$once" -eq 0 ] || return 0
  done
}

pids=()
failed=0
for target in "${targets[@]}"; do
  run_target "$target" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$parallel" ]; then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
status
[ "$failed" -eq 0 ] || { echo "fuzz-campaign: a target failed or found something (above)" >&2; exit 1; }

#!/usr/bin/env bash
# Docs/Architecture.md's diagram and table of the navigator's parts match the package and the
# code (Scripts/architecture-diagram.py --check), and the check bites: it fails on a part row
# removed from the table, on a stored part added to the navigator, on an edited diagram, on a
# folder of Sources/Wayfinder the table of rooms does not name, and on a crowded top level.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-architecture.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "check-architecture-diagram: FAILED: $*" >&2; exit 1; }

swift package dump-package >"$work/package.json"
python3 Scripts/architecture-diagram.py --check --package-json "$work/package.json"

# plant NAME EXPECTED ARGS...: the check must fail, naming EXPECTED.
plant() {
  local name=$1 expected=$2
  shift 2
  if python3 Scripts/architecture-diagram.py --check --package-json "$work/package.json" "$@" \
    >"$work/out" 2>&1; then
    fail "the check passed with $name"
  fi
  grep -qF "$expected" "$work/out" || { cat "$work/out" >&2; fail "the check of $name did not name '$expected'"; }
  echo "check-architecture-diagram: $name: caught"
}

# shellcheck disable=SC2016 # the backquotes are Markdown's, not the shell's
grep -v '^| `JournalRecorder` |' Docs/Architecture.md >"$work/no-row.md"
plant "a part missing from the table" "Navigator.journalRecorder is a JournalRecorder" --doc "$work/no-row.md"

sed 's/^    @ObservationIgnored let fanOut = EventFanOut()$/&\n    @ObservationIgnored let ledger = NavigationLedger()/' \
  Sources/Wayfinder/Navigator/Navigator.swift >"$work/Navigator.swift"
grep -q "NavigationLedger" "$work/Navigator.swift" || fail "could not plant a stored part in Navigator.swift"
plant "a stored part the table does not name" "Navigator.ledger is a NavigationLedger" \
  --navigator "$work/Navigator.swift"

sed 's/^    WayfinderTesting --> Wayfinder$/    WayfinderTesting --> WayfinderDebug/' Docs/Architecture.md >"$work/edited.md"
cmp -s Docs/Architecture.md "$work/edited.md" && fail "could not plant an edit in the diagram"
plant "an edited diagram" "out of date" --doc "$work/edited.md"
cp -R Sources/Wayfinder "$work/unnamed-room"
mkdir "$work/unnamed-room/Scratch"
echo "struct Scratch {}" >"$work/unnamed-room/Scratch/Scratch.swift"
plant "a room the table does not name" "the folder Scratch is a room the table of rooms does not name" \
  --sources "$work/unnamed-room"

cp -R Sources/Wayfinder "$work/crowded"
for n in $(seq 1 15); do echo "struct Loose$n {}" >"$work/crowded/Loose$n.swift"; done
plant "a crowded top level" "more than 15" --sources "$work/crowded"
echo "check-architecture-diagram: passed"

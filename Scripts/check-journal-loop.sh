#!/usr/bin/env bash
# The debug loop of Docs/DebugTool.md, end to end: the demo app runs the tour in
# Examples/DemoApp/Tours/journal-tour.txt with its debug server on; `wayfinder export-test` turns
# the app's navigation journal into a Swift test; the test goes into the demo's test target, where
# it compiles and passes, reproducing the tour's final outline. Then the bite: the same test with a
# different final outline must fail.
#
#   Scripts/check-journal-loop.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
demo_package="$root/Examples/DemoApp"
generated="$demo_package/Tests/DemoAppTests/JournalTourReplay.swift"
work=$(mktemp -d)
demo_pid=""
cleanup() {
  exec 3>&- 2>/dev/null || true
  if [ -n "$demo_pid" ]; then kill "$demo_pid" 2>/dev/null || true; fi
  rm -f "$generated"
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "check-journal-loop: $*" >&2; exit 1; }

swift build --product wayfinder >/dev/null || fail "wayfinder does not build"
swift build --package-path "$demo_package" --product wayfinder-demo >/dev/null || fail "the demo does not build"
cli="$(swift build --show-bin-path)/wayfinder"
demo="$(swift build --package-path "$demo_package" --show-bin-path)/wayfinder-demo"

# The demo reads commands from a pipe held open, so it keeps serving while the CLI talks to it.
# Server files go to a folder of this run's own, where the CLI looks for them.
export XDG_RUNTIME_DIR="$work"
export TMPDIR="$work"
mkfifo "$work/commands"
"$demo" --port 0 <"$work/commands" >"$work/demo.log" 2>&1 &
demo_pid=$!
exec 3>"$work/commands"
steps=$(grep -c . "$demo_package/Tours/journal-tour.txt")
cat "$demo_package/Tours/journal-tour.txt" >&3

# Wait until every command of the tour is in the journal (one entry or more each).
for _ in $(seq 1 300); do
  count=$("$cli" journal --json 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["entries"]))' 2>/dev/null || echo 0)
  [ "$count" -ge "$steps" ] && break
  sleep 0.1
done
[ "${count:-0}" -ge "$steps" ] || { cat "$work/demo.log" >&2; fail "the demo recorded $count of $steps navigations"; }
final=$("$cli" state)
echo "check-journal-loop: the tour recorded $count navigations; the app shows:"
# shellcheck disable=SC2001 # indents every line
sed 's/^/  /' <<<"$final"

started=$SECONDS
"$cli" export-test --name journalTourReplays --output "$generated" || fail "wayfinder export-test failed"
echo "== the exported test, as written"
cat "$generated"
grep -q "makeAppNavigator()" "$generated" || fail "the exported test has no navigator placeholder"
while IFS= read -r line; do
  grep -qF "        $line" "$generated" || fail "the exported test does not expect the final outline line '$line'"
done <<<"$final"

echo "== the exported test compiles and passes in the demo's test target"
if ! swift test --package-path "$demo_package" --filter journalTourReplays >"$work/test.log" 2>&1; then
  cat "$work/test.log" >&2
  fail "the exported test fails on the session it was exported from"
fi
grep -E "journalTourReplays\(\) passed" "$work/test.log" || fail "the exported test did not run"
echo "check-journal-loop: from export to a compiled, passing test in $((SECONDS - started)) s"

echo "== the bite: the same test expecting another final outline fails"
python3 - "$generated" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
marker = '    expectOutline(\n        navigator,\n        """\n'
assert marker in text, "no final outline in the exported test"
open(path, "w").write(text.replace(marker, marker + "        stack: somewhere-else\n", 1))
PY
if swift test --package-path "$demo_package" --filter journalTourReplays >/dev/null 2>&1; then
  fail "the exported test passed although its final outline was changed"
fi
echo "check-journal-loop: the tour replays from its exported test, and a changed outline fails it"

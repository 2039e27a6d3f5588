# shellcheck shell=bash
# shellcheck disable=SC2034,SC2154 # `check` comes from the sourcing script; `cli`, `demo` and `say` are its to use
# Sourced by the scripts that check a file generated from the demo's routes. Before sourcing, set
# `check` to the script's name (for its messages). It sets `root`, `demo_package`, `work` (a
# temporary folder removed on exit), `cli` (the wayfinder CLI), `demo` (wayfinder-demo), defines
# `fail` and `say`, and writes the demo's manifest to "$work/manifest.json".
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root" || exit 1
demo_package="$root/Examples/DemoApp"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "$check: FAILED: $*" >&2; exit 1; }
say() { echo "$check: $*"; }

# CI has built both packages with --build-tests already; these builds are then no-ops.
swift build --product wayfinder >/dev/null || fail "wayfinder does not build"
swift build --package-path "$demo_package" --product wayfinder-demo >/dev/null || fail "the demo does not build"
cli="$(swift build --show-bin-path)/wayfinder"
demo="$(swift build --package-path "$demo_package" --show-bin-path)/wayfinder-demo"
"$demo" --manifest >"$work/manifest.json" 2>"$work/demo.log" || {
  cat "$work/demo.log" >&2
  fail "wayfinder-demo --manifest failed"
}

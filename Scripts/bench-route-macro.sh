#!/usr/bin/env bash
# What the `@Route` macro costs at build time (Docs/Performance.md, "`@Route` at build time").
#
#   Scripts/bench-route-macro.sh [--json FILE] [--runs N] [--routes N] [--routes-per-file N]
#                                [--swiftc-flag FLAG]... [--generate-only]
#
# Generates 500 routes (ten shapes: Int, String, UUID and enum placeholders, Optional and
# defaulted query values, parents, preferred presentations, an externally unreachable and an
# in-app-only route) into a temporary package outside the repository that depends on it by path,
# written three ways, one target each: (a) with `@Route`, (b) the same conformances written out by
# hand (what the macro expands to), (c) plain structs with the same stored properties. It first
# builds and runs `bench-check`, which round-trips routes of every shape through the URLs and
# parameters of (a) and (b) and fails unless they agree. Then, with everything built once, it
# rewrites every source file of one target and times `swift build --target` of it: 3 runs a
# target, interleaved (the order rotated each run), reporting median, min and max, the ratios
# macro ÷ hand-written (target ≤ 1.2) and hand-written ÷ plain, and the time of a build with
# nothing to do. The figures are this machine's only; a shared machine makes them noisy.
#
# Only the toolchain is needed (the macro links the toolchain's SwiftSyntax:
# WAYFINDER_SWIFT_SYNTAX=toolchain is set for the bench package). The first run builds Wayfinder
# for the bench package (a minute or two). KEEP=1 keeps the temporary package (and it is kept
# when a step fails, with its logs); BENCH_WORK=folder uses that folder instead, keeping built
# dependencies between runs. BENCH_WAYFINDER=folder measures another copy of Wayfinder (say, an
# export of main for before-and-after figures) with this script's bench.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
wayfinder="$(cd "${BENCH_WAYFINDER:-$root}" && pwd)"

if [ -n "${BENCH_WORK:-}" ]; then
  mkdir -p "$BENCH_WORK"
  work=$(cd "$BENCH_WORK" && pwd)
  keep=1
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-route-macro-bench.XXXXXX")
  keep=${KEEP:-0}
fi
finish() {
  local status=$?
  if [ "$status" -ne 0 ]; then
    echo "bench-route-macro: the bench package and its logs are kept in $work" >&2
  elif [ "$keep" = 1 ]; then
    echo "bench-route-macro: the bench package is kept in $work"
  else
    rm -rf "$work"
  fi
}
trap finish EXIT

# The bench tool itself: generation, the timed builds and the report.
tool="$work/route-macro-bench"
if ! swiftc -O -o "$tool" "$root"/Scripts/RouteMacroBench/*.swift >"$work/tool-build.log" 2>&1; then
  cat "$work/tool-build.log" >&2
  echo "bench-route-macro: FAILED: the bench tool (Scripts/RouteMacroBench) does not compile" >&2
  exit 1
fi
mkdir -p "$work/package"
"$tool" --wayfinder "$wayfinder" --work "$work/package" "$@"

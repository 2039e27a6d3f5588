#!/usr/bin/env bash
# Builds one libFuzzer target of the Fuzz/ package and runs it.
#
#   Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer options]
#   Scripts/fuzz.sh links 60
#   Scripts/fuzz.sh restore 600 -runs=10000000
#   Scripts/fuzz.sh links replay crash-0123abcd   # run one input (a crash, a corpus file) and exit
#   Scripts/fuzz.sh links build                   # only build the target
#
# TARGET: links (URL → routes over the demo app), restore (the restoration document decoder),
# http (the debug server's HTTP request parser), journal (the navigation journal's decoder and the
# Swift test it exports), registrar (the registrar's reading of Swift source, and its plan).
#
# Everything is compiled with AddressSanitizer and libFuzzer's coverage; only the fuzz
# executables link libFuzzer (see Fuzz/Package.swift for why not `--sanitize=fuzzer`). Leak
# detection is on. New inputs go to Fuzz/.build/corpus/TARGET, or to FUZZ_CORPUS (a folder
# relative to Fuzz/) when it is set (the checked-in seeds in
# Fuzz/Corpus/TARGET are read, never written); crashes, leaks and timeouts are saved in
# Fuzz/.build/fuzz-findings/TARGET/ and make the script fail. FUZZ_SEED_DIRS (folders relative
# to Fuzz/, separated by spaces) are read as seeds too, after those two. With FUZZ_SKIP_BUILD=1
# the target is not built again: the binary the last build made runs (the campaign builds once,
# so a source edited while it runs changes nothing it measures).
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/../Fuzz"

export SWIFT_BACKTRACE=enable=no
if ! command -v swift >/dev/null 2>&1; then
  for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
    if [ -x "$candidate/swift" ]; then export PATH="$candidate:$PATH"; break; fi
  done
fi

usage() { echo "usage: Scripts/fuzz.sh links|restore|http|journal|registrar SECONDS|replay|build [libFuzzer options or inputs]" >&2; exit 2; }
[ $# -ge 2 ] || usage
case "$1" in
  links) product=FuzzLinks; max_len=8300; dict=links.dict ;;
  restore) product=FuzzRestore; max_len=16384; dict=links.dict ;;
  http) product=FuzzHTTP; max_len=36000; dict=http.dict ;;
  journal) product=FuzzJournal; max_len=32768; dict=links.dict ;;
  registrar) product=FuzzRegistrar; max_len=16384; dict=swift.dict ;;
  *) usage ;;
esac
target=$1
mode=$2
shift 2

# The macro plugin is built with ASan too and runs inside the compiler: its leaks are not ours.
# The linker's "Cannot export local symbol '__asan…'" warnings are noise and filtered out.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
build_status=0
[ "${FUZZ_SKIP_BUILD:-0}" = 1 ] || ASAN_OPTIONS=detect_leaks=0 swift build -c "${FUZZ_CONFIGURATION:-release}" --product "$product" \
  -Xswiftc -sanitize=address -Xswiftc -DDEBUG \
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
  >"$build_log" 2>&1 || build_status=$?
grep -v -e "Cannot export local symbol '__asan" -e '^\[' "$build_log" || true
[ "$build_status" -eq 0 ] || { echo "fuzz: building $product failed" >&2; exit "$build_status"; }
binary="$(swift build -c "${FUZZ_CONFIGURATION:-release}" --show-bin-path)/$product"
[ -x "$binary" ] || { echo "fuzz: $binary was not built" >&2; exit 1; }

[ "$mode" != build ] || exit 0
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:${ASAN_OPTIONS:-}"
if [ "$mode" = replay ]; then
  cd "$caller"
  "$binary" "$@"
  exit
fi
case "$mode" in ''|*[!0-9]*) usage ;; esac

corpus="${FUZZ_CORPUS:-.build/corpus/$target}"
# Not .build/artifacts: that is SwiftPM's own folder (binary artifacts), recreated by a build.
artifacts=".build/fuzz-findings/$target"
mkdir -p "$corpus" "$artifacts"
# FUZZ_SEED_DIRS: more seed folders, separated by spaces.
read -r -a seed_dirs <<<"${FUZZ_SEED_DIRS:-}"
known=$(find "$artifacts" -type f | sort)
status=0
# ${a[@]+…}: an empty array expands to nothing, also under `set -u` in bash before 4.4.
"$binary" -max_total_time="$mode" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 \
  -dict="$dict" -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" \
  "$corpus" "Corpus/$target" ${seed_dirs[@]+"${seed_dirs[@]}"} || status=$?
# A finding is printed whole, as a command that writes it back and replays it, so one made on
# another machine (CI) can be replayed here. (`tr`, not `base64 -w 0`: macOS's base64 has no -w.)
while IFS= read -r finding; do
  [ -n "$finding" ] || continue
  echo "fuzz: finding $finding ($(wc -c <"$finding") bytes); to replay it from the repository's root:"
  echo "echo '$(base64 <"$finding" | tr -d '\n')' | base64 -d >finding && Scripts/fuzz.sh $target replay finding"
done < <(comm -13 <(echo "$known") <(find "$artifacts" -type f | sort))
exit "$status"

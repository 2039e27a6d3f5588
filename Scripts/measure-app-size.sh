#!/usr/bin/env bash
# Measures what Wayfinder adds to an app's stripped release binary, on a release build that already
# exists (Scripts/check-consumer.sh calls it on its own release build; nothing of swift-syntax or
# Wayfinder is built again).
#
#   Scripts/measure-app-size.sh APP_RELEASE [--flags 'FLAGS'] [--optimized FOLDER] [--top N]
#   Scripts/measure-app-size.sh --optimized FOLDER [--top N]
#   Scripts/measure-app-size.sh --build-optimized [--top N]
#
# APP_RELEASE is Scripts/ConsumerApp's release build folder (`.build/release`, holding `App`).
# Beside it, Scripts/ConsumerAppStub is built: the same targets, routes and screens in plain Swift
# without Wayfinder (hand-written navigation printing the same outline), which needs no
# swift-syntax. It is built with FLAGS, the flags the app's release build used (default
# `-c release`; check-consumer.sh passes `-c release -Xswiftc -Onone`), and must print what the
# app prints. Both binaries are stripped (copies, `strip --strip-all`); the script reports:
#
# - the stripped sizes and their difference: what Wayfinder adds to the app, against the target
#   of at most 300 KB (307,200 bytes);
# - the `.text` bytes of both stripped binaries;
# - the `.text` bytes per module of the objects the app's link used (`App.product/Objects.LinkFileList`):
#   Wayfinder's modules, the app's own, and the check that no swift-syntax module is among them
#   (swift-syntax builds the macro and the registrar, which run on the build machine only), nor
#   WayfinderLinkTools (the command-line tool's and the tests' link tooling), whose symbols must
#   be absent from the unstripped binary too;
# - the biggest functions of Wayfinder's objects, demangled, and their bytes by kind.
#
# With `--optimized FOLDER`, a release folder built with the optimizer holding Wayfinder's module
# objects (CI: Scripts/check-release-debug-symbols.sh's build of this package,
# `.build/release-symbol-check/release`), it reports the same per-module `.text` bytes and
# biggest functions for those objects: the optimized code's size, before linking. Alone (no
# APP_RELEASE), it reports only that.
#
# With `--build-optimized` (on demand, not in CI: about 3 minutes here), it first builds
# Scripts/ConsumerApp with the optimizer (`-c release`) against this working tree by path, with the
# toolchain's SwiftSyntax (`WAYFINDER_SWIFT_SYNTAX=toolchain`, so no swift-syntax is compiled), and
# measures that app as above with FLAGS `-c release`: the size an app team's release build gets.
#
# The numbers are reported, not enforced: an app built with FLAGS `-Xswiftc -Onone` is unoptimized
# and larger than an app team's release build (Docs/Decisions/app-size.md). The script fails when
# a measurement cannot be made: no binary, no objects, a tool failing, the stub not building or
# printing another outline. KEEP=1 keeps its temporary folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
release="" flags="-c release" optimized="" top=12 build_optimized=0
while [ $# -gt 0 ]; do
  case "$1" in
    --build-optimized) build_optimized=1; shift ;;
    --flags) flags=$2; shift 2 ;;
    --optimized) optimized=$(cd "$2" && pwd); shift 2 ;;
    --top) top=$2; shift 2 ;;
    -*) echo "app-size: unknown option $1" >&2; exit 2 ;;
    *) release=$(cd "$1" && pwd); shift ;;
  esac
done
[ -n "$release" ] || [ -n "$optimized" ] || [ "$build_optimized" = 1 ] || { echo "usage: $0 APP_RELEASE [--flags 'FLAGS'] [--optimized FOLDER] [--top N]" >&2; exit 2; }
limit=307200
began=$(date +%s)

fail() { echo "app-size: FAILED: $*" >&2; exit 1; }
for tool in strip size nm; do command -v "$tool" >/dev/null || fail "no $tool on PATH (binutils)"; done
work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-size.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "app-size: working in $work"; else trap 'rm -rf "$work"' EXIT; fi

# Wayfinder's modules: the folders of Sources/.
wayfinder_modules=" $(find "$root/Sources" -mindepth 1 -maxdepth 1 -type d -printf '%f ' | tr '-' '_') "
is_wayfinder() { case "$wayfinder_modules" in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
bytes() { printf "%'d" "$1"; }
kib() { awk -v b="$1" 'BEGIN { printf "%.1f KiB", b / 1024 }'; }

# The `.text` bytes (every `.text*` section) of one binary.
text_of() {
  size -A -d "$1" | awk '$1 ~ /^\.text/ { sum += $2 } END { print sum + 0 }'
}

# "<module> <bytes>" lines: the `.text*` bytes of the objects listed in $1 (one path a line), by
# the module folder (`<Module>.build`) each lies in.
text_by_module() {
  local list=$1
  [ -s "$list" ] || fail "no objects to measure"
  tr '\n' '\0' <"$list" | xargs -0 size -A -d >"$work/size.txt" 2>"$work/size-errors.txt" \
    || { head -5 "$work/size-errors.txt" >&2; fail "size failed on the objects"; }
  awk '
    / :$/ { file = $1; n = split(file, part, "/"); module = "?"
            for (i = n - 1; i > 0; i--) if (part[i] ~ /\.build$/) { module = part[i]; sub(/\.build$/, "", module); break }
            next }
    $1 ~ /^\.text/ { sum[module] += $2 }
    END { for (m in sum) print m, sum[m] }' "$work/size.txt" | sort -k2,2nr
}

# Prints the per-module table of $1 ("<module> <bytes>" lines) for Wayfinder's modules, with
# their total, and returns the total in $work/total.
print_wayfinder_modules() {
  local table=$1 label=$2 total=0 module text
  while read -r module text; do
    is_wayfinder "$module" || continue
    printf 'app-size:   %-24s %12s bytes of .text (%s)\n' "$module" "$(bytes "$text")" "$label"
    total=$((total + text))
  done <"$table"
  printf 'app-size:   %-24s %12s bytes of .text\n' "Wayfinder's modules" "$(bytes "$total")"
  echo "$total" >"$work/total"
}

# The biggest functions of the objects in $1 and their bytes by kind and by the type they belong
# to (demangled names; Scripts/size-breakdown.py).
print_breakdown() {
  local list=$1 label=$2
  tr '\n' '\0' <"$list" | xargs -0 nm -S --size-sort -t d --defined-only >"$work/nm.txt" 2>"$work/nm-errors.txt" \
    || { head -5 "$work/nm-errors.txt" >&2; fail "nm failed on the objects"; }
  # Functions only (t/T, W weak): "<size> <mangled>", then the demangled name beside it.
  awk 'NF == 4 && $3 ~ /^[tTwW]$/ { print $2 + 0, $4 }' "$work/nm.txt" | sort -k1,1nr >"$work/functions.txt"
  cut -d' ' -f2 "$work/functions.txt" | swift demangle --simplified >"$work/demangled.txt"
  paste -d' ' <(cut -d' ' -f1 "$work/functions.txt") "$work/demangled.txt" >"$work/sized.txt"
  python3 "$root/Scripts/size-breakdown.py" "$work/sized.txt" "$top" "$label"
}

if [ "$build_optimized" = 1 ]; then
  optimized_app="$work/optimized-app"
  cp -R "$root/Scripts/ConsumerApp" "$optimized_app"
  rm -rf "$optimized_app/.build" "$optimized_app/.swiftpm"
  url='.package(url: "https://github.com/wayfinder-swift/Wayfinder.git", .upToNextMinor(from: "0.1.0"))'
  grep -qF "$url" "$optimized_app/Package.swift" || fail "Scripts/ConsumerApp/Package.swift no longer adds Wayfinder by $url: update this script"
  python3 - "$optimized_app/Package.swift" "$url" "$root" <<'PYTHON'
import sys
path, url, root = sys.argv[1:4]
text = open(path).read()
open(path, "w").write(text.replace(url, '.package(name: "Wayfinder", path: "%s")' % root))
PYTHON
  start=$(date +%s)
  WAYFINDER_SWIFT_SYNTAX=toolchain swift build --package-path "$optimized_app" -c release >"$work/optimized-app.log" 2>&1 \
    || { grep -E "error:" "$work/optimized-app.log" | head -20 >&2; fail "the optimized app did not build"; }
  echo "app-size: Scripts/ConsumerApp built with the optimizer (-c release, the toolchain's SwiftSyntax) in $(($(date +%s) - start)) s (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  release="$optimized_app/.build/release"
  flags="-c release"
fi

if [ -n "$release" ]; then
  [ -x "$release/App" ] || fail "no App binary in $release"
  link_list="$release/App.product/Objects.LinkFileList"
  [ -s "$link_list" ] || fail "no link file list at $link_list: SwiftPM's layout changed, update this script"

  # The stub, built with the app's flags: plain Swift, nothing to fetch.
  stub="$work/stub"
  cp -R "$root/Scripts/ConsumerAppStub" "$stub"
  rm -rf "$stub/.build" "$stub/.swiftpm"
  start=$(date +%s)
  # shellcheck disable=SC2086  # the flags are words
  swift build --package-path "$stub" $flags >"$work/stub-build.log" 2>&1 \
    || { grep -E "error:|warning:" "$work/stub-build.log" | head -20 >&2; fail "the stub app (Scripts/ConsumerAppStub) did not build"; }
  stub_release="$stub/.build/release"
  [ -x "$stub_release/App" ] || fail "the stub's build left no $stub_release/App (flags: $flags)"
  echo "app-size: the stub app (Scripts/ConsumerAppStub, no Wayfinder) built with '$flags' in $(($(date +%s) - start)) s (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  "$release/App" >"$work/app-output.txt" 2>&1 || fail "the app exited with an error"
  "$stub_release/App" >"$work/stub-output.txt" 2>&1 || fail "the stub exited with an error"
  diff -u "$work/app-output.txt" "$work/stub-output.txt" >&2 \
    || fail "the stub prints another outline than the app (diff above: - app, + stub): update Scripts/ConsumerAppStub"

  strip --strip-all -o "$work/App" "$release/App" || fail "strip failed on $release/App"
  strip --strip-all -o "$work/Stub" "$stub_release/App" || fail "strip failed on the stub"
  app_size=$(stat -c %s "$work/App")
  stub_size=$(stat -c %s "$work/Stub")
  added=$((app_size - stub_size))
  app_text=$(text_of "$work/App")
  stub_text=$(text_of "$work/Stub")
  echo "app-size: built with '$flags'$(case "$flags" in *-Onone*) echo ": UNOPTIMIZED, larger than an app built with the optimizer" ;; esac)"
  echo "app-size: stripped App: $(bytes "$app_size") bytes; stripped stub: $(bytes "$stub_size") bytes"
  echo "app-size: .text: App $(bytes "$app_text") bytes, stub $(bytes "$stub_text") bytes, added $(bytes $((app_text - stub_text))) bytes"
  verdict="within the target of 300 KB (307,200 bytes)"
  [ "$added" -le "$limit" ] || verdict="OVER the target of 300 KB (307,200 bytes) by $(bytes $((added - limit))) bytes"
  echo "app-size: Wayfinder adds $(bytes "$added") bytes ($(kib "$added")) to the stripped app: $verdict"

  # Where the added bytes lie: the stripped binaries' sections, the biggest differences first.
  echo "app-size: the added bytes by section of the stripped binaries (App minus stub, the biggest $top; .bss takes no bytes in the file):"
  join -a1 -a2 -e 0 -o 0,1.2,2.2 \
    <(size -A -d "$work/App" | awk 'NR > 2 && NF >= 2 && $1 != "Total" && $1 != ".bss" && $1 != ".tbss" { print $1, $2 }' | sort) \
    <(size -A -d "$work/Stub" | awk 'NR > 2 && NF >= 2 && $1 != "Total" && $1 != ".bss" && $1 != ".tbss" { print $1, $2 }' | sort) \
    | awk '{ printf "%d %s %d %d\n", $2 - $3, $1, $2, $3 }' | sort -k1,1nr | head -n "$top" \
    | while read -r difference section in_app in_stub; do
        printf 'app-size:   %10s bytes  %-28s (App %s, stub %s)\n' "$(bytes "$difference")" "$section" "$(bytes "$in_app")" "$(bytes "$in_stub")"
      done

  # Per module: the objects the link used.
  text_by_module "$link_list" >"$work/modules.txt"
  echo "app-size: .text of the objects App was linked from, per module (before the linker drops unused sections):"
  print_wayfinder_modules "$work/modules.txt" "app's build"
  app_modules=0
  while read -r module text; do
    is_wayfinder "$module" && continue
    app_modules=$((app_modules + text))
  done <"$work/modules.txt"
  printf 'app-size:   %-24s %12s bytes of .text (%s)\n' "the app's own modules" "$(bytes "$app_modules")" \
    "$(awk '{ print $1 }' "$work/modules.txt" | while read -r m; do is_wayfinder "$m" || printf '%s ' "$m"; done | sed 's/ $//')"
  syntax=$(grep -E '/(Swift(Syntax|Parser|Diagnostics|BasicFormat|Operators|CompilerPlugin|IfConfig)[A-Za-z0-9]*|_SwiftSyntaxCShims)(-tool)?\.build/' "$link_list" || true)
  [ -z "$syntax" ] || { echo "$syntax" | head -3 >&2; fail "App links swift-syntax objects (above)"; }
  echo "app-size: App links no swift-syntax object (swift-syntax runs in the macro and the registrar, on the build machine)"
  # The link tooling (universal-link files, the link baseline's checks) is for the command-line
  # tool and tests: neither its objects nor its symbols may reach the app.
  tools=$(grep -E '/WayfinderLinkTools\.build/' "$link_list" || true)
  [ -z "$tools" ] || { echo "$tools" | head -3 >&2; fail "App links WayfinderLinkTools objects (above)"; }
  tool_symbols=$(nm "$release/App" 2>/dev/null | grep -c '18WayfinderLinkTools' || true)
  [ "$tool_symbols" = 0 ] || fail "App holds $tool_symbols symbols of WayfinderLinkTools"
  echo "app-size: App links no WayfinderLinkTools object, and its unstripped binary holds none of its symbols"
  grep -E '/[^/]+\.build/' "$link_list" | while read -r object; do
    module=$(basename "$(dirname "$object")" .build)
    is_wayfinder "$module" && echo "$object"
  done >"$work/wayfinder-objects.txt"
  print_breakdown "$work/wayfinder-objects.txt" "app's build ($flags)"
fi

if [ -n "$optimized" ]; then
  find -H "$optimized/" -maxdepth 2 -path '*.build/*.o' | while read -r object; do
    module=$(basename "$(dirname "$object")" .build)
    # The app's modules only: the macro is a build tool.
    if is_wayfinder "$module" && [ "$module" != WayfinderMacros ]; then echo "$object"; fi
  done | sort >"$work/optimized-objects.txt"
  [ -s "$work/optimized-objects.txt" ] || fail "no objects of Wayfinder's modules in $optimized"
  text_by_module "$work/optimized-objects.txt" >"$work/optimized-modules.txt"
  echo "app-size: .text of Wayfinder's optimized objects in $optimized, per module (before linking):"
  print_wayfinder_modules "$work/optimized-modules.txt" "optimized"
  print_breakdown "$work/optimized-objects.txt" "optimized"
fi
echo "app-size: measured in $(($(date +%s) - began)) s"

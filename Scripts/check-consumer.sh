#!/usr/bin/env bash
# Adds Wayfinder to an app the way an app team does, and proves the app builds, runs and passes
# its tests, in debug and in the release configuration (built without the optimizer; see below).
#
#   Scripts/check-consumer.sh [--source REPOSITORY]
#
# The app is Scripts/ConsumerApp, copied into a temporary folder: targets named as the README
# tells teams to name theirs (HomeUI, HomeInternal, ProfileUI, ProfileInternal, App, AppTests),
# `@Route` with path and query parameters, a parent chain, a guard with a redirect, two tabs (the
# home tab a split of the feed and a post), the RouteRegistrarPlugin on both Internal targets,
# WayfinderDebug in debug builds and WayfinderTesting in its tests. Its manifest adds Wayfinder by an ordinary https URL; that URL
# and swift-syntax's are mirrored (`swift package config set-mirror`) to a clone of REPOSITORY's
# HEAD commit (default: this repository; only committed work is seen) and to
# ../shared/mirrors/swift-syntax.git (override: WAYFINDER_MIRRORS=folder). Nothing is downloaded.
#
# It fails on any error, on any warning from the app's targets or Wayfinder's, when the app's
# output differs from the expected outline, and when the release build carries the debug server.
# KEEP=1 keeps the temporary folder.
#
# README.md's app ("A SwiftUI app in five minutes", from the commit under test) is built too, as a
# reader copies it. Scripts/readme-app.py writes it into a package folder of its own ($work/notes)
# by the blocks' captions (the file path in backticks right before each block; a missing caption
# fails, naming it): the manifest, Sources/NotesUI/NotesRoutes.swift,
# Sources/NotesInternal/NoteViewModel.swift and Tests/NotesTests/NoteViewModelTests.swift verbatim.
# Linux has no SwiftUI, so two files are substituted, and the check says so in its output:
#   - Sources/NotesInternal/NotesFeature.swift keeps the README's `NotesFeature` module word for
#     word (its registrations, the edit screen's guard, the two tabs) without `import SwiftUI` and
#     without the views; `NotesList`, `NoteScreen`, `SignInScreen` and `Text` are headless stand-ins
#     of the same names and initializers (Scripts/ReadmeApp/Sources/NotesInternal/HeadlessScreens.swift).
#   - Sources/NotesApp/NotesApp.swift is a headless `@main` (Scripts/ReadmeApp/Sources/NotesApp)
#     around the README's own `Navigator(...)` expression: a HeadlessHost where the README has
#     NavigationHost, links from its arguments where it has onOpenURL; it prints the outline.
# The check adds one file of its own, labeled as such: Tests/NotesTests/ReadmeAppFlowTests.swift,
# which runs what the README's prose claims end to end (the tab bar at launch, notes://notes/2 over
# the list, the guard's sign-in cover and the resumed edit screen, the settings sheet).
#
# To compile swift-syntax once, not twice, the README app's targets go into the app's copy: its
# folders are copied in and its manifest's target list, as the README writes it, is appended to the
# copied manifest (`package.targets += [...]`), so one build covers both apps. SwiftPM cannot share
# one build folder between two root packages (the scratch path belongs to one root: its
# Package.resolved, checkouts and build database), and a second package of its own would compile
# swift-syntax again (a minute or more here). So that the merge cannot hide a difference, the
# README's manifest is loaded on its own (`swift package dump-package` in $work/notes) and the
# check fails unless its targets are identical in the merged manifest and its tools version,
# platforms and dependencies are the app's. The README's test runs with
# `swift test --filter editingANoteAsksForItsEditScreen`, then the check's flow tests; the headless
# NotesApp must print the outline the README describes for notes://notes/2.
#
# It measures what an app's first build costs and what Wayfinder adds to its size, on the builds it
# makes anyway (Docs/Performance.md, "First build as an adopter" and "App size"):
#   - The first debug and the first release build are each split into swift-syntax and everything
#     else (Scripts/first-build-split.py: swift-syntax's part lasts until the last write into its
#     modules' folders; what else ran beside it is named); the two add up to the build's time.
#   - Scripts/ConsumerApp alone as it is, without RouteRegistrarPlugin and without the plugin and
#     `@Route` (Scripts/ConsumerAppVariants) is built in debug again on the first debug build's
#     folder with what differs between them removed (the app's targets, the registrar tool, the
#     tools' links, the plugin's run), so the figures' differences are what the plugin and the
#     macro cost; each variant must print the app's outline and compile no swift-syntax and none of
#     Wayfinder's runtime modules, and what its tools linked shows whether it needs swift-syntax.
#   - The app with the macro trait off (`traits: []`, conformances by hand, no plugin) in a folder
#     and build folder of its own: it must resolve no swift-syntax, and its first debug build is
#     timed beside the default's.
#   - Scripts/measure-app-size.sh compares the stripped release App with a stub of the same screens
#     without Wayfinder (Scripts/ConsumerAppStub, built with the same flags; no swift-syntax).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source_repository=$root
if [ "${1:-}" = "--source" ]; then source_repository=$(cd "$2" && pwd); fi
mirrors="${WAYFINDER_MIRRORS:-$root/../shared/mirrors}"
wayfinder_url=https://github.com/wayfinder-swift/Wayfinder.git
syntax_url=https://github.com/swiftlang/swift-syntax.git

fail() { echo "check-consumer: FAILED: $*" >&2; exit 1; }
seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(seconds)" 'BEGIN { printf "%.0f", b - a }'; }
[ -d "$mirrors/swift-syntax.git" ] || fail "no swift-syntax mirror at $mirrors/swift-syntax.git (set WAYFINDER_MIRRORS)"

work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-consumer.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "check-consumer: working in $work"; else trap 'rm -rf "$work"' EXIT; fi
app="$work/app"

# Wayfinder as a git repository whose `main` is the commit under test.
commit=$(git -C "$source_repository" rev-parse HEAD)
[ -z "$(git -C "$source_repository" status --porcelain)" ] \
  || echo "check-consumer: note: $source_repository has uncommitted changes; only commit ${commit:0:12} is tested"
git clone -q "$source_repository" "$work/Wayfinder"
git -C "$work/Wayfinder" checkout -q -B main "$commit"
# The README's dependency line names a version (`.upToNextMinor(from: "X")`): the commit under test
# is tagged X in this copy, as the release of X would tag it, so the app resolves it as a reader's
# would resolve the release.
version=$(grep -oE 'Wayfinder\.git", \.upToNextMinor\(from: "[0-9]+\.[0-9]+\.[0-9]+"\)' "$work/Wayfinder/README.md" | head -1 \
  | grep -oE '[0-9]+\.[0-9]+\.[0-9]+') || fail "README.md has no dependency line with .upToNextMinor(from: \"X.Y.Z\")"
git -C "$work/Wayfinder" tag -f "$version" "$commit" >/dev/null
cp -R "$root/Scripts/ConsumerApp" "$app"
rm -rf "$app/.build" "$app/.swiftpm"

# README.md's five-minute app as a reader copies it (see above), then merged into the app's copy.
notes="$work/notes"
start=$(seconds)
python3 "$root/Scripts/readme-app.py" "$work/Wayfinder/README.md" "$notes" >"$work/readme-app.log" 2>&1 || {
  sed 's/^/  /' "$work/readme-app.log" >&2
  fail "README.md's five-minute app could not be taken from README.md: $(grep -o 'FAILED: .*' "$work/readme-app.log" | head -1 | cut -c9-)"
}
sed 's/^readme-app: /check-consumer: README app: /' "$work/readme-app.log"
swift package --package-path "$notes" dump-package >"$work/notes-manifest.json" 2>"$work/notes-manifest.log" || {
  cat "$work/notes-manifest.log" >&2
  fail "README.md's Package.swift does not load as a manifest (log above)"
}
# Compared before the mirrors are set: with them, dump-package shows the mirror for the URL.
cp -R "$notes/Sources/." "$app/Sources/"
cp -R "$notes/Tests/." "$app/Tests/"
cat "$notes/targets.swift" >>"$app/Package.swift"
swift package --package-path "$app" dump-package >"$work/app-manifest.json" 2>"$work/app-manifest.log" || {
  cat "$work/app-manifest.log" >&2
  fail "the app's manifest with README.md's targets appended does not load (log above)"
}
notes_targets=$(python3 - "$work/notes-manifest.json" "$work/app-manifest.json" <<'PYTHON'
import json, sys
readme, merged = (json.load(open(path)) for path in sys.argv[1:3])
problems = []
merged_targets = {target["name"]: target for target in merged["targets"]}
for target in readme["targets"]:
    if merged_targets.get(target["name"]) != target:
        problems.append(f"target {target['name']} differs in the merged manifest")
if readme["toolsVersion"] != merged["toolsVersion"]:
    problems.append(f"tools version {readme['toolsVersion']} is not the app's {merged['toolsVersion']}")
# The language mode in effect: the declared one, else the tools version's (6 from tools 6.0).
def mode(manifest):
    declared = manifest["swiftLanguageVersions"]
    return declared[0] if declared else ("6" if int(manifest["toolsVersion"]["_version"].split(".")[0]) >= 6 else "5")
if mode(readme) != mode(merged):
    problems.append(f"language mode {mode(readme)} is not the app's {mode(merged)}")
for setting in ("cLanguageStandard", "cxxLanguageStandard", "defaultLocalization", "traits"):
    if readme[setting] != merged[setting]:
        problems.append(f"{setting} is not the app's")
key = lambda platforms: sorted(json.dumps(platform, sort_keys=True) for platform in platforms or [])
if key(readme["platforms"]) != key(merged["platforms"]):
    problems.append("its platforms are not the app's")
for dependency in readme["dependencies"]:
    if dependency not in merged["dependencies"]:
        problems.append(f"dependency {json.dumps(dependency)[:120]} is not the app's")
for problem in problems:
    print(f"  README.md's Package.swift: {problem}", file=sys.stderr)
print(" ".join(target["name"] for target in readme["targets"]))
sys.exit(1 if problems else 0)
PYTHON
) || fail "README.md's manifest cannot be merged into the app's as it is (above)"
echo "check-consumer: README app: its targets ($notes_targets) are merged into the app's copy as its manifest declares them; tools version, language mode, platforms and dependencies match the app's ($(elapsed "$start") s)"
swift package --package-path "$app" config set-mirror --original "$wayfinder_url" --mirror "$work/Wayfinder"
swift package --package-path "$app" config set-mirror --original "$syntax_url" --mirror "$mirrors/swift-syntax.git"
echo "check-consumer: an app adds Wayfinder ${commit:0:12}, tagged $version, by URL (mirrored), with swift-syntax from $mirrors"

# Explains a failed SwiftPM run by the causes seen before, then fails.
explain() {
  local what=$1 log=$2
  grep -E "error:|warning:" "$log" | grep -v '^\[' | head -20 >&2 || true
  if readme_findings "$log" | grep -q .; then
    readme_findings "$log" >&2
    fail "$what: README.md's five-minute app does not build as a reader copies it (above); README.md needs the fix"
  fi
  if grep -q "declare targets with a conflicting name" "$log"; then
    fail "$what: a target of Wayfinder's package has a name the app uses too; the root package must hold only Wayfinder's own products (move examples and benchmarks to packages of their own)"
  elif grep -q "exhausted attempts to resolve the dependencies graph" "$log"; then
    fail "$what: SwiftPM gave up resolving Wayfinder: its manifest declared different dependencies in two evaluations (from the repository cache and from the checkout); the swift-syntax rule in Package.swift must not depend on where the manifest is read from"
  elif grep -q "unsafe flags" "$log"; then
    fail "$what: Wayfinder's manifest used unsafe flags (the toolchain's SwiftSyntax) as a dependency fetched by URL; there it must use the swift-syntax package"
  fi
  fail "$what failed (log above)"
}

# The errors and warnings of a log in README.md's app's files, each with the README line it comes
# from (for the files taken verbatim) or marked as the check's substitute.
readme_findings() {
  grep -oE "^$app/(Sources/Notes[A-Za-z]*|Tests/NotesTests)/[^:]+:[0-9]+:[0-9]+: (error|warning): .*" "$1" | sort -u \
    | awk -v app="$app/" -v lines="$notes/readme-lines.txt" '
        BEGIN { while ((getline entry < lines) > 0) { split(entry, part, " "); start[part[1]] = part[2] } }
        {
          sub("^" app, "")
          split($0, field, ":")
          file = field[1]
          if (file ~ /NotesFeature\.swift$|NotesApp\.swift$|HeadlessScreens\.swift$|ReadmeAppFlowTests\.swift$/)
            where = "(a file of the check, see Scripts/readme-app.py)"
          else if (file in start)
            where = "(README.md:" start[file] + field[2] - 1 ")"
          else
            where = "(not from README.md)"
          print "  README app: " $0 " " where
        }'
}

# Runs a SwiftPM command into a log; explains a failure.
swiftpm() {
  local what=$1 log="$work/$2.log"
  shift 2
  "$@" >"$log" 2>&1 || explain "$what" "$log"
}

# Runs a SwiftPM build like swiftpm, and also writes each line of its output to "<log>.times" after
# the epoch second it was printed at (SwiftPM prints a task's line when the task starts).
swiftpm_timed() {
  local what=$1 log="$work/$2.log"
  shift 2
  if ! "$@" 2>&1 | stamp_lines 3>"$log" >"$log.times"; then explain "$what" "$log"; fi
}
stamp_lines() {
  local line
  while IFS= read -r line; do
    printf '%s\n' "$line" >&3
    printf '%s %s\n' "$EPOCHREALTIME" "$line"
  done
}

# A first build split into swift-syntax and everything else (Scripts/first-build-split.py says
# how): first_build LABEL LOG-NAME CONFIGURATION COMMAND... Leaves "<syntax> <rest> <total>" in
# $work/<LOG-NAME>.split.
first_build() {
  local label=$1 name=$2 configuration=$3 began ended
  shift 3
  began=$EPOCHREALTIME
  swiftpm_timed "$label" "$name" "$@"
  ended=$EPOCHREALTIME
  python3 "$root/Scripts/first-build-split.py" "$work/$name.log.times" "$app/.build/$configuration" \
    "$app/.build/checkouts/swift-syntax" "$began" "$ended" "$label" "$work/$name.split"
}

# Fails on a warning from anything but swift-syntax.
no_warnings() {
  local log="$work/$1.log" found
  found=$(grep -E '^(/[^ ]*: )?warning:' "$log" | grep -v "/checkouts/swift-syntax/" | sort -u || true)
  [ -z "$found" ] || {
    echo "$found" >&2
    if readme_findings "$log" | grep -q ': warning: '; then
      readme_findings "$log" >&2
      fail "$1: warnings in README.md's five-minute app (above); README.md needs the fix"
    fi
    fail "$1: warnings in the app's or Wayfinder's code (above)"
  }
}


swiftpm "resolving the app's dependencies" resolve swift package --package-path "$app" resolve
grep -q '"identity" : "swift-syntax"' "$app/Package.resolved" \
  || fail "Package.resolved names no swift-syntax: Wayfinder did not declare the swift-syntax package as a dependency"
syntax_version=$(sed -n '/"identity" : "swift-syntax"/,/}/s/.*"version" : "\(.*\)".*/\1/p' "$app/Package.resolved")
echo "check-consumer: resolved swift-syntax $syntax_version"

first_build "the first debug build (the app, README.md's app and their tests)" build-debug debug \
  swift build --package-path "$app" --build-tests
no_warnings build-debug

expected="$work/expected.txt"
cat >"$expected" <<'OUTPUT'
# open myapp://home/profile/ann/post/7?highlight=intro: applied
tabs: home* profile
home: home > profile/ann > post/7?highlight=intro
profile: profile/me
# open myapp://profile/me/edit (signed out): blocked at profile/me/edit: redirected to signin
tabs: home* profile
home: home > profile/ann > post/7?highlight=intro
  cover: signin
profile: profile/me
# signed in, resumed: applied
tabs: home profile*
home: home > profile/ann > post/7?highlight=intro
profile: profile/me > profile/me/edit
top screen: Edit profile
diagnostics: 0
OUTPUT

check_output() {
  local configuration=$1 output="$work/run-$1.txt"
  "$app/.build/$configuration/App" >"$output" 2>&1 || { cat "$output" >&2; fail "the $configuration app exited with an error"; }
  diff -u "$expected" "$output" >&2 || fail "the $configuration app's outline differs from the expected one (diff above: - expected, + actual)"
}
check_output debug
echo "check-consumer: the app opened the links and printed the expected outline"

swiftpm "the app's tests" test swift test --package-path "$app" --skip-build --skip NotesTests
no_warnings test
grep -E "Test run with [0-9]+ tests? .*passed" "$work/test.log" || fail "the app's test run printed no passing summary"

# README.md's app: its headless NotesApp opens the README's link, its own test passes, and so does
# the check's end-to-end flow.
start=$(seconds)
cat >"$work/expected-notes.txt" <<'OUTPUT'
# open notes://notes/2: applied
tabs: notes* account
notes: notes > notes/2
account: account
top screen: Note 2
diagnostics: 0
OUTPUT
"$app/.build/debug/NotesApp" notes://notes/2 >"$work/run-notes.txt" 2>&1 \
  || { cat "$work/run-notes.txt" >&2; fail "README.md's app (the headless NotesApp) exited with an error"; }
diff -u "$work/expected-notes.txt" "$work/run-notes.txt" >&2 \
  || fail "README.md's app opened notes://notes/2 to another outline than the README describes (diff above: - expected, + actual)"
echo "check-consumer: README app: the headless NotesApp opened notes://notes/2 on the Notes tab over the list"
# Runs one filter of README.md's app's tests; fails unless each named test passed.
readme_tests() {
  local what=$1 filter=$2 log="$work/test-$3.log"
  shift 3
  swift test --package-path "$app" --skip-build --filter "$filter" >"$log" 2>&1 \
    || {
      grep -vE "^(◇|✔|Test Suite|[[:space:]]+Executed|↳ (Testing Library|Target Platform))" "$log" | head -60 >&2
      fail "$what failed (above)"
    }
  for test in "$@"; do
    grep -qE "Test $test\(\) passed" "$log" || fail "$what: $test did not run and pass (filter $filter)"
  done
  echo "check-consumer: README app: $what passed: $(grep -E "Test run with [0-9]+ tests?" "$log" | cut -c1-80)"
}
readme_tests "README.md's test" 'NotesTests\.editingANoteAsksForItsEditScreen' readme editingANoteAsksForItsEditScreen
readme_tests "the check's end-to-end flow of README.md's app" 'NotesTests\.ReadmeAppFlowTests' flow \
  theRoutesAreValidAndRegisteredWithoutDiagnostics theAppStartsOnTheNotesTabOfItsTabBar \
  aLinkOpensTheNoteOnTheNotesTabWithTheListBehindIt signedOutEditingAsksToSignInThenCarriesOn settingsOpensInASheet
# The README stage must bite: an error planted in README.md's routes block (a copy of it) has to
# fail the build of NotesUI, named by its line in README.md. Only NotesUI is rebuilt.
planted_line=$(python3 - "$work/Wayfinder/README.md" "$work/README-planted.md" <<'PYTHON'
import sys
text = open(sys.argv[1]).read()
good = "    public var parent: (any Route)? { NotesRoute() }\n"
at = text.find(good)
if at < 0: sys.exit("README.md: NoteRoute's parent line was not found: update the planted error")
open(sys.argv[2], "w").write(text[:at] + good.replace("NotesRoute()", "NotesRoute(id: id)") + text[at + len(good):])
print(text.count("\n", 0, at) + 1)
PYTHON
) || fail "the README stage's planted error could not be made (above)"
python3 "$root/Scripts/readme-app.py" "$work/README-planted.md" "$work/notes-planted" >/dev/null
cp "$app/Sources/NotesUI/NotesRoutes.swift" "$work/NotesRoutes.swift.good"
cp "$work/notes-planted/Sources/NotesUI/NotesRoutes.swift" "$app/Sources/NotesUI/NotesRoutes.swift"
if swift build --package-path "$app" --target NotesUI >"$work/build-readme-planted.log" 2>&1; then
  fail "an error planted in README.md's routes block did not fail the build: the README stage sees nothing"
fi
readme_findings "$work/build-readme-planted.log" | grep -E ": error: .*\(README\.md:$planted_line\)$" \
  || { tail -20 "$work/build-readme-planted.log" >&2; fail "an error planted in README.md:$planted_line failed the build without naming that line"; }
cp "$work/NotesRoutes.swift.good" "$app/Sources/NotesUI/NotesRoutes.swift"
echo "check-consumer: README app: an error planted in README.md:$planted_line (the routes block) fails the build, named by that line (README app's runs and planted error: $(elapsed "$start") s)"

# The release configuration (no DEBUG, the release-only settings, no debug-server module code)
# built without the optimizer: `-Onone` after SwiftPM's `-O`. What this stage proves is decided by
# the configuration, not the optimizer, and unoptimized objects keep every symbol the optimizer
# could strip, so the symbol check below is at least as strict. Optimizing swift-syntax (only a
# build tool here, under the macro) took 495 s on one of our machines and 1,603 s
# on another; the optimizer on Wayfinder's own code runs in CI's other release builds (the
# release-symbol check of this package and the benchmarks' smoke run).
first_build "the first release build (-Onone; the app and README.md's app)" build-release release \
  swift build --package-path "$app" -c release -Xswiftc -Onone
no_warnings build-release
check_output release
"$root/Scripts/check-release-debug-symbols.sh" "$app/.build/release" "$app/.build/debug"

# What Wayfinder adds to the stripped release app, against a stub of the same screens without it
# (Scripts/ConsumerAppStub, built with the same flags; it needs no swift-syntax).
"$root/Scripts/measure-app-size.sh" "$app/.build/release" --flags "-c release -Xswiftc -Onone" \
  || fail "the app size could not be measured (above)"

# What each build-time tool costs an app's first build: Scripts/ConsumerApp (without README.md's
# app and without tests) as it is, without RouteRegistrarPlugin, and without the plugin and
# `@Route` (Scripts/ConsumerAppVariants), each built in debug on the first debug build's folder
# with what differs between them removed: the app's targets, the registrar tool's modules (what its
# link used, swift-syntax's aside), every product (the tools are linked again, so each variant's
# own links show which of them need swift-syntax), and the plugin's script and outputs.
# swift-syntax, Wayfinder's runtime modules and the macro's module stay built: every variant builds
# them alike, so the differences between the figures are what the plugin and the macro cost. Each variant takes
# the app's folder (the build folder's paths are absolute; a copy elsewhere would compile
# everything again), and the app's folder is put back after. A variant that compiles a swift-syntax
# module or one of Wayfinder's runtime modules fails the check: its figure would hold it.
syntax_names=" $( { find "$app/.build/checkouts/swift-syntax/Sources" "$app/.build/checkouts/swift-syntax/Sources/VersionMarkerModules" \
  -mindepth 1 -maxdepth 1 -type d -printf '%f\n' 2>/dev/null || true; } | tr '\n' ' ') "
is_syntax() { local name=${1%-tool}; case "$syntax_names" in *" $name "*) return 0 ;; *) return 1 ;; esac; }
[ "$syntax_names" != "  " ] || fail "no swift-syntax targets found in $app/.build/checkouts/swift-syntax/Sources"
registrar_list="$app/.build/debug/wayfinder-registrar-tool.product/Objects.LinkFileList"
[ -s "$registrar_list" ] || fail "the first debug build left no link file list of the registrar tool ($registrar_list)"
registrar_names=" $(grep -E '/[^/]+\.build/' "$registrar_list" | while read -r object; do
  module=$(basename "$(dirname "$object")" .build)
  if ! is_syntax "$module"; then echo "${module%-tool}"; fi
done | sort -u | tr '\n' ' ') "
runtime_names=" $(find "$app/.build/checkouts/Wayfinder/Sources" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | tr '-' '_' | while read -r module; do
  case "$registrar_names" in *" $module "*) ;; *) echo "$module" ;; esac
done | tr '\n' ' ') "
is_kept() {
  local name=${1%-tool}
  is_syntax "$name" && return 0
  case "$runtime_names" in *" ${name//-/_} "*) return 0 ;; *) return 1 ;; esac
}

# Removes from the debug build folder what differs between the variants (above).
keep_shared() {
  local folder entry name
  folder=$(cd "$app/.build/debug" && pwd -P)
  for entry in "$folder"/*; do
    name=$(basename "$entry")
    case "$name" in
      ModuleCache | index | description.json | plugin-tools-description.json | swift-version-*) continue ;;
      Modules | Modules-tool)
        for file in "$entry"/*; do is_kept "$(basename "$file" | cut -d. -f1)" || rm -rf "$file"; done
        continue ;;
      *.build) is_kept "${name%.build}" && continue ;;
    esac
    rm -rf "$entry"
  done
  rm -rf "$app/.build/plugins"
}

variant_seconds=()
variant_names=()
variant_linked=()
variant() {
  local name=$1 log=variant-$2 began ended overlay linked registrar
  shift 2
  rm -rf "$app/Package.swift" "$app/Sources" "$app/Tests"
  cp -R "$root/Scripts/ConsumerApp/Package.swift" "$root/Scripts/ConsumerApp/Sources" "$root/Scripts/ConsumerApp/Tests" "$app/"
  for overlay in "$@"; do cp -R "$root/Scripts/ConsumerAppVariants/$overlay/." "$app/"; done
  keep_shared
  touch "$work/$log.began"
  began=$(seconds)
  swiftpm "the first build of the app $name" "$log" swift build --package-path "$app"
  ended=$(seconds)
  no_warnings "$log"
  local compiled
  compiled=$(grep -oE '^\[[0-9]+/[0-9]+\] (Compiling|Emitting module) [A-Za-z0-9_]+' "$work/$log.log" | awk '{ print $NF }' | sort -u \
    | while read -r module; do if is_syntax "$module"; then echo "$module"; fi; done)
  # Its C shim (one C file, a mutex) SwiftPM compiles again in every build of a plugin's tools: it
  # stays in the figure, named.
  local shim=""
  if echo "$compiled" | grep -qx _SwiftSyntaxCShims; then
    shim=" (with swift-syntax's C shim, one C file, which SwiftPM compiles again for a plugin's tools)"
    compiled=$(echo "$compiled" | grep -vx _SwiftSyntaxCShims || true)
  fi
  [ -z "$compiled" ] || fail "the app $name compiled swift-syntax again (${compiled//$'\n'/ }): its figure would hold it; the build folder's reuse no longer holds"
  compiled=$(grep -oE '^\[[0-9]+/[0-9]+\] (Compiling|Emitting module) [A-Za-z0-9_]+' "$work/$log.log" | awk '{ print $NF }' | sort -u \
    | while read -r module; do case "$runtime_names" in *" $module "*) echo "$module" ;; esac; done)
  [ -z "$compiled" ] || fail "the app $name compiled Wayfinder's runtime modules again (${compiled//$'\n'/ }): its figure would hold them; the build folder's reuse no longer holds"
  "$app/.build/debug/App" >"$work/run-$log.txt" 2>&1 || { cat "$work/run-$log.txt" >&2; fail "the app $name exited with an error"; }
  diff -u "$expected" "$work/run-$log.txt" >&2 || fail "the app $name printed another outline (diff above: - expected, + actual)"
  # The products whose link used swift-syntax's objects, with the number of its modules each used.
  local list product count
  linked=""
  for list in "$app"/.build/debug/*.product/Objects.LinkFileList; do
    [ "$list" -nt "$work/$log.began" ] || continue
    product=$(basename "$(dirname "$list")" .product)
    count=$(grep -E '/[^/]+\.build/' "$list" | while read -r object; do
      module=$(basename "$(dirname "$object")" .build)
      if is_syntax "$module"; then echo "${module%-tool}"; fi
    done | sort -u | wc -l)
    [ "$count" -eq 0 ] || linked="$linked${linked:+, }$product ($count modules)"
  done
  registrar=no
  grep -qE '^\[[0-9]+/[0-9]+\] Compiling WayfinderRegistrar ' "$work/$log.log" && registrar=yes
  variant_names+=("$name")
  variant_seconds+=("$(awk -v a="$began" -v b="$ended" 'BEGIN { printf "%.1f", b - a }')")
  variant_linked+=("$linked")
  echo "check-consumer: first debug build of the app $name, what differs between the variants: ${variant_seconds[-1]} s$shim (load $(cut -d' ' -f1-3 /proc/loadavg)); the registrar tool built: $registrar; linked from swift-syntax's objects: ${linked:-nothing, so its real first build compiles no swift-syntax}"
}

mv "$app" "$work/app-full"
mkdir "$app"
mv "$work/app-full/.build" "$app/.build"
cp -R "$work/app-full/.swiftpm" "$work/app-full/Package.resolved" "$app/"
start=$(seconds)
variant "as it is (@Route, RouteRegistrarPlugin)" as-is
variant "without RouteRegistrarPlugin (screens registered by hand)" without-plugin WithoutPlugin
variant "without the plugin and without @Route (conformances by hand)" without-macro WithoutPlugin WithoutRouteMacro
variants_took=$(elapsed "$start")
mv "$app/.build" "$work/app-full/.build"
rm -rf "$app"
mv "$work/app-full" "$app"
# The macro trait off: an app that writes its routes' conformances by hand adds Wayfinder with
# `traits: []` (README.md, "Adding Wayfinder to an app"). In a package folder of its own, with a
# build folder of its own, it must resolve no swift-syntax, build without warnings, print the app's
# outline, and its whole first debug build is timed beside the default's.
traitless="$work/app-without-macro-trait"
mkdir -p "$traitless"
cp -R "$root/Scripts/ConsumerApp/Package.swift" "$root/Scripts/ConsumerApp/Sources" "$root/Scripts/ConsumerApp/Tests" "$app/.swiftpm" "$traitless/"
for overlay in WithoutPlugin WithoutRouteMacro; do cp -R "$root/Scripts/ConsumerAppVariants/$overlay/." "$traitless/"; done
python3 - "$traitless/Package.swift" <<'PY' || fail "the variant's manifest has no Wayfinder dependency line to turn the macro trait off in"
import re, sys
path = sys.argv[1]
text = open(path).read()
line = re.compile(r'(\.package\(url: "https://github\.com/wayfinder-swift/Wayfinder\.git", [^\n]*?\))\)')
changed, count = line.subn(lambda m: m.group(1) + ", traits: [])", text)
if count != 1:
    sys.exit(1)
# A dependency's traits need tools version 6.1 or later in the app's manifest.
changed = re.sub(r"^// swift-tools-version: 6\.0\b", "// swift-tools-version: 6.1", changed)
open(path, "w").write(changed)
PY
grep -q 'traits: \[\]' "$traitless/Package.swift" || fail "the variant's manifest does not turn the macro trait off"
swiftpm "resolving the app without the macro trait" resolve-traitless swift package --package-path "$traitless" resolve
if grep -q '"identity" : "swift-syntax"' "$traitless/Package.resolved" || [ -e "$traitless/.build/checkouts/swift-syntax" ]; then
  fail "with the macro trait off, the app still resolves swift-syntax (Package.resolved or .build/checkouts)"
fi
began=$(seconds)
swiftpm "the first debug build without the macro trait" build-traitless swift build --package-path "$traitless"
traitless_seconds=$(awk -v a="$began" -v b="$(seconds)" 'BEGIN { printf "%.0f", b - a }')
no_warnings build-traitless
if grep -qE '^\[[0-9]+/[0-9]+\] (Compiling|Emitting module) (SwiftSyntax|WayfinderMacros)' "$work/build-traitless.log"; then
  fail "with the macro trait off, the app's build compiled swift-syntax or the macro"
fi
"$traitless/.build/debug/App" >"$work/run-traitless.txt" 2>&1 || { cat "$work/run-traitless.txt" >&2; fail "the app without the macro trait exited with an error"; }
diff -u "$expected" "$work/run-traitless.txt" >&2 || fail "the app without the macro trait printed another outline (diff above: - expected, + actual)"
echo "check-consumer: the macro trait off: no swift-syntax resolved; first debug build ${traitless_seconds} s (the app and Wayfinder's runtime, no tests), printed the app's outline"
rm -rf "$traitless"

read -r debug_syntax debug_rest debug_total <"$work/build-debug.split"
read -r release_syntax release_rest release_total <"$work/build-release.split"
echo "check-consumer: first builds, in seconds (load $(cut -d' ' -f1-3 /proc/loadavg) on two shared cores: noisy):"
printf 'check-consumer:   %5s %5s %5s  %s\n' total syntax rest "build"
printf 'check-consumer:   %5d %5d %5d  %s\n' "$debug_total" "$debug_syntax" "$debug_rest" "debug: the app, README.md's app, their tests" \
  "$release_total" "$release_syntax" "$release_rest" "release (-Onone): the app, README.md's app"
for index in "${!variant_names[@]}"; do
  printf 'check-consumer:   %5s %5s %5s  %s\n' "" "" "${variant_seconds[$index]}" "debug: the app ${variant_names[$index]}, no tests: its targets and tools only"
done
printf 'check-consumer:   %5d %5d %5d  %s\n' "$traitless_seconds" 0 "$traitless_seconds" "debug, a fresh build folder: the app with the macro trait off (traits: []), no tests: no swift-syntax resolved or built"
difference() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a - b }'; }
echo "check-consumer:   the plugin adds $(difference "${variant_seconds[0]}" "${variant_seconds[1]}") s to the app's first debug build (the registrar tool, the plugin's run, the generated code), @Route $(difference "${variant_seconds[1]}" "${variant_seconds[2]}") s (expanding it in the app's targets); single runs, so a difference of a few seconds is noise (the variants took $variants_took s)"
if [ -n "${variant_linked[2]}" ]; then
  echo "check-consumer:   without both, the first build still compiles swift-syntax: ${variant_linked[2]} linked its objects (with the macro trait on, as here, the Wayfinder product depends on the macro target; the trait-off app above resolves none)"
else
  echo "check-consumer:   without both, the first build compiles no swift-syntax: nothing linked its objects"
fi

# SwiftPM hides the warnings of a package fetched by URL (`-suppress-warnings`). To see Wayfinder's
# as an app builds it (the swift-syntax package, not the toolchain's copies), the same clone is
# made an edited dependency, which SwiftPM compiles with warnings, and built again.
swiftpm "making Wayfinder an edited dependency" edit swift package --package-path "$app" edit Wayfinder --path "$work/Wayfinder"
swiftpm "the debug build with Wayfinder's warnings shown" build-edited swift build --package-path "$app" --build-tests
no_warnings build-edited
# The warning check must bite: a warning planted in Wayfinder's core has to show in this build.
echo 'func plantedByCheckConsumer() { let unused = 1 }' >>"$work/Wayfinder/Sources/WayfinderCore/Route.swift"
swiftpm "the build with a planted warning" build-planted swift build --package-path "$app"
grep -qE '^/[^ ]*Sources/WayfinderCore/Route.swift:[0-9]+:[0-9]+: warning:' "$work/build-planted.log" \
  || fail "a warning planted in WayfinderCore did not show: the warning check sees nothing"
echo "check-consumer: no warning in the app's targets or in Wayfinder's (a planted one shows)"

echo "check-consumer: passed"

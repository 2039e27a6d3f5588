#!/usr/bin/env bash
# Compares the public API of each library module with its recorded baseline in Api/<Module>.txt
# and fails on any difference, added declarations included, so a public change is always a
# decision recorded in the same commit.
#
#   Scripts/check-api.sh [--module NAME]...            check (CI runs this without options)
#   Scripts/check-api.sh [--module NAME]... --update   record the current API as the baseline
#
#   --module NAME   check (or record) this module only, after building only its target; may be
#                   repeated. NAME is a library module or a host listing, Wayfinder+SwiftUI or
#                   Wayfinder+UIKit (which builds WayfinderCore only: the Wayfinder module is
#                   compiled here). Scripts/check-api-bites.sh uses it to rebuild WayfinderCore
#                   alone, then to check the host listings.
#
# The API comes from the debug build's modules (DEBUG defined, so WayfinderDebug's server is in
# it): `swift-api-digester -dump-sdk` gives the declarations and their signatures, and
# `swift-symbolgraph-extract` gives what the dump leaves out (`async`, the type a declaration
# throws, the global actor it is isolated to, written or inherited). Scripts/api-listing.py joins
# the two into one sorted line per declaration.
#
# The build here is on Linux, without SwiftUI and UIKit, so Api/Wayfinder.txt holds what every
# platform has. The hosts' API (what `#if canImport(SwiftUI)` and `#if canImport(UIKit)` hold: the
# SwiftUI and UIKit hosts, `ScreenContent`'s views and view controllers) is listed against the
# stand-ins of Apple's API in Tests/AppleSurface, as Scripts/typecheck-adapters.sh compiles them:
# the Wayfinder module is compiled again, on the build's WayfinderCore, once with the SwiftUI
# stand-in alone (as on macOS) and once with both (as on iOS and visionOS). Each host's file
# holds only what it adds (Docs/Decisions/api-listing-hosts.md):
#   Api/Wayfinder+SwiftUI.txt   what SwiftUI adds to Api/Wayfinder.txt
#   Api/Wayfinder+UIKit.txt     what UIKit adds beside SwiftUI to those two
# A line of the listings below it that a host changes or lacks is written there as
# `not on this host: <line>`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work=$(mktemp -d)
# end_tree PID: ends a process and everything it started.
end_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do end_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
# The host listings' compilations run in the background: a failure ends them too.
clean_up() {
  local job
  for job in $(jobs -pr); do end_tree "$job"; done
  rm -rf "$work"
}
trap clean_up EXIT
fail() { echo "check-api: $*" >&2; exit 1; }
modules=(WayfinderCore Wayfinder WayfinderDebug WayfinderDebugSupport WayfinderTesting WayfinderLinkTools)
hosts=(Wayfinder+SwiftUI Wayfinder+UIKit)
update=0
only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=1; shift ;;
    --module)
      [ $# -ge 2 ] && [[ " ${modules[*]} ${hosts[*]} " == *" $2 "* ]] \
        || fail "--module takes one of: ${modules[*]} ${hosts[*]}"
      only+=("$2"); shift 2 ;;
    *) echo "usage: Scripts/check-api.sh [--module NAME]... [--update]" >&2; exit 64 ;;
  esac
done

# The selected library modules and host listings, in the order above.
selected_modules=()
selected_hosts=()
for module in "${modules[@]}"; do
  [ ${#only[@]} -eq 0 ] || [[ " ${only[*]} " == *" $module "* ]] && selected_modules+=("$module")
done
for host in "${hosts[@]}"; do
  [ ${#only[@]} -eq 0 ] || [[ " ${only[*]} " == *" $host "* ]] && selected_hosts+=("$host")
done

if [ ${#only[@]} -gt 0 ]; then
  targets=("${selected_modules[@]}")
  # The host listings are compiled here, on the build's WayfinderCore (and its macro plugin).
  [ ${#selected_hosts[@]} -eq 0 ] || targets+=(WayfinderCore)
  for target in "${targets[@]}"; do
    swift build --target "$target" >/dev/null || fail "swift build --target $target failed"
  done
else
  swift build >/dev/null || fail "swift build failed"
fi
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# listing MODULE NAME SEARCH_DIR...: the API listing of MODULE, as found in the search folders,
# into $work/NAME.txt (with the listing tool's title line).
listing() {
  local module=$1 name=$2 search=()
  shift 2
  for folder in "$@"; do search+=(-I "$folder"); done
  swift-api-digester -dump-sdk -module "$module" "${search[@]}" -o "$work/$name.json" \
    -module-cache-path "$work/cache" >/dev/null 2>"$work/$name.err" \
    || { cat "$work/$name.err" >&2; fail "swift-api-digester could not read $name"; }
  mkdir -p "$work/$name.symbols"
  swift-symbolgraph-extract -module-name "$module" "${search[@]}" -target "$triple" \
    -output-dir "$work/$name.symbols" -module-cache-path "$work/cache" >/dev/null 2>"$work/$name.err" \
    || { cat "$work/$name.err" >&2; fail "swift-symbolgraph-extract could not read $name"; }
  python3 Scripts/api-listing.py "$work/$name.json" "$work/$name.symbols" >"$work/$name.txt" \
    || fail "Scripts/api-listing.py failed on $name"
  [ "$(wc -l <"$work/$name.txt")" -gt 1 ] || fail "the API listing of $name is empty"
}

# declarations FILE...: the declaration lines of listings, sorted bytewise, without their titles.
declarations() { grep -hv '^// ' "$@" | LC_ALL=C sort -u; }

# additions NAME TITLE HOST_LISTING BASE_LISTING...: what HOST_LISTING adds to the base listings,
# then what it changes or lacks of them, into $work/NAME.txt under the title.
additions() {
  local name=$1 title=$2 host=$3
  shift 3
  declarations "$host" >"$work/$name.host"
  declarations "$@" >"$work/$name.base"
  {
    echo "// $title"
    LC_ALL=C comm -13 "$work/$name.base" "$work/$name.host"
    LC_ALL=C comm -23 "$work/$name.base" "$work/$name.host" | sed 's/^/not on this host: /'
  } >"$work/$name.txt"
  [ "$(wc -l <"$work/$name.txt")" -gt 1 ] || fail "$name adds nothing to the API listing: were the stand-ins seen?"
}

# host_listings: the Wayfinder module compiled against the stand-ins of Tests/AppleSurface, on the
# build's WayfinderCore, with the SwiftUI stand-in alone, then with the UIKit and SwiftUI
# stand-ins (the SwiftUI stand-in has a UIKit part, so it is compiled twice), as
# Scripts/typecheck-adapters.sh does; both compilations run at once. Then what each adds to the
# Linux listing, $work/Wayfinder.txt: the build's when Wayfinder is checked too, else one more
# compilation beside the two, without a stand-in (so that `--module Wayfinder+SwiftUI` does not
# build the Wayfinder target).
host_listings() {
  local yaml core flags package sources
  yaml="$(dirname "$(dirname "$bin")")/debug.yaml"
  # The package name SwiftPM gave WayfinderCore, so the Wayfinder module sees its `package` symbols.
  package=$(grep -F '"-module-name","WayfinderCore"' "$yaml" 2>/dev/null | grep -o '"-package-name","[^"]*"' \
    | head -1 | sed -E 's/.*,"([^"]*)"$/\1/' || true)
  [ -n "$package" ] || fail "no -package-name for WayfinderCore in $yaml"
  core="$work/hosts/core"
  mkdir -p "$core" "$work/hosts/Linux" "$work/hosts/SwiftUI" "$work/hosts/UIKit+SwiftUI"
  # The build's modules but Wayfinder's own: WayfinderCore, and any module Wayfinder comes to
  # depend on.
  for file in "$bin"/Modules/*.swift*; do
    case "$(basename "$file")" in Wayfinder.swift*) ;; *) ln -s "$file" "$core/" ;; esac
  done
  flags=(-swift-version 6 -module-cache-path "$work/cache" -parse-as-library
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility)
  swift_files() { find -L "$@" -name '*.swift' | LC_ALL=C sort; }
  mapfile -t sources < <(swift_files Sources/Wayfinder)
  # compile HOST SURFACES...: the stand-ins in the order given, then the Wayfinder module, into
  # $work/hosts/HOST.
  compile() {
    local surfaces="$work/hosts/$1"
    shift
    for surface in "$@"; do
      # shellcheck disable=SC2046
      swiftc -emit-module -module-name "$surface" "${flags[@]}" -I "$surfaces" \
        -emit-module-path "$surfaces/$surface.swiftmodule" $(swift_files "Tests/AppleSurface/$surface") \
        || { echo "check-api: the $surface stand-in does not compile" >&2; return 1; }
    done
    swiftc -emit-module -module-name Wayfinder -package-name "$package" "${flags[@]}" -DDEBUG -D RouteMacro \
      -load-plugin-executable "$bin/WayfinderMacros-tool#WayfinderMacros" \
      -I "$surfaces" -I "$core" -emit-module-path "$surfaces/Wayfinder.swiftmodule" "${sources[@]}" \
      || { echo "check-api: the Wayfinder module does not compile with the stand-ins: ${*:-none}" >&2; return 1; }
  }
  compile SwiftUI SwiftUI >"$work/hosts/SwiftUI.log" 2>&1 &
  local swiftui=$!
  compile UIKit+SwiftUI UIKit SwiftUI >"$work/hosts/UIKit+SwiftUI.log" 2>&1 &
  local uikit=$!
  local linux=""
  if [ ! -f "$work/Wayfinder.txt" ]; then
    compile Linux >"$work/hosts/Linux.log" 2>&1 &
    linux=$!
  fi
  wait "$swiftui" || { cat "$work/hosts/SwiftUI.log" >&2; fail "the Wayfinder module with SwiftUI could not be compiled"; }
  wait "$uikit" || { cat "$work/hosts/UIKit+SwiftUI.log" >&2; fail "the Wayfinder module with UIKit and SwiftUI could not be compiled"; }
  if [ -n "$linux" ]; then
    wait "$linux" || { cat "$work/hosts/Linux.log" >&2; fail "the Wayfinder module without a stand-in could not be compiled"; }
    listing Wayfinder Wayfinder "$work/hosts/Linux" "$core"
  fi
  listing Wayfinder swiftui-host "$work/hosts/SwiftUI" "$core"
  listing Wayfinder uikit-host "$work/hosts/UIKit+SwiftUI" "$core"
  additions Wayfinder+SwiftUI \
    "What SwiftUI adds to the public API of Wayfinder (Api/Wayfinder.txt), as on macOS: made against the SwiftUI stand-in." \
    "$work/swiftui-host.txt" "$work/Wayfinder.txt"
  additions Wayfinder+UIKit \
    "What UIKit adds beside SwiftUI to the public API of Wayfinder (Api/Wayfinder.txt, Api/Wayfinder+SwiftUI.txt), as on iOS: made against the UIKit and SwiftUI stand-ins." \
    "$work/uikit-host.txt" "$work/Wayfinder.txt" "$work/swiftui-host.txt"
}

# compare NAME: records $work/NAME.txt as Api/NAME.txt, or reports how they differ.
changed=0
compare() {
  local name=$1
  if [ "$update" = 1 ]; then
    mkdir -p Api
    cp "$work/$name.txt" "Api/$name.txt"
    echo "check-api: recorded Api/$name.txt ($(($(wc -l <"$work/$name.txt") - 1)) declarations)"
  elif [ ! -f "Api/$name.txt" ]; then
    echo "check-api: there is no Api/$name.txt; the public API of $name is:" >&2
    cat "$work/$name.txt" >&2
    changed=1
  elif ! diff -u "Api/$name.txt" "$work/$name.txt" >"$work/$name.diff"; then
    echo "check-api: the public API of $name differs from Api/$name.txt:" >&2
    sed -n '3,$p' "$work/$name.diff" >&2
    changed=1
  fi
}

for module in "${selected_modules[@]}"; do
  listing "$module" "$module" "$bin/Modules"
  compare "$module"
done
if [ ${#selected_hosts[@]} -gt 0 ]; then
  host_listings
  for host in "${selected_hosts[@]}"; do compare "$host"; done
fi
[ "$changed" -eq 0 ] || fail "record an intended change with Scripts/check-api.sh --update and commit Api/"
checked=("${selected_modules[@]}" "${selected_hosts[@]}")
[ "$update" = 1 ] || echo "check-api: the public API of ${checked[*]} matches Api/"

# No public signature carries `Any`, or meaning in a `reason:` or `style:` string a caller would
# have to parse, except the documented exceptions (Docs/Decisions/api-names.md): the push
# payload, typed as the system hands it over, where the navigator, the `Navigating` protocol and
# the recording navigator take it, and the `PushPayload` a call carries is made from.
exceptions='^(Navigator|Navigating|RecordingNavigator)\.open\(pushPayload:(placement:)?\) |^PushPayload\.(init\(_:linkKeyPath:\)|init\(dictionaryLiteral:\)) '
erased=$(grep -hE '(\bAny\b|reason: Swift\.String|style: Swift\.String)' Api/*.txt \
  | sed -E 's/AnyHashable//g' | grep -E '(\bAny\b|reason: Swift\.String|style: Swift\.String)' \
  | grep -vE "$exceptions" || true)
[ -z "$erased" ] || fail "public API with Any or a reason/style string (type it, or document the exception):
$erased"
echo "check-api: no public Any, reason: String or style: String outside the documented exceptions"

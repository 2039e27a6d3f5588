#!/usr/bin/env bash
# The link baseline of the demo app, and the proof that the check bites:
#   1. the demo's current manifest (wayfinder-demo --manifest) passes `wayfinder links check`
#      against the checked-in Examples/DemoApp/Links.json, and that file is what
#      `wayfinder links write` makes of the manifest now (a new route rewrites it);
#   2. the same manifest with ProfileRoute's pattern renamed and no alias fails, naming the old
#      pattern and the alias to add;
#   3. the same rename with the old pattern in the route's aliases passes.
#
#   Scripts/check-links.sh
set -euo pipefail
check="check-links"
# shellcheck source=lib/demo-manifest.sh
source "$(dirname "$0")/lib/demo-manifest.sh"
baseline="$demo_package/Links.json"

say "1. wayfinder links check --manifest <demo manifest> --baseline Examples/DemoApp/Links.json"
status=0
"$cli" links check --manifest "$work/manifest.json" --baseline "$baseline" >"$work/current.out" 2>&1 || status=$?
sed 's/^/  /' "$work/current.out"
[ "$status" -eq 0 ] || fail "the demo breaks links of its baseline (above), exit status $status"
"$cli" links write --manifest "$work/manifest.json" --output "$work/Links.json" >/dev/null
if ! diff -u "$baseline" "$work/Links.json" >"$work/baseline.diff"; then
  cat "$work/baseline.diff" >&2
  fail "Examples/DemoApp/Links.json is not the demo's baseline now; if the change above is meant, run:
  swift run -q --package-path Examples/DemoApp wayfinder-demo --manifest > /tmp/manifest.json
  swift run -q wayfinder links write --manifest /tmp/manifest.json --output Examples/DemoApp/Links.json"
fi
say "   passes, and Links.json is up to date"

# plant OLD NEW ALIAS OUTPUT: the manifest with the route whose pattern is OLD moved to NEW, with
# OLD as an alias when ALIAS is 1.
plant() {
  python3 - "$work/manifest.json" "$1" "$2" "$3" "$4" <<'EOF'
import json, sys
source, old, new, alias, output = sys.argv[1:]
manifest = json.load(open(source))
routes = [route for route in manifest["routes"] if route.get("pattern") == old]
if len(routes) != 1 or not routes[0]["externallyReachable"]:
    sys.exit(f"check-links: the demo has no externally reachable route with the pattern {old}")
routes[0]["pattern"] = routes[0]["identifier"] = new
routes[0]["aliases"] = ([old] if alias == "1" else []) + [a for a in routes[0].get("aliases", []) if a != old]
json.dump(manifest, open(output, "w"), indent=2)
EOF
}

old="profile/:user"
new="people/:user"
say "2. plant a rename without an alias: ProfileRoute $old -> $new"
plant "$old" "$new" 0 "$work/renamed.json"
status=0
"$cli" links check --manifest "$work/renamed.json" --baseline "$baseline" >"$work/renamed.out" 2>&1 || status=$?
sed 's/^/  /' "$work/renamed.out"
[ "$status" -eq 1 ] || fail "the check exited with $status on a rename without an alias, expected 1"
expected="error: $old: links to ProfileRoute no longer open, no pattern or alias answers them; fix: add aliases: [\"$old\"] to @Route of ProfileRoute"
grep -qxF "$expected" "$work/renamed.out" || fail "the check did not name the renamed pattern and its fix: $expected"
say "   fails naming $old and the alias to add"

say "3. the same rename with aliases: [\"$old\"]"
plant "$old" "$new" 1 "$work/aliased.json"
"$cli" links check --manifest "$work/aliased.json" --baseline "$baseline" >"$work/aliased.out" 2>&1 \
  || { sed 's/^/  /' "$work/aliased.out"; fail "the check fails although the renamed route declares its old pattern as an alias"; }
sed 's/^/  /' "$work/aliased.out"
say "   passes"
say "ok: the demo keeps its links, and a rename without an alias fails the check"

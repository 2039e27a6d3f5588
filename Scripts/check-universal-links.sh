#!/usr/bin/env bash
# The demo's universal-link file, and the proof that its check bites:
#   1. Examples/DemoApp/apple-app-site-association is what `wayfinder aasa` writes from the demo's
#      manifest now (a new or renamed route rewrites it), and `wayfinder aasa --check` of it
#      against the manifest finds nothing;
#   2. the file without the post route's component fails the check, naming the route the app
#      opens that the file never sends;
#   3. the file with a component for a path no route opens fails the check, naming that path;
#   4. an exclusion-order bug (every exclusion first, as files were once written) fails the check,
#      naming the route whose links the exclusion hides;
#   5. an over-broad "/*" (claiming the whole domain, /.well-known/… included) fails the check,
#      naming a path no route opens.
#
#   Scripts/check-universal-links.sh
set -euo pipefail
check="check-universal-links"
# shellcheck source=lib/demo-manifest.sh
source "$(dirname "$0")/lib/demo-manifest.sh"
file="$demo_package/apple-app-site-association"
app_id="ABCDE12345.com.example.wayfinder-demo"

say "1. the checked-in file is what wayfinder aasa writes now, and its check finds nothing"
"$cli" aasa --manifest "$work/manifest.json" --app-id "$app_id" --output "$work/generated" >/dev/null
if ! diff -u "$file" "$work/generated" >"$work/file.diff"; then
  cat "$work/file.diff" >&2
  fail "Examples/DemoApp/apple-app-site-association is not what the demo's routes make now; if that is meant, run:
  swift run -q --package-path Examples/DemoApp wayfinder-demo --manifest > /tmp/manifest.json
  swift run -q wayfinder aasa --manifest /tmp/manifest.json --app-id $app_id --output Examples/DemoApp/apple-app-site-association"
fi
status=0
"$cli" aasa --check "$file" --manifest "$work/manifest.json" --host example.com >"$work/check.out" 2>&1 || status=$?
sed 's/^/  /' "$work/check.out"
[ "$status" -eq 0 ] || fail "the check of the demo's file found problems (above), exit status $status"

# plant NAME PYTHON-EDIT EXPECTED: the file edited by PYTHON-EDIT (of `components`) must fail the
# check, naming EXPECTED.
plant() {
  python3 - "$file" "$work/planted" "$2" <<'PY'
import json, sys
source, output, edit = sys.argv[1:]
document = json.load(open(source))
components = document["applinks"]["details"][0]["components"]
exec(edit)
json.dump(document, open(output, "w"), indent=2)
PY
  status=0
  "$cli" aasa --check "$work/planted" --manifest "$work/manifest.json" --host example.com >"$work/planted.out" 2>&1 \
    || status=$?
  sed 's/^/  /' "$work/planted.out"
  [ "$status" -eq 1 ] || fail "$1: the check exited $status, not 1"
  grep -qF "$3" "$work/planted.out" || fail "$1: the check did not name '$3'"
  say "   fails, naming $3"
}

say "2. the file without the post route's component"
plant "a route the file never sends" \
  'components[:] = [c for c in components if c.get("/") != "/post/?*"]' "post/:id"
say "3. the file with a component for a path no route opens"
plant "a path no route opens" 'components.append({"/": "/nowhere/*", "comment": "planted"})' "/nowhere/"
say "4. the file with every exclusion first (an exclusion-order bug)"
plant "an exclusion that hides a route" \
  'components.sort(key=lambda c: not c.get("exclude", False))' "but the file never sends it: the exclusion"
say "5. the file with an over-broad /* first"
plant "an over-broad /*" 'components.insert(0, {"/": "/*", "comment": "planted"})' \
  "no route opens /.well-known/apple-app-site-association"
say "ok: the demo's file is current and its check bites both ways, on order and on breadth"

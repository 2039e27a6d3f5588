#!/usr/bin/env python3
"""Lints the GitHub Actions workflows in .github/workflows, beyond their schema.

    python3 Scripts/check-workflows.py WORKFLOW... [--shellcheck PATH] [--repository DIR]

Scripts/check-workflows.sh runs it after `check-jsonschema` has validated each file against the
GitHub workflow schema. It checks what the schema cannot see:

- every `run:` block is a bash script that passes shellcheck, with each `${{ … }}` expression
  replaced by a quoted word first;
- every expression names a context GitHub provides, and `steps.<id>`, `matrix.<key>`,
  `needs.<job>` and `env.<NAME>` name a step before it in the job, a key of the job's matrix, a job
  the job needs, or a variable the workflow, job or step sets;
- every `uses:` names an action at a version, from the table below, and gives only inputs that
  action takes (its action.yml, at that version);
- every job has `runs-on` and a `timeout-minutes` (a hung simulator would otherwise hold a runner
  for six hours);
- a script of this repository that a `run:` calls exists and is executable, and a step of
  Scripts/apple-lane.sh that one names is a step the script has (`--steps`).

Each problem prints as `FILE: job JOB, step N (NAME): what is wrong`; the exit status is 1 if
there is any.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

from ruamel.yaml import YAML

# The contexts an expression may start with
# (https://docs.github.com/en/actions/reference/workflows-and-actions/contexts).
CONTEXTS = {
    "github", "env", "vars", "job", "jobs", "steps", "runner", "secrets", "strategy", "matrix",
    "needs", "inputs",
}
# The functions an expression may call
# (https://docs.github.com/en/actions/reference/workflows-and-actions/expressions#functions).
FUNCTIONS = {
    "contains", "startsWith", "endsWith", "format", "join", "toJSON", "fromJSON", "hashFiles",
    "success", "always", "cancelled", "failure", "case",
}
# The actions the workflows may use, and the inputs each takes, from the action.yml of the major
# version named (https://github.com/actions/checkout/blob/v5/action.yml,
# https://github.com/actions/upload-artifact/blob/v4/action.yml).
ACTIONS = {
    "actions/checkout@v5": {
        "repository", "ref", "token", "ssh-key", "ssh-known-hosts", "ssh-strict", "ssh-user",
        "persist-credentials", "path", "clean", "filter", "sparse-checkout",
        "sparse-checkout-cone-mode", "fetch-depth", "fetch-tags", "show-progress", "lfs",
        "submodules", "set-safe-directory", "github-server-url",
    },
    "actions/upload-artifact@v4": {
        "name", "path", "if-no-files-found", "retention-days", "compression-level", "overwrite",
        "include-hidden-files",
    },
}
EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}", re.S)


class Lint:
    def __init__(self, path, shellcheck, repository):
        self.path = path
        self.shellcheck = shellcheck
        self.repository = repository
        self.problems = []
        self.lane_steps = None

    def problem(self, where, message):
        self.problems.append(f"{self.path}: {where}: {message}")

    def check(self):
        with open(self.path) as file:
            workflow = YAML(typ="safe").load(file)
        if not isinstance(workflow, dict) or not isinstance(workflow.get("jobs"), dict):
            self.problem("workflow", "no jobs")
            return
        workflow_env = set((workflow.get("env") or {}).keys())
        self.expressions("workflow", workflow.get("env"), env=set(), steps=[], matrix=None, needs=set())
        self.expressions("workflow", workflow.get("concurrency"), env=workflow_env, steps=[], matrix=None, needs=set())
        for name, job in workflow["jobs"].items():
            self.job(name, job, workflow_env, set(workflow["jobs"]))

    def job(self, name, job, workflow_env, jobs):
        where = f"job {name}"
        if "runs-on" not in job:
            self.problem(where, "no runs-on")
        if "timeout-minutes" not in job:
            self.problem(where, "no timeout-minutes: a hung step would hold the runner for six hours")
        needs = job.get("needs") or []
        needs = {needs} if isinstance(needs, str) else set(needs)
        for need in needs - jobs:
            self.problem(where, f"needs '{need}', which is not a job of this workflow")
        matrix = None
        strategy = job.get("strategy") or {}
        if "matrix" in strategy:
            matrix = set(strategy["matrix"].keys()) - {"include", "exclude"}
            for entry in strategy["matrix"].get("include") or []:
                matrix |= set(entry.keys())
        env = workflow_env | set((job.get("env") or {}).keys())
        for key in ("name", "runs-on", "if", "env", "timeout-minutes"):
            self.expressions(where, job.get(key), env=env, steps=[], matrix=matrix, needs=needs)
        seen_steps = []
        for index, step in enumerate(job.get("steps") or [], start=1):
            label = step.get("name") or step.get("uses") or "unnamed"
            step_where = f"{where}, step {index} ({label})"
            step_env = env | set((step.get("env") or {}).keys())
            for key, value in step.items():
                if key != "id":
                    self.expressions(step_where, value, env=step_env, steps=seen_steps, matrix=matrix, needs=needs)
            if "uses" in step:
                self.action(step_where, step)
            if "run" in step:
                self.script(step_where, step["run"], step.get("shell"))
            if "id" in step:
                seen_steps.append(step["id"])

    def expressions(self, where, value, env, steps, matrix, needs):
        if isinstance(value, dict):
            for item in value.values():
                self.expressions(where, item, env, steps, matrix, needs)
            return
        if isinstance(value, list):
            for item in value:
                self.expressions(where, item, env, steps, matrix, needs)
            return
        if not isinstance(value, str):
            return
        for match in EXPRESSION.finditer(value):
            self.expression(where, match.group(1).strip(), env, steps, matrix, needs)

    def expression(self, where, text, env, steps, matrix, needs):
        # Strings are not names: take them out before reading the names.
        bare = re.sub(r"'(?:[^']|'')*'", "''", text)
        if bare.count("(") != bare.count(")"):
            self.problem(where, f"unbalanced parentheses in ${{{{ {text} }}}}")
        for match in re.finditer(r"(?<![\w.])([A-Za-z_][\w-]*)((?:\.[\w*-]+|\[[^\]]*\])*)(\s*\()?", bare):
            root, rest, call = match.group(1), match.group(2), match.group(3)
            if call:
                if root not in FUNCTIONS:
                    self.problem(where, f"unknown function {root}() in ${{{{ {text} }}}}")
                continue
            if root in {"true", "false", "null"}:
                continue
            if root not in CONTEXTS:
                self.problem(where, f"unknown context '{root}' in ${{{{ {text} }}}}")
                continue
            parts = [part for part in rest.split(".") if part]
            first = parts[0] if parts else None
            if root == "steps" and first is not None and first not in steps:
                self.problem(where, f"steps.{first} names no step with that id before this one")
            if root == "matrix" and first is not None:
                if matrix is None:
                    self.problem(where, f"matrix.{first} in a job without a matrix")
                elif first not in matrix:
                    self.problem(where, f"matrix.{first} is not a key of the job's matrix ({', '.join(sorted(matrix))})")
            if root == "needs" and first is not None and first not in needs:
                self.problem(where, f"needs.{first} names a job this job does not need")
            if root == "env" and first is not None and first not in env:
                self.problem(where, f"env.{first} is set by neither the workflow, the job nor the step")

    def action(self, where, step):
        uses = step["uses"]
        if "@" not in uses:
            self.problem(where, f"'{uses}' names no version")
            return
        inputs = ACTIONS.get(uses)
        if inputs is None:
            self.problem(where, f"'{uses}' is not in the table of known actions (Scripts/check-workflows.py)")
            return
        for key in (step.get("with") or {}):
            if key not in inputs:
                self.problem(where, f"'{uses}' takes no input '{key}'")

    def script(self, where, text, shell):
        if shell not in (None, "bash"):
            self.problem(where, f"shell '{shell}': only bash scripts are checked")
            return
        # An expression is substituted before the shell sees the script: one quoted word stands in.
        script = EXPRESSION.sub("EXPRESSION", text)
        with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as file:
            file.write("#!/usr/bin/env bash\nset -eo pipefail\n" + script + "\n")
            temporary = file.name
        try:
            result = subprocess.run(
                [self.shellcheck, "--shell=bash", "--format=gcc", temporary],
                capture_output=True, text=True)
        finally:
            os.unlink(temporary)
        for line in result.stdout.splitlines():
            found = re.match(r"[^:]*:(\d+):(\d+): (.*)", line)
            if found:
                self.problem(where, f"run line {int(found.group(1)) - 2}: {found.group(3)}")
        if result.returncode not in (0, 1):
            self.problem(where, f"shellcheck failed: {result.stderr.strip()}")
        for command in self.commands(text):
            self.repository_script(where, command)

    @staticmethod
    def commands(text):
        for line in text.splitlines():
            line = EXPRESSION.sub("EXPRESSION", line).strip()
            if not line or line.startswith("#"):
                continue
            try:
                words = shlex.split(line)
            except ValueError:
                continue
            if words:
                yield words

    def repository_script(self, where, words):
        program = words[0]
        if not (program.startswith("Scripts/") or program.startswith(".ci/")):
            return
        path = os.path.join(self.repository, program)
        if not os.path.isfile(path):
            self.problem(where, f"{program} does not exist")
            return
        if not os.access(path, os.X_OK):
            self.problem(where, f"{program} is not executable")
        if program == "Scripts/apple-lane.sh" and len(words) > 1:
            if self.lane_steps is None:
                result = subprocess.run([path, "--steps"], capture_output=True, text=True)
                self.lane_steps = set(result.stdout.split())
            if words[1] not in self.lane_steps:
                self.problem(where, f"Scripts/apple-lane.sh has no step '{words[1]}' ({', '.join(sorted(self.lane_steps))})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workflows", nargs="+")
    parser.add_argument("--shellcheck", default="shellcheck")
    parser.add_argument("--repository", default=os.path.join(os.path.dirname(__file__), ".."))
    arguments = parser.parse_args()
    problems = []
    for path in arguments.workflows:
        lint = Lint(path, arguments.shellcheck, os.path.abspath(arguments.repository))
        lint.check()
        problems += lint.problems
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-workflows: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check-workflows: {len(arguments.workflows)} workflow(s) pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Splits one first build into swift-syntax and everything else; called by Scripts/check-consumer.sh.

    first-build-split.py TIMES_LOG BUILD_FOLDER SYNTAX_CHECKOUT BEGAN ENDED LABEL NUMBERS_OUT

TIMES_LOG holds the build's output, each line after the epoch second it was printed at (SwiftPM
prints a task's line when the task starts). BUILD_FOLDER is the configuration's folder
(`.build/debug`). BEGAN and ENDED are the build's epoch seconds.

swift-syntax's part is the time from the build's start until the last file written into its
modules' folders (`<Module>.build`, `<Module>-tool.build`, `Modules*/<Module>.*`, for the targets
of SYNTAX_CHECKOUT/Sources) during this build: its last task's end. Everything else is the rest, so
the two add up to the build's time. What else began before that moment shared the cores with
swift-syntax and is named. Prints the split; writes "<syntax> <rest> <total>" (whole seconds) to
NUMBERS_OUT.
"""
import os
import re
import sys

times_log, folder, checkout, began, ended, label, numbers_out = sys.argv[1:8]
began, ended = float(began), float(ended)
folder = os.path.realpath(folder)

sources = os.path.join(checkout, "Sources")
syntax = {name for name in os.listdir(sources) if os.path.isdir(os.path.join(sources, name))}
markers = os.path.join(sources, "VersionMarkerModules")
if os.path.isdir(markers):
    syntax |= {name for name in os.listdir(markers) if os.path.isdir(os.path.join(markers, name))}
syntax.discard("VersionMarkerModules")


def module_of(name):
    """The module a folder or file of the build folder belongs to, `-tool` removed, or None."""
    base = name.split(".")[0]
    return base[: -len("-tool")] if base.endswith("-tool") else base


def files(path):
    for directory, _, names in os.walk(path):
        for name in names:
            yield os.path.join(directory, name)


last_write = None
written = set()
for entry in os.listdir(folder):
    path = os.path.join(folder, entry)
    candidates = []
    if entry.endswith(".build") and module_of(entry) in syntax:
        candidates = [(module_of(entry), f) for f in files(path)]
    elif entry.startswith("Modules") and os.path.isdir(path):
        candidates = [(module_of(name), os.path.join(path, name)) for name in os.listdir(path) if module_of(name) in syntax]
    for module, file in candidates:
        # What the compile tasks write (planning writes `sources` and the output file maps).
        if not file.endswith((".o", ".swiftmodule", ".d", ".dia", ".swiftdeps", ".swiftdoc")):
            continue
        modified = os.stat(file).st_mtime
        if modified >= began - 1:
            written.add(module)
            last_write = modified if last_write is None else max(last_write, modified)

task = re.compile(r"^\[\d+/\d+\] (?:Compiling|Emitting module|Wrapping AST for|Linking|Compiling plugin) ([A-Za-z0-9_-]+)")
lines = []
with open(times_log, errors="replace") as log:
    for raw in log:
        stamp, _, text = raw.rstrip("\n").partition(" ")
        try:
            lines.append((float(stamp), text))
        except ValueError:
            continue

total = round(ended - began)
if last_write is None:
    syntax_seconds = 0
else:
    syntax_seconds = min(total, round(min(last_write, ended) - began))
rest_seconds = total - syntax_seconds

beside, after = [], []
second_pass_at = next((t for t, text in lines if text.startswith("Building for ")), None)
syntax_again = []
for stamp, text in lines:
    match = task.match(text)
    if not match:
        continue
    words = text.split("] ", 1)[1].split()
    module = match.group(1)
    if words[0] == "Linking":
        module = "linking " + module
    elif text.split("] ", 1)[1].startswith("Compiling plugin"):
        module = "the plugin " + words[2]
    if module_of(module) in syntax:
        if second_pass_at is not None and stamp > second_pass_at:
            syntax_again.append(module)
        continue
    target = beside if last_write is not None and stamp < last_write else after
    if module not in target and module not in beside:
        target.append(module)

print(f"check-consumer: {label}: {total} s = swift-syntax {syntax_seconds} s + everything else {rest_seconds} s"
      f" (load {' '.join(open('/proc/loadavg').read().split()[:3])}; two cores shared with other work, so noisy)")
if last_write is None:
    print("check-consumer:   swift-syntax: nothing of it was compiled in this build")
else:
    print(f"check-consumer:   swift-syntax: from the build's start to the last write into its {len(written)} modules' folders"
          f" ({', '.join(sorted(written))})")
    if beside:
        print(f"check-consumer:   begun beside it, counted in its part: {', '.join(beside)}")
print(f"check-consumer:   everything else: {', '.join(after) if after else 'nothing'}")
if second_pass_at is not None and lines and second_pass_at > lines[0][0] + 1:
    first = round(second_pass_at - began)
    again = f"; swift-syntax's tasks ran again in it ({len(set(syntax_again))} modules)" if syntax_again else ""
    print(f"check-consumer:   SwiftPM's passes: the plugins' tools {first} s, then the build {total - first} s{again}")
with open(numbers_out, "w") as out:
    out.write(f"{syntax_seconds} {rest_seconds} {total}\n")

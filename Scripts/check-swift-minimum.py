#!/usr/bin/env python3
"""Checks that Wayfinder's Swift, and the Swift its docs show, stays within the minimum toolchain
the README states: Swift 6.2 (Xcode 26.0).

    python3 Scripts/check-swift-minimum.py [--bites]

CI has one toolchain, Swift 6.3, so it cannot compile with 6.2. What one toolchain allows:

1. The manifests. Wayfinder's own `Package.swift` declares `swift-tools-version` equal to the
   minimum, so an older SwiftPM refuses it with a message that names the version it needs. Every
   other manifest of the repository and of the docs (the apps a reader copies) declares the
   minimum or less.
2. The compiler flags. Every upcoming feature a manifest or a script turns on is one the minimum
   has (the table below, from each proposal's "available from" version); no manifest turns on an
   experimental feature.
3. The syntax. Each Swift 6.3 language feature below is searched for, outside comments and string
   literals, in every Swift file of the repository (Sources, Plugins, Tests, Examples, Benchmarks,
   Fuzz, Scripts) and in every Swift code block of README.md, Docs/ and the DocC catalogs. Each
   feature's example is first compiled with this toolchain, and must match its own pattern, so a
   pattern that names no real syntax fails the check instead of finding nothing.
4. The statements: README.md and CHANGELOG.md name the minimum.

`--bites` then plants a use of each 6.3 feature, and a manifest with a newer tools version, in
copies, and expects each to fail.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MINIMUM = (6, 2)
MINIMUM_TEXT = "Swift 6.2"
MINIMUM_XCODE = "Xcode 26"

# Upcoming features and the Swift version that made each available
# (https://github.com/swiftlang/swift-evolution, each proposal's header).
UPCOMING = {
    "ConciseMagicFile": (5, 8),  # SE-0274
    "ForwardTrailingClosures": (5, 8),  # SE-0286
    "BareSlashRegexLiterals": (5, 8),  # SE-0354
    "ExistentialAny": (5, 8),  # SE-0335
    "ImportObjcForwardDeclarations": (5, 9),  # SE-0384
    "DisableOutwardActorInference": (5, 9),  # SE-0401
    "DeprecateApplicationMain": (5, 10),  # SE-0383
    "IsolatedDefaultValues": (5, 10),  # SE-0411
    "GlobalConcurrency": (5, 10),  # SE-0412
    "StrictConcurrency": (6, 0),  # SE-0337
    "InferSendableFromCaptures": (6, 0),  # SE-0418
    "RegionBasedIsolation": (6, 0),  # SE-0414
    "DynamicActorIsolation": (6, 0),  # SE-0423
    "GlobalActorIsolatedTypesUsability": (6, 0),  # SE-0434
    "InternalImportsByDefault": (6, 0),  # SE-0409
    "MemberImportVisibility": (6, 1),  # SE-0444
    "InferIsolatedConformances": (6, 2),  # SE-0470
    "NonisolatedNonsendingByDefault": (6, 2),  # SE-0461
    "ImmutableWeakCaptures": (6, 2),  # SE-0481
}

# Language features Swift 6.3 added (Swift's CHANGELOG and the proposals), each with a pattern
# matched against code without its comments and strings, and an example this toolchain compiles.
NEWER_SYNTAX = [
    ("a module selector, `Module::name` (SE-0491)",
     r"\b[A-Za-z_]\w*::[A-Za-z_]",
     "func f() -> Int { Swift::max(1, 2) }"),
    ("the `@c` attribute (SE-0495)",
     r"@c\b(?!\w)",
     "@c func f() -> Int32 { 1 }"),
    ("`@inline(always)` (SE-0496)",
     r"@inline\(\s*always\s*\)",
     "@inline(always) func f() -> Int { 1 }"),
    ("the `@export` attribute (SE-0497)",
     r"@export\s*\(",
     "@export(implementation) public func f() -> Int { 1 }"),
    ("the `@specialized` attribute (SE-0460)",
     r"@specialized\s*\(",
     "@specialized(where T == Int) public func f<T: Comparable>(_ t: T) -> T { t }"),
]


def strip(source):
    """The code of a Swift source, with comments and string literals blanked (lines kept)."""
    out = []
    i, n = 0, len(source)
    depth = 0
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            continue
        if source.startswith("/*", i):
            depth = 1
            i += 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth += 1
                    i += 2
                elif source.startswith("*/", i):
                    depth -= 1
                    i += 2
                else:
                    if source[i] == "\n":
                        out.append("\n")
                    i += 1
            continue
        match = re.match(r'(#*)("""|")', source[i:])
        if match:
            hashes, quote = match.group(1), match.group(2)
            closing = quote + hashes
            j = i + len(match.group(0))
            while j < n:
                if source.startswith(closing, j) and (hashes or source[j - 1] != "\\" or source[j - 2:j] == "\\\\"):
                    j += len(closing)
                    break
                j += 1
            out.append('""' + "\n" * source[i:j].count("\n"))
            i = j
            continue
        out.append(c)
        i += 1
    return "".join(out)


def swift_files():
    skip = {".build", ".swiftpm", "Corpus", "Campaign", ".git"}
    for folder in ("Sources", "Plugins", "Tests", "Examples", "Benchmarks", "Fuzz", "Scripts"):
        for directory, subdirectories, files in os.walk(os.path.join(ROOT, folder)):
            subdirectories[:] = [d for d in subdirectories if d not in skip and not d.startswith(".")]
            for name in files:
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


def doc_blocks(work):
    """Every Swift code block of the docs, as Scripts/doc-blocks.py writes them for compiling."""
    for kind in ("--code", "--ui"):
        out = os.path.join(work, kind.strip("-"))
        os.makedirs(out, exist_ok=True)
        subprocess.run([sys.executable, os.path.join(ROOT, "Scripts/doc-blocks.py"), kind, "--out", out, ROOT],
                       check=True, capture_output=True)
        for name in sorted(os.listdir(out)):
            if name.endswith(".swift"):
                yield os.path.join(out, name)


def version(text):
    return tuple(int(part) for part in text.split("."))


def tools_version(path):
    with open(path) as file:
        first = file.readline()
    match = re.match(r"//\s*swift-tools-version:\s*([0-9.]+)", first)
    return version(match.group(1)) if match else None


def label(path):
    return os.path.relpath(path, ROOT) if path.startswith(ROOT) else os.path.basename(path)


def check_syntax(paths):
    problems = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            code = strip(file.read())
        for name, pattern, _ in NEWER_SYNTAX:
            for match in re.finditer(pattern, code):
                line = code.count("\n", 0, match.start()) + 1
                problems.append(f"{label(path)}:{line}: uses {name}, new in Swift 6.3; the minimum is {MINIMUM_TEXT}")
    return problems


def check_manifests(manifests, blocks):
    problems = []
    root_version = tools_version(os.path.join(ROOT, "Package.swift"))
    if root_version != MINIMUM:
        problems.append(f"Package.swift: swift-tools-version {root_version} is not the minimum {MINIMUM_TEXT}: "
                        "an older SwiftPM would not refuse it with a clear message")
    for path in manifests + blocks:
        declared = tools_version(path) if path in manifests else None
        if path in blocks:
            with open(path) as file:
                for match in re.finditer(r"swift-tools-version:\s*([0-9.]+)", file.read()):
                    if version(match.group(1)) > MINIMUM:
                        problems.append(f"{label(path)}: a manifest block declares swift-tools-version {match.group(1)}, "
                                        f"above the minimum {MINIMUM_TEXT}")
            continue
        if declared is None:
            problems.append(f"{label(path)}: no swift-tools-version line")
        elif declared > MINIMUM:
            problems.append(f"{label(path)}: swift-tools-version {'.'.join(map(str, declared))} is above the minimum {MINIMUM_TEXT}")
    return problems


def check_features(paths):
    problems = []
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as file:
            text = file.read()
        features = re.findall(r'enableUpcomingFeature\("(\w+)"\)', text)
        features += re.findall(r"-enable-upcoming-feature[ =](\w+)", text)
        for feature in features:
            available = UPCOMING.get(feature)
            if available is None:
                problems.append(f"{label(path)}: upcoming feature {feature} is not in the table of features and "
                                "the Swift version that added each (Scripts/check-swift-minimum.py)")
            elif available > MINIMUM:
                problems.append(f"{label(path)}: upcoming feature {feature} needs Swift "
                                f"{'.'.join(map(str, available))}; the minimum is {MINIMUM_TEXT}")
        for feature in re.findall(r'enableExperimentalFeature\("(\w+)"\)', text):
            problems.append(f"{label(path)}: experimental feature {feature}: no released toolchain promises it")
    return problems


def check_statements():
    problems = []
    for document in ("README.md", "CHANGELOG.md"):
        with open(os.path.join(ROOT, document)) as file:
            text = file.read()
        for needle in (MINIMUM_TEXT, MINIMUM_XCODE):
            if needle not in text:
                problems.append(f"{document}: does not name the minimum, {needle}")
    return problems


def probe_examples(work):
    """Each newer feature's example compiles with this toolchain and matches its own pattern."""
    problems = []
    for index, (name, pattern, example) in enumerate(NEWER_SYNTAX):
        if not re.search(pattern, strip(example)):
            problems.append(f"the pattern of {name} does not match its own example")
        path = os.path.join(work, f"probe{index}.swift")
        with open(path, "w") as file:
            file.write(example + "\n")
        result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", path],
                                capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"the example of {name} does not compile with this toolchain, so its pattern "
                            f"cannot be trusted:\n{result.stderr.strip()}")
    return problems


def manifests():
    found = []
    skip = {".build", ".swiftpm", ".git"}
    for directory, subdirectories, files in os.walk(ROOT):
        subdirectories[:] = [d for d in subdirectories if d not in skip]
        if "Package.swift" in files:
            found.append(os.path.join(directory, "Package.swift"))
    return sorted(found)


def flag_files():
    found = manifests()
    for folder in ("Scripts", ".ci"):
        for directory, subdirectories, files in os.walk(os.path.join(ROOT, folder)):
            subdirectories[:] = [d for d in subdirectories if d not in {".build", ".swiftpm"}]
            found += [os.path.join(directory, name) for name in files if name.endswith((".sh", ".py")) or name == "run"]
    return [path for path in found if not path.endswith("check-swift-minimum.py")]


def run(work):
    blocks = list(doc_blocks(work))
    sources = list(swift_files())
    problems = probe_examples(work)
    problems += check_manifests(manifests(), [b for b in blocks if ".manifest" in b])
    problems += check_features(flag_files())
    problems += check_syntax(sources + blocks)
    problems += check_statements()
    return problems, len(sources), len(blocks)


def bites(work):
    """Each planted newer feature in a copy of a source must be found."""
    failures = []
    sample = os.path.join(ROOT, "Sources/WayfinderCore")
    source = next(os.path.join(sample, name) for name in sorted(os.listdir(sample)) if name.endswith(".swift"))
    with open(source) as file:
        original = file.read()
    for name, pattern, example in NEWER_SYNTAX:
        planted = os.path.join(work, "planted.swift")
        with open(planted, "w") as file:
            file.write(original + "\n// " + example + "\nlet note = \"" + example.replace('"', "") + "\"\n" + example + "\n")
        found = check_syntax([planted])
        expected_line = original.count("\n") + 4
        if not any(f":{expected_line}: uses {name}" in problem for problem in found):
            failures.append(f"a planted {name} at line {expected_line} was not found (found: {found})")
        elif len(found) != 1:
            failures.append(f"a planted {name} was found in a comment or a string too: {found}")
        else:
            print(f"check-swift-minimum: bites: {found[0].replace(work + '/', '')}")
    manifest = os.path.join(work, "Package.swift")
    with open(manifest, "w") as file:
        file.write("// swift-tools-version: 6.3\nimport PackageDescription\n")
    found = check_manifests([manifest], [])
    if not any("above the minimum" in problem for problem in found):
        failures.append(f"a manifest with swift-tools-version 6.3 was not found: {found}")
    else:
        print("check-swift-minimum: bites: a manifest declaring swift-tools-version 6.3")
    flags = os.path.join(work, "flags.sh")
    with open(flags, "w") as file:
        file.write("swiftc -enable-upcoming-feature NonexistentFeature x.swift\n")
    if not check_features([flags]):
        failures.append("an unknown upcoming feature was not found")
    else:
        print("check-swift-minimum: bites: an upcoming feature the table does not know")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bites", action="store_true")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        problems, sources, blocks = run(work)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print(f"check-swift-minimum: FAILED: {len(problems)} problem(s)", file=sys.stderr)
            return 1
        print(f"check-swift-minimum: {sources} Swift files and {blocks} documents' code blocks stay within "
              f"{MINIMUM_TEXT}: no Swift 6.3 syntax, manifests at or below tools version 6.2, "
              "upcoming features the minimum has")
        if arguments.bites:
            failures = bites(work)
            for failure in failures:
                print(f"check-swift-minimum: FAILED: {failure}", file=sys.stderr)
            if failures:
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

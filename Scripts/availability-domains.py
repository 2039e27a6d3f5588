#!/usr/bin/env python3
"""Copies Swift files with their iOS availability turned into availability domains the compiler
checks on Linux.

    Scripts/availability-domains.py --minimum 17 --root DIR --out DIR --module NAME FILE...

On Linux the compiler ignores `@available(iOS 18.0, *)` and `#available(iOS 18, *)`, so forgetting
a version check around an iOS 18 or 26 declaration compiles. This script copies the stand-ins and
the adapters so that each iOS version above the package's minimum becomes a dynamic availability
domain (`IOS18`, `IOS26`, `IOS18_2`…), which the compiler does enforce: a use of a declaration
marked `@available(IOS26)` outside `if #available(IOS26)` is an error. A version implies every
lower one, so `@available(iOS 26.0, *)` becomes one attribute per domain up to 26, and
`#available(iOS 26, *)` one check per domain up to 26. Versions at or below the minimum are always
available: their attributes go and their checks become `true`. Other platforms' versions are
dropped (the check is about iOS); `unavailable`/`deprecated` attributes without an iOS version stay.

`import SwiftUI`/`import UIKit` lines go and `canImport(SwiftUI)`/`canImport(UIKit)` become
`true`, and `SwiftUI.Label` names the one module, since the caller compiles the stand-ins and the adapters as one module (a dynamic domain
cannot cross a module boundary in Swift 6.3). Line numbers are kept, so errors name the original
line. Prints the domains, one per line, for the caller's `-define-dynamic-availability-domain`.
"""

import argparse
import os
import re
import sys

ATTRIBUTE = re.compile(r"@available\(([^()]*)\)")
CHECK = re.compile(r"#(available|unavailable)\(([^()]*)\)")
IOS_VERSION = re.compile(r"(?:^|,)\s*iOS\s+(\d+)(?:\.(\d+))?(?:\.\d+)?\s*(?=,|$)")
IOS_INTRODUCED = re.compile(r"^\s*iOS\s*,.*introduced:\s*(\d+)(?:\.(\d+))?")
QUALIFIED = re.compile(r"\b(?:SwiftUI|UIKit)\.(?=[A-Z])")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(SwiftUI|UIKit)\s*$")


def ios_version(arguments):
    """The iOS version an availability list names, as (major, minor), or None."""
    match = IOS_VERSION.search(arguments) or IOS_INTRODUCED.search(arguments)
    if not match:
        return None
    return (int(match.group(1)), int(match.group(2) or 0))


def domain(version):
    major, minor = version
    return f"IOS{major}" if minor == 0 else f"IOS{major}_{minor}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--minimum", type=int, required=True)
    parser.add_argument("--root", required=True, help="the files' paths under OUT are relative to it")
    parser.add_argument("--out", required=True)
    parser.add_argument("--module", required=True, help="the one module the copies compile as")
    parser.add_argument("files", nargs="+")
    options = parser.parse_args()

    texts = {}
    versions = set()
    for path in options.files:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        texts[path] = text
        for match in list(ATTRIBUTE.finditer(text)) + list(CHECK.finditer(text)):
            version = ios_version(match.group(match.lastindex))
            if version and version[0] > options.minimum:
                versions.add(version)
    ordered = sorted(versions)

    def up_to(version):
        return [domain(v) for v in ordered if v <= version]

    def attribute(match):
        version = ios_version(match.group(1))
        if version is None:
            return match.group(0)
        if version[0] <= options.minimum:
            return ""
        return " ".join(f"@available({d})" for d in up_to(version))

    def check(match):
        kind, arguments = match.group(1), match.group(2)
        version = ios_version(arguments)
        if version is None:
            return match.group(0)
        if version[0] <= options.minimum:
            return "true" if kind == "available" else "false"
        return ", ".join(f"#{kind}({d})" for d in up_to(version))

    os.makedirs(options.out, exist_ok=True)
    used = set()
    for path, text in texts.items():
        lines = []
        for line in text.split("\n"):
            if IMPORT.match(line):
                lines.append("")
                continue
            line = line.replace("canImport(SwiftUI)", "true").replace("canImport(UIKit)", "true")
            line = QUALIFIED.sub(options.module + ".", line)
            line = ATTRIBUTE.sub(attribute, line)
            line = CHECK.sub(check, line)
            lines.append(line)
        # Keep the file's path (errors name it), under OUT.
        relative = os.path.relpath(os.path.abspath(path), options.root)
        if relative.startswith(".."):
            relative = os.path.join("outside", os.path.abspath(path).lstrip("/"))
        # A module's files need distinct names: a second `Presentation.swift` is named for its folder.
        name = os.path.basename(relative)
        if name in used:
            name = os.path.basename(os.path.dirname(relative)) + "-" + name
        used.add(name)
        target = os.path.join(options.out, os.path.dirname(relative), name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
    for d in (domain(v) for v in ordered):
        print(d)
    return 0


if __name__ == "__main__":
    sys.exit(main())

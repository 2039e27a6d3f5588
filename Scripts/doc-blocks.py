#!/usr/bin/env python3
"""Extracts the Swift code blocks of README.md, Docs/ and the DocC catalogs for compiling.

    Scripts/doc-blocks.py --ui --out DIR ROOT

Writes one Swift file per document that has blocks of the kind asked for (`--ui`: blocks that
use SwiftUI or UIKit), named after the document (`Docs/Guides/SeveralWindows.md` becomes
`Docs_Guides_SeveralWindows.blocks.swift`). Each file starts with `// <document>`, then the imports of
all its blocks, hoisted and deduplicated, then the blocks in order, each behind a
`#sourceLocation` directive so the compiler's errors name the document and its line. A block is
compiled with the blocks before it in the same document, the way a reader reads them, and with
`Tests/AppleSurface/DocContext/<name>.swift` when that file exists (`--context`): the declarations
the prose takes for granted (a `PostView`, an `Account`), whose imports the blocks get too.
"""

import argparse
import pathlib
import re
import sys

FENCE = re.compile(r"^```swift\s*$\n(.*?)^```\s*$", re.S | re.M)
UI = re.compile(r"\b(View|some Scene|UI[A-Z]\w+|NavigationHost(Controller)?|onOpenURL|SwiftUI|UIKit)\b")
IMPORT = re.compile(r"^\s*(public |internal |package )?import \w+\s*$")


def documents(root: pathlib.Path) -> list[pathlib.Path]:
    found = [root / "README.md"]
    found += sorted((root / "Docs").rglob("*.md"))
    found += sorted(root.glob("Sources/*/*.docc/**/*.md"))
    return [path for path in found if path.is_file()]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ui", action="store_true", help="only blocks that use SwiftUI or UIKit")
    parser.add_argument("--out", required=True)
    parser.add_argument("--context", help="the folder of DocContext files, whose imports are added")
    parser.add_argument("root")
    arguments = parser.parse_args()
    root = pathlib.Path(arguments.root).resolve()
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    for document in documents(root):
        text = document.read_text(encoding="utf-8")
        relative = document.relative_to(root).as_posix()
        imports: list[str] = []
        bodies: list[str] = []
        for match in FENCE.finditer(text):
            block = match.group(1)
            if arguments.ui and not UI.search(block):
                continue
            line = text.count("\n", 0, match.start(1)) + 1
            kept = []
            for source_line in block.splitlines():
                if IMPORT.match(source_line):
                    statement = source_line.strip()
                    if statement not in imports:
                        imports.append(statement)
                    kept.append("")  # keeps the line numbers
                else:
                    kept.append(source_line)
            bodies.append(f'#sourceLocation(file: "{relative}", line: {line})\n' + "\n".join(kept))
        if not bodies:
            continue
        name = relative.removesuffix(".md").replace("/", "_")
        if arguments.context:
            context = pathlib.Path(arguments.context) / f"{name}.swift"
            if context.is_file():
                for source_line in context.read_text(encoding="utf-8").splitlines():
                    if IMPORT.match(source_line) and source_line.strip() not in imports:
                        imports.append(source_line.strip())
        (out / f"{name}.blocks.swift").write_text(
            f"// {relative}\n" + "\n".join(imports) + "\n\n" + "\n\n".join(bodies) + "\n#sourceLocation()\n",
            encoding="utf-8",
        )
        written += 1
    print(f"doc-blocks: {written} documents with {'UI ' if arguments.ui else ''}code blocks")
    return 0


if __name__ == "__main__":
    sys.exit(main())

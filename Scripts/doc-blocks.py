#!/usr/bin/env python3
"""Extracts the Swift code blocks of README.md, Docs/ and the DocC catalogs for compiling.

    Scripts/doc-blocks.py --ui --out DIR ROOT
    Scripts/doc-blocks.py --code --out DIR ROOT

`--code` takes the other blocks, the ones that compile against the real package on any platform.
Their statements (`navigator.push(…)` at the top of a block) are wrapped, each run of them, in a
`@MainActor func` of their own, so a snippet compiles as the body it stands for; declarations
(`@Route struct …`, `extension …`, `@Test func …`) stay at the top level. Package manifests and
manifest fragments (`.target(…)`) go to `<name>.manifest<N>.swift` files of their own, a fragment
wrapped in a `[Target]` or `[Package.Dependency]` array, for type-checking against
PackageDescription.

Writes one Swift file per document that has blocks of the kind asked for (`--ui`: blocks that
use SwiftUI, UIKit or App Intents), named after the document (`Docs/Guides/SeveralWindows.md` becomes
`Docs_Guides_SeveralWindows.blocks.swift`). Each file starts with `// <document>`, then the imports of
all its blocks, hoisted and deduplicated, then the blocks in order, each behind a
`#sourceLocation` directive so the compiler's errors name the document and its line. A block is
compiled with the blocks before it in the same document, the way a reader reads them, and with
`Tests/AppleSurface/DocContext/<name>.swift` when that file exists (`--context`): the declarations
the prose takes for granted (a `PostView`, an `Account`), whose imports the blocks get too.

A context file's line `// doc-blocks: own modules NotesUI NotesInternal` names modules the
document's own blocks make (an app's feature modules): their imports are dropped, since every
block of a document compiles as one module.

A document is self-contained when a reader copies its blocks: they compile with nothing but the
names they declare and the modules they import, and no context file's imports are added (a context
file may still carry the directives below, and nothing else, which Scripts/check-doc-blocks.sh
checks). With `--code` that is every document but those showing generated code (Docs/Decisions,
Docs/Tooling.md); with `--ui`, README.md and the guides in Docs/Guides.

With `--ui`, a document whose DocContext file has the line `// doc-blocks: with the other blocks`
also gets its other blocks that need nothing but the stand-ins' modules (no manifest, no import of
`Testing` or `WayfinderTesting`), wrapped as `--code` wraps them: a SwiftUI screen then compiles
against the very routes the document declares, not a copy of them.
"""

import argparse
import pathlib
import re
import sys

WITH_OTHERS = "// doc-blocks: with the other blocks"
OWN_MODULES = "// doc-blocks: own modules "
TEST_IMPORT = re.compile(r"^\s*import (Testing|WayfinderTesting)\s*$", re.M)
FENCE = re.compile(r"^```swift\s*$\n(.*?)^```\s*$", re.S | re.M)
UI = re.compile(r"\b(View|some Scene|UI[A-Z]\w+|NavigationHost(Controller)?|onOpenURL|SwiftUI|UIKit|WidgetKit|ActivityKit|AppIntents)\b")
IMPORT = re.compile(r"^\s*(public |internal |package )?import \w+\s*$")


DECLARATION = re.compile(
    r"^(@|(public |private |fileprivate |internal |package |final |nonisolated )*"
    r"(struct|class|enum|extension|func|protocol|actor|typealias|var|let package)\b)"
)
MANIFEST = re.compile(r"^\s*(import PackageDescription|// swift-tools-version|\.(target|testTarget|executableTarget|package|product)\()")


def is_manifest(block: str) -> bool:
    return any(MANIFEST.match(line) for line in block.splitlines()[:3])


def manifest_file(block: str) -> str:
    if "import PackageDescription" in block:
        return block
    kind = "[Package.Dependency]" if block.lstrip().startswith(".package(") else "[Target]"
    return f"import PackageDescription\n\nlet fragment: {kind} = [\n{block}\n]\n"


def wrap_statements(lines: list[str], first_line: int, relative: str) -> list[str]:
    """The block's lines with every run of top-level statements inside a function of its own.

    A line at column 0 that starts a declaration begins a declaration, which runs to the next
    column-0 line that is not a closing brace or parenthesis; every other column-0 line is a
    statement. Comments, blank lines and a column-0 `#if` go with what follows them; `#else` and
    `#endif` with what precedes them.
    """
    kinds: list[str] = []
    current = "statement"
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("//") or line.startswith("#if "):
            kinds.append("pending")
            continue
        if not line[0].isspace() and not stripped.startswith(("}", ")", "]")) and not stripped.startswith("#"):
            current = "declaration" if DECLARATION.match(stripped) else "statement"
        kinds.append(current)
    # Comments and blanks belong to the run after them (or before, at the end).
    following = "declaration"
    for index in range(len(kinds) - 1, -1, -1):
        if kinds[index] == "pending":
            kinds[index] = following
        else:
            following = kinds[index]
    out: list[str] = []
    index = 0
    while index < len(lines):
        if kinds[index] == "declaration":
            out.append(f'#sourceLocation(file: "{relative}", line: {first_line + index})')
            while index < len(lines) and kinds[index] == "declaration":
                out.append(lines[index])
                index += 1
            out.append("#sourceLocation()")
        else:
            out.append(f"@MainActor func docBlockLine{first_line + index}() async throws {{")
            out.append(f'#sourceLocation(file: "{relative}", line: {first_line + index})')
            while index < len(lines) and kinds[index] == "statement":
                out.append(lines[index])
                index += 1
            out.append("#sourceLocation()")
            out.append("}")
    return out


def is_self_contained(relative: str, ui: bool) -> bool:
    """Whether the document's blocks compile with what they declare and import alone."""
    if ui:
        return relative == "README.md" or relative.startswith("Docs/Guides/")
    # Generated code, shown for reading, compiles with its context file's declarations.
    return not (relative.startswith("Docs/Decisions/") or relative == "Docs/Tooling.md")


def documents(root: pathlib.Path) -> list[pathlib.Path]:
    found = [root / "README.md"]
    found += sorted((root / "Docs").rglob("*.md"))
    found += sorted(root.glob("Sources/*/*.docc/**/*.md"))
    return [path for path in found if path.is_file()]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ui", action="store_true", help="only blocks that use SwiftUI or UIKit")
    parser.add_argument("--code", action="store_true", help="only blocks that do not use SwiftUI or UIKit")
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
        name = relative.removesuffix(".md").replace("/", "_")
        manifests = 0
        with_others = False
        own_modules: set[str] = set()
        if arguments.context:
            own = pathlib.Path(arguments.context) / f"{name}.swift"
            own_lines = own.read_text(encoding="utf-8").splitlines() if own.is_file() else []
            with_others = arguments.ui and WITH_OTHERS in own_lines
            for own_line in own_lines:
                if own_line.startswith(OWN_MODULES):
                    own_modules.update(own_line.removeprefix(OWN_MODULES).split())
        for match in FENCE.finditer(text):
            block = match.group(1)
            wrapped = False
            if arguments.ui and not UI.search(block):
                if not (with_others and not is_manifest(block) and not TEST_IMPORT.search(block)):
                    continue
                wrapped = True
            if arguments.code and UI.search(block):
                continue
            line = text.count("\n", 0, match.start(1)) + 1
            if arguments.code and is_manifest(block):
                manifests += 1
                (out / f"{name}.manifest{manifests}.swift").write_text(
                    f"// {relative}:{line}\n" + manifest_file(block), encoding="utf-8")
                written += 1
                continue
            kept = []
            for source_line in block.splitlines():
                if IMPORT.match(source_line):
                    statement = source_line.strip()
                    if statement.split()[-1] in own_modules:
                        kept.append("")  # the document makes this module itself
                        continue
                    if statement not in imports:
                        imports.append(statement)
                    kept.append("")  # keeps the line numbers
                else:
                    kept.append(source_line)
            last_wrapped = arguments.code or wrapped
            if last_wrapped:
                bodies.append("\n".join(wrap_statements(kept, line, relative)))
            else:
                bodies.append(f'#sourceLocation(file: "{relative}", line: {line})\n' + "\n".join(kept))
        if not bodies:
            continue
        if arguments.context and not is_self_contained(relative, arguments.ui):
            # The imports of the document's own context.
            context = pathlib.Path(arguments.context) / f"{name}.swift"
            if context.is_file():
                for source_line in context.read_text(encoding="utf-8").splitlines():
                    if IMPORT.match(source_line) and source_line.strip() not in imports:
                        imports.append(source_line.strip())
        (out / f"{name}.blocks.swift").write_text(
            f"// {relative}\n" + "\n".join(imports) + "\n\n" + "\n\n".join(bodies)
            # A wrapped block closes its own directives; a UI block's stays open until here.
            + ("\n" if last_wrapped else "\n#sourceLocation()\n"),
            encoding="utf-8",
        )
        written += 1
    kind = "UI " if arguments.ui else "non-UI " if arguments.code else ""
    print(f"doc-blocks: {written} files of {kind}code blocks")
    return 0


if __name__ == "__main__":
    sys.exit(main())

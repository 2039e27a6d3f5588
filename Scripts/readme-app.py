#!/usr/bin/env python3
"""Writes README.md's "A SwiftUI app in five minutes" as a reader copies it into a package folder.

    Scripts/readme-app.py README OUT

Each code block of the section is found by its caption: the file path in backticks in the
paragraph right before its ```swift fence (`Package.swift`, `Sources/NotesUI/NotesRoutes.swift`,
...). A caption that is missing, or that captions two blocks, fails naming it, so an edit of the
README cannot skip a file in silence.

Written verbatim, as the README shows them:
  Package.swift, Sources/NotesUI/NotesRoutes.swift, Sources/NotesInternal/NoteViewModel.swift,
  Tests/NotesTests/NoteViewModelTests.swift.

Substituted, since there is no SwiftUI on Linux:
  Sources/NotesInternal/NotesFeature.swift: the README's block up to its first SwiftUI view
    (`struct NotesList: View`), so the `NotesFeature` module with its registrations, its guard and
    its tabs is the README's, word for word; without `import SwiftUI` and without the views. The
    views' names (`NotesList`, `NoteScreen`, `SignInScreen`, `Text`) are then headless stand-ins:
    Scripts/ReadmeApp/Sources/NotesInternal/HeadlessScreens.swift, values that print as the
    screen's title.
  Sources/NotesApp/NotesApp.swift: Scripts/ReadmeApp/Sources/NotesApp/NotesApp.swift, a headless
    `@main` that builds the navigator with the README app's own `Navigator(...)` expression (taken
    from its block), opens each link given as an argument (what `onOpenURL` does) on a
    `HeadlessHost` (for `NavigationHost`) and prints the outline.
Added, the check's own (not the README's):
  Tests/NotesTests/ReadmeAppFlowTests.swift: the flow the README's prose claims, end to end.

Also writes `targets.swift`: the README manifest's target list, `package.targets += [...]`, for
appending to another manifest, and `readme-lines.txt`: for each file, the README line its block
starts at. Prints what it wrote and what it substituted.
"""

import pathlib
import re
import sys

SECTION = "## A SwiftUI app in five minutes"
VERBATIM = [
    "Package.swift",
    "Sources/NotesUI/NotesRoutes.swift",
    "Sources/NotesInternal/NoteViewModel.swift",
    "Tests/NotesTests/NoteViewModelTests.swift",
]
FEATURE = "Sources/NotesInternal/NotesFeature.swift"
APP = "Sources/NotesApp/NotesApp.swift"
CAPTIONS = VERBATIM[:3] + [FEATURE, APP] + VERBATIM[3:]
FENCE = re.compile(r"^```swift[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)
FIRST_VIEW = re.compile(r"^struct \w+: View \{", re.M)
SWIFTUI_WORDS = re.compile(r"\b(View|some Scene|@Environment|@State|WindowGroup|NavigationHost|onOpenURL)\b")
OWN_FILES = pathlib.Path(__file__).resolve().parent / "ReadmeApp"


def fail(message: str) -> None:
    sys.exit(f"readme-app: FAILED: {message}")


def balanced(text: str, start: int, opening: str, closing: str) -> int:
    """The index just past the bracket that closes the one at `start` (no strings with brackets)."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == opening:
            depth += 1
        elif text[index] == closing:
            depth -= 1
            if depth == 0:
                return index + 1
    fail(f"no '{closing}' closes the '{opening}' at offset {start}")
    return -1


def captioned_blocks(readme: str) -> dict[str, tuple[str, int]]:
    """Each caption of the section, with its block and the README line the block starts at."""
    start = readme.find("\n" + SECTION + "\n")
    if start < 0:
        fail(f"README.md has no section '{SECTION}'")
    end = readme.find("\n## ", start + 1)
    section_end = len(readme) if end < 0 else end
    found: dict[str, tuple[str, int]] = {}
    for match in FENCE.finditer(readme, start, section_end):
        before = readme[start:match.start()].rstrip("\n")
        paragraph = before[before.rfind("\n\n") + 2:]
        line = readme.count("\n", 0, match.start(1)) + 1
        for caption in re.findall(r"`([^`\n]+)`", paragraph):
            if caption not in CAPTIONS:
                continue
            if caption in found:
                fail(f"two blocks are captioned `{caption}` (README.md lines {found[caption][1]} and {line})")
            found[caption] = (match.group(1), line)
    missing = [caption for caption in CAPTIONS if caption not in found]
    if missing:
        fail("README.md's five-minute app has no block captioned "
             + ", ".join(f"`{caption}`" for caption in missing)
             + " (the path in backticks in the paragraph right before its ```swift fence)")
    return found


def feature_module(block: str) -> str:
    """The README's NotesFeature.swift up to its first view, without `import SwiftUI`."""
    view = FIRST_VIEW.search(block)
    if not view:
        fail(f"{FEATURE}: no `struct …: View {{` found, so the views cannot be told from the module")
    kept = block[:view.start()].rstrip() + "\n"
    if not re.search(r"^import SwiftUI$", kept, re.M):
        fail(f"{FEATURE}: no `import SwiftUI` line to drop")
    kept = re.sub(r"^import SwiftUI\n", "", kept, flags=re.M)
    if "public struct NotesFeature: FeatureModule" not in kept:
        fail(f"{FEATURE}: no `public struct NotesFeature: FeatureModule` before the views")
    stray = SWIFTUI_WORDS.search(kept)
    if stray:
        fail(f"{FEATURE}: the module part uses SwiftUI ('{stray.group(0)}'): update the substitution")
    return kept


def app_stub(block: str) -> str:
    """The check's headless NotesApp.swift, building its navigator with the README's expression."""
    found = re.search(r"\bNavigator\(", block)
    if not found:
        fail(f"{APP}: no `Navigator(` expression found")
    expression = block[found.start():balanced(block, found.end() - 1, "(", ")")]
    stub = (OWN_FILES / APP).read_text(encoding="utf-8")
    placeholder = re.search(r"let navigator = (Navigator)\(", stub)
    assert placeholder, "the stub builds a Navigator"
    return stub[:placeholder.start(1)] + expression + stub[balanced(stub, placeholder.end() - 1, "(", ")"):]


def target_list(manifest: str) -> str:
    found = re.search(r"^    targets: \[", manifest, re.M)
    if not found:
        fail("Package.swift: no `    targets: [` line")
    end = balanced(manifest, found.end() - 1, "[", "]")
    return manifest[found.end() - 1:end]


def main() -> int:
    if len(sys.argv) != 3:
        sys.exit("usage: Scripts/readme-app.py README OUT")
    readme = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
    out = pathlib.Path(sys.argv[2])
    blocks = captioned_blocks(readme)

    def write(path: str, text: str) -> None:
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_text(text, encoding="utf-8")

    for path in VERBATIM:
        write(path, blocks[path][0])
        print(f"readme-app: {path}: verbatim (README.md:{blocks[path][1]})")
    write(FEATURE, feature_module(blocks[FEATURE][0]))
    print(f"readme-app: {FEATURE}: the README's NotesFeature module (README.md:{blocks[FEATURE][1]}) "
          "without `import SwiftUI` and its views; NotesList, NoteScreen, SignInScreen and Text are "
          "headless stand-ins (Sources/NotesInternal/HeadlessScreens.swift, the check's)")
    write("Sources/NotesInternal/HeadlessScreens.swift",
          (OWN_FILES / "Sources/NotesInternal/HeadlessScreens.swift").read_text(encoding="utf-8"))
    write(APP, app_stub(blocks[APP][0]))
    print(f"readme-app: {APP}: the check's headless main with the README's `Navigator(...)` "
          f"(README.md:{blocks[APP][1]}): a HeadlessHost for NavigationHost, links from the arguments for onOpenURL")
    flow = "Tests/NotesTests/ReadmeAppFlowTests.swift"
    write(flow, (OWN_FILES / flow).read_text(encoding="utf-8"))
    print(f"readme-app: {flow}: the check's end-to-end test of the README's claims (not in the README)")
    (out / "targets.swift").write_text(
        "\n// README.md's five-minute app, its targets as its manifest declares them (Scripts/readme-app.py).\n"
        f"package.targets += {target_list(blocks['Package.swift'][0])}\n",
        encoding="utf-8")
    (out / "readme-lines.txt").write_text(
        "".join(f"{path} {blocks[path][1]}\n" for path in CAPTIONS), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Docs/Architecture.md's diagram, generated from the package's modules and the navigator's parts.

    Scripts/architecture-diagram.py [--check] [--doc FILE] [--navigator FILE] [--package-json FILE]

The diagram (between `<!-- architecture-diagram:start -->` and `<!-- architecture-diagram:end -->`)
is a Mermaid flowchart of two parts:

- the modules: every non-test target of the root package (`swift package dump-package`) and its
  dependencies on the package's other targets;
- the navigator's parts: the first column of the table under "## The navigator's parts", each
  with the room (the folder of `Sources/Wayfinder`, or the module) its type is declared in;
- the rooms of the `Wayfinder` module: the first column of the table under "## Where the code
  lives", checked both ways against the folders of `Sources/Wayfinder` (every folder holding Swift
  files is a room the table names, and every room the table names is such a folder). The module's
  top level holds at most `TOP_LEVEL_LIMIT` Swift files: anything else belongs in a room.

The part list is checked against the code both ways: every part the table names, but the
planner (a pure function the navigator makes when it asks), is the type of one of `Navigator`'s
stored properties, and every stored property of the navigator is a part in the table, unless it
is one of the values it keeps (its state, link policy, configuration, request counter).

Without `--check` the diagram in the document is rewritten. With it, nothing is written and the
script fails, naming the difference, when the document's diagram or its table has drifted.
"""

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
START = "<!-- architecture-diagram:start -->"
END = "<!-- architecture-diagram:end -->"
PARTS_HEADING = "## The navigator's parts"
# Stored properties of the navigator that are values it keeps, not parts deciding anything.
KEPT_VALUES = {"NavigationState", "LinkPolicy", "NavigatorConfiguration", "UInt64"}
# Parts that are not stored: the planner is made from the registry's tabs when asked.
UNSTORED_PARTS = {"NavigationPlanner"}
ROOMS_HEADING = "## Where the code lives"
# The most Swift files the Wayfinder module keeps at its top level.
TOP_LEVEL_LIMIT = 15


def fail(message):
    print(f"architecture-diagram: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def modules(package):
    """The non-test targets and their edges to the package's own targets, in manifest order."""
    targets = [t for t in package["targets"] if t["type"] != "test"]
    names = {t["name"] for t in targets}
    edges = []
    for target in targets:
        for dependency in target.get("dependencies", []):
            # {"byName": [name, condition]}, {"target": [...]}, {"product": [name, package, ...]}
            kind, value = next(iter(dependency.items()))
            if kind in ("byName", "target") and value[0] in names:
                edges.append((target["name"], value[0]))
    return targets, edges


def first_column(document, heading, pattern, what):
    """The names in the first column of the first table under `heading`, in order: the cells
    `pattern` (a regular expression with one group) matches."""
    lines = document.splitlines()
    try:
        start = lines.index(heading)
    except ValueError:
        fail(f"Docs/Architecture.md has no '{heading}' section")
    names = []
    in_table = False
    for line in lines[start + 1 :]:
        if line.startswith("## "):
            break
        if line.startswith("|"):
            in_table = True
            match = re.match(pattern, line)
            if match:
                names.append(match.group(1))
        elif in_table:
            break
    if not names:
        fail(f"the '{heading}' section has no table of {what}")
    return names


def parts_table(document):
    """The part names of the table under the parts heading, in order."""
    return first_column(document, PARTS_HEADING, r"\|\s*`([A-Za-z]+)`", "parts")


def rooms_table(document):
    """The room names (folders of Sources/Wayfinder) of the table under the rooms heading."""
    return first_column(document, ROOMS_HEADING, r"\|\s*`([A-Za-z/]+)/?`", "rooms")


def source_rooms(sources):
    """The folders of the module holding Swift files (relative, `/`-separated), and its top-level files."""
    folders = set()
    top_level = []
    for file in sorted(sources.rglob("*.swift")):
        relative = file.relative_to(sources)
        if any(part.endswith(".docc") for part in relative.parts):
            continue
        if len(relative.parts) == 1:
            top_level.append(relative.name)
        else:
            folders.add("/".join(relative.parts[:-1]))
    return folders, top_level


def room_of(type_name, sources):
    """The room whose file declares `type_name`, or None when the module does not declare it."""
    declaration = re.compile(
        rf"^(?:@\w+ )*(?:(?:public|package|internal|final) )*(?:class|struct|enum|actor) {type_name}\b", re.M
    )
    for file in sorted(sources.rglob("*.swift")):
        relative = file.relative_to(sources)
        if len(relative.parts) > 1 and declaration.search(file.read_text()):
            return "/".join(relative.parts[:-1])
    return None


def stored_properties(source):
    """(name, type) of each stored property declared at the navigator class's top level."""
    body = source[source.index("public final class Navigator") :]
    found = []
    pattern = re.compile(
        r"^    (?:@\w+ )*(?:(?:public|package|private|fileprivate|internal)(?:\(set\))? )*(?:let|var) "
        r"(\w+)(?:: ([\w.]+))?(?: = ([\w.]+)\(.*\))?\s*$"
    )
    for line in body.splitlines():
        if line.startswith("}"):
            break
        match = pattern.match(line)
        if match:
            name, declared, constructed = match.groups()
            kind = declared or constructed
            if kind:
                found.append((name, kind))
    return found


def diagram(targets, edges, parts, part_rooms, rooms):
    def node(name):
        return re.sub(r"[^A-Za-z0-9]", "_", name)

    lines = ["```mermaid", "flowchart LR", '    subgraph modules["Modules (Package.swift)"]']
    for target in targets:
        label = target["name"] + (f" ({target['type']})" if target["type"] != "regular" else "")
        lines.append(f'        {node(target["name"])}["{label}"]')
    lines.append("    end")
    for source, destination in edges:
        lines.append(f"    {node(source)} --> {node(destination)}")
    lines.append('    subgraph navigator["Navigator and its parts (room or module)"]')
    lines.append('        Navigator["Navigator (a façade over the state; Navigator)"]')
    for part in parts:
        lines.append(f'        Navigator --> part_{part}["{part} ({part_rooms[part]})"]')
    lines.append("    end")
    lines.append("    Wayfinder -.- Navigator")
    lines.append('    subgraph rooms["The rooms of Sources/Wayfinder"]')
    for room in rooms:
        lines.append(f'        room_{node(room)}["{room}"]')
    for room in rooms:
        if "/" in room:
            parent = room.rsplit("/", 1)[0]
            lines.append(f"        room_{node(parent)} --> room_{node(room)}")
    lines.append("    end")
    lines.append("    Wayfinder -.- rooms")
    lines.append("```")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--doc", default=str(ROOT / "Docs/Architecture.md"))
    parser.add_argument("--navigator", default=str(ROOT / "Sources/Wayfinder/Navigator/Navigator.swift"))
    parser.add_argument("--package-json", help="the output of `swift package dump-package`")
    parser.add_argument("--sources", default=str(ROOT / "Sources/Wayfinder"))
    arguments = parser.parse_args()

    if arguments.package_json:
        package = json.loads(Path(arguments.package_json).read_text())
    else:
        dumped = subprocess.run(
            ["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=False
        )
        if dumped.returncode != 0:
            fail(f"swift package dump-package failed: {dumped.stderr.strip()}")
        package = json.loads(dumped.stdout)

    doc_path = Path(arguments.doc)
    document = doc_path.read_text()
    parts = parts_table(document)
    stored = stored_properties(Path(arguments.navigator).read_text())
    stored_types = {kind for _, kind in stored}

    problems = []
    for part in parts:
        if part not in stored_types and part not in UNSTORED_PARTS:
            problems.append(f"the table names the part {part}, which no stored property of Navigator has")
    for name, kind in stored:
        if kind not in KEPT_VALUES and kind not in parts:
            problems.append(f"Navigator.{name} is a {kind}, which the table of parts does not name")
    sources = Path(arguments.sources)
    rooms = rooms_table(document)
    folders, top_level = source_rooms(sources)
    for room in rooms:
        if room not in folders:
            problems.append(f"the table of rooms names {room}, which is not a folder of Swift files")
    for folder in sorted(folders - set(rooms)):
        problems.append(f"the folder {folder} is a room the table of rooms does not name")
    if len(top_level) > TOP_LEVEL_LIMIT:
        problems.append(
            f"the module's top level holds {len(top_level)} Swift files, more than {TOP_LEVEL_LIMIT}: "
            + ", ".join(top_level)
        )
    part_rooms = {part: room_of(part, sources) or "WayfinderCore" for part in parts}
    if problems:
        fail("; ".join(problems))

    targets, edges = modules(package)
    generated = diagram(targets, edges, parts, part_rooms, rooms)
    if START not in document or END not in document:
        fail(f"{doc_path.name} has no {START} … {END} markers")
    before, rest = document.split(START, 1)
    current, after = rest.split(END, 1)
    updated = f"{before}{START}\n{generated}\n{END}{after}"
    if arguments.check:
        if current.strip() != generated.strip():
            fail(f"the diagram in {doc_path.name} is out of date: run Scripts/architecture-diagram.py")
        print(
            f"architecture-diagram: {len(targets)} modules, {len(edges)} edges, {len(parts)} parts, "
            f"{len(rooms)} rooms, {len(top_level)} top-level files: up to date"
        )
    else:
        doc_path.write_text(updated)
        print(f"architecture-diagram: {doc_path.name} updated")


if __name__ == "__main__":
    main()

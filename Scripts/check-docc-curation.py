#!/usr/bin/env python3
"""Fails when a public top-level type of a module is not curated in the module's DocC catalog.

    Scripts/check-docc-curation.py [MODULE ...]      (default: WayfinderCore Wayfinder)

The public types come from the API baseline, Api/<Module>.txt (Scripts/check-api.sh keeps it
equal to what the compiler sees): every top-level line whose kind is Class, Struct, Enum,
Protocol, TypeAlias or Macro. A type is curated when a `## Topics` section of a page in
Sources/<Module>/<Module>.docc (the module page, an article or an Extensions/ page) lists it as
a symbol link of its own, `- ``Name``` (or ``Module/Name``, or with a `-swift.struct`-style
suffix). A standard-library or Foundation type the module extends (`Int`, a `RouteParameter`)
is listed under its extended module: ``Swift/Int``. A mention in prose is not curation.

Scripts/check-docc.sh runs this before converting the catalogs.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPE_KINDS = {"Class", "Struct", "Enum", "Protocol", "TypeAlias", "Macro"}
LIST_LINK = re.compile(r"^\s*[-*]\s+``([^`]+)``\s*$")


def public_types(module: str) -> list[tuple[str, str]]:
    """The top-level types (and macros) of Api/<module>.txt, in file order: (name, kind)."""
    names = []
    with open(os.path.join(ROOT, "Api", f"{module}.txt"), encoding="utf-8") as listing:
        for line in listing:
            if line.startswith("//") or not line.strip():
                continue
            fields = line.split()
            path, kind = fields[0], fields[1] if len(fields) > 1 else ""
            if kind in TYPE_KINDS and "." not in path:
                names.append((path, kind))
    return names


def curated_links(catalog: str) -> list[tuple[str, str, int]]:
    """Every symbol link listed in a Topics section of the catalog: (link, file, line)."""
    links = []
    for folder, _, files in os.walk(catalog):
        for name in sorted(files):
            if not name.endswith(".md"):
                continue
            path = os.path.join(folder, name)
            in_topics = False
            with open(path, encoding="utf-8") as page:
                for number, line in enumerate(page, 1):
                    if re.match(r"^##\s", line):
                        in_topics = line.strip() == "## Topics"
                    elif in_topics and (match := LIST_LINK.match(line)):
                        links.append((match.group(1), os.path.relpath(path, ROOT), number))
    return links


def curated_name(link: str, module: str, own_types: set[str]) -> str | None:
    """The top-level name a link curates, or None when it names a member or a nested type."""
    components = link.split("/")
    if components[0] == module:
        components = components[1:]
    # Drop a disambiguation suffix (`Name-swift.struct`, `Name-1abcd`), keeping names such as
    # `Route(_:externallyReachable:)`.
    components = [re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{4,5}|\(.*\))$", "", c) for c in components]
    if len(components) == 1:
        return components[0]
    # An extended type of another module: ``Swift/Int``.
    if len(components) == 2 and components[0] not in own_types:
        return components[1]
    return None


def check(module: str) -> list[str]:
    catalog = os.path.join(ROOT, "Sources", module, f"{module}.docc")
    if not os.path.isdir(catalog):
        return [f"{module}: no catalog at {os.path.relpath(catalog, ROOT)}"]
    types = public_types(module)
    if not types:
        return [f"{module}: Api/{module}.txt lists no public types"]
    own = {name for name, _ in types}
    curated = {curated_name(link, module, own) for link, _, _ in curated_links(catalog)}

    def is_curated(name: str, kind: str) -> bool:
        # A macro is linked with its arguments, ``Route(_:externallyReachable:)``, and may share
        # its name with a type.
        if kind == "Macro":
            return any(link and link.startswith(name + "(") for link in curated)
        return name in curated

    return [
        f"{module}: the public {kind.lower()} {name} of Api/{module}.txt is not curated: list it "
        f"in a Topics group of {module}.docc as - ``{name}{'(…)' if kind == 'Macro' else ''}``"
        for name, kind in types
        if not is_curated(name, kind)
    ]


def main() -> int:
    modules = sys.argv[1:] or ["WayfinderCore", "Wayfinder"]
    problems = [problem for module in modules for problem in check(module)]
    for problem in problems:
        print(f"check-docc-curation: {problem}", file=sys.stderr)
    if problems:
        return 1
    for module in modules:
        count = len(public_types(module))
        print(f"check-docc-curation: {module}.docc curates all {count} public types of Api/{module}.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())

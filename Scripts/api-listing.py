#!/usr/bin/env python3
"""Turns a `swift-api-digester -dump-sdk` JSON document into a sorted text listing of a module's
public API, one declaration per line, for a baseline that reads well in a diff.

    Scripts/api-listing.py DUMP.json > Api/Module.txt

A line is the declaration's path, its kind, its signature (parameter and result types), and what
changes its contract: `static`, `throws`, `mutating`, attributes such as `@MainActor` or
`@discardableResult`, default arguments, and a type's conformances. Imports, implicit members
and the tool's own fields (locations, mangled names) are left out.
"""

import json
import sys

DECLS = {"TypeDecl", "Function", "Constructor", "Var", "Subscript", "TypeAlias", "AssociatedType"}
NOISE_ATTRIBUTES = {"HasStorage", "HasInitialValue"}
IMPLICIT_CONFORMANCES = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}


def type_name(node: dict) -> str:
    return node.get("printedName", "?")


def describe(node: dict, path: str, module_marker: str) -> str:
    kind = node.get("declKind", node["kind"])
    name = node.get("printedName", node.get("name", "?"))
    parts = [f"{path}{name}", kind]
    children = node.get("children", [])
    if node["kind"] in ("Function", "Constructor", "Subscript"):
        types = [type_name(child) for child in children if child.get("kind", "").startswith("Type")]
        if types:
            parameters = ", ".join(
                type_name(child) + (" = default" if child.get("hasDefaultArg") else "")
                for child in [c for c in children if c.get("kind", "").startswith("Type")][1:])
            parts.append(f"({parameters}) -> {types[0]}")
    elif node["kind"] in ("Var", "TypeAlias"):
        types = [type_name(child) for child in children if child.get("kind", "").startswith("Type")]
        if types:
            parts.append(": " + types[0])
    flags = []
    if node.get("static"):
        flags.append("static")
    if node.get("throwing"):
        flags.append("throws")
    if node.get("funcSelfKind") == "Mutating":
        flags.append("mutating")
    if node.get("isLet"):
        flags.append("let")
    if node["kind"] == "Var" and node.get("declKind") == "Var":
        setters = [accessor.get("accessorKind") for accessor in node.get("accessors", [])]
        if "set" in setters or "modify" in setters:
            flags.append("settable")
    flags += [f"@{attribute}" for attribute in node.get("declAttributes", []) if attribute not in NOISE_ATTRIBUTES]
    if node.get("genericSig"):
        flags.append(node["genericSig"])
    conformances = sorted(
        c.get("printedName", "")
        for c in node.get("conformances", [])
        if c.get("printedName") not in IMPLICIT_CONFORMANCES
        # Of a type from another module, only the conformances this module adds.
        and (not node.get("isExternal") or module_marker in c.get("usr", "")))
    if conformances:
        flags.append("conforms to " + ", ".join(conformances))
    if flags:
        parts.append("[" + " ".join(flags) + "]")
    return " ".join(parts)


def walk(node: dict, path: str, lines: list[str], module_marker: str) -> None:
    for child in node.get("children", []):
        # `isInternal`: package access, not public.
        is_declaration = child.get("kind") in DECLS or child.get("declKind") == "Macro"
        if not is_declaration or child.get("implicit") or child.get("isInternal"):
            continue
        lines.append(describe(child, path, module_marker))
        if child["kind"] == "TypeDecl":
            walk(child, f"{path}{child.get('printedName', child.get('name'))}.", lines, module_marker)


def main() -> int:
    root = json.load(open(sys.argv[1], encoding="utf-8"))["ABIRoot"]
    lines: list[str] = []
    name = root["name"]
    walk(root, "", lines, f"{len(name)}{name}")
    print(f"// The public API of {root['name']} on Linux (the SwiftUI and UIKit adapters are not in it).")
    sys.stdout.write("".join(line + "\n" for line in sorted(set(lines))))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Turns a `swift-api-digester -dump-sdk` JSON document, with the module's symbol graph beside it,
into a sorted text listing of a module's public API, one declaration per line, for a baseline that
reads well in a diff.

    Scripts/api-listing.py DUMP.json SYMBOL_GRAPH_DIR > Api/Module.txt

A line is the declaration's path, its kind, its signature (parameter and result types), and what
changes its contract: `static`, `async`, `throws` with its thrown type (`throws(RouteURLError)`),
`rethrows`, `mutating`, attributes such as `@discardableResult`, the global actor the declaration
is isolated to (`@MainActor`, written on it or inherited from its type), default arguments, and
a type's conformances. Imports, implicit members and the tool's own fields (locations, mangled
names) are left out.

Why two inputs: the digester's dump marks a declaration `throwing` but names no thrown type, does
not mark `async` at all, and writes any global actor as an anonymous `Custom` attribute. The
symbol graph (`swift-symbolgraph-extract`) prints each declaration as the compiler does, with its
effects and its isolation, inherited isolation included; the two are joined by USR.
"""

import glob
import json
import os
import sys

DECLS = {"TypeDecl", "Function", "Constructor", "Var", "Subscript", "TypeAlias", "AssociatedType"}
NOISE_ATTRIBUTES = {"HasStorage", "HasInitialValue"}
IMPLICIT_CONFORMANCES = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}


def type_name(node: dict) -> str:
    return node.get("printedName", "?")


def load_declarations(folder: str) -> dict[str, list[dict]]:
    """The declaration fragments of every symbol of the symbol graph files in `folder`, by USR."""
    declarations: dict[str, list[dict]] = {}
    for file in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        with open(file, encoding="utf-8") as stream:
            for symbol in json.load(stream).get("symbols", []):
                declarations[symbol["identifier"]["precise"]] = symbol.get("declarationFragments", [])
    return declarations


def custom_attributes(fragments: list[dict]) -> list[str]:
    """The attributes naming a type before the declaration's keyword: its global actor
    (`@MainActor`, also when inherited from its type), a property wrapper, a result builder."""
    names = []
    for index, fragment in enumerate(fragments):
        if fragment["kind"] == "keyword":
            break
        if fragment["kind"] == "attribute" and "preciseIdentifier" in fragment and index > 0 \
                and fragments[index - 1]["spelling"] == "@":
            names.append(fragment["spelling"])
    return names


def effects(fragments: list[dict], kind: str) -> list[str]:
    """`async`, `throws`, `throws(E)` and `rethrows` of the declaration itself, not of a function
    type among its parameters or in its result. A function's and an initializer's effects stand
    between the parameter clause and `->` (or `where`); a property's and a subscript's stand in
    the accessor block (`{ get async throws(E) }`)."""
    in_accessors = kind in ("Var", "Subscript")
    found: list[str] = []
    depth = 0  # parentheses and brackets
    braces = 0
    thrown: list[str] | None = None  # the thrown type being read, after `throws(`
    after_throws = False
    for fragment in fragments:
        spelling = fragment["spelling"]
        at_top = depth == 0 and braces == (1 if in_accessors else 0)
        if fragment["kind"] != "text":
            after_throws = False
            if thrown is not None:
                thrown.append(spelling)
            elif at_top and fragment["kind"] == "keyword":
                if spelling in ("async", "throws", "rethrows"):
                    found.append(spelling)
                    after_throws = spelling == "throws"
                elif spelling == "where" and not in_accessors:
                    break
            continue
        if after_throws and spelling.startswith("("):
            thrown = []  # `throws(` directly: a typed throw
        after_throws = False
        for index, character in enumerate(spelling):
            if character in "([":
                depth += 1
                if thrown is not None and depth == 1:
                    continue
            elif character in ")]":
                depth -= 1
                if thrown is not None and depth == 0:
                    found[-1] = "throws(" + "".join(thrown).strip() + ")"
                    thrown = None
                    continue
            elif depth == 0 and character == "{":
                braces += 1
            elif depth == 0 and character == "}":
                braces -= 1
            elif depth == 0 and not in_accessors and spelling.startswith("->", index):
                return found
            if thrown is not None:
                thrown.append(character)
    return found


def describe(node: dict, path: str, module_marker: str, declarations: dict[str, list[dict]]) -> str:
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
    fragments = declarations.get(node.get("usr", ""))
    flags = []
    if node.get("static"):
        flags.append("static")
    if fragments is not None:
        flags += effects(fragments, node["kind"])
    elif node.get("throwing"):
        flags.append("throws")  # not in the symbol graph (never seen): what the dump knows
    if node.get("funcSelfKind") == "Mutating":
        flags.append("mutating")
    if node.get("isLet"):
        flags.append("let")
    if node["kind"] == "Var" and node.get("declKind") == "Var":
        setters = [accessor.get("accessorKind") for accessor in node.get("accessors", [])]
        if "set" in setters or "modify" in setters:
            flags.append("settable")
    attributes = [attribute for attribute in node.get("declAttributes", []) if attribute not in NOISE_ATTRIBUTES]
    if node.get("isExternal"):
        # A type of another module this module extends: its global actor is that module's (the
        # UIKit stand-in's `@MainActor` on `UIViewController`), and the dump leaves it unnamed.
        attributes = [attribute for attribute in attributes if attribute != "Custom"]
    if fragments is not None:
        # The dump's anonymous `Custom`, named: `@MainActor`, another global actor, a wrapper.
        attributes = [attribute for attribute in attributes if attribute != "Custom"]
        attributes += custom_attributes(fragments)
    flags += [f"@{attribute}" for attribute in attributes]
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


def walk(node: dict, path: str, lines: list[str], module_marker: str, declarations: dict[str, list[dict]]) -> None:
    for child in node.get("children", []):
        # `isInternal`: package access, not public.
        is_declaration = child.get("kind") in DECLS or child.get("declKind") == "Macro"
        if not is_declaration or child.get("implicit") or child.get("isInternal"):
            continue
        lines.append(describe(child, path, module_marker, declarations))
        if child["kind"] == "TypeDecl":
            walk(child, f"{path}{child.get('printedName', child.get('name'))}.", lines, module_marker,
                 declarations)


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: Scripts/api-listing.py DUMP.json SYMBOL_GRAPH_DIR", file=sys.stderr)
        return 64
    root = json.load(open(sys.argv[1], encoding="utf-8"))["ABIRoot"]
    declarations = load_declarations(sys.argv[2])
    if not declarations:
        print(f"api-listing: no symbol graph in {sys.argv[2]}", file=sys.stderr)
        return 1
    lines: list[str] = []
    name = root["name"]
    walk(root, "", lines, f"{len(name)}{name}", declarations)
    if root["name"] == "Wayfinder":
        # Scripts/check-api.sh lists what the hosts add, made against the stand-ins of Apple's API.
        print("// The public API of Wayfinder on Linux, without SwiftUI and UIKit: what they add is in"
              " Api/Wayfinder+SwiftUI.txt and Api/Wayfinder+UIKit.txt.")
    else:
        print(f"// The public API of {root['name']} on Linux (the SwiftUI and UIKit adapters are not in it).")
    sys.stdout.write("".join(line + "\n" for line in sorted(set(lines))))
    return 0


if __name__ == "__main__":
    sys.exit(main())

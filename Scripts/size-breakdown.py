#!/usr/bin/env python3
"""Prints what takes the space in Wayfinder's objects; called by Scripts/measure-app-size.sh.

    size-breakdown.py SIZED TOP LABEL

SIZED holds "<bytes> <demangled function name>" lines, biggest first. Prints the TOP biggest
functions, the bytes by kind (each function in the first kind it matches) and by the type a
function belongs to (the first type its name leads to, past "closure #1 in", "outlined copy of",
"protocol witness for … in conformance", "generic specialization <…> of").
"""
import re
import sys
from collections import defaultdict

sized_path, top, label = sys.argv[1], int(sys.argv[2]), sys.argv[3]
functions = []
for line in open(sized_path, errors="replace"):
    size, _, name = line.rstrip("\n").partition(" ")
    functions.append((int(size), name))

KINDS = [
    ("generic specializations", lambda n: "generic specialization" in n or n.startswith("specialized ")),
    ("outlined copies, destroys and value witnesses", lambda n: re.match(r"(outlined |destroy |initializeWith|assignWith|initializeBufferWithCopy|__swift_(destroy|assign|project))", n) is not None),
    ("type metadata and value witnesses", lambda n: re.search(r"value witness|type metadata|metadata accessor|metadata completion|instantiation", n) is not None),
    ("protocol witnesses and their tables' accessors", lambda n: n.startswith(("protocol witness for", "lazy protocol witness table"))),
    ("Codable (init(from:), encode(to:), coding keys)", lambda n: re.search(r"init\(from:\)|encode\(to:\)|CodingKeys", n) is not None),
    ("derived ==, hash(into:), description", lambda n: re.search(r"__derived_|hash\(into:\)|description\.getter|debugDescription", n) is not None),
    ("closures and thunks", lambda n: re.search(r"closure #|thunk", n) is not None),
    ("async continuations", lambda n: re.search(r"resume partial function|suspend resume|await resume", n) is not None),
    ("the standard library's inlinable code, emitted here", lambda n: re.match(r"(static )?(Swift\.)?(Substring|String|Array|Dictionary|Set|Sequence|Collection|Unsafe\w*|_\w+)\b[.<]", n) is not None),
]


def kind_of(name):
    for kind, matches in KINDS:
        if matches(name):
            return kind
    return "other functions"


def type_of(name):
    text = name
    conformance = re.search(r" in conformance (?:[\w.]+\.)?([A-Z]\w*)", text)
    if conformance:
        return conformance.group(1)
    text = re.sub(r"^(generic specialization <[^>]*> of |specialized |merged |static )+", "", text)
    # "assignWithCopy for X", "lazy protocol witness table accessor for type X and conformance …"
    described = re.match(r"^[\w ]*? for (?:type )?(?:\[)?([A-Z]\w*)", text)
    if described and not re.match(r"^[A-Z]", text):
        return described.group(1)
    # Closures and local functions: the function they are in.
    if re.match(r"^[a-z_(]", text) and " in " in text:
        text = re.sub(r"^(static )", "", text.rsplit(" in ", 1)[-1])
    text = re.sub(r"^(outlined \w+ of |static )", "", text)
    match = re.match(r"(?:static )?([A-Z]\w*)", text)
    return match.group(1) if match else "(other: runtime helpers and the like)"


total = sum(size for size, _ in functions)
print(f"app-size: {label}: {total:,} bytes in {len(functions):,} functions of Wayfinder's objects; the {top} biggest (bytes, demangled):")
for size, name in functions[:top]:
    print(f"app-size:   {size:8,} {name[:150]}")
by_kind, count = defaultdict(int), defaultdict(int)
by_type = defaultdict(int)
for size, name in functions:
    kind = kind_of(name)
    by_kind[kind] += size
    count[kind] += 1
    by_type[type_of(name)] += size
print(f"app-size: {label}: by kind (a function counts in the first kind it matches):")
for kind, size in sorted(by_kind.items(), key=lambda item: -item[1]):
    print(f"app-size:   {size:10,} bytes ({100 * size / max(total, 1):4.1f} %) in {count[kind]:5,} functions: {kind}")
print(f"app-size: {label}: by type, the {top} biggest:")
for name, size in sorted(by_type.items(), key=lambda item: -item[1])[:top]:
    print(f"app-size:   {size:10,} bytes ({100 * size / max(total, 1):4.1f} %): {name}")

#!/usr/bin/env python3
"""Checks the sample apps' checked-in Xcode projects without Xcode.

    python3 Scripts/check-xcodeprojs.py [--root DIR] [--skip-fresh]

Scripts/check-xcodeprojs.sh runs it (and, with --bites, proves it fails on planted defects).
For every Examples/<Name>/project.json:

1. Fresh: Scripts/xcodeproj.py would write exactly the checked-in files (a Swift file added to a
   sample without regenerating fails here, naming the command to run). --skip-fresh skips this.
2. Structure, read back with a parser of the pbxproj format of its own (not the generator's
   code): every object ID referenced exists and has the kind the field expects, no object is
   unreferenced; every file reference resolves through its groups to an existing file; every
   Swift file of the spec's source and UI-test folders is in exactly one target's Sources phase,
   and nothing else is; each target's package products are declared by exactly one of the local
   packages the project references (read from their Package.swift) and are linked in its
   Frameworks phase, and each build tool plugin it runs is a plugin its package declares; the
   UI-test target tests the app (TEST_TARGET_NAME, target dependency,
   TestTargetID); the app's upcoming features are the ones of the sample's Package.swift.
3. The shared scheme: every BuildableReference names a target of this project by ID, name and
   product, in `container:<Name>.xcodeproj`; it launches the app and tests every UI-test target.
4. Info.plist parses (plistlib), registers each URL scheme of the spec, and each scheme appears
   as a string literal in the Swift sources the app is built from; an app with a UIKit scene
   delegate declares a scene manifest.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import plistlib
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

DEFAULT_ROOT = Path(__file__).resolve().parent.parent


# --- A parser for the OpenStep (old-style ASCII) property list format ------------------------


class ParseError(Exception):
    pass


_BARE = re.compile(r"[A-Za-z0-9_$+/:.\-]+")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'"}


class OpenStepParser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def fail(self, message: str) -> ParseError:
        line = self.text.count("\n", 0, self.pos) + 1
        return ParseError(f"line {line}: {message}")

    def skip(self) -> None:
        text = self.text
        while self.pos < len(text):
            char = text[self.pos]
            if char in " \t\r\n":
                self.pos += 1
            elif text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = len(text) if end < 0 else end + 1
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    raise self.fail("unterminated comment")
                self.pos = end + 2
            else:
                return

    def expect(self, char: str) -> None:
        self.skip()
        if not self.text.startswith(char, self.pos):
            found = self.text[self.pos:self.pos + 10] or "the end"
            raise self.fail(f"expected {char!r}, found {found!r}")
        self.pos += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def string(self) -> str:
        self.skip()
        if self.peek() == '"':
            self.pos += 1
            out = []
            while True:
                if self.pos >= len(self.text):
                    raise self.fail("unterminated string")
                char = self.text[self.pos]
                if char == '"':
                    self.pos += 1
                    return "".join(out)
                if char == "\\":
                    nxt = self.text[self.pos + 1:self.pos + 2]
                    if nxt not in _ESCAPES:
                        raise self.fail(f"unknown escape \\{nxt}")
                    out.append(_ESCAPES[nxt])
                    self.pos += 2
                else:
                    out.append(char)
                    self.pos += 1
        match = _BARE.match(self.text, self.pos)
        if not match:
            raise self.fail(f"expected a value, found {self.text[self.pos:self.pos + 10]!r}")
        self.pos = match.end()
        return match.group(0)

    def value(self):
        char = self.peek()
        if char == "{":
            self.pos += 1
            result = {}
            while self.peek() != "}":
                key = self.string()
                if key in result:
                    raise self.fail(f"duplicate key {key!r}")
                self.expect("=")
                result[key] = self.value()
                self.expect(";")
            self.pos += 1
            return result
        if char == "(":
            self.pos += 1
            items = []
            while self.peek() != ")":
                items.append(self.value())
                if self.peek() == ",":
                    self.pos += 1
                elif self.peek() != ")":
                    raise self.fail("expected ',' or ')'")
            self.pos += 1
            return items
        return self.string()

    def document(self):
        if not self.text.startswith("// !$*UTF8*$!"):
            raise self.fail("missing the `// !$*UTF8*$!` header")
        result = self.value()
        self.skip()
        if self.pos != len(self.text):
            raise self.fail("text after the closing brace")
        return result


def parse_openstep(text: str):
    return OpenStepParser(text).document()


# --- Checks ---------------------------------------------------------------------------------

_ID = re.compile(r"^[0-9A-F]{24}$")
_PRODUCT = re.compile(r"\.(?:library|executable|plugin)\(\s*name:\s*\"([^\"]+)\"")
_FEATURE = re.compile(r"\.enableUpcomingFeature\(\s*\"([^\"]+)\"\s*\)")

# The field of each kind of object that references other objects, and the kinds it may name.
REFERENCE_FIELDS = {
    "PBXProject": {
        "buildConfigurationList": {"XCConfigurationList"},
        "mainGroup": {"PBXGroup"},
        "productRefGroup": {"PBXGroup"},
        "targets": {"PBXNativeTarget"},
        "packageReferences": {"XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"},
    },
    "PBXNativeTarget": {
        "buildConfigurationList": {"XCConfigurationList"},
        "buildPhases": {"PBXSourcesBuildPhase", "PBXFrameworksBuildPhase",
                        "PBXResourcesBuildPhase"},
        "dependencies": {"PBXTargetDependency"},
        "packageProductDependencies": {"XCSwiftPackageProductDependency"},
        "productReference": {"PBXFileReference"},
    },
    "PBXGroup": {"children": {"PBXGroup", "PBXFileReference"}},
    "PBXSourcesBuildPhase": {"files": {"PBXBuildFile"}},
    "PBXFrameworksBuildPhase": {"files": {"PBXBuildFile"}},
    "PBXResourcesBuildPhase": {"files": {"PBXBuildFile"}},
    "PBXBuildFile": {"fileRef": {"PBXFileReference"},
                     "productRef": {"XCSwiftPackageProductDependency"}},
    "XCConfigurationList": {"buildConfigurations": {"XCBuildConfiguration"}},
    "PBXTargetDependency": {"target": {"PBXNativeTarget"},
                            "targetProxy": {"PBXContainerItemProxy"},
                            "productRef": {"XCSwiftPackageProductDependency"}},
    "PBXContainerItemProxy": {"containerPortal": {"PBXProject"},
                              "remoteGlobalIDString": {"PBXNativeTarget"}},
    "XCSwiftPackageProductDependency": {"package": {"XCLocalSwiftPackageReference",
                                                    "XCRemoteSwiftPackageReference"}},
    "XCBuildConfiguration": {},
    "PBXFileReference": {},
    "XCLocalSwiftPackageReference": {},
}


class Report:
    def __init__(self):
        self.errors: list[str] = []

    def error(self, where: str, message: str) -> None:
        self.errors.append(f"{where}: {message}")


def all_ids(value) -> list[str]:
    """Every string anywhere in a value that has the shape of an object ID."""
    found = []
    if isinstance(value, str):
        if _ID.match(value):
            found.append(value)
    elif isinstance(value, list):
        for item in value:
            found += all_ids(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            found += all_ids(key) + all_ids(item)
    return found


def check_references(objects: dict, root_id: str, where: str, report: Report) -> None:
    referenced = {root_id}
    for ident, obj in objects.items():
        if not isinstance(obj, dict) or "isa" not in obj:
            report.error(where, f"object {ident} has no isa")
            continue
        isa = obj["isa"]
        if isa not in REFERENCE_FIELDS:
            report.error(where, f"object {ident} is of a kind this check does not know: {isa}")
            continue
        for field, kinds in REFERENCE_FIELDS[isa].items():
            if field not in obj:
                continue
            values = obj[field] if isinstance(obj[field], list) else [obj[field]]
            for target in values:
                if target not in objects:
                    report.error(where, f"{isa} {ident} {field} names {target}, which does not exist"
                                 " (a dangling reference)")
                elif objects[target].get("isa") not in kinds:
                    report.error(where, f"{isa} {ident} {field} names {target}, a "
                                 f"{objects[target].get('isa')}, not one of {sorted(kinds)}")
                referenced.add(target)
        # Anything else shaped like an ID (TargetAttributes keys, TestTargetID) must exist too.
        for candidate in all_ids(obj):
            if candidate not in objects:
                report.error(where, f"{isa} {ident} mentions {candidate}, which does not exist"
                             " (a dangling reference)")
            referenced.add(candidate)
    for ident in sorted(set(objects) - referenced):
        report.error(where, f"object {ident} ({objects[ident].get('isa')}) is referenced by nothing")


def group_paths(objects: dict, main_group: str, project_dir: Path) -> dict[str, Path]:
    """The folder of every group and the path of every file reference under the main group."""
    paths: dict[str, Path] = {}

    def visit(ident: str, parent: Path) -> None:
        obj = objects.get(ident, {})
        tree = obj.get("sourceTree", "<group>")
        base = {"<group>": parent, "SOURCE_ROOT": project_dir}.get(tree)
        if base is None:
            return  # BUILT_PRODUCTS_DIR and the like: not in the source tree
        path = base / obj["path"] if "path" in obj else base
        paths[ident] = path
        for child in obj.get("children", []):
            visit(child, path)

    visit(main_group, project_dir)
    return paths


def swift_files(folder: Path) -> set[Path]:
    if not folder.is_dir():
        return set()
    return {p.resolve() for p in folder.rglob("*.swift")
            if p.is_file() and not any(part.startswith(".") for part in p.relative_to(folder).parts)}


def declared_products(package_dir: Path) -> set[str]:
    manifest = package_dir / "Package.swift"
    if not manifest.is_file():
        return set()
    return set(_PRODUCT.findall(manifest.read_text(encoding="utf-8")))


def settings_of(objects: dict, list_id: str) -> dict[str, dict]:
    configs = {}
    for config_id in objects[list_id].get("buildConfigurations", []):
        config = objects.get(config_id, {})
        configs[config.get("name", config_id)] = config.get("buildSettings", {})
    return configs


def as_list(value) -> list[str]:
    if isinstance(value, list):
        return value
    return value.split() if isinstance(value, str) else []


def check_sample(root: Path, sample: Path, report: Report) -> None:
    spec = json.loads((sample / "project.json").read_text(encoding="utf-8"))
    name = spec["name"]
    xcodeproj = sample / f"{name}.xcodeproj"
    where = (xcodeproj / "project.pbxproj").relative_to(root).as_posix()
    try:
        document = parse_openstep((xcodeproj / "project.pbxproj").read_text(encoding="utf-8"))
    except (OSError, ParseError) as error:
        report.error(where, f"cannot be read: {error}")
        return
    objects = document.get("objects", {})
    root_id = document.get("rootObject", "")
    if document.get("objectVersion") != "77":
        report.error(where, f"objectVersion is {document.get('objectVersion')}, expected 77")
    if objects.get(root_id, {}).get("isa") != "PBXProject":
        report.error(where, f"rootObject {root_id} is not a PBXProject")
        return
    check_references(objects, root_id, where, report)
    if report.errors:
        return  # the rest walks references
    project = objects[root_id]

    # Files resolve to existing files.
    paths = group_paths(objects, project["mainGroup"], sample)
    for ident, obj in objects.items():
        if obj["isa"] == "PBXFileReference" and obj.get("sourceTree") != "BUILT_PRODUCTS_DIR":
            path = paths.get(ident)
            if path is None:
                report.error(where, f"file reference {ident} ({obj.get('path')}) is in no group "
                             "under the main group")
            elif not path.exists():
                report.error(where, f"file reference {ident} points at "
                             f"{path.relative_to(root) if path.is_relative_to(root) else path}, "
                             "which does not exist")

    # Targets.
    targets = {objects[t]["name"]: (t, objects[t]) for t in project["targets"]}
    if name not in targets:
        report.error(where, f"no target named {name}")
        return
    app_id, app = targets[name]
    if app.get("productType") != "com.apple.product-type.application":
        report.error(where, f"target {name} is not an application")

    # Every Swift file of the folders is in exactly one Sources phase.
    expected: set[Path] = set()
    for folder in spec["sources"] + spec["uiTests"]:
        expected |= swift_files(sample / folder)
    for single in spec.get("uiTestFiles", []):
        if not (sample / single).is_file():
            report.error(where, f"project.json's uiTestFiles names {single}, which is not a file")
        else:
            expected.add((sample / single).resolve())
    compiled: dict[Path, list[str]] = {}
    for target_name, (_, target) in targets.items():
        for phase_id in target["buildPhases"]:
            phase = objects[phase_id]
            if phase["isa"] != "PBXSourcesBuildPhase":
                continue
            for build_id in phase["files"]:
                file_ref = objects[build_id].get("fileRef")
                if file_ref in paths:
                    compiled.setdefault(paths[file_ref].resolve(), []).append(target_name)
    for path in sorted(expected):
        shown = path.relative_to(root.resolve()).as_posix()
        owners = compiled.get(path, [])
        if len(owners) != 1:
            report.error(where, f"{shown} is compiled by {len(owners)} targets "
                         f"({', '.join(owners) or 'none'}), expected exactly one")
    for path in sorted(set(compiled) - expected):
        report.error(where, f"{path} is compiled but is not a Swift file of the spec's folders")
    for folder in spec["sources"]:
        for path in swift_files(sample / folder):
            if compiled.get(path) not in ([name], None):
                report.error(where, f"{path.name} of {folder} is compiled by {compiled[path]}, "
                             f"not by the app {name}")

    # Package products.
    local_packages = {}
    for ref in project.get("packageReferences", []):
        package = objects[ref]
        if package["isa"] == "XCLocalSwiftPackageReference":
            folder = (sample / package["relativePath"]).resolve()
            if not (folder / "Package.swift").is_file():
                report.error(where, f"local package {package['relativePath']} has no Package.swift")
            local_packages[ref] = (package["relativePath"], declared_products(folder))
    for target_name, (_, target) in targets.items():
        linked = set()
        for phase_id in target["buildPhases"]:
            if objects[phase_id]["isa"] == "PBXFrameworksBuildPhase":
                linked |= {objects[b].get("productRef") for b in objects[phase_id]["files"]}
        for dep_id in target.get("packageProductDependencies", []):
            product = objects[dep_id]["productName"]
            candidates = ([objects[dep_id]["package"]] if "package" in objects[dep_id]
                          else list(local_packages))
            declaring = [local_packages[c][0] for c in candidates
                         if c in local_packages and product in local_packages[c][1]]
            if len(declaring) != 1:
                report.error(where, f"target {target_name} links product {product}, which "
                             f"{len(declaring)} of the referenced local packages declare "
                             f"({', '.join(declaring) or 'none'}); expected exactly one")
            if dep_id not in linked:
                report.error(where, f"target {target_name}: product {product} is not in its "
                             "Frameworks phase")
        # Build tool plugins: a target dependency on a `plugin:` product of one referenced package.
        for dependency_id in target.get("dependencies", []):
            plugin_ref = objects[dependency_id].get("productRef")
            if plugin_ref is None:
                continue
            product = objects[plugin_ref]["productName"]
            package_ref = objects[plugin_ref].get("package")
            declared = local_packages.get(package_ref, ("", set()))[1]
            if not product.startswith("plugin:") or product.removeprefix("plugin:") not in declared:
                report.error(where, f"target {target_name} runs {product}, which is not a plugin "
                             "its package declares")

    # Settings of the app.
    project_settings = settings_of(objects, project["buildConfigurationList"])
    app_settings = settings_of(objects, app["buildConfigurationList"])
    if set(project_settings) != {"Debug", "Release"} or set(app_settings) != {"Debug", "Release"}:
        report.error(where, "the project and the app need Debug and Release configurations")
    manifest = (sample / "Package.swift").read_text(encoding="utf-8")
    package_features = sorted(set(_FEATURE.findall(manifest)))
    if sorted(spec["upcomingFeatures"]) != package_features:
        report.error(where, f"project.json's upcomingFeatures {sorted(spec['upcomingFeatures'])} "
                     f"differ from Package.swift's {package_features}")
    for config, settings in project_settings.items():
        if settings.get("SDKROOT") != "iphoneos":
            report.error(where, f"project {config}: SDKROOT is not iphoneos")
        if not str(settings.get("SWIFT_VERSION", "")).startswith("6"):
            report.error(where, f"project {config}: SWIFT_VERSION is not 6")
    info_plist_paths = set()
    for config, settings in app_settings.items():
        flags = as_list(settings.get("OTHER_SWIFT_FLAGS"))
        enabled = {flags[i + 1] for i, flag in enumerate(flags[:-1])
                   if flag == "-enable-upcoming-feature"}
        for feature in package_features:
            if feature not in enabled:
                report.error(where, f"app {config}: upcoming feature {feature} is not enabled")
        info_plist_paths.add(settings.get("INFOPLIST_FILE"))
        if settings.get("PRODUCT_BUNDLE_IDENTIFIER") != spec["bundleIdentifier"]:
            report.error(where, f"app {config}: bundle identifier differs from the spec's")

    # UI-test targets.
    for target_name, (target_id, target) in targets.items():
        if target.get("productType") != "com.apple.product-type.bundle.ui-testing":
            continue
        for config, settings in settings_of(objects, target["buildConfigurationList"]).items():
            if settings.get("TEST_TARGET_NAME") != name:
                report.error(where, f"{target_name} {config}: TEST_TARGET_NAME is not {name}")
        depends = [objects[d].get("target") for d in target.get("dependencies", [])]
        if app_id not in depends:
            report.error(where, f"{target_name} does not depend on the app target")
        attributes = project.get("attributes", {}).get("TargetAttributes", {})
        if attributes.get(target_id, {}).get("TestTargetID") != app_id:
            report.error(where, f"{target_name}: TargetAttributes TestTargetID is not the app")

    check_scheme(root, sample, name, objects, targets, report)
    check_info_plist(root, sample, spec, info_plist_paths, app_settings, report)


def check_scheme(root: Path, sample: Path, name: str, objects: dict, targets: dict,
                 report: Report) -> None:
    scheme_path = sample / f"{name}.xcodeproj/xcshareddata/xcschemes/{name}.xcscheme"
    where = scheme_path.relative_to(root).as_posix()
    try:
        scheme = ElementTree.parse(scheme_path).getroot()
    except (OSError, ElementTree.ParseError) as error:
        report.error(where, f"cannot be read: {error}")
        return
    by_id = {target_id: (target_name, target) for target_name, (target_id, target) in targets.items()}
    for reference in scheme.iter("BuildableReference"):
        ident = reference.get("BlueprintIdentifier")
        if ident not in by_id:
            report.error(where, f"BlueprintIdentifier {ident} is not a target of the project")
            continue
        target_name, target = by_id[ident]
        product = objects[target["productReference"]]["path"]
        if reference.get("BlueprintName") != target_name:
            report.error(where, f"{ident}: BlueprintName {reference.get('BlueprintName')} "
                         f"is not {target_name}")
        if reference.get("BuildableName") != product:
            report.error(where, f"{ident}: BuildableName {reference.get('BuildableName')} "
                         f"is not {product}")
        if reference.get("ReferencedContainer") != f"container:{name}.xcodeproj":
            report.error(where, f"{ident}: ReferencedContainer "
                         f"{reference.get('ReferencedContainer')} is not container:{name}.xcodeproj")
    launch = scheme.find("LaunchAction/BuildableProductRunnable/BuildableReference")
    if launch is None or launch.get("BlueprintIdentifier") != targets[name][0]:
        report.error(where, f"the launch action does not run {name}")
    tested = {t.get("BlueprintIdentifier")
              for t in scheme.findall("TestAction/Testables/TestableReference/BuildableReference")}
    for target_name, (target_id, target) in targets.items():
        if target.get("productType") == "com.apple.product-type.bundle.ui-testing":
            if target_id not in tested:
                report.error(where, f"the test action does not run {target_name}")


def check_info_plist(root: Path, sample: Path, spec: dict, info_plist_paths: set,
                     app_settings: dict, report: Report) -> None:
    if len(info_plist_paths) != 1 or None in info_plist_paths:
        report.error(sample.relative_to(root).as_posix(),
                     f"the app's configurations name INFOPLIST_FILE {sorted(map(str, info_plist_paths))}")
        return
    path = sample / info_plist_paths.pop()
    where = path.relative_to(root).as_posix()
    try:
        with path.open("rb") as stream:
            info = plistlib.load(stream)
    except (OSError, plistlib.InvalidFileException, ValueError) as error:
        report.error(where, f"cannot be read: {error}")
        return
    registered = {scheme for url_type in info.get("CFBundleURLTypes", [])
                  for scheme in url_type.get("CFBundleURLSchemes", [])}
    sources = []
    for folder in spec["sources"]:
        sources += sorted(swift_files(sample / folder))
    for package in spec["packages"]:
        sources += sorted(swift_files((sample / package["path"] / "Sources").resolve()))
    text = "\n".join(p.read_text(encoding="utf-8") for p in sources)
    for scheme in spec["urlSchemes"]:
        if scheme not in registered:
            report.error(where, f"does not register the URL scheme {scheme} (CFBundleURLTypes)")
        if f'"{scheme}"' not in text:
            report.error(where, f"the URL scheme {scheme} appears in none of the app's or its "
                         "packages' Swift sources")
    app_text = "\n".join(p.read_text(encoding="utf-8") for folder in spec["sources"]
                         for p in swift_files(sample / folder))
    generated = all(s.get("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == "YES"
                    for s in app_settings.values())
    if "UIWindowSceneDelegate" in app_text or re.search(r":\s*App\s*\{", app_text):
        if "UIApplicationSceneManifest" not in info and not generated:
            report.error(where, "the app uses scenes but declares no UIApplicationSceneManifest "
                         "(nor has Xcode generate one)")
    manifest = info.get("UIApplicationSceneManifest", {})
    for configurations in manifest.get("UISceneConfigurations", {}).values():
        for configuration in configurations:
            delegate = configuration.get("UISceneDelegateClassName", "")
            class_name = delegate.split(".")[-1]
            if not re.search(rf"\bclass\s+{re.escape(class_name)}\b", app_text):
                report.error(where, f"scene delegate {delegate} is not a class of the app")


def load_generator(root: Path):
    spec = importlib.util.spec_from_file_location("xcodeproj", root / "Scripts" / "xcodeproj.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Check the sample apps' Xcode projects.")
    parser.add_argument("--root", type=Path, default=DEFAULT_ROOT)
    parser.add_argument("--skip-fresh", action="store_true")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    samples = sorted(p.parent for p in (root / "Examples").glob("*/project.json"))
    if not samples:
        print("check-xcodeprojs: no Examples/*/project.json", file=sys.stderr)
        return 1
    failed = False
    if not args.skip_fresh:
        if load_generator(root).main(["--root", str(root), "--check"]) != 0:
            failed = True
    report = Report()
    for sample in samples:
        check_sample(root, sample, report)
    for line in report.errors:
        print(f"check-xcodeprojs: {line}", file=sys.stderr)
    if report.errors or failed:
        print("check-xcodeprojs: FAILED", file=sys.stderr)
        return 1
    names = ", ".join(s.name for s in samples)
    print(f"check-xcodeprojs: OK ({names}: fresh, references, files, sources, products, "
          "scheme, Info.plist)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

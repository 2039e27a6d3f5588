#!/usr/bin/env python3
"""Generates the sample apps' Xcode projects from their checked-in specs.

    python3 Scripts/xcodeproj.py                 write every Examples/*/project.json's project
    python3 Scripts/xcodeproj.py --check         write nothing; exit 1 and name each file that
                                                 differs from what would be written
    python3 Scripts/xcodeproj.py --root DIR ...  work on a copy of the repository (the bite tests)
    python3 Scripts/xcodeproj.py SAMPLE ...      only these samples (folder names under Examples)

Only maintainers run this (plain Python 3, nothing to install); a user opens the checked-in
project. Docs/Decisions/sample-projects.md says why the projects are generated and checked in.

For a sample folder Examples/<Name> holding project.json, it writes:

    <Name>.xcodeproj/project.pbxproj                           the project
    <Name>.xcodeproj/project.xcworkspace/contents.xcworkspacedata
    <Name>.xcodeproj/xcshareddata/xcschemes/<Name>.xcscheme    the shared scheme
    Info.plist                                                 merged by Xcode into the generated one

The spec (JSON) names: `name` (the app target, module and scheme), `bundleIdentifier`,
`iOSDeploymentTarget`, `deviceFamily` (TARGETED_DEVICE_FAMILY), `swiftVersion`,
`upcomingFeatures` (the app target's, as in the sample's Package.swift), `sources` (folders,
relative to the sample, scanned for .swift files), `uiTests` (folders scanned the same way for the
UI-test bundle; missing folders are skipped, and with no Swift file in any of them there is no
UI-test target), `uiTestFiles` (optional: single Swift files, relative to the sample, that the
UI-test bundle compiles too, such as identifiers the app's views share with the tests), `packages` (local packages: `path` relative to the sample, the `products` the
app links and, optionally, the build tool `plugins` the app target runs), `urlSchemes` (registered in Info.plist), `generateSceneManifest` (let Xcode generate
UIApplicationSceneManifest, as for a SwiftUI App) and `infoPlist` (further Info.plist entries).

The output is deterministic: object IDs are derived from names (a hash of what each object is, not
a random or time-based value), objects are written sorted by kind and ID as Xcode writes them, and
files are listed in sorted order. Sources are found by scanning the folders, so adding or removing a
Swift file needs a regeneration; Scripts/check-xcodeprojs.sh fails until it is done.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import plistlib
import re
import sys
from pathlib import Path, PurePosixPath

DEFAULT_ROOT = Path(__file__).resolve().parent.parent

# objectVersion 77 is the format Xcode 16 writes for a new project (Xcode 26 still writes it for new
# projects; its newer format, 100, is not needed here). Xcode 16 and later open it.
OBJECT_VERSION = 77
TOOLS_VERSION = "2600"  # LastUpgradeCheck / LastSwiftUpdateCheck / the scheme's LastUpgradeVersion
CREATED_ON_TOOLS = "26.0"

COMMAND = "python3 Scripts/xcodeproj.py"


# --- Object IDs -------------------------------------------------------------------------------


def object_id(project: str, *key: str) -> str:
    """A 24-hex-digit ID, the same on every run for the same project and key."""
    digest = hashlib.sha256("\x1f".join((project,) + key).encode("utf-8")).hexdigest()
    return digest[:24].upper()


class Ref:
    """A reference to another object, written as its ID followed by a comment naming it."""

    def __init__(self, ident: str, comment: str | None = None):
        self.ident = ident
        self.comment = comment


class Project:
    """The objects of one project.pbxproj: ID -> (isa, comment, fields)."""

    def __init__(self, name: str):
        self.name = name
        self.objects: dict[str, tuple[str, str | None, dict]] = {}

    def add(self, key: tuple[str, ...], isa: str, comment: str | None, fields: dict) -> Ref:
        ident = object_id(self.name, *key)
        if ident in self.objects:
            raise SystemExit(f"xcodeproj: two objects share the key {key!r}")
        self.objects[ident] = (isa, comment, fields)
        return Ref(ident, comment)


# --- Writing the OpenStep property list -----------------------------------------------------

_BARE = re.compile(r"^[A-Za-z0-9_./]+$")


def quote(text: str) -> str:
    """A string as Xcode writes it: bare when it is only letters, digits, `_`, `.` and `/`."""
    if _BARE.match(text) and "//" not in text:
        return text
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )
    return f'"{escaped}"'


def comment_text(text: str) -> str:
    return text.replace("*/", "* /")


def value_text(value, indent: int) -> str:
    tabs = "\t" * indent
    if isinstance(value, Ref):
        if value.comment:
            return f"{value.ident} /* {comment_text(value.comment)} */"
        return value.ident
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return quote(value)
    if isinstance(value, list):
        lines = ["("]
        lines += [f"{tabs}\t{value_text(item, indent + 1)}," for item in value]
        lines.append(f"{tabs})")
        return "\n".join(lines)
    if isinstance(value, dict):
        lines = ["{"]
        for key in sorted(value):
            lines.append(f"{tabs}\t{quote(key)} = {value_text(value[key], indent + 1)};")
        lines.append(f"{tabs}}}")
        return "\n".join(lines)
    raise TypeError(f"cannot write {value!r}")


def inline_text(value) -> str:
    """A value on one line (Xcode writes build files and file references this way)."""
    if isinstance(value, dict):
        return "{" + "".join(f"{quote(k)} = {inline_text(value[k])}; " for k in sorted(value)) + "}"
    if isinstance(value, list):
        return "(" + "".join(f"{inline_text(item)}, " for item in value) + ")"
    return value_text(value, 0)


INLINE_KINDS = {"PBXBuildFile", "PBXFileReference"}


def write_pbxproj(project: Project, root: Ref) -> str:
    out = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};"]
    out.append(f"\tobjectVersion = {OBJECT_VERSION};")
    out.append("\tobjects = {")
    kinds = sorted({isa for isa, _, _ in project.objects.values()})
    for kind in kinds:
        out.append("")
        out.append(f"/* Begin {kind} section */")
        for ident in sorted(i for i, (isa, _, _) in project.objects.items() if isa == kind):
            _, comment, fields = project.objects[ident]
            head = f"\t\t{ident}" + (f" /* {comment_text(comment)} */" if comment else "")
            if kind in INLINE_KINDS:
                body = "isa = " + kind + "; " + "".join(
                    f"{quote(k)} = {inline_text(fields[k])}; " for k in sorted(fields)
                )
                out.append(f"{head} = {{{body}}};")
            else:
                out.append(f"{head} = {{")
                out.append(f"\t\t\tisa = {kind};")
                for key in sorted(fields):
                    out.append(f"\t\t\t{quote(key)} = {value_text(fields[key], 3)};")
                out.append("\t\t};")
        out.append(f"/* End {kind} section */")
    out.append("\t};")
    out.append(f"\trootObject = {value_text(root, 0)};")
    out.append("}")
    return "\n".join(out) + "\n"


# --- The spec -------------------------------------------------------------------------------


def load_spec(sample_dir: Path) -> dict:
    spec = json.loads((sample_dir / "project.json").read_text(encoding="utf-8"))
    required = [
        "name", "bundleIdentifier", "iOSDeploymentTarget", "deviceFamily", "swiftVersion",
        "upcomingFeatures", "sources", "uiTests", "packages", "urlSchemes",
        "generateSceneManifest", "infoPlist",
    ]
    missing = [key for key in required if key not in spec]
    if missing:
        raise SystemExit(f"xcodeproj: {sample_dir / 'project.json'} lacks {', '.join(missing)}")
    if spec["name"] != sample_dir.name:
        raise SystemExit(f"xcodeproj: {sample_dir / 'project.json'}: name must be {sample_dir.name}")
    return spec


def swift_files(sample_dir: Path, folder: str) -> list[PurePosixPath]:
    """The Swift files under a folder of the sample, relative to that folder, sorted."""
    base = (sample_dir / folder)
    if not base.is_dir():
        return []
    found = []
    for path in base.rglob("*.swift"):
        relative = path.relative_to(base)
        if any(part.startswith(".") for part in relative.parts):
            continue
        if path.is_file():
            found.append(PurePosixPath(relative.as_posix()))
    return sorted(found)


# --- Building the project -------------------------------------------------------------------


def add_folder_group(project: Project, folder: str, files: list[PurePosixPath],
                     target: str, build_files: list[Ref]) -> Ref:
    """A group for a scanned folder, with nested groups for its subfolders; each Swift file gets a
    file reference and a build file for `target`'s Sources phase."""
    tree: dict = {}
    for file in files:
        node = tree
        for part in file.parts[:-1]:
            node = node.setdefault(part + "/", {})
        node[file.name] = file

    def build(node: dict, relative: str, path: str, name: str | None) -> Ref:
        children = []
        for key in sorted(k for k in node if k.endswith("/")):
            sub = key[:-1]
            children.append(build(node[key], f"{relative}/{sub}", sub, None))
        for key in sorted(k for k in node if not k.endswith("/")):
            file_path = f"{folder}/{node[key].as_posix()}"
            file_ref = project.add(("file", file_path), "PBXFileReference", key, {
                "lastKnownFileType": "sourcecode.swift",
                "path": key,
                "sourceTree": "<group>",
            })
            children.append(file_ref)
            build_files.append(project.add(("build", target, file_path), "PBXBuildFile",
                                           f"{key} in Sources", {"fileRef": file_ref}))
        fields = {"children": children, "path": path, "sourceTree": "<group>"}
        if name:
            fields["name"] = name
        display = name or path
        return project.add(("group", relative), "PBXGroup", display, fields)

    label = PurePosixPath(folder).name
    return build(tree, folder, folder, label if label != folder else None)


def shared_settings(spec: dict) -> dict:
    return {
        "ALWAYS_SEARCH_USER_PATHS": "NO",
        "CLANG_ENABLE_MODULES": "YES",
        "CLANG_ENABLE_OBJC_ARC": "YES",
        "ENABLE_STRICT_OBJC_MSGSEND": "YES",
        "ENABLE_USER_SCRIPT_SANDBOXING": "YES",
        "GCC_NO_COMMON_BLOCKS": "YES",
        "IPHONEOS_DEPLOYMENT_TARGET": spec["iOSDeploymentTarget"],
        "LOCALIZATION_PREFERS_STRING_CATALOGS": "YES",
        "SDKROOT": "iphoneos",
        "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator",
        "SUPPORTS_MACCATALYST": "NO",
        "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO",
        "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "NO",
        "SWIFT_STRICT_CONCURRENCY": "complete",
        "SWIFT_VERSION": spec["swiftVersion"],
        "TARGETED_DEVICE_FAMILY": spec["deviceFamily"],
    }


def project_configs(spec: dict) -> dict[str, dict]:
    debug = dict(shared_settings(spec))
    debug.update({
        "COPY_PHASE_STRIP": "NO",
        "DEBUG_INFORMATION_FORMAT": "dwarf",
        "ENABLE_TESTABILITY": "YES",
        "GCC_DYNAMIC_NO_PIC": "NO",
        "GCC_OPTIMIZATION_LEVEL": "0",
        "GCC_PREPROCESSOR_DEFINITIONS": ["DEBUG=1", "$(inherited)"],
        "ONLY_ACTIVE_ARCH": "YES",
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)",
        "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
    })
    release = dict(shared_settings(spec))
    release.update({
        "COPY_PHASE_STRIP": "NO",
        "DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym",
        "ENABLE_NS_ASSERTIONS": "NO",
        "SWIFT_COMPILATION_MODE": "wholemodule",
        "VALIDATE_PRODUCT": "YES",
    })
    return {"Debug": debug, "Release": release}


def app_settings(spec: dict) -> dict:
    flags = ["$(inherited)"]
    for feature in spec["upcomingFeatures"]:
        flags += ["-enable-upcoming-feature", feature]
    settings = {
        # Simulator builds sign to run locally without a team; CI may pass CODE_SIGNING_ALLOWED=NO.
        "CODE_SIGN_STYLE": "Automatic",
        "CURRENT_PROJECT_VERSION": "1",
        "ENABLE_PREVIEWS": "YES",
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_FILE": "Info.plist",
        "INFOPLIST_KEY_CFBundleDisplayName": spec["name"],
        "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES",
        "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": (
            "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown "
            "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"),
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": (
            "UIInterfaceOrientationPortrait "
            "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"),
        "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
        "MARKETING_VERSION": "1.0",
        "OTHER_SWIFT_FLAGS": flags,
        "PRODUCT_BUNDLE_IDENTIFIER": spec["bundleIdentifier"],
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_EMIT_LOC_STRINGS": "YES",
    }
    if spec["generateSceneManifest"]:
        settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] = "YES"
    return settings


def ui_test_settings(spec: dict) -> dict:
    return {
        "CODE_SIGN_STYLE": "Automatic",
        "CURRENT_PROJECT_VERSION": "1",
        "GENERATE_INFOPLIST_FILE": "YES",
        "MARKETING_VERSION": "1.0",
        "PRODUCT_BUNDLE_IDENTIFIER": spec["bundleIdentifier"] + "UITests",
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_EMIT_LOC_STRINGS": "NO",
        "TEST_TARGET_NAME": spec["name"],
    }


def add_config_list(project: Project, owner_key: str, owner_label: str,
                    configs: dict[str, dict]) -> Ref:
    refs = [
        project.add(("config", owner_key, name), "XCBuildConfiguration", name,
                    {"buildSettings": settings, "name": name})
        for name, settings in configs.items()
    ]
    return project.add(("configlist", owner_key), "XCConfigurationList",
                       f"Build configuration list for {owner_label}", {
                           "buildConfigurations": refs,
                           "defaultConfigurationIsVisible": 0,
                           "defaultConfigurationName": "Release",
                       })


def add_phase(project: Project, target: str, isa: str, label: str, files: list[Ref]) -> Ref:
    return project.add(("phase", target, label), isa, label, {
        "buildActionMask": 2147483647,
        "files": files,
        "runOnlyForDeploymentPostprocessing": 0,
    })


def build_project(sample_dir: Path, spec: dict) -> tuple[str, dict]:
    """The pbxproj text and what the scheme needs (target IDs and product names)."""
    name = spec["name"]
    ui_name = f"{name}UITests"
    project = Project(name)

    source_files = {folder: swift_files(sample_dir, folder) for folder in spec["sources"]}
    ui_files = {folder: swift_files(sample_dir, folder) for folder in spec["uiTests"]}
    ui_files = {folder: files for folder, files in ui_files.items() if files}
    for single in spec.get("uiTestFiles", []):
        path = PurePosixPath(single)
        if not (sample_dir / single).is_file():
            raise SystemExit(f"xcodeproj: {sample_dir / 'project.json'}: uiTestFiles names {single}, which is not a file")
        ui_files.setdefault(path.parent.as_posix(), []).append(PurePosixPath(path.name))
    has_ui_tests = bool(ui_files)

    project_ref = Ref(object_id(name, "project"), "Project object")
    app_ref = Ref(object_id(name, "target", name), name)
    ui_ref = Ref(object_id(name, "target", ui_name), ui_name)

    # Groups and sources.
    main_children: list[Ref] = []
    app_sources: list[Ref] = []
    for folder, files in source_files.items():
        main_children.append(add_folder_group(project, folder, files, name, app_sources))
    ui_sources: list[Ref] = []
    for folder, files in ui_files.items():
        main_children.append(add_folder_group(project, folder, files, ui_name, ui_sources))
    main_children.append(project.add(("file", "Info.plist"), "PBXFileReference", "Info.plist", {
        "lastKnownFileType": "text.plist.xml",
        "path": "Info.plist",
        "sourceTree": "<group>",
    }))
    app_product = project.add(("product", f"{name}.app"), "PBXFileReference", f"{name}.app", {
        "explicitFileType": "wrapper.application",
        "includeInIndex": 0,
        "path": f"{name}.app",
        "sourceTree": "BUILT_PRODUCTS_DIR",
    })
    products = [app_product]
    if has_ui_tests:
        ui_product = project.add(("product", f"{ui_name}.xctest"), "PBXFileReference",
                                 f"{ui_name}.xctest", {
                                     "explicitFileType": "wrapper.cfbundle",
                                     "includeInIndex": 0,
                                     "path": f"{ui_name}.xctest",
                                     "sourceTree": "BUILT_PRODUCTS_DIR",
                                 })
        products.append(ui_product)
    products_group = project.add(("group", "#products"), "PBXGroup", "Products", {
        "children": products, "name": "Products", "sourceTree": "<group>",
    })
    main_children.append(products_group)
    main_group = project.add(("group", "#main"), "PBXGroup", None, {
        "children": main_children, "sourceTree": "<group>",
    })

    # Local packages and the products the app links.
    package_refs = []
    product_deps = []
    product_builds = []
    plugin_deps = []
    for package in spec["packages"]:
        package_refs.append(project.add(
            ("package", package["path"]), "XCLocalSwiftPackageReference",
            f'XCLocalSwiftPackageReference "{package["path"]}"',
            {"relativePath": package["path"]}))
        for product in package["products"]:
            dep = project.add(("packageproduct", name, product),
                              "XCSwiftPackageProductDependency", product,
                              {"productName": product})
            product_deps.append(dep)
            product_builds.append(project.add(("productbuild", name, product), "PBXBuildFile",
                                              f"{product} in Frameworks", {"productRef": dep}))
        # A build tool plugin: a target dependency on the package's `plugin:` product, as Xcode
        # writes one added under Build Phases → Run Build Tool Plug-ins.
        for plugin in package.get("plugins", []):
            plugin_dep = project.add(("pluginproduct", name, plugin),
                                     "XCSwiftPackageProductDependency", f"plugin:{plugin}",
                                     {"package": package_refs[-1], "productName": f"plugin:{plugin}"})
            plugin_deps.append(project.add(("plugindependency", name, plugin), "PBXTargetDependency",
                                           "PBXTargetDependency", {"productRef": plugin_dep}))

    # The app target.
    app_phases = [
        add_phase(project, name, "PBXSourcesBuildPhase", "Sources", app_sources),
        add_phase(project, name, "PBXFrameworksBuildPhase", "Frameworks", product_builds),
        add_phase(project, name, "PBXResourcesBuildPhase", "Resources", []),
    ]
    project.objects[app_ref.ident] = ("PBXNativeTarget", name, {
        "buildConfigurationList": add_config_list(
            project, name, f'PBXNativeTarget "{name}"',
            {"Debug": app_settings(spec), "Release": app_settings(spec)}),
        "buildPhases": app_phases,
        "buildRules": [],
        "dependencies": plugin_deps,
        "name": name,
        "packageProductDependencies": product_deps,
        "productName": name,
        "productReference": app_product,
        "productType": "com.apple.product-type.application",
    })
    targets = [app_ref]
    target_attributes = {app_ref.ident: {"CreatedOnToolsVersion": CREATED_ON_TOOLS}}

    # The UI-test target, when there are UI tests.
    if has_ui_tests:
        proxy = project.add(("proxy", ui_name, name), "PBXContainerItemProxy",
                            "PBXContainerItemProxy", {
                                "containerPortal": project_ref,
                                "proxyType": "1",
                                "remoteGlobalIDString": app_ref.ident,
                                "remoteInfo": name,
                            })
        dependency = project.add(("dependency", ui_name, name), "PBXTargetDependency",
                                 "PBXTargetDependency", {"target": app_ref, "targetProxy": proxy})
        ui_phases = [
            add_phase(project, ui_name, "PBXSourcesBuildPhase", "Sources", ui_sources),
            add_phase(project, ui_name, "PBXFrameworksBuildPhase", "Frameworks", []),
            add_phase(project, ui_name, "PBXResourcesBuildPhase", "Resources", []),
        ]
        project.objects[ui_ref.ident] = ("PBXNativeTarget", ui_name, {
            "buildConfigurationList": add_config_list(
                project, ui_name, f'PBXNativeTarget "{ui_name}"',
                {"Debug": ui_test_settings(spec), "Release": ui_test_settings(spec)}),
            "buildPhases": ui_phases,
            "buildRules": [],
            "dependencies": [dependency],
            "name": ui_name,
            "packageProductDependencies": [],
            "productName": ui_name,
            "productReference": ui_product,
            "productType": "com.apple.product-type.bundle.ui-testing",
        })
        targets.append(ui_ref)
        target_attributes[ui_ref.ident] = {
            "CreatedOnToolsVersion": CREATED_ON_TOOLS,
            "TestTargetID": app_ref.ident,
        }

    project.objects[project_ref.ident] = ("PBXProject", "Project object", {
        "attributes": {
            "BuildIndependentTargetsInParallel": 1,
            "LastSwiftUpdateCheck": TOOLS_VERSION,
            "LastUpgradeCheck": TOOLS_VERSION,
            "TargetAttributes": target_attributes,
        },
        "buildConfigurationList": add_config_list(
            project, "#project", f'PBXProject "{name}"', project_configs(spec)),
        "developmentRegion": "en",
        "hasScannedForEncodings": 0,
        "knownRegions": ["en", "Base"],
        "mainGroup": Ref(main_group.ident),
        "minimizedProjectReferenceProxies": 1,
        "packageReferences": package_refs,
        "preferredProjectObjectVersion": OBJECT_VERSION,
        "productRefGroup": products_group,
        "projectDirPath": "",
        "projectRoot": "",
        "targets": targets,
    })
    scheme_info = {
        "app": (app_ref.ident, name, f"{name}.app"),
        "uiTests": (ui_ref.ident, ui_name, f"{ui_name}.xctest") if has_ui_tests else None,
    }
    return write_pbxproj(project, project_ref), scheme_info


# --- The scheme, the workspace and Info.plist ---------------------------------------------


def buildable(indent: str, container: str, ident: str, blueprint: str, product: str) -> str:
    return (
        f'{indent}<BuildableReference\n'
        f'{indent}   BuildableIdentifier = "primary"\n'
        f'{indent}   BlueprintIdentifier = "{ident}"\n'
        f'{indent}   BuildableName = "{product}"\n'
        f'{indent}   BlueprintName = "{blueprint}"\n'
        f'{indent}   ReferencedContainer = "container:{container}">\n'
        f'{indent}</BuildableReference>\n'
    )


def write_scheme(name: str, info: dict) -> str:
    container = f"{name}.xcodeproj"
    app = info["app"]
    ui = info["uiTests"]
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<Scheme\n   LastUpgradeVersion = "{TOOLS_VERSION}"\n   version = "1.7">\n'
        '   <BuildAction\n      parallelizeBuildables = "YES"\n'
        '      buildImplicitDependencies = "YES"\n      buildArchitectures = "Automatic">\n'
        '      <BuildActionEntries>\n'
        '         <BuildActionEntry\n            buildForTesting = "YES"\n'
        '            buildForRunning = "YES"\n            buildForProfiling = "YES"\n'
        '            buildForArchiving = "YES"\n            buildForAnalyzing = "YES">\n'
        + buildable("            ", container, *app)
        + '         </BuildActionEntry>\n'
    )
    if ui:
        text += (
            '         <BuildActionEntry\n            buildForTesting = "YES"\n'
            '            buildForRunning = "NO"\n            buildForProfiling = "NO"\n'
            '            buildForArchiving = "NO"\n            buildForAnalyzing = "NO">\n'
            + buildable("            ", container, *ui)
            + '         </BuildActionEntry>\n'
        )
    text += (
        '      </BuildActionEntries>\n   </BuildAction>\n'
        '   <TestAction\n      buildConfiguration = "Debug"\n'
        '      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"\n'
        '      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"\n'
        '      shouldUseLaunchSchemeArgsEnv = "YES">\n'
    )
    if ui:
        text += (
            '      <Testables>\n'
            '         <TestableReference\n            skipped = "NO"\n'
            '            parallelizable = "NO">\n'
            + buildable("            ", container, *ui)
            + '         </TestableReference>\n      </Testables>\n'
        )
    runnable = (
        '      <BuildableProductRunnable\n         runnableDebuggingMode = "0">\n'
        + buildable("         ", container, *app)
        + '      </BuildableProductRunnable>\n'
    )
    text += (
        '   </TestAction>\n'
        '   <LaunchAction\n      buildConfiguration = "Debug"\n'
        '      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"\n'
        '      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"\n'
        '      launchStyle = "0"\n      useCustomWorkingDirectory = "NO"\n'
        '      ignoresPersistentStateOnLaunch = "NO"\n      debugDocumentVersioning = "YES"\n'
        '      debugServiceExtension = "internal"\n      allowLocationSimulation = "YES">\n'
        + runnable
        + '   </LaunchAction>\n'
        '   <ProfileAction\n      buildConfiguration = "Release"\n'
        '      shouldUseLaunchSchemeArgsEnv = "YES"\n      savedToolIdentifier = ""\n'
        '      useCustomWorkingDirectory = "NO"\n      debugDocumentVersioning = "YES">\n'
        + runnable
        + '   </ProfileAction>\n'
        '   <AnalyzeAction\n      buildConfiguration = "Debug">\n   </AnalyzeAction>\n'
        '   <ArchiveAction\n      buildConfiguration = "Release"\n'
        '      revealArchiveInOrganizer = "YES">\n   </ArchiveAction>\n'
        '</Scheme>\n'
    )
    return text


WORKSPACE = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<Workspace\n   version = "1.0">\n'
    '   <FileRef\n      location = "self:">\n   </FileRef>\n'
    '</Workspace>\n'
)


def write_info_plist(spec: dict) -> bytes:
    info = dict(spec["infoPlist"])
    info["CFBundleURLTypes"] = [{
        "CFBundleTypeRole": "Editor",
        "CFBundleURLName": spec["bundleIdentifier"],
        "CFBundleURLSchemes": list(spec["urlSchemes"]),
    }]
    return plistlib.dumps(info, fmt=plistlib.FMT_XML, sort_keys=True)


def generate(sample_dir: Path) -> dict[str, bytes]:
    """Every file of one sample's project, by path relative to the sample folder."""
    spec = load_spec(sample_dir)
    name = spec["name"]
    pbxproj, scheme_info = build_project(sample_dir, spec)
    return {
        f"{name}.xcodeproj/project.pbxproj": pbxproj.encode("utf-8"),
        f"{name}.xcodeproj/project.xcworkspace/contents.xcworkspacedata": WORKSPACE.encode(),
        f"{name}.xcodeproj/xcshareddata/xcschemes/{name}.xcscheme":
            write_scheme(name, scheme_info).encode("utf-8"),
        "Info.plist": write_info_plist(spec),
    }


def sample_dirs(root: Path, names: list[str]) -> list[Path]:
    if names:
        dirs = [root / "Examples" / n for n in names]
        for d in dirs:
            if not (d / "project.json").is_file():
                raise SystemExit(f"xcodeproj: no {d / 'project.json'}")
        return dirs
    return sorted(p.parent for p in (root / "Examples").glob("*/project.json"))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Generate the sample apps' Xcode projects.")
    parser.add_argument("--root", type=Path, default=DEFAULT_ROOT)
    parser.add_argument("--check", action="store_true",
                        help="write nothing; fail if a checked-in file differs")
    parser.add_argument("samples", nargs="*")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    stale = []
    for sample in sample_dirs(root, args.samples):
        files = generate(sample)
        schemes = sample / f"{sample.name}.xcodeproj/xcshareddata/xcschemes"
        expected_schemes = {PurePosixPath(p).name for p in files if p.endswith(".xcscheme")}
        for relative, content in sorted(files.items()):
            path = sample / relative
            current = path.read_bytes() if path.is_file() else None
            if current == content:
                continue
            if args.check:
                stale.append(path.relative_to(root).as_posix()
                             + (" (missing)" if current is None else " (differs)"))
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
                print(f"wrote {path.relative_to(root).as_posix()}")
        if schemes.is_dir():
            for extra in sorted(schemes.glob("*.xcscheme")):
                if extra.name not in expected_schemes:
                    if args.check:
                        stale.append(extra.relative_to(root).as_posix() + " (not generated)")
                    else:
                        extra.unlink()
                        print(f"removed {extra.relative_to(root).as_posix()}")
    if stale:
        print("xcodeproj: the checked-in sample projects are not what their specs and source",
              "folders generate:", file=sys.stderr)
        for line in stale:
            print(f"  {line}", file=sys.stderr)
        print(f"Run `{COMMAND}` from the repository root and commit the result.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

// A stand-in for Apple's XcodeProjectPlugin: the documented API through which Xcode hands a
// package plugin the Xcode project and target it runs for, as far as RouteRegistrarPlugin's
// `XcodeBuildToolPlugin` conformance uses it. XcodeProjectPlugin ships with Xcode only; on Linux,
// Scripts/typecheck-xcode-plugin.sh compiles this folder as the module `XcodeProjectPlugin`
// against the toolchain's real `PackagePlugin` module, so the plugin's `#if
// canImport(XcodeProjectPlugin)` code is type-checked here. Nothing here runs: every body is
// `fatalError()`.
//
// Rules the declarations follow, as for the SwiftUI and UIKit stand-ins:
//
// - Only what Apple documents, as documented: names, types, optionality. Each declaration carries
//   the URL of its documentation page. The types Xcode shares with SwiftPM (`Command`,
//   `FileList`, `File`, `Product`, `PluginContext.Tool`, `Plugin`) are not re-declared: they are
//   the real `PackagePlugin` module's, imported below.
// - A subset only: the members the plugin uses and the ones beside them that say what a type is
//   (a project's targets, a target's product). A declaration the code does not use is left out,
//   so code that needs it fails here.
// - Apple's `let` properties are get-only computed properties here (their bodies trap), which a
//   client cannot tell apart.
// - Like Apple's module, this one imports PackagePlugin without re-exporting it: a plugin imports
//   both, as RouteRegistrarPlugin does.

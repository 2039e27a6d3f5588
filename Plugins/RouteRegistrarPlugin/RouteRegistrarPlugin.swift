import Foundation
import PackagePlugin

/// Generates a feature's `register(in:)` from the `RouteScreen`s of its Internal target.
///
/// Apply it to an Internal target (`PostInternal`). The plugin finds the feature's UI target
/// among the target's dependencies by name (`PostInternal` → `PostUI`; a target of this package
/// or a product of another), and runs `wayfinder-registrar` over the sources of both. Problems
/// (a route of the UI target without a screen, a screen for a route that does not exist, a
/// hand-written `register(in:)`) fail the build as compiler errors.
///
/// In an Xcode project the same rule holds for Xcode targets (`RouteRegistrarPlugin+Xcode.swift`).
@main
struct RouteRegistrarPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let uiTarget = Self.uiTarget(of: module)
        return [
            Self.registrationCommand(
                internalModule: module.name,
                internalFiles: module.sourceFiles(withSuffix: "swift").map(\.url),
                uiModule: uiTarget?.name,
                uiFiles: uiTarget?.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? [],
                workDirectory: context.pluginWorkDirectoryURL,
                registrar: try context.tool(named: "wayfinder-registrar").url)
        ]
    }

    /// The feature's UI target: the dependency named like the target with `Internal` replaced
    /// by `UI`, whether a target of the same package or a target of a product.
    static func uiTarget(of target: any Target) -> (any Target)? {
        guard let wanted = uiTargetName(forInternal: target.name) else { return nil }
        for dependency in target.dependencies {
            switch dependency {
            case .target(let candidate) where candidate.name == wanted:
                return candidate
            case .product(let product):
                if let candidate = product.targets.first(where: { $0.name == wanted }) { return candidate }
            default:
                continue
            }
        }
        return nil
    }

    /// The naming rule: the UI target of `PostInternal` is `PostUI`; a target whose name does not
    /// end in `Internal` has none.
    static func uiTargetName(forInternal name: String) -> String? {
        guard name.hasSuffix("Internal") else { return nil }
        return name.dropLast("Internal".count) + "UI"
    }

    /// The one build command, for a package target and an Xcode target alike: `wayfinder-registrar`
    /// over the Internal and UI sources, writing `<Internal>+Registration.swift` into the plugin's
    /// work folder, from where the build compiles it into the Internal module.
    static func registrationCommand(
        internalModule: String, internalFiles: [URL], uiModule: String?, uiFiles: [URL],
        workDirectory: URL, registrar: URL
    ) -> Command {
        let output = workDirectory.appending(path: "\(internalModule)+Registration.swift")
        var arguments = ["--internal-module", internalModule, "--output", output.path]
        if let uiModule { arguments += ["--ui-module", uiModule] }
        arguments += ["--internal-sources"] + internalFiles.map(\.path)
        if !uiFiles.isEmpty { arguments += ["--ui-sources"] + uiFiles.map(\.path) }
        return .buildCommand(
            displayName: "Registering the route screens of \(internalModule)",
            executable: registrar,
            arguments: arguments,
            inputFiles: internalFiles + uiFiles,
            outputFiles: [output])
    }
}

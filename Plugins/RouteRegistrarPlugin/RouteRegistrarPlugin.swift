import Foundation
import PackagePlugin

/// Generates a feature's `register(in:)` from the `RouteScreen`s of its Internal target.
///
/// Apply it to an Internal target (`PostInternal`). The plugin finds the feature's UI target
/// among the target's dependencies by name (`PostInternal` → `PostUI`; a target of this package
/// or a product of another), and runs `wayfinder-registrar` over the sources of both. Problems
/// (a route of the UI target without a screen, a screen for a route that does not exist, a
/// hand-written `register(in:)`) fail the build as compiler errors.
@main
struct RouteRegistrarPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let internalFiles = module.sourceFiles(withSuffix: "swift").map(\.url)
        let uiTarget = Self.uiTarget(of: module)
        let uiFiles = uiTarget?.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
        let output = context.pluginWorkDirectoryURL.appending(path: "\(module.name)+Registration.swift")

        var arguments = ["--internal-module", module.name, "--output", output.path]
        if let uiTarget { arguments += ["--ui-module", uiTarget.name] }
        arguments += ["--internal-sources"] + internalFiles.map(\.path)
        if !uiFiles.isEmpty { arguments += ["--ui-sources"] + uiFiles.map(\.path) }

        return [
            .buildCommand(
                displayName: "Registering the route screens of \(module.name)",
                executable: try context.tool(named: "wayfinder-registrar").url,
                arguments: arguments,
                inputFiles: internalFiles + uiFiles,
                outputFiles: [output])
        ]
    }

    /// The feature's UI target: the dependency named like the target with `Internal` replaced
    /// by `UI`, whether a target of the same package or a target of a product.
    static func uiTarget(of target: any Target) -> (any Target)? {
        guard target.name.hasSuffix("Internal") else { return nil }
        let wanted = target.name.dropLast("Internal".count) + "UI"
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
}

import Foundation
import PackagePlugin

/// Generates an App Intent for every route of an app that conforms to `IntentRoute`.
///
/// Apply it to the app's target. The plugin gives `wayfinder-registrar intents` the Swift sources
/// of the target and of every source module it depends on, directly or through products, and
/// the tool writes `<App>+RouteIntents.swift` into the plugin's work folder, from where the build
/// compiles it into the app, where Xcode's App Intents metadata extraction reads it. Problems (a
/// title that is not a literal, a route property an intent parameter cannot hold) fail the build
/// as compiler errors.
///
/// It writes a file of its own name, so it may be applied beside `RouteRegistrarPlugin`. In an
/// Xcode project the same holds for Xcode targets (`RouteIntentsPlugin+Xcode.swift`).
@main
struct RouteIntentsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        return [
            Self.intentsCommand(
                appModule: module.name,
                appFiles: module.sourceFiles(withSuffix: "swift").map(\.url),
                moduleFiles: Self.dependencySources(of: Self.targets(of: module.dependencies)),
                workDirectory: context.pluginWorkDirectoryURL,
                tool: try context.tool(named: "wayfinder-registrar").url)
        ]
    }

    /// The targets a list of dependencies names: a target, or the targets of a product.
    static func targets(of dependencies: [TargetDependency]) -> [any Target] {
        dependencies.flatMap { dependency -> [any Target] in
            switch dependency {
            case .target(let target): [target]
            case .product(let product): product.targets
            @unknown default: []
            }
        }
    }

    /// The Swift sources of `targets` and of the targets they depend on, by module. Macros and
    /// Wayfinder's own modules are left out with what they depend on (swift-syntax): they
    /// declare no routes.
    static func dependencySources(of targets: [any Target]) -> [(module: String, files: [URL])] {
        var seen: Set<String> = []
        var result: [(module: String, files: [URL])] = []
        var pending = targets
        while !pending.isEmpty {
            let target = pending.removeFirst()
            guard seen.insert(target.id).inserted, !isWayfinderModule(target.name) else { continue }
            if let module = target.sourceModule {
                if module.kind == .macro { continue }
                result.append((module.name, module.sourceFiles(withSuffix: "swift").map(\.url)))
            }
            pending += Self.targets(of: target.dependencies)
        }
        return result.sorted { $0.module < $1.module }
    }

    /// Whether a module is one of Wayfinder's own, which the generator need not read. Named in
    /// full, not by a prefix: an app's own `WayfinderKitUI` is read. Module names are unique in a
    /// build, so a module with one of these names is Wayfinder's. (A test holds this list to the
    /// package's targets.)
    static func isWayfinderModule(_ name: String) -> Bool {
        wayfinderModules.contains(name)
    }

    /// The names of the Wayfinder package's targets other than its tests and plugins.
    static let wayfinderModules: Set<String> = [
        "Wayfinder", "WayfinderCommandLine", "WayfinderCore", "WayfinderDebug", "WayfinderDebugSupport",
        "WayfinderLinkTools", "WayfinderLint", "WayfinderMacros", "WayfinderRegistrar",
        "WayfinderTestSupport",
        "WayfinderTesting", "wayfinder", "wayfinder-registrar",
    ]

    /// The one build command, for a package target and an Xcode target alike.
    static func intentsCommand(
        appModule: String, appFiles: [URL], moduleFiles: [(module: String, files: [URL])], workDirectory: URL,
        tool: URL
    ) -> Command {
        let output = workDirectory.appending(path: outputFileName(forApp: appModule))
        var arguments = ["intents", "--app-module", appModule, "--output", output.path]
        arguments += ["--app-sources"] + appFiles.map(\.path)
        let dependencies = moduleFiles.flatMap { entry in entry.files.map { "\(entry.module)=\($0.path)" } }
        if !dependencies.isEmpty { arguments += ["--module-sources"] + dependencies }
        return .buildCommand(
            displayName: "Generating the route intents of \(appModule)",
            executable: tool,
            arguments: arguments,
            inputFiles: appFiles + moduleFiles.flatMap(\.files),
            outputFiles: [output])
    }

    /// `NotesApp+RouteIntents.swift`: a name of its own beside the registrar's
    /// `<Module>+Registration.swift`.
    static func outputFileName(forApp appModule: String) -> String {
        "\(appModule)+RouteIntents.swift"
    }
}

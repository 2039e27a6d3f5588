// The plugin applied to an Xcode target (Build Phases → Run Build Tool Plug-ins of `PostInternal`
// in an .xcodeproj), not to a package target. XcodeProjectPlugin exists only when Xcode builds
// the plugin; `swift build` compiles this file to nothing.
//
// Not run here (there is no Xcode on Linux): Scripts/typecheck-xcode-plugin.sh type-checks it
// against a stand-in of Apple's documented XcodeProjectPlugin API (Tests/AppleSurface).
#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    extension RouteRegistrarPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            // An Xcode target's module is named after the target unless its build settings say
            // otherwise (PRODUCT_MODULE_NAME); the naming rule assumes they do not.
            let internalModule = target.displayName
            let ui = Self.uiSources(of: target)
            return [
                Self.registrationCommand(
                    internalModule: internalModule,
                    internalFiles: Self.swiftFiles(of: target.inputFiles),
                    uiModule: ui?.module,
                    uiFiles: ui?.files ?? [],
                    workDirectory: context.pluginWorkDirectoryURL,
                    registrar: try context.tool(named: "wayfinder-registrar").url)
            ]
        }

        /// The Swift files among an Xcode target's input files.
        static func swiftFiles(of files: FileList) -> [URL] {
            files.filter { $0.url.pathExtension == "swift" }.map(\.url)
        }

        /// The feature's UI target among the Xcode target's dependencies, by the naming rule
        /// (`PostInternal` → `PostUI`): another target of the project, or a target of a package
        /// product the target depends on. Its module name and Swift sources.
        static func uiSources(of target: XcodeTarget) -> (module: String, files: [URL])? {
            guard let wanted = uiTargetName(forInternal: target.displayName) else { return nil }
            for dependency in target.dependencies {
                switch dependency {
                case .target(let candidate) where candidate.displayName == wanted:
                    return (wanted, swiftFiles(of: candidate.inputFiles))
                case .product(let product):
                    if let candidate = product.targets.first(where: { $0.name == wanted }) {
                        return (
                            wanted, candidate.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
                        )
                    }
                default:
                    continue
                }
            }
            return nil
        }
    }
#endif

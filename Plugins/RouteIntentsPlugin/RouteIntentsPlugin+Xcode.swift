// The plugin applied to an Xcode app target (Build Phases → Run Build Tool Plug-ins), not to a
// package target. XcodeProjectPlugin exists only when Xcode builds the plugin; `swift build`
// compiles this file to nothing.
//
// Not run here (there is no Xcode on Linux): Scripts/typecheck-xcode-plugin.sh type-checks it
// against a stand-in of Apple's documented XcodeProjectPlugin API (Tests/AppleSurface).
#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    extension RouteIntentsPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            [
                Self.intentsCommand(
                    appModule: target.displayName,
                    appFiles: Self.swiftFiles(of: target.inputFiles),
                    moduleFiles: Self.dependencySources(of: target),
                    workDirectory: context.pluginWorkDirectoryURL,
                    tool: try context.tool(named: "wayfinder-registrar").url)
            ]
        }

        /// The Swift files among an Xcode target's input files.
        static func swiftFiles(of files: FileList) -> [URL] {
            files.filter { $0.url.pathExtension == "swift" }.map(\.url)
        }

        /// The sources of the modules an Xcode target depends on: other Xcode targets (and what
        /// they depend on), and the targets of package products with their own dependencies.
        static func dependencySources(of target: XcodeTarget) -> [(module: String, files: [URL])] {
            var result: [(module: String, files: [URL])] = []
            var seenXcodeTargets: Set<String> = [target.id]
            var packageTargets: [any Target] = []
            var pending = target.dependencies
            while let dependency = pending.popLast() {
                switch dependency {
                case .target(let candidate):
                    guard seenXcodeTargets.insert(candidate.id).inserted else { continue }
                    result.append((candidate.displayName, swiftFiles(of: candidate.inputFiles)))
                    pending += candidate.dependencies
                case .product(let product):
                    packageTargets += product.targets
                }
            }
            let known = Set(result.map(\.module))
            return result.sorted { $0.module < $1.module }
                + dependencySources(of: packageTargets).filter { !known.contains($0.module) }
        }
    }
#endif

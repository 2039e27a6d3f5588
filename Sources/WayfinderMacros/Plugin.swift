#if WAYFINDER_SWIFT_SYNTAX_PACKAGE
    import SwiftCompilerPlugin
    import SwiftSyntaxMacros

    /// The compiler plugin entry when SwiftSyntax comes from the swift-syntax package.
    @main
    struct WayfinderMacrosPlugin: CompilerPlugin {
        let providingMacros: [any Macro.Type] = [RouteMacro.self, RoutePropertyMarker.self]
    }
#else
    @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
    import SwiftSyntaxMacros

    /// The compiler plugin entry when SwiftSyntax comes prebuilt with the toolchain, which ships
    /// no `SwiftCompilerPlugin` module: the message loop is started by hand.
    @main
    struct WayfinderMacrosPlugin {
        /// Resolves the macro types this plugin provides by name.
        struct Provider: PluginProvider {
            enum ResolutionError: Error, CustomStringConvertible {
                case unknownMacro(String)
                case libraryLoadingUnsupported

                var description: String {
                    switch self {
                    case .unknownMacro(let name): "WayfinderMacros provides no macro named \(name)"
                    case .libraryLoadingUnsupported: "WayfinderMacros cannot load plugin libraries"
                    }
                }
            }

            func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
                switch typeName {
                case "RouteMacro": return RouteMacro.self
                case "RoutePropertyMarker": return RoutePropertyMarker.self
                default: throw ResolutionError.unknownMacro(typeName)
                }
            }

            func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
                throw ResolutionError.libraryLoadingUnsupported
            }

            var features: [PluginFeature] { [.loadPluginLibrary] }
        }

        static func main() throws {
            let listener = CompilerPluginMessageListener(
                connection: try StandardIOMessageConnection(), provider: Provider())
            try listener.main()
        }
    }
#endif

import Testing
import WayfinderRegistrar

/// Plans a registration from inline sources of an Internal and a UI target.
private func plan(internal internalSource: String, ui uiSource: String) -> Result<
    Registrar.Plan, Registrar.Failure
> {
    Registrar(internalModule: "PostInternal", uiModule: "PostUI")
        .plan(
            internalSources: SourceScanner.scan(
                source: internalSource, path: "Sources/PostInternal/Screens.swift"),
            uiSources: SourceScanner.scan(source: uiSource, path: "Sources/PostUI/Routes.swift"))
}

/// The error lines of a failed plan.
private func errors(_ result: Result<Registrar.Plan, Registrar.Failure>) -> [String] {
    guard case .failure(let failure) = result else { return [] }
    return failure.diagnostics.map(\.description)
}

private let routes = """
    @Route("feed") public struct FeedRoute {}
    @Route("post/:id") public struct PostRoute { public let id: Int }
    """

@Suite struct RegistrarTests {
    @Test func aRouteWithoutAScreenIsAnErrorNamingTheRouteAndItsFile() {
        let result = plan(
            internal:
                "struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }",
            ui: routes)
        #expect(
            errors(result) == [
                "Sources/PostUI/Routes.swift:2:34: error: PostRoute, declared in PostUI/Routes.swift, has no screen: "
                    + "every route of PostUI needs a RouteScreen in PostInternal, e.g. `struct PostScreen: "
                    + "RouteScreen { static func make(_ route: PostRoute, _: Void) -> … }`"
            ])
    }

    @Test func everyMissingScreenIsReportedAtOnce() {
        #expect(errors(plan(internal: "", ui: routes)).count == 2)
    }

    @Test func aScreenForARouteThatDoesNotExistIsAnErrorWithASuggestion() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                struct PostsScreen: RouteScreen { static func make(_ route: PostsRoute, _: Void) -> Int { 1 } }
                """, ui: routes)
        #expect(
            errors(result) == [
                "Sources/PostInternal/Screens.swift:3:8: error: PostsScreen is a RouteScreen for PostsRoute, but no "
                    + "route named PostsRoute is declared in PostUI or PostInternal; did you mean PostRoute?"
            ])
    }

    @Test func aHandWrittenRegisterIsAnError() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                public struct PostFeatureModule: FeatureModule {
                    public func register(in context: FeatureRegistrationContext) {}
                }
                """, ui: routes)
        #expect(
            errors(result) == [
                "Sources/PostInternal/Screens.swift:4:17: error: PostFeatureModule declares register(in:) by hand, "
                    + "but PostInternal uses RouteRegistrarPlugin, which generates it from the RouteScreens: remove the "
                    + "hand-written register(in:) or stop applying the plugin to PostInternal"
            ])
    }

    @Test func twoScreensForOneRouteAreAnError() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                struct OtherPostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                """, ui: routes)
        #expect(errors(result).count == 1)
        #expect(errors(result).first?.contains("OtherPostScreen and PostScreen") == true)
    }

    @Test func screensWithDependenciesNeedMakeDependenciesOnTheModule() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _ store: Store) -> Int { 1 } }
                """, ui: routes)
        #expect(
            errors(result).first?.hasSuffix(
                "PostScreen takes dependencies of type Store, so a FeatureModule of PostInternal must declare "
                    + "`func makeDependencies(in context: FeatureRegistrationContext) -> Store`") == true)
    }

    @Test func aScreenWithoutMakeIsAnError() {
        let result = plan(
            internal: "struct FeedScreen: RouteScreen {}", ui: "@Route(\"feed\") struct FeedRoute {}")
        #expect(errors(result).first?.contains("declares no `static func make") == true)
    }

    @Test func generatesAnExtensionOfTheDeclaredModule() throws {
        let registrar = Registrar(internalModule: "PostInternal", uiModule: "PostUI")
        let result = registrar.plan(
            internalSources: SourceScanner.scan(
                source: """
                    struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _ d: Deps) -> Int { 1 } }
                    struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                    public struct PostFeatureModule: FeatureModule {
                        func makeDependencies(in context: FeatureRegistrationContext) -> Deps { Deps() }
                    }
                    """, path: "Screens.swift"),
            uiSources: SourceScanner.scan(source: routes, path: "Routes.swift"))
        let plan = try result.get()
        #expect(
            RegistrationGenerator.source(for: plan, registrar: registrar) == """
                // Generated by RouteRegistrarPlugin from PostInternal and PostUI. Do not edit.
                public import Wayfinder
                import PostUI

                extension PostFeatureModule {
                    /// Registers every RouteScreen of PostInternal.
                    public func register(in context: FeatureRegistrationContext) {
                        let dependencies = makeDependencies(in: context)
                        context.register(FeedRoute.self) { route in FeedScreen.make(route, ()) }
                        context.register(PostRoute.self) { route in PostScreen.make(route, dependencies) }
                    }
                }

                """)
    }

    @Test func generatesTheModuleWhenTheTargetDeclaresNone() throws {
        let registrar = Registrar(internalModule: "FeedInternal", uiModule: "FeedUI")
        let plan = try registrar.plan(
            internalSources: SourceScanner.scan(
                source:
                    "struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }",
                path: "Screens.swift"),
            uiSources: SourceScanner.scan(
                source: "@Route(\"feed\") public struct FeedRoute {}", path: "Routes.swift")
        ).get()
        #expect(
            RegistrationGenerator.source(for: plan, registrar: registrar) == """
                // Generated by RouteRegistrarPlugin from FeedInternal and FeedUI. Do not edit.
                public import Wayfinder
                import FeedUI

                /// The feature module of FeedInternal, generated from its RouteScreens.
                public struct FeedFeatureModule: FeatureModule {
                    /// Creates the module.
                    public init() {}

                    /// Registers every RouteScreen of FeedInternal.
                    public func register(in context: FeatureRegistrationContext) {
                        context.register(FeedRoute.self) { route in FeedScreen.make(route, ()) }
                    }
                }

                """)
    }
    @Test func passesAScreensGuardAndTransitionAndCallsTheModulesConfigure() throws {
        let registrar = Registrar(internalModule: "PostInternal", uiModule: "PostUI")
        let plan = try registrar.plan(
            internalSources: SourceScanner.scan(
                source: """
                    struct PostScreen: RouteScreen {
                        static let transition: Transition? = .fade
                        static func canNavigate(_ d: Deps) -> RouteGuard<PostRoute> { { _, _ in .allow } }
                        static func make(_ route: PostRoute, _ d: Deps) -> Int { 1 }
                    }
                    struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                    public struct PostFeatureModule: FeatureModule {
                        func makeDependencies(in context: FeatureRegistrationContext) -> Deps { Deps() }
                        func configure(in context: FeatureRegistrationContext) {}
                    }
                    """, path: "Screens.swift"),
            uiSources: SourceScanner.scan(source: routes, path: "Routes.swift")
        ).get()
        #expect(
            RegistrationGenerator.source(for: plan, registrar: registrar) == """
                // Generated by RouteRegistrarPlugin from PostInternal and PostUI. Do not edit.
                public import Wayfinder
                import PostUI

                extension PostFeatureModule {
                    /// Registers every RouteScreen of PostInternal.
                    public func register(in context: FeatureRegistrationContext) {
                        let dependencies = makeDependencies(in: context)
                        context.register(FeedRoute.self) { route in FeedScreen.make(route, ()) }
                        context.register(PostRoute.self, transition: PostScreen.transition, \
                canNavigate: PostScreen.canNavigate(dependencies)) { route in PostScreen.make(route, dependencies) }
                        configure(in: context)
                    }
                }

                """)
    }
}

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
                    + "RouteScreen { static func make(_ route: PostRoute, _: Void) -> … }`, or an ExternalRouteScreen "
                    + "while its screen lives outside Wayfinder, e.g. `struct PostScreen: ExternalRouteScreen "
                    + "{ static func handOff(_ route: PostRoute, _: Void, context: ExternalRouteContext) }`"
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

    @Test func aScreenAndAnExternalRouteScreenForOneRouteAreAnErrorNamingBoth() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                struct PostHandOff: ExternalRouteScreen {
                    static func handOff(_ route: PostRoute, _: Void, context: ExternalRouteContext) {}
                }
                """, ui: routes)
        #expect(
            errors(result) == [
                "Sources/PostInternal/Screens.swift:3:8: error: PostHandOff and PostScreen "
                    + "(Sources/PostInternal/Screens.swift:2:8) are both screens for PostRoute (RouteScreen and "
                    + "ExternalRouteScreen); a route has one screen"
            ])
    }

    @Test func anExternalRouteScreenWithoutHandOffIsAnError() {
        let result = plan(
            internal: """
                struct FeedHandOff: ExternalRouteScreen {
                    static func make(_ route: FeedRoute, _: Void) -> Int { 1 }
                }
                """, ui: "@Route(\"feed\") struct FeedRoute {}")
        #expect(
            errors(result).prefix(1) == [
                "Sources/PostInternal/Screens.swift:1:8: error: FeedHandOff conforms to ExternalRouteScreen but "
                    + "declares no `static func handOff(_ route: SomeRoute, _ dependencies: …, context: "
                    + "ExternalRouteContext)`, so the registrar cannot tell which route it hands off"
            ])
    }

    @Test func anExternalRouteScreenForARouteThatDoesNotExistIsAnErrorWithASuggestion() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                struct PostsHandOff: ExternalRouteScreen {
                    static func handOff(_ route: PostsRoute, _: Void, context: ExternalRouteContext) {}
                }
                """, ui: routes)
        #expect(
            errors(result) == [
                "Sources/PostInternal/Screens.swift:3:8: error: PostsHandOff is an ExternalRouteScreen for PostsRoute, "
                    + "but no route named PostsRoute is declared in PostUI or PostInternal; did you mean PostRoute?"
            ])
    }

    @Test func anExternalRouteScreenMemberThatNearlyMatchesItsGuardIsAnError() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostHandOff: ExternalRouteScreen {
                    static func canNavgate(_ d: Void) -> RouteGuard<PostRoute>? { nil }
                    static var transition: Transition? { .fade }
                    static func handOff(_ route: PostRoute, _: Void, context: ExternalRouteContext) {}
                }
                """, ui: routes)
        #expect(
            errors(result) == [
                "Sources/PostInternal/Screens.swift:3:17: error: PostHandOff declares static canNavgate(_:), which is "
                    + "not ExternalRouteScreen's `static func canNavigate(_ dependencies: Dependencies) -> "
                    + "RouteGuard<ScreenRoute>?`, so the default (no guard) applies and canNavgate(_:) is never used: "
                    + "declare the requirement exactly, or make canNavgate(_:) private if it is something else"
            ])
    }

    @Test func aRouteWithAnExternalRouteScreenIsRegisteredExternallyAndOnlyItsGuardIsChecked() throws {
        let registrar = Registrar(internalModule: "PostInternal", uiModule: "PostUI")
        let plan = try registrar.plan(
            internalSources: SourceScanner.scan(
                source: """
                    struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                    struct PostHandOff: ExternalRouteScreen {
                        static func handOff(_ route: PostRoute, _ legacy: Deps, context: ExternalRouteContext) {}
                    }
                    public struct PostFeatureModule: FeatureModule {
                        public func makeDependencies(in context: FeatureRegistrationContext) -> Deps { Deps() }
                    }
                    """, path: "Screens.swift"),
            uiSources: SourceScanner.scan(source: routes, path: "Routes.swift")
        ).get()
        #expect(plan.entries.map(\.isExternal) == [false, true])
        #expect(
            RegistrationGenerator.source(for: plan, registrar: registrar) == """
                // Generated by RouteRegistrarPlugin from PostInternal and PostUI. Do not edit.
                public import Wayfinder
                import PostUI

                extension PostFeatureModule: RouteScreenModule {
                    /// Registers every RouteScreen and ExternalRouteScreen of PostInternal, then calls configure(in:).
                    public func register(in context: FeatureRegistrationContext) {
                        let dependencies: Dependencies = makeDependencies(in: context)
                        context.register(FeedScreen.self)
                        context.registerExternal(PostHandOff.self, dependencies: dependencies)
                        configure(in: context)
                    }
                }

                // MARK: - Signature checks

                extension PostFeatureModule {
                    /// Never called. Fails to compile where a member named like a requirement of RouteScreenModule
                    /// or RouteScreen has another signature, which Swift would otherwise ignore for the default.
                    @MainActor private func checkRequirementSignatures(
                        _ context: FeatureRegistrationContext, _ dependencies: Dependencies
                    ) async {
                        let makeDependenciesRequirement = makeDependencies
                        let _: Dependencies.Type = type(of: makeDependenciesRequirement(context))  \
                // must be `func makeDependencies(in context: FeatureRegistrationContext) -> Dependencies`
                        let configureRequirement = configure
                        let _: Void.Type = type(of: configureRequirement(context))  \
                // must be `func configure(in context: FeatureRegistrationContext)`
                        let feedScreenTransition = FeedScreen.transition
                        let _: Transition?.Type = type(of: feedScreenTransition)  \
                // FeedScreen.transition must be `static var transition: Transition?`
                        let feedScreenGuard = FeedScreen.canNavigate
                        let _: RouteGuard<FeedScreen.ScreenRoute>?.Type = type(of: feedScreenGuard(()))  \
                // FeedScreen.canNavigate(_:) must be \
                `static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?`
                        let postHandOffGuard = PostHandOff.canNavigate
                        let _: RouteGuard<PostHandOff.ScreenRoute>?.Type = type(of: postHandOffGuard(dependencies))  \
                // PostHandOff.canNavigate(_:) must be \
                `static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?`
                        let _: Dependencies.Type = PostHandOff.Dependencies.self  \
                // PostHandOff takes what makeDependencies(in:) returns
                    }
                }

                """)
    }

    @Test func aScreenWithoutMakeIsAnError() {
        let result = plan(
            internal: "struct FeedScreen: RouteScreen {}", ui: "@Route(\"feed\") struct FeedRoute {}")
        #expect(errors(result).first?.contains("declares no `static func make") == true)
    }

    @Test func generatesAnExtensionOfTheDeclaredModuleThatAdoptsRouteScreenModule() throws {
        let registrar = Registrar(internalModule: "PostInternal", uiModule: "PostUI")
        let plan = try registrar.plan(
            internalSources: SourceScanner.scan(
                source: """
                    struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _ d: Deps) -> Int { 1 } }
                    struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                    public struct PostFeatureModule: FeatureModule {
                        public func makeDependencies(in context: FeatureRegistrationContext) -> Deps { Deps() }
                    }
                    """, path: "Screens.swift"),
            uiSources: SourceScanner.scan(source: routes, path: "Routes.swift")
        ).get()
        #expect(
            RegistrationGenerator.source(for: plan, registrar: registrar) == """
                // Generated by RouteRegistrarPlugin from PostInternal and PostUI. Do not edit.
                public import Wayfinder
                import PostUI

                extension PostFeatureModule: RouteScreenModule {
                    /// Registers every RouteScreen of PostInternal, then calls configure(in:).
                    public func register(in context: FeatureRegistrationContext) {
                        let dependencies: Dependencies = makeDependencies(in: context)
                        context.register(FeedScreen.self)
                        context.register(PostScreen.self, dependencies: dependencies)
                        configure(in: context)
                    }
                }

                // MARK: - Signature checks

                extension PostFeatureModule {
                    /// Never called. Fails to compile where a member named like a requirement of RouteScreenModule
                    /// or RouteScreen has another signature, which Swift would otherwise ignore for the default.
                    @MainActor private func checkRequirementSignatures(
                        _ context: FeatureRegistrationContext, _ dependencies: Dependencies
                    ) async {
                        let makeDependenciesRequirement = makeDependencies
                        let _: Dependencies.Type = type(of: makeDependenciesRequirement(context))  \
                // must be `func makeDependencies(in context: FeatureRegistrationContext) -> Dependencies`
                        let configureRequirement = configure
                        let _: Void.Type = type(of: configureRequirement(context))  \
                // must be `func configure(in context: FeatureRegistrationContext)`
                        let feedScreenTransition = FeedScreen.transition
                        let _: Transition?.Type = type(of: feedScreenTransition)  \
                // FeedScreen.transition must be `static var transition: Transition?`
                        let feedScreenGuard = FeedScreen.canNavigate
                        let _: RouteGuard<FeedScreen.ScreenRoute>?.Type = type(of: feedScreenGuard(()))  \
                // FeedScreen.canNavigate(_:) must be \
                `static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?`
                        let postScreenTransition = PostScreen.transition
                        let _: Transition?.Type = type(of: postScreenTransition)  \
                // PostScreen.transition must be `static var transition: Transition?`
                        let postScreenGuard = PostScreen.canNavigate
                        let _: RouteGuard<PostScreen.ScreenRoute>?.Type = type(of: postScreenGuard(dependencies))  \
                // PostScreen.canNavigate(_:) must be \
                `static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?`
                        let _: Dependencies.Type = PostScreen.Dependencies.self  \
                // PostScreen takes what makeDependencies(in:) returns
                    }
                }

                """)
    }

    @Test func aModuleThatNamesRouteScreenModuleItselfIsExtendedWithoutTheConformance() throws {
        let registrar = Registrar(internalModule: "PostInternal", uiModule: "PostUI")
        let plan = try registrar.plan(
            internalSources: SourceScanner.scan(
                source: """
                    struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                    struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                    struct PostFeatureModule: FeatureModule {}
                    extension PostFeatureModule: RouteScreenModule {}
                    """, path: "Screens.swift"),
            uiSources: SourceScanner.scan(source: routes, path: "Routes.swift")
        ).get()
        #expect(plan.moduleAdoptsRouteScreenModule)
        let source = RegistrationGenerator.source(for: plan, registrar: registrar)
        #expect(source.contains("\nextension PostFeatureModule {\n    /// Registers every RouteScreen"))
        #expect(source.contains("    func register(in context: FeatureRegistrationContext) {"))
        #expect(!source.contains("public func register"))
        #expect(!source.contains("makeDependencies(in: context)"), "no screen takes dependencies")
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
        let source = RegistrationGenerator.source(for: plan, registrar: registrar)
        #expect(
            source.hasPrefix(
                """
                // Generated by RouteRegistrarPlugin from FeedInternal and FeedUI. Do not edit.
                public import Wayfinder
                import FeedUI

                /// The feature module of FeedInternal, generated from its RouteScreens.
                public struct FeedFeatureModule: RouteScreenModule {
                    /// Creates the module.
                    public init() {}

                    /// Registers every RouteScreen of FeedInternal, then calls configure(in:).
                    public func register(in context: FeatureRegistrationContext) {
                        context.register(FeedScreen.self)
                        configure(in: context)
                    }
                }

                // MARK: - Signature checks

                extension FeedFeatureModule {
                """))
    }

    /// The registrar reads which screens exist and what their `make` takes, never which
    /// requirements they implement: those are called through the requirements' defaults.
    @Test func theGeneratedRegistrationDoesNotDependOnWhichRequirementsAScreenImplements() throws {
        let registrar = Registrar(internalModule: "PostInternal", uiModule: "PostUI")
        func generated(_ internalSource: String) throws -> String {
            let plan = try registrar.plan(
                internalSources: SourceScanner.scan(source: internalSource, path: "Screens.swift"),
                uiSources: SourceScanner.scan(source: routes, path: "Routes.swift")
            ).get()
            return RegistrationGenerator.source(for: plan, registrar: registrar)
        }
        let bare = try generated(
            """
            struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _ d: Deps) -> Int { 1 } }
            struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
            public struct PostFeatureModule: FeatureModule {
                public func makeDependencies(in context: FeatureRegistrationContext) -> Deps { Deps() }
            }
            """)
        let everything = try generated(
            """
            struct PostScreen: RouteScreen {
                static let transition: Transition? = .fade
                static func canNavigate(_ d: Deps) -> RouteGuard<PostRoute>? { { _, _ in .allow } }
                static func make(_ route: PostRoute, _ d: Deps) -> Int { 1 }
            }
            struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
            public struct PostFeatureModule: FeatureModule {
                public func makeDependencies(in context: FeatureRegistrationContext) -> Deps { Deps() }
                public func configure(in context: FeatureRegistrationContext) {}
            }
            """)
        #expect(bare == everything)
        #expect(bare.contains("        configure(in: context)\n    }"))
    }

    /// A member one slip away from a defaulted requirement is another member: Swift keeps the
    /// default and never calls it. Each case names the member and the requirement it missed.
    @Test(arguments: [
        (
            "static func canNavgate(_ d: Void) -> RouteGuard<PostRoute>? { nil }",
            "PostScreen declares static canNavgate(_:), which is not RouteScreen's `static func canNavigate(_ "
                + "dependencies: Dependencies) -> RouteGuard<ScreenRoute>?`, so the default (no guard) applies and "
                + "canNavgate(_:) is never used: declare the requirement exactly, or make canNavgate(_:) private if "
                + "it is something else"
        ),
        (
            "static func canNavigate(dependencies d: Void) -> RouteGuard<PostRoute>? { nil }",
            "PostScreen declares static canNavigate(dependencies:), which is not RouteScreen's"
        ),
        (
            "func canNavigate(_ d: Void) -> RouteGuard<PostRoute>? { nil }",
            "PostScreen declares canNavigate(_:), which is not RouteScreen's `static func canNavigate("
        ),
        (
            "static let transiton: Transition? = .fade",
            "PostScreen declares static transiton, which is not RouteScreen's `static var transition: "
                + "Transition?`, so the default (the platform's transition) applies"
        ),
        (
            "var transition: Transition? { .fade }",
            "PostScreen declares transition, which is not RouteScreen's `static var transition: Transition?`"
        ),
        (
            "static func transition() -> Transition? { .fade }",
            "PostScreen declares static transition(), which is not RouteScreen's"
        ),
    ])
    func aScreenMemberThatNearlyMatchesARequirementIsAnError(member: String, message: String) {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen {
                    \(member)
                    static func make(_ route: PostRoute, _: Void) -> Int { 1 }
                }
                """, ui: routes)
        #expect(errors(result).count == 1)
        #expect(
            errors(result).first?.hasPrefix("Sources/PostInternal/Screens.swift:3:") == true,
            "\(errors(result))")
        #expect(errors(result).first?.contains(": error: " + message) == true, "\(errors(result))")
    }

    @Test(arguments: [
        (
            "public func makeDependency(in context: FeatureRegistrationContext) -> Deps { Deps() }",
            "PostFeatureModule declares makeDependency(in:), which is not RouteScreenModule's `func "
                + "makeDependencies(in context: FeatureRegistrationContext) -> Dependencies`, so the default (no "
                + "dependencies) applies"
        ),
        (
            "public func configure(with context: FeatureRegistrationContext) {}",
            "PostFeatureModule declares configure(with:), which is not RouteScreenModule's `func configure(in "
                + "context: FeatureRegistrationContext)`, so the default (nothing configured) applies"
        ),
        (
            "public static func configure(in context: FeatureRegistrationContext) {}",
            "PostFeatureModule declares static configure(in:), which is not RouteScreenModule's"
        ),
    ])
    func aModuleMemberThatNearlyMatchesARequirementIsAnError(member: String, message: String) {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen { static func make(_ route: FeedRoute, _: Void) -> Int { 1 } }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                public struct PostFeatureModule: FeatureModule {
                    \(member)
                }
                """, ui: routes)
        #expect(errors(result).count == 1)
        #expect(errors(result).first?.contains(": error: " + message) == true, "\(errors(result))")
    }

    @Test func exactRequirementsPrivateLookalikesAndUnrelatedNamesAreNotNearMisses() {
        let result = plan(
            internal: """
                struct FeedScreen: RouteScreen {
                    static let transition: Transition? = .fade
                    static func canNavigate(_ d: Void) -> RouteGuard<FeedRoute>? { nil }
                    private static func canNavgate(_ d: Void) {}
                    fileprivate static let transitions = [Transition.fade]
                    static func canNavigateBack() -> Bool { true }
                    static func make(_ route: FeedRoute, _: Void) -> Int { 1 }
                }
                struct PostScreen: RouteScreen { static func make(_ route: PostRoute, _: Void) -> Int { 1 } }
                public struct PostFeatureModule: FeatureModule {
                    let dependencies = Deps()
                    public func configure(in context: FeatureRegistrationContext) {}
                    public var configuration = ""
                    var configured = false
                }
                """, ui: routes)
        #expect(errors(result) == [])
    }
}

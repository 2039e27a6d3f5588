import Testing
import WayfinderRegistrar

@Suite struct SourceScannerTests {
    @Test func findsMacroRoutesAndHandConformedRoutesInStructsAndExtensions() {
        let result = SourceScanner.scan(
            source: """
                @Route("post/:id")
                public struct PostRoute { let id: Int }
                @WayfinderCore.Route
                struct NoteRoute { let note: String }
                struct AuthorRoute: Route {}
                struct Legacy {}
                extension Legacy: WayfinderCore.Route {}
                struct NotARoute: Hashable {}
                """, path: "Routes.swift")
        #expect(result.routes.map(\.name) == ["PostRoute", "NoteRoute", "AuthorRoute", "Legacy"])
        #expect(result.routes[0].position == SourcePosition(file: "Routes.swift", line: 2, column: 15))
    }

    @Test func aHashbangLineIsSkippedByItsBytesEvenWhenACombiningMarkFollowsItsBang() {
        // "!\u{0739}" is one Character, so "#!\u{0739}".hasPrefix("#!") is false; Swift's lexer,
        // like the scanner, reads the first two bytes.
        let line = "#!\u{0739} @Route(\"a\") struct Hidden {}\n@Route(\"b\") struct Found {}\n"
        #expect(SourceScanner.scan(source: line, path: "Script.swift").routes.map(\.name) == ["Found"])
        let moved = SourceScanner.scan(source: "\n" + line, path: "Script.swift")
        #expect(moved.routes.map(\.name) == ["Hidden", "Found"])
    }

    @Test func readsTheRouteAndDependenciesOfAScreenFromMake() {
        let result = SourceScanner.scan(
            source: """
                struct PostScreen: RouteScreen {
                    static func make(_ route: PostUI.PostRoute, _ dependencies: PostDependencies) -> some View { Text("") }
                }
                struct FeedScreen {}
                extension FeedScreen: RouteScreen {
                    static func make(_ route: FeedRoute, _: Void) -> String { "" }
                }
                """, path: "Screens.swift")
        #expect(result.screens.map(\.name) == ["PostScreen", "FeedScreen"])
        #expect(result.screens.map(\.routeName) == ["PostRoute", "FeedRoute"])
        #expect(result.screens.map(\.dependenciesType) == ["PostDependencies", "Void"])
        #expect(result.screens.map(\.takesNoDependencies) == [false, true])
    }

    @Test func readsAFlowRouteScreenLikeAnyScreenItsFlowsTheThirdParameter() {
        let result = SourceScanner.scan(
            source: """
                struct NameStep: FlowRouteScreen {
                    static func make(_ route: SignUpNameRoute, _: Void, _ flows: FlowModels) -> String { "" }
                }
                """, path: "Screens.swift")
        #expect(result.screens.map(\.name) == ["NameStep"])
        #expect(result.screens.first?.routeName == "SignUpNameRoute")
        #expect(result.screens.first?.takesNoDependencies == true)
    }

    @Test func readsAnExternalRouteScreensRouteAndDependenciesFromHandOffAndTellsItApart() {
        let result = SourceScanner.scan(
            source: """
                struct SettingsHandOff: ExternalRouteScreen {
                    static func make(_ route: WrongRoute, _: Void) -> String { "" }
                    static func handOff(_ route: PostUI.SettingsRoute, _ legacy: LegacyRouter, context: ExternalRouteContext) {}
                }
                struct HelpHandOff {}
                extension HelpHandOff: Wayfinder.ExternalRouteScreen {
                    typealias ScreenRoute = HelpRoute
                    static func handOff(_ route: ScreenRoute, _: Void, context: ExternalRouteContext) {}
                }
                struct FeedScreen: RouteScreen {
                    static func make(_ route: FeedRoute, _: Void) -> String { "" }
                }
                """, path: "Screens.swift")
        #expect(result.screens.map(\.name) == ["SettingsHandOff", "HelpHandOff", "FeedScreen"])
        #expect(result.screens.map(\.routeName) == ["SettingsRoute", "HelpRoute", "FeedRoute"])
        #expect(result.screens.map(\.dependenciesType) == ["LegacyRouter", "Void", "Void"])
        #expect(result.screens.map(\.isExternal) == [true, true, false])
    }

    @Test func prefersTheScreenRouteTypeAlias() {
        let result = SourceScanner.scan(
            source: """
                struct PostScreen: RouteScreen {
                    typealias ScreenRoute = PostRoute
                    static func make(_ route: ScreenRoute, _: ()) -> String { "" }
                }
                """, path: "Screens.swift")
        #expect(result.screens.first?.routeName == "PostRoute")
        #expect(result.screens.first?.takesNoDependencies == true)
    }

    @Test func findsFeatureModulesTheirAccessAndTheirMembers() {
        let result = SourceScanner.scan(
            source: """
                public struct PostFeatureModule: FeatureModule {
                    func makeDependencies(in context: FeatureRegistrationContext) -> Int { 1 }
                    private static var cache = 0
                    private(set) var count = 0
                }
                extension PostFeatureModule {
                    public func register(in context: FeatureRegistrationContext) {}
                }
                struct Other: Wayfinder.FeatureModule {}
                """, path: "Module.swift")
        #expect(result.modules.map(\.name) == ["PostFeatureModule", "Other"])
        #expect(result.modules.map(\.isPublic) == [true, false])
        #expect(
            result.members.map { "\($0.typeName).\($0.signature)" } == [
                "PostFeatureModule.makeDependencies(in:)", "PostFeatureModule.cache",
                "PostFeatureModule.count",
                "PostFeatureModule.register(in:)",
            ])
        #expect(result.members.map(\.isStatic) == [false, true, false, false])
        #expect(result.members.map(\.isPrivate) == [false, true, false, false])
    }

    @Test func tellsModulesThatAdoptRouteScreenModuleThemselves() {
        let result = SourceScanner.scan(
            source: """
                public struct PostFeatureModule: RouteScreenModule {}
                struct HomeFeatureModule: FeatureModule {}
                """, path: "Module.swift")
        #expect(result.modules.map(\.name) == ["PostFeatureModule", "HomeFeatureModule"])
        #expect(result.modules.map(\.adoptsRouteScreenModule) == [true, false])
    }
}

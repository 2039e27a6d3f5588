import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderLinkTools

@MainActor
@Suite("Route manifest and graph export")
struct ManifestTests {
    @Test func theManifestDescribesEveryRegisteredRoute() throws {
        let manifest = makeTestNavigator().registry.manifest
        #expect(manifest.routes.count == 10)
        let post = try #require(manifest.route(ofType: "PostRoute"))
        #expect(post.pattern == "post/:id")
        #expect(post.parameters == [.init(name: "id", type: "Int")])
        #expect(post.parentType == "HomeRoute")
        #expect(post.owningTab == "home")
        #expect(post.presentation == "push")
        #expect(post.module == "HomeFeature")
        #expect(post.externallyReachable)
        #expect(!post.hasGuard)

        let edit = try #require(manifest.route(ofType: "EditProfileRoute"))
        #expect(edit.hasGuard)
        #expect(edit.parameters == [.init(name: "user", type: "String")])
        #expect(edit.parentType == "ProfileRoute")
        #expect(edit.owningTab == "home")

        #expect(manifest.route(ofType: "ComposeRoute")?.transition == "slideUp")
        #expect(manifest.route(ofType: "SettingsRoute")?.presentation == "sheet")
        #expect(manifest.route(ofType: "AdminRoute")?.externallyReachable == false)
        #expect(
            manifest.route(ofType: "SearchRoute")?.queryParameters == [.init(name: "query", type: "String")])
        let draft = try #require(manifest.route(ofType: "DraftRoute"))
        #expect(draft.pattern == nil)
        #expect(!draft.externallyReachable)
    }

    @Test func theManifestListsTabsWithPriorityAndSlotAndTheDiagnostics() {
        let manifest = makeTestNavigator().registry.manifest
        #expect(
            manifest.tabs == [
                .init(
                    id: "home", title: "Home", rootType: "HomeRoute", priority: 100, hasSlot: true,
                    module: "HomeFeature"),
                .init(
                    id: "search", title: "Search", rootType: "SearchRoute", priority: 50, hasSlot: true,
                    module: "SearchFeature"),
            ])
        #expect(manifest.diagnostics.isEmpty)
    }

    @Test func aTabWithoutASlotAndItsDiagnosticAppearInTheManifest() {
        struct ManyTabs: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.register(HomeRoute.self) { _ in "Home" }
                for index in 0..<6 {
                    context.registerTab(
                        TabSpec(
                            id: TabID("t\(index)"), title: "T", systemImage: "x", root: HomeRoute(),
                            priority: index))
                }
            }
        }
        let navigator = Navigator(modules: [ManyTabs()], root: HomeRoute())
        let manifest = navigator.registry.manifest
        #expect(manifest.tabs.filter { !$0.hasSlot }.map(\.id) == ["t0"])
        #expect(manifest.diagnostics.contains { $0.contains("'t0'") && $0.contains("no slot") })
    }

    @Test func theManifestRoundTripsThroughJSON() throws {
        let manifest = makeTestNavigator().registry.manifest
        #expect(try RouteManifest(decoding: manifest.encoded()) == manifest)
    }

    @Test func theMermaidGraphIsStable() {
        #expect(makeTestNavigator().registry.graph(format: .mermaid) == GoldenGraphs.mermaid)
    }

    @Test func theDOTGraphIsStable() {
        #expect(makeTestNavigator().registry.graph(format: .dot) == GoldenGraphs.dot)
    }

    @Test func theJSONGraphHasANodePerRouteAndAnEdgePerParent() throws {
        let json = makeTestNavigator().registry.graph(format: .json)
        let document = try JSONDecoder().decode(RouteGraph.Document.self, from: Data(json.utf8))
        #expect(document.nodes.count == 10)
        #expect(document.edges.contains(RouteGraph.Edge(from: "ProfileRoute", to: "EditProfileRoute")))
        #expect(document.edges.count == 4)
    }

    @Test func labelsAreEscapedForEachFormat() {
        let manifest = RouteManifest(routes: [
            .init(
                type: "Odd\"Route", identifier: "x", pattern: "a<b>#\"c\"", externallyReachable: true,
                module: "M")
        ])
        #expect(RouteGraph.mermaid(manifest).contains("Odd_Route[\"a#lt;b#gt;#35;#quot;c#quot;\"]"))
        #expect(RouteGraph.dot(manifest).contains("Odd_Route [label=\"a<b>#\\\"c\\\"\"];"))
    }
}

/// A shelf only its own names decode: no guessed value (`1`, `true`, a UUID, `sample`) is one.
enum ManifestShelf: String, RouteParameter, CaseIterable {
    case fiction, poetry
}

@Route("shelf/:shelf")
struct ManifestShelfRoute {
    let shelf: ManifestShelf
    var page: Int = 1
    var note: String?
    var parent: (any Route)? { LoginRoute() }
    var preferredPresentation: Presentation { .sheet }
}

private struct ShelfModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(LoginRoute.self) { _ in "login" }
        context.register(ManifestShelfRoute.self) { _ in "shelf" }
    }
}

@MainActor
@Test func theManifestReadsParameterTypesParentAndPresentationFromTheRoutesSample() throws {
    let navigator = Navigator(modules: [ShelfModule()], root: LoginRoute())
    let shelf = try #require(navigator.registry.manifest.route(ofType: "ManifestShelfRoute"))
    #expect(shelf.parameters == [.init(name: "shelf", type: "ManifestShelf")])
    #expect(shelf.queryParameters == [.init(name: "page", type: "Int"), .init(name: "note", type: "String")])
    #expect(shelf.parentType == "LoginRoute")
    #expect(shelf.presentation == "sheet")
}

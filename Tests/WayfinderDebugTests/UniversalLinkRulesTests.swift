import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderLinkTools

/// A manifest route with a pattern, for the universal-link rules.
private func route(
    _ type: String, _ pattern: String, reachable: Bool = true, parameters: [RouteManifest.Parameter] = [],
    rules: RouteLinkRules = .standard
) -> RouteManifest.Entry {
    RouteManifest.Entry(
        type: type, identifier: pattern, pattern: pattern, parameters: parameters,
        externallyReachable: reachable,
        module: "App", linkRules: rules)
}

/// The crowdfunding app's profile routes: a profile opens in the app only, the e-mail check is
/// a link.
private let profileManifest = RouteManifest(routes: [
    route(
        "ProfileRoute", "profile/:user", reachable: false, parameters: [.init(name: "user", type: "String")]),
    route("VerifyEmailRoute", "profile/verify_email"),
])

private func components(_ manifest: RouteManifest, host: String? = nil) throws -> [AppSiteAssociation
    .Component]
{
    try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"], host: host).details[0].components
}

private func claims(_ association: AppSiteAssociation, _ path: String) -> Bool {
    association.details[0].firstComponent(matching: path).map { !$0.exclude } ?? false
}

@Suite("Universal-link files by the platform's rules")
struct UniversalLinkRulesTests {
    // MARK: - Order

    @Test func anInAppPlaceholderRouteDoesNotHideALiteralRouteThatLinksOpen() throws {
        let association = try AppSiteAssociation(manifest: profileManifest, appIDs: ["A.b"])
        #expect(
            association.details[0].components == [
                .init(path: "/profile/verify_email", comment: "opens VerifyEmailRoute"),
                .init(path: "/profile/?*", exclude: true, comment: "ProfileRoute refuses outside links"),
            ])
        #expect(claims(association, "/profile/verify_email"))
        #expect(!claims(association, "/profile/ann"))
        #expect(association.findings(against: profileManifest).isEmpty)
    }

    /// An alias that opens in-app only is no claim: the file excludes its paths, the both-way
    /// check agrees, and neither the intent filters nor the baseline list it.
    @Test func anInAppOnlyAliasIsNeitherClaimedNorInTheBaseline() throws {
        var renamed = RouteManifest.Entry(
            type: "PostRoute", identifier: "p/:id", pattern: "p/:id", aliases: ["posts/:id", "old/:id"],
            parameters: [.init(name: "id", type: "Int")], externallyReachable: true, module: "App",
            inAppOnlyAliases: ["old/:id"])
        let manifest = RouteManifest(routes: [renamed])
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        #expect(claims(association, "/p/7"))
        #expect(claims(association, "/posts/7"))
        #expect(!claims(association, "/old/7"))
        #expect(association.findings(against: manifest).isEmpty)
        let filters = try AssetLinks.intentFilterLines(for: manifest).joined(separator: "\n")
        #expect(filters.contains("/posts/"))
        #expect(!filters.contains("/old/"))
        #expect(LinkBaseline(manifest: manifest).links.map(\.aliases) == [["posts/:id"]])
        // The manifest keeps which aliases open in-app only, and an old manifest reads as none.
        let decoded = try JSONDecoder().decode(RouteManifest.self, from: JSONEncoder().encode(manifest))
        #expect(decoded.routes[0].inAppOnlyAliases == ["old/:id"])
        renamed.inAppOnlyAliases = []
        let plain = try JSONEncoder().encode(RouteManifest(routes: [renamed]))
        #expect(!String(decoding: plain, as: UTF8.self).contains("inAppOnlyAliases"))
    }

    @Test func theCheckFailsOnAPlantedExclusionOrderBug() throws {
        var association = try AppSiteAssociation(manifest: profileManifest, appIDs: ["A.b"])
        // Every exclusion first, as files were written before.
        association.details[0].components.sort { $0.exclude && !$1.exclude }
        let hidden = AppSiteAssociation.Finding.routeNotReceived(
            type: "VerifyEmailRoute", pattern: "profile/verify_email", examplePath: "/profile/verify_email",
            excludedBy: .init(
                path: "/profile/?*", exclude: true, comment: "ProfileRoute refuses outside links"))
        #expect(association.findings(against: profileManifest).contains(hidden))
    }

    @Test func aDeeperRouteComesBeforeTheExclusionOfTheShallowerOnesDeeperPaths() throws {
        let manifest = RouteManifest(routes: [
            route("ProfileRoute", "profile/:user"),
            route("EditProfileRoute", "profile/:user/edit"),
            route("DiscardRoute", "profile/me/edit/discard", reachable: false),
        ])
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        #expect(
            association.details[0].components.map(\.path) == [
                "/profile/me/edit/discard", "/profile/?*/?*/edit", "/profile/?*/edit", "/profile/?*/?*",
                "/profile/?*",
            ])
        #expect(claims(association, "/profile/ann/edit"))
        #expect(!claims(association, "/profile/me/edit/discard"))
        #expect(association.findings(against: manifest).isEmpty)
    }

    // MARK: - One segment per placeholder

    @Test func aPlaceholderClaimsOneSegmentNotTheDeeperPaths() throws {
        let manifest = RouteManifest(routes: [route("ProfileRoute", "profile/:user")])
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        #expect(claims(association, "/profile/ann"))
        #expect(!claims(association, "/profile/ann/admin/x"))
        #expect(!claims(association, "/profile/ann/admin"))
        #expect(!claims(association, "/profile/a/b/c"))
        #expect(association.findings(against: manifest).isEmpty)
    }

    @Test func aPlaceholderInsideAPatternTakesOneSegment() throws {
        let manifest = RouteManifest(routes: [route("EditRoute", "profile/:user/edit")])
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        #expect(claims(association, "/profile/ann/edit"))
        #expect(!claims(association, "/profile/ann/x/edit"))
        #expect(association.findings(against: manifest).isEmpty)
    }

    @Test func aLonePlaceholderDoesNotClaimTheWholeDomain() throws {
        let manifest = RouteManifest(routes: [route("ProjectRoute", ":slug")])
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        #expect(try components(manifest).map(\.path) == ["/?*/?*", "/?*"])
        #expect(claims(association, "/wayfinder"))
        #expect(!claims(association, "/.well-known/apple-app-site-association"))
        #expect(association.findings(against: manifest).isEmpty)
    }

    @Test func theCheckFailsOnAPlantedOverBroadStar() throws {
        let manifest = RouteManifest(routes: [route("ProjectRoute", ":slug")])
        let association = AppSiteAssociation(details: [
            .init(appIDs: ["A.b"], components: [.init(path: "/*", comment: "opens ProjectRoute")])
        ])
        let found = association.findings(against: manifest)
        #expect(
            found.contains(
                .pathOpensNoRoute(
                    component: .init(path: "/*", comment: "opens ProjectRoute"),
                    examplePath: "/.well-known/apple-app-site-association")))
        #expect(
            found.contains(
                .pathOpensNoRoute(
                    component: .init(path: "/*", comment: "opens ProjectRoute"), examplePath: "/x/x")))
    }

    @Test func aCatchAllTailClaimsTheRestAndKeepsItsPrefixesDeeperPaths() throws {
        let manifest = RouteManifest(routes: [
            route("FileRoute", "files/:id", parameters: [.init(name: "id", type: "Int")]),
            route("FilesRoute", "files/*path", parameters: [.init(name: "path", type: "String")]),
        ])
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        // The deeper paths of files/:id are the tail's, so no exclusion takes them away, and
        // the tail's component is the same as the placeholder's.
        #expect(try components(manifest).map(\.path) == ["/files/?*"])
        #expect(claims(association, "/files/a/b/c"))
        #expect(!claims(association, "/files"))
        #expect(association.findings(against: manifest).isEmpty)
    }

    // MARK: - Hosts, any web link, query, case

    @Test func aHostBoundRouteHasComponentsOnlyInItsHostsFile() throws {
        let manifest = RouteManifest(routes: [
            route("PostRoute", "post/:id", parameters: [.init(name: "id", type: "Int")]),
            route("ClickRoute", "*", rules: RouteLinkRules(host: "Clicks.example.com")),
            route("BrowserRoute", "open/*url", rules: RouteLinkRules(opensAnyWebLink: true)),
        ])
        #expect(AppSiteAssociation.boundHosts(in: manifest) == ["clicks.example.com"])
        #expect(try components(manifest, host: "example.com").map(\.path) == ["/post/?*/?*", "/post/?*"])
        let clicks = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"], host: "clicks.example.com")
        #expect(clicks.details[0].components.map(\.path) == ["/post/?*", "/?*"])
        #expect(claims(clicks, "/any/path/at/all"))
        #expect(clicks.findings(against: manifest, host: "clicks.example.com").isEmpty)
        let main = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"], host: "example.com")
        #expect(main.findings(against: manifest, host: "example.com").isEmpty)
        #expect(!claims(main, "/open/https%3A%2F%2Fexample.org"))
    }

    @Test func queryConditionsBecomeQueryDictionariesAndExclusions() throws {
        let manifest = RouteManifest(routes: [
            route("CommentsRoute", "projects/:slug", rules: RouteLinkRules(requiredQueryItems: ["comment"])),
            route("ProjectRoute", "projects/:slug"),
            route("ResetRoute", "reset", rules: RouteLinkRules(forbiddenQueryItems: ["token"])),
        ])
        let found = try components(manifest)
        #expect(
            found.contains(
                .init(path: "/projects/?*", queryItems: ["comment": "*"], comment: "opens CommentsRoute")))
        let comments = try #require(found.firstIndex { $0.comment == "opens CommentsRoute" })
        let project = try #require(found.firstIndex { $0.comment == "opens ProjectRoute" })
        #expect(comments < project)
        #expect(
            found.contains(
                .init(
                    path: "/reset", queryItems: ["token": "*"], exclude: true,
                    comment: "ResetRoute refuses links with token")))
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        #expect(association.findings(against: manifest).isEmpty)
    }

    @Test func aForbiddenItemThatALaterRouteOpensIsNotExcluded() throws {
        let manifest = RouteManifest(routes: [
            route(
                "ResetRoute", "reset",
                rules: RouteLinkRules(requiredQueryItems: ["email"], forbiddenQueryItems: ["token"])),
            route("PlainResetRoute", "reset"),
        ])
        #expect(try components(manifest).allSatisfy { !$0.exclude })
    }

    @Test func aCaseInsensitiveRouteSaysSo() throws {
        let manifest = RouteManifest(routes: [
            route("NewTabRoute", "settings/newTab", rules: RouteLinkRules(matchesCaseInsensitively: true))
        ])
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        #expect(
            association.details[0].components == [
                .init(path: "/settings/newTab", comment: "opens NewTabRoute", caseSensitive: false)
            ])
        #expect(claims(association, "/SETTINGS/NEWTAB"))
        #expect(String(decoding: association.encoded(), as: UTF8.self).contains(#""caseSensitive" : false"#))
        #expect(association.findings(against: manifest).isEmpty)
    }

    // MARK: - Android

    @Test func intentFilterLinesTakeOneSegmentPerPlaceholderAndTheRestForATail() throws {
        let manifest = RouteManifest(routes: [
            route("ProjectRoute", ":slug"),
            route("FilesRoute", "files/*path"),
            route("FeedRoute", "feed.rss"),
            route("ClickRoute", "*", rules: RouteLinkRules(host: "clicks.example.com")),
        ])
        let lines = try AssetLinks.intentFilterLines(for: manifest, host: "example.com")
        #expect(
            lines == [
                #"<data android:path="/feed.rss" />"#,
                #"<data android:pathAdvancedPattern="/[^/]+" />"#,
                #"<data android:pathAdvancedPattern="/files/.+" />"#,
            ])
        #expect(!lines.contains { $0.contains(".*") })
        #expect(
            try AssetLinks.intentFilterLines(for: manifest, host: "clicks.example.com").contains(
                #"<data android:pathAdvancedPattern="/.+" />"#))
    }

    // MARK: - Validation

    @Test func aCraftedPatternIsRefusedBeforeAnyFileIsGenerated() throws {
        let crafted = #"x"/><data android:host="evil.example" a="&"#
        let manifest = RouteManifest(routes: [route("EvilRoute", crafted)])
        let refused = RouteManifestError.invalidPattern(
            type: "EvilRoute", pattern: crafted,
            reason: try #require(RoutePattern.problems(in: crafted).first).description)
        #expect(throws: refused) { try AssetLinks.intentFilterLines(for: manifest) }
        #expect(throws: refused) { try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"]) }
        #expect(throws: refused) { try RouteManifest(decoding: manifest.encoded()) }
        #expect(refused.description.hasPrefix("EvilRoute: the pattern \"x\"/>"))
    }

    @Test func aCraftedHostOrQueryNameIsRefusedNamingTheRoute() {
        let host = RouteManifest(routes: [route("ClickRoute", "c", rules: RouteLinkRules(host: "a\"b"))])
        #expect(throws: RouteManifestError.invalidHost(type: "ClickRoute", host: "a\"b")) {
            try host.validate()
        }
        let query = RouteManifest(routes: [
            route("R", "r", rules: RouteLinkRules(requiredQueryItems: ["<x>"]))
        ])
        #expect(throws: RouteManifestError.invalidQueryItemName(type: "R", name: "<x>")) {
            try query.validate()
        }
    }

    // MARK: - The manifest shows the rules

    @Test func theManifestCarriesLinkRulesAndLeavesDefaultsOut() throws {
        let rules = RouteLinkRules(
            requiredQueryItems: ["payload"], forbiddenQueryItems: ["token"], host: "emails.example.com",
            matchesCaseInsensitively: true, isLenient: true, nestedLinkParameter: "url", opensAnyWebLink: true
        )
        let manifest = RouteManifest(routes: [
            route("CheckoutRoute", "checkout", rules: rules), route("HomeRoute", "home"),
        ])
        let json = String(decoding: manifest.encoded(), as: UTF8.self)
        #expect(json.components(separatedBy: "\"linkRules\"").count == 2)
        #expect(json.contains(#""forbiddenQueryItems" : ["#))
        #expect(!json.contains("receivesFragment"))
        let decoded = try RouteManifest(decoding: manifest.encoded())
        #expect(decoded == manifest)
        #expect(decoded.routes[0].linkRules == rules)
    }

    @Test func aManifestWrittenBeforeLinkRulesReadsAsStandardRules() throws {
        let old = Data(
            #"""
            {"format": "wayfinder.route-manifest", "version": 1, "tabs": [], "diagnostics": [],
             "routes": [{"type": "HomeRoute", "identifier": "home", "pattern": "home", "parameters": [],
             "queryParameters": [], "presentation": "push", "hasGuard": false, "externallyReachable": true,
             "module": "App"}]}
            """#.utf8)
        let manifest = try RouteManifest(decoding: old)
        #expect(manifest.routes[0].linkRules == .standard)
    }

    @MainActor
    @Test func theRegistrysManifestReadsEachRoutesLinkRules() throws {
        let navigator = Navigator(modules: [RulesModule()], root: CheckoutLinkRoute(payload: "p"))
        let entry = try #require(navigator.registry.manifest.route(ofType: "CheckoutLinkRoute"))
        #expect(entry.linkRules == CheckoutLinkRoute.linkRules)
    }

    @Test func theGraphLabelsShowTheRules() {
        let manifest = RouteManifest(routes: [
            route(
                "ClickRoute", "*",
                rules: RouteLinkRules(requiredQueryItems: ["u"], host: "clicks.example.com"))
        ])
        #expect(RouteGraph.mermaid(manifest).contains("requires u, host clicks.example.com"))
    }
}

struct CheckoutLinkRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "checkout")
    static var linkRules: RouteLinkRules {
        RouteLinkRules(requiredQueryItems: ["payload"], forbiddenQueryItems: ["token"], isLenient: true)
    }
    let payload: String
    init(payload: String) { self.payload = payload }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        payload = try parameters.decode(String.self, for: "payload")
    }
    var parameters: RouteParameters { RouteParameters(["payload": payload]) }
    static var sample: CheckoutLinkRoute? { CheckoutLinkRoute(payload: "p") }
}

private struct RulesModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(CheckoutLinkRoute.self) { _ in "checkout" }
    }
}

import Foundation
import Testing
import WayfinderCore
import WayfinderLinkTools

@testable import Wayfinder

// MARK: - Fixtures

private func parameter(_ name: String, _ type: String) -> RouteManifest.Parameter {
    RouteManifest.Parameter(name: name, type: type)
}

private func route(
    _ type: String, _ pattern: String?, aliases: [String] = [], parameters: [RouteManifest.Parameter] = [],
    query: [RouteManifest.Parameter] = [], reachable: Bool = true
) -> RouteManifest.Entry {
    RouteManifest.Entry(
        type: type, identifier: pattern ?? type, pattern: pattern, aliases: aliases, parameters: parameters,
        queryParameters: query, externallyReachable: reachable && pattern != nil, module: "App")
}

/// The first release: a profile, a post with a numeric query, login, and routes outside links
/// never reach.
private let firstRelease = RouteManifest(routes: [
    route("ProfileRoute", "profile/:user", aliases: ["u/:user"], parameters: [parameter("user", "String")]),
    route("PostRoute", "post/:id", parameters: [parameter("id", "Int")], query: [parameter("page", "Int")]),
    route("LoginRoute", "login"),
    route("DebugRoute", "debug/menu", reachable: false),
    route("SheetRoute", nil),
])

private let baseline = LinkBaseline(manifest: firstRelease)

@MainActor
@Suite("The link baseline: what links an app promised, and which changes break them")
struct LinkBaselineTests {
    // MARK: - The file

    @Test func theBaselineHoldsEveryExternallyReachablePatternSortedWithItsParametersAndAliases() {
        #expect(baseline.links.map(\.pattern) == ["login", "post/:id", "profile/:user"])
        #expect(baseline.links[2].aliases == ["u/:user"])
        #expect(baseline.links[1].queryParameters == [parameter("page", "Int")])
        #expect(baseline.format == "wayfinder.link-baseline")
        #expect(baseline.version == 1)
    }

    @Test func theEncodedBaselineIsStablePrettyJSONWithSortedKeysAndATrailingNewline() throws {
        let small = LinkBaseline(
            manifest: RouteManifest(routes: [
                route(
                    "ProfileRoute", "profile/:user", aliases: ["u/:user"],
                    parameters: [parameter("user", "String")],
                    query: [parameter("tab", "ProfileTab")]),
                route("LoginRoute", "login"),
            ]))
        let expected = """
            {
              "format" : "wayfinder.link-baseline",
              "links" : [
                {
                  "aliases" : [

                  ],
                  "parameters" : [

                  ],
                  "pattern" : "login",
                  "queryParameters" : [

                  ],
                  "type" : "LoginRoute"
                },
                {
                  "aliases" : [
                    "u/:user"
                  ],
                  "parameters" : [
                    {
                      "name" : "user",
                      "type" : "String"
                    }
                  ],
                  "pattern" : "profile/:user",
                  "queryParameters" : [
                    {
                      "name" : "tab",
                      "type" : "ProfileTab"
                    }
                  ],
                  "type" : "ProfileRoute"
                }
              ],
              "version" : 1
            }

            """
        #expect(String(decoding: small.encoded(), as: UTF8.self) == expected)
        #expect(try LinkBaseline(decoding: small.encoded()) == small)
    }

    @Test(arguments: [
        ("[1, 2", "not a link baseline: the file is not a JSON object"),
        (
            #"{"format": "wayfinder.route-manifest", "version": 1}"#,
            #"not a link baseline: its format is "wayfinder.route-manifest", expected "wayfinder.link-baseline""#
        ),
        (
            #"{"version": 1}"#,
            #"not a link baseline: its format is missing, expected "wayfinder.link-baseline""#
        ),
        (
            #"{"format": "wayfinder.link-baseline", "version": 7, "links": []}"#,
            "link baseline version 7 is not supported: this version of Wayfinder reads 1 to 1"
        ),
        (
            #"{"format": "wayfinder.link-baseline", "version": 1}"#,
            "malformed link baseline: the field 'links' is missing"
        ),
        (
            #"{"format": "wayfinder.link-baseline", "version": 1, "links": [{"type": "A", "pattern": 3}]}"#,
            "malformed link baseline: expected String at links[0].pattern"
        ),
        (
            #"{"format": "wayfinder.link-baseline", "version": 1, "links": [{"type": "A", "pattern": "a//b", "parameters": [], "queryParameters": [], "aliases": []}]}"#,
            #"malformed link baseline: "a//b" is not a route pattern"#
        ),
    ])
    func aMalformedFileIsATypedErrorNamingWhatWasWrong(file: String, message: String) {
        #expect {
            try LinkBaseline(decoding: Data(file.utf8))
        } throws: { error in
            (error as? LinkBaselineError).map { "\($0)".hasPrefix(message) } ?? false
        }
    }

    @Test func aWrongFormatAndANewerVersionAreTheirOwnCases() {
        #expect(throws: LinkBaselineError.notABaseline(format: nil)) {
            try LinkBaseline(decoding: Data("{}".utf8))
        }
        #expect(throws: LinkBaselineError.unsupportedVersion(2, newest: 1)) {
            try LinkBaseline(decoding: Data(#"{"format": "wayfinder.link-baseline", "version": 2}"#.utf8))
        }
    }

    // MARK: - The fingerprint

    @Test func theFingerprintIsTheSameForTheSameLinksInAnyOrder() {
        let reversed = LinkBaseline(links: baseline.links.reversed())
        var unsorted = baseline
        unsorted.links.reverse()
        #expect(reversed.fingerprint == baseline.fingerprint)
        #expect(unsorted.fingerprint == baseline.fingerprint)
        #expect(baseline.fingerprint.rawValue.count == 8)
        #expect(baseline.fingerprint.rawValue.allSatisfy { $0.isHexDigit })
    }

    @Test(arguments: [
        ("a renamed pattern", route("LoginRoute", "sign-in")),
        ("an added alias", route("LoginRoute", "login", aliases: ["signin"])),
        ("a query parameter", route("LoginRoute", "login", query: [parameter("next", "String")])),
        ("a route outside links no longer reach", route("LoginRoute", "login", reachable: false)),
    ])
    func theFingerprintChangesWithAnyChangeOfALink(change: String, login: RouteManifest.Entry) {
        var routes = firstRelease.routes
        routes[2] = login
        #expect(
            LinkBaseline(manifest: RouteManifest(routes: routes)).fingerprint != baseline.fingerprint,
            "\(change)")
    }

    @Test func aChangeOfARouteOutsideLinksNeverReachLeavesTheFingerprint() {
        var routes = firstRelease.routes
        routes[3] = route("DebugRoute", "debug/settings", reachable: false)
        #expect(LinkBaseline(manifest: RouteManifest(routes: routes)).fingerprint == baseline.fingerprint)
    }

    @Test func theRegistrysFingerprintIsThatOfTheBaselineOfItsManifest() {
        let navigator = Navigator(
            modules: [TestFeature(name: "Home", routes: [HomeRoute.self, PostRoute.self])], root: HomeRoute(),
            schemes: ["myapp"])
        #expect(
            navigator.registry.linkFingerprint
                == LinkBaseline(manifest: navigator.registry.manifest).fingerprint)
        #expect(navigator.registry.linkFingerprint == navigator.registry.linkFingerprint)
    }

    // MARK: - What is not a break

    @Test func theSameRoutesHaveNoBreaks() {
        #expect(baseline.breaks(in: firstRelease) == [])
    }

    @Test func renamingAPlaceholderIsNotABreakBecauseURLsNeverNameIt() {
        var current = firstRelease
        current.routes[0] = route(
            "ProfileRoute", "profile/:name", aliases: ["u/:name"], parameters: [parameter("name", "String")])
        #expect(baseline.breaks(in: current) == [])
    }

    @Test func anAliasKeepsARenamedPatternFromBreaking() {
        var current = firstRelease
        current.routes[0] = route(
            "ProfileRoute", "people/:user", aliases: ["profile/:user", "u/:user"],
            parameters: [parameter("user", "String")])
        #expect(baseline.breaks(in: current) == [])
    }

    @Test func wideningATypeIsNotABreak() {
        var current = firstRelease
        current.routes[1] = route(
            "PostRoute", "post/:id", parameters: [parameter("id", "String")],
            query: [parameter("page", "Double")])
        #expect(baseline.breaks(in: current) == [])
    }

    @Test func newRoutesAndPatternsAreNotBreaks() {
        var current = firstRelease
        current.routes.append(route("SearchRoute", "search", query: [parameter("q", "String")]))
        current.routes[2] = route("LoginRoute", "login", aliases: ["signin"])
        #expect(baseline.breaks(in: current) == [])
    }

    @Test(arguments: [
        ("String", "String", false), ("Int", "String", false), ("UUID", "String", false),
        ("Int", "Double", false),
        ("String", "Int", true), ("Double", "Int", true), ("String", "UUID", true), ("Bool", "Int", true),
        ("String", "ProfileTab", true), ("ProfileTab", "OtherTab", true), ("unknown", "Int", false),
        ("Int", "unknown", false),
    ])
    func theNarrowingRule(old: String, new: String, narrows: Bool) {
        #expect(LinkBaseline.isNarrowing(from: old, to: new) == narrows)
    }

    // MARK: - Each break

    @Test func aRenamedPatternWithoutAnAliasBreaksAndTheFixNamesTheAlias() {
        var current = firstRelease
        current.routes[0] = route(
            "ProfileRoute", "people/:user", aliases: ["u/:user"], parameters: [parameter("user", "String")])
        let breaks = baseline.breaks(in: current)
        #expect(
            breaks == [
                .patternRemoved(
                    pattern: "profile/:user", type: "ProfileRoute", currentPattern: "people/:user")
            ])
        #expect(
            breaks.map(\.description) == [
                #"profile/:user: links to ProfileRoute no longer open, no pattern or alias answers them; fix: add aliases: ["profile/:user"] to @Route of ProfileRoute"#
            ])
    }

    @Test func aRemovedRouteBreaksAndSaysOldLinksWillFail() {
        var current = firstRelease
        current.routes.remove(at: 2)
        let breaks = baseline.breaks(in: current)
        #expect(breaks == [.patternRemoved(pattern: "login", type: "LoginRoute", currentPattern: nil)])
        #expect(
            breaks.map(\.description) == [
                #"login: links to LoginRoute no longer open, no pattern or alias answers them; LoginRoute is gone, so old links will fail; fix: add aliases: ["login"] to the @Route that replaces it"#
            ])
    }

    @Test func aRemovedAliasBreaksLikeARemovedPattern() {
        var current = firstRelease
        current.routes[0] = route("ProfileRoute", "profile/:user", parameters: [parameter("user", "String")])
        let breaks = baseline.breaks(in: current)
        #expect(
            breaks == [.aliasRemoved(alias: "u/:user", type: "ProfileRoute", currentPattern: "profile/:user")]
        )
        #expect(
            breaks.map(\.description) == [
                #"u/:user: the alias of ProfileRoute is gone, no pattern or alias answers its links; fix: add aliases: ["u/:user"] to @Route of ProfileRoute"#
            ])
    }

    @Test func aNarrowedPathOrQueryParameterBreaksNamingBothTypes() {
        var current = firstRelease
        current.routes[0] = route(
            "ProfileRoute", "profile/:user", aliases: ["u/:user"], parameters: [parameter("user", "Int")])
        current.routes[1] = route(
            "PostRoute", "post/:id", parameters: [parameter("id", "Int")], query: [parameter("page", "Bool")])
        let breaks = baseline.breaks(in: current)
        #expect(
            breaks == [
                .parameterNarrowed(
                    pattern: "post/:id", type: "PostRoute", parameter: "page", kind: .query, from: "Int",
                    to: "Bool"),
                .parameterNarrowed(
                    pattern: "profile/:user", type: "ProfileRoute", parameter: "user", kind: .path,
                    from: "String",
                    to: "Int"),
            ])
        #expect(
            breaks.map(\.description) == [
                "post/:id: the query parameter page of PostRoute narrowed from Int to Bool, old links whose page is not a valid Bool fail; fix: declare page as Int again (or a type that accepts every Int)",
                "profile/:user: the path parameter user of ProfileRoute narrowed from String to Int, old links whose user is not a valid Int fail; fix: declare user as String again (or a type that accepts every String)",
            ])
    }

    @Test func aPathParameterIsComparedByPositionThroughAnAliasByName() {
        var current = firstRelease
        current.routes[0] = route(
            "ProfileRoute", "people/:name", aliases: ["profile/:name", "u/:name"],
            parameters: [parameter("name", "UUID")])
        #expect(
            baseline.breaks(in: current) == [
                .parameterNarrowed(
                    pattern: "profile/:user", type: "ProfileRoute", parameter: "user", kind: .path,
                    from: "String",
                    to: "UUID")
            ])
    }

    @Test func aRouteThatNowRefusesOutsideLinksBreaks() {
        var current = firstRelease
        current.routes[2] = route("LoginRoute", "login", reachable: false)
        let breaks = baseline.breaks(in: current)
        #expect(breaks == [.noLongerExternallyReachable(pattern: "login", type: "LoginRoute")])
        #expect(
            breaks.map(\.description) == [
                "login: LoginRoute now refuses outside links, which opened it before; fix: remove externallyReachable: false from @Route of LoginRoute"
            ])
    }

    @Test func everyBreakIsReportedAtOnceInBaselineOrder() {
        let current = RouteManifest(routes: [
            route("PostRoute", "post/:id", parameters: [parameter("id", "String")])
        ])
        #expect(baseline.breaks(in: current).map(\.pattern) == ["login", "profile/:user", "u/:user"])
    }

    // MARK: - From a real registry

    @Test func theManifestRecordsEachRoutesAliasesAndAReleaseThatAddsTheAliasHasNoBreaks() {
        let first = Navigator(
            modules: [TestFeature(name: "People", routes: [HomeRoute.self, FirstRelease.MemberRoute.self])],
            root: HomeRoute(), schemes: ["myapp"])
        let second = Navigator(
            modules: [TestFeature(name: "People", routes: [HomeRoute.self, SecondRelease.MemberRoute.self])],
            root: HomeRoute(), schemes: ["myapp"])
        let manifest = second.registry.manifest
        #expect(manifest.route(ofType: "MemberRoute")?.aliases == ["members/:name"])
        #expect(manifest.route(ofType: "HomeRoute")?.aliases == [])
        let before = LinkBaseline(manifest: first.registry.manifest)
        #expect(before.links.map(\.pattern).contains("members/:name"))
        #expect(before.breaks(in: manifest) == [])
    }

    @Test func aManifestWrittenBeforeAliasesDecodesWithNone() throws {
        let old = #"""
            {"format": "wayfinder.route-manifest", "version": 1, "tabs": [], "diagnostics": [],
             "routes": [{"type": "LoginRoute", "identifier": "login", "pattern": "login", "parameters": [],
                         "queryParameters": [], "presentation": "push", "hasGuard": false,
                         "externallyReachable": true, "module": "Auth"}]}
            """#
        let manifest = try RouteManifest(decoding: Data(old.utf8))
        #expect(manifest.routes.map(\.aliases) == [[]])
        #expect(try RouteManifest(decoding: manifest.encoded()) == manifest)
    }
}

import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderLinkTools

/// A small manifest: two reachable routes with placeholders, a literal route, one route that
/// refuses outside links under a reachable one's glob, and an in-app-only route.
let smallManifest = RouteManifest(routes: [
    .init(
        type: "PostRoute", identifier: "post/:id", pattern: "post/:id",
        parameters: [.init(name: "id", type: "Int")], externallyReachable: true, module: "Home"),
    .init(
        type: "ProfileRoute", identifier: "profile/:user", pattern: "profile/:user",
        parameters: [.init(name: "user", type: "String")], externallyReachable: true, module: "Profile"),
    .init(
        type: "SettingsRoute", identifier: "settings", pattern: "settings", externallyReachable: true,
        module: "Settings"),
    .init(
        type: "ProfileDebugRoute", identifier: "profile/debug", pattern: "profile/debug",
        externallyReachable: false, module: "Profile"),
    .init(
        type: "DraftRoute", identifier: "DraftRoute", pattern: nil, externallyReachable: false, module: "Home"
    ),
])

/// The file `smallManifest` makes, byte for byte.
let smallManifestGolden = """
    {
      "applinks" : {
        "details" : [
          {
            "appIDs" : [
              "ABCDE12345.com.example.app"
            ],
            "components" : [
              {
                "/" : "/profile/debug",
                "comment" : "ProfileDebugRoute refuses outside links",
                "exclude" : true
              },
              {
                "/" : "/post/?*/?*",
                "comment" : "PostRoute opens no deeper path",
                "exclude" : true
              },
              {
                "/" : "/profile/?*/?*",
                "comment" : "ProfileRoute opens no deeper path",
                "exclude" : true
              },
              {
                "/" : "/post/?*",
                "comment" : "opens PostRoute"
              },
              {
                "/" : "/profile/?*",
                "comment" : "opens ProfileRoute"
              },
              {
                "/" : "/settings",
                "comment" : "opens SettingsRoute"
              }
            ]
          }
        ]
      }
    }

    """

@Suite("apple-app-site-association: generating and checking")
struct AppSiteAssociationTests {
    @Test func generatedFileMatchesTheGoldenFileForASmallManifest() throws {
        let association = try AppSiteAssociation(
            manifest: smallManifest, appIDs: ["ABCDE12345.com.example.app"])
        #expect(String(decoding: association.encoded(), as: UTF8.self) == smallManifestGolden)
    }

    @Test func exclusionsComeBeforeEveryComponentThatWouldMatchTheirPaths() throws {
        let association = try AppSiteAssociation(manifest: smallManifest, appIDs: ["A.b"])
        let detail = try #require(association.details.first)
        #expect(detail.components.map(\.exclude) == [true, true, true, false, false, false])
        #expect(detail.firstComponent(matching: "/profile/debug")?.exclude == true)
        #expect(detail.firstComponent(matching: "/profile/ann")?.comment == "opens ProfileRoute")
    }

    @Test func aliasesGetAComponentOfTheirOwn() throws {
        var manifest = smallManifest
        manifest.routes[0].aliases = ["p/:id"]
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        let paths = try #require(association.details.first).components.map(\.path)
        #expect(
            paths == [
                "/profile/debug", "/p/?*/?*", "/post/?*/?*", "/profile/?*/?*", "/p/?*", "/post/?*",
                "/profile/?*",
                "/settings",
            ])
    }

    @MainActor
    @Test func everyGeneratedComponentsExamplePathOpensItsRouteThroughTheMatcher() throws {
        let navigator = makeTestNavigator()
        let manifest = navigator.registry.manifest
        let association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        let policy = LinkPolicy(hosts: ["example.com"])
        let included = try #require(association.details.first).components.filter {
            !$0.exclude && $0.queryItems == nil
        }
        #expect(
            included.count == manifest.routes.filter { $0.externallyReachable && $0.pattern != nil }.count)
        for component in included {
            let typeName = try #require(component.comment?.replacingOccurrences(of: "opens ", with: ""))
            let entry = try #require(manifest.route(ofType: typeName))
            let path = AppSiteAssociation.examplePath(
                ofPattern: try #require(entry.pattern), parameters: entry.parameters)
            #expect(AppSiteAssociation.Component.glob(try #require(component.path), matches: path))
            let routes = try navigator.registry.matcher.routes(
                for: policy.linkPath(of: "https://example.com" + path))
            #expect(routes.map { String(describing: type(of: $0)) } == [typeName], "\(path)")
        }
        #expect(association.findings(against: manifest, matcher: navigator.registry.matcher).isEmpty)
        #expect(association.findings(against: manifest).isEmpty)
    }

    @MainActor
    @Test func checkReportsBothDirectionsOnAPlantedMismatch() throws {
        let navigator = makeTestNavigator()
        let manifest = navigator.registry.manifest
        var association = try AppSiteAssociation(manifest: manifest, appIDs: ["A.b"])
        // Planted: the file sends /videos/* that no route opens, and drops the compose route.
        association.details[0].components.removeAll { $0.path == "/compose" }
        association.details[0].components.append(.init(path: "/videos/*", comment: "old site"))
        // And an exclusion placed before the post route keeps post links out.
        association.details[0].components.insert(.init(path: "/post/?*", exclude: true), at: 0)
        let expected: [AppSiteAssociation.Finding] = [
            .pathOpensNoRoute(
                component: .init(path: "/videos/*", comment: "old site"), examplePath: "/videos/1"),
            .routeNotReceived(
                type: "PostRoute", pattern: "post/:id", examplePath: "/post/1",
                excludedBy: .init(path: "/post/?*", exclude: true)),
            .routeNotReceived(
                type: "ComposeRoute", pattern: "compose", examplePath: "/compose", excludedBy: nil),
        ]
        let found = association.findings(against: manifest, matcher: navigator.registry.matcher)
        #expect(Set(found) == Set(expected))
        #expect(Set(association.findings(against: manifest)) == Set(expected))
        #expect(
            found.map(\.description).contains(
                "the file sends /videos/* (old site) to the app, but no route opens /videos/1"))
    }

    @Test func chainedLinksInAForeignFileOpenThroughTheManifestsPatterns() {
        let association = AppSiteAssociation(details: [
            .init(appIDs: ["A.b"], components: [.init(path: "/profile/*/post/*")])
        ])
        let found = association.findings(against: smallManifest)
        #expect(!found.contains { if case .pathOpensNoRoute = $0 { true } else { false } })
        #expect(found.count == 3)  // the chain covers none of the single routes
    }

    @Test func globStarSpansAnyRunAndQuestionMarkOneCharacter() {
        typealias C = AppSiteAssociation.Component
        #expect(C.glob("/post/*", matches: "/post/42"))
        #expect(C.glob("/post/*", matches: "/post/42/edit"))
        #expect(C.glob("/post/?", matches: "/post/4"))
        #expect(!C.glob("/post/?", matches: "/post/42"))
        #expect(!C.glob("/post/*", matches: "/posts"))
    }

    @Test func parsingReadsBackWhatWasWritten() throws {
        let association = try AppSiteAssociation(
            manifest: smallManifest, appIDs: ["ABCDE12345.com.example.app"])
        #expect(try AppSiteAssociation(decoding: association.encoded()) == association)
    }

    @Test(arguments: [
        (Data("{\"applinks\": ".utf8), AppSiteAssociationError.malformedJSON),
        (Data("[]".utf8), .wrongShape(key: "(top level)", expected: "an object")),
        (
            Data(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": 7}]}]}}"#.utf8),
            .wrongShape(key: "applinks.details[0].components[0]./", expected: "a string")
        ),
        (
            Data(#"{"applinks": {"details": [{"appID": "A.b", "paths": ["/post/*"]}]}}"#.utf8),
            .wrongShape(key: "applinks.details[0].paths", expected: "components (paths is the legacy format)")
        ),
        (
            Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/post/\u202e*"}]}]}}"#
                    .utf8),
            .invisibleCharacter(key: "applinks.details[0].components[0]./", scalar: 0x202E)
        ),
        (
            Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/post/\u0007"}]}]}}"#
                    .utf8),
            .invisibleCharacter(key: "applinks.details[0].components[0]./", scalar: 0x07)
        ),
        (
            Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/post/\u2028*"}]}]}}"#
                    .utf8),
            .invisibleCharacter(key: "applinks.details[0].components[0]./", scalar: 0x2028)
        ),
        (
            Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/post/\u3164"}]}]}}"#
                    .utf8),
            .invisibleCharacter(key: "applinks.details[0].components[0]./", scalar: 0x3164)
        ),
        (
            Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/post/\udb40\udc41"}]}]}}"#
                    .utf8),
            .invisibleCharacter(key: "applinks.details[0].components[0]./", scalar: 0xE0041)
        ),
    ])
    func hostileFilesGiveTheirTypedError(file: Data, error: AppSiteAssociationError) {
        #expect(throws: error) { try AppSiteAssociation(decoding: file) }
    }

    @Test func aFileLargerThanAppleAllowsIsRefusedBeforeParsing() {
        let huge = Data(repeating: UInt8(ascii: " "), count: AppSiteAssociation.maximumSize + 1)
        #expect(throws: AppSiteAssociationError.tooLarge(size: 131_073, limit: 131_072)) {
            try AppSiteAssociation(decoding: huge)
        }
    }

    @Test func deeplyNestedJSONWithinTheSizeLimitIsRefusedWithoutCrashing() {
        let nested = Data(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: AppSiteAssociationError.malformedJSON) { try AppSiteAssociation(decoding: nested) }
    }

    @Test func errorDescriptionsNameTheKeyAndTheCharacter() {
        #expect(
            AppSiteAssociationError.invisibleCharacter(
                key: "applinks.details[0].components[0]./", scalar: 0x202E
            )
            .description
                == "applinks.details[0].components[0]./ contains the invisible or control character U+202E")
    }
}

@Suite("assetlinks.json")
struct AssetLinksTests {
    static let fingerprint = (0..<32).map { String(format: "%02X", $0 * 7 % 256) }.joined(separator: ":")

    @Test func fileMatchesTheGoldenFile() throws {
        let links = try AssetLinks(
            packageName: "com.example.app", fingerprints: [Self.fingerprint.lowercased()])
        #expect(
            String(decoding: links.encoded(), as: UTF8.self) == """
                [
                  {
                    "relation" : [
                      "delegate_permission/common.handle_all_urls"
                    ],
                    "target" : {
                      "namespace" : "android_app",
                      "package_name" : "com.example.app",
                      "sha256_cert_fingerprints" : [
                        "\(Self.fingerprint)"
                      ]
                    }
                  }
                ]

                """)
    }

    @Test(arguments: [
        "AB:CD", String(repeating: "G0:", count: 31) + "G0", String(repeating: "ABC", count: 32),
    ])
    func aMalformedFingerprintIsRefusedByValue(fingerprint: String) {
        #expect(throws: AssetLinks.Problem.malformedFingerprint(fingerprint)) {
            try AssetLinks(packageName: "com.example.app", fingerprints: [fingerprint])
        }
    }

    @Test func intentFilterLinesCoverTheReachablePatterns() throws {
        #expect(
            try AssetLinks.intentFilterLines(for: smallManifest) == [
                #"<data android:path="/settings" />"#,
                #"<data android:pathAdvancedPattern="/post/[^/]+" />"#,
                #"<data android:pathAdvancedPattern="/profile/[^/]+" />"#,
            ])
    }

    /// Old links reach the app through an alias, so Android must hand them over too; a `.` in a
    /// pattern is a literal dot, not Android's any-character.
    @Test func intentFilterLinesCoverAliasesAndEscapeALiteralDot() throws {
        let manifest = RouteManifest(routes: [
            .init(
                type: "MemberRoute", identifier: "people/:user", pattern: "people/:user",
                aliases: ["members/:name"], parameters: [.init(name: "user", type: "String")],
                externallyReachable: true, module: "People"),
            .init(
                type: "FeedRoute", identifier: "feed.rss", pattern: "feed.rss", externallyReachable: true,
                module: "Home"),
            .init(
                type: "FeedItemRoute", identifier: "feed.rss/:item", pattern: "feed.rss/:item",
                externallyReachable: true, module: "Home"),
        ])
        #expect(
            try AssetLinks.intentFilterLines(for: manifest) == [
                #"<data android:path="/feed.rss" />"#,
                #"<data android:pathAdvancedPattern="/feed\\.rss/[^/]+" />"#,
                #"<data android:pathAdvancedPattern="/members/[^/]+" />"#,
                #"<data android:pathAdvancedPattern="/people/[^/]+" />"#,
            ])
    }
}

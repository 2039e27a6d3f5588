import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// Findings of the fuzz targets (Fuzz/, Scripts/fuzz.sh), each pinned by the smallest input
/// that shows it. See Docs/Reliability.md.
@MainActor
@Suite("Fuzz findings")
struct FuzzRegressionTests {
    /// FuzzLinks, check "canonical form does not resolve": a link may carry characters that are
    /// legal unencoded in a URL (`!`, `$`, `'`, `(`, `)`, `*`, `+`, `,`, `;`, `=`, `:`, `@`) but
    /// that `RouteURLCoder` writes as `%XX`, three bytes for one. A link within the 8 KB limit
    /// then has a `pathRepresentation` over it, so the state it opened is saved but its entry is
    /// dropped on restoration ("the URL is 9008 bytes long; the limit is 8192").
    @Test func aStateOpenedByALinkWithinTheLimitRestoresWhole() async throws {
        let app = TestApp()
        let link = "myapp://profile/" + String(repeating: "!", count: 3_000)
        #expect(await app.navigator.open(link).outcome == .applied)
        let saved = try app.navigator.savedState()

        let later = TestApp()
        let report = await later.navigator.restore(from: saved)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(later.outline == app.outline)
    }

    /// The boundary of the finding above: a link exactly as long as the link limit, every byte of
    /// its value written three times as long in the saved state, still restores, because the
    /// registry's matcher allows the link limit times the most bytes encoding writes for one.
    @Test func aStateOpenedByALinkAtTheLengthLimitRestoresWhole() async throws {
        #expect(RouteRegistry.maximumPathLength == LinkPolicy.defaultMaximumLength * 3)
        let prefix = "myapp://profile/"
        let link = prefix + String(repeating: "!", count: LinkPolicy.defaultMaximumLength - prefix.utf8.count)
        let app = TestApp()
        #expect(await app.navigator.open(link).outcome == .applied)
        #expect(app.navigator.registry.matcher.maximumPathLength == RouteRegistry.maximumPathLength)

        let later = TestApp()
        let report = await later.navigator.restore(from: try app.navigator.savedState())
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(later.outline == app.outline)
    }

    /// A link policy that allows longer links than the default gets a matcher that allows their
    /// saved states too: a link at a 32 KB limit opens, and its state restores whole.
    @Test func aLongerLinkPolicyGivesTheMatcherThreeTimesItsLimit() async throws {
        let limit = 32 * 1_024
        let policy = LinkPolicy(schemes: ["myapp"], maximumLength: limit)
        func makeNavigator() -> Navigator {
            var configuration = NavigatorConfiguration()
            configuration.unregisteredRouteBehavior = .report
            configuration.restorationSizeLimit = 1_024 * 1_024
            let navigator = Navigator(
                modules: makeFeatures(), root: LoginRoute(), linkPolicy: policy, configuration: configuration)
            navigator.failureHandler = { _ in }
            return navigator
        }
        let navigator = makeNavigator()
        #expect(
            navigator.registry.matcher.maximumPathLength == limit * RouteURLCoder.maximumEncodedBytesPerByte)
        let prefix = "myapp://profile/"
        let link = prefix + String(repeating: "!", count: limit - prefix.utf8.count)
        #expect(await navigator.open(link).outcome == .applied)

        let later = makeNavigator()
        let report = await later.restore(from: try navigator.savedState())
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(later.outline == navigator.outline)
    }

    /// Not a fuzz finding but its neighbour, out of the fuzzer's reach (inputs there are at most
    /// 16 KB): a document nested as deep as the 256 KB limit allows, thousands of modals, is
    /// refused whole, never a stack overflow in the decoder.
    @Test(arguments: [300, 600, 3_000])
    func aDocumentOfDeeplyNestedModalsIsRefusedOrRestoredNeverACrash(depth: Int) async {
        let entry = #"{"entries":[{"route":"settings","url":"settings"}],"modal":{"style":"sheet","stack":"#
        let text =
            #"{"format":"wayfinder.navigation-state","version":1,"checksum":"00000000","tree":{"stack":"#
            + String(repeating: entry, count: depth) + #"{"entries":[{"route":"settings","url":"settings"}]}"#
            + String(repeating: "}}", count: depth) + "}}"
        let data = Data(text.utf8)
        #expect(data.count <= SavedNavigationState.defaultSizeLimit)
        let app = TestApp()
        let report = await app.navigator.restore(from: data)
        #expect(!report.restored)
        #expect(app.outline == "stack: login")
    }
}

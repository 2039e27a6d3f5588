import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderLinkTools

private func link(_ type: String, _ pattern: String, rules: RouteLinkRules = .standard) -> RouteManifest.Entry
{
    RouteManifest.Entry(
        type: type, identifier: pattern, pattern: pattern, externallyReachable: true, module: "App",
        linkRules: rules)
}

@Suite("The link baseline keeps each route's link rules")
struct LinkBaselineRulesTests {
    @Test func aBaselineOfPlainRoutesIsWrittenAsBeforeAndKeepsItsFingerprint() throws {
        let manifest = RouteManifest(routes: [link("HomeRoute", "home")])
        let baseline = LinkBaseline(manifest: manifest)
        let json = String(decoding: baseline.encoded(), as: UTF8.self)
        #expect(!json.contains("linkRules"))
        let old = LinkBaseline(links: [LinkBaseline.Link(type: "HomeRoute", pattern: "home")])
        #expect(baseline.fingerprint == old.fingerprint)
    }

    @Test func theBaselineRecordsARoutesRulesAndReadsThemBack() throws {
        let rules = RouteLinkRules(requiredQueryItems: ["comment"], host: "www.example.com", isLenient: true)
        let baseline = LinkBaseline(
            manifest: RouteManifest(routes: [link("CommentsRoute", "projects/:slug", rules: rules)]))
        let json = String(decoding: baseline.encoded(), as: UTF8.self)
        #expect(json.contains(#""requiredQueryItems" : ["#))
        let read = try LinkBaseline(decoding: baseline.encoded())
        #expect(read.links[0].linkRules == rules)
        #expect(read.fingerprint == baseline.fingerprint)
        let plain = LinkBaseline(manifest: RouteManifest(routes: [link("CommentsRoute", "projects/:slug")]))
        #expect(plain.fingerprint != baseline.fingerprint)
    }

    @Test func aNewRequiredQueryItemBreaksOldLinks() {
        let baseline = LinkBaseline(manifest: RouteManifest(routes: [link("CheckoutRoute", "checkout")]))
        let now = RouteManifest(routes: [
            link("CheckoutRoute", "checkout", rules: RouteLinkRules(requiredQueryItems: ["payload"]))
        ])
        #expect(
            baseline.breaks(in: now) == [
                .conditionAdded(
                    pattern: "checkout", type: "CheckoutRoute", condition: .requiresQueryItem("payload"))
            ])
        #expect(
            baseline.breaks(in: now)[0].description
                == "checkout: CheckoutRoute now requires the query item payload, so old links that do not meet it "
                + "fail; fix: drop the condition, or keep a route without it for the old links")
    }

    @Test func aRequiredItemOnANewRouteBesideTheOldOneBreaksNothing() {
        let baseline = LinkBaseline(manifest: RouteManifest(routes: [link("ProjectRoute", "projects/:slug")]))
        let now = RouteManifest(routes: [
            link("CommentsRoute", "projects/:slug", rules: RouteLinkRules(requiredQueryItems: ["comment"])),
            link("ProjectRoute", "projects/:slug"),
        ])
        #expect(baseline.breaks(in: now).isEmpty)
    }

    @Test func aForbiddenItemAHostAndExactCaseEachBreakOldLinks() {
        let baseline = LinkBaseline(
            manifest: RouteManifest(routes: [
                link(
                    "ResetRoute", "reset",
                    rules: RouteLinkRules(matchesCaseInsensitively: true, isLenient: true))
            ]))
        let now = RouteManifest(routes: [
            link(
                "ResetRoute", "reset",
                rules: RouteLinkRules(forbiddenQueryItems: ["token"], host: "www.example.com"))
        ])
        #expect(
            baseline.breaks(in: now).map(\.description).map { $0.components(separatedBy: ", so").first ?? "" }
                == [
                    "reset: ResetRoute now refuses links with the query item token",
                    "reset: ResetRoute now answers only links to www.example.com",
                    "reset: ResetRoute now matches its literals only in their own case",
                    "reset: ResetRoute now reads its query strictly",
                ])
    }

    @Test func loosenedRulesBreakNothing() {
        let baseline = LinkBaseline(
            manifest: RouteManifest(routes: [
                link(
                    "ResetRoute", "reset",
                    rules: RouteLinkRules(requiredQueryItems: ["a"], forbiddenQueryItems: ["b"]))
            ]))
        let now = RouteManifest(routes: [link("ResetRoute", "reset", rules: RouteLinkRules(isLenient: true))])
        #expect(baseline.breaks(in: now).isEmpty)
    }
}

import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

@Route("files/:path")
struct FileRoute {
    let path: String
}

/// Values that hold `/`: the navigator's opt-in, and validation reporting links an app makes but
/// cannot open.
@MainActor
@Suite("Values containing a slash")
struct LinkPolicyValidationTests {
    let modules = [
        Feature(name: "Home", routes: [HomeRoute.self, PostRoute.self]),
        Feature(name: "Files", routes: [FileRoute.self]),
    ]

    @Test func validationReportsARouteWhoseOwnLinkItsNavigatorRefuses() {
        let problems = validateRoutes(modules: modules, linkPolicy: LinkPolicy(schemes: ["myapp"]))
        #expect(
            problems == [
                .linkRefused(route: "FileRoute", url: "myapp://files/a%2Fb", reason: .encodedSlash(index: 1))
            ])
        #expect(problems.first?.description.contains("which its navigator refuses") == true)
    }

    @Test func validationAcceptsThoseLinksWhenThePolicyAllowsEncodedSlashes() {
        #expect(
            validateRoutes(
                modules: modules, linkPolicy: LinkPolicy(schemes: ["myapp"], allowsEncodedSlash: true)
            ).isEmpty)
        // Without a policy, links are not checked.
        #expect(validateRoutes(modules: modules).isEmpty)
    }

    @Test func validationChecksUniversalLinksWhenThePolicyHasOnlyHosts() {
        let problems = validateRoutes(modules: modules, linkPolicy: LinkPolicy(hosts: ["example.com"]))
        #expect(
            problems == [
                .linkRefused(
                    route: "FileRoute", url: "https://example.com/files/a%2Fb",
                    reason: .encodedSlash(index: 1))
            ])
    }

    @Test func aNavigatorThatAllowsEncodedSlashesOpensTheLinkItsRouteMakes() async throws {
        let route = FileRoute(path: "docs/a.txt")
        let strict = Navigator(modules: modules, root: HomeRoute(), schemes: ["myapp"])
        strict.failureHandler = { _ in }
        let link = route.url(scheme: "myapp").absoluteString
        #expect(link == "myapp://files/docs%2Fa.txt")
        #expect(
            await strict.open(link).outcome
                == .failed(.unresolvableLink(url: link, reason: .encodedSlash(index: 1))))

        let lenient = Navigator(
            modules: modules, root: HomeRoute(),
            linkPolicy: LinkPolicy(schemes: ["myapp"], allowsEncodedSlash: true))
        #expect(await lenient.open(link).outcome == .applied)
        #expect(lenient.outline == "stack: home > files/docs%2Fa.txt")
        #expect(lenient.state.activeStack.top.route.isEqual(to: route))

        // And it saves and restores whole.
        let restored = Navigator(
            modules: modules, root: HomeRoute(),
            linkPolicy: LinkPolicy(schemes: ["myapp"], allowsEncodedSlash: true))
        let report = await restored.restore(from: try lenient.savedState())
        #expect(report.isComplete)
        #expect(restored.outline == lenient.outline)
    }
}

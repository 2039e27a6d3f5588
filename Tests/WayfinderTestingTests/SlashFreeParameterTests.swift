import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

/// A project's slug: text that never holds `/`.
struct ProjectSlug: RouteParameter, Hashable {
    let text: String
    init?(routeValue: String) { text = routeValue }
    var routeValue: String { text }
    static var sampleParameter: ProjectSlug? { ProjectSlug(routeValue: "hello-world") }
    static var routeValueMayContainSlash: Bool { false }
}

enum ProjectTab: String, RouteParameter, CaseIterable {
    case story, faq
}

/// `projects/:slug/:tab/:count`, hand-written: no placeholder of it can hold `/`.
struct SlugProjectRoute: Route {
    let slug: ProjectSlug
    let tab: ProjectTab
    let count: Int
    static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:slug/:tab/:count")
    static var sample: SlugProjectRoute? {
        SlugProjectRoute(slug: ProjectSlug(routeValue: "hello")!, tab: .story, count: 1)
    }
    init(slug: ProjectSlug, tab: ProjectTab, count: Int) {
        self.slug = slug
        self.tab = tab
        self.count = count
    }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(ProjectSlug.self, for: "slug")
        tab = try parameters.decode(ProjectTab.self, for: "tab")
        count = try parameters.decode(Int.self, for: "count")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(slug, for: "slug")
        parameters.encode(tab, for: "tab")
        parameters.encode(count, for: "count")
        return parameters
    }
}

/// `notes/:title`: its title is plain text, which may hold `/`.
struct TextNoteRoute: Route {
    let title: String
    static let routePattern: RoutePattern? = RoutePattern(validated: "notes/:title")
    static var sample: TextNoteRoute? { TextNoteRoute(title: "hello") }
    init(title: String) { self.title = title }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        title = try parameters.decode(String.self, for: "title")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["title"] = title
        return parameters
    }
}

@MainActor
@Suite("Parameters that never hold a slash")
struct SlashFreeParameterTests {
    @Test func anAppWhoseSlugsCannotHoldASlashValidatesClean() {
        let modules = [Feature(name: "Projects", routes: [SlugProjectRoute.self])]
        #expect(validateRoutes(modules: modules, linkPolicy: LinkPolicy(schemes: ["myapp"])).isEmpty)
    }

    @Test func plainTextStillReportsTheLinkItCannotOpen() {
        let modules = [Feature(name: "Notes", routes: [SlugProjectRoute.self, TextNoteRoute.self])]
        #expect(
            validateRoutes(modules: modules, linkPolicy: LinkPolicy(schemes: ["myapp"])) == [
                .linkRefused(
                    route: "TextNoteRoute", url: "myapp://notes/a%2Fb", reason: .encodedSlash(index: 1))
            ])
    }

    @Test func aTypeThatNeverHoldsASlashNeverDecodesOne() throws {
        #expect(
            throws: RouteDecodingError.invalidValue(
                parameter: "slug", value: "a/b", expectedType: "ProjectSlug")
        ) {
            try RouteParameters(["slug": "a/b"]).decode(ProjectSlug.self, for: "slug")
        }
        #expect(
            throws: RouteDecodingError.invalidValue(
                parameter: "slug", value: "a/b", expectedType: "ProjectSlug")
        ) {
            try RouteParameters(["slug": "a/b"]).decodeIfPresent(ProjectSlug.self, for: "slug")
        }
        #expect(try RouteParameters(["title": "a/b"]).decode(String.self, for: "title") == "a/b")
    }

    @Test func theBuiltInTypesSayWhetherTheyMayHoldASlash() {
        #expect(String.routeValueMayContainSlash)
        #expect(!Int.routeValueMayContainSlash)
        #expect(!Double.routeValueMayContainSlash)
        #expect(!Bool.routeValueMayContainSlash)
        #expect(!UUID.routeValueMayContainSlash)
        #expect(!ProjectTab.routeValueMayContainSlash)
        #expect(!ProjectSlug.routeValueMayContainSlash)
    }
}

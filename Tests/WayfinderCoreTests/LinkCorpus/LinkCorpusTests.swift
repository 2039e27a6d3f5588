import Foundation
import Testing
import WayfinderCore

/// One entry of one app's corpus, as a test case.
struct LinkCorpusCase: Sendable, CustomTestStringConvertible {
    /// The corpus file's name, which names the app's routes.
    let appName: String
    /// The entry.
    let entry: LinkCorpusEntry

    var testDescription: String { "\(appName): \(entry.url)" }

    /// Every entry of every app.
    static let all: [LinkCorpusCase] = LinkCorpus.appNames.flatMap { name in
        (LinkCorpus.all[name]?.entries ?? []).map { LinkCorpusCase(appName: name, entry: $0) }
    }
}

/// The routes each app registers.
enum LinkCorpusApps {
    /// The route types an app registers, in registration order.
    static func routes(of appName: String) -> [any Route.Type] {
        switch appName {
        case "Kickstarter": KickstarterRoutes.today + KickstarterRoutes.full
        case "Mastodon": MastodonRoutes.today + MastodonRoutes.full
        case "Firefox": FirefoxRoutes.today + FirefoxRoutes.full
        case "Telegram": TelegramRoutes.today + TelegramRoutes.full
        default: []
        }
    }
}

/// What a link reaches through the app's door: what it opens from outside the app, and what the
/// app's router matches for it inside the app.
///
/// The door is the resolver that `Navigator.open` uses: policy (with the hosts a custom scheme
/// may carry and the hosts the app learns at run time), matcher, nested links, any web address,
/// and reachability of routes and aliases.
struct LinkCorpusOutcome {
    /// The routes the link opens from outside the app, or nil when it opens nothing.
    let opened: [any Route]?
    /// The routes the app matches for the link inside the app, or nil when it matches nothing.
    let matchedInApp: [any Route]?

    init(url: String, corpus: LinkCorpus, matcher: RouteMatcher) {
        let policy = LinkPolicy(
            schemes: Set(corpus.schemes), hosts: Set(corpus.hosts),
            customSchemeHosts: Set(corpus.customSchemeHosts),
            runtimeHosts: LinkHosts(Set(corpus.runtimeHosts)))
        let resolver = LinkResolver(matcher: matcher, policy: policy)
        opened = try? resolver.resolve(url).routes
        matchedInApp = try? resolver.resolve(url, fromOutside: false).routes
    }
}

@Suite("Link corpus: documented links of public apps, opened through Wayfinder routes")
struct LinkCorpusTests {
    @Test("The corpus holds at least 150 entries from at least four apps, each with its source")
    func corpusIsLargeAndSourced() throws {
        let corpora = try LinkCorpus.appNames.map(LinkCorpus.load)
        #expect(corpora.count >= 4)
        #expect(corpora.reduce(0) { $0 + $1.entries.count } >= 150)
        for corpus in corpora {
            #expect(corpus.source.hasPrefix("https://"), "\(corpus.app) names no source")
            #expect(corpus.entries.count >= 20, "\(corpus.app) has only \(corpus.entries.count) entries")
            for entry in corpus.entries {
                #expect(entry.source.hasPrefix("https://"), "\(entry.url) has no source")
                let unknown = Set(entry.needs).subtracting(LinkCorpusCapability.names)
                #expect(unknown.isEmpty, "\(entry.url) needs unknown capabilities \(unknown.sorted())")
                if entry.inApp != nil {
                    #expect(entry.expect == .opensNothing, "\(entry.url): an in-app-only link opens nothing")
                }
            }
        }
    }

    @Test("Every entry opens what its source says", arguments: LinkCorpusCase.all)
    func entryOpensWhatItsSourceSays(_ corpusCase: LinkCorpusCase) throws {
        let corpus = try #require(LinkCorpus.all[corpusCase.appName])
        let entry = corpusCase.entry
        let matcher = RouteMatcher(routes: LinkCorpusApps.routes(of: corpusCase.appName))
        let outcome = LinkCorpusOutcome(url: entry.url, corpus: corpus, matcher: matcher)

        if let inApp = entry.inApp {
            let matched = try #require(outcome.matchedInApp, "\(entry.url) matches nothing, even in-app")
            #expect(matched.map(Self.describe) == [inApp], "\(entry.url) matches another route in-app")
        }
        switch entry.expect {
        case .opensNothing:
            #expect(
                outcome.opened == nil,
                "\(entry.url) opens \(outcome.opened?.map(Self.describe).description ?? "") but should open nothing"
            )
        case .opens(let expected):
            let opened = try #require(outcome.opened, "\(entry.url) opens nothing")
            #expect(opened.map(Self.describe) == [expected], "\(entry.url) opens another route")
        }
    }

    /// A route as the corpus writes it: its type's name and its parameters' values.
    static func describe(_ route: any Route) -> LinkCorpusRoute {
        LinkCorpusRoute(
            route: String(describing: type(of: route)),
            values: Dictionary(route.parameters.items.map { ($0.name, $0.value) }) { first, _ in first })
    }
}

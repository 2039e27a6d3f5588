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

    /// Whether the entry runs in this build: it needs nothing still being built, or the
    /// capabilities are compiled in.
    var runs: Bool {
        #if WAYFINDER_CORPUS_FULL
            true
        #else
            entry.needs.isEmpty
        #endif
    }

    /// Every entry of every app.
    static let all: [LinkCorpusCase] = LinkCorpus.appNames.flatMap { name in
        (LinkCorpus.all[name]?.entries ?? []).map { LinkCorpusCase(appName: name, entry: $0) }
    }
}

/// The routes each app registers.
enum LinkCorpusApps {
    static func routes(of appName: String) -> [any Route.Type] {
        var routes: [any Route.Type]
        switch appName {
        case "Kickstarter": routes = KickstarterRoutes.today
        case "Mastodon": routes = MastodonRoutes.today
        case "Firefox": routes = FirefoxRoutes.today
        case "Telegram": routes = TelegramRoutes.today
        default: routes = []
        }
        #if WAYFINDER_CORPUS_FULL
            switch appName {
            case "Kickstarter": routes += KickstarterRoutes.full
            case "Mastodon": routes += MastodonRoutes.full
            case "Firefox": routes += FirefoxRoutes.full
            case "Telegram": routes += TelegramRoutes.full
            default: break
            }
        #endif
        return routes
    }

    /// The app's link policy. Hosts an app learns at run time join the fixed ones once run-time
    /// hosts are built; a custom scheme that carries a host, and links to any web address, are
    /// options of the policy that this door adopts with them.
    static func policy(of corpus: LinkCorpus) -> LinkPolicy {
        var hosts = Set(corpus.hosts)
        #if WAYFINDER_CORPUS_FULL
            hosts.formUnion(corpus.runtimeHosts)
        #endif
        return LinkPolicy(schemes: Set(corpus.schemes), hosts: hosts)
    }
}

/// What a link reaches through the app's door.
struct LinkCorpusOutcome {
    /// The routes the matcher names, reachable from outside or not; nil when the policy or the
    /// matcher refuses the link.
    let matched: [any Route]?

    /// The routes the link opens from outside the app: the matched ones when every one of them
    /// is externally reachable.
    var opened: [any Route]? {
        guard let matched, matched.allSatisfy({ type(of: $0).isExternallyReachable }) else { return nil }
        return matched
    }

    /// Opens a link as the app's door does: the link policy, then the matcher. A route whose
    /// rules name a nested link forwards to what that link names, through the same policy and
    /// matcher, a few levels deep at most.
    init(url: String, policy: LinkPolicy, matcher: RouteMatcher, depth: Int = 0) {
        guard let link = try? policy.linkPath(of: url), let routes = try? matcher.routes(for: link) else {
            matched = nil
            return
        }
        guard routes.count == 1, let name = type(of: routes[0]).linkRules.nestedLinkParameter else {
            matched = routes
            return
        }
        guard depth < 4, let inner = routes[0].parameters[name] else {
            matched = nil
            return
        }
        // An inner path opens as a link of the outer link's scheme with an empty host.
        let scheme = url.prefix { $0 != ":" }
        let innerURL =
            inner.contains("://") ? inner : "\(scheme)://" + (inner.hasPrefix("/") ? "" : "/") + inner
        self = LinkCorpusOutcome(url: innerURL, policy: policy, matcher: matcher, depth: depth + 1)
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

    @Test("Every entry that runs in this build opens what its source says", arguments: LinkCorpusCase.all)
    func entryOpensWhatItsSourceSays(_ corpusCase: LinkCorpusCase) throws {
        guard corpusCase.runs else { return }
        let corpus = try #require(LinkCorpus.all[corpusCase.appName])
        let entry = corpusCase.entry
        let matcher = RouteMatcher(routes: LinkCorpusApps.routes(of: corpusCase.appName))
        let outcome = LinkCorpusOutcome(
            url: entry.url, policy: LinkCorpusApps.policy(of: corpus), matcher: matcher)

        if let inApp = entry.inApp {
            let matched = try #require(outcome.matched, "\(entry.url) matches nothing, even in-app")
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

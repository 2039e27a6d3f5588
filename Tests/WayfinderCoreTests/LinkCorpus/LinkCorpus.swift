import Foundation
import WayfinderCore

/// One app's documented link forms, read from a JSON file of `Tests/LinkCorpus`.
///
/// Each entry is a link the app's public router, route tests or link reference documents, with
/// the route it opens (or that it opens nothing) and the document it comes from.
struct LinkCorpus: Decodable, Sendable {
    /// The app or service, for reports.
    let app: String
    /// The app's public repository or reference.
    let source: String
    /// The custom schemes the app's link policy accepts.
    let schemes: [String]
    /// The universal-link hosts the app's link policy accepts.
    let hosts: [String]
    /// Hosts that may follow a custom scheme, as in `ksr://www.kickstarter.com/projects/…`.
    let customSchemeHosts: [String]
    /// Hosts the app learns while it runs (a server its user's account federates with).
    let runtimeHosts: [String]
    /// The links.
    let entries: [LinkCorpusEntry]

    /// The corpus files, by the name the routes are registered under.
    static let appNames = ["Kickstarter", "Mastodon", "Firefox", "Telegram"]

    /// The folder holding the corpus files.
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // LinkCorpus
            .deletingLastPathComponent()  // WayfinderCoreTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("LinkCorpus")
    }

    /// Reads one app's corpus.
    static func load(_ name: String) throws -> LinkCorpus {
        let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
        return try JSONDecoder().decode(LinkCorpus.self, from: data)
    }

    /// Every app's corpus, by name; an unreadable file leaves its app out (the count test fails).
    static let all: [String: LinkCorpus] = Dictionary(
        uniqueKeysWithValues: appNames.compactMap { name in (try? load(name)).map { (name, $0) } })
}

/// A link and what it opens.
struct LinkCorpusEntry: Decodable, Sendable {
    /// The link as the app receives it.
    let url: String
    /// What the link opens from outside the app.
    let expect: LinkCorpusExpectation
    /// For a link the app's router matches only inside the app: the route it matches there.
    let inApp: LinkCorpusRoute?
    /// The public document, router file or route test the entry comes from.
    let source: String
    /// The Wayfinder capabilities the entry's routes need, empty when it runs today.
    let needs: [String]
    /// What the source says beyond the expectation, if anything.
    let note: String?
}

/// A route by its type's name, with its parameters' URL values.
struct LinkCorpusRoute: Decodable, Sendable, Equatable {
    /// The route type's name.
    let route: String
    /// The route's parameters, by name, as the route writes them.
    let values: [String: String]
}

/// What a link opens: one route, or nothing.
enum LinkCorpusExpectation: Decodable, Sendable, Equatable {
    /// The link opens this route.
    case opens(LinkCorpusRoute)
    /// The link opens nothing.
    case opensNothing

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let word = try? container.decode(String.self) {
            guard word == "opensNothing" else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected \"opensNothing\" or a route, found \"\(word)\""
                )
            }
            self = .opensNothing
        } else {
            self = .opens(try container.decode(LinkCorpusRoute.self))
        }
    }
}

/// The capabilities an entry may need, as the issue names them.
enum LinkCorpusCapability {
    /// Every name an entry's `needs` may hold.
    static let names: Set<String> = [
        "query-selection", "required-query", "renamed-query", "remaining-query", "tail", "host-bound",
        "scheme-host", "runtime-hosts", "at-in-path", "nested-link", "any-web-link", "fragment",
        "case-insensitive", "lenient", "whole-link", "raw-enum", "alias-in-app-only", "guard-replacement",
        "appending",
    ]
}

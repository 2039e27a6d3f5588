public import Foundation
public import Wayfinder
import WayfinderCore

/// The `applinks` part of an `apple-app-site-association` file: which apps open which universal
/// links of a domain, as ordered components.
///
/// Build one from the routes an app registered, so the file the website serves says exactly what
/// the app opens:
///
/// ```swift
/// let association = try AppSiteAssociation(manifest: navigator.registry.manifest, appIDs: ["ABCDE12345.com.example.app"])
/// let file = association.encoded()   // serve at https://example.com/.well-known/apple-app-site-association
/// ```
///
/// Every route with a pattern (and each of its aliases) gets a component: `/` followed by the
/// pattern, each placeholder written `?*` (one character or more) and a catch-all tail `?*` as
/// well (`post/:id` becomes `/post/?*`, `files/*path` becomes `/files/?*`); its `comment` names
/// the route. A route that refuses outside links becomes an `exclude` component. Because `*` and
/// `?*` also match `/`, a placeholder would claim deeper paths than its route opens, so the file
/// excludes them: `/post/?*/?*` (deeper than `post/:id`) and, for a placeholder inside a
/// pattern, `/profile/?*/?*/edit`.
///
/// The system reads the components in order and the first match decides, so the order is the
/// matcher's precedence: segment by segment, a literal before a placeholder before a tail; a
/// deeper pattern before a shallower one; a route's own exclusions just before it. No exclusion
/// hides a path some route opens: an in-app-only `profile/:user` (`/profile/?*`, excluded) comes
/// after `profile/verify_email` (`/profile/verify_email`, included).
///
/// A route's required query items become a `?` dictionary (`{"comment": "*"}`), and each item it
/// refuses an exclusion with that item, unless a route after it opens such links. A
/// case-insensitive route's components say `"caseSensitive": false`. Routes bound to another
/// host, and routes that open any web link, get no component: each host has a file of its own.
///
/// A link that chains several routes (`home/profile/ann/post/7`) is matched as one path: no
/// generated component covers the whole chain. Add a component of your own to the file for
/// chains you publish.
///
/// The output is stable (sorted keys, components in a fixed order, a trailing newline), so the
/// file can be checked into version control and compared in CI with ``findings(against:host:)``.
public struct AppSiteAssociation: Hashable, Sendable {
    /// The most bytes Apple's App Search Programming Guide allows an
    /// `apple-app-site-association` file downloaded from a server: 128 KB.
    public static let maximumSize = 128 * 1024

    /// The `details` entries: each names apps and the components they open.
    public var details: [Detail]

    /// Creates an association from its details.
    public init(details: [Detail]) {
        self.details = details
    }

    /// The association that opens, in the apps `appIDs`, exactly the routes of a manifest that
    /// outside links may open on one host.
    ///
    /// - Parameters:
    ///   - manifest: The registered routes, `navigator.registry.manifest`.
    ///   - appIDs: Application identifiers, `<Team ID>.<bundle identifier>`.
    ///   - host: The host the file is served on. Routes bound to a host
    ///     (`RouteLinkRules.host`) get components only in that host's file; nil writes the
    ///     file of a host no route is bound to.
    /// - Throws: ``RouteManifestError`` when the manifest holds a pattern, host or query item
    ///   name that is not valid (``Wayfinder/RouteManifest/validate()``); nothing is generated then.
    ///
    /// Each of a route's aliases (`RouteManifest.Entry.aliases`) becomes a component of its own
    /// beside the route's pattern.
    public init(manifest: RouteManifest, appIDs: [String], host: String? = nil) throws(RouteManifestError) {
        try manifest.validate()
        details = [Detail(appIDs: appIDs, components: Self.components(for: manifest, host: host))]
    }

    /// The hosts the manifest's routes are bound to, sorted: each needs a file of its own
    /// (``init(manifest:appIDs:host:)``), besides the file of the app's main domain.
    ///
    /// ```swift
    /// for host in AppSiteAssociation.boundHosts(in: manifest) {
    ///     let file = try AppSiteAssociation(manifest: manifest, appIDs: ["ABCDE12345.com.example.app"], host: host)
    ///     print(host, file.details[0].components.count)
    /// }
    /// ```
    public static func boundHosts(in manifest: RouteManifest) -> [String] {
        Set(manifest.routes.compactMap(\.linkRules.host)).sorted()
    }

    /// The path glob of a route pattern: `/` and the pattern, each placeholder and a catch-all
    /// tail as `?*` (one character or more).
    ///
    /// ```swift
    /// AppSiteAssociation.glob(ofPattern: "profile/:user/edit")   // "/profile/?*/edit"
    /// ```
    public static func glob(ofPattern pattern: String) -> String {
        "/"
            + pattern.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.first == ":" || $0.first == "*" ? "?*" : String($0) }
            .joined(separator: "/")
    }

    /// The file, `{"applinks": {"details": [...]}}`, as pretty-printed JSON with sorted keys and
    /// a trailing newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, Booleans and arrays of them always encode.
        let data = (try? encoder.encode(Document(applinks: .init(details: details)))) ?? Data()
        return data + Data("\n".utf8)
    }

    /// Parses an existing `apple-app-site-association` file, as untrusted input.
    ///
    /// Only the `applinks` service is read; other services (`webcredentials`, `appclips`) are
    /// ignored. A detail may name its apps with `appID` or `appIDs`. Legacy `paths` arrays are
    /// refused as a wrong shape: only `components` are understood.
    ///
    /// - Parameter data: The file's bytes.
    /// - Throws: ``AppSiteAssociationError``: `tooLarge` past ``maximumSize`` (checked first),
    ///   `malformedJSON`, `wrongShape` naming the key, or `invisibleCharacter` for a control, bidi
    ///   or invisible format character in a pattern or identifier.
    public init(decoding data: Data) throws(AppSiteAssociationError) {
        guard data.count <= Self.maximumSize else {
            throw .tooLarge(size: data.count, limit: Self.maximumSize)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformedJSON
        }
        self = try Self.parse(object)
    }
}

// MARK: - Encoding

extension AppSiteAssociation {
    private struct Document: Encodable {
        struct AppLinks: Encodable {
            var details: [Detail]
        }
        var applinks: AppLinks
    }
}

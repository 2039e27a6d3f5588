public import Foundation
import WayfinderCore

/// The `applinks` part of an `apple-app-site-association` file: which apps open which universal
/// links of a domain, as ordered components.
///
/// Build one from the routes an app registered, so the file the website serves says exactly what
/// the app opens:
///
/// ```swift
/// let association = AppSiteAssociation(manifest: navigator.registry.manifest, appIDs: ["ABCDE12345.com.example.app"])
/// let file = association.encoded()   // serve at https://example.com/.well-known/apple-app-site-association
/// ```
///
/// For every route with a pattern (and each of its aliases) there is one component: its `/` is
/// `/` followed by the pattern with each placeholder segment written as `*` (`post/:id` becomes
/// `/post/*`), and its `comment` names the route. A route that refuses outside links
/// (`externallyReachable: false`) becomes an `exclude` component. Every exclusion comes first,
/// because the system stops at the first component that matches; so an exclusion wins over any
/// broader component after it.
///
/// Query items and fragments get no `?` or `#` key: a route's query items are optional, and a
/// `?` dictionary would only match links that carry them. Without the keys a component matches
/// any query and any fragment.
///
/// A link that chains several routes (`home/profile/ann/post/7`) is matched as one path: no
/// generated component covers the whole chain unless the first route's component ends in `*`.
/// Add a component of your own to the file for chains you publish.
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
    /// outside links may open.
    ///
    /// - Parameters:
    ///   - manifest: The registered routes, `navigator.registry.manifest`.
    ///   - appIDs: Application identifiers, `<Team ID>.<bundle identifier>`.
    ///
    /// Each of a route's aliases (``RouteManifest/Entry/aliases``) becomes a component of its own
    /// beside the route's pattern.
    public init(manifest: RouteManifest, appIDs: [String]) {
        var exclusions: [Component] = []
        var inclusions: [Component] = []
        for entry in manifest.routes {
            guard let pattern = entry.pattern else { continue }
            let patterns = [pattern] + entry.aliases
            for (index, pattern) in patterns.enumerated() {
                let name = index == 0 ? entry.type : "\(entry.type) (alias)"
                if entry.externallyReachable {
                    inclusions.append(
                        Component(path: Self.glob(ofPattern: pattern), comment: "opens \(name)"))
                } else {
                    exclusions.append(
                        Component(
                            path: Self.glob(ofPattern: pattern), exclude: true,
                            comment: "\(name) refuses outside links"))
                }
            }
        }
        let order = { (lhs: Component, rhs: Component) in
            (lhs.path ?? "", lhs.comment ?? "") < (rhs.path ?? "", rhs.comment ?? "")
        }
        details = [
            Detail(appIDs: appIDs, components: exclusions.sorted(by: order) + inclusions.sorted(by: order))
        ]
    }

    /// The AASA path glob of a route pattern: `/` and the pattern, each placeholder as `*`.
    ///
    /// ```swift
    /// AppSiteAssociation.glob(ofPattern: "profile/:user/edit")   // "/profile/*/edit"
    /// ```
    public static func glob(ofPattern pattern: String) -> String {
        "/"
            + pattern.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.first == ":" ? "*" : String($0) }
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

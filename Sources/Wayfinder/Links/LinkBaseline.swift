import Foundation
public import WayfinderCore

/// Every link an app promised to open, as a file checked into the repository: each externally
/// reachable pattern with its parameters and their types, its aliases and its link rules.
///
/// A baseline is written from a ``RouteManifest`` and kept in git (`Links.json`). Later, the
/// app's current manifest is checked against it, and every change that makes an old link fail is
/// a `LinkBreak`: a pattern that is gone with no alias answering it, a parameter whose type
/// narrowed, a route that now refuses outside links.
///
/// This module holds the baseline's value and its ``fingerprint``, which every saved state
/// records. Reading and writing the file and finding the breaks are tools, in the
/// `WayfinderLinkTools` module that the command-line tool and `WayfinderTesting` use and no app
/// links:
///
/// ```swift
/// let baseline = try LinkBaseline(decoding: Data(contentsOf: baselineFile))
/// for linkBreak in baseline.breaks(in: navigator.registry.manifest) {
///     print(linkBreak)
/// }
/// ```
///
/// Patterns are compared by the URLs they match, so renaming a placeholder (`profile/:user` to
/// `profile/:name`) is not a break; see `breaks(in:)`.
public struct LinkBaseline: Hashable, Sendable, Codable {
    /// The value of ``format`` in every baseline.
    public static let formatName = "wayfinder.link-baseline"
    /// The version this library writes and the newest it reads.
    public static let currentVersion = 1

    /// One externally reachable pattern and what its links carry.
    public struct Link: Hashable, Sendable, Codable {
        /// The route type's name.
        public var type: String
        /// The URL pattern, for example `profile/:user`.
        public var pattern: String
        /// The placeholders of the pattern with their types, in pattern order.
        public var parameters: [RouteManifest.Parameter]
        /// The query parameters with their types.
        public var queryParameters: [RouteManifest.Parameter]
        /// The old patterns the route also answers.
        public var aliases: [String]
        /// The route's link rules: its query conditions, host, case rule, leniency, nested-link
        /// parameter and any-web flag. Written only when they are not the standard rules, so a
        /// baseline of plain routes (and its fingerprint) reads as before the rules existed.
        public var linkRules: RouteLinkRules
        /// The activity the route's screen publishes (Handoff, Spotlight), whose continuation
        /// opens this link. Written only when there is one, so a baseline of routes without
        /// activities (and its fingerprint) reads as before activities existed.
        public var activity: RouteManifest.Activity?
        /// The App Intent that opens the route (Shortcuts, Spotlight, Siri), which shortcuts users
        /// saved refer to by name. Written only when there is one, so a baseline of routes without
        /// intents (and its fingerprint) reads as before intents existed.
        public var intent: RouteManifest.Intent?

        /// Creates a link description.
        public init(
            type: String, pattern: String, parameters: [RouteManifest.Parameter] = [],
            queryParameters: [RouteManifest.Parameter] = [], aliases: [String] = [],
            linkRules: RouteLinkRules = .standard, activity: RouteManifest.Activity? = nil,
            intent: RouteManifest.Intent? = nil
        ) {
            self.type = type
            self.pattern = pattern
            self.parameters = parameters
            self.queryParameters = queryParameters
            self.aliases = aliases
            self.linkRules = linkRules
            self.activity = activity
            self.intent = intent
        }

        private enum CodingKeys: String, CodingKey {
            case type, pattern, parameters, queryParameters, aliases, linkRules, activity, intent
        }

        /// Reads a link; a baseline written before link rules existed reads as standard rules.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(String.self, forKey: .type)
            pattern = try container.decode(String.self, forKey: .pattern)
            parameters = try container.decode([RouteManifest.Parameter].self, forKey: .parameters)
            queryParameters = try container.decode([RouteManifest.Parameter].self, forKey: .queryParameters)
            aliases = try container.decode([String].self, forKey: .aliases)
            linkRules =
                try container.decodeIfPresent(ManifestLinkRules.self, forKey: .linkRules)?.rules ?? .standard
            activity = try container.decodeIfPresent(RouteManifest.Activity.self, forKey: .activity)
            intent = try container.decodeIfPresent(RouteManifest.Intent.self, forKey: .intent)
        }

        /// Writes a link; its rules only when they are not the standard ones, its activity and its
        /// intent only when it has them.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(pattern, forKey: .pattern)
            try container.encode(parameters, forKey: .parameters)
            try container.encode(queryParameters, forKey: .queryParameters)
            try container.encode(aliases, forKey: .aliases)
            if linkRules != .standard {
                try container.encode(ManifestLinkRules(linkRules), forKey: .linkRules)
            }
            try container.encodeIfPresent(activity, forKey: .activity)
            try container.encodeIfPresent(intent, forKey: .intent)
        }
    }

    /// Always ``formatName``.
    public var format: String
    /// The baseline version.
    public var version: Int
    /// Every externally reachable pattern, sorted by pattern.
    public var links: [Link]

    /// Creates a baseline of links, sorted by pattern.
    public init(links: [Link]) {
        format = Self.formatName
        version = Self.currentVersion
        self.links = links.sorted { ($0.pattern, $0.type) < ($1.pattern, $1.type) }
    }

    /// The baseline of a manifest: one link per route that has a pattern and that outside links
    /// may open, with the aliases outside links may use. In-app-only routes, routes that refuse
    /// outside links and aliases that open in-app only are left out.
    public init(manifest: RouteManifest) {
        self.init(
            links: manifest.routes.compactMap { route in
                guard route.externallyReachable, let pattern = route.pattern else { return nil }
                return Link(
                    type: route.type, pattern: pattern, parameters: route.parameters,
                    queryParameters: route.queryParameters,
                    aliases: route.aliases.filter { !route.inAppOnlyAliases.contains($0) },
                    linkRules: route.linkRules, activity: route.activity, intent: route.intent
                )
            })
    }

    /// The fingerprint of these links: the same for any two baselines with the same links,
    /// whatever order they were listed in, and what a build with these links records in the
    /// states it saves (``Navigator/savedState()``).
    ///
    /// ```swift
    /// let baseline = try LinkBaseline(decoding: Data(contentsOf: baselineFile))
    /// print(baseline.fingerprint)  // for example 5c1e09a2
    /// ```
    public var fingerprint: LinkFingerprint {
        let sorted = links.sorted { ($0.pattern, $0.type) < ($1.pattern, $1.type) }
        // Encoding plain strings and arrays cannot fail.
        return LinkFingerprint(digesting: (try? VersionedDocument.encoder.encode(sorted)) ?? Data())
    }
}

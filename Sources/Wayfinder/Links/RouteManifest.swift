public import Foundation
public import WayfinderCore

/// Every route and tab an app registered, as plain data: what the debug server serves, what the
/// graph export draws and what documentation can be generated from.
///
/// `Wayfinder` builds a manifest from a navigator's registry (`navigator.registry.manifest`);
/// the value itself is platform-neutral and `Codable`, so tools that only link `WayfinderCore`
/// (the `wayfinder` command-line tool) decode it.
///
/// ```swift
/// let manifest = navigator.registry.manifest
/// print(RouteGraph.render(manifest, as: .mermaid))
/// ```
public struct RouteManifest: Hashable, Sendable, Codable {
    /// The value of ``format`` in every manifest.
    public static let formatName = "wayfinder.route-manifest"
    /// The version this library writes.
    public static let currentVersion = 1

    /// One placeholder or query parameter of a route.
    public struct Parameter: Hashable, Sendable, Codable {
        /// The placeholder or query item name.
        public var name: String
        /// The value type as far as it is known: `String`, `Int`, `Double`, `Bool`, `UUID`, or
        /// `enum` for a raw-value type that accepts only some values.
        public var type: String

        /// Creates a parameter description.
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// The activity a route's screen publishes (an `UserActivityRoute`'s): for Handoff, Spotlight and
    /// Siri's suggestions.
    public struct Activity: Hashable, Sendable, Codable {
        /// The activity type, which the app lists under `NSUserActivityTypes`.
        public var activityType: String
        /// Where the system may use it: `handoff`, `search`, `prediction`
        /// (`RouteActivity.Eligibility.names`).
        public var eligibility: [String]

        /// Creates an activity description.
        public init(activityType: String, eligibility: [String]) {
            self.activityType = activityType
            self.eligibility = eligibility
        }
    }

    /// The App Intent that opens a route (an `IntentRoute`'s): from Shortcuts, Spotlight, Siri and
    /// Control Center.
    public struct Intent: Hashable, Sendable, Codable {
        /// The name of the generated intent type, such as `OpenNoteIntent`, by which saved
        /// shortcuts refer to it.
        public var name: String
        /// The title Shortcuts shows, such as `Open Note`.
        public var title: String

        /// Creates an intent description.
        public init(name: String, title: String) {
            self.name = name
            self.title = title
        }
    }

    /// One registered route.
    public struct Entry: Hashable, Sendable, Codable {
        /// The route type's name.
        public var type: String
        /// The stable identifier: the pattern, or the type name of an in-app-only route.
        public var identifier: String
        /// The URL pattern, or nil for an in-app-only route.
        public var pattern: String?
        /// The old patterns the route still answers (its ``RouteAlias``es), in declaration order;
        /// empty in a manifest written before aliases existed.
        public var aliases: [String]
        /// The aliases among ``aliases`` that open in-app only
        /// (``RouteAlias/isExternallyReachable`` is false): outside links never open the route
        /// through them. Empty in a manifest written before such aliases existed.
        public var inAppOnlyAliases: [String]
        /// The placeholders of the pattern, in pattern order.
        public var parameters: [Parameter]
        /// The query parameters known from a sample value.
        public var queryParameters: [Parameter]
        /// The type name of the route's parent, if it has one.
        public var parentType: String?
        /// The tab the route belongs to through its parent chain, if any.
        public var owningTab: String?
        /// How `navigate(to:)` shows the route: `push`, `sheet`, `fullScreenCover` or `alert`.
        public var presentation: String
        /// Whether the registration has a guard.
        public var hasGuard: Bool
        /// The registered transition, if not the platform default.
        public var transition: String?
        /// Whether an outside URL may open the route.
        public var externallyReachable: Bool
        /// The feature module that registered the route.
        public var module: String
        /// Whether the route is external: registered with
        /// `FeatureRegistrationContext.registerExternal(_:canNavigate:handler:)`, its screen shown
        /// by the app's handler outside Wayfinder. False in a manifest written before external
        /// routes existed. (``externallyReachable`` is another matter: whether outside links may
        /// open the route.)
        public var isExternal: Bool
        /// How the route reads a link beyond its pattern: the query items it requires or forbids,
        /// the host it is bound to, case-insensitive literals, leniency, the nested-link parameter
        /// and whether it opens any web link. ``RouteLinkRules/standard`` in a manifest written
        /// before the rules existed; the JSON form leaves out every rule at its default.
        public var linkRules: RouteLinkRules
        /// The activity the route's screen publishes, or nil when it publishes none (it is not an
        /// `UserActivityRoute`, or outside links may not open it). Nil in a manifest written before
        /// activities existed.
        public var activity: Activity?
        /// The App Intent that opens the route, or nil when it declares none (it is not an
        /// `IntentRoute`). Nil in a manifest written before intents existed.
        public var intent: Intent?

        /// Creates a route description.
        public init(
            type: String, identifier: String, pattern: String?, aliases: [String] = [],
            parameters: [Parameter] = [], queryParameters: [Parameter] = [], parentType: String? = nil,
            owningTab: String? = nil, presentation: String = "push", hasGuard: Bool = false,
            transition: String? = nil, externallyReachable: Bool, module: String, isExternal: Bool = false,
            linkRules: RouteLinkRules = .standard, inAppOnlyAliases: [String] = [], activity: Activity? = nil,
            intent: Intent? = nil
        ) {
            self.type = type
            self.identifier = identifier
            self.pattern = pattern
            self.aliases = aliases
            self.inAppOnlyAliases = inAppOnlyAliases
            self.parameters = parameters
            self.queryParameters = queryParameters
            self.parentType = parentType
            self.owningTab = owningTab
            self.presentation = presentation
            self.hasGuard = hasGuard
            self.transition = transition
            self.externallyReachable = externallyReachable
            self.module = module
            self.isExternal = isExternal
            self.linkRules = linkRules
            self.activity = activity
            self.intent = intent
        }

        private enum CodingKeys: String, CodingKey {
            case type, identifier, pattern, aliases, inAppOnlyAliases, parameters, queryParameters, parentType
            case owningTab, presentation, hasGuard, transition, externallyReachable, module, isExternal
            case linkRules, activity, intent
        }

        /// Decodes a route description; a manifest written before aliases existed has no
        /// `aliases` key, which reads as no aliases, and one written before external routes
        /// existed has no `isExternal` key, which reads as not external.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(String.self, forKey: .type)
            identifier = try container.decode(String.self, forKey: .identifier)
            pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
            aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
            inAppOnlyAliases = try container.decodeIfPresent([String].self, forKey: .inAppOnlyAliases) ?? []
            parameters = try container.decode([Parameter].self, forKey: .parameters)
            queryParameters = try container.decode([Parameter].self, forKey: .queryParameters)
            parentType = try container.decodeIfPresent(String.self, forKey: .parentType)
            owningTab = try container.decodeIfPresent(String.self, forKey: .owningTab)
            presentation = try container.decode(String.self, forKey: .presentation)
            hasGuard = try container.decode(Bool.self, forKey: .hasGuard)
            transition = try container.decodeIfPresent(String.self, forKey: .transition)
            externallyReachable = try container.decode(Bool.self, forKey: .externallyReachable)
            module = try container.decode(String.self, forKey: .module)
            isExternal = try container.decodeIfPresent(Bool.self, forKey: .isExternal) ?? false
            linkRules =
                try container.decodeIfPresent(ManifestLinkRules.self, forKey: .linkRules)?.rules ?? .standard
            activity = try container.decodeIfPresent(Activity.self, forKey: .activity)
            intent = try container.decodeIfPresent(Intent.self, forKey: .intent)
        }

        /// Encodes the route description; `activity` only when the route publishes one, `intent`
        /// only when it declares one;
        /// `linkRules` only when they are not the standard rules,
        /// and within them only the rules that differ from the default, so a manifest of plain
        /// routes reads as it did before the rules existed.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(identifier, forKey: .identifier)
            try container.encodeIfPresent(pattern, forKey: .pattern)
            try container.encode(aliases, forKey: .aliases)
            if !inAppOnlyAliases.isEmpty { try container.encode(inAppOnlyAliases, forKey: .inAppOnlyAliases) }
            try container.encode(parameters, forKey: .parameters)
            try container.encode(queryParameters, forKey: .queryParameters)
            try container.encodeIfPresent(parentType, forKey: .parentType)
            try container.encodeIfPresent(owningTab, forKey: .owningTab)
            try container.encode(presentation, forKey: .presentation)
            try container.encode(hasGuard, forKey: .hasGuard)
            try container.encodeIfPresent(transition, forKey: .transition)
            try container.encode(externallyReachable, forKey: .externallyReachable)
            try container.encode(module, forKey: .module)
            try container.encode(isExternal, forKey: .isExternal)
            if linkRules != .standard {
                try container.encode(ManifestLinkRules(linkRules), forKey: .linkRules)
            }
            try container.encodeIfPresent(activity, forKey: .activity)
            try container.encodeIfPresent(intent, forKey: .intent)
        }
    }

    /// One registered tab.
    public struct Tab: Hashable, Sendable, Codable {
        /// The tab's identifier.
        public var id: String
        /// The title under the icon.
        public var title: String
        /// The type name of the tab's root route; nil for an action tab.
        public var rootType: String?
        /// The priority; higher priorities win a slot first.
        public var priority: Int
        /// Whether the tab won a slot in the tab bar.
        public var hasSlot: Bool
        /// Whether it is an action tab (runs code, never selected).
        public var isAction: Bool
        /// The feature module that registered the tab.
        public var module: String

        /// Creates a tab description.
        public init(
            id: String, title: String, rootType: String?, priority: Int, hasSlot: Bool,
            isAction: Bool = false,
            module: String
        ) {
            self.id = id
            self.title = title
            self.rootType = rootType
            self.priority = priority
            self.hasSlot = hasSlot
            self.isAction = isAction
            self.module = module
        }
    }

    /// Always ``formatName``.
    public var format: String
    /// The manifest version.
    public var version: Int
    /// Every registered route, in registration order.
    public var routes: [Entry]
    /// Every registered tab, in registration order, the action tab last.
    public var tabs: [Tab]
    /// The registration diagnostics, as sentences.
    public var diagnostics: [String]

    /// Creates a manifest.
    public init(routes: [Entry], tabs: [Tab] = [], diagnostics: [String] = []) {
        format = Self.formatName
        version = Self.currentVersion
        self.routes = routes
        self.tabs = tabs
        self.diagnostics = diagnostics
    }

    /// The route with this type name, if any.
    public func route(ofType type: String) -> Entry? {
        routes.first { $0.type == type }
    }

    /// The manifest as pretty-printed JSON with sorted keys (stable, so it diffs well).
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }
}

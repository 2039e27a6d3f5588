public import Wayfinder

extension RouteManifest {
    /// Where the system can open one route from outside the app: its link, its universal link,
    /// the activity its screen publishes, whether it opens in a new window, and its intent.
    public struct EntryPoints: Hashable, Sendable {
        /// The route type's name.
        public var type: String
        /// The route's link pattern, after the app's scheme when one is given
        /// (`notes://notes/:id`); nil for a route outside links may not open.
        public var link: String?
        /// The route's universal link pattern (`https://notes.example.com/notes/:id`), on the host
        /// the route is bound to or the app's; nil when there is no host or outside links may not
        /// open the route.
        public var universalLink: String?
        /// The activity the route's screen publishes, or nil.
        public var activity: Activity?
        /// Whether the route opens in a new window (`NavigatorDirectory.openInNewWindow(_:)`):
        /// exactly when outside links may open it, since a window opens, and is restored, from
        /// the route's link.
        public var opensInWindow: Bool
        /// The App Intent that opens the route (an `IntentRoute`'s), or nil.
        public var intent: Intent?

        /// Creates the entry points of a route.
        public init(
            type: String, link: String?, universalLink: String?, activity: Activity?, opensInWindow: Bool,
            intent: Intent? = nil
        ) {
            self.type = type
            self.link = link
            self.universalLink = universalLink
            self.activity = activity
            self.opensInWindow = opensInWindow
            self.intent = intent
        }
    }

    /// Every route's entry points, in registration order.
    ///
    /// ```swift
    /// let manifest = navigator.registry.manifest
    /// for route in manifest.entryPoints(scheme: "notes", host: "notes.example.com") {
    ///     print(route.type, route.link ?? "in-app only", route.activity?.activityType ?? "no activity")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scheme: The app's custom scheme, written before each link pattern; nil writes the
    ///     patterns alone.
    ///   - host: The app's universal-link host, for the routes not bound to a host of their own;
    ///     nil when the app has no universal links.
    public func entryPoints(scheme: String? = nil, host: String? = nil) -> [EntryPoints] {
        routes.map { route in
            guard route.externallyReachable, let pattern = route.pattern else {
                return EntryPoints(
                    type: route.type, link: nil, universalLink: nil, activity: nil, opensInWindow: false)
            }
            let universalHost = route.linkRules.host ?? host
            return EntryPoints(
                type: route.type, link: scheme.map { "\($0)://\(pattern)" } ?? pattern,
                universalLink: universalHost.map { "https://\($0)/\(pattern)" }, activity: route.activity,
                opensInWindow: true, intent: route.intent)
        }
    }

    /// The entry points as a table, one route a row, columns aligned: what
    /// `wayfinder links entry-points` prints.
    ///
    /// ```swift
    /// print(manifest.entryPointTable(scheme: "notes", host: "notes.example.com"))
    /// // route     link               universal link                       activity                          window  intent
    /// // NoteRoute notes://notes/:id  https://notes.example.com/notes/:id  wayfinder.route (handoff, search)  yes     OpenNoteIntent (Open Note)
    /// ```
    public func entryPointTable(scheme: String? = nil, host: String? = nil) -> String {
        let header = ["route", "link", "universal link", "activity", "window", "intent"]
        let rows = entryPoints(scheme: scheme, host: host).map { route in
            [
                route.type, route.link ?? "in-app only", route.universalLink ?? "none",
                route.activity.map { "\($0.activityType) (\($0.eligibility.joined(separator: ", ")))" }
                    ?? "none",
                route.opensInWindow ? "yes" : "no", route.intent.map { "\($0.name) (\($0.title))" } ?? "none",
            ]
        }
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.indices.map { column in
                column == row.count - 1
                    ? row[column]
                    : row[column] + String(repeating: " ", count: widths[column] + 2 - row[column].count)
            }.joined()
        }.joined(separator: "\n")
    }
}

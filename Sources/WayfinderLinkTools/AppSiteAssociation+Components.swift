import Foundation
import Wayfinder
import WayfinderCore

extension AppSiteAssociation {
    /// One entry of `details`: the apps it names and the components they open, in order.
    public struct Detail: Hashable, Sendable, Encodable {
        /// Application identifiers, `<Team ID>.<bundle identifier>`.
        public var appIDs: [String]
        /// The components, matched in order: the first that matches a URL decides.
        public var components: [Component]

        /// Creates a detail.
        public init(appIDs: [String], components: [Component]) {
            self.appIDs = appIDs
            self.components = components
        }

        /// The first component whose path glob matches `path`, or nil when none does (the link is
        /// then not received).
        ///
        /// Only the path is compared: a component with a `?` dictionary, or a `?` or `#` pattern
        /// that does not match empty text, is skipped, because the paths compared carry no query
        /// or fragment.
        public func firstComponent(matching path: String) -> Component? {
            components.first { $0.matchesPathOnly(path) }
        }
    }

    /// One pattern of a detail: a link whose URL matches it opens in the app, or, when
    /// ``exclude`` is set, never opens in the app.
    public struct Component: Hashable, Sendable, Encodable {
        /// The pattern for the URL path (`/`), such as `/post/*`; nil matches every path.
        ///
        /// `*` matches any run of characters, `?` exactly one.
        public var path: String?
        /// The pattern for the query (`?`), when it is one string.
        public var query: String?
        /// The patterns for named query items (`?` as a dictionary).
        public var queryItems: [String: String]?
        /// The pattern for the fragment (`#`).
        public var fragment: String?
        /// Whether a matching link is kept out of the app.
        public var exclude: Bool
        /// Text the system ignores; here, the route the component is for.
        public var comment: String?
        /// Whether the patterns match letters only in their own case (`caseSensitive`); nil
        /// leaves the system's default, which is true.
        public var caseSensitive: Bool?

        /// Creates a component.
        public init(
            path: String?, query: String? = nil, queryItems: [String: String]? = nil,
            fragment: String? = nil, exclude: Bool = false, comment: String? = nil,
            caseSensitive: Bool? = nil
        ) {
            self.path = path
            self.query = query
            self.queryItems = queryItems
            self.fragment = fragment
            self.exclude = exclude
            self.comment = comment
            self.caseSensitive = caseSensitive
        }

        /// Whether the path glob matches `path` and the other patterns accept a URL without
        /// query or fragment.
        func matchesPathOnly(_ path: String) -> Bool {
            matches(path: path, queryItems: [])
        }

        /// Whether the component matches a URL of this path and these query items, with no
        /// fragment, as the system compares them: every pattern given must match, a `?`
        /// dictionary needs each named item present with a value its pattern matches (an item
        /// without a value is compared as empty), and `caseSensitive: false` compares letters in
        /// any case.
        func matches(path: String, queryItems items: [(name: String, value: String?)]) -> Bool {
            let fold = caseSensitive == false
            func glob(_ pattern: String, _ text: String) -> Bool {
                fold
                    ? Self.glob(pattern.lowercased(), matches: text.lowercased())
                    : Self.glob(pattern, matches: text)
            }
            if let queryItems {
                for (name, pattern) in queryItems {
                    let found = items.contains { item in
                        (fold ? item.name.lowercased() == name.lowercased() : item.name == name)
                            && glob(pattern, item.value ?? "")
                    }
                    if !found { return false }
                }
            } else if let query {
                let text = items.map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }
                    .joined(separator: "&")
                if !glob(query, text) { return false }
            }
            if let fragment, !glob(fragment, "") { return false }
            return self.path.map { glob($0, path) } ?? true
        }

        /// AASA glob matching: `*` is any run of characters (also none and also `/`), `?` is
        /// exactly one character, anything else is itself.
        ///
        /// - Complexity: O(*m* × *n*) in the lengths of pattern and text.
        public static func glob(_ pattern: String, matches text: String) -> Bool {
            let pattern = Array(pattern.unicodeScalars)
            let text = Array(text.unicodeScalars)
            var row = [Bool](repeating: false, count: text.count + 1)
            row[0] = true
            for scalar in pattern {
                var next = [Bool](repeating: false, count: text.count + 1)
                if scalar == "*" {
                    var any = false
                    for index in 0...text.count {
                        any = any || row[index]
                        next[index] = any
                    }
                } else {
                    for index in 0..<text.count where row[index] {
                        next[index + 1] = scalar == "?" || text[index] == scalar
                    }
                }
                row = next
            }
            return row[text.count]
        }

        private enum CodingKeys: String, CodingKey {
            case path = "/"
            case query = "?"
            case fragment = "#"
            case exclude, comment, caseSensitive
        }

        /// Writes the component's keys; `exclude` only when true.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(path, forKey: .path)
            if let queryItems {
                try container.encode(queryItems, forKey: .query)
            } else {
                try container.encodeIfPresent(query, forKey: .query)
            }
            try container.encodeIfPresent(fragment, forKey: .fragment)
            if exclude { try container.encode(true, forKey: .exclude) }
            try container.encodeIfPresent(comment, forKey: .comment)
            try container.encodeIfPresent(caseSensitive, forKey: .caseSensitive)
        }
    }
}

// MARK: - Parsing

extension AppSiteAssociation {
    static func parse(_ object: Any) throws(AppSiteAssociationError) -> AppSiteAssociation {
        guard let root = object as? [String: Any] else {
            throw .wrongShape(key: "(top level)", expected: "an object")
        }
        guard let applinks = root["applinks"] as? [String: Any] else {
            throw .wrongShape(key: "applinks", expected: "an object")
        }
        guard let details = applinks["details"] as? [Any] else {
            throw .wrongShape(key: "applinks.details", expected: "an array")
        }
        var parsed: [Detail] = []
        for (index, value) in details.enumerated() {
            let key = "applinks.details[\(index)]"
            guard let detail = value as? [String: Any] else {
                throw .wrongShape(key: key, expected: "an object")
            }
            var appIDs: [String] = []
            if let one = detail["appID"] {
                appIDs.append(try string(one, key: key + ".appID"))
            }
            if let many = detail["appIDs"] {
                guard let array = many as? [Any] else {
                    throw .wrongShape(key: key + ".appIDs", expected: "an array of strings")
                }
                for (position, id) in array.enumerated() {
                    appIDs.append(try string(id, key: key + ".appIDs[\(position)]"))
                }
            }
            if detail["paths"] != nil, detail["components"] == nil {
                throw .wrongShape(key: key + ".paths", expected: "components (paths is the legacy format)")
            }
            guard let components = detail["components"] as? [Any] else {
                throw .wrongShape(key: key + ".components", expected: "an array")
            }
            var parsedComponents: [Component] = []
            for (position, value) in components.enumerated() {
                parsedComponents.append(try component(value, key: key + ".components[\(position)]"))
            }
            parsed.append(Detail(appIDs: appIDs, components: parsedComponents))
        }
        return AppSiteAssociation(details: parsed)
    }

    private static func component(_ value: Any, key: String) throws(AppSiteAssociationError) -> Component {
        guard let object = value as? [String: Any] else { throw .wrongShape(key: key, expected: "an object") }
        var component = Component(path: nil)
        if let path = object["/"] { component.path = try string(path, key: key + "./") }
        if let query = object["?"] {
            if let items = query as? [String: Any] {
                var patterns: [String: String] = [:]
                for (name, pattern) in items {
                    try checkCharacters(name, key: key + ".?")
                    patterns[name] = try string(pattern, key: key + ".?." + name)
                }
                component.queryItems = patterns
            } else {
                component.query = try string(query, key: key + ".?")
            }
        }
        if let fragment = object["#"] { component.fragment = try string(fragment, key: key + ".#") }
        if let exclude = object["exclude"] {
            guard let flag = exclude as? Bool else {
                throw .wrongShape(key: key + ".exclude", expected: "true or false")
            }
            component.exclude = flag
        }
        if let caseSensitive = object["caseSensitive"] {
            guard let flag = caseSensitive as? Bool else {
                throw .wrongShape(key: key + ".caseSensitive", expected: "true or false")
            }
            component.caseSensitive = flag
        }
        if let comment = object["comment"] {
            guard let text = comment as? String else {
                throw .wrongShape(key: key + ".comment", expected: "a string")
            }
            component.comment = text
        }
        return component
    }

    private static func string(_ value: Any, key: String) throws(AppSiteAssociationError) -> String {
        guard let text = value as? String else { throw .wrongShape(key: key, expected: "a string") }
        try checkCharacters(text, key: key)
        return text
    }

    /// Refuses every scalar that `DisplayText` escapes (control characters, line separators, bidi
    /// controls, invisible characters): a pattern that shows as one path and matches another.
    private static func checkCharacters(_ text: String, key: String) throws(AppSiteAssociationError) {
        if let scalar = text.unicodeScalars.first(where: DisplayText.isEscaped) {
            throw .invisibleCharacter(key: key, scalar: scalar.value)
        }
    }

}

public import Wayfinder

// MARK: - Checking an app against its baseline

extension LinkBaseline {
    /// Every change in `current` that makes a link of this baseline fail, in baseline order.
    ///
    /// - A baseline pattern, or alias, that no current pattern or alias answers is
    ///   ``LinkBreak/patternRemoved(pattern:type:currentPattern:)`` (or
    ///   ``LinkBreak/aliasRemoved(alias:type:currentPattern:)``). Patterns are compared by the
    ///   URLs they match, their *shape*: the same literal segments with placeholders in the same
    ///   positions. Placeholder names never appear in a URL, so `profile/:user` and
    ///   `profile/:name` answer the same links.
    /// - A parameter whose type now accepts fewer values is
    ///   ``LinkBreak/parameterNarrowed(pattern:type:parameter:kind:from:to:)``: path parameters
    ///   by position in the pattern that answers (through an alias, by the placeholder's name
    ///   among the route's parameters), query parameters by name. See
    ///   ``isNarrowing(from:to:)``.
    /// - A baseline pattern the app still has on a route that refuses outside links is
    ///   ``LinkBreak/noLongerExternallyReachable(pattern:type:)``.
    /// - A route that now sets a link condition its old links may not meet (a query item it
    ///   requires or refuses that no other route of the same shape takes instead, a host it is
    ///   bound to, exact case where it ignored case, strict reading where it was lenient) is
    ///   ``LinkBreak/conditionAdded(pattern:type:condition:)``.
    ///
    /// - A baseline link whose route published activities of its own type (not
    ///   `RouteActivity.defaultActivityType`, which the hosts always continue), a type no current
    ///   route publishes, is ``LinkBreak/activityTypeRemoved(pattern:type:activityType:)``. Its
    ///   activities carry the link, so a renamed route's activities open through its aliases
    ///   as its links do, and a rename without an alias is a `patternRemoved`.
    ///
    /// - A baseline link whose route declared an App Intent that no current route declares
    ///   (compared by the intent's name, which saved shortcuts use) is
    ///   ``LinkBreak/intentRemoved(pattern:type:intent:)``. The intent makes the route's value,
    ///   not a link, so a route renamed with an alias keeps its intent when it keeps the name.
    ///
    /// New patterns are not breaks: writing the baseline again adds them.
    ///
    /// ```swift
    /// let breaks = baseline.breaks(in: navigator.registry.manifest)
    /// ```
    ///
    /// - Parameter current: The app's manifest now.
    /// - Returns: The breaks, empty when every old link still opens as before.
    /// - Complexity: O(*n* + *m*) dictionary look-ups for *n* baseline links and *m* current
    ///   patterns and aliases.
    public func breaks(in current: RouteManifest) -> [LinkBreak] {
        let answers = Answers(current)
        let patternsByType = Dictionary(
            current.routes.compactMap { route in route.pattern.map { (route.type, $0) } },
            uniquingKeysWith: { first, _ in first })
        let activityTypes = Set(current.routes.compactMap(\.activity?.activityType))
        let intentNames = Set(current.routes.compactMap(\.intent?.name))
        var breaks: [LinkBreak] = []
        for link in links {
            if let activityType = link.activity?.activityType,
                activityType != RouteActivity.defaultActivityType,
                !activityTypes.contains(activityType)
            {
                breaks.append(
                    .activityTypeRemoved(pattern: link.pattern, type: link.type, activityType: activityType))
            }
            if let intent = link.intent?.name, !intentNames.contains(intent) {
                breaks.append(.intentRemoved(pattern: link.pattern, type: link.type, intent: intent))
            }
            let currentPattern = patternsByType[link.type]
            if var answer = answers.answer(link.pattern) {
                // Routes may share a shape and differ by their query: compare with the same route.
                if answer.route.type != link.type,
                    let same = answer.siblings.first(where: { $0.type == link.type })
                {
                    answer.route = same
                }
                if answer.route.externallyReachable {
                    breaks += narrowedParameters(of: link, answeredBy: answer)
                    breaks += addedConditions(of: link, answeredBy: answer)
                } else {
                    breaks.append(
                        .noLongerExternallyReachable(pattern: link.pattern, type: answer.route.type))
                }
            } else {
                breaks.append(
                    .patternRemoved(pattern: link.pattern, type: link.type, currentPattern: currentPattern))
            }
            for alias in link.aliases {
                if let answer = answers.answer(alias) {
                    if !answer.route.externallyReachable {
                        breaks.append(.noLongerExternallyReachable(pattern: alias, type: answer.route.type))
                    }
                } else {
                    breaks.append(
                        .aliasRemoved(alias: alias, type: link.type, currentPattern: currentPattern))
                }
            }
        }
        return breaks
    }

    /// Whether a parameter whose type was `old` and now is `new` refuses values it accepted.
    ///
    /// The types are the names a manifest records (`String`, `Int`, `Double`, `Bool`, `UUID`, a
    /// raw-value type's name, `unknown`). A change is *not* narrowing when the type stays the
    /// same, becomes `String` (which accepts every value), or goes from `Int` to `Double`; every
    /// other change is, including one between two raw-value types (their cases are not
    /// recorded). `unknown` on either side is not judged: a route without a sample records no
    /// types.
    ///
    /// ```swift
    /// LinkBaseline.isNarrowing(from: "String", to: "Int")  // true
    /// LinkBaseline.isNarrowing(from: "Int", to: "Double")  // false
    /// ```
    public static func isNarrowing(from old: String, to new: String) -> Bool {
        if old == new || new == "String" || old == "unknown" || new == "unknown" { return false }
        return !(old == "Int" && new == "Double")
    }

    // MARK: - Conditions

    /// The conditions the answering route sets that the baseline's route did not, each a break
    /// of the links that do not meet it. A query condition answered by another route of the
    /// same shape that still takes such links is no break.
    private func addedConditions(of link: Link, answeredBy answer: Answer) -> [LinkBreak] {
        let old = link.linkRules
        let new = answer.route.linkRules
        var conditions: [LinkBreak.Condition] = []
        for name in new.requiredQueryItems.subtracting(old.requiredQueryItems).sorted()
        where !answer.takesLinksWithout(name) {
            conditions.append(.requiresQueryItem(name))
        }
        for name in new.forbiddenQueryItems.subtracting(old.forbiddenQueryItems).sorted()
        where !answer.takesLinksWith(name) {
            conditions.append(.refusesQueryItem(name))
        }
        if let host = new.host, host != old.host { conditions.append(.boundToHost(host)) }
        if old.matchesCaseInsensitively && !new.matchesCaseInsensitively {
            conditions.append(.matchesCaseExactly)
        }
        if old.isLenient && !new.isLenient { conditions.append(.readsStrictly) }
        return conditions.map { .conditionAdded(pattern: link.pattern, type: link.type, condition: $0) }
    }

    // MARK: - Parameters

    private func narrowedParameters(of link: Link, answeredBy answer: Answer) -> [LinkBreak] {
        var breaks: [LinkBreak] = []
        let route = answer.route
        for (position, old) in link.parameters.enumerated() {
            let new: RouteManifest.Parameter?
            if answer.alias == nil {
                new = position < route.parameters.count ? route.parameters[position] : nil
            } else {
                // Through an alias: the placeholder at this position, by name among the route's
                // parameters (a renamed placeholder is not found, and not judged).
                let names = Self.placeholderNames(answer.pattern)
                let name = position < names.count ? names[position] : nil
                new = (route.parameters + route.queryParameters).first { $0.name == name }
            }
            if let new, Self.isNarrowing(from: old.type, to: new.type) {
                breaks.append(
                    .parameterNarrowed(
                        pattern: link.pattern, type: link.type, parameter: old.name, kind: .path,
                        from: old.type,
                        to: new.type))
            }
        }
        for old in link.queryParameters {
            guard let new = route.queryParameters.first(where: { $0.name == old.name }) else { continue }
            if Self.isNarrowing(from: old.type, to: new.type) {
                breaks.append(
                    .parameterNarrowed(
                        pattern: link.pattern, type: link.type, parameter: old.name, kind: .query,
                        from: old.type,
                        to: new.type))
            }
        }
        return breaks
    }

    // MARK: - Shapes

    /// The URLs a pattern matches, as a key: each literal segment as written, each placeholder
    /// as a lone `:` (placeholder names never appear in a URL).
    static func shape(of pattern: String) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.first == ":" ? ":" : String($0) }
            .joined(separator: "/")
    }

    private static func placeholderNames(_ pattern: String) -> [String] {
        pattern.split(separator: "/", omittingEmptySubsequences: false)
            .filter { $0.first == ":" }
            .map { String($0.dropFirst()) }
    }

    /// The current route that answers a shape, through its pattern or one of its aliases.
    private struct Answer {
        var route: RouteManifest.Entry
        /// The current pattern or alias that matched.
        var pattern: String
        /// The alias that matched, nil when it was the route's pattern.
        var alias: String?
        /// Every externally reachable route of the same shape, the route itself included.
        var siblings: [RouteManifest.Entry] = []

        /// Whether a route of the shape takes links without this query item.
        func takesLinksWithout(_ name: String) -> Bool {
            siblings.contains {
                !$0.linkRules.requiredQueryItems.contains(name) && $0.linkRules.forbiddenQueryItems.isEmpty
            }
        }

        /// Whether a route of the shape takes links with this query item.
        func takesLinksWith(_ name: String) -> Bool {
            siblings.contains {
                !$0.linkRules.forbiddenQueryItems.contains(name) && $0.linkRules.requiredQueryItems.isEmpty
            }
        }
    }

    /// Every current pattern and alias by shape. A pattern wins over an alias, and a route that
    /// outside links may open over one that refuses them.
    private struct Answers {
        var byShape: [String: Answer] = [:]

        init(_ manifest: RouteManifest) {
            for route in manifest.routes {
                guard let pattern = route.pattern else { continue }
                add(Answer(route: route, pattern: pattern, alias: nil))
                for alias in route.aliases { add(Answer(route: route, pattern: alias, alias: alias)) }
            }
        }

        private mutating func add(_ answer: Answer) {
            let key = LinkBaseline.shape(of: answer.pattern)
            var answer = answer
            answer.siblings =
                (byShape[key]?.siblings ?? []) + (answer.route.externallyReachable ? [answer.route] : [])
            guard let existing = byShape[key] else {
                byShape[key] = answer
                return
            }
            byShape[key]?.siblings = answer.siblings
            func rank(_ answer: Answer) -> Int {
                (answer.route.externallyReachable ? 2 : 0) + (answer.alias == nil ? 1 : 0)
            }
            if rank(answer) > rank(existing) { byShape[key] = answer }
        }

        func answer(_ pattern: String) -> Answer? {
            byShape[LinkBaseline.shape(of: pattern)]
        }
    }
}

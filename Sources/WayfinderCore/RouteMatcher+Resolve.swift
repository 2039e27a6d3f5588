internal import Foundation

// MARK: - Depth-first search over splits

// The search runs on the storage object, not on `RouteMatcher`: a method of the struct would
// copy (retain and release) each of its arrays whenever a closure captures `self`.
extension RouteMatcher.Storage {
    /// One step of the search: a trie node reached at a segment position.
    private struct Frame {
        var node: Int32
        var position: Int
        /// 0: try the literal child; 1: try the folded (case-insensitive) literal child; 2: try
        /// the placeholder child; 3: try the catch-all tail child; 4: try ending the route here;
        /// 5: exhausted.
        var stage: UInt8 = 0
        /// Whether entering this frame appended a route to the result (a route boundary).
        var pushedRoute: Bool = false
        /// The segment at which the route being matched started.
        var start: Int
    }

    /// What the search found on its way, to report the most informative failure.
    private struct Failures {
        /// The deepest segment index at which no pattern continued, or -1.
        var deepestMismatch = -1
        /// The decoding failure of the candidate whose match ended furthest.
        var decoding: (end: Int, route: String, error: RouteDecodingError)?
        /// The repeated query item that a route which is not lenient refused.
        var duplicateQueryItem: String?

        mutating func mismatch(at index: Int) {
            if index > deepestMismatch { deepestMismatch = index }
        }

        mutating func decoding(_ error: RouteDecodingError, of route: String, endingAt end: Int) {
            if decoding.map({ end > $0.end }) ?? true { decoding = (end, route, error) }
        }
    }

    /// Where a search starts and what of the link the routes may receive.
    struct Lookup {
        /// The root node: 0 for the routes bound to no host, or a host's root.
        var root: Int32 = 0
        /// The link's fragment as written, and the whole link, or nil for an in-app path.
        var fragment: String?
        var url: String?

        /// An in-app path's lookup: the routes bound to no host, no fragment, no link. (Made
        /// each time, not a stored static: a lookup would pay for the static's lazy start.)
        static var inApp: Lookup { Lookup() }
    }

    /// Every route a link names: that host's own routes first, when the link has a host with
    /// routes of its own, then the routes bound to no host.
    func resolveAll(
        _ path: TokenizedPath, host: String?, fragment: String?, url: String?
    ) throws(RouteURLError) -> (routes: [any Route], leadingAliases: [Int32], lastAlias: Int32) {
        var lookup = Lookup(fragment: fragment, url: url)
        guard let host, !hostRoots.isEmpty, let root = hostRoots[host] else {
            return try resolveAll(path, lookup)
        }
        lookup.root = root
        let hostFailure: RouteURLError
        do throws(RouteURLError) {
            return try resolveAll(path, lookup)
        } catch {
            hostFailure = error
        }
        lookup.root = 0
        do throws(RouteURLError) {
            return try resolveAll(path, lookup)
        } catch {
            throw Self.moreInformative(hostFailure, error)
        }
    }

    /// Of two searches' failures, the one that says more: a refusal by a route that matched
    /// over one that matched nothing, the deeper mismatch over the shallower, else the first.
    private static func moreInformative(_ first: RouteURLError, _ second: RouteURLError) -> RouteURLError {
        switch (first, second) {
        case (.noMatchingRoute(let one, _), .noMatchingRoute(let other, _)): other > one ? second : first
        case (.noMatchingRoute, _): second
        default: first
        }
    }

    /// Every route the path names, in order, with the positions of the aliases the routes before
    /// the last matched through and that of the last (-1 for a route's own pattern): what the
    /// several-route entry points share. A single route allocates no alias array.
    func resolveAll(
        _ path: TokenizedPath, _ lookup: Lookup = .inApp
    ) throws(RouteURLError) -> (routes: [any Route], leadingAliases: [Int32], lastAlias: Int32) {
        var routes: [any Route] = []
        var aliases: [Int32] = []
        let last = try resolve(
            path, allowsSeveralRoutes: true, lookup: lookup, leadingRoutes: &routes, leadingAliases: &aliases)
        routes.append(last.route)
        return (routes, aliases, last.alias)
    }

    /// Finds the first split of the path into routes, in order of preference.
    ///
    /// Returns the last route and the position of the alias it matched through (-1 for its own
    /// pattern); the routes before it are appended to `leadingRoutes` and their alias positions
    /// to `leadingAliases` (never any when `allowsSeveralRoutes` is false). The search stack and
    /// the dead-start marks live in temporary storage, so the search itself does not allocate.
    func resolve(
        _ path: TokenizedPath, allowsSeveralRoutes: Bool, lookup: Lookup = .inApp,
        leadingRoutes routes: inout [any Route], leadingAliases aliases: inout [Int32]
    ) throws(RouteURLError) -> (route: any Route, alias: Int32) {
        let count = path.segmentCount
        let root = lookup.root
        // Each frame advances one segment or starts a route at the same segment: at most 2n + 1.
        let capacity = 2 * count + 2
        return try withUnsafeTemporaryAllocation(of: Frame.self, capacity: capacity) {
            (stack) throws(RouteURLError) -> (route: any Route, alias: Int32) in
            try withUnsafeTemporaryAllocation(of: Bool.self, capacity: count + 1) {
                (deadStarts) throws(RouteURLError) -> (route: any Route, alias: Int32) in
                deadStarts.initialize(repeating: false)
                stack.baseAddress!.initialize(to: Frame(node: root, position: 0, start: 0))
                var depth = 1
                var failures = Failures()
                let startCount = routes.count
                while depth > 0 {
                    let top = depth - 1
                    let node = Int(stack[top].node)
                    let trieNode = nodes[node]
                    let position = stack[top].position
                    var next: Frame?
                    switch stack[top].stage {
                    case 0:
                        // The stages a node has no children for are skipped.
                        stack[top].stage = trieNode.hasFoldedChildren ? 1 : 2
                        guard position < count else { break }
                        if trieNode.hasLiteralChildren,
                            let child = literalChild(of: node, matching: path, segment: position)
                        {
                            next = Frame(node: child, position: position + 1, start: stack[top].start)
                        } else if !trieNode.hasFoldedChildren && trieNode.placeholderChild < 0
                            && !trieNode.hasTailChild && (trieNode.terminal < 0 || !allowsSeveralRoutes)
                        {
                            // A route ending here is still a way on (stage 4): the failure, if any,
                            // is reported by the next route's root or by the decoding.
                            failures.mismatch(at: position)
                        }
                    case 1:
                        stack[top].stage = 2
                        guard position < count, trieNode.hasFoldedChildren else { break }
                        if let child = foldedChild(of: node, matching: path, segment: position) {
                            next = Frame(node: child, position: position + 1, start: stack[top].start)
                        } else if trieNode.placeholderChild < 0 && !trieNode.hasTailChild
                            && (trieNode.terminal < 0 || !allowsSeveralRoutes)
                        {
                            failures.mismatch(at: position)
                        }
                    case 2:
                        stack[top].stage = trieNode.hasTailChild ? 3 : 4
                        let child = trieNode.placeholderChild
                        if position < count && child >= 0 {
                            next = Frame(node: child, position: position + 1, start: stack[top].start)
                        }
                    case 3:
                        stack[top].stage = 4
                        // A tail takes every segment left, so its route is always the last.
                        if position < count && trieNode.hasTailChild, let child = tailChildren[Int32(node)] {
                            next = Frame(node: child, position: count, start: stack[top].start)
                        }
                    case 4:
                        stack[top].stage = 5
                        var routeNumber = Int(trieNode.terminal)
                        guard routeNumber >= 0 else {
                            if position == count { failures.mismatch(at: count - 1) }
                            break
                        }
                        let isLast = position == count
                        guard isLast || (allowsSeveralRoutes && !deadStarts[position]) else { break }
                        let start = stack[top].start
                        // The common case: one route ends here and it has no link rules. (One
                        // expression, so the optional route is never copied.)
                        guard
                            let route = routeInfos[routeNumber].rules < 0
                                ? decode(routeNumber, path, from: start, to: position, failures: &failures)
                                : decodeCandidates(
                                    &routeNumber, path, from: start, to: position, lookup: lookup,
                                    failures: &failures)
                        else { break }
                        let alias = Int32(routeInfos[routeNumber].alias)
                        if isLast { return (route, alias) }
                        routes.append(route)
                        aliases.append(alias)
                        next = Frame(node: root, position: position, pushedRoute: true, start: position)
                    default:
                        depth -= 1
                        if stack[top].node == root { deadStarts[position] = true }
                        if stack[top].pushedRoute {
                            routes.removeLast()
                            aliases.removeLast()
                        }
                    }
                    if let next {
                        precondition(depth < capacity, "route search stack overflow")
                        (stack.baseAddress! + depth).initialize(to: next)
                        depth += 1
                    }
                }
                assert(routes.count == startCount)
                throw failure(failures, path)
            }
        }
    }

    /// The most informative error once every split has failed.
    private func failure(_ failures: Failures, _ path: TokenizedPath) -> RouteURLError {
        if let name = failures.duplicateQueryItem { return .duplicateQueryItem(name) }
        if let decoding = failures.decoding, decoding.end > failures.deepestMismatch {
            return .decodingFailed(route: decoding.route, error: decoding.error)
        }
        let index = max(failures.deepestMismatch, 0)
        return .noMatchingRoute(segmentIndex: index, segment: path.rawText(ofSegment: index))
    }

    /// The routes of one pattern from `routeNumber` on, most specific first (see
    /// ``RouteMatcher/CompiledRules/next``): the first that answers wins, and `routeNumber`
    /// becomes its number; one that does not falls through to the next.
    @inline(never)
    private func decodeCandidates(
        _ routeNumber: inout Int, _ path: TokenizedPath, from start: Int, to end: Int, lookup: Lookup,
        failures: inout Failures
    ) -> (any Route)? {
        var candidate = routeNumber
        while candidate >= 0 {
            let rules = routeInfos[candidate].rules
            if let found =
                rules < 0
                ? decode(candidate, path, from: start, to: end, failures: &failures)
                : decodeWithRules(candidate, path, from: start, to: end, lookup: lookup, failures: &failures)
            {
                routeNumber = candidate
                return found
            }
            candidate = rules >= 0 ? Int(self.rules[Int(rules)].next) : -1
        }
        return nil
    }

    /// Creates the route of a matched pattern whose route has no link rules from segments
    /// `start..<end` (and the query, for the last one), or nil when it does not decode (or the
    /// query repeats an item). The parameters go straight to the route's initializer: a
    /// ``RouteParameters`` held in a variable costs copies of its resilient `URL?`.
    private func decode(
        _ routeNumber: Int, _ path: TokenizedPath, from start: Int, to end: Int, failures: inout Failures
    ) -> (any Route)? {
        let info = routeInfos[routeNumber]
        let isLast = end == path.segmentCount
        if isLast && path.duplicateQueryIndex >= 0 {
            if failures.duplicateQueryItem == nil { failures.duplicateQueryItem = path.duplicateQueryName }
            return nil
        }
        let items = values(of: info, path, from: start, to: end, isLast: isLast, deduplicates: false)
        do {
            return try info.type.init(parameters: RouteParameters(uniqueItems: items))
        } catch {
            failures.decoding(error, of: info.type.routeIdentifier, endingAt: end)
            return nil
        }
    }

    /// ``decode(_:_:from:to:failures:)`` for a route with link rules: nil too when its query
    /// conditions refuse the link; the parameters get what the rules ask for of the link.
    @inline(never)
    private func decodeWithRules(
        _ routeNumber: Int, _ path: TokenizedPath, from start: Int, to end: Int, lookup: Lookup,
        failures: inout Failures
    ) -> (any Route)? {
        let info = routeInfos[routeNumber]
        let isLast = end == path.segmentCount
        guard admits(info, path, isLast: isLast, end: end, failures: &failures) else { return nil }
        let compiled = rules[Int(info.rules)]
        if isLast && path.duplicateQueryIndex >= 0 && !compiled.isLenient {
            if failures.duplicateQueryItem == nil { failures.duplicateQueryItem = path.duplicateQueryName }
            return nil
        }
        let items = values(
            of: info, path, from: start, to: end, isLast: isLast, deduplicates: path.duplicateQueryIndex >= 0)
        var parameters = RouteParameters(uniqueItems: items)
        Self.addLinkParts(to: &parameters, rules: compiled, lookup: lookup)
        do {
            return try info.type.init(parameters: parameters)
        } catch {
            failures.decoding(error, of: info.type.routeIdentifier, endingAt: end)
            return nil
        }
    }

    /// A matched route's values: its placeholders' from segments `start..<end`, then, for the
    /// last route, the query items not named like a placeholder (the first of each name when
    /// `deduplicates`, for a lenient route).
    @inline(__always)
    private func values(
        of info: RouteMatcher.RouteInfo, _ path: TokenizedPath, from start: Int, to end: Int, isLast: Bool,
        deduplicates: Bool
    ) -> [RouteParameters.Item] {
        let first = Int(info.placeholderStart)
        let slots = placeholderSlots[first..<first + Int(info.placeholderCount)]
        var items: [RouteParameters.Item] = []
        items.reserveCapacity(slots.count + (isLast ? path.query.count : 0))
        for slot in slots {
            let offset = start + Int(slot.offset)
            let value =
                slot.isTail ? Self.tailValue(path, from: offset, to: end) : path.text(ofSegment: offset)
            items.append(RouteParameters.Item(name: slot.name, value: value))
        }
        // Placeholder names are unique within a pattern; query names are unique unless the
        // route is lenient, when the first of each name wins.
        if isLast {
            for index in path.query.indices {
                let name = path.queryName(index)
                if !slots.contains(where: { $0.name == name })
                    && (!deduplicates || !items.contains(where: { $0.name == name }))
                {
                    items.append(RouteParameters.Item(name: name, value: path.queryValue(index)))
                }
            }
        }
        return items
    }

    /// Whether a route's query conditions admit the link; a missing required item is recorded
    /// as the route's failure.
    @inline(never)
    private func admits(
        _ info: RouteMatcher.RouteInfo, _ path: TokenizedPath, isLast: Bool, end: Int,
        failures: inout Failures
    ) -> Bool {
        let rules = self.rules[Int(info.rules)]
        // The query belongs to the last route: a route before it has no query items.
        for name in rules.required where !isLast || !path.hasQueryItem(named: name) {
            failures.decoding(.missingParameter(name), of: info.type.routeIdentifier, endingAt: end)
            return false
        }
        return !isLast || !rules.forbidden.contains(where: path.hasQueryItem(named:))
    }

    /// A catch-all tail's value: the decoded segments `start..<end` joined by `/`.
    @inline(never)
    private static func tailValue(_ path: TokenizedPath, from start: Int, to end: Int) -> String {
        (start..<end).map(path.text(ofSegment:)).joined(separator: "/")
    }

    /// Gives a route what its rules ask for of the link: leniency, the fragment (and its
    /// `name=value` items after every other item), the whole link.
    @inline(never)
    private static func addLinkParts(
        to parameters: inout RouteParameters, rules: RouteMatcher.CompiledRules, lookup: Lookup
    ) {
        parameters.isLenient = rules.isLenient
        if rules.receivesLink, let url = lookup.url { parameters.link = URL(string: url) }
        guard rules.receivesFragment, let fragment = lookup.fragment else { return }
        parameters.fragment = fragment.removingPercentEncoding ?? fragment
        guard fragment.contains("=") else { return }
        for pair in fragment.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts[0].removingPercentEncoding, !name.isEmpty,
                let value = (parts.count > 1 ? parts[1] : "").removingPercentEncoding,
                parameters[name] == nil
            else { continue }
            parameters[name] = value
        }
    }

    /// The child of `node` along the literal equal to the segment's decoded bytes, if any.
    ///
    /// One hash-table probe sequence; the segment's hash was computed once when tokenizing.
    @inline(__always)
    private func literalChild(of node: Int, matching path: TokenizedPath, segment: Int) -> Int32? {
        let slotCount = edgeTable.count
        var slot = LiteralHash.slot(path.hash(ofSegment: segment), node: Int32(node), slotCount: slotCount)
        let bytes = path.bytes(ofSegment: segment)
        while true {
            let edge = edgeTable[slot]
            if edge.parent < 0 { return nil }
            if edge.parent == Int32(node) && Int(edge.literalCount) == bytes.count {
                let start = Int(edge.literalStart)
                var equal = true
                for offset in 0..<bytes.count where literalBytes[start + offset] != bytes[offset] {
                    equal = false
                    break
                }
                if equal { return edge.child }
            }
            slot = LiteralHash.slot(after: slot, slotCount: slotCount)
        }
    }

    /// The child of `node` along a literal of case-insensitive routes equal to the segment's
    /// decoded bytes once lowercased, if any. Only nodes that have such children are asked.
    private func foldedChild(of node: Int, matching path: TokenizedPath, segment: Int) -> Int32? {
        let bytes = path.bytes(ofSegment: segment)
        let folded: [UInt8] =
            bytes.allSatisfy { $0 < 0x80 }
            ? bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
            : Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8)
        let parent = Int32(node) | RouteMatcher.Edge.foldedParent
        let slotCount = edgeTable.count
        var slot = LiteralHash.slot(LiteralHash.hash(folded), node: parent, slotCount: slotCount)
        while true {
            let edge = edgeTable[slot]
            if edge.parent < 0 { return nil }
            if edge.parent == parent && Int(edge.literalCount) == folded.count {
                let start = Int(edge.literalStart)
                if literalBytes[start..<start + folded.count].elementsEqual(folded) { return edge.child }
            }
            slot = LiteralHash.slot(after: slot, slotCount: slotCount)
        }
    }
}

// MARK: - Depth-first search over splits

// The search runs on the storage object, not on `RouteMatcher`: a method of the struct would
// copy (retain and release) each of its arrays whenever a closure captures `self`.
extension RouteMatcher.Storage {
    /// One step of the search: a trie node reached at a segment position.
    private struct Frame {
        var node: Int32
        var position: Int
        /// 0: try the literal child; 1: try the placeholder child; 2: try ending the route here;
        /// 3: exhausted.
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

        mutating func mismatch(at index: Int) {
            if index > deepestMismatch { deepestMismatch = index }
        }
    }

    /// Every route the path names, in order, with the positions of the aliases the routes before
    /// the last matched through and that of the last (-1 for a route's own pattern): what the
    /// several-route entry points share. A single route allocates no alias array.
    func resolveAll(
        _ path: TokenizedPath
    ) throws(RouteURLError) -> (routes: [any Route], leadingAliases: [Int32], lastAlias: Int32) {
        var routes: [any Route] = []
        var aliases: [Int32] = []
        let last = try resolve(
            path, allowsSeveralRoutes: true, leadingRoutes: &routes, leadingAliases: &aliases)
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
        _ path: TokenizedPath, allowsSeveralRoutes: Bool, leadingRoutes routes: inout [any Route],
        leadingAliases aliases: inout [Int32]
    ) throws(RouteURLError) -> (route: any Route, alias: Int32) {
        let count = path.segmentCount
        // Each frame advances one segment or starts a route at the same segment: at most 2n + 1.
        let capacity = 2 * count + 2
        return try withUnsafeTemporaryAllocation(of: Frame.self, capacity: capacity) {
            (stack) throws(RouteURLError) -> (route: any Route, alias: Int32) in
            try withUnsafeTemporaryAllocation(of: Bool.self, capacity: count + 1) {
                (deadStarts) throws(RouteURLError) -> (route: any Route, alias: Int32) in
                deadStarts.initialize(repeating: false)
                stack.baseAddress!.initialize(to: Frame(node: 0, position: 0, start: 0))
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
                        stack[top].stage = 1
                        guard position < count else { break }
                        if trieNode.hasLiteralChildren,
                            let child = literalChild(of: node, matching: path, segment: position)
                        {
                            next = Frame(node: child, position: position + 1, start: stack[top].start)
                        } else if trieNode.placeholderChild < 0
                            && (trieNode.terminal < 0 || !allowsSeveralRoutes)
                        {
                            // A route ending here is still a way on (stage 2): the failure, if any,
                            // is reported by the next route's root or by the decoding.
                            failures.mismatch(at: position)
                        }
                    case 1:
                        stack[top].stage = 2
                        let child = trieNode.placeholderChild
                        if position < count && child >= 0 {
                            next = Frame(node: child, position: position + 1, start: stack[top].start)
                        }
                    case 2:
                        stack[top].stage = 3
                        let routeNumber = Int(trieNode.terminal)
                        guard routeNumber >= 0 else {
                            if position == count { failures.mismatch(at: count - 1) }
                            break
                        }
                        let isLast = position == count
                        guard isLast || (allowsSeveralRoutes && !deadStarts[position]) else { break }
                        let start = stack[top].start
                        guard
                            let route = decode(
                                routeNumber, path, from: start, isLast: isLast, failures: &failures)
                        else { break }
                        let alias = routeInfos[routeNumber].alias
                        if isLast { return (route, alias) }
                        routes.append(route)
                        aliases.append(alias)
                        next = Frame(node: 0, position: position, pushedRoute: true, start: position)
                    default:
                        depth -= 1
                        if stack[top].node == 0 { deadStarts[position] = true }
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
        if let decoding = failures.decoding, decoding.end > failures.deepestMismatch {
            return .decodingFailed(route: decoding.route, error: decoding.error)
        }
        let index = max(failures.deepestMismatch, 0)
        return .noMatchingRoute(segmentIndex: index, segment: path.rawText(ofSegment: index))
    }

    /// Creates the route of a matched pattern from its segments (and the query, for the last one).
    private func decode(
        _ routeNumber: Int, _ path: TokenizedPath, from start: Int, isLast: Bool, failures: inout Failures
    ) -> (any Route)? {
        let info = routeInfos[routeNumber]
        let first = Int(info.placeholderStart)
        let slots = placeholderSlots[first..<first + Int(info.placeholderCount)]
        var items: [RouteParameters.Item] = []
        items.reserveCapacity(slots.count + (isLast ? path.query.count : 0))
        for slot in slots {
            items.append(
                RouteParameters.Item(name: slot.name, value: path.text(ofSegment: start + Int(slot.offset))))
        }
        // Placeholder names are unique within a pattern and query names were checked unique
        // when tokenizing, so no item replaces another.
        if isLast {
            for index in path.query.indices {
                let name = path.queryName(index)
                if !slots.contains(where: { $0.name == name }) {
                    items.append(RouteParameters.Item(name: name, value: path.queryValue(index)))
                }
            }
        }
        do {
            return try info.type.init(parameters: RouteParameters(uniqueItems: items))
        } catch {
            let end = start + Int(info.segmentCount)
            if failures.decoding.map({ end > $0.end }) ?? true {
                failures.decoding = (end, info.type.routeIdentifier, error)
            }
            return nil
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
}

/// Collects patterns into a trie, then freezes it into the flat arrays of ``RouteMatcher/Storage``.
///
/// The builder is the only mutable stage: ``RouteMatcher/init(routes:maximumPathLength:)`` feeds
/// it every route type and freezes the result, so a matcher never changes after it exists.
struct RouteMatcherBuilder {
    /// A literal edge while building: the parent node and the literal.
    private struct EdgeKey: Hashable {
        let parent: Int32
        let text: String
    }

    /// The child along each literal edge. One table for the whole trie, rather than one
    /// dictionary per node, so building allocates and grows one table.
    private var literalChildren: [EdgeKey: Int32] = [:]
    /// The literal edges in the order they were made, which fixes the frozen layout.
    private var literalEdges: [(key: EdgeKey, child: Int32)] = []
    private var hasLiteralChildren: [Bool] = [false]
    private var placeholderChild: [Int32] = [-1]
    private var terminal: [Int32] = [-1]
    private(set) var routeTypes: [any Route.Type] = []
    private(set) var patterns: [RoutePattern] = []
    /// For each route number, the position of its alias in its type's ``Route/routeAliases``,
    /// or -1 for the type's own pattern.
    private var aliasPositions: [Int32] = []
    private(set) var conflicts: [RouteConflict] = []
    private var seenTypes: Set<ObjectIdentifier> = []

    /// Adds a route type; a type without a pattern, or already added, is ignored.
    mutating func add(_ type: any Route.Type) {
        guard let pattern = type.routePattern,
            seenTypes.insert(ObjectIdentifier(type)).inserted
        else { return }
        insert(pattern, of: type, alias: -1)
    }

    /// Adds the aliases of route types already added, after every type's own pattern: a
    /// current pattern always wins over an old one, whichever type was registered first.
    mutating func addAliases(of types: [any Route.Type]) {
        var done: Set<ObjectIdentifier> = []
        for type in types where type.routePattern != nil && done.insert(ObjectIdentifier(type)).inserted {
            for (position, alias) in type.routeAliases.enumerated() {
                insert(alias.pattern, of: type, alias: Int32(position))
            }
        }
    }

    private mutating func insert(_ pattern: RoutePattern, of type: any Route.Type, alias: Int32) {
        // Catch-all tails are not in the trie yet: such a pattern matches nothing for now.
        if pattern.hasTail { return }
        var node = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                let key = EdgeKey(parent: Int32(node), text: text)
                if let child = literalChildren[key] {
                    node = Int(child)
                } else {
                    let child = Int32(newNode())
                    literalChildren[key] = child
                    literalEdges.append((key, child))
                    hasLiteralChildren[node] = true
                    node = Int(child)
                }
            case .placeholder, .tail:
                if placeholderChild[node] >= 0 {
                    node = Int(placeholderChild[node])
                } else {
                    let child = newNode()
                    placeholderChild[node] = Int32(child)
                    node = child
                }
            }
        }
        if terminal[node] >= 0 {
            let winner = Int(terminal[node])
            conflicts.append(
                RouteConflict(
                    winningPattern: patterns[winner], winningRoute: routeName(routeTypes[winner]),
                    shadowedPattern: pattern, shadowedRoute: routeName(type),
                    winnerIsAlias: aliasPositions[winner] >= 0, shadowedIsAlias: alias >= 0))
        } else {
            terminal[node] = Int32(routeTypes.count)
            routeTypes.append(type)
            patterns.append(pattern)
            aliasPositions.append(alias)
        }
    }

    /// The module-qualified name: two features may declare routes of one name (`HomeUI.TagRoute`
    /// and `SearchUI.TagRoute`), and a conflict between them must say which is which.
    private func routeName(_ type: any Route.Type) -> String { String(reflecting: type) }

    private mutating func newNode() -> Int {
        hasLiteralChildren.append(false)
        placeholderChild.append(-1)
        terminal.append(-1)
        return terminal.count - 1
    }

    // MARK: - Freezing

    /// The literal edges, placed in an open-addressing table keyed by (parent node, literal
    /// bytes), and the literals' bytes.
    func frozenEdges() -> (table: [RouteMatcher.Edge], literalBytes: [UInt8]) {
        var edges: [RouteMatcher.Edge] = []
        edges.reserveCapacity(literalEdges.count)
        // Exactly as many bytes as the literals have: the array lives as long as the matcher.
        var literalBytes: [UInt8] = []
        literalBytes.reserveCapacity(literalEdges.reduce(0) { $0 + $1.key.text.utf8.count })
        // In the order the edges were made, so the layout does not depend on dictionary order.
        for (key, child) in literalEdges {
            let start = literalBytes.count
            literalBytes.append(contentsOf: key.text.utf8)
            edges.append(
                RouteMatcher.Edge(
                    parent: key.parent, child: child, literalStart: Int32(start),
                    literalCount: Int32(literalBytes.count - start)))
        }
        // Twice as many slots as edges, not rounded up to a power of two: at most half full, so a
        // probe sequence stays short, and no more memory than that (rounding up doubled the
        // table for many route counts; it is most of the matcher's memory).
        let capacity = max(8, edges.count * 2)
        var table = Array(repeating: RouteMatcher.Edge(), count: capacity)
        for edge in edges {
            let start = Int(edge.literalStart)
            let bytes = literalBytes[start..<start + Int(edge.literalCount)]
            var slot = LiteralHash.slot(LiteralHash.hash(bytes), node: edge.parent, slotCount: capacity)
            while table[slot].parent >= 0 { slot = LiteralHash.slot(after: slot, slotCount: capacity) }
            table[slot] = edge
        }
        return (table, literalBytes)
    }

    var nodes: [RouteMatcher.Node] {
        terminal.indices.map { node in
            RouteMatcher.Node(
                terminal: terminal[node], placeholderChild: placeholderChild[node],
                hasLiteralChildren: hasLiteralChildren[node])
        }
    }

    /// The winning routes and all their placeholders, as (segment offset, name), back to back.
    var routes: (infos: [RouteMatcher.RouteInfo], slots: [PlaceholderSlot]) {
        // Both arrays live as long as the matcher, so they are made at their exact size.
        var infos: [RouteMatcher.RouteInfo] = []
        infos.reserveCapacity(routeTypes.count)
        var slots: [PlaceholderSlot] = []
        slots.reserveCapacity(patterns.reduce(0) { $0 + $1.placeholderNames.count })
        for (number, (type, pattern)) in zip(routeTypes, patterns).enumerated() {
            let start = slots.count
            let position = aliasPositions[number]
            let alias = position >= 0 ? type.routeAliases[Int(position)] : nil
            for (offset, segment) in pattern.segments.enumerated() {
                guard case .placeholder(let placeholder) = segment else { continue }
                // An alias hands each value to the route's parameter of the new name; a dropped
                // placeholder still takes its segment, but hands nothing on.
                guard let name = alias.map({ $0.parameterName(forPlaceholder: placeholder) }) ?? placeholder
                else { continue }
                slots.append(PlaceholderSlot(offset: Int32(offset), name: name))
            }
            infos.append(
                RouteMatcher.RouteInfo(
                    type: type, placeholderStart: Int32(start), placeholderCount: Int32(slots.count - start),
                    segmentCount: Int32(pattern.segments.count), alias: position))
        }
        return (infos, slots)
    }
}

/// The hash used for literal edges: FNV-1a over the bytes, mixed with the parent node.
///
/// The tokenizer hashes a segment byte by byte as it scans the path (``initial``, then
/// ``combine(_:_:)`` per byte); ``hash(_:)`` is the same over a whole sequence.
enum LiteralHash {
    /// The FNV-1a offset basis: the hash of no bytes.
    static let initial: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash after one more byte.
    @inline(__always)
    static func combine(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    @inline(__always)
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = initial
        for byte in bytes { hash = combine(hash, byte) }
        return hash
    }

    /// The first slot of a literal of this hash under `node`, in a table of `slotCount` slots:
    /// the mixed hash scaled to the table (the high word of their product), so the table's size
    /// need not be a power of two.
    @inline(__always)
    static func slot(_ hash: UInt64, node: Int32, slotCount: Int) -> Int {
        var mixed = hash ^ (UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15)
        mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed.multipliedFullWidth(by: UInt64(slotCount)).high)
    }

    /// The slot probed after `slot` (linear probing, wrapping at the end).
    @inline(__always)
    static func slot(after slot: Int, slotCount: Int) -> Int {
        slot + 1 == slotCount ? 0 : slot + 1
    }
}

extension RouteMatcher {
    init(frozen builder: RouteMatcherBuilder, maximumPathLength: Int) {
        let edges = builder.frozenEdges()
        let routes = builder.routes
        self.conflicts = builder.conflicts
        self.maximumPathLength = maximumPathLength
        self.storage = Storage(
            nodes: builder.nodes, edgeTable: edges.table, literalBytes: edges.literalBytes,
            routeInfos: routes.infos, placeholderSlots: routes.slots)
    }
}

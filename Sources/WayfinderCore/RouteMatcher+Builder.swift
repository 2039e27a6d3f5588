/// Collects patterns into a trie, then freezes it into the flat arrays of ``RouteMatcher``.
///
/// The builder is the only mutable stage: ``RouteMatcher/init(routes:maximumPathLength:)`` feeds
/// it every route type and freezes the result, so a matcher never changes after it exists.
struct RouteMatcherBuilder {
    private var literalChildren: [[String: Int32]] = [[:]]
    private var placeholderChild: [Int32] = [-1]
    private var terminal: [Int32] = [-1]
    private(set) var routeTypes: [any Route.Type] = []
    private(set) var patterns: [RoutePattern] = []
    private(set) var conflicts: [RouteConflict] = []
    private var seenTypes: Set<ObjectIdentifier> = []

    /// Adds a route type; a type without a pattern, or already added, is ignored.
    mutating func add(_ type: any Route.Type) {
        guard let pattern = type.routePattern,
            seenTypes.insert(ObjectIdentifier(type)).inserted
        else { return }
        var node = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let child = literalChildren[node][text] {
                    node = Int(child)
                } else {
                    let child = newNode()
                    literalChildren[node][text] = Int32(child)
                    node = child
                }
            case .placeholder:
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
                    shadowedPattern: pattern, shadowedRoute: routeName(type)))
        } else {
            terminal[node] = Int32(routeTypes.count)
            routeTypes.append(type)
            patterns.append(pattern)
        }
    }

    private func routeName(_ type: any Route.Type) -> String { type.routeTypeName }

    private mutating func newNode() -> Int {
        literalChildren.append([:])
        placeholderChild.append(-1)
        terminal.append(-1)
        return terminal.count - 1
    }

    // MARK: - Freezing

    /// The literal edges in a flat form, with an open-addressing table keyed by
    /// (parent node, literal bytes).
    struct FrozenEdges {
        var parent: [Int32] = []
        var child: [Int32] = []
        var literalStart: [Int32] = []
        var literalEnd: [Int32] = []
        var literalBytes: [UInt8] = []
        var table: [Int32] = []
    }

    func frozenEdges() -> FrozenEdges {
        var edges = FrozenEdges()
        for (node, children) in literalChildren.enumerated() {
            // Sorted so that the frozen layout does not depend on dictionary order.
            for (text, child) in children.sorted(by: { $0.key < $1.key }) {
                edges.parent.append(Int32(node))
                edges.child.append(child)
                edges.literalStart.append(Int32(edges.literalBytes.count))
                edges.literalBytes.append(contentsOf: text.utf8)
                edges.literalEnd.append(Int32(edges.literalBytes.count))
            }
        }
        var capacity = 8
        while capacity < edges.parent.count * 2 { capacity *= 2 }
        edges.table = Array(repeating: -1, count: capacity)
        let mask = capacity - 1
        for edge in edges.parent.indices {
            let bytes = edges.literalBytes[Int(edges.literalStart[edge])..<Int(edges.literalEnd[edge])]
            var slot = LiteralHash.slot(LiteralHash.hash(bytes), node: edges.parent[edge], mask: mask)
            while edges.table[slot] >= 0 { slot = (slot + 1) & mask }
            edges.table[slot] = Int32(edge)
        }
        return edges
    }

    var nodeTerminal: [Int32] { terminal }
    var nodePlaceholderChild: [Int32] { placeholderChild }
    var nodeHasLiteralChildren: [Bool] { literalChildren.map { !$0.isEmpty } }

    /// The placeholders of every winning pattern, as (segment offset, name).
    var routePlaceholders: [[PlaceholderSlot]] {
        patterns.map { pattern in
            pattern.segments.enumerated().compactMap { offset, segment in
                if case .placeholder(let name) = segment {
                    PlaceholderSlot(offset: offset, name: name)
                } else {
                    nil
                }
            }
        }
    }
}

/// The hash used for literal edges: FNV-1a over the bytes, mixed with the parent node.
enum LiteralHash {
    @inline(__always)
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    @inline(__always)
    static func slot(_ hash: UInt64, node: Int32, mask: Int) -> Int {
        var mixed = hash ^ (UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15)
        mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed) & mask
    }
}

extension RouteMatcher {
    init(frozen builder: RouteMatcherBuilder, maximumPathLength: Int) {
        let edges = builder.frozenEdges()
        self.conflicts = builder.conflicts
        self.maximumPathLength = maximumPathLength
        self.routeTypes = builder.routeTypes
        self.routePatterns = builder.patterns
        self.routePlaceholders = builder.routePlaceholders
        self.nodeTerminal = builder.nodeTerminal
        self.nodePlaceholderChild = builder.nodePlaceholderChild
        self.nodeHasLiteralChildren = builder.nodeHasLiteralChildren
        self.edgeParent = edges.parent
        self.edgeChild = edges.child
        self.edgeLiteralStart = edges.literalStart
        self.edgeLiteralEnd = edges.literalEnd
        self.literalBytes = edges.literalBytes
        self.edgeTable = edges.table
    }
}

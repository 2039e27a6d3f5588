/// Collects patterns into a trie, then freezes it into the flat arrays of ``RouteMatcher/Storage``.
///
/// The builder is the only mutable stage: ``RouteMatcher/init(routes:maximumPathLength:)`` feeds
/// it every route type and freezes the result, so a matcher never changes after it exists.
struct RouteMatcherBuilder {
    /// A literal edge while building: the parent node, with ``RouteMatcher/Edge/foldedParent``
    /// set for a folded (lowercased) edge of case-insensitive routes, and the literal. (The flag
    /// lives in the parent, as in the frozen table, so a key hashes no more than a plain one.)
    private struct EdgeKey: Hashable {
        let parent: Int32
        let text: String
    }

    /// The child along each literal edge. One table for the whole trie, rather than one
    /// dictionary per node, so building allocates and grows one table.
    private var literalChildren: [EdgeKey: Int32] = [:]
    /// The literal edges in the order they were made, which fixes the frozen layout.
    private var literalEdges: [(key: EdgeKey, child: Int32)] = []
    /// For each node, whether it has literal children (bit 0) and folded ones (bit 1): one
    /// array, so making a node appends no more than before folded edges existed.
    private var literalFlags: [UInt8] = [0]
    private var placeholderChild: [Int32] = [-1]
    /// The child reached by a catch-all tail, by parent node (few nodes have one).
    private var tailChildren: [Int32: Int32] = [:]
    /// The first route number that ends at each node, or -1.
    private var terminal: [Int32] = [-1]
    /// Every route number that ends at a node where more than one does, in registration order
    /// (few nodes have more than one, so they need no array each).
    private var sharedTerminals: [Int32: [Int32]] = [:]
    /// The root of each host's own trie (node 0 is the root of the routes bound to no host), and
    /// the hosts in the order their first route was registered.
    private var hostRoots: [String: Int32] = [:]
    private(set) var hosts: [String] = []
    private(set) var routeTypes: [any Route.Type] = []
    private(set) var patterns: [RoutePattern] = []
    /// The link rules of the route numbers whose rules are not the standard ones (most routes'
    /// are: they need no entry, and launch copies no rules for them).
    private var specialRules: [Int32: RouteLinkRules] = [:]
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
        insert(pattern, of: type, alias: -1, rules: type.linkRules)
    }

    /// Adds the aliases of route types already added, after every type's own pattern: a
    /// current pattern always wins over an old one, whichever type was registered first.
    mutating func addAliases(of types: [any Route.Type]) {
        var done: Set<ObjectIdentifier> = []
        for type in types where type.routePattern != nil && done.insert(ObjectIdentifier(type)).inserted {
            let aliases = type.routeAliases
            guard !aliases.isEmpty else { continue }
            let rules = type.linkRules
            for (position, alias) in aliases.enumerated() {
                insert(alias.pattern, of: type, alias: Int32(position), rules: rules)
            }
        }
    }

    /// The root of a host's trie, made on first use.
    private mutating func root(forHost host: String) -> Int {
        if let root = hostRoots[host] { return Int(root) }
        let root = newNode()
        hostRoots[host] = Int32(root)
        hosts.append(host)
        return root
    }

    private mutating func insert(
        _ pattern: RoutePattern, of type: any Route.Type, alias: Int32, rules: RouteLinkRules
    ) {
        var node = rules.host.map { root(forHost: $0) } ?? 0
        let isFolded = rules.matchesCaseInsensitively
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                let key =
                    isFolded
                    ? EdgeKey(parent: Int32(node) | RouteMatcher.Edge.foldedParent, text: text.lowercased())
                    : EdgeKey(parent: Int32(node), text: text)
                if let child = literalChildren[key] {
                    node = Int(child)
                } else {
                    let child = Int32(newNode())
                    literalChildren[key] = child
                    literalEdges.append((key, child))
                    literalFlags[node] |= isFolded ? 2 : 1
                    node = Int(child)
                }
            case .placeholder:
                if placeholderChild[node] >= 0 {
                    node = Int(placeholderChild[node])
                } else {
                    let child = newNode()
                    placeholderChild[node] = Int32(child)
                    node = child
                }
            case .tail:
                if let child = tailChildren[Int32(node)] {
                    node = Int(child)
                } else {
                    let child = newNode()
                    tailChildren[Int32(node)] = Int32(child)
                    node = child
                }
            }
        }
        // Routes of one pattern differ by their query conditions; the same conditions twice are
        // a conflict, which the route registered first wins.
        for winner in terminal[node] < 0 ? [] : candidates(at: node).map(Int.init)
        where rules.requiredQueryItems == self.rules(of: winner).requiredQueryItems
            && rules.forbiddenQueryItems == self.rules(of: winner).forbiddenQueryItems
        {
            conflicts.append(
                RouteConflict(
                    winningPattern: patterns[winner], winningRoute: routeName(routeTypes[winner]),
                    shadowedPattern: pattern, shadowedRoute: routeName(type),
                    winnerIsAlias: aliasPositions[winner] >= 0, shadowedIsAlias: alias >= 0))
            return
        }
        precondition(
            pattern.segments.count <= Int(Int16.max) && alias <= Int32(Int16.max), "pattern too long")
        let number = Int32(routeTypes.count)
        if terminal[node] < 0 {
            terminal[node] = number
        } else {
            sharedTerminals[Int32(node), default: [terminal[node]]].append(number)
        }
        routeTypes.append(type)
        patterns.append(pattern)
        if !rules.requiredQueryItems.isEmpty || !rules.forbiddenQueryItems.isEmpty || rules.host != nil
            || rules.matchesCaseInsensitively || rules.isLenient || rules.receivesFragment
            || rules.receivesLink
        {
            specialRules[number] = rules
        }
        aliasPositions.append(alias)
    }

    /// The module-qualified name: two features may declare routes of one name (`HomeUI.TagRoute`
    /// and `SearchUI.TagRoute`), and a conflict between them must say which is which.
    private func routeName(_ type: any Route.Type) -> String { String(reflecting: type) }

    private mutating func newNode() -> Int {
        literalFlags.append(0)
        placeholderChild.append(-1)
        terminal.append(-1)
        return terminal.count - 1
    }

    /// A route number's link rules.
    private func rules(of number: Int) -> RouteLinkRules {
        specialRules.isEmpty ? .standard : specialRules[Int32(number)] ?? .standard
    }

    /// The route numbers that end at a node, in registration order.
    private func candidates(at node: Int) -> [Int32] {
        if !sharedTerminals.isEmpty, let shared = sharedTerminals[Int32(node)] { return shared }
        return terminal[node] < 0 ? [] : [terminal[node]]
    }

    // MARK: - Candidates

    /// The route numbers ending at a node in the order they are tried: more query conditions
    /// first, then registration order (own patterns were registered before aliases).
    private func orderedCandidates(at node: Int) -> [Int32] {
        let list = candidates(at: node)
        guard list.count > 1 else { return list }
        return list.enumerated().sorted { first, second in
            let left = rules(of: Int(first.element)).specificity
            let right = rules(of: Int(second.element)).specificity
            return left != right ? left > right : first.offset < second.offset
        }.map(\.element)
    }

    /// Every pair of routes at one node that one link can satisfy both of, with equal
    /// specificity: the earlier one answers, which only the registration order decides.
    var ambiguities: [RouteAmbiguity] {
        var found: [RouteAmbiguity] = []
        for node in sharedTerminals.keys.sorted() {
            let ordered = orderedCandidates(at: Int(node)).map(Int.init)
            for (index, first) in ordered.enumerated() {
                for second in ordered[(index + 1)...]
                where rules(of: first).specificity == rules(of: second).specificity {
                    let (one, other) = (rules(of: first), rules(of: second))
                    let required = one.requiredQueryItems.union(other.requiredQueryItems)
                    let forbidden = one.forbiddenQueryItems.union(other.forbiddenQueryItems)
                    guard required.isDisjoint(with: forbidden) else { continue }
                    found.append(
                        RouteAmbiguity(
                            answeringPattern: patterns[first], answeringRoute: routeName(routeTypes[first]),
                            otherPattern: patterns[second], otherRoute: routeName(routeTypes[second]),
                            sampleQuery: required.sorted().joined(separator: "&")))
                }
            }
        }
        return found
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
                    parent: key.parent,
                    child: child, literalStart: Int32(start),
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
        // Few nodes are shared by several routes or have a tail: the side tables are asked only
        // when they are not empty (hashing a key costs more than the rest of a node).
        let hasShared = !sharedTerminals.isEmpty
        let hasTails = !tailChildren.isEmpty
        return terminal.indices.map { node in
            RouteMatcher.Node(
                terminal: hasShared && sharedTerminals[Int32(node)] != nil
                    ? orderedCandidates(at: node)[0] : terminal[node],
                placeholderChild: placeholderChild[node], hasLiteralChildren: literalFlags[node] & 1 != 0,
                hasFoldedChildren: literalFlags[node] & 2 != 0,
                hasTailChild: hasTails && tailChildren[Int32(node)] != nil)
        }
    }

    /// The frozen parts that only routes with link rules, tails or hosts use.
    var extras: (tailChildren: [Int32: Int32], hostRoots: [String: Int32]) { (tailChildren, hostRoots) }

    /// The winning routes and all their placeholders, as (segment offset, name), back to back,
    /// and the link rules of the routes that have any a lookup reads.
    var routes:
        (infos: [RouteMatcher.RouteInfo], slots: [PlaceholderSlot], rules: [RouteMatcher.CompiledRules])
    {
        // Both arrays live as long as the matcher, so they are made at their exact size.
        var infos: [RouteMatcher.RouteInfo] = []
        infos.reserveCapacity(routeTypes.count)
        var slots: [PlaceholderSlot] = []
        slots.reserveCapacity(patterns.reduce(0) { $0 + $1.placeholderNames.count })
        // The route tried after each route at its node, or -1.
        var next = Array(repeating: Int32(-1), count: routeTypes.count)
        for node in sharedTerminals.keys {
            let ordered = orderedCandidates(at: Int(node))
            for (earlier, later) in zip(ordered, ordered.dropFirst()) { next[Int(earlier)] = later }
        }
        var compiled: [RouteMatcher.CompiledRules] = []
        for (number, (type, pattern)) in zip(routeTypes, patterns).enumerated() {
            let start = slots.count
            let position = aliasPositions[number]
            let alias = position >= 0 ? type.routeAliases[Int(position)] : nil
            for (offset, segment) in pattern.segments.enumerated() {
                let placeholder: String
                let isTail: Bool
                switch segment {
                case .literal, .tail(nil): continue
                case .placeholder(let name):
                    placeholder = name
                    isTail = false
                case .tail(let name?):
                    placeholder = name
                    isTail = true
                }
                // An alias hands each value to the route's parameter of the new name; a dropped
                // placeholder still takes its segment, but hands nothing on.
                guard let name = alias.map({ $0.parameterName(forPlaceholder: placeholder) }) ?? placeholder
                else { continue }
                slots.append(PlaceholderSlot(offset: Int32(offset), isTail: isTail, name: name))
            }
            var rulesIndex: Int32 = -1
            if next[number] >= 0 || (!specialRules.isEmpty && specialRules[Int32(number)] != nil) {
                let routeRules = rules(of: number)
                rulesIndex = Int32(compiled.count)
                compiled.append(
                    RouteMatcher.CompiledRules(
                        required: routeRules.requiredQueryItems.sorted(),
                        forbidden: routeRules.forbiddenQueryItems.sorted(), isLenient: routeRules.isLenient,
                        receivesFragment: routeRules.receivesFragment, receivesLink: routeRules.receivesLink,
                        next: next[number]))
            }
            infos.append(
                RouteMatcher.RouteInfo(
                    type: type, placeholderStart: Int32(start), placeholderCount: Int32(slots.count - start),
                    segmentCount: Int16(pattern.segments.count), alias: Int16(position), rules: rulesIndex))
        }
        return (infos, slots, compiled)
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
        let extras = builder.extras
        self.conflicts = builder.conflicts
        self.ambiguities = builder.ambiguities
        self.maximumPathLength = maximumPathLength
        self.storage = Storage(
            nodes: builder.nodes, edgeTable: edges.table, literalBytes: edges.literalBytes,
            routeInfos: routes.infos, placeholderSlots: routes.slots, rules: routes.rules,
            tailChildren: extras.tailChildren, hostRoots: extras.hostRoots, hosts: builder.hosts)
    }
}

import WayfinderCore

// The floor of the lookup cases: the fastest honest structure that still answers "which pattern,
// and where are its values", written to be measured against, not to be used.

/// The lookup floor: a frozen trie over pattern segments that touches no `Dictionary` and makes
/// no `String` while matching.
///
/// Every literal of every pattern lives once in one UTF-8 buffer. A node holds the range of its
/// literal edges in one flat edge array, sorted by a 64-bit key (the literal's first eight bytes,
/// big-endian, zero-padded), its length and its bytes; a segment's child is found by binary search
/// on that key, then one length check (and a byte comparison only for literals longer than eight
/// bytes). A node has at most one placeholder child. At each segment a literal beats a
/// placeholder and a dead end backtracks to the last placeholder alternative, as in Wayfinder's
/// matcher, so both give the same pattern for the same path. A lookup reports the pattern number
/// and the `[start, end)` UTF-8 offsets of each placeholder value in the path; it decodes
/// nothing, validates nothing (no percent-decoding, no query parsing: the path ends at `?` or
/// `#`) and allocates nothing.
///
/// ```swift
/// let floor = OffsetTrie(patterns: ["post/:id", "post/new"])
/// floor.match("post/42?sort=new")  // pattern 0, one value at 5..<7
/// ```
struct OffsetTrie: Sendable {
    /// The most placeholder values a match can report.
    static let valueCapacity = 8
    /// The most segments a pattern may have (the depth of the backtracking stack).
    static let depthCapacity = 32

    /// A match: the pattern number and where the placeholder values sit in the path.
    struct Match: Equatable {
        /// The number of the matched pattern, in the order given to ``OffsetTrie/init(patterns:)``.
        var pattern: Int32 = -1
        /// How many placeholder values ``values`` holds.
        var valueCount: Int32 = 0
        /// Each value's UTF-8 offsets in the path, `start << 32 | end`, in segment order.
        var values: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
            0, 0, 0, 0, 0, 0, 0, 0
        )

        /// The `[start, end)` UTF-8 offsets of value `index`.
        func value(_ index: Int) -> Range<Int> {
            precondition(index < Int(valueCount))
            var copy = values
            let packed = withUnsafeBytes(of: &copy) { $0.load(fromByteOffset: 8 * index, as: UInt64.self) }
            return Int(packed >> 32)..<Int(packed & 0xFFFF_FFFF)
        }

        /// Stores value `index`.
        @inline(__always)
        mutating func setValue(_ index: Int, start: Int, end: Int) {
            withUnsafeMutableBytes(of: &values) {
                $0.storeBytes(of: UInt64(start) << 32 | UInt64(end), toByteOffset: 8 * index, as: UInt64.self)
            }
        }

        static func == (left: Match, right: Match) -> Bool {
            guard left.pattern == right.pattern && left.valueCount == right.valueCount else { return false }
            return (0..<Int(left.valueCount)).allSatisfy { left.value($0) == right.value($0) }
        }
    }

    /// A trie node: its literal edges are `edges[firstEdge ..< firstEdge + edgeCount]`.
    private struct Node {
        var firstEdge: UInt32
        var edgeCount: UInt32
        /// The placeholder child, or -1.
        var placeholder: Int32
        /// The pattern that ends here, or -1.
        var terminal: Int32
    }

    /// A literal edge: the literal is `literalBytes[start ..< start + length]`.
    private struct Edge {
        var key: UInt64
        var start: UInt32
        var length: UInt32
        var child: Int32
    }

    /// A placeholder alternative left behind when a literal was taken, for backtracking.
    private struct Choice {
        var node: Int32
        var valueCount: Int32
        var start: Int
        var end: Int
    }

    private let nodes: [Node]
    private let edges: [Edge]
    private let literalBytes: [UInt8]

    /// The number of trie nodes, for the record.
    var nodeCount: Int { nodes.count }

    /// Builds the floor from patterns written as Wayfinder writes them: segments separated by
    /// `/`, a placeholder segment starting with `:` (its name is not kept).
    ///
    /// Building uses dictionaries; the frozen structure does not. On two patterns with the same
    /// segments the first wins.
    ///
    /// - Complexity: O(*s* log *s*) for *s* segments over all patterns.
    init(patterns: [String]) {
        // A plain mutable trie first.
        var literalChildren: [[String: Int32]] = [[:]]
        var placeholderChild: [Int32] = [-1]
        var terminal: [Int32] = [-1]
        for (number, pattern) in patterns.enumerated() {
            var node = 0
            let segments = pattern.split(separator: "/", omittingEmptySubsequences: false)
            precondition(
                segments.count <= Self.depthCapacity, "\(pattern): more than \(Self.depthCapacity) segments")
            precondition(
                segments.count(where: { $0.hasPrefix(":") }) <= Self.valueCapacity,
                "\(pattern): more than \(Self.valueCapacity) placeholders")
            for segment in segments {
                if segment.hasPrefix(":") {
                    if placeholderChild[node] < 0 {
                        placeholderChild[node] = Int32(terminal.count)
                        literalChildren.append([:])
                        placeholderChild.append(-1)
                        terminal.append(-1)
                    }
                    node = Int(placeholderChild[node])
                } else if let child = literalChildren[node][String(segment)] {
                    node = Int(child)
                } else {
                    let child = Int32(terminal.count)
                    literalChildren[node][String(segment)] = child
                    literalChildren.append([:])
                    placeholderChild.append(-1)
                    terminal.append(-1)
                    node = Int(child)
                }
            }
            if terminal[node] < 0 { terminal[node] = Int32(number) }
        }

        // Then frozen: each node's edges contiguous and sorted, each literal stored once.
        var bytes: [UInt8] = []
        var literalStart: [String: UInt32] = [:]
        var nodes: [Node] = []
        var edges: [Edge] = []
        nodes.reserveCapacity(terminal.count)
        for node in terminal.indices {
            var own: [(key: UInt64, literal: [UInt8], child: Int32)] = literalChildren[node].map {
                literal, child in
                let utf8 = Array(literal.utf8)
                return (Self.key(utf8[...]), utf8, child)
            }
            own.sort { left, right in
                if left.key != right.key { return left.key < right.key }
                if left.literal.count != right.literal.count {
                    return left.literal.count < right.literal.count
                }
                return left.literal.lexicographicallyPrecedes(right.literal)
            }
            nodes.append(
                Node(
                    firstEdge: UInt32(edges.count), edgeCount: UInt32(own.count),
                    placeholder: placeholderChild[node],
                    terminal: terminal[node]))
            for edge in own {
                let literal = String(decoding: edge.literal, as: UTF8.self)
                let start: UInt32
                if let known = literalStart[literal] {
                    start = known
                } else {
                    start = UInt32(bytes.count)
                    literalStart[literal] = start
                    bytes += edge.literal
                }
                edges.append(
                    Edge(key: edge.key, start: start, length: UInt32(edge.literal.count), child: edge.child))
            }
        }
        self.nodes = nodes
        self.edges = edges
        self.literalBytes = bytes
    }

    /// Builds the floor from the patterns of route types, numbered in that order (a type without
    /// a pattern keeps its number and matches nothing).
    init(routes: [any Route.Type]) {
        self.init(patterns: routes.map { $0.routePattern?.string ?? "" })
    }

    /// The sort key of a literal: its first eight bytes, big-endian, zero-padded.
    @inline(__always)
    private static func key(_ bytes: some Collection<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        var taken = 0
        for byte in bytes.prefix(8) {
            key = key << 8 | UInt64(byte)
            taken += 1
        }
        return taken == 0 ? 0 : key << (8 * UInt64(8 - taken))
    }

    // MARK: - Lookup

    /// The pattern a path matches and where its values are, or nil.
    ///
    /// - Parameter path: A relative path (`repos/apple/swift/pulls/42`); a query or fragment is
    ///   ignored.
    /// - Complexity: O(*n* log *k*) for *n* segments and at most *k* literal children per node,
    ///   plus backtracking (bounded by the placeholder alternatives along the way).
    func match(_ path: String) -> Match? {
        if let result = path.utf8.withContiguousStorageIfAvailable({ match(bytes: $0) }) {
            return result
        }
        return Array(path.utf8).withUnsafeBufferPointer { match(bytes: $0) }
    }

    /// ``match(_:)`` on the path's UTF-8 bytes.
    func match(bytes: UnsafeBufferPointer<UInt8>) -> Match? {
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                literalBytes.withUnsafeBufferPointer { literals in
                    withUnsafeTemporaryAllocation(of: Choice.self, capacity: Self.depthCapacity) { choices in
                        Self.match(bytes, nodes: nodes, edges: edges, literals: literals, choices: choices)
                    }
                }
            }
        }
    }

    private static func match(
        _ path: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<Node>,
        edges: UnsafeBufferPointer<Edge>,
        literals: UnsafeBufferPointer<UInt8>, choices: UnsafeMutableBufferPointer<Choice>
    ) -> Match? {
        var end = 0
        while end < path.count && path[end] != UInt8(ascii: "?") && path[end] != UInt8(ascii: "#") {
            end += 1
        }
        guard end > 0 else { return nil }

        var match = Match()
        var choiceCount = 0
        var node = 0
        var start = 0
        while true {
            var segmentEnd = start
            while segmentEnd < end && path[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
            var next: Int32 = -1
            if segmentEnd > start {
                let current = nodes[node]
                if current.edgeCount > 0 {
                    next = literalChild(
                        path, start, segmentEnd, edges: edges, first: Int(current.firstEdge),
                        count: Int(current.edgeCount), literals: literals)
                }
                if next >= 0 {
                    if current.placeholder >= 0 && choiceCount < choices.count {
                        choices[choiceCount] = Choice(
                            node: current.placeholder, valueCount: match.valueCount, start: start,
                            end: segmentEnd)
                        choiceCount += 1
                    }
                } else if current.placeholder >= 0 && match.valueCount < Int32(valueCapacity) {
                    match.setValue(Int(match.valueCount), start: start, end: segmentEnd)
                    match.valueCount += 1
                    next = current.placeholder
                }
            }
            // Advance, or backtrack to the last placeholder alternative until one goes on.
            while true {
                if next >= 0 {
                    node = Int(next)
                    if segmentEnd < end {
                        start = segmentEnd + 1
                        break
                    }
                    let terminal = nodes[node].terminal
                    if terminal >= 0 {
                        match.pattern = terminal
                        return match
                    }
                }
                guard choiceCount > 0 else { return nil }
                choiceCount -= 1
                let choice = choices[choiceCount]
                match.valueCount = choice.valueCount
                guard match.valueCount < Int32(valueCapacity) else { continue }
                match.setValue(Int(match.valueCount), start: choice.start, end: choice.end)
                match.valueCount += 1
                next = choice.node
                segmentEnd = choice.end
            }
        }
    }

    /// The child reached by the literal `path[start ..< end]` among `count` sorted edges, or -1.
    @inline(__always)
    private static func literalChild(
        _ path: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, edges: UnsafeBufferPointer<Edge>,
        first: Int, count: Int, literals: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        let length = end - start
        var key: UInt64 = 0
        let taken = min(length, 8)
        for index in start..<start + taken { key = key << 8 | UInt64(path[index]) }
        key <<= 8 * UInt64(8 - taken)
        // Lower bound of the key.
        var low = first
        var high = first + count
        while low < high {
            let middle = (low + high) >> 1
            if edges[middle].key < key { low = middle + 1 } else { high = middle }
        }
        while low < first + count && edges[low].key == key {
            let edge = edges[low]
            if Int(edge.length) == length {
                if length <= 8 { return edge.child }
                let literal = Int(edge.start)
                var same = true
                for index in 8..<length where path[start + index] != literals[literal + index] {
                    same = false
                    break
                }
                if same { return edge.child }
            } else if Int(edge.length) > length {
                return -1
            }
            low += 1
        }
        return -1
    }
}

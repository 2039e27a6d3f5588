public import WayfinderCore

/// A stack's location as the journal records it.
public struct RecordedLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tab holding the stack, nil for the single stack.
    public var tab: String?
    /// How many modals deep the stack is.
    public var depth: Int

    /// Creates a record.
    public init(tab: String?, depth: Int) {
        self.tab = tab
        self.depth = depth
    }

    /// Records a location.
    public init(_ location: StackLocation) {
        self.init(tab: location.tab?.rawValue, depth: location.depth)
    }

    /// The location it names.
    public var location: StackLocation { StackLocation(tab: tab.map(TabID.init(rawValue:)), depth: depth) }

    public var description: String { location.description }
}

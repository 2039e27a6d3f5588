/// The whole navigation state as one value: a single stack or a tab bar, each stack with the
/// modal and the alert it presents, and each bottom stack possibly a split (list and detail
/// columns).
///
/// The state is plain data. ``apply(_:within:)`` is its pure reducer: it applies one
/// ``NavigationCommand`` and returns what changed, or throws without changing anything. The
/// `Navigator` owns one state and drives it through this reducer, so every rule of navigation is
/// testable without UI or main actor.
///
/// ```swift
/// var state = NavigationState(root: LoginRoute())
/// try state.apply(.setStack([HomeRoute(), PostRoute(id: 42)], in: StackLocation(tab: nil, depth: 0)))
/// state.outline  // "stack: home > post/42"
/// ```
public struct NavigationState: Hashable, Sendable {
    /// The top of the tree.
    public internal(set) var root: Root {
        get {
            if let bar = tabBarStorage { return .tabs(bar) }
            return .stack(singleStorage!)
        }
        set {
            switch newValue {
            case .stack(let stack):
                tabBarStorage = nil
                singleStorage = stack
            case .tabs(let bar):
                singleStorage = nil
                tabBarStorage = bar
            }
        }
    }

    // Exactly one of these is set. Keeping them apart (rather than storing `Root`) lets the
    // reducer change a stack in place, without copying its entries: a push is O(1).
    private var singleStorage: Stack?
    private var tabBarStorage: TabBar?

    /// The identity the next created entry gets.
    public private(set) var nextEntryID: RouteEntry.ID

    /// The width the window has: splits show their columns side by side in the regular width
    /// and as one stack in the compact width. A new state is compact until told otherwise
    /// (``NavigationCommand/setHorizontalSizeClass(_:)``).
    public internal(set) var horizontalSizeClass: SizeClass = .compact

    /// Creates a state holding one stack with this root route.
    public init(root route: any Route) {
        singleStorage = Stack(entries: [RouteEntry(id: RouteEntry.ID(rawValue: 1), route: route)])
        nextEntryID = RouteEntry.ID(rawValue: 2)
    }

    /// Creates a state from a tree whose entries were made elsewhere (restoration, tests).
    ///
    /// `nextEntryID` is set past the largest identity in the tree.
    public init(root: Root) {
        switch root {
        case .stack(let stack): singleStorage = stack
        case .tabs(let bar): tabBarStorage = bar
        }
        let largest = root.allEntries.map(\.id.rawValue).max() ?? 0
        nextEntryID = RouteEntry.ID(rawValue: largest + 1)
    }

    // MARK: - Reading

    /// The selected tab's stack, or the single stack: the bottom of the active path.
    public var baseStack: Stack {
        switch root {
        case .stack(let stack): stack
        case .tabs(let bar): bar.tabs[bar.selectedIndex].stack
        }
    }

    /// The stack where pushes and pops apply: the deepest presented one on the selected tab.
    public var activeStack: Stack { baseStack.activeStack }

    /// Where the active stack is.
    public var activeLocation: StackLocation {
        StackLocation(tab: selectedTab, depth: baseStack.modalDepth)
    }

    /// The installed tabs, or nil while the app is a single stack.
    public var tabBar: TabBar? {
        if case .tabs(let bar) = root { return bar }
        return nil
    }

    /// The selected tab, or nil while the app is a single stack.
    public var selectedTab: TabID? { tabBar?.selection }

    /// The stack at a location, or nil if there is none there.
    public func stack(at location: StackLocation) -> Stack? {
        var stack: Stack
        switch (root, location.tab) {
        case (.stack(let single), nil): stack = single
        case (.tabs(let bar), let id?):
            guard let tab = bar[id] else { return nil }
            stack = tab.stack
        default: return nil
        }
        for _ in 0..<location.depth {
            guard let modal = stack.presented else { return nil }
            stack = modal.stack
        }
        return stack
    }

    /// Every entry in the tree, in outline order.
    public var allEntries: [RouteEntry] { root.allEntries }

    // MARK: - Building blocks for the reducer

    mutating func makeEntries(_ routes: [any Route]) -> [RouteEntry] {
        routes.map { route in
            defer { nextEntryID = RouteEntry.ID(rawValue: nextEntryID.rawValue + 1) }
            return RouteEntry(id: nextEntryID, route: route)
        }
    }

    /// Runs `body` on the stack at `location`, in place.
    mutating func withStack<T>(
        at location: StackLocation, _ body: (inout Stack) throws(NavigationStateError) -> T
    ) throws(NavigationStateError) -> T {
        if let id = location.tab {
            guard tabBarStorage != nil else { throw .unknownTab(id) }
            guard let index = tabBarStorage!.tabs.firstIndex(where: { $0.id == id }) else {
                throw .unknownTab(id)
            }
            guard tabBarStorage!.tabs[index].stack.modalDepth >= location.depth else {
                throw .noStack(location)
            }
            return try Self.run(on: &tabBarStorage!.tabs[index].stack, depth: location.depth, body)
        }
        guard singleStorage != nil else { throw .noStack(location) }
        guard singleStorage!.modalDepth >= location.depth else { throw .noStack(location) }
        return try Self.run(on: &singleStorage!, depth: location.depth, body)
    }

    private static func run<T>(
        on stack: inout Stack, depth: Int, _ body: (inout Stack) throws(NavigationStateError) -> T
    ) throws(NavigationStateError) -> T {
        if depth == 0 { return try body(&stack) }
        return try run(on: &stack.modalStorage[0].stack, depth: depth - 1, body)
    }
}

extension NavigationState.Root {
    /// Every entry in the tree, in outline order.
    public var allEntries: [RouteEntry] {
        switch self {
        case .stack(let stack): stack.allEntries
        case .tabs(let bar): bar.tabs.flatMap(\.stack.allEntries)
        }
    }
}

/// The address of one stack in a ``NavigationState``: a tab (nil for the single stack) and how
/// many modals above that tab's stack it sits.
public struct StackLocation: Hashable, Sendable, CustomStringConvertible {
    /// The tab, or nil for the single stack.
    public var tab: TabID?
    /// 0 for the tab's (or the single) stack, 1 for the modal it presents, and so on.
    public var depth: Int

    /// Creates a location.
    public init(tab: TabID?, depth: Int) {
        self.tab = tab
        self.depth = depth
    }

    public var description: String {
        (tab.map { "tab \($0)" } ?? "stack") + (depth > 0 ? " modal \(depth)" : "")
    }
}

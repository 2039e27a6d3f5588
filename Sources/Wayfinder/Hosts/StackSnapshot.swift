public import WayfinderCore

/// What a UI stack shows, as plain data: the root screen, the pushed screens (a
/// `NavigationStack` path), the modal it presents and its alert.
///
/// UI adapters read snapshots and never decide anything themselves; what the user changes comes
/// back through the navigator's `user…` calls, which check the write-back still matches the state.
public struct StackSnapshot: Hashable, Sendable {
    /// Where the stack is.
    public let location: StackLocation
    /// The root screen.
    public let root: RouteEntry
    /// The pushed screens above the root, bottom first: a `NavigationStack` path.
    public let path: [RouteEntry]
    /// The sheet this stack presents, if any.
    public let sheet: ModalSnapshot?
    /// The full-screen cover this stack presents, if any.
    public let fullScreenCover: ModalSnapshot?
    /// The popover this stack presents, if any (a sheet in the compact width, as the platform
    /// adapts it).
    public let popover: ModalSnapshot?
    /// The inspector this stack presents, if any.
    public let inspector: ModalSnapshot?
    /// The alert shown over this stack, if any.
    public let alert: RouteEntry?
    /// How the ``alert`` shows: an alert or a confirmation dialog; nil when there is none.
    public let alertStyle: AlertStyle?
    /// The stack's columns while it is a split shown side by side (the regular width); nil for
    /// a plain stack and for a split in the compact width, which shows as one stack.
    public private(set) var split: NavigationState.Stack.SplitColumns?

    /// The snapshot of a stack at a location, as a window of the given width shows it.
    ///
    /// - Parameters:
    ///   - stack: The stack.
    ///   - location: Where the stack is.
    ///   - horizontalSizeClass: The window's width: a split stack shows as columns in the
    ///     regular width, as one stack in the compact width.
    public init(
        _ stack: NavigationState.Stack, at location: StackLocation, horizontalSizeClass: SizeClass = .compact
    ) {
        self.location = location
        root = stack.root
        path = Array(stack.entries.dropFirst())
        split = horizontalSizeClass == .regular ? stack.splitColumns : nil
        let modal = stack.presented.map { ModalSnapshot($0, presentedFrom: location) }
        sheet = modal?.style == .sheet ? modal : nil
        fullScreenCover = modal?.style == .fullScreenCover ? modal : nil
        popover = modal?.style == .popover ? modal : nil
        inspector = modal?.style == .inspector ? modal : nil
        alert = stack.alert
        alertStyle = stack.alertStyle
    }

    /// The same stack as a compact window shows it: a split's columns as one stack, the list at
    /// its root. A UI whose window is already compact while the navigator has not heard of it
    /// yet draws this, so it never draws columns in a compact window.
    public var collapsed: StackSnapshot {
        guard split != nil else { return self }
        var copy = self
        copy.split = nil
        return copy
    }

    /// The identities of the path, as a `NavigationStack(path:)` binding holds them.
    public var pathIDs: [RouteEntry.ID] { path.map(\.id) }
}

/// A presented modal as a UI shows it: its style and how it is drawn, the identity a
/// `sheet(item:)` keys on, and the snapshot of its own stack.
public struct ModalSnapshot: Hashable, Sendable, Identifiable {
    /// Sheet, full-screen cover, popover or inspector.
    public let style: ModalStyle
    /// The heights a sheet offers, smallest first; empty for the system's default.
    public let detents: [SheetDetent]
    /// The detent the sheet rests at; nil when it offers none.
    public let selectedDetent: SheetDetent?
    /// How large the sheet is in a regular-width window; nil for the platform's default.
    public let sizing: SheetSizing?
    /// The view a popover points at; nil for the presenting screen.
    public let source: PresentationSource?
    /// The stack that presents this modal.
    public let presenter: StackLocation
    // One element: an array gives the recursive value its indirection.
    private let stackStorage: [StackSnapshot]

    /// The modal's own stack.
    public var stack: StackSnapshot { stackStorage[0] }

    /// The identity of the modal: its root entry's, stable while it is presented.
    public var id: RouteEntry.ID { stack.root.id }

    init(_ modal: NavigationState.Modal, presentedFrom presenter: StackLocation) {
        style = modal.style
        detents = modal.detents
        selectedDetent = modal.selectedDetent
        sizing = modal.sizing
        source = modal.source
        self.presenter = presenter
        stackStorage = [
            StackSnapshot(modal.stack, at: StackLocation(tab: presenter.tab, depth: presenter.depth + 1))
        ]
    }
}

/// What a tab bar shows: its items in order and the selection.
public struct TabBarSnapshot: Hashable, Sendable {
    /// One tab bar item.
    public struct Item: Hashable, Sendable, Identifiable {
        /// The tab's identifier.
        public let id: TabID
        /// The title under the icon.
        public let title: String
        /// The SF Symbol name.
        public let systemImage: String
        /// Whether the item is the action tab (runs code, never selected).
        public let isAction: Bool
        /// The badge it shows now, or nil for none.
        public let badge: TabBadge?
        /// What the tab is to the system (``TabSpec/Role/search``); always nil for the action tab.
        public let role: TabSpec.Role?
        /// The group of the sidebar it sits in, or nil.
        public let group: TabGroup?
        /// What the user may change about it in the sidebar.
        public let customization: TabSpec.Customization
    }

    /// The items in display order; the action tab, if any, last.
    public let items: [Item]
    /// The selected tab.
    public let selection: TabID
    /// Each content tab's stack.
    public let stacks: [TabID: StackSnapshot]
    /// How the tabs show: a tab bar, or a tab bar that becomes a sidebar.
    public let style: TabBarStyle
    /// The window's width, which decides where each tab shows with a sidebar.
    public let horizontalSizeClass: SizeClass
    /// The order and the hidden tabs the user chose in the sidebar.
    public let customization: TabBarCustomization
}

/// The whole UI as snapshots: one stack, or a tab bar with a stack per tab.
public enum NavigationSnapshot: Hashable, Sendable {
    /// A single stack (before tabs exist).
    case stack(StackSnapshot)
    /// A tab bar.
    case tabs(TabBarSnapshot)
}

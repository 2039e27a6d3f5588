public import WayfinderCore

/// A change a navigation made, as the journal records it: ``NavigationChange`` with its entries
/// as ``RecordedEntry``s (identity and route) and its locations as ``RecordedLocation``s.
///
/// ```swift
/// navigator.push(PostRoute(id: 42))
/// navigator.journal.entries.last?.changes
/// // [.pushed(entries: [RecordedEntry(id: 2, route: …post/42)], location: RecordedLocation(tab: nil, depth: 0))]
/// ```
///
/// Its ``description`` is the change as text for display, as ``NavigationChange``'s is:
/// `pushed post/42`, `presented sheet settings`, `tabSelected feed`.
public enum RecordedChange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Entries were pushed onto the stack at `location`.
    case pushed(entries: [RecordedEntry], location: RecordedLocation)
    /// Entries were popped from the stack at `location`, top first.
    case popped(entries: [RecordedEntry], location: RecordedLocation)
    /// A modal of `style` was presented from the stack at `location`; its stack's entries are given.
    case presented(style: ModalStyle, entries: [RecordedEntry], location: RecordedLocation)
    /// An alert was presented over the stack at `location`.
    case alertPresented(entry: RecordedEntry, location: RecordedLocation)
    /// A modal (with everything above it) was dismissed from the stack at `location`.
    case dismissed(style: ModalStyle, entries: [RecordedEntry], location: RecordedLocation)
    /// The alert of the stack at `location` was dismissed.
    case alertDismissed(entry: RecordedEntry, location: RecordedLocation)
    /// The whole state became a single stack of these entries.
    case rootSet(entries: [RecordedEntry])
    /// Tabs were installed.
    case tabsInstalled(tabs: [String])
    /// Tabs were removed, with every entry they held.
    case tabsRemoved(tabs: [String], entries: [RecordedEntry])
    /// Tabs were added.
    case tabsAdded(tabs: [String])
    /// A tab was selected.
    case tabSelected(tab: String)
    /// The window's horizontal size class changed.
    case horizontalSizeClassChanged(sizeClass: SizeClass)
    /// The user reordered or hid tabs in the sidebar: the order and the hidden tabs now.
    case tabsCustomized(order: [String], hidden: [String])
    /// The sheet presented from the stack at `location` came to rest at `detent`.
    case detentSelected(detent: SheetDetent, location: RecordedLocation)

    /// The change as text for display: `pushed post/42 > post/43`, `dismissed sheet compose`.
    public var description: String {
        func list(_ entries: [RecordedEntry]) -> String {
            entries.map(\.description).joined(separator: " > ")
        }
        return switch self {
        case .pushed(let entries, _): "pushed \(list(entries))"
        case .popped(let entries, _): "popped \(list(entries))"
        case .presented(let style, let entries, _): "presented \(style.outlineKeyword) \(list(entries))"
        case .alertPresented(let entry, _): "presented alert \(entry)"
        case .dismissed(let style, let entries, _): "dismissed \(style.outlineKeyword) \(list(entries))"
        case .alertDismissed(let entry, _): "dismissed alert \(entry)"
        case .rootSet(let entries): "rootSet \(list(entries))"
        case .tabsInstalled(let tabs): "tabsInstalled \(tabs.joined(separator: " "))"
        case .tabsRemoved(let tabs, _): "tabsRemoved \(tabs.joined(separator: " "))"
        case .tabsAdded(let tabs): "tabsAdded \(tabs.joined(separator: " "))"
        case .tabSelected(let tab): "tabSelected \(tab)"
        case .horizontalSizeClassChanged(let sizeClass): "horizontalSizeClassChanged \(sizeClass)"
        case .tabsCustomized(let order, let hidden):
            "tabsCustomized "
                + TabBarCustomization(order: order.map { TabID($0) }, hidden: hidden.map { TabID($0) })
                .description
        case .detentSelected(let detent, _): "detentSelected \(detent)"
        }
    }
}

/// A screen as the journal records it: its entry's identity within the navigation state and its
/// route.
public struct RecordedEntry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The entry's identity (`RouteEntry.ID`'s raw number).
    public var id: UInt64
    /// Its route.
    public var route: RecordedRoute

    /// Creates a record.
    public init(id: UInt64, route: RecordedRoute) {
        self.id = id
        self.route = route
    }

    /// The route, as the outline prints it.
    public var description: String { route.description }
}

/// One navigation step that ``NavigationState/apply(_:within:)`` performs.
///
/// Commands are plain values: the navigator turns each call into one, the trace can print them,
/// and a test can replay them against a state without any UI.
public enum NavigationCommand: Sendable, CustomStringConvertible {
    /// Pushes routes onto the active stack.
    case push([any Route])
    /// Pops this many entries from the active stack (never its root).
    case pop(count: Int)
    /// Pops the active stack to its root.
    case popToRoot
    /// Pops the stack at a location back to the entry with this identity (it stays on top).
    case popTo(RouteEntry.ID, in: StackLocation)
    /// Makes the stack at a location show exactly these routes, dismissing anything it presents.
    ///
    /// Entries at the front that are equal to the wanted routes are kept (their screens are not
    /// rebuilt); the rest are replaced.
    case setStack([any Route], in: StackLocation)
    /// Removes one screen, not the root, from the stack at a location; the screens above it keep
    /// their identities. Removing the top screen removes what it presents too, as a pop does.
    case removeEntry(RouteEntry.ID, in: StackLocation)
    /// Presents a modal with these routes as its stack over the active stack.
    case present([any Route], style: ModalStyle)
    /// Presents a modal with these routes as its stack over the active stack, drawn as
    /// `presentation` says (its detents, sizing, source) whatever the first route prefers. A
    /// presentation that is not modal (a push, an alert) throws ``NavigationStateError/notModal(_:)``.
    case presentAs([any Route], Presentation)
    /// Shows an alert over the active stack.
    case presentAlert(any Route)
    /// Dismisses the active stack's alert if there is one, otherwise the topmost modal.
    case dismiss
    /// Dismisses every modal and alert above the stack at a location.
    case dismissAbove(StackLocation)
    /// Dismisses the modal presented from the stack at a location (with everything above it),
    /// leaving that stack's own alert alone.
    case dismissModal(above: StackLocation)
    /// Dismisses the alert of the stack at a location.
    case dismissAlert(in: StackLocation)
    /// Replaces the whole state with a single stack of these routes (the tab bar goes away).
    case setRoot([any Route])
    /// Replaces the whole tree (restoration). Every entry gets a fresh identity.
    case replaceRoot(NavigationState.Root)
    /// Installs tabs, replacing any tab bar; each tab starts at its root route.
    case installTabs([TabRoot], selection: TabID)
    /// Selects a tab. With `reset`, its modals are dismissed and its stack popped to its root
    /// (and the modals of the previously selected tab dismissed).
    case selectTab(TabID, reset: Bool)
    /// Changes the set of tabs: tabs that remain keep their stacks, new tabs start at their root,
    /// removed tabs go with everything they presented; a removed selection falls back to the
    /// first tab.
    case updateTabs([TabRoot])
    /// Marks a bottom stack (the single stack, or a tab's) as a split of this layout, or as a
    /// plain stack with nil. Only the mark changes: the entries, and what shows in the compact
    /// width, stay as they are, so it records no change. The navigator lays out its splits with
    /// it from the app's declarations (``NavigationPlanner/commands(layingOut:)``).
    case setSplit(SplitLayout?, in: StackLocation)
    /// Sets the width the window has, which decides whether splits show as columns.
    case setHorizontalSizeClass(SizeClass)
    /// Sets the order and the hidden tabs the user chose. Every identifier must name an
    /// installed tab.
    case customizeTabs(TabBarCustomization)
    /// Rests the sheet presented from the stack at a location at one of its detents (the user
    /// dragged it). A detent the sheet does not offer throws
    /// ``NavigationStateError/invalidDetent(_:)``.
    case selectDetent(SheetDetent, above: StackLocation)

    public var description: String {
        func list(_ routes: [any Route]) -> String {
            routes.map(\.pathRepresentation).joined(separator: " > ")
        }
        switch self {
        case .push(let routes): return "push \(list(routes))"
        case .pop(let count): return "pop \(count)"
        case .popToRoot: return "popToRoot"
        case .popTo(let id, let location): return "popTo \(id) in \(location)"
        case .setStack(let routes, let location): return "setStack \(list(routes)) in \(location)"
        case .removeEntry(let id, let location): return "removeEntry \(id) in \(location)"
        case .present(let routes, let style): return "present \(style.outlineKeyword) \(list(routes))"
        case .presentAs(let routes, let presentation): return "present \(presentation) \(list(routes))"
        case .presentAlert(let route): return "presentAlert \(route.pathRepresentation)"
        case .dismiss: return "dismiss"
        case .dismissAbove(let location): return "dismissAbove \(location)"
        case .dismissModal(let location): return "dismissModal above \(location)"
        case .dismissAlert(let location): return "dismissAlert in \(location)"
        case .setRoot(let routes): return "setRoot \(list(routes))"
        case .replaceRoot(let root):
            return "replaceRoot \(root.allEntries.map(\.description).joined(separator: " "))"
        case .installTabs(let tabs, let selection):
            return
                "installTabs \(tabs.map { $0.id == selection ? "\($0.id)*" : "\($0.id)" }.joined(separator: " "))"
        case .selectTab(let id, let reset): return "selectTab \(id)\(reset ? " reset" : "")"
        case .updateTabs(let tabs): return "updateTabs \(tabs.map(\.id.rawValue).joined(separator: " "))"
        case .setSplit(let layout, let location):
            return "setSplit \(layout.map(\.rawValue) ?? "none") in \(location)"
        case .setHorizontalSizeClass(let sizeClass): return "setHorizontalSizeClass \(sizeClass)"
        case .customizeTabs(let customization):
            return customization.isEmpty ? "customizeTabs none" : "customizeTabs \(customization)"
        case .selectDetent(let detent, let location): return "selectDetent \(detent) above \(location)"
        }
    }
}

/// A tab's identifier and root route, as commands that create tabs take them.
public struct TabRoot: Sendable {
    /// The tab's identifier.
    public var id: TabID
    /// The route at the bottom of the tab's stack.
    public var root: any Route

    /// Creates a tab description.
    public init(id: TabID, root: any Route) {
        self.id = id
        self.root = root
    }
}

/// One thing a command changed, in the order it happened; the navigator turns each into an event.
public enum NavigationChange: Hashable, Sendable, CustomStringConvertible {
    /// Entries were pushed onto the stack at a location.
    case pushed([RouteEntry], in: StackLocation)
    /// Entries were popped from the stack at a location, top first.
    case popped([RouteEntry], in: StackLocation)
    /// A modal was presented; its stack's entries are given.
    case presented(ModalStyle, [RouteEntry], in: StackLocation)
    /// An alert was presented over the stack at a location.
    case alertPresented(RouteEntry, in: StackLocation)
    /// A modal (with everything above it) was dismissed from the stack at a location.
    case dismissed(ModalStyle, [RouteEntry], in: StackLocation)
    /// The alert of the stack at a location was dismissed.
    case alertDismissed(RouteEntry, in: StackLocation)
    /// The whole state became a single stack of these entries.
    case rootSet([RouteEntry])
    /// Tabs were installed.
    case tabsInstalled([TabID])
    /// Tabs were removed, with every entry they held.
    case tabsRemoved([TabID], [RouteEntry])
    /// Tabs were added.
    case tabsAdded([TabID])
    /// A tab was selected.
    case tabSelected(TabID)
    /// The window's horizontal size class changed: splits now show as columns (regular) or as
    /// one stack (compact). No screen was added or removed.
    case horizontalSizeClassChanged(SizeClass)
    /// The user reordered or hid tabs in the sidebar; this is the customization now. No screen
    /// was added or removed.
    case tabsCustomized(TabBarCustomization)
    /// The sheet presented from the stack at a location came to rest at another detent. No
    /// screen was added or removed.
    case detentSelected(SheetDetent, in: StackLocation)

    /// The entries this change brought into the state.
    public var addedEntries: [RouteEntry] {
        switch self {
        case .pushed(let entries, _), .presented(_, let entries, _), .rootSet(let entries): entries
        case .alertPresented(let entry, _): [entry]
        default: []
        }
    }

    public var description: String {
        func list(_ entries: [RouteEntry]) -> String { entries.map(\.description).joined(separator: " > ") }
        switch self {
        case .pushed(let entries, _): return "pushed \(list(entries))"
        case .popped(let entries, _): return "popped \(list(entries))"
        case .presented(let style, let entries, _):
            return "presented \(style.outlineKeyword) \(list(entries))"
        case .alertPresented(let entry, _): return "presented alert \(entry)"
        case .dismissed(let style, let entries, _):
            return "dismissed \(style.outlineKeyword) \(list(entries))"
        case .alertDismissed(let entry, _): return "dismissed alert \(entry)"
        case .rootSet(let entries): return "rootSet \(list(entries))"
        case .tabsInstalled(let ids): return "tabsInstalled \(ids.map(\.rawValue).joined(separator: " "))"
        case .tabsRemoved(let ids, _): return "tabsRemoved \(ids.map(\.rawValue).joined(separator: " "))"
        case .tabsAdded(let ids): return "tabsAdded \(ids.map(\.rawValue).joined(separator: " "))"
        case .tabSelected(let id): return "tabSelected \(id)"
        case .horizontalSizeClassChanged(let sizeClass): return "horizontalSizeClassChanged \(sizeClass)"
        case .tabsCustomized(let customization): return "tabsCustomized \(customization)"
        case .detentSelected(let detent, _): return "detentSelected \(detent)"
        }
    }
}

/// Why a command could not be applied. The state is unchanged when one is thrown.
public enum NavigationStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A command that needs routes got none.
    case noRoutes
    /// Pop on a stack that holds only its root, or popping more entries than it holds.
    case nothingToPop
    /// Dismiss with nothing presented.
    case nothingToDismiss
    /// A command would remove or replace the root screen of a stack, which only `setRoot`,
    /// a dismissal or a change of tabs may do.
    case cannotRemoveRoot
    /// No tab has this identifier.
    case unknownTab(TabID)
    /// No stack exists at this location.
    case noStack(StackLocation)
    /// No entry with this identity is on the stack.
    case noSuchEntry(RouteEntry.ID)
    /// A tab bar needs at least one tab, with unique identifiers.
    case invalidTabs(String)
    /// The command would make a stack hold more screens than ``NavigationLimits/maximumStackLength``.
    case stackTooLong(length: Int, limit: Int)
    /// The command would nest more modals than ``NavigationLimits/maximumModalDepth``.
    case modalsTooDeep(depth: Int, limit: Int)
    /// A split was asked for at a location other than a tab's or the single stack: the stack of
    /// a modal is never a split.
    case splitOutsideBottomStack(StackLocation)
    /// A sheet was asked to rest at a detent it does not offer, or at a fraction or height out
    /// of range (``SheetDetent/isValid``).
    case invalidDetent(SheetDetent)
    /// ``NavigationCommand/presentAs(_:_:)`` was given a presentation that is not a modal (a
    /// push, an alert, a confirmation dialog).
    case notModal(Presentation.Kind)

    public var description: String {
        switch self {
        case .noRoutes: "no routes were given"
        case .nothingToPop: "the stack holds only its root screen; there is nothing to pop"
        case .nothingToDismiss: "nothing is presented; there is nothing to dismiss"
        case .cannotRemoveRoot: "the root screen of a stack cannot be removed or replaced this way"
        case .unknownTab(let id): "there is no tab '\(id)'"
        case .noStack(let location): "there is no stack at \(location)"
        case .noSuchEntry(let id): "no entry \(id) is on the stack"
        case .invalidTabs(let reason): "invalid tabs: \(reason)"
        case .stackTooLong(let length, let limit):
            "the stack would hold \(length) screens; the limit is \(limit)"
        case .modalsTooDeep(let depth, let limit):
            "\(depth) modals would be nested; the limit is \(limit)"
        case .splitOutsideBottomStack(let location):
            "only a tab's stack or the single stack can be a split, not the stack at \(location)"
        case .invalidDetent(let detent):
            detent.isValid
                ? "the sheet does not offer the detent \(detent)"
                : "the detent \(detent) is out of range (a fraction is in 0 < f ≤ 1, a height is positive)"
        case .notModal(let kind): "\(kind) is not presented as a modal"
        }
    }
}

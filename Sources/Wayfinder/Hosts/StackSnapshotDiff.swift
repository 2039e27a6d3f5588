public import WayfinderCore

/// What changed between two renderings of one stack, for a UI adapter that keeps live objects
/// (view controllers) and must update them in place rather than rebuild them.
///
/// The diff decides everything an imperative adapter would otherwise decide itself: which
/// entries are new to the UI (build their screens) and which are gone (release them), whether the
/// top changed by a push, a pop or a replacement (and so which entry's transition animates it),
/// and whether the modal and the alert are presented, dismissed, replaced or left alone.
///
/// ```swift
/// let diff = StackSnapshotDiff(from: shown, to: navigator.snapshot(at: location)!)
/// for entry in diff.inserted { controllers[entry.id] = makeController(entry) }
/// for id in diff.removed { controllers[id] = nil }
/// navigationController.setViewControllers(…, animated: diff.motion.isAnimated)
/// ```
///
/// Identity is by `RouteEntry.ID`: an entry keeps its screen while it stays in the stack, even
/// when entries below it change.
public struct StackSnapshotDiff: Hashable, Sendable {
    /// The entries the new snapshot shows that the old one did not, bottom first: build these.
    public let inserted: [RouteEntry]
    /// The identities the old snapshot showed that the new one does not, bottom first: release
    /// these.
    public let removed: [RouteEntry.ID]
    /// How the top of the stack moved.
    public let motion: StackMotion
    /// What happens to the presented modal (sheet or full-screen cover).
    public let modal: PresentationChange<ModalSnapshot>
    /// What happens to the alert.
    public let alert: PresentationChange<RouteEntry>
    /// Whether the stack's navigation stack animates the change: its top moved, and for a split
    /// shown as columns the detail column kept its root. Selecting another row replaces the
    /// detail column's root, which a split view shows at once; in the compact width the same
    /// selection is a push over the list.
    public let animatesNavigationStack: Bool

    /// The difference from `old` (nil when nothing was shown yet) to `new`.
    ///
    /// - Complexity: O(n) in the number of entries of both snapshots.
    public init(from old: StackSnapshot?, to new: StackSnapshot) {
        let oldEntries = old?.entries ?? []
        let newEntries = new.entries
        let oldIDs = Set(oldEntries.map(\.id))
        let newIDs = Set(newEntries.map(\.id))
        inserted = newEntries.filter { !oldIDs.contains($0.id) }
        removed = oldEntries.map(\.id).filter { !newIDs.contains($0) }
        motion = StackMotion(from: oldEntries, to: newEntries, oldIDs: oldIDs, newIDs: newIDs)
        modal = PresentationChange(from: old?.modal, to: new.modal)
        alert = PresentationChange(from: old?.alert, to: new.alert)
        let keptDetail =
            new.split == nil || old?.split == nil || old?.navigationRoot?.id == new.navigationRoot?.id
        animatesNavigationStack = motion.isAnimated && keptDetail
    }
}

/// How the top screen of a stack changes between two renderings.
public enum StackMotion: Hashable, Sendable {
    /// The top screen stays (entries below it may have changed, without animation).
    case none
    /// The entry arrives on top, above the old top, which stays in the stack.
    case push(RouteEntry)
    /// The entry leaves the top; the new top was already in the stack.
    case pop(RouteEntry)
    /// The entry arrives on top and the old top leaves: shown as a push of the new entry.
    case replace(RouteEntry)

    /// The entry whose registered ``Transition`` animates the motion: the arriving entry for a
    /// push or a replacement, the leaving entry for a pop. Nil when nothing moves.
    public var animatingEntry: RouteEntry? {
        switch self {
        case .none: nil
        case .push(let entry), .pop(let entry), .replace(let entry): entry
        }
    }

    /// Whether the change should be animated (the top screen changed).
    public var isAnimated: Bool { self != .none }

    /// Whether the motion moves backwards (a pop), so a transition plays its pop animation.
    public var isPop: Bool {
        if case .pop = self { return true }
        return false
    }

    /// The motion of a push or pop the UI performs itself (a back button, an edge swipe), given
    /// the entry shown on top before and after it.
    ///
    /// - Parameters:
    ///   - from: The entry on top before.
    ///   - to: The entry on top after.
    ///   - isPop: Whether the UI is popping (`to` is below `from`).
    public init(from: RouteEntry, to: RouteEntry, isPop: Bool) {
        self = isPop ? .pop(from) : .push(to)
    }

    init(from old: [RouteEntry], to new: [RouteEntry], oldIDs: Set<RouteEntry.ID>, newIDs: Set<RouteEntry.ID>)
    {
        guard let oldTop = old.last, let newTop = new.last, oldTop.id != newTop.id else {
            self = .none
            return
        }
        switch (oldIDs.contains(newTop.id), newIDs.contains(oldTop.id)) {
        case (true, _): self = .pop(oldTop)
        case (false, true): self = .push(newTop)
        case (false, false): self = .replace(newTop)
        }
    }
}

/// What happens to something presented over a stack (a modal or an alert) between two
/// renderings, compared by identity.
public enum PresentationChange<Item: Identifiable & Hashable & Sendable>: Hashable, Sendable
where Item.ID: Sendable {
    /// Nothing is presented, before or after.
    case absent
    /// The same item stays presented; its content (a modal's stack) may have changed.
    case kept(Item)
    /// Present the item; nothing was presented.
    case present(Item)
    /// Dismiss the item that was presented; nothing replaces it.
    case dismiss(Item)
    /// Dismiss the old item, then present the new one.
    case replace(Item, with: Item)

    /// The change from `old` to `new`.
    public init(from old: Item?, to new: Item?) {
        switch (old, new) {
        case (nil, nil): self = .absent
        case (nil, let new?): self = .present(new)
        case (let old?, nil): self = .dismiss(old)
        case (let old?, let new?): self = old.id == new.id ? .kept(new) : .replace(old, with: new)
        }
    }

    /// The item to dismiss first, if any.
    public var dismissed: Item? {
        switch self {
        case .dismiss(let item), .replace(let item, _): item
        case .absent, .kept, .present: nil
        }
    }

    /// The item to present, if any.
    public var presented: Item? {
        switch self {
        case .present(let item), .replace(_, let item): item
        case .absent, .kept, .dismiss: nil
        }
    }

    /// The item shown after the change, if any.
    public var current: Item? {
        switch self {
        case .kept(let item), .present(let item), .replace(_, let item): item
        case .absent, .dismiss: nil
        }
    }
}

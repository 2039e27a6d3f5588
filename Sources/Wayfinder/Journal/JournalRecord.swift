public import WayfinderCore

/// A value the journal records in place of a live one: its Codable form, which the journal, the
/// debug server's answers and the `wayfinder` tool read, made from the live value by `init(_:)`.
///
/// Every recorded type is made the same way (the live value's routes become ``RecordedRoute``s,
/// its entries ``RecordedEntry``s, its locations ``RecordedLocation``s), so a record of a record
/// (a change's entries, an outcome's failure) is made through this one conformance.
protocol JournalRecord: Hashable, Sendable, Codable {
    /// The live value it records.
    associatedtype Live
    /// Records `value`.
    init(_ value: Live)
}

extension JournalRecord {
    /// Records each of `values`, in order.
    static func records(of values: some Sequence<Live>) -> [Self] { values.map(Self.init) }
}

extension NavigationOutcome {
    /// The outcome's Codable form: what the journal records and the debug server answers with.
    ///
    /// ```swift
    /// let outcome = await navigator.open("myapp://post/42").outcome
    /// let data = try JSONEncoder().encode(outcome.recorded)  // {"applied":{}}
    /// ```
    public var recorded: RecordedOutcome { RecordedOutcome(self) }
}

extension RecordedOutcome: JournalRecord {
    /// Records an outcome.
    public init(_ outcome: NavigationOutcome) {
        switch outcome {
        case .applied: self = .applied
        case .denied(let route, let reason): self = .denied(route: route, reason: reason)
        case .redirected(let route, let target): self = .redirected(route: route, to: RecordedRoute(target))
        case .timedOut(let route): self = .timedOut(route: route)
        case .stayed(let route, let reason): self = .stayed(route: route, reason: reason)
        case .superseded: self = .superseded
        case .failed(let failure): self = .failed(RecordedFailure(failure))
        case .handedOff(let route): self = .handedOff(route: route)
        }
    }
}

extension RecordedFailure: JournalRecord {
    /// Records a failure: which one it is and its message.
    public init(_ failure: NavigationFailure) {
        kind = Kind(failure)
        message = failure.description
    }
}

extension RecordedChange: JournalRecord {
    /// Records a change.
    public init(_ change: NavigationChange) {
        func entries(_ list: [RouteEntry]) -> [RecordedEntry] { RecordedEntry.records(of: list) }
        func tabs(_ ids: [TabID]) -> [String] { ids.map(\.rawValue) }
        switch change {
        case .pushed(let list, let location):
            self = .pushed(entries: entries(list), location: RecordedLocation(location))
        case .popped(let list, let location):
            self = .popped(entries: entries(list), location: RecordedLocation(location))
        case .presented(let style, let list, let location):
            self = .presented(style: style, entries: entries(list), location: RecordedLocation(location))
        case .alertPresented(let entry, let location):
            self = .alertPresented(entry: RecordedEntry(entry), location: RecordedLocation(location))
        case .dismissed(let style, let list, let location):
            self = .dismissed(style: style, entries: entries(list), location: RecordedLocation(location))
        case .alertDismissed(let entry, let location):
            self = .alertDismissed(entry: RecordedEntry(entry), location: RecordedLocation(location))
        case .rootSet(let list): self = .rootSet(entries: entries(list))
        case .tabsInstalled(let ids): self = .tabsInstalled(tabs: tabs(ids))
        case .tabsRemoved(let ids, let list): self = .tabsRemoved(tabs: tabs(ids), entries: entries(list))
        case .tabsAdded(let ids): self = .tabsAdded(tabs: tabs(ids))
        case .tabSelected(let id): self = .tabSelected(tab: id.rawValue)
        case .horizontalSizeClassChanged(let sizeClass):
            self = .horizontalSizeClassChanged(sizeClass: sizeClass)
        case .tabsCustomized(let customization):
            self = .tabsCustomized(
                order: customization.order.map(\.rawValue), hidden: customization.hidden.map(\.rawValue))
        case .detentSelected(let detent, let location):
            self = .detentSelected(detent: detent, location: RecordedLocation(location))
        }
    }
}

extension RecordedEntry: JournalRecord {
    /// Records an entry: its identity's raw number and its route.
    public init(_ entry: RouteEntry) {
        id = entry.id.rawValue
        route = RecordedRoute(entry.route)
    }
}

extension RecordedRoute: JournalRecord {}
extension RecordedLocation: JournalRecord {}

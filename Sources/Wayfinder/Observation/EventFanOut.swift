import Foundation
import WayfinderCore

/// Everyone told about a navigator's events and applied changes, and the numbering of events.
///
/// The navigator hands it each event once; it numbers them, turns a navigation's changes into
/// their events, and delivers to the observers (held weakly), the event streams (bounded, never
/// blocking) and the state listeners (the headless host and the UI adapters). It decides nothing
/// about navigation.
@MainActor
final class EventFanOut {
    private var observers: [WeakObserver] = []
    private var subscribers: [UUID: EventSubscriber] = [:]
    private var stateListeners: [Int: @MainActor (NavigationState, [NavigationChange]) -> Void] = [:]
    private var listenerCounter = 0
    private var eventCounter: UInt64 = 0

    /// How many event streams are subscribed.
    var subscriberCount: Int { subscribers.count }

    // MARK: - Making events

    /// A new event, numbered after every event made before it.
    func makeEvent(
        _ kind: NavigationEvent.Kind, source: NavigationSource, routes: [String] = [],
        presentation: NavigationEvent.Presentation? = nil, tabs: [TabID] = [], url: String? = nil,
        outcome: NavigationOutcome? = nil, requestSummary: String? = nil, sizeClass: SizeClass? = nil,
        journalEntry: UInt64? = nil, reason: String? = nil, alertAction: AlertAction? = nil,
        aliases: [String] = [], screen: RouteEntry? = nil
    ) -> NavigationEvent {
        eventCounter += 1
        return NavigationEvent(
            sequence: eventCounter, kind: kind, source: source, routes: routes, presentation: presentation,
            tabs: tabs, url: url, outcome: outcome, requestSummary: requestSummary, sizeClass: sizeClass,
            journalEntry: journalEntry, reason: reason, alertAction: alertAction, aliases: aliases,
            screen: screen)
    }

    /// The `screenDisappeared` and `screenAppeared` events of a change of visible screen, in
    /// that order.
    func events(for change: VisibleScreenChange, source: NavigationSource) -> [NavigationEvent] {
        [
            makeEvent(
                .screenDisappeared, source: source, routes: [change.disappeared.description],
                screen: change.disappeared),
            makeEvent(
                .screenAppeared, source: source, routes: [change.appeared.description],
                screen: change.appeared),
        ]
    }

    /// The events that tell about applied changes, in order: one per change, plus a
    /// `tabOverflow` for every tab in `overflowTabs` after the tabs are installed. `overflowTabs`
    /// ranks the tabs, so it is read only for a navigation that installs them.
    func events(
        for changes: [NavigationChange], source: NavigationSource,
        overflowTabs: @autoclosure () -> [TabSpec]
    ) -> [NavigationEvent] {
        var events: [NavigationEvent] = []
        for change in changes {
            events.append(event(for: change, source: source))
            if case .tabsInstalled = change {
                events += overflowEvents(for: overflowTabs(), source: source)
            }
        }
        return events
    }

    /// One `tabOverflow` event for each tab that gets no slot in the tab bar.
    func overflowEvents(for tabs: [TabSpec], source: NavigationSource) -> [NavigationEvent] {
        tabs.map { tab in
            makeEvent(
                .tabOverflow, source: source, tabs: [tab.id],
                reason:
                    "priority \(tab.priority) gets no slot; at most \(RouteRegistry.maximumTabCount) tabs show"
            )
        }
    }

    private func event(for change: NavigationChange, source: NavigationSource) -> NavigationEvent {
        func paths(_ entries: [RouteEntry]) -> [String] { entries.map(\.description) }
        switch change {
        case .pushed(let entries, _):
            return makeEvent(.pushed, source: source, routes: paths(entries))
        case .popped(let entries, _):
            return makeEvent(.popped, source: source, routes: paths(entries))
        case .presented(let style, let entries, _):
            return makeEvent(.presented, source: source, routes: paths(entries), presentation: .init(style))
        case .alertPresented(let entry, _):
            return makeEvent(
                .presented, source: source, routes: [entry.description], presentation: Self.slot(of: entry))
        case .dismissed(let style, let entries, _):
            return makeEvent(.dismissed, source: source, routes: paths(entries), presentation: .init(style))
        case .alertDismissed(let entry, _):
            return makeEvent(
                .dismissed, source: source, routes: [entry.description], presentation: Self.slot(of: entry))
        case .rootSet(let entries):
            return makeEvent(.rootSet, source: source, routes: paths(entries))
        case .tabsInstalled(let ids):
            return makeEvent(.tabsInstalled, source: source, tabs: ids)
        case .tabsAdded(let ids):
            return makeEvent(.tabsAdded, source: source, tabs: ids)
        case .tabsRemoved(let ids, _):
            return makeEvent(.tabsRemoved, source: source, tabs: ids)
        case .tabSelected(let id):
            return makeEvent(.tabSelected, source: source, tabs: [id])
        case .horizontalSizeClassChanged(let sizeClass):
            return makeEvent(.sizeClassChanged, source: source, sizeClass: sizeClass)
        case .tabsCustomized(let customization):
            return makeEvent(
                .tabsCustomized, source: source, tabs: customization.order + customization.hidden)
        case .detentSelected(let detent, _):
            return makeEvent(
                .detentSelected, source: source, presentation: .sheet, reason: detent.description)
        }
    }

    /// How an entry in an alert slot shows in an event: an alert or a dialog.
    private static func slot(of entry: RouteEntry) -> NavigationEvent.Presentation {
        entry.route.preferredPresentation.alertStyle == .confirmationDialog ? .dialog : .alert
    }

    // MARK: - Delivering

    /// Delivers an event to every observer, as sent by `navigator`, and to every event stream.
    func emit(_ event: NavigationEvent, from navigator: Navigator) {
        observers.removeAll { $0.observer == nil }
        for entry in observers {
            guard let observer = entry.observer else { continue }
            observer.navigator(navigator, didEmit: event)
            switch (event.kind, event.screen) {
            case (.screenAppeared, let screen?): observer.navigator(navigator, screenDidAppear: screen)
            case (.screenDisappeared, let screen?): observer.navigator(navigator, screenDidDisappear: screen)
            case (.tabReselected, _):
                if let tab = event.tabs.first { observer.navigator(navigator, tabReselectedAtRoot: tab) }
            default: break
            }
        }
        for subscriber in subscribers.values {
            if case .dropped = subscriber.continuation.yield(event) { subscriber.counter.add(1) }
        }
    }

    /// Tells every state listener about an applied navigation.
    func stateDidChange(to state: NavigationState, with changes: [NavigationChange]) {
        for listener in stateListeners.values { listener(state, changes) }
    }

    // MARK: - Subscribing

    /// Adds an observer, held weakly.
    func addObserver(_ observer: any NavigationObserver) {
        observers.append(WeakObserver(observer: observer))
    }

    /// Removes an observer (and any whose object is gone).
    func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.observer === observer || $0.observer == nil }
    }

    /// A new event stream that may fall `bufferSize` events behind; it unsubscribes when its
    /// consumer stops.
    func subscribe(bufferSize: Int) -> NavigationEventStream {
        let counter = DropCounter()
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(
            of: NavigationEvent.self, bufferingPolicy: .bufferingNewest(max(1, bufferSize)))
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[id] = nil }
        }
        subscribers[id] = EventSubscriber(continuation: continuation, counter: counter)
        return NavigationEventStream(stream: stream, counter: counter)
    }

    /// Adds a state listener; returns a token for ``removeStateListener(_:)``.
    func addStateListener(_ listener: @escaping @MainActor (NavigationState, [NavigationChange]) -> Void)
        -> Int
    {
        listenerCounter += 1
        stateListeners[listenerCounter] = listener
        return listenerCounter
    }

    /// Removes a state listener.
    func removeStateListener(_ id: Int) {
        stateListeners[id] = nil
    }
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var observer: (any NavigationObserver)?
}

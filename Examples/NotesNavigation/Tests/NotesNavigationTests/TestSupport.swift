import Foundation
import Wayfinder

/// Waits for the next event of a kind on a stream subscribed before the navigation started.
func next(_ kind: NavigationEvent.Kind, on events: NavigationEventStream) async -> NavigationEvent? {
    for await event in events where event.kind == kind { return event }
    return nil
}

/// Collects the failures a navigator reports.
@MainActor
final class FailureRecorder {
    var all: [NavigationFailure] = []
}

/// Waits, at most 30 s, until a condition holds (a navigation resumed by an alert's action runs
/// on its own task); whether it held.
@MainActor
func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = Date() + 30
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

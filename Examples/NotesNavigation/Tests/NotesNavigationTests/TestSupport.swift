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

/// A navigation waiting for the transition in flight to end: its request, where it came from, and
/// what runs it once the ``TransitionQueue`` lets it.
struct QueuedNavigation {
    /// The request its caller holds.
    let request: NavigationRequest
    /// Where it came from.
    let source: NavigationSource
    /// Runs it.
    let run: @MainActor () -> Void
}

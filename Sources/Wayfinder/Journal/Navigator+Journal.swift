import WayfinderCore

extension Navigator {
    /// The last navigations, call by call, oldest first: what was asked, what happened, and the
    /// outline after (see ``NavigationJournal``). Empty when
    /// ``NavigatorConfiguration/journalCapacity`` is 0, as in release builds.
    ///
    /// ```swift
    /// navigator.open("myapp://post/42")
    /// navigator.journal.entries.last?.outline  // "stack: home > post/42"
    /// ```
    public var journal: NavigationJournal { journalRecorder.journal }

    /// Restores the state recorded after journal entry `number`, through restoration, announced
    /// by a `journalJump` event. The debug server's "jump here" calls this.
    ///
    /// - Returns: The restoration's report, or nil when the journal keeps no state for that entry.
    package func jump(toJournalEntry number: UInt64) async -> RestorationReport? {
        guard let state = journalRecorder.state(after: number),
            let data = try? SavedNavigationState(state).encoded()
        else { return nil }
        emit(.journalJump, source: .debugConsole, journalEntry: number)
        return await restore(from: data)
    }
}

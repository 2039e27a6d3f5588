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
}

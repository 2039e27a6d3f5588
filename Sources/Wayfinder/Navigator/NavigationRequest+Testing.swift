extension NavigationRequest {
    /// A request that has already ended, for test doubles of the navigator
    /// (`WayfinderTesting`'s recording navigator).
    ///
    /// - Parameters:
    ///   - id: The request's number.
    ///   - summary: What was asked, as the navigator would write it (`push post/42`).
    ///   - outcome: How it ended.
    /// - Returns: A finished request.
    package static func finished(id: UInt64, summary: String, outcome: NavigationOutcome) -> NavigationRequest
    {
        let request = NavigationRequest(id: id, summary: summary)
        request.finish(outcome)
        return request
    }
}

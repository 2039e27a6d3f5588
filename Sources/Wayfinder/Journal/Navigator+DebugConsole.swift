// MARK: - The debug server's door

extension Navigator {
    /// Opens a link typed into the debug server's link console: the same resolution and
    /// validation as every link, with the source ``NavigationSource/debugConsole``.
    package func openFromDebugConsole(_ url: String) -> NavigationRequest {
        open(url, source: .debugConsole)
    }
}

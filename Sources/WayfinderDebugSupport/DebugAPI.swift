/// The debug server's addresses and conventions, shared by the server (`WayfinderDebug`) and
/// the `wayfinder` command-line tool.
public enum DebugAPI {
    /// The port the demo app asks for first. The command-line tool never assumes it: it takes
    /// the port, with the token, from the server's ``DebugServerFile``.
    public static let defaultPort: UInt16 = 7345
    /// The query item that may carry the token on ``eventsPath`` only (the browser's `EventSource`
    /// cannot set headers); every other address needs `Authorization: Bearer <token>`.
    public static let tokenQueryItem = "token"

    /// `GET`: the web page (the only address that needs no token).
    public static let pagePath = "/"
    /// `GET`: the manifest as JSON.
    public static let manifestPath = "/api/manifest"
    /// `GET ?format=mermaid|dot|json`: the route graph.
    public static let graphPath = "/api/graph"
    /// `GET`: every live navigator (one per scene) with its outline, as JSON.
    public static let navigatorsPath = "/api/navigators"
    /// `GET`: the state outline as text.
    public static let outlinePath = "/api/outline"
    /// `GET`: the state as JSON (`outline` and the saved-state `tree`).
    public static let statePath = "/api/state"
    /// `POST {"url": "..."}`: opens a link with the source `debugConsole`.
    public static let openPath = "/api/open"
    /// `GET`: the navigation journal as JSON (a `NavigationJournal` document).
    public static let journalPath = "/api/journal"
    /// `GET ?name=NAME&every=1`: the journal as a Swift Testing test that replays it.
    public static let journalTestPath = "/api/journal/test"
    /// `POST {"entry": N}`: restores the state after journal entry `N` in the running app, through
    /// restoration.
    public static let journalJumpPath = "/api/journal/jump"
    /// `GET ?filter=kind,kind&format=json|log`: the live trace as Server-Sent Events.
    public static let eventsPath = "/api/events"
}

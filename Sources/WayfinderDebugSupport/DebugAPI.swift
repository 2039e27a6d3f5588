/// The debug server's addresses and conventions, shared by the server (`WayfinderDebug`) and
/// the `wayfinder` command-line tool.
public enum DebugAPI {
    /// The port the demo app asks for first. The command-line tool never assumes it: it takes
    /// the port, with the token, from the server's ``DebugServerFile``.
    public static let defaultPort: UInt16 = 7345
    /// The query item that may carry the token on ``eventsPath`` only (the browser's `EventSource`
    /// cannot set headers); every other address needs `Authorization: Bearer <token>` or a request
    /// MAC (`Authorization: Wayfinder-HMAC …`, see ``challengePath``).
    public static let tokenQueryItem = "token"

    /// `GET`: the web page (with ``challengePath``, the only address that needs no token).
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
    /// `GET ?cnonce=<32 to 64 hexadecimal digits>`, without a token: the server's proof that it
    /// holds the token, `{"nonce": "<server nonce>", "proof": "<HMAC-SHA256>"}`, which the
    /// `wayfinder` tool checks before it sends anything and answers with a request MAC
    /// (`Authorization: Wayfinder-HMAC nonce=…, mac=…`) instead of the token.
    public static let challengePath = "/api/challenge"
    /// The query item of ``challengePath`` that carries the client's nonce.
    public static let clientNonceQueryItem = "cnonce"
}

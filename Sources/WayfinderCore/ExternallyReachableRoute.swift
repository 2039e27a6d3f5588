/// A route that links from outside the app may open: it has a pattern, and its declaration does
/// not say `externallyReachable: false`.
///
/// The `@Route` macro adds this conformance to every such route, so code that builds a link for
/// something outside the app (a widget, a Live Activity, an App Intent) can require it in its
/// signature, and an in-app-only route is refused at compile time:
///
/// ```swift
/// @Route("notes/:id")
/// struct NoteRoute { let id: Int }          // ExternallyReachableRoute
///
/// @Route
/// struct DraftRoute { let draft: Draft }    // Route only: no link, in-app only
/// ```
///
/// A route written without the macro declares the conformance itself when it has a pattern and
/// keeps ``Route/isExternallyReachable`` true.
public protocol ExternallyReachableRoute: Route {}

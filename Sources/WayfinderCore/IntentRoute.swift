/// A route the system can open through an App Intent: from Shortcuts, Spotlight, Siri and
/// Control Center.
///
/// Conform a route whose screen is worth opening from outside the app, and give the intent a
/// title. The `RouteIntentsPlugin`, applied to the app's target, reads the conformance from the
/// source and writes the intent type into the app, where Xcode's App Intents metadata extraction
/// finds it. The title must therefore be a string literal, as Apple's App Intents require of
/// every title:
///
/// ```swift
/// @Route("notes/:id")
/// struct NoteRoute {
///     let id: Int
/// }
///
/// extension NoteRoute: IntentRoute {
///     static let intentTitle = "Open Note"
/// }
/// ```
///
/// The generated intent is named ``intentName`` (`OpenNoteIntent` here). Shortcuts a user built
/// refer to the intent by that name, so the link baseline records it, and a route renamed
/// without keeping it fails the baseline check as a pattern renamed without an alias does.
public protocol IntentRoute: ExternallyReachableRoute {
    /// The title Shortcuts, Spotlight and Siri show for the intent, such as `"Open Note"`.
    ///
    /// Declare it as a `static let` with a string literal: the plugin reads the literal.
    static var intentTitle: String { get }

    /// The name of the intent type generated for the route.
    ///
    /// By default `Open`, the route's type name without a trailing `Route`, and `Intent`:
    /// `OpenNoteIntent` for `NoteRoute`. Declare it as a `static let` with a string literal to
    /// keep an intent's name when the route's type is renamed.
    static var intentName: String { get }
}

extension IntentRoute {
    /// `Open`, the type name without a trailing `Route`, and `Intent`: `OpenNoteIntent` for
    /// `NoteRoute`.
    public static var intentName: String { IntentRouteNaming.defaultIntentName(forRouteType: routeTypeName) }
}

/// How intent names derive from route type names, shared with the plugin's generator.
package enum IntentRouteNaming {
    /// `Open` + the type name without a trailing `Route` + `Intent`; a type named just `Route`
    /// keeps its name.
    package static func defaultIntentName(forRouteType name: String) -> String {
        let base =
            name.hasSuffix("Route") && name.count > "Route".count
            ? String(name.dropLast("Route".count)) : name
        return "Open\(base)Intent"
    }
}

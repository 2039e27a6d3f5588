/// Why a URL or path could not be turned into routes.
///
/// Every case names what was wrong, so a rejected deep link can be logged and reported as is.
public enum RouteURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL's scheme is not one of the allowed schemes.
    case unknownScheme(String)
    /// The URL's host is not one of the allowed universal-link hosts.
    case unknownHost(String)
    /// The URL carries user information (`myapp://name@host/`), which links never need.
    case userInfoNotAllowed
    /// The URL carries a port, which links never need.
    case portNotAllowed
    /// The text is not a URL this coder understands (no scheme, control characters, …).
    case malformedURL(String)
    /// The URL is longer than the allowed limit.
    case tooLong(length: Int, limit: Int)
    /// The path is empty: no route to open.
    case emptyPath
    /// Two slashes in a row at this segment index.
    case emptySegment(index: Int)
    /// A `.` or `..` segment at this index.
    case dotSegment(index: Int)
    /// A `%` escape that is not two hex digits, or escapes that are not valid UTF-8.
    case invalidPercentEncoding(String)
    /// A percent-encoded `/` inside a segment, refused for links from outside the app.
    case encodedSlash(index: Int)
    /// A query item that is not `name=value` with a valid encoding.
    case malformedQuery(String)
    /// A query item name (decoded) that appears more than once: `?token=a&token=b`. Which value
    /// was meant is unknowable, so the link is refused.
    case duplicateQueryItem(String)
    /// No registered pattern matches the path from this segment on.
    case noMatchingRoute(segmentIndex: Int, segment: String)
    /// A pattern matched, but its values do not decode into the route.
    case decodingFailed(route: String, error: RouteDecodingError)
    /// The route exists but may not be opened from outside the app.
    case notExternallyReachable(route: String)
    /// A link names more routes than a stack may hold (``NavigationLimits/maximumStackLength``).
    case tooManyRoutes(count: Int, limit: Int)
    /// A route that roots a tab appears after the first route of a link (`home/post/1/me`).
    /// `position` counts routes from 1.
    case tabRootNotFirst(route: String, position: Int)
    /// An alert route appears before the last route of a link (`signout/home`): an alert shows
    /// over the screens, it is never one of them.
    case alertNotLast(route: String, position: Int)
    /// A second route that prefers a sheet or cover (`settings/settings`): a link presents at
    /// most one modal flow.
    case secondModal(route: String, position: Int)
    /// A route that forwards to a nested link (``RouteLinkRules/nestedLinkParameter``) comes with
    /// other routes in one link. `position` counts routes from 1.
    case nestedLinkNotAlone(route: String, position: Int)
    /// A route that forwards to a nested link was opened without one: its nested-link parameter
    /// is absent.
    case nestedLinkMissing(route: String)
    /// Links nested inside links go deeper than the resolver's limit
    /// (``LinkResolver/maximumNestingDepth``).
    case nestedLinkTooDeep(limit: Int)
    /// The link nested inside a route's parameter was refused, for `reason`.
    indirect case nestedLinkFailed(route: String, link: String, reason: RouteURLError)

    public var description: String {
        switch self {
        case .unknownScheme(let scheme):
            "the scheme '\(RouteDecodingError.abbreviated(scheme))' is not an allowed link scheme"
        case .unknownHost(let host):
            "the host '\(RouteDecodingError.abbreviated(host))' is not an allowed universal-link host"
        case .userInfoNotAllowed:
            "the URL carries user information ('name@'), which links may not"
        case .portNotAllowed:
            "the URL carries a port, which links may not"
        case .malformedURL(let text):
            "'\(RouteDecodingError.abbreviated(text))' is not a well-formed URL"
        case .tooLong(let length, let limit):
            "the URL is \(length) bytes long; the limit is \(limit)"
        case .emptyPath:
            "the URL has no path to open"
        case .emptySegment(let index):
            "segment \(index + 1) of the path is empty ('//')"
        case .dotSegment(let index):
            "segment \(index + 1) of the path is a '.' or '..' segment"
        case .invalidPercentEncoding(let text):
            "'\(RouteDecodingError.abbreviated(text))' has invalid percent-encoding"
        case .encodedSlash(let index):
            "segment \(index + 1) of the path hides a '/' as '%2F'"
        case .malformedQuery(let text):
            "the query item '\(RouteDecodingError.abbreviated(text))' is malformed"
        case .duplicateQueryItem(let name):
            "the query item '\(RouteDecodingError.abbreviated(name))' appears more than once; a link gives each query item once"
        case .noMatchingRoute(let index, let segment):
            "no route matches at segment \(index + 1) ('\(RouteDecodingError.abbreviated(segment))')"
        case .decodingFailed(let route, let error):
            "\(route): \(error)"
        case .notExternallyReachable(let route):
            "the route '\(route)' cannot be opened from outside the app"
        case .tooManyRoutes(let count, let limit):
            "the link names \(count) routes; a stack holds at most \(limit)"
        case .tabRootNotFirst(let route, let position):
            "route \(position) ('\(route)') is a tab's root, which only the first route of a link may be"
        case .alertNotLast(let route, let position):
            "route \(position) ('\(route)') is an alert, which only the last route of a link may be"
        case .secondModal(let route, let position):
            "route \(position) ('\(route)') opens a second modal; a link presents at most one"
        case .nestedLinkNotAlone(let route, let position):
            "route \(position) ('\(route)') forwards to a nested link, which only a link's only route may do"
        case .nestedLinkMissing(let route):
            "the route '\(route)' forwards to a nested link, but the link carries none"
        case .nestedLinkTooDeep(let limit):
            "the link nests links more than \(limit) deep"
        case .nestedLinkFailed(let route, let link, let reason):
            "the link '\(RouteDecodingError.abbreviated(link))' nested in '\(route)' is refused: \(reason)"
        }
    }
}

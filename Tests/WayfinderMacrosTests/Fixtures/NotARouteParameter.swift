// expect-error: 'decode(_:for:)' is unavailable: a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value; add ': RouteParameter' to the type's declaration, or give the enum a raw value
// expect-error: 'decodeIfPresent(_:for:)' is unavailable: a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value
// expect-every-error-contains: is unavailable: a route parameter's type must conform to RouteParameter
// A property type that is neither a RouteParameter nor a raw-value type gets no macro
// diagnostic (the macro cannot see conformances): every generated use of it falls to an
// unavailable overload whose message says what to add, and to nothing else.
import WayfinderCore

struct Comment: Hashable, Sendable {}

@Route("post/:comment")
struct CommentRoute {
    let comment: Comment
    var reply: Comment?
}

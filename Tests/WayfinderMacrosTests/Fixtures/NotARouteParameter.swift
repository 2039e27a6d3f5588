// expect-error: instance method 'decode(_:for:)' requires that 'Comment' conform to 'RouteParameter'
// expect-error: instance method 'decodeIfPresent(_:for:)' requires that 'Comment' conform to 'RouteParameter'
// A property type that is not a RouteParameter gets no macro diagnostic: the generated decoding
// call makes the compiler name the type and the protocol it lacks.
import WayfinderCore

struct Comment: Hashable, Sendable {}

@Route("post/:comment")
struct CommentRoute {
    let comment: Comment
    var reply: Comment?
}

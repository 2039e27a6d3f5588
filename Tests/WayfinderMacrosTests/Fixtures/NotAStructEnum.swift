// expect-error: @Route can only be applied to a struct; 'PostRoute' is an enum
import WayfinderCore

@Route("post")
enum PostRoute {
    case only
}

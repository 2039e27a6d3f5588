// expect-error: @Route can only be applied to a struct; 'PostRoute' is an extension
import WayfinderCore

struct PostRoute {}

@Route("post")
extension PostRoute {}

// expect-error: @Route can only be applied to a struct; 'PostRoute' is a class
import WayfinderCore

@Route("post")
final class PostRoute {}

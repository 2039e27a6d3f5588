// expect-error: @Route can only be applied to a struct; 'PostRoute' is a protocol
import WayfinderCore

@Route("post")
protocol PostRoute {}

// expect-error: @Route can only be applied to a struct; 'PostRoute' is an actor
import WayfinderCore

@Route("post")
actor PostRoute {}

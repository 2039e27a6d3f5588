// expect-error: @Route("post/\(kind)"): the pattern must be a string literal without interpolation
import WayfinderCore

let kind = "news"

@Route("post/\(kind)")
struct PostRoute {}

// expect-error: @Route("post/:1st"): placeholder ':1st' is not a ':' followed by a Swift identifier
import WayfinderCore

@Route("post/:1st")
struct PostRoute {}

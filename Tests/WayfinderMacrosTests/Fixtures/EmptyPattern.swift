// expect-error: @Route(""): the pattern is empty
import WayfinderCore

@Route("")
struct EmptyRoute {}

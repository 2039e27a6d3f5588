// expect-error: @Route("list"): the stored property 'page' needs an explicit type annotation
import WayfinderCore

@Route("list")
struct ListRoute {
    var page = 1
}

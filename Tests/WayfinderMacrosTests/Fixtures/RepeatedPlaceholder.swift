// expect-error: @Route("compare/:id/:id"): placeholder ':id' appears more than once
import WayfinderCore

@Route("compare/:id/:id")
struct CompareRoute {
    let id: Int
}

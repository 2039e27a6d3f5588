// expect-error: @Route("post/:id"): the struct declares 'init(parameters:)', which @Route generates; remove the declaration, or remove @Route and conform to Route by hand
// expect-every-error-contains: which @Route generates; remove the declaration, or remove @Route and conform to Route by hand
// A hand-written member the macro generates gets the macro's one diagnostic, and no errors
// inside the expansion ("invalid redeclaration", "thrown expression type").
import WayfinderCore

@Route("post/:id")
struct PostRoute {
    let id: Int
    init(parameters: RouteParameters) throws {
        id = try parameters.decode(Int.self, for: "id")
    }
}

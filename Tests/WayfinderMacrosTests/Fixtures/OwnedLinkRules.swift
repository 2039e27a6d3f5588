// expect-error: @Route("post/:id", requiring: ["draft"]): the struct declares 'linkRules', which @Route generates; remove the declaration, or remove @Route and conform to Route by hand
// expect-every-error-contains: which @Route generates
import WayfinderCore

@Route("post/:id", requiring: ["draft"])
struct PostRoute {
    let id: Int
    static var linkRules: RouteLinkRules { .standard }
}

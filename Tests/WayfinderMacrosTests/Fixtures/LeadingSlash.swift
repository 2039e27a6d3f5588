// expect-error: @Route("/post/:id"): the pattern "/post/:id" starts with '/'
import WayfinderCore

@Route("/post/:id")
struct PostRoute {
    let id: Int
}

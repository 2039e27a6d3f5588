// expect-error: @QueryItem has an effect only on a stored instance property of a @Route struct
// expect-error: @Fragment has an effect only on a stored instance property of a @Route struct
// expect-every-error-contains: has an effect only on a stored instance property of a @Route struct
import WayfinderCore

struct NotARoute {
    @QueryItem("tag_id") var tagID: Int?
}

@Route("pair")
struct PairRoute {
    @Fragment static let fragment: String? = nil
}

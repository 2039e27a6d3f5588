import Wayfinder

// An app whose route's intent title is computed: RouteIntentsPlugin fails the build.
@Route("tags/:name")
struct TagRoute {
    let name: String
}

let noun = "Tag"

extension TagRoute: IntentRoute {
    static var intentTitle: String { "Open " + noun }
}

print(TagRoute(name: "swift"))

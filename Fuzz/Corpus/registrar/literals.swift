// struct Hidden: Route {}
/* /* nested */ struct Hidden: RouteScreen {} */
let a = "struct Hidden: Route { \" }"
let b = """
    \""" } \(f("}"))
    """
let c = #"struct Hidden: Route { "# \#(1) }"#
let d = #/struct \w+ \{/#
#if os(iOS)
@Route("post/:id") public struct PostRoute { let id: Int }
#else
extension Legacy: @retroactive Route {}
#endif
struct PostScreen: RouteScreen {
    typealias ScreenRoute = PostUI.PostRoute
    #if DEBUG
    static func make(_ route: PostRoute, _ dependencies: [String: Int]) -> some View { Text("") }
    #endif
    static var transiton: Transition? { .fade }
    var table: Dictionary<String, Int> = [:], other = Array<Int>()
}
public struct PostFeatureModule: FeatureModule {
    func makeDependency(in context: FeatureRegistrationContext) async throws(E) -> Deps { Deps() }
    static func == (lhs: Self, rhs: Self) -> Bool { true }
}

// expect-success
// Enums with a String or Int raw value are route parameters without declaring RouteParameter:
// as placeholders, as required, Optional and defaulted query items, and as a tail. An enum that
// declares RouteParameter as well works as before.
import WayfinderCore

enum Visibility: String { case everyone, followers }
enum Priority: Int, CaseIterable {
    case low = 1
    case high
}
enum Order: String, RouteParameter, CaseIterable { case newest, oldest }

@Route("posts/:visibility/*priority")
struct PostsRoute {
    let visibility: Visibility
    let priority: Priority
    let order: Order
    var filter: Visibility?
    var secondary: Priority = .low
}

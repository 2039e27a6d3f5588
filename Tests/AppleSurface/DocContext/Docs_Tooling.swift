import SwiftUI
import Wayfinder
import WayfinderCore

// What Docs/Tooling.md's RouteScreen block takes for granted.

@Route("post/:id")
struct PostRoute {
    let id: Int
}

@Route("feed")
struct FeedRoute {}

final class PostStore: Sendable {}

struct PostDependencies {
    let store: PostStore
}

struct PostDetailView: View {
    let postID: Int
    let store: PostStore
    var body: some View { Text("Post \(postID)") }
}

struct FeedView: View {
    var body: some View { Text("Feed") }
}

// The interface module of Tooling.md's generated-code example.
public import WayfinderCore

@Route("feed")
public struct FeedRoute {}

@Route("post/:id")
public struct PostRoute {
    public let id: Int
}

import PostUI
import ProfileInternal

/// Reaches into another feature's Internal target: the import the rule forbids.
public struct PostScreen {
    public init() {}
    public let route = PostRoute()
    public let profile = ProfileScreen()
}

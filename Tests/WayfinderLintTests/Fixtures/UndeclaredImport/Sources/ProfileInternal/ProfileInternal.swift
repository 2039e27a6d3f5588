import ProfileUI

public struct ProfileScreen {
    public init() {}
    public let route = ProfileRoute()
}

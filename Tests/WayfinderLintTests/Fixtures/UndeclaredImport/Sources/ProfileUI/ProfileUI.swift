public struct ProfileRoute { public init() {} }

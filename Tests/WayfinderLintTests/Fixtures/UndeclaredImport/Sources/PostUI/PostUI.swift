public struct PostRoute { public init() {} }

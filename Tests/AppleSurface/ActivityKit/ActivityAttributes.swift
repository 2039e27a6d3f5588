// A stand-in for Apple's ActivityKit: the one declaration a Live Activity's widget names, so the
// samples' and the docs' Live Activity code type-checks on Linux. Scripts/typecheck-adapters.sh
// compiles this folder as the module `ActivityKit`; it follows the SwiftUI stand-in's rules
// (Tests/AppleSurface/SwiftUI/StandIn.swift): documented declarations only, each with its page.

// https://developer.apple.com/documentation/activitykit/activityattributes
@available(iOS 16.1, *)
public protocol ActivityAttributes: Decodable, Encodable {
    // https://developer.apple.com/documentation/activitykit/activityattributes/contentstate
    associatedtype ContentState: Decodable, Encodable, Hashable
}

// Animations and transitions.

// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/animation/default
    public static var `default`: Animation { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anytransition
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyTransition: Sendable {
    // https://developer.apple.com/documentation/swiftui/anytransition/opacity
    public static var opacity: AnyTransition { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        standInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/transition(_:)
    nonisolated public func transition(_ t: AnyTransition) -> some View { standInView() }
}

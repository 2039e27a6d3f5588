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

// https://developer.apple.com/documentation/swiftui/transaction
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
    // https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() { fatalError() }

    // https://developer.apple.com/documentation/swiftui/transaction/animation
    public var animation: Animation? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/transaction/addanimationcompletion(criteria:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete
    // (Apple: `static let`; a stand-in has no value to store)
    public static var logicallyComplete: AnimationCompletionCriteria { fatalError() }

    // https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/removed
    public static var removed: AnimationCompletionCriteria { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/transaction(value:_:)
    nonisolated public func transaction(
        value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
    )
        -> some View
    { standInView() }
}

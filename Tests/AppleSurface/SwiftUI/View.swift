// Views, view modifiers and the generic views the result builders produce.

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    // https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
}

// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
// (the implementation for primitive modifiers, whose `Body` is `Never`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
    public func body(content: Self.Content) -> Self.Body { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ViewModifier_Content: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {}

// https://developer.apple.com/documentation/swiftui/modifiedcontent (conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { standInView() }
    // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { standInView() }
}

// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency
public struct AnyView: View {
    // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    nonisolated public init<V>(_ view: V) where V: View { fatalError() }

    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension AnyView: Sendable {}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency
public struct EmptyView: View {
    // https://developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() { fatalError() }

    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension EmptyView: Sendable {}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension TupleView: Sendable {}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent (conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swift/optional (conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

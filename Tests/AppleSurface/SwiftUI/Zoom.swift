// Zoom navigation transitions (iOS 18): the namespace a source and its destination share, the
// source modifier, the zoom transition and the environment key the host passes the namespace by.

// https://developer.apple.com/documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct Namespace: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/namespace/init()
    public init() { fatalError() }

    // https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
    public var wrappedValue: Namespace.ID { fatalError() }

    // https://developer.apple.com/documentation/swiftui/namespace/id
    @frozen public struct ID: Hashable, Sendable {}
}

// https://developer.apple.com/documentation/swiftui/navigationtransition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    // https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        fatalError()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        standInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
        -> some View
    {
        standInView()
    }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    // https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value

    // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    { standInView() }
}

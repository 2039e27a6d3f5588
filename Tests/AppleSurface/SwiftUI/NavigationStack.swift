// Stack navigation: the stack, its destinations and titles.

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {
        fatalError()
    }

    public var body: some View { standInView() }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

// https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    // https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() { fatalError() }

    // https://developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int { fatalError() }

    // https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)
    public mutating func append<V>(_ value: V) where V: Hashable { fatalError() }

    // https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    public mutating func removeLast(_ k: Int = 1) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/navigationpath (conforms to Equatable and Sendable)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath: Equatable, Sendable {
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { standInView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { standInView() }
}

@available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        standInView()
    }
}

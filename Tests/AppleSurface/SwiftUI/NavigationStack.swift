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

    public var body: some View { standInView() }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

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

// Tab views: the iOS 17 form (views with `tabItem` and `tag`) and the iOS 18 form (`Tab` values
// built by a `TabContentBuilder`).

// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    // (the overload with a view builder, iOS 13)
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    public var body: some View { standInView() }
}

@available(*, unavailable)
extension TabView: Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
    // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    // (the overload with a tab content builder, iOS 18)
    nonisolated public init<C>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tabcontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    // https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
    associatedtype TabValue: Hashable

    // https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.associatedtype
    associatedtype Body: TabContent where Self.TabValue == Self.Body.TabValue

    // https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.property
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildexpression(_:)
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        standInTabContent(TabValue.self)
    }

    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
    public static func buildBlock<C0>(_ c0: C0) -> some TabContent<TabValue>
    where TabValue == C0.TabValue, C0: TabContent { standInTabContent(TabValue.self) }

    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:)
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue {
        standInTabContent(TabValue.self)
    }

    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    @MainActor @preconcurrency
    public struct Content<C>: View where C: TabContent {
        public var body: some View { standInView() }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(*, unavailable)
extension TabContentBuilder.Content: Sendable {}

// https://developer.apple.com/documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

// https://developer.apple.com/documentation/swiftui/tab (conforms to TabContent)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value

    public var body: some TabContent<Value> { standInTabContent(Value.self) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
    // https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:)
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    )
    where S: StringProtocol { fatalError() }

    // https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:role:content:)
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where S: StringProtocol { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/defaulttablabel
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public struct DefaultTabLabel: View {
    public var body: some View { standInView() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(*, unavailable)
extension DefaultTabLabel: Sendable {}

// https://developer.apple.com/documentation/swiftui/tabrole
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/tabrole/search
    public static var search: TabRole { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach (conforms to TabContent)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    public var body: some TabContent<Content.TabValue> { standInTabContent(Content.TabValue.self) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: TabContent {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    // (the overload for tab content)
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        standInView()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        standInView()
    }
}

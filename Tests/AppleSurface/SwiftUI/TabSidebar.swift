// Tab views that become sidebars (iOS 18): sections, badges, customization and the
// sidebar-adaptable style; and the tab bar of iOS 26: minimizing and the bottom accessory.

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder {
    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:)
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == C1.TabValue,
        C1.TabValue == C2.TabValue
    { standInTabContent(TabValue.self) }
}

// https://developer.apple.com/documentation/swiftui/tabsection
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue> {}

// https://developer.apple.com/documentation/swiftui/tabsection (conforms to TabContent)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection: TabContent
where
    Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable,
    SelectionValue == Content.TabValue
{
    public typealias TabValue = SelectionValue

    public var body: some TabContent<SelectionValue> { standInTabContent(SelectionValue.self) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection
where
    Header == Text, Content: TabContent, Footer == EmptyView, SelectionValue: Hashable,
    SelectionValue == Content.TabValue
{
    // https://developer.apple.com/documentation/swiftui/tabsection/init(_:content:)
    // (the overload with a StringProtocol title)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
    where S: StringProtocol { fatalError() }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
extension TabContent {
    // https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:)
    // (the overload with an optional Text)
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
        standInTabContent(Self.TabValue.self)
    }

    // https://developer.apple.com/documentation/swiftui/tabcontent/customizationbehavior(_:for:)
    nonisolated public func customizationBehavior(
        _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<Self.TabValue> { standInTabContent(Self.TabValue.self) }

    // https://developer.apple.com/documentation/swiftui/tabcontent/defaultvisibility(_:for:)
    nonisolated public func defaultVisibility(
        _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<Self.TabValue> { standInTabContent(Self.TabValue.self) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
    // https://developer.apple.com/documentation/swiftui/tabcontent/customizationid(_:)
    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        standInTabContent(Self.TabValue.self)
    }
}

// https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabCustomizationBehavior: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior/automatic
    public static var automatic: TabCustomizationBehavior { fatalError() }
    // https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior/reorderable
    public static var reorderable: TabCustomizationBehavior { fatalError() }
    // https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior/disabled
    public static var disabled: TabCustomizationBehavior { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/automatic
    public static var automatic: AdaptableTabBarPlacement { fatalError() }
    // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/tabbar
    public static var tabBar: AdaptableTabBarPlacement { fatalError() }
    // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/sidebar
    public static var sidebar: AdaptableTabBarPlacement { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    // https://developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    // https://developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
}

// https://developer.apple.com/documentation/swiftui/tabviewcustomization
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
public struct TabViewCustomization: Equatable, Codable, Sendable {
    // https://developer.apple.com/documentation/swiftui/tabviewcustomization/init()
    public init() { fatalError() }

    // https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(sidebarvisibility:)
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabviewcustomization(_:)
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View
    {
        standInView()
    }
}

// https://developer.apple.com/documentation/swiftui/tabviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    // https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle/init()
    nonisolated public init() { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    // https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
    @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        fatalError()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { standInView() }
}

// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/automatic
    public static var automatic: TabBarMinimizeBehavior { fatalError() }
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/never
    public static var never: TabBarMinimizeBehavior { fatalError() }
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrolldown
    public static var onScrollDown: TabBarMinimizeBehavior { fatalError() }
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrollup
    public static var onScrollUp: TabBarMinimizeBehavior { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:)
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        standInView()
    }
}

@available(iOS 26.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:)
    nonisolated public func tabViewBottomAccessory<Content>(@ViewBuilder content: () -> Content) -> some View
    where Content: View { standInView() }
}

// https://developer.apple.com/documentation/swiftui/tabsearchactivation
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabSearchActivation: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/tabsearchactivation/automatic
    public static var automatic: TabSearchActivation { fatalError() }

    // https://developer.apple.com/documentation/swiftui/tabsearchactivation/searchtabselection
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var searchTabSelection: TabSearchActivation { fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabviewsearchactivation(_:)
    nonisolated public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        standInView()
    }
}

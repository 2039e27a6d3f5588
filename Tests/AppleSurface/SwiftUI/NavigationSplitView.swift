// Split navigation: two or three columns, and the visibility of the leading ones.

// https://developer.apple.com/documentation/swiftui/navigationsplitview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        fatalError()
    }

    public var body: some View { standInView() }
}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }

    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }

    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
    public static var all: NavigationSplitViewVisibility { fatalError() }

    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
    public static var automatic: NavigationSplitViewVisibility { fatalError() }

    public static func == (lhs: NavigationSplitViewVisibility, rhs: NavigationSplitViewVisibility) -> Bool {
        fatalError()
    }

    public func encode(to encoder: any Encoder) throws { fatalError() }

    public init(from decoder: any Decoder) throws { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
    case compact
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
    case regular
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)
    // (`@Environment(\.horizontalSizeClass)`: a key path into the environment's values)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable { standInView() }
}

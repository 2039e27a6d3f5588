// Toolbars: their content, its result builder, items and placements.

// https://developer.apple.com/documentation/swiftui/toolbarcontent
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    // https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
    associatedtype Body: ToolbarContent

    // https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/optional (conforms to ToolbarContent)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: some ToolbarContent { standInToolbarContent() }
}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/toolbaritem
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public var body: some ToolbarContent { standInToolbarContent() }
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == Void {
    // https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    public static var automatic: ToolbarItemPlacement { fatalError() }

    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
    public static var cancellationAction: ToolbarItemPlacement { fatalError() }

    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
    public static var confirmationAction: ToolbarItemPlacement { fatalError() }

    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation
    // (Apple: `static let`; a stand-in has no value to store)
    @available(watchOS, unavailable)
    public static var navigation: ToolbarItemPlacement { fatalError() }

    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
    // (Apple: `@backDeployed(before: iOS 17.0, tvOS 17.0)`, available from iOS 14; not on macOS)
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var topBarLeading: ToolbarItemPlacement { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
    // (the overload for toolbar items; Apple's other one takes a view builder)
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent { standInView() }
}

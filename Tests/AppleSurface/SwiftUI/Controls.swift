// Buttons, text fields, labels, lists, `ForEach` and the content-unavailable view.

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    public var body: some View { standInView() }
}

@available(*, unavailable)
extension Button: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
    ) {
        fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
    // https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct TextField<Label>: View where Label: View {
    public var body: some View { standInView() }
}

@available(*, unavailable)
extension TextField: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static var destructive: ButtonRole { fatalError() }

    // https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static var cancel: ButtonRole { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public var body: some View { standInView() }
}

@available(*, unavailable)
extension Label: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String)
    where S: StringProtocol {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

// https://developer.apple.com/documentation/swiftui/foreach (conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: some View { standInView() }
}

@available(*, unavailable)
extension List: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)
    nonisolated public init<RowContent>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    )
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/contentunavailableview
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
    public var body: some View { standInView() }
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    // https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        fatalError()
    }
}

// Controls (iOS 18) in Control Center, on the Lock Screen and the Action button: SwiftUI declares
// the protocols of a control, its configuration and its template, and their result builders;
// WidgetKit declares the configurations and templates that conform (Tests/AppleSurface/WidgetKit).

// https://developer.apple.com/documentation/swiftui/controlwidget
@available(iOS 18.0, macCatalyst 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public protocol ControlWidget {
    // https://developer.apple.com/documentation/swiftui/controlwidget/body-swift.associatedtype
    associatedtype Body: ControlWidgetConfiguration

    // https://developer.apple.com/documentation/swiftui/controlwidget/body-swift.property
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/controlwidgetconfiguration
@available(iOS 18.0, macCatalyst 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    // https://developer.apple.com/documentation/swiftui/controlwidgetconfiguration/body-swift.associatedtype
    associatedtype Body: ControlWidgetConfiguration

    // https://developer.apple.com/documentation/swiftui/controlwidgetconfiguration/body-swift.property
    var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/controlwidgettemplate
@available(iOS 18.0, macCatalyst 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    // https://developer.apple.com/documentation/swiftui/controlwidgettemplate/body-swift.associatedtype
    associatedtype Body: ControlWidgetTemplate

    // https://developer.apple.com/documentation/swiftui/controlwidgettemplate/body-swift.property
    @ControlWidgetTemplateBuilder var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/controlwidgetconfigurationbuilder
@available(iOS 18.0, macCatalyst 18.0, macOS 26.0, watchOS 26.0, *)
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    // https://developer.apple.com/documentation/swiftui/controlwidgetconfigurationbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetConfiguration
    where Content: ControlWidgetConfiguration {
        content
    }
}

// https://developer.apple.com/documentation/swiftui/controlwidgettemplatebuilder
@available(iOS 18.0, macCatalyst 18.0, macOS 26.0, watchOS 26.0, *)
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    // https://developer.apple.com/documentation/swiftui/controlwidgettemplatebuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetTemplate
    where Content: ControlWidgetTemplate {
        content
    }
}

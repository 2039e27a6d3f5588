// A widget: its configuration, the timeline that feeds it, and the URL it opens the app at.

public import SwiftUI

// https://developer.apple.com/documentation/widgetkit/widget
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol Widget {
    // https://developer.apple.com/documentation/widgetkit/widget/body-swift.associatedtype
    associatedtype Body: WidgetConfiguration

    // https://developer.apple.com/documentation/widgetkit/widget/init()
    init()

    // https://developer.apple.com/documentation/widgetkit/widget/body-swift.property
    var body: Self.Body { get }
}

// https://developer.apple.com/documentation/widgetkit/widgetconfiguration
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    // https://developer.apple.com/documentation/widgetkit/widgetconfiguration/body-swift.associatedtype
    associatedtype Body: WidgetConfiguration

    // https://developer.apple.com/documentation/widgetkit/widgetconfiguration/body-swift.property
    var body: Self.Body { get }
}

// https://developer.apple.com/documentation/widgetkit/staticconfiguration
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct StaticConfiguration<Content>: WidgetConfiguration where Content: View {
    // https://developer.apple.com/documentation/widgetkit/staticconfiguration/init(kind:provider:content:)
    @MainActor @preconcurrency public init<Provider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider: TimelineProvider {
        fatalError()
    }

    public var body: some WidgetConfiguration { standInWidgetConfiguration() }
}

@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
extension View {
    // Declared by WidgetKit on SwiftUI's View.
    // https://developer.apple.com/documentation/swiftui/view/widgeturl(_:)
    @MainActor @preconcurrency public func widgetURL(_ url: URL?) -> some View { standInWidgetView() }
}

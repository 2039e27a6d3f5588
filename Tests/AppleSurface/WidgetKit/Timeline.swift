// The entries a widget shows over time, and the provider that makes them.

public import Foundation

// https://developer.apple.com/documentation/widgetkit/timelineentry
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
public protocol TimelineEntry {
    // https://developer.apple.com/documentation/widgetkit/timelineentry/date
    var date: Date { get }
}

// https://developer.apple.com/documentation/widgetkit/timelineprovider
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
public protocol TimelineProvider {
    // https://developer.apple.com/documentation/widgetkit/timelineprovider/entry
    associatedtype Entry: TimelineEntry

    // https://developer.apple.com/documentation/widgetkit/timelineprovider/context
    typealias Context = TimelineProviderContext

    // https://developer.apple.com/documentation/widgetkit/timelineprovider/placeholder(in:)
    func placeholder(in context: Self.Context) -> Self.Entry

    // https://developer.apple.com/documentation/widgetkit/timelineprovider/getsnapshot(in:completion:)
    @preconcurrency func getSnapshot(
        in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)

    // https://developer.apple.com/documentation/widgetkit/timelineprovider/gettimeline(in:completion:)
    @preconcurrency func getTimeline(
        in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
public struct TimelineProviderContext {}

// https://developer.apple.com/documentation/widgetkit/timeline
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
public struct Timeline<EntryType> where EntryType: TimelineEntry {
    // https://developer.apple.com/documentation/widgetkit/timeline/init(entries:policy:)
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { fatalError() }
}

// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy
@available(iOS 14.0, macOS 11.0, visionOS 26.0, watchOS 9.0, *)
public struct TimelineReloadPolicy: Equatable, Sendable {
    // https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy/never
    public static var never: TimelineReloadPolicy { fatalError() }
}

// A Live Activity's widget: its Lock Screen view and its Dynamic Island, each able to open the app
// at a URL.

public import ActivityKit
public import SwiftUI

// https://developer.apple.com/documentation/widgetkit/activityconfiguration
@available(iOS 16.1, *)
@MainActor @preconcurrency
public struct ActivityConfiguration<Attributes>: WidgetConfiguration where Attributes: ActivityAttributes {
    // https://developer.apple.com/documentation/widgetkit/activityconfiguration/init(for:content:dynamicisland:)
    @MainActor @preconcurrency public init<Content>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) where Content: View {
        fatalError()
    }

    public var body: some WidgetConfiguration { standInWidgetConfiguration() }
}

// https://developer.apple.com/documentation/widgetkit/activityviewcontext
@available(iOS 16.1, *)
public struct ActivityViewContext<Attributes> where Attributes: ActivityAttributes {
    // https://developer.apple.com/documentation/widgetkit/activityviewcontext/attributes
    public let attributes: Attributes

    // https://developer.apple.com/documentation/widgetkit/activityviewcontext/state
    public let state: Attributes.ContentState
}

// https://developer.apple.com/documentation/widgetkit/dynamicisland
@available(iOS 16.1, *)
public struct DynamicIsland {
    // https://developer.apple.com/documentation/widgetkit/dynamicisland/init(expanded:compactleading:compacttrailing:minimal:)
    public init<Expanded, CompactLeading, CompactTrailing, Minimal>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) where Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View {
        fatalError()
    }

    // https://developer.apple.com/documentation/widgetkit/dynamicisland/widgeturl(_:)
    public func widgetURL(_ url: URL?) -> DynamicIsland { fatalError() }
}

// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontent
@available(iOS 16.1, *)
public struct DynamicIslandExpandedContent<Content> where Content: View {}

// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder
@available(iOS 16.1, *)
@resultBuilder public struct DynamicIslandExpandedContentBuilder {
    // https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder/buildpartialblock(first:)-5j108
    public static func buildPartialBlock<C>(first: DynamicIslandExpandedRegion<C>)
        -> DynamicIslandExpandedContent<some View> where C: View
    {
        DynamicIslandExpandedContent<_StandInWidgetView>()
    }

    // https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder/buildpartialblock(accumulated:next:)-3jswv
    public static func buildPartialBlock<C0, C1>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<some View> where C0: View, C1: View {
        DynamicIslandExpandedContent<_StandInWidgetView>()
    }
}

// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregion
@available(iOS 16.1, *)
public struct DynamicIslandExpandedRegion<Content> where Content: View {
    // https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregion/init(_:priority:content:)
    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
        @ViewBuilder content: () -> Content
    ) {
        fatalError()
    }
}

// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionposition
@available(iOS 16.1, *)
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    // https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionposition/center
    public static var center: DynamicIslandExpandedRegionPosition { fatalError() }
}

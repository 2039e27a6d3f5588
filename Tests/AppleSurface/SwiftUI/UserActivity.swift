// User activities: advertising the visible content for Handoff and Spotlight, and continuing an
// activity. `NSUserActivity` is Foundation's on a device; here it comes from the UIKit stand-in,
// so these declarations exist only when that stand-in is built.

#if canImport(UIKit)
    public import UIKit

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension View {
        // https://developer.apple.com/documentation/swiftui/view/useractivity(_:isactive:_:)
        nonisolated public func userActivity(
            _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
        ) -> some View { standInView() }

        // https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
        nonisolated public func onContinueUserActivity(
            _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
        ) -> some View { standInView() }
    }
#endif

#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// What an app sets on ``NavigationHost`` for its tab bar on iOS 26: the minimize behaviour
    /// and the bottom accessory. Earlier systems ignore both.
    @MainActor
    struct TabBarPassThroughs: ViewModifier {
        var minimization: TabBarMinimization = .automatic
        var accessory: AnyView?

        func body(content: Content) -> some View {
            if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                let minimizing = content.tabBarMinimizeBehavior(minimization.swiftUIBehavior)
                #if os(macOS) || os(tvOS) || os(watchOS) || os(visionOS)
                    minimizing
                #else
                    if let accessory {
                        minimizing.tabViewBottomAccessory { accessory }
                    } else {
                        minimizing
                    }
                #endif
            } else {
                content
            }
        }
    }

    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension TabBarMinimization {
        /// SwiftUI's behaviour of the same name.
        var swiftUIBehavior: TabBarMinimizeBehavior {
            switch self {
            case .automatic: .automatic
            case .never: .never
            case .onScrollDown: .onScrollDown
            case .onScrollUp: .onScrollUp
            }
        }
    }
#endif

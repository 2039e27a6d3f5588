#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// What an app sets on ``NavigationHost`` for its tab bar on iOS 26: the minimize behaviour,
    /// the bottom accessory and how the search tab activates search. Earlier systems ignore them.
    @MainActor
    struct TabBarPassThroughs: ViewModifier {
        var minimization: TabBarMinimization = .automatic
        var accessory: AnyView?
        var searchActivation: SearchTabActivation = .automatic

        func body(content: Content) -> some View {
            if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                #if os(iOS) || os(macOS)
                    let minimizing = content.tabBarMinimizeBehavior(minimization.swiftUIBehavior)
                        .tabViewSearchActivation(
                            searchActivation == .onSelection ? .searchTabSelection : .automatic)
                #else
                    let minimizing = content.tabBarMinimizeBehavior(minimization.swiftUIBehavior)
                #endif
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

// The zoom transition of iOS 18: a view controller's preferred transition, zooming out of the
// view a provider returns.

extension UIViewController {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor
    open class Transition: NSObject {
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
        @available(iOS 18.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        public static func zoom(
            options: UIViewController.Transition.ZoomOptions? = nil,
            sourceViewProvider:
                @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
        ) -> Self { fatalError() }

        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        @MainActor
        open class ZoomOptions: NSObject {}

        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        @MainActor
        open class ZoomSourceViewProviderContext: NSObject {
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/sourceviewcontroller
            open var sourceViewController: UIViewController { fatalError() }

            // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/zoomedviewcontroller
            open var zoomedViewController: UIViewController { fatalError() }
        }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public var preferredTransition: UIViewController.Transition? {
        get { fatalError() }
        set { fatalError() }
    }
}

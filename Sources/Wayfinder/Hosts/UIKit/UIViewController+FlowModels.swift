#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit

    extension UIViewController {
        /// The models of the flows this view controller's screen is part of, once a
        /// ``NavigationHostController`` shows it (from `viewDidLoad` or `viewWillAppear(_:)` on,
        /// like `navigationController`); ``FlowModels/none`` before, or outside a Wayfinder stack.
        ///
        /// A screen registered with a builder gets its flows as the builder's parameter already;
        /// this is for a ``RouteScreen`` and for child view controllers of a screen.
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     model = flowModels.model(SignUpModel.self)
        /// }
        /// ```
        public var flowModels: FlowModels {
            (navigationController as? StackNavigationController)?.flowModels(of: self) ?? .none
        }
    }
#endif

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    open var delegate: (any UITabBarControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:visibilitydidchangefor:)
    @available(iOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:displayorderdidchangefor:)
    @available(iOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
}

// The requirement above is `optional` in the Objective-C protocol.
extension UITabBarControllerDelegate {
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { fatalError() }
}

// The requirements above are `optional` in the Objective-C protocol.
extension UITabBarControllerDelegate {
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:visibilitydidchangefor:)
    @available(iOS 18.0, visionOS 2.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
    {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:displayorderdidchangefor:)
    @available(iOS 18.0, visionOS 2.0, *)
    public func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
    ) {
        fatalError()
    }
}

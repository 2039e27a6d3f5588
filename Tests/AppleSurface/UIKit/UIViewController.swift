// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // `UIViewController()`: NSObject's `init()`, which Objective-C classes inherit.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    public override convenience init() { fatalError() }

    // https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
    open func encode(with coder: NSCoder) { fatalError() }

    // MARK: The view

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) { fatalError() }

    // `UIViewController` adopts `UITraitEnvironment`, whose page documents the property.
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Navigation and tab bar items

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem! {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Presenting

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Child view controllers

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open var children: [UIViewController] { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
    case currentContext = 3
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
    case custom = 4
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    case overFullScreen = 5
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    case overCurrentContext = 6
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    case popover = 7
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none
    case none = -1
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    @available(iOS 13.0, *)
    case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/coververtical
    case coverVertical = 0
    // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/fliphorizontal
    case flipHorizontal = 1
    // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/crossdissolve
    case crossDissolve = 2
    // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl
    case partialCurl = 3
}

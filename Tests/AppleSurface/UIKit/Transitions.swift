// Custom view controller transitions: animators, interactive drivers and the context UIKit
// hands them.

// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval

    // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    var containerView: UIView { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
    var transitionWasCancelled: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
    func view(forKey key: UITransitionContextViewKey) -> UIView?

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
    func finalFrame(for vc: UIViewController) -> CGRect
}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/init(rawvalue:)
    public init(rawValue: String) { fatalError() }

    // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    public var rawValue: String { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
    public static var from: UITransitionContextViewKey { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
    public static var to: UITransitionContextViewKey { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/init(rawvalue:)
    public init(rawValue: String) { fatalError() }

    // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    public var rawValue: String { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
    public static var from: UITransitionContextViewControllerKey { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
    public static var to: UITransitionContextViewControllerKey { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    // https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/startinteractivetransition(_:)
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:)
    open func update(_ percentComplete: CGFloat) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel()
    open func cancel() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/finish()
    open func finish() { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
    var isInteractive: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/viewcontroller(forkey:)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    // Imported from Objective-C, whose results are discardable. Apple's `completion` defaults to
    // nil, which a Swift protocol requirement cannot declare: callers here pass both.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

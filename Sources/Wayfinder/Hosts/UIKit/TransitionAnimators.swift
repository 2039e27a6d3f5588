#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit

    /// The animations behind registered ``Transition``s in a UIKit host: built-in ones for
    /// `.slideUp` and `.fade`, and the ones an app registers by name for `.custom(push:pop:)`.
    ///
    /// ```swift
    /// let animators = TransitionAnimators()
    /// animators.register("zoomIn") { ZoomAnimator(presenting: true) }
    /// animators.register("zoomOut") { ZoomAnimator(presenting: false) }
    /// let host = NavigationHostController(navigator: navigator, animators: animators)
    /// ```
    ///
    /// A name with no registered animator animates with the system default.
    @MainActor
    public final class TransitionAnimators {
        /// Makes a fresh animator for one push or pop.
        public typealias MakeAnimator = @MainActor () -> any UIViewControllerAnimatedTransitioning

        private var custom: [String: MakeAnimator] = [:]

        /// Creates a set with the built-in animators only.
        public init() {}

        /// Registers the animator of a custom transition's push or pop name.
        public func register(_ name: String, animator: @escaping MakeAnimator) {
            custom[name] = animator
        }

        /// The animator of a transition's push or pop, or nil for the system default (and for
        /// ``Transition/zoom``, which the host sets as the screen's `preferredTransition`).
        public func animator(for transition: Transition, isPop: Bool) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            switch transition {
            case .slideUp: SlideUpAnimator(isPop: isPop)
            case .fade: FadeAnimator()
            case .custom(let push, let pop): custom[isPop ? pop : push]?()
            // The system's zoom: the screen's `preferredTransition` (iOS 18), else the default.
            case .zoom: nil
            }
        }
    }

    /// Slides the pushed screen up from the bottom, and back down on pop.
    @MainActor
    final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let isPop: Bool

        init(isPop: Bool) {
            self.isPop = isPop
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            0.35
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from),
                let to = transitionContext.view(forKey: .to),
                let toController = transitionContext.viewController(forKey: .to)
            else {
                transitionContext.completeTransition(false)
                return
            }
            let container = transitionContext.containerView
            let offset = CGAffineTransform(translationX: 0, y: container.bounds.height)
            to.frame = transitionContext.finalFrame(for: toController)
            let moving = isPop ? from : to
            if isPop {
                container.insertSubview(to, belowSubview: from)
            } else {
                container.addSubview(to)
                to.transform = offset
            }
            let target = isPop ? offset : .identity
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0,
                options: [.curveEaseInOut],
                animations: { moving.transform = target },
                completion: { _ in
                    moving.transform = .identity
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    /// Cross-fades the two screens.
    @MainActor
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            0.25
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to),
                let toController = transitionContext.viewController(forKey: .to)
            else {
                transitionContext.completeTransition(false)
                return
            }
            to.frame = transitionContext.finalFrame(for: toController)
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: { to.alpha = 1 },
                completion: { _ in
                    to.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
#endif

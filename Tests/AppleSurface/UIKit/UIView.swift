// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // `UIView()`: NSObject's `init()`, which Objective-C classes inherit.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    public override convenience init() { fatalError() }

    // https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
    open func encode(with coder: NSCoder) { fatalError() }

    // MARK: Appearance

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }

    // MARK: Geometry

    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: The view hierarchy

    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }

    // MARK: Layout anchors and guides

    // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/widthanchor
    open var widthAnchor: NSLayoutDimension { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

    // MARK: Accessibility

    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Animations

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError() }
}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { fatalError() }

        // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        public var rawValue: UInt { fatalError() }

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
        public init(rawValue: UInt) { fatalError() }

        // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        public var rawValue: UInt { fatalError() }

        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
    }
}

// The UIAccessibility informal protocol: properties UIKit adds to every NSObject. Its isolation
// could not be confirmed from the documentation; `@MainActor` is the stricter choice.
extension NSObject {
    // https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal
    @MainActor
    public var accessibilityViewIsModal: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() { fatalError() }
}

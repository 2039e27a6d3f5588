// The column-style split view controller (iOS 14 and later) and the horizontal size class it
// follows.

// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
    @available(iOS 14.0, *)
    public init(style: UISplitViewController.Style) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
    open var delegate: (any UISplitViewControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    @available(iOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
    @available(iOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property
    open var displayMode: UISplitViewController.DisplayMode { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
    open var isCollapsed: Bool { fatalError() }
}

extension UISplitViewController {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
    @available(iOS 14.0, *)
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
        case doubleColumn = 1
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
        case tripleColumn = 2
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
    @available(iOS 14.0, *)
    public enum Column: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
        case primary = 0
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary
        case supplementary = 1
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary
        case secondary = 2
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact
        case compact = 3
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
    public enum DisplayMode: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/automatic
        case automatic = 0
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/secondaryonly
        case secondaryOnly = 1
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary
        case oneBesideSecondary = 2
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/oneoversecondary
        case oneOverSecondary = 3
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary
        @available(iOS 14.0, *)
        case twoBesideSecondary = 4
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twooversecondary
        @available(iOS 14.0, *)
        case twoOverSecondary = 5
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twodisplacesecondary
        @available(iOS 14.0, *)
        case twoDisplaceSecondary = 6
    }
}

// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)
    @available(iOS 14.0, *)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:)
    @available(iOS 14.0, *)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willchangeto:)
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

// The requirements above are `optional` in the Objective-C protocol.
extension UISplitViewControllerDelegate {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)
    @available(iOS 14.0, *)
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:)
    @available(iOS 14.0, *)
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willchangeto:)
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) { fatalError() }
}

// Not main-actor isolated. Its documentation page lists `Sendable` among its conformances (an
// Objective-C class the SDK marks sendable imports as `@unchecked Sendable`).
// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
    case unspecified = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
    case compact = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
    case regular = 2
}

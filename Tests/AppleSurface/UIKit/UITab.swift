// Tabs as objects (iOS 18): `UITab`, `UITabGroup`, `UISearchTab` and the tab bar controller's
// `tabs`, `selectedTab` and sidebar mode; and iOS 26's minimizing and bottom accessory.

// https://developer.apple.com/documentation/uikit/uitab
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITab: NSObject {
    // https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:)
    public init(
        title: String, image: UIImage?, identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitab/identifier
    open var identifier: String { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitab/title
    open var title: String {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitab/badgevalue
    open var badgeValue: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitab/allowshiding
    open var allowsHiding: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitab/ishidden
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitab/preferredplacement
    open var preferredPlacement: UITab.Placement {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitab/placement
    public enum Placement: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitab/placement/automatic
        case automatic = 0
        // https://developer.apple.com/documentation/uikit/uitab/placement/default
        case `default` = 1
        // https://developer.apple.com/documentation/uikit/uitab/placement/optional
        case optional = 2
        // https://developer.apple.com/documentation/uikit/uitab/placement/movable
        case movable = 3
        // https://developer.apple.com/documentation/uikit/uitab/placement/pinned
        case pinned = 4
        // https://developer.apple.com/documentation/uikit/uitab/placement/fixed
        case fixed = 5
        // https://developer.apple.com/documentation/uikit/uitab/placement/sidebaronly
        case sidebarOnly = 6
    }
}

// https://developer.apple.com/documentation/uikit/uitabgroup
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITabGroup: UITab {
    // https://developer.apple.com/documentation/uikit/uitabgroup/init(title:image:identifier:children:viewcontrollerprovider:)
    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitabgroup/children
    open var children: [UITab] {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabgroup/allowsreordering
    open var allowsReordering: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabgroup/displayorderidentifiers
    open var displayOrderIdentifiers: [String] {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uisearchtab
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UISearchTab: UITab {
    // https://developer.apple.com/documentation/uikit/uisearchtab/init(viewcontrollerprovider:)
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) { fatalError() }
}

@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
extension UITabBarController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
    public var tabs: [UITab] {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabs(_:animated:)
    public func setTabs(_ tabs: [UITab], animated: Bool) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab
    public var selectedTab: UITab? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property
    public var mode: UITabBarController.Mode {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum
    public enum Mode: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic
        case automatic = 0
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabbar
        case tabBar = 1
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar
        case tabSidebar = 2
    }
}

@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
extension UITabBarController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior
    public var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior
    public enum MinimizeBehavior: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/automatic
        case automatic = 0
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/never
        case never = 1
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/onscrolldown
        case onScrollDown = 2
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/onscrollup
        case onScrollUp = 3
    }
}

@available(iOS 26.0, *)
extension UITabBarController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/bottomaccessory
    public var bottomAccessory: UITabAccessory? {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uitabaccessory
@available(iOS 26.0, *)
@MainActor
open class UITabAccessory: NSObject {
    // https://developer.apple.com/documentation/uikit/uitabaccessory/init(contentview:)
    public init(contentView: UIView) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitabaccessory/contentview
    open var contentView: UIView { fatalError() }
}

extension UITabBarItem {
    // https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    public var badgeValue: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 26.0, *)
extension UISearchTab {
    // https://developer.apple.com/documentation/uikit/uisearchtab/automaticallyactivatessearch
    public var automaticallyActivatesSearch: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

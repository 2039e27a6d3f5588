// Bar items: navigation bar buttons, tab bar items and the navigation item holding them.

// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: UIBarItem {
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    @available(iOS 14.0, *)
    @MainActor @preconcurrency
    public convenience init(
        systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    @available(iOS 14.0, *)
    @MainActor @preconcurrency
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) { fatalError() }
}

extension UIBarButtonItem {
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done
        case done = 0
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/cancel
        case cancel = 1
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/edit
        case edit = 2
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/save
        case save = 3
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/add
        case add = 4
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/flexiblespace
        case flexibleSpace = 5
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/fixedspace
        case fixedSpace = 6
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/compose
        case compose = 7
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/reply
        case reply = 8
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/action
        case action = 9
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/organize
        case organize = 10
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/bookmarks
        case bookmarks = 11
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/search
        case search = 12
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/refresh
        case refresh = 13
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/stop
        case stop = 14
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/camera
        case camera = 15
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/trash
        case trash = 16
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/play
        case play = 17
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/pause
        case pause = 18
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/rewind
        case rewind = 19
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/fastforward
        case fastForward = 20
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/undo
        case undo = 21
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/redo
        case redo = 22
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/pagecurl
        @available(iOS, introduced: 4.0, deprecated: 11.0)
        case pageCurl = 23
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/close
        @available(iOS 13.0, *)
        case close = 24
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/writingtools
        @available(iOS 18.2, *)
        case writingTools = 25
    }
}

// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
    // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
    // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    open var leftBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    open var rightBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
    @available(iOS 16.0, *)
    open var backAction: UIAction? {
        get { fatalError() }
        set { fatalError() }
    }
}

// The app and its scenes: the application delegate (the app's `@main` entry point), scenes,
// their sessions and configurations, and the scene delegates that receive links.

// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)
    @available(iOS 13.0, *)
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
        options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) { fatalError() }
}

extension UIApplication {
    // https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        // https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/init(rawvalue:)
        public init(rawValue: String) { fatalError() }

        // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        public var rawValue: String { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    @available(iOS 13.0, *)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

// The requirements above are `optional` in the Objective-C protocol.
extension UIApplicationDelegate {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    @available(iOS 13.0, *)
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { fatalError() }
}

extension UIApplicationDelegate {
    // What `@main` calls on an application delegate.
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
    @MainActor @preconcurrency
    public static func main() { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscene/session
    open var session: UISceneSession { fatalError() }
}

@available(iOS 13.0, *)
extension UIScene {
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor
    open class ConnectionOptions: NSObject {
        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        open var urlContexts: Set<UIOpenURLContext> { fatalError() }

        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        open var userActivities: Set<NSUserActivity> { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiscene/activationrequestoptions
    @MainActor
    open class ActivationRequestOptions: NSObject {
        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
        public override init() { fatalError() }
    }
}

// MARK: - Foundation's user activities (re-exported by UIKit; absent from Linux's Foundation)

// https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
    // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    public init(activityType: String) { fatalError() }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    open var activityType: String { fatalError() }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    open var webpageURL: URL? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/title
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    open var userInfo: [AnyHashable: Any]? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/requireduserinfokeys
    open var requiredUserInfoKeys: Set<String>? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
    open var isEligibleForHandoff: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch
    open var isEligibleForSearch: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforprediction
    @available(iOS 12.0, *)
    open var isEligibleForPrediction: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/becomecurrent()
    open func becomeCurrent() { fatalError() }
}

// Apple's name, not lowerCamelCase.
// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {}

// https://developer.apple.com/documentation/uikit/uiscenesession
@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {
    // https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
    open var persistentIdentifier: String { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
    open var role: UISceneSession.Role { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
    open var stateRestorationActivity: NSUserActivity? { fatalError() }
}

@available(iOS 13.0, *)
extension UISceneSession {
    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
    public struct Role: Hashable, RawRepresentable, Sendable {
        // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/init(rawvalue:)
        public init(rawValue: String) { fatalError() }

        // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        public var rawValue: String { fatalError() }

        // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication
        public static var windowApplication: UISceneSession.Role { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uisceneconfiguration
@available(iOS 13.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
    // https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
    public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
    open var delegateClass: AnyClass? {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uiopenurlcontext
@available(iOS 13.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
    // UIKit makes the contexts: Objective-C's `init` is unavailable.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(*, unavailable)
    public override init() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    open var url: URL { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
    func sceneDidDisconnect(_ scene: UIScene)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
    func sceneDidBecomeActive(_ scene: UIScene)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

// The requirements above are `optional` in the Objective-C protocol.
@available(iOS 13.0, *)
extension UISceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
    public func sceneDidDisconnect(_ scene: UIScene) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
    public func sceneDidBecomeActive(_ scene: UIScene) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    var window: UIWindow? { get set }
}

// The requirement above is `optional` in the Objective-C protocol.
@available(iOS 13.0, *)
extension UIWindowSceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    public var window: UIWindow? {
        get { fatalError() }
        set { fatalError() }
    }
}

public import Foundation

/// The navigators of an app with several windows (scenes): one navigator per scene, and one
/// door for links that routes each to the right navigator.
///
/// ```swift
/// let directory = NavigatorDirectory()
/// directory.add(navigator, for: "window-1")
/// directory.activate("window-1")             // when the scene becomes active
/// directory.open(url)                         // goes to the active scene's navigator
/// ```
///
/// By default a link goes to the active scene's navigator (the most recently activated one
/// still present). Set ``linkRouter`` to choose otherwise (for example, a scene already showing
/// the link's tab), or to ``sceneOwningLink(_:in:)`` when each navigator runs one feature of an
/// app that keeps its own navigation: each link then goes to the navigator that owns its route.
@MainActor
public final class NavigatorDirectory {
    /// A scene's identifier.
    public typealias SceneID = String

    /// The live navigators by scene, in the order they were added.
    public private(set) var scenes: [(id: SceneID, navigator: Navigator)] = []

    /// The active scene, if any.
    public private(set) var activeScene: SceneID?

    /// Picks the scene a link goes to; nil (the default) sends it to the active scene.
    public var linkRouter: (@MainActor (String, NavigatorDirectory) -> SceneID?)?

    /// How the app opens a new window showing a link, which
    /// ``openInNewWindow(_:)`` calls: SwiftUI's `openWindow(value:)`, or UIKit's scene activation
    /// with the link as user activity. Nil (the default) until the host sets it.
    public var windowOpener: (@MainActor (RouteLink) -> Void)?

    /// App Intents' routes held or delivered to a scene (NavigatorDirectory+Intents.swift).
    var intentDelivery = IntentDelivery()

    /// Creates an empty directory.
    public init() {}

    /// Adds the navigator of a new scene; the first one added becomes active. The route of an App
    /// Intent performed before any navigator existed (``open(_:)-(IntentRoute)``) opens in the
    /// first navigator added that can open it: the one ``linkRouter`` picks, by default this one.
    public func add(_ navigator: Navigator, for scene: SceneID) {
        scenes.removeAll { $0.id == scene }
        scenes.append((scene, navigator))
        if activeScene == nil { activeScene = scene }
        openHeldIntentRoute(addedTo: navigator)
    }

    /// Removes a scene that closed; if it was active, the most recently added remaining scene
    /// becomes active.
    public func remove(_ scene: SceneID) {
        scenes.removeAll { $0.id == scene }
        if activeScene == scene { activeScene = scenes.last?.id }
    }

    /// Marks a scene active (its window came to the front).
    public func activate(_ scene: SceneID) {
        if scenes.contains(where: { $0.id == scene }) { activeScene = scene }
    }

    /// The navigator of a scene.
    public func navigator(for scene: SceneID) -> Navigator? {
        scenes.first { $0.id == scene }?.navigator
    }

    /// The navigator links go to by default.
    public var activeNavigator: Navigator? { activeScene.flatMap(navigator(for:)) }

    /// Opens a link in the navigator ``linkRouter`` picks, or the active scene's; nil when
    /// there is no navigator to open it in.
    @discardableResult
    public func open(_ url: String) -> NavigationRequest? {
        let scene = linkRouter?(url, self) ?? activeScene
        return scene.flatMap(navigator(for:))?.open(url)
    }

    /// Opens a link given as a URL; see ``open(_:)-(String)``.
    @discardableResult
    public func open(_ url: URL) -> NavigationRequest? {
        open(url.absoluteString)
    }

    // MARK: - One link door for several navigators

    /// The first navigator that can open a link (``Navigator/canOpen(_:)-(String)``): the active
    /// scene's first, then the others in the order they were added. Nil when none can.
    ///
    /// ```swift
    /// directory.owner(of: "myapp://post/42")  // the navigator whose feature owns post/:id
    /// ```
    public func owner(of url: String) -> Navigator? {
        sceneOwning(url).flatMap(navigator(for:))
    }

    /// Whether any navigator of the directory can open a link: false exactly when
    /// ``open(_:)-(String)`` with ``sceneOwningLink(_:in:)`` as the router ends
    /// ``NavigationOutcome/isNotHandled``.
    ///
    /// ```swift
    /// if !directory.canOpen(url) { legacyRouter.open(url) }
    /// ```
    public func canOpen(_ url: String) -> Bool {
        sceneOwning(url) != nil
    }

    /// Whether any navigator of the directory can open a link given as a URL; see
    /// ``canOpen(_:)-(String)``.
    public func canOpen(_ url: URL) -> Bool {
        canOpen(url.absoluteString)
    }

    /// A ``linkRouter`` that sends each link to the navigator that owns its route, for an app in
    /// which each navigator runs one feature beside the app's own navigation.
    ///
    /// The active scene's navigator is asked first, then the others in the order they were added;
    /// the first that can open the link gets it. When none can, the link goes to the active
    /// scene's navigator, where it ends "not handled" (``NavigationOutcome/isNotHandled``), so the
    /// app's own handler takes it.
    ///
    /// ```swift
    /// directory.add(ordersNavigator, for: "orders")
    /// directory.add(settingsNavigator, for: "settings")
    /// directory.linkRouter = NavigatorDirectory.sceneOwningLink
    ///
    /// if directory.open(url)?.currentOutcome?.isNotHandled ?? true {
    ///     legacyRouter.open(url)
    /// }
    /// ```
    public static func sceneOwningLink(_ url: String, in directory: NavigatorDirectory) -> SceneID? {
        directory.sceneOwning(url)
    }

    /// The scene of the first navigator that can open `url`, the active one first.
    private func sceneOwning(_ url: String) -> SceneID? {
        if let active = activeScene, navigator(for: active)?.canOpen(url) == true { return active }
        return scenes.first { $0.id != activeScene && $0.navigator.canOpen(url) }?.id
    }

    /// Every scene with its navigator's outline, active one marked, for the debug server.
    public var outlines: [(scene: SceneID, isActive: Bool, outline: String)] {
        scenes.map { ($0.id, $0.id == activeScene, $0.navigator.outline) }
    }
}

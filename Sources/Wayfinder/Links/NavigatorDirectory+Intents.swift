import Foundation
public import WayfinderCore

extension NavigatorDirectory {
    /// Opens the route of an App Intent through the same door as an outside link: the route's
    /// link opens in the navigator ``linkRouter`` picks (by default the active scene's), made with
    /// that navigator's ``Navigator/linkPolicy``, with its parent chain and through the
    /// navigator's guards. The generated intents' `perform()` calls it.
    ///
    /// ```swift
    /// func perform() async throws -> some IntentResult {
    ///     try await directory.open(NoteRoute(id: id))
    ///     return .result()
    /// }
    /// ```
    ///
    /// - When no navigator has been added yet (Shortcuts launched the app and the intent runs
    ///   before the first scene connects), the directory holds the route, returns nil, and opens
    ///   it in the first navigator added (``add(_:for:)``) that can open it, or in the one
    ///   ``linkRouter`` picks once that one is added. A later intent replaces a held one, and
    ///   one that opens drops it.
    /// - When the same route was just delivered to a scene (``open(_:in:)``, iOS 26's scene
    ///   delivery, which the system performs before `perform()`), it opens nothing more and
    ///   returns the scene's navigation.
    ///
    /// - Returns: The link's navigation, whose outcome says whether the route opened; nil while
    ///   the route is held.
    /// - Throws: ``IntentRouteError/inAppOnly(route:)`` when the route has no link outside links
    ///   may open, ``IntentRouteError/unresolvableLink(url:reason:)`` when no registered route of
    ///   the navigator it goes to opens it, ``IntentRouteError/unknownScene(_:)`` when
    ///   ``linkRouter`` picks a scene that has no navigator. Nothing changes.
    @discardableResult
    public func open(_ route: some IntentRoute) throws(IntentRouteError) -> NavigationRequest? {
        guard let navigator = activeNavigator ?? scenes.first?.navigator else {
            guard type(of: route).opensFromOutsideLinks else {
                throw .inAppOnly(route: type(of: route).routeTypeName)
            }
            intentDelivery.held = route
            return nil
        }
        // The scene delivery that comes before its intent's perform(): the route opened there.
        // Consumed by this call whatever it opens, so a stale one never swallows a later intent.
        let delivered = intentDelivery.deliveredToScene
        intentDelivery.deliveredToScene = nil
        if let delivered, delivered.route == AnyHashable(route) { return delivered.request }
        let (link, target) = try routedLink(for: route, byDefault: navigator)
        intentDelivery.held = nil
        return target.open(link)
    }

    /// Opens the route of an App Intent that the system delivered to a scene, in that scene's
    /// navigator: iOS 26's `onAppIntentExecution` in SwiftUI and
    /// `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)` in UIKit call it, so the window
    /// the system picked shows the route.
    ///
    /// ```swift
    /// .onAppIntentExecution(OpenNoteIntent.self) { intent in
    ///     try? directory.open(intent.route, in: sceneID)
    /// }
    /// ```
    ///
    /// The directory remembers the route until the intent's `perform()` calls
    /// ``open(_:)-(IntentRoute)``, which then opens nothing more for the same route, so the route
    /// opens once.
    ///
    /// - Returns: The link's navigation.
    /// - Throws: ``IntentRouteError``; nothing changes.
    @discardableResult
    public func open(_ route: some IntentRoute, in scene: SceneID) throws(IntentRouteError)
        -> NavigationRequest
    {
        guard let navigator = navigator(for: scene) else { throw .unknownScene(scene) }
        let link = try Self.outsideLink(for: route, in: navigator)
        let request = navigator.open(link)
        intentDelivery.deliveredToScene = (AnyHashable(route), request)
        return request
    }

    /// Opens the route an intent left while no navigator existed once a navigator was added, as
    /// ``open(_:)-(IntentRoute)`` would: in the navigator ``linkRouter`` picks (by default the one
    /// just added), when that navigator can open the route's link. Otherwise the route stays held
    /// for the next navigator added, and nothing changes.
    func openHeldIntentRoute(addedTo added: Navigator) {
        guard let held = intentDelivery.held,
            let (link, target) = try? routedLink(for: held, byDefault: added)
        else { return }
        intentDelivery.held = nil
        target.open(link)
    }

    /// The navigator an intent's route goes to and the route's link under that navigator's link
    /// policy, checked to open there as an outside link. The scene comes from ``linkRouter``,
    /// asked with the link under `fallback`'s policy, else it is `fallback`.
    private func routedLink(
        for route: some IntentRoute, byDefault fallback: Navigator
    ) throws(IntentRouteError) -> (link: String, navigator: Navigator) {
        guard let routingLink = fallback.linkPolicy.link(for: route) else {
            throw .inAppOnly(route: type(of: route).routeTypeName)
        }
        let target = try routedNavigator(for: routingLink.absoluteString, byDefault: fallback)
        return (try Self.outsideLink(for: route, in: target), target)
    }

    /// The navigator a link goes to: the one of the scene ``linkRouter`` picks, else `fallback`.
    private func routedNavigator(
        for link: String, byDefault fallback: Navigator
    ) throws(IntentRouteError) -> Navigator {
        guard let scene = linkRouter?(link, self) else { return fallback }
        guard let navigator = navigator(for: scene) else { throw .unknownScene(scene) }
        return navigator
    }

    /// The route's link under the navigator's policy, checked to open there as an outside link
    /// (``Navigator/outsideLink(for:)``), its refusal as an intent's.
    private static func outsideLink(
        for route: some IntentRoute, in navigator: Navigator
    ) throws(IntentRouteError) -> String {
        do throws(Navigator.OutsideLinkRefusal) {
            return try navigator.outsideLink(for: route).absoluteString
        } catch {
            switch error {
            case .inAppOnly: throw .inAppOnly(route: type(of: route).routeTypeName)
            case .unresolvable(let url, let reason): throw .unresolvableLink(url: url, reason: reason)
            }
        }
    }
}

/// What the directory remembers of App Intents between calls.
struct IntentDelivery {
    /// The route of an intent performed before any navigator was added.
    var held: (any IntentRoute)?
    /// The route of an intent delivered to a scene, and the navigation that opened it there, until
    /// the next intent's `perform()` comes.
    var deliveredToScene: (route: AnyHashable, request: NavigationRequest)?
}

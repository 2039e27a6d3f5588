#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
    public import WayfinderCore

    extension NSUserActivity {
        /// An activity describing a route's screen, for Handoff, Spotlight and Siri's suggestions:
        /// its type, title, link, universal link and eligibility (``update(with:)``).
        ///
        /// ```swift
        /// if let activity = navigator.activity(for: NoteRoute(id: 7)) {
        ///     viewController.userActivity = NSUserActivity(activity)
        /// }
        /// ```
        public convenience init(_ activity: RouteActivity) {
            self.init(activityType: activity.activityType)
            update(with: activity)
        }

        /// An activity that opens a link in a new window: what ``NavigatorDirectory/activateScene(showing:)``
        /// passes to the new scene, and what a scene returns from
        /// `stateRestorationActivity(for:)` so the system restores the window at that link.
        ///
        /// ```swift
        /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        ///     windowLink.map(NSUserActivity.init(windowShowing:))
        /// }
        /// ```
        public convenience init(windowShowing link: RouteLink) {
            self.init(activityType: RouteActivity.defaultActivityType)
            userInfo = [RouteActivity.linkKey: link.url]
            requiredUserInfoKeys = [RouteActivity.linkKey]
            targetContentIdentifier = link.url
        }

        /// Fills the activity with a route's: its title, its link in the user info, its universal
        /// link as `webpageURL`, its eligibility for Handoff, search and prediction, and the link
        /// as `targetContentIdentifier`. SwiftUI's `userActivity(_:isActive:_:)` hands the host an
        /// activity to fill this way.
        public func update(with activity: RouteActivity) {
            title = activity.title
            userInfo = activity.userInfo
            requiredUserInfoKeys = [RouteActivity.linkKey]
            webpageURL = activity.webpageURL
            isEligibleForHandoff = activity.eligibility.contains(.handoff)
            isEligibleForSearch = activity.eligibility.contains(.search)
            isEligibleForPrediction = activity.eligibility.contains(.prediction)
            targetContentIdentifier = activity.link.absoluteString
        }

        /// The link the activity carries (``RouteActivity/link(webpageURL:userInfo:)``), as a
        /// window's value; nil when it carries none.
        ///
        /// ```swift
        /// // scene(_:willConnectTo:options:) of a window opened on a link:
        /// if let link = options.userActivities.first?.routeLink {
        ///     directory.add(navigator, for: session.persistentIdentifier, opening: link)
        /// }
        /// ```
        public var routeLink: RouteLink? {
            RouteActivity.link(webpageURL: webpageURL, userInfo: textUserInfo).map(RouteLink.init)
        }

        /// The user info's entries with a text key and a text or URL value, as text.
        var textUserInfo: [String: String] {
            var entries: [String: String] = [:]
            for (key, value) in userInfo ?? [:] {
                guard let key = key as? String else { continue }
                if let text = value as? String {
                    entries[key] = text
                } else if let url = value as? URL {
                    entries[key] = url.absoluteString
                }
            }
            return entries
        }
    }

    extension Navigator {
        /// Continues an activity from Handoff, Spotlight or a Siri suggestion, or a universal link
        /// (`NSUserActivityTypeBrowsingWeb`): opens the link it carries through the same door as
        /// any outside link; see ``continueActivity(webpageURL:userInfo:)``.
        ///
        /// ```swift
        /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        ///     navigator.continueActivity(userActivity)
        /// }
        /// ```
        ///
        /// - Returns: The link's navigation, or nil when the activity carries no link.
        @discardableResult
        public func continueActivity(_ userActivity: NSUserActivity) -> NavigationRequest? {
            continueActivity(webpageURL: userActivity.webpageURL, userInfo: userActivity.textUserInfo)
        }
    }

    extension NavigatorDirectory {
        /// The ``windowOpener`` of a UIKit app: asks the system for a new scene
        /// (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)`) whose user
        /// activity carries the link (``NSUserActivity/init(windowShowing:)``).
        ///
        /// ```swift
        /// directory.windowOpener = NavigatorDirectory.activateScene(showing:)
        /// ```
        public static func activateScene(showing link: RouteLink) {
            UIApplication.shared.requestSceneSessionActivation(
                nil, userActivity: NSUserActivity(windowShowing: link), options: nil, errorHandler: nil)
        }
    }

    extension NavigationHostController {
        /// Gives the visible screen's view controller the visible route's activity and makes it
        /// current, taking it from the controller that had it.
        func publish(_ activity: RouteActivity?, on controller: UIViewController?) {
            guard activity != publishedActivity?.activity || controller !== publishedActivity?.controller
            else {
                return
            }
            publishedActivity?.controller?.userActivity = nil
            publishedActivity = nil
            guard let activity, let controller else { return }
            let userActivity = NSUserActivity(activity)
            controller.userActivity = userActivity
            userActivity.becomeCurrent()
            publishedActivity = PublishedActivity(activity: activity, controller: controller)
        }
    }

    /// The activity a UIKit host published last and the view controller that carries it.
    @MainActor
    struct PublishedActivity {
        let activity: RouteActivity
        weak var controller: UIViewController?
    }
#endif

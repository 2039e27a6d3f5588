import WayfinderCore

// A web browser's links that Wayfinder expresses today. The link forms and the screens they open
// come from the browser's router (`RouteBuilder.swift`, `Route.swift`, `DeeplinkInput.swift`) and
// its route tests (`RouteTests.swift`) in mozilla-mobile/firefox-ios. The browser's custom scheme
// carries the screen as its host: `firefox://open-text?text=…`.

/// The routes of the web browser, registered in this order.
enum FirefoxRoutes {
    /// The routes that compile without the capabilities still being built.
    static let today: [any Route.Type] = [
        FirefoxSettingsRoute.self, FirefoxHomepanelRoute.self, FirefoxDefaultBrowserRoute.self,
        FirefoxActionRoute.self, FirefoxOpenTextRoute.self, FirefoxTopSitesWidgetRoute.self,
        FirefoxClosePrivateTabsRoute.self, FirefoxOpenCopiedRoute.self, FirefoxTabsWidgetRoute.self,
    ]
}

/// A web address the browser opens: an `http` or `https` URL, never `javascript:` or another
/// scheme.
struct FirefoxWebAddress: RouteParameter, Hashable {
    /// The address as written.
    let address: String

    init?(routeValue: String) {
        let lowered = routeValue.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return nil }
        address = routeValue
    }

    var routeValue: String { address }

    static var sampleParameter: FirefoxWebAddress? { FirefoxWebAddress(routeValue: "https://example.com") }
}

/// A settings section; the router reads the section in any case (`newTab` is `newtab`).
enum FirefoxSettingsSection: String, RouteParameter, CaseIterable {
    case addresses, contentBlocker, creditCard, password, fxa, general, mailto, search, browser, theme
    case toolbar, topSites, wallpaper, rateApp
    case appIcon = "app-icon"
    case clearPrivateData = "clear-private-data"
    case homePage = "homepage"
    case newTab = "newtab"

    init?(routeValue: String) {
        guard
            let section = Self.allCases.first(where: { $0.rawValue.lowercased() == routeValue.lowercased() })
        else { return nil }
        self = section
    }
}

/// A home panel section.
enum FirefoxHomepanelSection: String, RouteParameter, CaseIterable {
    case bookmarks, history, downloads
    case topSites = "top-sites"
    case readingList = "reading-list"
    case newPrivateTab = "new-private-tab"
    case newTab = "new-tab"
}

/// A default-browser section.
enum FirefoxDefaultBrowserSection: String, RouteParameter, CaseIterable {
    case tutorial
    case systemSettings = "system-settings"
}

/// An action the app performs.
enum FirefoxAppAction: String, RouteParameter, CaseIterable {
    case closePrivateTabs = "close-private-tabs"
    case showQRCode
    case showIntroOnboarding = "show-intro-onboarding"
}

/// A settings section, named by a `deep-link` link.
@Route("settings/:section")
struct FirefoxSettingsRoute {
    let section: FirefoxSettingsSection
}

/// A home panel section, named by a `deep-link` link.
@Route("homepanel/:section")
struct FirefoxHomepanelRoute {
    let section: FirefoxHomepanelSection
}

/// A default-browser section, named by a `deep-link` link.
@Route("default-browser/:section")
struct FirefoxDefaultBrowserRoute {
    let section: FirefoxDefaultBrowserSection
}

/// An app action, named by a `deep-link` link.
@Route("action/:action")
struct FirefoxActionRoute {
    let action: FirefoxAppAction
}

/// A search for text.
@Route("open-text")
struct FirefoxOpenTextRoute {
    var text: String?
}

/// A web address opened from the top-sites widget.
@Route("widget-medium-topsites-open-url")
struct FirefoxTopSitesWidgetRoute {
    var url: FirefoxWebAddress?
}

/// Closes the private tabs, from either quick-link widget.
@Route("widget-small-quicklink-close-private-tabs", aliases: ["widget-medium-quicklink-close-private-tabs"])
struct FirefoxClosePrivateTabsRoute {}

/// Opens what the pasteboard holds, from either quick-link widget.
@Route("widget-small-quicklink-open-copied", aliases: ["widget-medium-quicklink-open-copied"])
struct FirefoxOpenCopiedRoute {}

/// A tab opened from the tabs widget by its identifier; the screen falls back to a new tab when
/// no tab has it.
@Route("widget-tabs-medium-open-url", aliases: ["widget-tabs-large-open-url"])
struct FirefoxTabsWidgetRoute {
    var uuid: String?
}

import SettingsUI
import Wayfinder

// The Settings feature declares no module: RouteRegistrarPlugin generates
// `SettingsFeatureModule`.

struct SettingsScreen: RouteScreen {
    static func make(_ route: SettingsRoute, _: Void) -> String { "Settings" }
}

struct NotificationSettingsScreen: RouteScreen {
    static func make(_ route: NotificationSettingsRoute, _: Void) -> String { "Notifications" }
}

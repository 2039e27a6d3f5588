public import WayfinderCore

/// Settings, in a sheet that pushes its own screens.
@Route("settings")
public struct SettingsRoute {
    public var preferredPresentation: Presentation { .sheet }
}

/// Notification settings, pushed inside the settings sheet.
@Route("settings/notifications")
public struct NotificationSettingsRoute {
    public var parent: (any Route)? { SettingsRoute() }
}

// No imports: the samples' UI-test targets compile this file too (Examples/SwiftUISample/UITests,
// Examples/UIKitSample/UITests), so the views and the tests name the same identifiers.

/// The accessibility identifiers of the sample apps' views, which their UI tests find them by.
///
/// The SwiftUI views set them with `.accessibilityIdentifier(_:)`, the UIKit view controllers
/// with `accessibilityIdentifier`. What the adapters draw (the tab bar, the back buttons, the
/// close button of a cover, the alerts' buttons) has no identifier of the app's: the tests find it
/// by its title, which the feature modules give (`TabSpec`, `AlertContent`).
public enum SampleAccessibilityID {
    /// The button of a note in the notes list.
    public static func noteRow(_ id: Int) -> String { "notes.row.\(id)" }
    /// The first line of a note's screen (its colour).
    public static func note(_ id: Int) -> String { "note.\(id)" }
    /// The account screen's "Edit account" button.
    public static let editAccountButton = "account.edit"
    /// The account screen's "Settings" button.
    public static let settingsButton = "account.settings"
    /// The sign-in cover's "Sign in" button.
    public static let signInButton = "signin.submit"
    /// The name field of the edit screen.
    public static let nameField = "account.edit.name"
    /// The edit screen's "Save" button.
    public static let saveAccountButton = "account.edit.save"
    /// The settings sheet's "Appearance" button.
    public static let appearanceButton = "settings.appearance"
    /// The settings sheet's "Done" button.
    public static let settingsDoneButton = "settings.done"
    /// The line of text of the appearance page, pushed inside the settings sheet.
    public static let appearancePage = "appearance.text"
}

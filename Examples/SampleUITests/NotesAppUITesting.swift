// What both samples' UI tests share: compiled into the UI-test target of Examples/SwiftUISample
// and of Examples/UIKitSample, with Examples/NotesNavigation's SampleAccessibilityID.swift, which
// names the identifiers the apps' views carry.

import UIKit
import XCTest

/// How long a UI test waits for the app to show something before it fails: long enough for a
/// navigation's animation on a slow simulator, and only ever waited out when the test fails.
let uiTimeout: TimeInterval = 10

extension XCUIApplication {
    /// Launches the sample afresh. The samples keep no state between launches (no navigation is
    /// saved or restored, the session and the account draft live in memory), so every launch
    /// starts signed out on the notes tab with nothing edited, and the tests need no launch
    /// argument to reset anything.
    static func launchedNotesSample() -> XCUIApplication {
        let app = XCUIApplication()
        app.launch()
        return app
    }

    /// A tab bar item, found by the title its `TabSpec` gives it (the adapter draws the tab bar,
    /// so it carries no identifier of the app's).
    func tab(_ title: String) -> XCUIElement {
        tabBars.buttons[title]
    }

    /// The back button of the screen on top: the navigation bar's first button (UIKit's back
    /// button, or, on a screen with a leave guard, the SwiftUI host's own "Back").
    var backButton: XCUIElement {
        navigationBars.buttons.element(boundBy: 0)
    }

    /// A back swipe from the screen's left edge. `swipeRight()` would start in the middle of the
    /// element, where it is a plain drag, not the edge gesture that navigates back.
    func swipeBackFromTheLeftEdge() {
        let edge = coordinate(withNormalizedOffset: CGVector(dx: 0.01, dy: 0.5))
        let across = coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.5))
        edge.press(forDuration: 0.1, thenDragTo: across)
    }

    /// Opens the account editor the only way a signed-out user can: "Edit account" is
    /// redirected to the sign-in cover, and signing in resumes the edit. Whether the editor's
    /// name field appeared.
    func openTheAccountEditorBySigningIn() -> Bool {
        tab("Account").tap()
        let edit = buttons[SampleAccessibilityID.editAccountButton]
        guard edit.waitForExistence(timeout: uiTimeout) else { return false }
        edit.tap()
        let signIn = buttons[SampleAccessibilityID.signInButton]
        guard signIn.waitForExistence(timeout: uiTimeout) else { return false }
        signIn.tap()
        return textFields[SampleAccessibilityID.nameField].waitForExistence(timeout: uiTimeout)
    }

    /// Types a name into the account editor, which leaves it unsaved.
    func typeAnUnsavedName(_ name: String) {
        let field = textFields[SampleAccessibilityID.nameField]
        field.tap()
        field.typeText(name)
    }
}

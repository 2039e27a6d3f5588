import UIKit
import XCTest

/// The promises both sample apps make (their READMEs), one test each, on a simulator or a device.
/// The SwiftUI and the UIKit sample make the same promises with the same identifiers, so this one
/// class is compiled into both apps' UI-test bundles and runs against each. The app
/// is launched afresh for every test and driven through its accessibility identifiers
/// (`SampleAccessibilityID`) and the titles the feature modules give. Every wait is
/// `waitForExistence(timeout:)` or `waitForNonExistence(timeout:)`, never a sleep.
final class NotesSampleUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testTheAppLaunchesWithItsTabBarOnTheNotesTab() {
        let app = XCUIApplication.launchedNotesSample()
        XCTAssertTrue(app.tab("Notes").waitForExistence(timeout: uiTimeout))
        XCTAssertTrue(app.tab("Account").exists)
        XCTAssertTrue(app.tab("New note").exists, "the compose action tab")
        XCTAssertTrue(app.buttons[SampleAccessibilityID.noteRow(1)].waitForExistence(timeout: uiTimeout))
    }

    @MainActor
    func testANotePushesOverTheListAndBackReturnsToIt() throws {
        try XCTSkipIf(
            UIDevice.current.userInterfaceIdiom == .pad,
            "On an iPad the note opens beside the list: testInTheRegularWidthTheNoteShowsBesideTheList")
        let app = XCUIApplication.launchedNotesSample()
        let row = app.buttons[SampleAccessibilityID.noteRow(2)]
        XCTAssertTrue(row.waitForExistence(timeout: uiTimeout))
        row.tap()
        XCTAssertTrue(app.staticTexts[SampleAccessibilityID.note(2)].waitForExistence(timeout: uiTimeout))

        app.backButton.tap()
        XCTAssertTrue(app.staticTexts[SampleAccessibilityID.note(2)].waitForNonExistence(timeout: uiTimeout))
        XCTAssertTrue(row.waitForExistence(timeout: uiTimeout))
        XCTAssertTrue(row.isHittable)
    }

    @MainActor
    func testInTheRegularWidthTheNoteShowsBesideTheList() throws {
        try XCTSkipUnless(
            UIDevice.current.userInterfaceIdiom == .pad, "The regular width is an iPad's (full screen)")
        let app = XCUIApplication.launchedNotesSample()
        let first = app.buttons[SampleAccessibilityID.noteRow(1)]
        XCTAssertTrue(first.waitForExistence(timeout: uiTimeout))
        first.tap()
        XCTAssertTrue(app.staticTexts[SampleAccessibilityID.note(1)].waitForExistence(timeout: uiTimeout))
        // Side by side: the list is still there to tap, and choosing another note replaces the
        // one beside it.
        let third = app.buttons[SampleAccessibilityID.noteRow(3)]
        XCTAssertTrue(third.isHittable)
        third.tap()
        XCTAssertTrue(app.staticTexts[SampleAccessibilityID.note(3)].waitForExistence(timeout: uiTimeout))
        XCTAssertTrue(app.staticTexts[SampleAccessibilityID.note(1)].waitForNonExistence(timeout: uiTimeout))
        XCTAssertTrue(first.isHittable)
    }

    @MainActor
    func testInTheCompactWidthTheNoteAndTheListAreOneStack() throws {
        try XCTSkipIf(
            UIDevice.current.userInterfaceIdiom == .pad,
            "An iPad is in the regular width full screen; the compact width is tested on an iPhone")
        // In portrait, so that no iPhone is in the regular width (a large one is, in landscape).
        XCUIDevice.shared.orientation = .portrait
        let app = XCUIApplication.launchedNotesSample()
        let row = app.buttons[SampleAccessibilityID.noteRow(1)]
        XCTAssertTrue(row.waitForExistence(timeout: uiTimeout))
        row.tap()
        XCTAssertTrue(app.staticTexts[SampleAccessibilityID.note(1)].waitForExistence(timeout: uiTimeout))
        // One stack: the note covers the list instead of sitting beside it.
        XCTAssertFalse(app.buttons[SampleAccessibilityID.noteRow(3)].isHittable)
    }

    @MainActor
    func testTheSettingsSheetPushesItsAppearancePageInsideItself() {
        let app = XCUIApplication.launchedNotesSample()
        app.tab("Account").tap()
        let settings = app.buttons[SampleAccessibilityID.settingsButton]
        XCTAssertTrue(settings.waitForExistence(timeout: uiTimeout))
        settings.tap()
        let appearance = app.buttons[SampleAccessibilityID.appearanceButton]
        XCTAssertTrue(appearance.waitForExistence(timeout: uiTimeout))
        appearance.tap()
        XCTAssertTrue(
            app.staticTexts[SampleAccessibilityID.appearancePage].waitForExistence(timeout: uiTimeout))

        // Back stays inside the sheet: its first page shows again, the sheet still up.
        app.backButton.tap()
        XCTAssertTrue(appearance.waitForExistence(timeout: uiTimeout))
        XCTAssertTrue(
            app.staticTexts[SampleAccessibilityID.appearancePage].waitForNonExistence(timeout: uiTimeout))

        app.buttons[SampleAccessibilityID.settingsDoneButton].tap()
        XCTAssertTrue(appearance.waitForNonExistence(timeout: uiTimeout))
        XCTAssertTrue(settings.isHittable)
    }

    @MainActor
    func testEditingTheAccountSignedOutAsksToSignInAndThenOpensTheEdit() {
        let app = XCUIApplication.launchedNotesSample()
        app.tab("Account").tap()
        let edit = app.buttons[SampleAccessibilityID.editAccountButton]
        XCTAssertTrue(edit.waitForExistence(timeout: uiTimeout))
        edit.tap()

        // The guard redirects to the sign-in cover; the edit screen is not shown.
        let signIn = app.buttons[SampleAccessibilityID.signInButton]
        XCTAssertTrue(signIn.waitForExistence(timeout: uiTimeout))
        XCTAssertFalse(app.textFields[SampleAccessibilityID.nameField].exists)

        // Signing in closes the cover and resumes the edit.
        signIn.tap()
        XCTAssertTrue(app.textFields[SampleAccessibilityID.nameField].waitForExistence(timeout: uiTimeout))
        XCTAssertTrue(signIn.waitForNonExistence(timeout: uiTimeout))
    }

    @MainActor
    func testALinkOpensItsNoteOnTheNotesTab() throws {
        let app = XCUIApplication.launchedNotesSample()
        app.tab("Account").tap()
        XCTAssertTrue(
            app.buttons[SampleAccessibilityID.editAccountButton].waitForExistence(timeout: uiTimeout))

        // `open(_:)` hands the URL to the app as the system does for a tapped link (what
        // `xcrun simctl openurl` does from outside), so it arrives through `onOpenURL` (SwiftUI) or
        // the scene delegate (UIKit) and
        // `SampleNavigation.handleURL(_:in:)`. The app target must register the
        // `wayfinder-notes` scheme. iOS 16.4 or later, below the samples' iOS 17.
        let link = try XCTUnwrap(URL(string: "wayfinder-notes://notes/3"))
        app.open(link)
        XCTAssertTrue(app.staticTexts[SampleAccessibilityID.note(3)].waitForExistence(timeout: uiTimeout))
    }

    @MainActor
    func testABackSwipeDoesNotLeaveAnUnsavedEdit() {
        let app = XCUIApplication.launchedNotesSample()
        XCTAssertTrue(app.openTheAccountEditorBySigningIn())
        app.typeAnUnsavedName("Ada")

        // The edit screen has a leave guard. The SwiftUI host hides the system back button, which
        // turns the swipe off (what SwiftUI does in practice, not documented: this test is where
        // it is checked); the UIKit adapter refuses the edge swipe's gesture, so it never begins.
        app.swipeBackFromTheLeftEdge()
        let field = app.textFields[SampleAccessibilityID.nameField]
        XCTAssertTrue(field.waitForExistence(timeout: uiTimeout))
        XCTAssertTrue(field.isHittable)
        XCTAssertEqual(field.value as? String, "Ada")
        XCTAssertFalse(app.alerts.firstMatch.exists, "the swipe never began, so nothing asks")
    }

    @MainActor
    func testBackFromAnUnsavedEditAsksFirst() {
        let app = XCUIApplication.launchedNotesSample()
        XCTAssertTrue(app.openTheAccountEditorBySigningIn())
        app.typeAnUnsavedName("Ada")
        let field = app.textFields[SampleAccessibilityID.nameField]

        // The Back button (the SwiftUI host's own, or the UIKit back button's action) goes through
        // the navigator, whose leave guard asks for the confirmation before anything moves.
        app.backButton.tap()
        let confirmation = app.alerts["Discard your changes?"]
        XCTAssertTrue(confirmation.waitForExistence(timeout: uiTimeout))
        confirmation.buttons["Keep editing"].tap()
        XCTAssertTrue(confirmation.waitForNonExistence(timeout: uiTimeout))
        XCTAssertEqual(field.value as? String, "Ada")

        app.backButton.tap()
        XCTAssertTrue(confirmation.waitForExistence(timeout: uiTimeout))
        confirmation.buttons["Discard"].tap()
        XCTAssertTrue(field.waitForNonExistence(timeout: uiTimeout))
        XCTAssertTrue(
            app.buttons[SampleAccessibilityID.editAccountButton].waitForExistence(timeout: uiTimeout))
    }
}

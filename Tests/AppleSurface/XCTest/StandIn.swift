// A stand-in for the UI-testing part of Apple's XCTest: the documented API that the sample apps'
// UI tests (Examples/SwiftUISample/UITests, Examples/UIKitSample/UITests, Examples/SampleUITests)
// use, so they can be type-checked on Linux, where no app can be launched and XCTest (the
// toolchain's swift-corelibs-xctest) has no UI API. Scripts/typecheck-adapters.sh compiles this
// folder as the module `XCTest` and puts it on the import path ahead of the toolchain's own
// `XCTest`, and checks, from the compiler's trace of the modules it loaded, that the UI tests were
// compiled against this one. Nothing here runs: every body is `fatalError()`.
//
// Rules the declarations follow, as for the SwiftUI and UIKit stand-ins:
//
// - Only what Apple documents, as documented: names, labels, types, optionality, default
//   arguments, `@MainActor` isolation as in the Xcode 16 and 26 SDKs (`XCUIApplication`,
//   `XCUIElement`, `XCUIElementQuery`, `XCUICoordinate`, `XCUIDevice` and the element protocols
//   are main-actor isolated; `XCTestCase` and the assertion functions are not), availability.
//   Each declaration carries the URL of its documentation page. A subset only: what the UI
//   tests use, so a test that needs more fails here.
// - One module for two documentation sets. Since Xcode 16.3 Apple documents the UI API
//   (`XCUIApplication`, `XCUIElement`, …) as the framework XCUIAutomation
//   (https://developer.apple.com/documentation/xcuiautomation), which `import XCTest` brings in;
//   the test case, the assertions and `XCTSkip` stay under
//   https://developer.apple.com/documentation/xctest. The stand-in is one module, `XCTest`, the
//   only one a UI test imports, and each declaration cites the page where Apple documents it now.
// - Re-exports. `import XCTest` makes Foundation visible, as Apple's does. Apple's
//   `XCUIDevice.orientation` is a `UIDeviceOrientation` and `XCUICoordinate` takes a `CGVector`:
//   UIKit's types (CoreGraphics's, which UIKit re-exports), here the UIKit stand-in's. This module
//   imports UIKit without re-exporting it, so a test that names a UIKit or CoreGraphics type
//   (`UIDevice`, `.portrait`, `CGVector`) imports UIKit itself, which is right on a device either
//   way.
// - Classes are `open` where Apple's can be subclassed (`XCTest`, `XCTestCase`); the UI proxies
//   are created by XCTest, not subclassed by tests, and are `public` here.

@_exported import Foundation

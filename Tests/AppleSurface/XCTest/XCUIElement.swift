// Elements, queries and coordinates: how a UI test finds what the app shows and acts on it.

public import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@MainActor
public protocol XCUIElementTypeQueryProvider {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/firstmatch
    var firstMatch: XCUIElement { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/alerts
    var alerts: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
    var buttons: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
    var navigationBars: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
    var staticTexts: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/tabbars
    var tabBars: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
    var textFields: XCUIElementQuery { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@MainActor
public protocol XCUIElementAttributes {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
    var value: Any? { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor
public class XCUIElement: NSObject, XCUIElementTypeQueryProvider, XCUIElementAttributes {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
    public var exists: Bool { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable
    public var isHittable: Bool { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
    public func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitfornonexistence(timeout:)
    public func waitForNonExistence(timeout: TimeInterval) -> Bool { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
    public func tap() { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:)
    public func typeText(_ text: String) { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/coordinate(withnormalizedoffset:)
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { fatalError() }

    // MARK: XCUIElementTypeQueryProvider

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/firstmatch
    public var firstMatch: XCUIElement { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/alerts
    public var alerts: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
    public var buttons: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
    public var navigationBars: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
    public var staticTexts: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/tabbars
    public var tabBars: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
    public var textFields: XCUIElementQuery { fatalError() }

    // MARK: XCUIElementAttributes

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
    public var value: Any? { fatalError() }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@MainActor
public class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
    public subscript(key: String) -> XCUIElement { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
    public func element(boundBy index: Int) -> XCUIElement { fatalError() }

    // MARK: XCUIElementTypeQueryProvider

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/firstmatch
    public var firstMatch: XCUIElement { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/alerts
    public var alerts: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
    public var buttons: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
    public var navigationBars: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
    public var staticTexts: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/tabbars
    public var tabBars: XCUIElementQuery { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
    public var textFields: XCUIElementQuery { fatalError() }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate
@MainActor
public class XCUICoordinate: NSObject {
    // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:)
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        fatalError()
    }
}

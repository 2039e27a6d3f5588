// The app under test, and the device it runs on.

public import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor
public class XCUIApplication: XCUIElement {
    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
    public override init() { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
    public var launchArguments: [String] {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
    public func launch() { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/open(_:)
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
    public func open(_ url: URL) { fatalError() }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuidevice
@MainActor
public class XCUIDevice: NSObject {
    // https://developer.apple.com/documentation/xcuiautomation/xcuidevice/shared
    public class var shared: XCUIDevice { fatalError() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuidevice/orientation
    public var orientation: UIDeviceOrientation {
        get { fatalError() }
        set { fatalError() }
    }
}

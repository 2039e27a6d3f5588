// Accessibility identifiers, and the device the UI tests ask about (XCTest's stand-in uses
// `UIDeviceOrientation`; the samples' UI tests skip by `UIDevice.current.userInterfaceIdiom`).

// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    var accessibilityIdentifier: String? { get set }
}

// https://developer.apple.com/documentation/uikit/uiview (conforms to UIAccessibilityIdentification)
extension UIView: UIAccessibilityIdentification {}

// https://developer.apple.com/documentation/uikit/uidevice
@MainActor
open class UIDevice: NSObject {
    // https://developer.apple.com/documentation/uikit/uidevice/current
    open class var current: UIDevice { fatalError() }

    // https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/unspecified
    case unspecified = -1
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/phone
    case phone = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/pad
    case pad = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/tv
    case tv = 2
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/carplay
    case carPlay = 3
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/mac
    @available(iOS 14.0, *)
    case mac = 5
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/vision
    @available(iOS 17.0, *)
    case vision = 6
}

// https://developer.apple.com/documentation/uikit/uideviceorientation
public enum UIDeviceOrientation: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uideviceorientation/unknown
    case unknown = 0
    // https://developer.apple.com/documentation/uikit/uideviceorientation/portrait
    case portrait = 1
    // https://developer.apple.com/documentation/uikit/uideviceorientation/portraitupsidedown
    case portraitUpsideDown = 2
    // https://developer.apple.com/documentation/uikit/uideviceorientation/landscapeleft
    case landscapeLeft = 3
    // https://developer.apple.com/documentation/uikit/uideviceorientation/landscaperight
    case landscapeRight = 4
    // https://developer.apple.com/documentation/uikit/uideviceorientation/faceup
    case faceUp = 5
    // https://developer.apple.com/documentation/uikit/uideviceorientation/facedown
    case faceDown = 6
}

// Colours and images. Neither class is main-actor isolated. Whether the iOS 17/18 SDKs mark them
// `Sendable` could not be confirmed from the documentation, so no `Sendable` is declared (the
// stricter choice: a value that must cross actors fails here rather than passing wrongly).

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
    // https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) { fatalError() }
}

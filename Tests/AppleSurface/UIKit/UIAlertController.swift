// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) { fatalError() }
}

extension UIAlertController {
    // https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        case actionSheet = 0
        // https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
        case alert = 1
    }
}

// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
    // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        fatalError()
    }
}

extension UIAlertAction {
    // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
        case `default` = 0
        // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
        case cancel = 1
        // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
        case destructive = 2
    }
}

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
    // https://developer.apple.com/documentation/uikit/uiresponder/useractivity
    open var userActivity: NSUserActivity? {
        get { fatalError() }
        set { fatalError() }
    }
}

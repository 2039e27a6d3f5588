// Buttons, text fields, labels and stack views (what the sample app's screens are made of).

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
    // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}

extension UIControl {
    // https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        public init(rawValue: UInt) { fatalError() }

        // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        public var rawValue: UInt { fatalError() }

        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        public static var editingChanged: UIControl.Event { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
    // https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
    open var borderStyle: UITextField.BorderStyle {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UITextField {
    // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
    public enum BorderStyle: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/none
        case none = 0
        // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/line
        case line = 1
        // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/bezel
        case bezel = 2
        // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/roundedrect
        case roundedRect = 3
    }
}

// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
    // https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    @available(iOS 14.0, *)
    @MainActor @preconcurrency
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        fatalError()
    }
}

extension UIButton {
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
        case custom = 0
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system = 1
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/detaildisclosure
        case detailDisclosure = 2
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infolight
        case infoLight = 3
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infodark
        case infoDark = 4
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/contactadd
        case contactAdd = 5
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/plain
        @available(iOS 15.0, *)
        case plain = 6
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/close
        @available(iOS 13.0, *)
        case close = 7
    }
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uistackview
@MainActor
open class UIStackView: UIView {
    // https://developer.apple.com/documentation/uikit/uistackview/init(frame:)
    public override init(frame: CGRect) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
    public required init(coder: NSCoder) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

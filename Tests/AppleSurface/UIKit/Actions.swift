// Closure-based actions (and the menu types their initializers mention).

// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
    // Menu elements come from their own initializers: Objective-C's `init` is unavailable.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(*, unavailable)
    public override init() { fatalError() }
}

@available(iOS 13.0, *)
extension UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
        public init(rawValue: UInt) { fatalError() }

        // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        public var rawValue: UInt { fatalError() }

        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
        public static var disabled: UIMenuElement.Attributes { fatalError() }

        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
        public static var destructive: UIMenuElement.Attributes { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uimenuelement/state/off
        case off = 0
        // https://developer.apple.com/documentation/uikit/uimenuelement/state/on
        case on = 1
        // https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed
        case mixed = 2
    }
}

// https://developer.apple.com/documentation/uikit/uimenu
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {}

// https://developer.apple.com/documentation/uikit/uiactionhandler
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @MainActor @preconcurrency
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
    open var identifier: UIAction.Identifier { fatalError() }
}

@available(iOS 13.0, *)
extension UIAction {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
        public init(rawValue: String) { fatalError() }

        // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        public var rawValue: String { fatalError() }
    }
}

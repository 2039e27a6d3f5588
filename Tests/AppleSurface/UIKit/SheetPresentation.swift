// Sheets with detents, popovers and their source views.

extension UIViewController {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    @available(iOS 15.0, *)
    public var sheetPresentationController: UISheetPresentationController? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    @available(iOS 8.0, *)
    public var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@available(iOS 15.0, *)
@MainActor
open class UISheetPresentationController: UIPresentationController {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
    open var detents: [UISheetPresentationController.Detent] {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UISheetPresentationController {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @available(iOS 15.0, *)
    @MainActor
    open class Detent: NSObject {
        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        open class func medium() -> UISheetPresentationController.Detent { fatalError() }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        open class func large() -> UISheetPresentationController.Detent { fatalError() }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
        @available(iOS 16.0, *)
        public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent { fatalError() }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property
        @available(iOS 16.0, *)
        open var identifier: UISheetPresentationController.Detent.Identifier { fatalError() }
    }
}

extension UISheetPresentationController.Detent {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
    @available(iOS 15.0, *)
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
        public init(_ rawValue: String) { fatalError() }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)
        public init(rawValue: String) { fatalError() }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/rawvalue
        public var rawValue: String { fatalError() }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium
        public static var medium: UISheetPresentationController.Detent.Identifier { fatalError() }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large
        public static var large: UISheetPresentationController.Detent.Identifier { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@available(iOS 16.0, *)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
    var maximumDetentValue: CGFloat { get }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
@available(iOS 15.0, *)
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

// The requirement above is `optional` in the Objective-C protocol.
@available(iOS 15.0, *)
extension UISheetPresentationControllerDelegate {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    open var sourceView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
}

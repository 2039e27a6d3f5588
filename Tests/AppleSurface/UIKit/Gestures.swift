// Gesture recognizers. Target–action (`init(target:action:)`, `addTarget(_:action:)`) takes a
// `Selector`, which needs the Objective-C runtime: it is declared for Apple platforms only.

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
    #if canImport(ObjectiveC)
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
        public init(target: Any?, action: Selector?) { fatalError() }

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
        open func addTarget(_ target: Any, action: Selector) { fatalError() }
    #endif

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
    public override convenience init() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { fatalError() }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    open var delegate: (any UIGestureRecognizerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError() }
}

extension UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible
        case possible = 0
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
        case began = 1
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed
        case changed = 2
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended
        case ended = 3
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled
        case cancelled = 4
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed
        case failed = 5

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized
        public static var recognized: UIGestureRecognizer.State { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

// The requirement above is `optional` in the Objective-C protocol.
extension UIGestureRecognizerDelegate {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        fatalError()
    }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }

    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer/edges
    open var edges: UIRectEdge {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uirectedge/init(rawvalue:)
    public init(rawValue: UInt) { fatalError() }

    // https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    public var rawValue: UInt { fatalError() }

    // https://developer.apple.com/documentation/uikit/uirectedge/top
    public static var top: UIRectEdge { fatalError() }

    // https://developer.apple.com/documentation/uikit/uirectedge/left
    public static var left: UIRectEdge { fatalError() }

    // https://developer.apple.com/documentation/uikit/uirectedge/bottom
    public static var bottom: UIRectEdge { fatalError() }

    // https://developer.apple.com/documentation/uikit/uirectedge/right
    public static var right: UIRectEdge { fatalError() }

    // https://developer.apple.com/documentation/uikit/uirectedge/all
    public static var all: UIRectEdge { fatalError() }
}

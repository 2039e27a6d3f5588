// The UIKit stand-in: Apple's documented UIKit API (iOS 17/18 SDKs), exactly as much of it as
// the Wayfinder UIKit adapter, Examples/UIKitSample and the docs' UIKit blocks use, so they can be
// type-checked on Linux. Bodies are `fatalError()`; nothing here ever runs.
//
// Conventions, the same in every file:
// - Every declaration has its Apple documentation URL above it.
// - Classes and delegate protocols are `@MainActor`, as in the SDKs. Optional requirements of
//   Objective-C protocols are requirements with a default implementation in an extension.
// - `@available(iOS x, *)` is written for API introduced in iOS 13 or later: Xcode 16's
//   minimum deployment target is iOS 12, so older introductions never constrain a caller.
// - Enumerations list every case of the iOS 18 SDK, so an exhaustive `switch` checks here as it
//   does there (only the `@unknown default` an imported enum asks for is not enforced).
// - No Objective-C interop on Linux: API that takes a `Selector` is declared inside
//   `#if canImport(ObjectiveC)` and so is absent here.

// UIKit re-exports Foundation (and CoreGraphics, whose `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect` swift-corelibs-foundation provides on Linux).
@_exported import Foundation

// On Apple platforms Foundation re-exports the Objective-C runtime (`Selector`, `#selector`).
#if canImport(ObjectiveC)
    @_exported import ObjectiveC
#endif

// MARK: - CoreGraphics (re-exported by UIKit)

// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Hashable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-1cr8k
    public init(dx: Double, dy: Double) { fatalError() }
}

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { fatalError() }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/==(_:_:)
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
}

// MARK: - QuartzCore (re-exported by UIKit)

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

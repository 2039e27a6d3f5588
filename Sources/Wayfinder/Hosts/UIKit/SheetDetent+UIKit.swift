#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
    public import WayfinderCore

    /// A view controller that names the views its popovers and confirmation dialogs come from.
    ///
    /// The UIKit host asks the screen on top of the presenting stack for the view of a
    /// presentation's ``PresentationSource``; a screen that does not adopt this protocol, or
    /// returns nil, has the presentation come from its own view.
    ///
    /// ```swift
    /// final class NoteViewController: UIViewController, PresentationSourceProviding {
    ///     let tagsButton = UIButton()
    ///     func view(for source: PresentationSource) -> UIView? {
    ///         source == "tags" ? tagsButton : nil
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol PresentationSourceProviding: AnyObject {
        /// The view `source` names on this screen, or nil when it shows none.
        func view(for source: PresentationSource) -> UIView?
    }

    extension UISheetPresentationController.Detent {
        /// UIKit's detent for a Wayfinder detent: the system's medium and large, a custom detent
        /// for a fraction of the largest height or a height in points, identified by
        /// ``UISheetPresentationController/Detent/Identifier/init(_:)-(SheetDetent)``.
        static func wayfinder(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
            switch detent {
            case .medium: .medium()
            case .large: .large()
            case .fraction(let fraction):
                .custom(identifier: Identifier(detent)) { context in
                    context.maximumDetentValue * CGFloat(fraction)
                }
            case .height(let height):
                .custom(identifier: Identifier(detent)) { _ in CGFloat(height) }
            }
        }
    }

    extension UISheetPresentationController.Detent.Identifier {
        /// The identifier of a Wayfinder detent's UIKit detent: the system's for medium and large,
        /// `wayfinder.` and the detent's description for the others.
        init(_ detent: SheetDetent) {
            switch detent {
            case .medium: self = .medium
            case .large: self = .large
            case .fraction, .height: self.init("wayfinder.\(detent)")
            }
        }
    }
#endif

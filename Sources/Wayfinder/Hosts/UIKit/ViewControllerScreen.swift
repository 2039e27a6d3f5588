#if canImport(UIKit) && canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(Linux))
    import SwiftUI
    import UIKit

    /// A screen registered as a `UIViewController`, shown inside the SwiftUI host.
    ///
    /// The controller comes from the screen cache, built once for its entry; the representable
    /// only hands it to SwiftUI.
    struct ViewControllerScreen: UIViewControllerRepresentable {
        let controller: UIViewController

        func makeUIViewController(context: Context) -> UIViewController { controller }

        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }
#endif

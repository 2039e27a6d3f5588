import SwiftUI
import UIKit
import Wayfinder
import WayfinderCore

// What Docs/Adapters.md's UIKit block takes for granted (its SwiftUI block declares everything
// it uses).

@Route("inbox")
struct InboxRoute {}

@Route("inbox/:id")
struct MessageRoute {
    let id: Int
    var parent: (any Route)? { InboxRoute() }
}

@Route("settings")
struct SettingsRoute {
    var preferredPresentation: Presentation { .sheet }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

final class MessageViewController: UIViewController {
    init(messageID: Int) {
        super.init(nibName: nil, bundle: nil)
        title = "Message \(messageID)"
    }

    required init?(coder: NSCoder) { fatalError("created in code") }
}

/// A custom push and pop animation.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPop: Bool

    init(isPop: Bool) {
        self.isPop = isPop
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

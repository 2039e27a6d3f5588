// SwiftUI's bridging to UIKit: a SwiftUI view inside a view controller, and a view controller
// inside SwiftUI. UIKit exists here only when its stand-in (Tests/AppleSurface/UIKit) is built.

#if canImport(UIKit)
    public import Foundation
    public import UIKit

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    open class UIHostingController<Content>: UIViewController where Content: View {
        // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
        public init(rootView: Content) { fatalError() }

        // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
        public required init?(coder aDecoder: NSCoder) { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public protocol UIViewControllerRepresentable: View where Self.Body == Never {
        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
        associatedtype UIViewControllerType: UIViewController

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
        @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
            -> Self.UIViewControllerType

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
        @MainActor @preconcurrency func updateUIViewController(
            _ uiViewController: Self.UIViewControllerType, context: Self.Context)

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
        @MainActor @preconcurrency static func dismantleUIViewController(
            _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
        associatedtype Coordinator = Void

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
        typealias Context = UIViewControllerRepresentableContext<Self>
    }

    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    extension UIViewControllerRepresentable where Self.Coordinator == Void {
        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
        public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    extension UIViewControllerRepresentable {
        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
        public static func dismantleUIViewController(
            _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
        ) { fatalError() }

        // (a representable's body is SwiftUI's, `Never`)
        public var body: Never { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public struct UIViewControllerRepresentableContext<Representable>
    where Representable: UIViewControllerRepresentable {}

    @available(*, unavailable)
    extension UIViewControllerRepresentableContext: Sendable {}
#endif

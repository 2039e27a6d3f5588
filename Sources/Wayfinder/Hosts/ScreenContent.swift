#if canImport(SwiftUI)
    public import SwiftUI
#endif
#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
#endif

/// The screen a route's builder made: a SwiftUI view, a UIKit view controller, an alert's
/// content, or any other value (what the headless host and tests show).
///
/// A registration's builder returns whatever its route shows, and every screen it builds is
/// filed under its kind. A host asks for its own kind: the SwiftUI host reads
/// `view`, the UIKit host `viewController`, the alert presenters ``alert``, and a test
/// reads a headless screen back by its type with ``value(as:)``.
///
/// ```swift
/// let host = HeadlessHost(navigator: navigator)
/// navigator.push(PostRoute(id: 42))
/// #expect(host.topScreen?.value(as: String.self) == "post 42")
/// ```
@MainActor
public struct ScreenContent {
    /// The kind of screen a builder made.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// A SwiftUI view.
        case view
        /// A UIKit view controller.
        case viewController
        /// An alert's ``AlertContent``, shown as a system alert.
        case alert
        /// Any other value: what a headless host shows.
        case value

        /// The kind's name, as a sentence says it: "a SwiftUI view".
        public var description: String {
            switch self {
            case .view: "a SwiftUI view"
            case .viewController: "a view controller"
            case .alert: "alert content"
            case .value: "a value"
            }
        }
    }

    private let storage: Storage

    /// The content of a screen of any type, filed under its kind: ``AlertContent`` is an alert,
    /// a `UIViewController` (where UIKit exists) a view controller, a SwiftUI `View` a view,
    /// anything else a value.
    ///
    /// - Parameter screen: What a screen builder returned.
    public init<Screen>(_ screen: Screen) {
        switch screen {
        case let content as ScreenContent: storage = content.storage
        case let alert as AlertContent: storage = .alert(alert)
        #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
            case let controller as UIViewController: storage = .viewController(controller)
        #endif
        #if canImport(SwiftUI)
            case let view as AnyView: storage = .view(view)
            case let view as any View: storage = .view(AnyView(view))
        #endif
        default: storage = .value(screen)
        }
    }

    /// The content of an alert route's screen.
    public init(alert: AlertContent) {
        storage = .alert(alert)
    }

    #if canImport(SwiftUI)
        /// The content of a SwiftUI screen.
        public init(view: AnyView) {
            storage = .view(view)
        }
    #endif

    #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
        /// The content of a UIKit screen.
        public init(viewController: UIViewController) {
            storage = .viewController(viewController)
        }
    #endif

    /// The kind of screen this is.
    public var kind: Kind {
        switch storage {
        case .alert: .alert
        case .value: .value
        #if canImport(SwiftUI)
            case .view: .view
        #endif
        #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
            case .viewController: .viewController
        #endif
        }
    }

    /// The alert's content, when this is an alert route's screen.
    public var alert: AlertContent? {
        if case .alert(let content) = storage { content } else { nil }
    }

    #if canImport(SwiftUI)
        /// The SwiftUI view, when the builder made one.
        public var view: AnyView? {
            if case .view(let view) = storage { view } else { nil }
        }
    #endif

    #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
        /// The view controller, when the builder made one.
        public var viewController: UIViewController? {
            if case .viewController(let controller) = storage { controller } else { nil }
        }
    #endif

    /// The screen as a value of `type`, or nil when it is not one: how a test reads back what
    /// a headless builder made.
    ///
    /// ```swift
    /// #expect(host.topScreen?.value(as: String.self) == "Notes")
    /// ```
    public func value<Value>(as type: Value.Type = Value.self) -> Value? {
        switch storage {
        case .alert(let content): content as? Value
        case .value(let value): value as? Value
        #if canImport(SwiftUI)
            case .view(let view): view as? Value
        #endif
        #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
            case .viewController(let controller): controller as? Value
        #endif
        }
    }
}

extension ScreenContent: @MainActor CustomStringConvertible {
    /// The value a headless builder made, as it prints; otherwise the kind of screen.
    public var description: String {
        switch storage {
        case .value(let value): String(describing: value)
        case .alert(let content): "alert “\(content.title)”"
        #if canImport(SwiftUI)
            case .view: Kind.view.description
        #endif
        #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
            case .viewController(let controller): "\(type(of: controller))"
        #endif
        }
    }
}

extension ScreenContent {
    /// What a screen is made of, by kind. `Any` stays inside: a headless screen can be a value
    /// of any type, and ``value(as:)`` is the typed way back out.
    private enum Storage {
        case alert(AlertContent)
        case value(Any)
        #if canImport(SwiftUI)
            case view(AnyView)
        #endif
        #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
            case viewController(UIViewController)
        #endif
    }
}

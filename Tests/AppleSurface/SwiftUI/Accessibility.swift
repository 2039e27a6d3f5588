// Accessibility modifiers.

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

// https://developer.apple.com/documentation/swiftui/accessibilitytraits
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: Sendable {
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal
    public static var isModal: AccessibilityTraits { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { fatalError() }
}

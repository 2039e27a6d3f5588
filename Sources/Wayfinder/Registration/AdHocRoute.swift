public import WayfinderCore

/// The in-app-only route behind a screen shown without a route of its own (see
/// ``Navigator/show(_:screen:)``).
///
/// It prints as the screen's type name in the outline, is never opened by a link and is never
/// saved: restoration stops its stack before it.
public struct AdHocRoute: Route {
    /// A number identifying the destination within its navigator.
    public let id: UInt64
    /// The type name of the screen, as the outline prints it.
    public let screenTypeName: String

    /// The screen's type name.
    public var pathRepresentation: String { screenTypeName }
}

extension Navigator {
    /// Shows a screen that needs no route: a quick flow, a picker, a one-off detail.
    ///
    /// The screen is pushed onto the active stack or presented over it, like a route would be,
    /// and the outline shows it by its type name. It cannot be deep-linked or restored.
    ///
    /// ```swift
    /// navigator.show(.sheet) { ColorPickerView(selection: $color) }
    /// ```
    ///
    /// - Parameters:
    ///   - mode: `.push` (the default), `.sheet`, `.fullScreenCover` or `.alert`.
    ///   - screen: Builds the screen; the adapter that shows it is chosen by its type, as for
    ///     registered routes.
    @discardableResult
    public func show<Screen>(_ mode: Presentation = .push, screen: @escaping @MainActor () -> Screen)
        -> NavigationRequest
    {
        let route = adHocScreens.add(screen)
        return perform(
            PlannedNavigation(.show(screen: route.screenTypeName), bringing: [route], layout: .shown(mode)))
    }
}

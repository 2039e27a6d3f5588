// Sheet detents and sizing, popovers, confirmation dialogs and inspectors.

// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct PresentationDetent: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    public static var medium: PresentationDetent { fatalError() }

    // https://developer.apple.com/documentation/swiftui/presentationdetent/large
    public static var large: PresentationDetent { fatalError() }

    // https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { fatalError() }

    // https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    public static func height(_ height: CGFloat) -> PresentationDetent { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View { standInView() }
}

// https://developer.apple.com/documentation/swiftui/presentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing: Sendable {}

// https://developer.apple.com/documentation/swiftui/formpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FormPresentationSizing: PresentationSizing {}

// https://developer.apple.com/documentation/swiftui/pagepresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct PagePresentationSizing: PresentationSizing {}

// https://developer.apple.com/documentation/swiftui/fittedpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FittedPresentationSizing: PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    // https://developer.apple.com/documentation/swiftui/presentationsizing/form
    public static var form: FormPresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
    // https://developer.apple.com/documentation/swiftui/presentationsizing/page
    public static var page: PagePresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
    // https://developer.apple.com/documentation/swiftui/presentationsizing/fitted
    public static var fitted: FittedPresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        standInView()
    }
}

// https://developer.apple.com/documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Anchor<Value> {
    // https://developer.apple.com/documentation/swiftui/anchor/source
    @frozen public struct Source {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
    // https://developer.apple.com/documentation/swiftui/anchor/source/bounds
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum PopoverAttachmentAnchor {
    // https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
    case rect(Anchor<CGRect>.Source)
}

@available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
    nonisolated public func popover<Item, Content>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { standInView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
    // (the overload for a `StringProtocol` title)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { standInView() }
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)
    nonisolated public func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
        -> some View where V: View
    { standInView() }
}

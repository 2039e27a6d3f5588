// A link to a URL: in a widget, it opens the app at the URL.

// https://developer.apple.com/documentation/swiftui/link
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct Link<Label>: View where Label: View {
    // https://developer.apple.com/documentation/swiftui/link/init(destination:label:)
    @MainActor @preconcurrency public init(destination: URL, @ViewBuilder label: () -> Label) { fatalError() }

    public var body: some View { standInView() }
}

@available(*, unavailable)
extension Link: Sendable {}

// Windows that present a value: a window group for a type of value, and the environment's action
// that opens one.

// https://developer.apple.com/documentation/swiftui/openwindowaction
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct OpenWindowAction {
    // https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:)
    @MainActor @preconcurrency public func callAsFunction<D>(value: D)
    where D: Decodable, D: Encodable, D: Hashable {
        fatalError()
    }
}

@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/openwindow
    public var openWindow: OpenWindowAction { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/presentedwindowcontent
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    public var body: some View { standInView() }
}

@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension WindowGroup {
    // https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:)
    nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        fatalError()
    }
}

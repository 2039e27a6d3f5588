// Layout: stacks, alignment, padding, overlays, backgrounds and safe areas.

public import Foundation

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency
public struct ZStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension ZStack: Sendable {}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static var center: Alignment { fatalError() }

    // https://developer.apple.com/documentation/swiftui/alignment/bottom
    public static var bottom: Alignment { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    // https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
        // https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        public var rawValue: Int8 { fatalError() }

        // https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) { fatalError() }

        // https://developer.apple.com/documentation/swiftui/edge/set/all
        public static var all: Edge.Set { fatalError() }
    }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    public var rawValue: UInt { fatalError() }

    // https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    public init(rawValue: UInt) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static var all: SafeAreaRegions { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/fillstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        standInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:)
    nonisolated public func padding(_ length: CGFloat) -> some View { standInView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> some View
    {
        standInView()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    where V: View { standInView() }

    // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    where S: ShapeStyle, T: Shape { standInView() }
}

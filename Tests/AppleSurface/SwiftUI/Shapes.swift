// Shape styles (colours, materials) and shapes.

public import Foundation

// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    // https://developer.apple.com/documentation/swiftui/color/description
    public var description: String { fatalError() }

    // https://developer.apple.com/documentation/swiftui/color/black
    public static var black: Color { fatalError() }

    // https://developer.apple.com/documentation/swiftui/color/clear
    public static var clear: Color { fatalError() }

    // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/color (conforms to ShapeStyle and View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle, View {
    public var body: some View { standInView() }
}

// https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: Sendable {}

// https://developer.apple.com/documentation/swiftui/material (conforms to ShapeStyle)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    // https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
    public static var regularMaterial: Material { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View {
    // https://developer.apple.com/documentation/swiftui/shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}

// https://developer.apple.com/documentation/swiftui/shape/body
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    public var body: some View { standInView() }
}

// https://developer.apple.com/documentation/swiftui/path
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Sendable {}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle {
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle (conforms to Shape)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RoundedRectangle: Shape {
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

// App entities, their queries and how they display.

// https://developer.apple.com/documentation/appintents/typedisplayrepresentation
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    // https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(name:numericformat:)
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { fatalError() }

    // https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }
}

// https://developer.apple.com/documentation/appintents/displayrepresentation
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    // https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:)
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) { fatalError() }

    // https://developer.apple.com/documentation/appintents/displayrepresentation/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }

    // https://developer.apple.com/documentation/appintents/displayrepresentation/init(stringinterpolation:)
    public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
}

// https://developer.apple.com/documentation/appintents/typedisplayrepresentable
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol TypeDisplayRepresentable {
    // https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

// https://developer.apple.com/documentation/appintents/displayrepresentable
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol DisplayRepresentable: TypeDisplayRepresentable {
    // https://developer.apple.com/documentation/appintents/instancedisplayrepresentable/displayrepresentation
    var displayRepresentation: DisplayRepresentation { get }
}

// https://developer.apple.com/documentation/appintents/appentity
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppEntity: DisplayRepresentable, Identifiable, _IntentValue, Sendable where ID: Sendable {
    // https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.associatedtype
    associatedtype DefaultQuery: EntityQuery

    // https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.type.property
    static var defaultQuery: DefaultQuery { get }
}

// https://developer.apple.com/documentation/appintents/entityquery
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol EntityQuery: Sendable {
    // https://developer.apple.com/documentation/appintents/entityquery/entity
    associatedtype Entity: AppEntity

    // https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    // https://developer.apple.com/documentation/appintents/entityquery/suggestedentities()
    func suggestedEntities() async throws -> [Entity]
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { fatalError() }
}

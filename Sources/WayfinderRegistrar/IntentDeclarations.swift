/// A stored property of a route, as the intent generator reads it.
public struct FoundRouteProperty: Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// Its type as written (`Int`, `String?`, `Optional<Date>`).
    public var type: String
    /// Whether it is declared with `let`.
    public var isLet: Bool
    /// Whether it has an initial value (`var page = 1`).
    public var hasDefault: Bool
    /// Its attributes' names (`QueryItem`, `Fragment`).
    public var attributes: [String]
    /// Where its name is.
    public var position: SourcePosition

    /// Whether the type is written as an Optional (`T?` or `Optional<T>`).
    public var isOptional: Bool {
        type.hasSuffix("?") || (type.hasPrefix("Optional<") && type.hasSuffix(">"))
    }

    /// The type without its Optional.
    public var wrappedType: String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if isOptional { return String(type.dropFirst("Optional<".count).dropLast()) }
        return type
    }
}

/// A string literal read from the source, or why none was.
public enum FoundLiteral: Hashable, Sendable {
    /// A plain string literal without interpolation: its text as written, quotes included.
    case literal(String)
    /// Something other than a string literal, as written.
    case notLiteral(String)
}

/// A static property's value where a string literal is expected, and where it is declared.
public struct FoundStaticLiteral: Hashable, Sendable {
    /// The value found.
    public var value: FoundLiteral
    /// Where the property's name is.
    public var position: SourcePosition
}

/// What one type declaration or extension says that matters to the intent generator.
public struct FoundIntentDeclaration: Hashable, Sendable {
    /// The type's name (the last component when qualified).
    public var name: String
    /// The name with the types it is nested in, for a type declaration (`Routes.NoteRoute`); the
    /// name alone for an extension.
    public var qualifiedName: String
    /// The module whose sources declare it.
    public var module: String
    /// Whether it is a `struct` with `@Route` (not an extension).
    public var isRouteStruct: Bool
    /// The `@Route` attribute's pattern literal, if it has one.
    public var pattern: String?
    /// The last components of the protocols it names after `:`.
    public var conformances: Set<String>
    /// `static let intentTitle = …`, if declared here.
    public var intentTitle: FoundStaticLiteral?
    /// `static let intentName = …`, if declared here.
    public var intentName: FoundStaticLiteral?
    /// The type written for `var route: T`, if declared here.
    public var routePropertyType: String?
    /// The stored instance properties of a struct's body.
    public var storedProperties: [FoundRouteProperty]
    /// Where the type's name is.
    public var position: SourcePosition

    /// Creates a declaration with nothing found in it yet.
    public init(name: String, module: String, isRouteStruct: Bool, position: SourcePosition) {
        self.name = name
        self.qualifiedName = name
        self.module = module
        self.isRouteStruct = isRouteStruct
        self.pattern = nil
        self.conformances = []
        self.routePropertyType = nil
        self.storedProperties = []
        self.position = position
    }
}

/// A place in a source file, as compilers print it: `path:line:column`.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given to the tool.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a position.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A route type found in the sources: a struct with `@Route`, or a type or extension that
/// conforms to `Route` by hand.
public struct FoundRoute: Hashable, Sendable {
    /// The type's name (the last component when qualified).
    public var name: String
    /// Where the type (or the conforming extension) is declared.
    public var position: SourcePosition
}

/// A type conforming to `RouteScreen` (or `FlowRouteScreen`), with what its `make(_:_:)` takes,
/// or to `ExternalRouteScreen`, with what its `handOff(_:_:context:)` takes.
public struct FoundScreen: Hashable, Sendable {
    /// The screen type's name.
    public var name: String
    /// The route it shows: `make`'s (`handOff`'s) first parameter type or the `ScreenRoute` type
    /// alias; nil when neither is written.
    public var routeName: String?
    /// `make`'s (`handOff`'s) second parameter type as written, or nil when not found.
    public var dependenciesType: String?
    /// Where the conformance is declared.
    public var position: SourcePosition
    /// Whether it is an `ExternalRouteScreen`: its route is registered with `registerExternal`
    /// and handed off to code outside Wayfinder.
    public var isExternal: Bool = false

    /// Whether the screen takes no dependencies (`Void` or `()`).
    public var takesNoDependencies: Bool {
        guard let type = dependenciesType else { return true }
        return ["Void", "()", "Swift.Void"].contains(type)
    }
}

/// A type conforming to `FeatureModule` or `RouteScreenModule`.
public struct FoundModule: Hashable, Sendable {
    /// The module type's name.
    public var name: String
    /// Whether it is declared `public` (or `open`).
    public var isPublic: Bool
    /// Whether the declaration itself names `RouteScreenModule` (otherwise the generated file
    /// adds that conformance).
    public var adoptsRouteScreenModule: Bool = false
    /// Where it is declared.
    public var position: SourcePosition
}

/// A function's signature as written, in its parts.
public struct FunctionSignature: Hashable, Sendable, CustomStringConvertible {
    /// The name without argument labels: `register`, or an operator: `==`.
    public var baseName: String
    /// Each parameter's argument label, `_` where it has none: `["in"]` for
    /// `register(in context: FeatureRegistrationContext)`.
    public var argumentLabels: [String] = []
    /// Each parameter's type as written, tokens separated by one space where the source separates
    /// them (`[String: Int]`, `@escaping () -> Void`); a variadic parameter's without its `...`.
    public var parameterTypes: [String] = []
    /// Whether it is `async` (or `reasync`).
    public var isAsync: Bool = false
    /// `throws`, `throws(SomeError)` or `rethrows`; nil when it does not throw.
    public var throwsClause: String?
    /// The type after `->`, nil when none is written.
    public var returnType: String?

    /// Creates a signature.
    public init(
        baseName: String, argumentLabels: [String] = [], parameterTypes: [String] = [], isAsync: Bool = false,
        throwsClause: String? = nil, returnType: String? = nil
    ) {
        self.baseName = baseName
        self.argumentLabels = argumentLabels
        self.parameterTypes = parameterTypes
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
    }

    /// The name with argument labels, as Swift spells a function's name: `register(in:)`.
    public var description: String {
        baseName + "(" + argumentLabels.map { $0 + ":" }.joined() + ")"
    }
}

/// A member function or property found on some type, by the type's name.
public struct FoundMember: Hashable, Sendable {
    /// The extended or declaring type's name.
    public var typeName: String
    /// The member's name: a function's without argument labels (`register`), a property's
    /// (`transition`).
    public var name: String
    /// A function's signature; nil for a property.
    public var function: FunctionSignature?
    /// Whether it is `static` (or `class`).
    public var isStatic: Bool = false
    /// Whether it is `private` or `fileprivate`.
    public var isPrivate: Bool = false
    /// Where the member's name is.
    public var position: SourcePosition

    /// Whether it is a function (otherwise a property).
    public var isFunction: Bool { function != nil }

    /// How messages name it: a function with its argument labels (`register(in:)`), a property
    /// by its name (`transition`).
    public var signature: String { function?.description ?? name }

    /// Whether it is the same member as `other` for Swift's lookup: the same name, the same kind,
    /// the same argument labels and the same `static`-ness (types are the compiler's to check).
    public func hasSameName(as other: FoundMember) -> Bool {
        name == other.name && function?.argumentLabels == other.function?.argumentLabels
            && isStatic == other.isStatic
    }
}

/// Everything the scanner found in a set of files.
public struct ScanResult: Sendable {
    /// Route types.
    public var routes: [FoundRoute] = []
    /// Route screens.
    public var screens: [FoundScreen] = []
    /// Feature module types.
    public var modules: [FoundModule] = []
    /// Member functions and properties of every type and extension.
    public var members: [FoundMember] = []

    /// An empty result.
    public init() {}

    /// Adds another result's findings.
    public mutating func merge(_ other: ScanResult) {
        routes += other.routes
        screens += other.screens
        modules += other.modules
        members += other.members
    }
}

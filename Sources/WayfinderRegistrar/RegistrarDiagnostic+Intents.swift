// The intent generator's messages, in one place.
extension RegistrarDiagnostic {
    static func intentRouteWithoutDeclaration(_ conformance: FoundIntentDeclaration, modules: [String])
        -> Self
    {
        Self(
            position: conformance.position,
            message:
                "\(conformance.name) conforms to IntentRoute, but no `@Route struct \(conformance.name)` is declared "
                + "in the sources of \(modules.joined(separator: ", ")); the intent generator reads the route's pattern "
                + "and properties from its @Route declaration")
    }

    static func intentRouteWithoutPattern(_ route: FoundIntentDeclaration) -> Self {
        Self(
            position: route.position,
            message:
                "\(route.name) conforms to IntentRoute but its @Route has no pattern literal, so no link opens it; "
                + "give it one, e.g. `@Route(\"notes/:id\")`")
    }

    static func missingIntentTitle(_ conformance: FoundIntentDeclaration) -> Self {
        Self(
            position: conformance.position,
            message:
                "\(conformance.name) conforms to IntentRoute but declares no intentTitle: add "
                + "`static let intentTitle = \"Open …\"` with a string literal, which Shortcuts shows")
    }

    static func nonLiteral(_ property: String, of route: String, _ found: FoundStaticLiteral) -> Self {
        guard case .notLiteral(let written) = found.value else {
            preconditionFailure("a literal is not an error")
        }
        let shown = written.isEmpty ? "no value" : "`\(written)`"
        return Self(
            position: found.position,
            message:
                "\(route).\(property) must be a string literal without interpolation (App Intents read titles "
                + "and names at build time), but it is \(shown): write `static let \(property) = \"…\"`")
    }

    static func intentNameNotAnIdentifier(_ name: String, of route: String, _ found: FoundStaticLiteral)
        -> Self
    {
        Self(
            position: found.position,
            message:
                "\(route).intentName \"\(name)\" is not a Swift type name; the intent type is named by it")
    }

    static func unsupportedParameter(_ property: FoundRouteProperty, route: String) -> Self {
        Self(
            position: property.position,
            message:
                "\(route).\(property.name) is a \(property.type), which an App Intent parameter cannot hold "
                + "(Int, String, Double and Bool can): supply a RouteEntity for \(route) in the app target, "
                + "e.g. `struct \(stem(route))Entity: AppEntity, RouteEntity { … var route: \(route) { … } }`, "
                + "or make the property Optional or give it a default value")
    }

    static func entityWithoutRoute(_ entity: FoundIntentDeclaration) -> Self {
        Self(
            position: entity.position,
            message:
                "\(entity.name) conforms to RouteEntity but declares no `var route: SomeRoute { … }` with its type "
                + "written, so the intent generator cannot tell which route it opens")
    }

    static func entityForPlainRoute(_ entity: FoundIntentDeclaration, route: String) -> Self {
        Self(
            position: entity.position,
            message:
                "\(entity.name) is a RouteEntity for \(route), which does not conform to IntentRoute: add "
                + "`extension \(route): IntentRoute { static let intentTitle = \"Open …\" }`")
    }

    static func duplicateEntity(
        _ entity: FoundIntentDeclaration, first: FoundIntentDeclaration, route: String
    )
        -> Self
    {
        Self(
            position: entity.position,
            message:
                "\(entity.name) and \(first.name) (\(first.position)) are both RouteEntity types for \(route); "
                + "its intent takes one")
    }

    static func duplicateIntentName(_ name: String, routes: [String], at position: SourcePosition) -> Self {
        Self(
            position: position,
            message:
                "\(routes.joined(separator: " and ")) both generate an intent named \(name): give one of them "
                + "`static let intentName = \"…\"`")
    }

    /// `NoteRoute` → `Note`.
    private static func stem(_ routeName: String) -> String {
        routeName.hasSuffix("Route") && routeName != "Route" ? String(routeName.dropLast(5)) : routeName
    }
}

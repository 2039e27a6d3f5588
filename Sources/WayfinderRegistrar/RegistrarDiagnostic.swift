/// A problem that stops the registrar from generating `register(in:)`; printed as a compiler
/// error so the build fails with it.
public struct RegistrarDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates a diagnostic.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// The compiler form: `path:line:column: error: message`.
    public var description: String { "\(position): error: \(message)" }
}

// MARK: - Messages, in one place

extension RegistrarDiagnostic {
    static func missingScreen(_ route: FoundRoute, uiModule: String, internalModule: String) -> Self {
        Self(
            position: route.position,
            message:
                "\(route.name), declared in \(shortPath(route.position.file)), has no screen: every route of "
                + "\(uiModule) needs a RouteScreen in \(internalModule), e.g. `struct \(stem(route.name))Screen: "
                + "RouteScreen { static func make(_ route: \(route.name), _: Void) -> … }`, or an ExternalRouteScreen "
                + "while its screen lives outside Wayfinder, e.g. `struct \(stem(route.name))Screen: ExternalRouteScreen "
                + "{ static func handOff(_ route: \(route.name), _: Void, context: ExternalRouteContext) }`")
    }

    static func unknownRoute(
        _ screen: FoundScreen, route: String, modules: [String], suggestion: String?
    ) -> Self {
        var message =
            "\(screen.name) is \(screen.isExternal ? "an ExternalRouteScreen" : "a RouteScreen") for \(route), but no route named \(route) is declared in "
            + modules.joined(separator: " or ")
        if let suggestion { message += "; did you mean \(suggestion)?" }
        return Self(position: screen.position, message: message)
    }

    static func screenWithoutRoute(_ screen: FoundScreen) -> Self {
        Self(
            position: screen.position,
            message: screen.isExternal
                ? "\(screen.name) conforms to ExternalRouteScreen but declares no `static func handOff(_ route: "
                    + "SomeRoute, _ dependencies: …, context: ExternalRouteContext)`, so the registrar cannot tell "
                    + "which route it hands off"
                : "\(screen.name) conforms to RouteScreen but declares no `static func make(_ route: SomeRoute, "
                    + "_ dependencies: …)`, so the registrar cannot tell which route it shows")
    }

    static func duplicateScreen(_ screen: FoundScreen, route: String, first: FoundScreen) -> Self {
        Self(
            position: screen.position,
            message:
                "\(screen.name) and \(first.name) (\(first.position)) are both screens for \(route) "
                + "(\(kind(first)) and \(kind(screen))); a route has one screen")
    }

    static func handWrittenRegister(_ function: FoundMember, internalModule: String) -> Self {
        Self(
            position: function.position,
            message:
                "\(function.typeName) declares register(in:) by hand, but \(internalModule) uses "
                + "RouteRegistrarPlugin, which generates it from the RouteScreens: remove the hand-written "
                + "register(in:) or stop applying the plugin to \(internalModule)")
    }

    static func severalModules(_ module: FoundModule, first: FoundModule, internalModule: String) -> Self {
        Self(
            position: module.position,
            message:
                "\(internalModule) declares two feature modules, \(first.name) and \(module.name); "
                + "the registrar generates register(in:) for exactly one")
    }

    static func nearMiss(_ member: FoundMember, of requirement: DefaultedRequirement) -> Self {
        let declared = (member.isStatic ? "static " : "") + member.signature
        return Self(
            position: member.position,
            message:
                "\(member.typeName) declares \(declared), which is not \(requirement.protocolName)'s "
                + "`\(requirement.declaration)`, so the default (\(requirement.defaultBehaviour)) applies and "
                + "\(member.signature) is never used: declare the requirement exactly, or make \(member.signature) "
                + "private if it is something else")
    }

    /// `RouteScreen` or `ExternalRouteScreen`.
    private static func kind(_ screen: FoundScreen) -> String {
        screen.isExternal ? "ExternalRouteScreen" : "RouteScreen"
    }

    /// The file's folder and name: `PostUI/Routes.swift`.
    private static func shortPath(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// `PostRoute` → `Post`.
    private static func stem(_ routeName: String) -> String {
        routeName.hasSuffix("Route") && routeName != "Route" ? String(routeName.dropLast(5)) : routeName
    }
}

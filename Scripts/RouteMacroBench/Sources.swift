// The three ways of writing a route, and the round-trip check.

import Foundation

extension RouteSpec {
    /// The author's own members: stored properties, then `parent` and `preferredPresentation`.
    private func authoredMembers(routeMembers: Bool) -> [String] {
        var lines = storedProperties.map { property in
            let keyword = property.memberwiseDefault == nil ? "let" : "var"
            let initial = query.first { $0.name == property.name }?.defaultValue.map { " = \($0)" } ?? ""
            return "    public \(keyword) \(property.name): \(property.type)\(initial)"
        }
        guard routeMembers else { return lines }
        if let parent { lines.append("    public var parent: (any Route)? { \(parent) }") }
        if let presentation {
            lines.append("    public var preferredPresentation: Presentation { \(presentation) }")
        }
        return lines
    }

    /// (a) The route as its author writes it with the macro.
    var macroSource: String {
        var attribute = "@Route"
        if let pattern {
            attribute += "(\"\(pattern)\"" + (isExternallyUnreachable ? ", externallyReachable: false)" : ")")
        }
        return ([attribute, "public struct \(name) {"] + authoredMembers(routeMembers: true) + ["}"])
            .joined(separator: "\n")
    }

    /// (c) A plain struct with the same stored properties.
    var plainSource: String {
        (["public struct \(name) {"] + authoredMembers(routeMembers: false) + ["}"]).joined(separator: "\n")
    }

    /// (b) The conformance written out by hand: what `@Route` expands to.
    var handWrittenSource: String {
        var lines = ["public struct \(name) {"] + authoredMembers(routeMembers: true)
        var members: [[String]] = []
        if let pattern {
            members.append([
                "public static let routePattern: WayfinderCore.RoutePattern? = "
                    + "WayfinderCore.RoutePattern(validated: \"\(pattern)\")"
            ])
            if isExternallyUnreachable {
                members.append(["public static var isExternallyReachable: Bool { false }"])
            }
        }
        members.append(memberwiseInitializer)
        if pattern != nil {
            members.append(parametersInitializer)
            members.append(parametersProperty)
            members.append(pathRepresentationProperty)
            if !placeholders.isEmpty { members.append(sampleProperty) }
        }
        for member in members {
            lines.append("")
            lines += member.map { "    " + $0 }
        }
        lines += ["}", "", "extension \(name): WayfinderCore.Route {}"]
        return lines.joined(separator: "\n")
    }

    private var memberwiseInitializer: [String] {
        let parameters = storedProperties.map { property in
            "\(property.name): \(property.type)" + (property.memberwiseDefault.map { " = \($0)" } ?? "")
        }
        if parameters.isEmpty { return ["public init() {}"] }
        return ["public init(\(parameters.joined(separator: ", "))) {"]
            + storedProperties.map { "    self.\($0.name) = \($0.name)" } + ["}"]
    }

    /// The sample made from the placeholder types' samples, as the macro writes it.
    private var sampleProperty: [String] {
        let bindings = placeholders.map { "let \($0.name) = \($0.type.spelling).sampleParameter" }
        let arguments = placeholders.map { "\($0.name): \($0.name)" }
        return [
            "public static var sample: Self? {",
            "    guard \(bindings.joined(separator: ", ")) else {",
            "        return nil",
            "    }",
            "    return Self(\(arguments.joined(separator: ", ")))",
            "}",
        ]
    }

    private var parametersInitializer: [String] {
        var body: [String] = []
        for (name, type) in placeholders {
            body.append("self.\(name) = try parameters.decode(\(type.spelling).self, for: \"\(name)\")")
        }
        for property in query {
            let decoded =
                "try parameters.decodeIfPresent(\(property.type.spelling).self, for: \"\(property.name)\")"
            body.append(
                "self.\(property.name) = \(decoded)" + (property.defaultValue.map { " ?? \($0)" } ?? ""))
        }
        let signature =
            "public init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError)"
        if body.isEmpty { return [signature + " {}"] }
        return [signature + " {"] + body.map { "    " + $0 } + ["}"]
    }

    private var parametersProperty: [String] {
        if placeholders.isEmpty && query.isEmpty {
            return [
                "public var parameters: WayfinderCore.RouteParameters { WayfinderCore.RouteParameters() }"
            ]
        }
        var body = ["var parameters = WayfinderCore.RouteParameters()"]
        for (name, _) in placeholders { body.append("parameters.encode(self.\(name), for: \"\(name)\")") }
        for property in query {
            let method = property.isOptional ? "encodeIfPresent" : "encode"
            body.append("parameters.\(method)(self.\(property.name), for: \"\(property.name)\")")
        }
        body.append("return parameters")
        return ["public var parameters: WayfinderCore.RouteParameters {"] + body.map { "    " + $0 } + ["}"]
    }

    /// The path written out as the macro writes it: literal text, encoded values, and the query
    /// separator known at compile time until an Optional value makes it a run-time variable.
    private var pathRepresentationProperty: [String] {
        var body: [String] = []
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            body.append(body.isEmpty ? "var path = \"\(literal)\"" : "path += \"\(literal)\"")
            literal = ""
        }
        func appendValue(_ expression: String) {
            flush()
            if body.isEmpty { body.append("var path = \"\"") }
            body.append("WayfinderCore.RouteURLCoder.appendEncoded(\(expression).routeValue, to: &path)")
        }
        for (index, segment) in (segments ?? []).enumerated() {
            if index > 0 { literal += "/" }
            switch segment {
            case .literal(let text): literal += text
            case .placeholder(let name, _): appendValue("self.\(name)")
            }
        }
        // nil: the separator is tracked in a variable `separator` at run time.
        var knownSeparator: String? = "?"
        var declaredSeparator = false
        for (index, property) in query.enumerated() {
            let isLast = index == query.count - 1
            let item = property.name + "="
            if !property.isOptional {
                if let known = knownSeparator {
                    literal += known + item
                } else {
                    flush()
                    body.append("path += separator")
                    literal += item
                }
                appendValue("self.\(property.name)")
                knownSeparator = "&"
                continue
            }
            flush()
            if body.isEmpty { body.append("var path = \"\"") }
            body.append("if let value = self.\(property.name) {")
            if let known = knownSeparator, known == "&" || isLast {
                body.append("    path += \"\(known)\(item)\"")
            } else {
                if !declaredSeparator {
                    body.insert("var separator = \"?\"", at: body.count - 1)
                    declaredSeparator = true
                }
                body.append("    path += separator")
                body.append("    path += \"\(item)\"")
                if !isLast { body.append("    separator = \"&\"") }
                knownSeparator = nil
            }
            body.append("    WayfinderCore.RouteURLCoder.appendEncoded(value.routeValue, to: &path)")
            body.append("}")
        }
        if body.isEmpty { return ["public var pathRepresentation: String { \"\(literal)\" }"] }
        flush()
        body.append("return path")
        return ["public var pathRepresentation: String {"] + body.map { "    " + $0 } + ["}"]
    }
}

// MARK: - Files

/// The shared parameter enums, in a target every variant depends on.
let supportSource = """
    import WayfinderCore

    public enum BenchOrder: String, RouteParameter, Sendable {
        case newest, popular
        case spaced = "a b&c"
    }

    public enum BenchLevel: Int, RouteParameter, Sendable {
        case low = -1
        case high = 99
    }

    """

/// The source files of one variant: `routesPerFile` routes a file.
func variantFiles(
    _ routes: [RouteSpec], routesPerFile: Int, importsRoute: Bool, body: (RouteSpec) -> String
) -> [(name: String, text: String)] {
    stride(from: 0, to: routes.count, by: routesPerFile).map { start in
        let chunk = routes[start..<min(start + routesPerFile, routes.count)]
        let header =
            ["import BenchSupport", "import Foundation"] + (importsRoute ? ["import WayfinderCore"] : [])
        let text = (header + chunk.map(body)).joined(separator: "\n\n") + "\n"
        return ("Routes" + String(start / routesPerFile).leftPadded(to: 3) + ".swift", text)
    }
}

/// The check: for routes of every shape, the macro's and the hand-written conformance agree on
/// the pattern, reachability, identifier, presentation, parent, parameters and path, and each
/// decodes the other's URL (through a `RouteMatcher`) and parameters into an equal route.
func checkSource(_ routes: [RouteSpec], perShape: Int) -> String {
    var bySample: [Int: Int] = [:]
    let sampled = routes.filter { route in
        let shape = Int(route.name.dropFirst("Route".count))! % 10
        bySample[shape, default: 0] += 1
        return bySample[shape]! <= perShape
    }
    let addressable = sampled.filter { $0.pattern != nil }
    var lines = [
        "import BenchRoutesHand",
        "import BenchRoutesMacro",
        "import BenchSupport",
        "import Foundation",
        "import WayfinderCore",
        "",
        "let macroMatcher = RouteMatcher(routes: [",
    ]
    lines += addressable.map { "    BenchRoutesMacro.\($0.name).self," }
    lines += ["])", "let handMatcher = RouteMatcher(routes: ["]
    lines += addressable.map { "    BenchRoutesHand.\($0.name).self," }
    lines += [
        "])",
        "precondition(macroMatcher.conflicts.isEmpty && handMatcher.conflicts.isEmpty)",
        "var checked = 0",
        "",
    ]
    for route in sampled {
        for variant in 0...1 {
            let arguments = route.initializerArguments(variant: variant)
            lines.append(
                "check(BenchRoutesMacro.\(route.name)(\(arguments)), BenchRoutesHand.\(route.name)(\(arguments)))"
            )
        }
    }
    lines += [
        #"print("bench-check: \(checked) routes agree")"#,
        "",
        """
        @MainActor func check<MacroRoute: Route, HandRoute: Route>(_ macro: MacroRoute, _ hand: HandRoute) {
            func expect(_ condition: Bool, _ what: String) {
                guard !condition else { return }
                print("bench-check: FAILED: \\(MacroRoute.self): \\(what)")
                exit(1)
            }
            expect(MacroRoute.routePattern?.string == HandRoute.routePattern?.string, "routePattern")
            expect(MacroRoute.isExternallyReachable == HandRoute.isExternallyReachable, "isExternallyReachable")
            expect(MacroRoute.routeIdentifier == HandRoute.routeIdentifier, "routeIdentifier")
            expect(macro.preferredPresentation == hand.preferredPresentation, "preferredPresentation")
            expect(macro.parent?.pathRepresentation == hand.parent?.pathRepresentation, "parent")
            expect(macro.parameters == hand.parameters, "parameters")
            expect(macro.pathRepresentation == hand.pathRepresentation, "pathRepresentation")
            expect(MacroRoute.sample?.pathRepresentation == HandRoute.sample?.pathRepresentation, "sample")
            if MacroRoute.routePattern != nil {
                let fromMacroURL = try? handMatcher.route(forPath: macro.pathRepresentation)
                expect(fromMacroURL?.isEqual(to: hand) == true, "the hand-written route from the macro's URL")
                let fromHandURL = try? macroMatcher.route(forPath: hand.pathRepresentation)
                expect(fromHandURL?.isEqual(to: macro) == true, "the macro's route from the hand-written URL")
                expect((try? HandRoute(parameters: macro.parameters)) == hand, "init(parameters:) of hand")
                expect((try? MacroRoute(parameters: hand.parameters)) == macro, "init(parameters:) of macro")
            }
            checked += 1
        }
        """,
    ]
    return lines.joined(separator: "\n") + "\n"
}

/// The bench package's manifest, depending on Wayfinder by path.
func manifest(wayfinderPath: String) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    // Generated by Scripts/bench-route-macro.sh: 500 routes written three ways.
    let package = Package(
        name: "RouteMacroBench",
        platforms: [.macOS(.v14), .iOS(.v17)],
        dependencies: [.package(name: "Wayfinder", path: \(quotedLiteral(wayfinderPath)))],
        targets: [
            .target(name: "BenchSupport", dependencies: [.product(name: "WayfinderCore", package: "Wayfinder")]),
            .target(
                name: "BenchRoutesMacro",
                dependencies: ["BenchSupport", .product(name: "WayfinderCore", package: "Wayfinder")]),
            .target(
                name: "BenchRoutesHand",
                dependencies: ["BenchSupport", .product(name: "WayfinderCore", package: "Wayfinder")]),
            .target(name: "BenchRoutesPlain", dependencies: ["BenchSupport"]),
            .executableTarget(
                name: "bench-check",
                dependencies: [
                    "BenchRoutesMacro", "BenchRoutesHand", "BenchSupport",
                    .product(name: "WayfinderCore", package: "Wayfinder"),
                ]),
        ],
        swiftLanguageModes: [.v6]
    )

    """
}

/// `text` as a Swift string literal (for paths: backslashes and quotes escaped).
func quotedLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\""
}

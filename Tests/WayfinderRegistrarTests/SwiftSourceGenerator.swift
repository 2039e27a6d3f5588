/// A deterministic generator of valid Swift files full of what the registrar looks for (routes,
/// screens, modules, members) and of what must not distract it: comments holding declarations,
/// string literals of every kind holding braces and quotes, attributes, generics, nested types,
/// types in function bodies and closures, `#if` at the top and inside type bodies.
struct SwiftSourceGenerator {
    private var state: UInt64
    private var serial = 0
    private var lines: [String] = []
    private var indentation = "    "

    /// A generator whose output depends on `seed` alone.
    init(seed: UInt64) {
        state = seed
    }

    /// One file's text.
    mutating func file() -> String {
        lines = []
        indentation = chance(20) ? "\t" : "    "
        line(
            0,
            pick(["import Wayfinder", "import WayfinderCore", "public import Wayfinder", "// No imports."]))
        for _ in 0..<range(3, 8) { topLevelItem() }
        let lineBreak = chance(15) ? "\r\n" : "\n"
        return lines.joined(separator: lineBreak) + lineBreak
    }

    // MARK: - Randomness (SplitMix64)

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private mutating func range(_ lower: Int, _ upper: Int) -> Int {
        lower + Int(next() % UInt64(upper - lower + 1))
    }

    private mutating func chance(_ percent: Int) -> Bool { range(1, 100) <= percent }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[range(0, choices.count - 1)] }

    private mutating func name(_ stem: String) -> String {
        serial += 1
        return "\(stem)\(serial)"
    }

    private mutating func line(_ depth: Int, _ text: String) {
        lines.append(String(repeating: indentation, count: depth) + text)
    }

    // MARK: - Top level

    private mutating func topLevelItem() {
        switch range(0, 11) {
        case 0, 1: routeDeclaration(depth: 0)
        case 2, 3: screenDeclaration(depth: 0)
        case 4: moduleDeclaration(depth: 0)
        case 5: plainType(depth: 0, nesting: 2)
        case 6: distraction(depth: 0)
        case 7:
            line(
                0,
                pick([
                    "#if os(iOS)", "#if DEBUG", "#if canImport(SwiftUI) && !os(watchOS)", "#if swift(>=6.0)",
                ]))
            topLevelItem()
            if chance(60) {
                line(0, pick(["#elseif os(macOS)", "#else"]))
                topLevelItem()
            }
            line(0, "#endif")
        case 8: function(depth: 0, withTypesInside: true)
        case 9: protocolOrActor(depth: 0)
        case 10:
            line(0, "\(pick(["let", "var"])) \(name("global")) = \(expression())")
            if chance(50) { line(0, "print(\"}\", separator: \"{\", terminator: #\"\"#)") }
        default:
            line(0, "extension \(pick(["String", "Int", "Array where Element == Int", "Optional"])) {")
            members(depth: 1, count: range(1, 3))
            line(0, "}")
        }
    }

    // MARK: - What the registrar finds

    private mutating func routeDeclaration(depth: Int) {
        let route = name("Item") + "Route"
        attributes(depth)
        switch range(0, 4) {
        case 0:
            line(depth, "@Route(\"\(pick(["post/:id", "feed", "a/b/:c?q", "x"]))\")")
            line(depth, "\(access())struct \(route)\(generics()) {")
        case 1:
            line(depth, "@WayfinderCore.Route")
            line(depth, "\(access())struct \(route): Hashable {")
        case 2:
            line(
                depth,
                "\(access())struct \(route): \(pick(["Route", "WayfinderCore.Route", "Hashable, Route"])) {")
        case 3:
            line(depth, "\(access())enum \(route): String, \(pick(["Route", "CaseIterable"])) {")
            line(depth + 1, "case \(name("first")), \(name("second"))")
        default:
            line(depth, "\(access())class \(route): \(pick(["Route", "Codable"])) {")
        }
        members(depth: depth + 1, count: range(0, 3))
        line(depth, "}")
        if chance(40) {
            let conformance = pick(["Route", "WayfinderCore.Route", "@retroactive Route", "Equatable"])
            line(depth, "extension \(pick(["", "PostUI."]))\(route): \(conformance) {}")
        }
    }

    private mutating func screenDeclaration(depth: Int) {
        if chance(25) { return externalScreenDeclaration(depth: depth) }
        let screen = name("Item") + "Screen"
        attributes(depth)
        let inExtension = chance(30)
        if inExtension {
            line(depth, "struct \(screen) {}")
            line(depth, "extension \(screen): \(pick(["RouteScreen", "Wayfinder.RouteScreen"])) {")
        } else {
            line(depth, "\(access())struct \(screen): \(pick(["RouteScreen", "RouteScreen, Sendable"])) {")
        }
        if chance(30) {
            line(depth + 1, "typealias ScreenRoute = \(pick(["PostRoute", "PostUI.FeedRoute"]))")
        }
        if chance(20) { ifBlock(depth: depth + 1) } else { make(depth: depth + 1) }
        members(depth: depth + 1, count: range(0, 3))
        line(depth, "}")
    }

    /// An `ExternalRouteScreen`: its route from `handOff` (or the type alias), beside a `make`
    /// that must not count.
    private mutating func externalScreenDeclaration(depth: Int) {
        let screen = name("Legacy") + "HandOff"
        attributes(depth)
        if chance(30) {
            line(depth, "struct \(screen) {}")
            line(
                depth,
                "extension \(screen): \(pick(["ExternalRouteScreen", "Wayfinder.ExternalRouteScreen"])) {")
        } else {
            line(
                depth,
                "\(access())struct \(screen): \(pick(["ExternalRouteScreen", "ExternalRouteScreen, Sendable"])) {"
            )
        }
        if chance(30) {
            line(depth + 1, "typealias ScreenRoute = \(pick(["SettingsRoute", "SettingsUI.HelpRoute"]))")
        }
        if chance(30) { make(depth: depth + 1) }
        let route = pick(["SettingsRoute", "SettingsUI.SettingsRoute", "ScreenRoute"])
        let dependencies = pick(["_: Void", "_ legacy: LegacyRouter", "_ d: [String: Int]"])
        line(
            depth + 1,
            "\(pick(["", "public "]))static func handOff(_ route: \(route), \(dependencies), "
                + "context: ExternalRouteContext) {")
        line(depth + 2, "legacy.show(\(stringLiteral()))")
        line(depth + 1, "}")
        members(depth: depth + 1, count: range(0, 2))
        line(depth, "}")
    }

    private mutating func make(depth: Int) {
        let route = pick(["PostRoute", "PostUI.PostRoute", "ScreenRoute", "FeedRoute"])
        let dependencies = pick([
            "_: Void", "_: ()", "_ dependencies: Deps", "_ d: [String: Int]", "_: Swift.Void",
            "_ dependencies: Dependencies", "_ deps: (Int, String)",
        ])
        let parameters = chance(85) ? "_ route: \(route), \(dependencies)" : "_ route: \(route)"
        attributes(depth)
        line(depth, "\(pick(["", "@MainActor ", "public "]))static func make(\(parameters)) -> some View {")
        line(depth + 1, "Text(\(stringLiteral()))")
        line(depth, "}")
    }

    private mutating func moduleDeclaration(depth: Int) {
        let module = name("Feature") + "Module"
        let conformance = pick(["FeatureModule", "RouteScreenModule", "Wayfinder.FeatureModule"])
        if chance(30) {
            line(depth, "\(access())struct \(module) {}")
            line(depth, "\(pick(["", "public "]))extension \(module): \(conformance) {")
        } else {
            line(depth, "\(access())\(pick(["struct", "final class"])) \(module): \(conformance) {")
        }
        if chance(50) {
            line(
                depth + 1,
                "\(access())func makeDependencies(in context: FeatureRegistrationContext) -> Deps {")
            line(depth + 2, "Deps()")
            line(depth + 1, "}")
        }
        members(depth: depth + 1, count: range(0, 3))
        line(depth, "}")
    }

    // MARK: - Members

    private mutating func members(depth: Int, count: Int) {
        for _ in 0..<count {
            switch range(0, 9) {
            case 0, 1, 2: function(depth: depth, withTypesInside: chance(30))
            case 3, 4, 5: property(depth: depth)
            case 6: if depth < 4 { plainType(depth: depth, nesting: 1) } else { property(depth: depth) }
            case 7:
                if depth < 4 { ifBlock(depth: depth) } else { function(depth: depth, withTypesInside: false) }
            case 8: distraction(depth: depth)
            default:
                switch range(0, 3) {
                case 0: line(depth, "init(\(parameters())) {}")
                case 1:
                    line(
                        depth,
                        "static func \(pick(["==", "<", "+", "<*>"])) (lhs: Self, rhs: Self) -> Bool { true }"
                    )
                case 2:
                    line(
                        depth,
                        "subscript(index: Int) -> Int { \(pick(["get", "index", "get { 1 } set {}"])) }")
                default:
                    line(
                        depth,
                        "\(pick(["@State ", "@Published ", "lazy ", "weak ", ""]))var \(name("observed")): Int = 0 {"
                    )
                    line(depth + 1, "didSet { struct Local: Route {} }")
                    line(depth, "}")
                }
            }
        }
    }

    private mutating func ifBlock(depth: Int) {
        line(depth, pick(["#if os(iOS)", "#if DEBUG", "#if !targetEnvironment(simulator)"]))
        make(depth: depth)
        if chance(30) {
            line(depth, "#elseif os(macOS) || os(Linux)")
            members(depth: depth, count: 1)
        }
        if chance(50) {
            line(depth, "#else")
            members(depth: depth, count: 1)
        }
        line(depth, "#endif")
    }

    private mutating func function(depth: Int, withTypesInside: Bool) {
        attributes(depth)
        let base = pick([
            "configure", "canNavigate", "load", "update", "transition", "register", "make", "handle",
        ])
        let generic = chance(20) ? "<T: Hashable>" : ""
        let effects = pick(["", "", " async", " throws", " async throws", " throws(LoadError)", " rethrows"])
        let result = pick([
            "", " -> Int", " -> some View", " -> [String: Int]", " -> (Int) -> Void", " -> T?",
        ])
        let whereClause = generic.isEmpty || !chance(50) ? "" : " where T: Sendable"
        line(
            depth, "\(modifiers())func \(base)\(generic)(\(parameters()))\(effects)\(result)\(whereClause) {")
        if withTypesInside, depth < 4 {
            if chance(50) {
                routeDeclaration(depth: depth + 1)
            } else {
                line(depth + 1, "let closure = {")
                screenDeclaration(depth: depth + 2)
                line(depth + 1, "}")
            }
        }
        line(depth + 1, "let text = \(stringLiteral())")
        switch range(0, 4) {
        case 0:
            line(depth + 1, "switch text { case let .some(value) where value < 2: break; default: break }")
        case 1:
            line(depth + 1, "call(class: 1, struct: 2, extension: 3) { [weak self] value in")
            line(depth + 2, "guard let self else { return }")
            line(depth + 1, "}")
        case 2:
            line(depth + 1, "if let value = text as? String, value.count > 0 { _ = Array<Int>() }")
        default:
            break
        }
        line(depth, "}")
    }

    private mutating func parameters() -> String {
        (0..<range(0, 3)).map { _ in
            let label = pick([
                "_ ", "in ", "", "for ", "with ", "`default` ", "at ", "extension ", "struct ", "class ",
            ])
            let type = pick([
                "Int", "String", "[String: Int]", "Dictionary<String, Int>", "@escaping () -> Void",
                "inout Int",
                "(Int, String)", "Int...", "some Sequence<Int>", "any Error", "Result<Int, any Error>",
                "@escaping @Sendable (Int) async throws -> String",
            ])
            let defaultValue =
                type.hasSuffix("...") || type.hasPrefix("inout") || type.hasPrefix("@") || !chance(30)
                ? "" : " = \(pick(["0", "\"x, y)\"", ".init()", "[1, 2]"]))"
            return "\(label)\(name("value")): \(type)\(defaultValue)"
        }.joined(separator: ", ")
    }

    private mutating func property(depth: Int) {
        attributes(depth)
        let modifiers = modifiers()
        let prefix = modifiers + pick(["var", "let"])
        switch range(0, 5) {
        case 0:
            line(depth, "\(prefix) \(name("count")) = \(expression())")
        case 1:
            line(depth, "\(prefix) \(name("table")): Dictionary<String, Int> = [:], \(name("other")) = 1")
        case 2:
            line(depth, "\(prefix) \(name("a")) = Array<Int>(), \(name("b")): (Int, Int) = (1, 2)")
        case 3:
            line(depth, "\(modifiers)var \(name("transition")): Transition? {")
            line(depth + 1, ".fade")
            line(depth, "}")
        case 4:
            line(depth, "\(prefix) (\(name("x")), \(name("y"))) = (1, \(stringLiteral()))")
        default:
            line(depth, "\(prefix) \(name("handler")) = { (value: Int) -> Int in")
            line(depth + 1, "value + 1")
            line(depth, "}, \(name("after")) = 2")
        }
    }

    private mutating func modifiers() -> String {
        var words: [String] = []
        if chance(30) {
            words.append(
                pick(["public", "private", "fileprivate", "private(set)", "internal", "public private(set)"]))
        }
        if chance(30) { words.append(pick(["static", "static", "class"])) }
        if chance(10) { words.append(pick(["nonisolated", "nonisolated(unsafe)", "final"])) }
        return words.map { $0 + " " }.joined()
    }

    private mutating func access() -> String {
        pick(["", "", "public ", "internal ", "fileprivate "])
    }

    private mutating func attributes(_ depth: Int) {
        if chance(20) {
            line(
                depth,
                pick([
                    "@MainActor", "@available(iOS 17, macOS 14, *)", "@discardableResult",
                    "@usableFromInline",
                ]))
        }
    }

    private mutating func generics() -> String {
        pick(["", "", "<Value: Hashable>"])
    }

    // MARK: - Types that are none of those, and distractions

    private mutating func plainType(depth: Int, nesting: Int) {
        let type = name(pick(["Box", "Helper", "State"]))
        switch range(0, 3) {
        case 0: line(depth, "\(access())struct \(type)<Element>: Equatable where Element: Equatable {")
        case 1:
            line(
                depth,
                "\(pick(["final class", "class", "open class"])) \(type): \(pick(["Base", "NSObject"])) {")
        case 2: line(depth, "enum \(type): Int {")
        default: line(depth, "struct \(type) {")
        }
        if chance(50) { line(depth + 1, "class func \(name("shared"))() -> Self { fatalError() }") }
        members(depth: depth + 1, count: range(0, 3))
        if nesting > 0, chance(50) {
            if chance(50) { routeDeclaration(depth: depth + 1) } else { screenDeclaration(depth: depth + 1) }
        }
        line(depth, "}")
    }

    private mutating func protocolOrActor(depth: Int) {
        if chance(50) {
            line(depth, "protocol \(name("Service")): Sendable {")
            line(depth + 1, "func \(name("load"))(in context: Int) async throws -> String")
            line(depth + 1, "var \(name("state")): Int { get }")
            line(depth, "}")
        } else {
            line(depth, "actor \(name("Store")): FeatureModule {")
            line(depth + 1, "func register(in context: FeatureRegistrationContext) {}")
            routeDeclaration(depth: depth + 1)
            line(depth, "}")
        }
    }

    private mutating func distraction(depth: Int) {
        switch range(0, 11) {
        case 0:
            line(depth, "// struct \(name("Fake")): Route { func register(in: Int) }")
        case 1:
            line(depth, "/* struct \(name("Fake")): RouteScreen {")
            line(depth, "   /* nested */ static func make(_ route: FakeRoute, _: Void) -> Int { 1 }")
            line(depth, "   } */")
        case 2:
            line(depth, "let \(name("sample")) = \"struct Fake: Route { \\\"quoted\\\" } {\"")
        case 3:
            line(depth, "let \(name("text")) = \"\"\"")
            line(depth, "    struct Fake: RouteScreen {")
            line(depth, "    \"quoted\" \"\" } \\(value(\"}\"))")
            line(depth, "    \"\"\"")
        case 4:
            line(depth, "let \(name("raw")) = #\"extension Fake: Route { \"\\#(1 + 2)\" } \\(x)\"#")
        case 5:
            line(depth, "let \(name("nested")) = \"\\(\"struct Inner: Route {\".count) and \\(f(\")\"))\"")
        case 6:
            line(depth, "let \(name("raw")) = ##\"\"\"")
            line(depth, "    \"\"\"# } struct Fake: Route {")
            line(depth, "    \"\"\"##")
        case 7:
            line(depth, "let \(name("regex")) = #/struct \\w+ \\{ \"/#")
        case 8:
            line(depth, "// A line comment is not a block: /* struct Fake: Route {")
        case 9:
            line(depth, "/* é ü */ let \(name("café")) = \"ñ}\" /* 🦄 */; let \(name("after")) = 1")
        case 10:
            line(depth, "let \(name("quotes")) = \"\"\"")
            line(depth, "    \\\"\"\" still text \\(\"\"\"")
            line(depth, "    inner multi-line")
            line(depth, "    \"\"\") }")
            line(depth, "    \"\"\"")
        default:
            line(depth, "let \(name("raw")) = ##\"a \"# } \\#(1) \\##(2)\"##")
        }
    }

    private mutating func expression() -> String {
        pick([
            "0", "[1, 2, 3]", "Set<Int>()", "(1, 2)", "\"a, b\"", stringLiteral(), "a < b", "{ $0 + 1 }",
            "Dictionary<String, Int>()", "value.map { [$0, $0] }",
        ])
    }

    private mutating func stringLiteral() -> String {
        pick([
            "\"plain\"", "\"with } brace\"", "\"escaped \\\" quote\"", "\"\\(count) items\"",
            "#\"raw \" quote\"#", "#\"raw \\#(count)\"#", "\"nested \\(\"}\")\"",
        ])
    }
}

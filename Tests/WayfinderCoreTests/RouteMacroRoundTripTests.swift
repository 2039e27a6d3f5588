import Foundation
import Testing
public import WayfinderCore

// MARK: - Routes under test

/// A String-backed parameter whose raw values need percent-encoding.
public enum MacroFlavor: String, RouteParameter, CaseIterable {
    /// A plain raw value.
    case vanilla
    /// A raw value with reserved characters.
    case chocolate = "choc/late?"
    /// A raw value with spaces and an ampersand.
    case strawberry = "straw berry & cream"
}

/// An Int-backed parameter, negative values included.
public enum MacroLevel: Int, RouteParameter, CaseIterable {
    /// A negative raw value.
    case low = -1
    /// Zero.
    case middle = 0
    /// A positive raw value.
    case high = 99
}

/// Every parameter type as a placeholder.
@Route("values/:text/:number/:ratio/:flag/:id/:flavor/:level")
struct PlaceholderRoute {
    let text: String
    let number: Int
    let ratio: Double
    let flag: Bool
    let id: UUID
    let flavor: MacroFlavor
    let level: MacroLevel
}

/// Every parameter type as an Optional query value, and as a defaulted one.
@Route("search")
struct QueryRoute {
    var text: String?
    var number: Int?
    var ratio: Double?
    var flag: Bool?
    var id: UUID?
    var flavor: MacroFlavor?
    var level: MacroLevel?
    var label: String = "all"
    var page: Int = 1
    var scale: Double = 1.5
    var strict: Bool = false
    var order: MacroFlavor = .vanilla
    var depth: MacroLevel = .middle
}

/// A public route mixing a placeholder with Optional and defaulted query values.
@Route("mixed/:name")
public struct MixedRoute {
    /// The path value.
    public let name: String
    /// An Optional query value.
    public var note: String?
    /// A defaulted query value.
    public var count: Int = 3
    /// An Optional enum query value.
    public var tail: MacroLevel?
}

/// A route that outside URLs may not open.
@Route("hidden/:code", externallyReachable: false)
struct HiddenRoute {
    let code: Int
}

/// An in-app-only route holding a value that is not a parameter.
@Route
struct InAppRoute {
    let payload: [String: [Int]]
}

// MARK: - Value generation

/// Draws parameter values, hostile ones included: reserved characters, spaces, emoji, non-Latin
/// scripts, dot segments, 2 KB strings, the extreme integers and the special doubles.
struct ValueSource {
    var generator: SplitMix64

    static let fragments = [
        "/", "?", "#", "&", "=", "%", "+", " ", "a", "Z", "0", "-", "_", "~", ".", "%20", "%zz",
        "🧭", "👩‍👩‍👧", "🇨🇭", "日本語", "Ελληνικά", "العربية", "हिन्दी", "ß", "é", "\u{0301}", "\t", "\n",
    ]

    /// A string; never empty when `allowEmpty` is false.
    mutating func string(allowEmpty: Bool) -> String {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: return String(repeating: "ä/?", count: 700)  // 2 KB of UTF-8
        case 1: return allowEmpty ? "" : "x"
        case 2: return [".", "..", "..."].randomElement(using: &generator)!
        default:
            let count = Int.random(in: 1...12, using: &generator)
            return (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }.joined()
        }
    }

    mutating func int() -> Int {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: .min
        case 1: .max
        case 2: 0
        default: Int.random(in: .min ... .max, using: &generator)
        }
    }

    mutating func double() -> Double {
        let specials: [Double] = [
            .nan, .infinity, -.infinity, -0.0, 0, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            .ulpOfOne, 1e-300, -123.456,
        ]
        if Bool.random(using: &generator) { return specials.randomElement(using: &generator)! }
        return Double(bitPattern: generator.next())
    }

    mutating func bool() -> Bool { Bool.random(using: &generator) }

    mutating func uuid() -> UUID {
        let (a, b) = (generator.next(), generator.next())
        return UUID(
            uuid: (
                UInt8(truncatingIfNeeded: a), UInt8(truncatingIfNeeded: a >> 8),
                UInt8(truncatingIfNeeded: a >> 16),
                UInt8(truncatingIfNeeded: a >> 24), UInt8(truncatingIfNeeded: a >> 32),
                UInt8(truncatingIfNeeded: a >> 40), UInt8(truncatingIfNeeded: a >> 48),
                UInt8(truncatingIfNeeded: a >> 56), UInt8(truncatingIfNeeded: b),
                UInt8(truncatingIfNeeded: b >> 8),
                UInt8(truncatingIfNeeded: b >> 16), UInt8(truncatingIfNeeded: b >> 24),
                UInt8(truncatingIfNeeded: b >> 32), UInt8(truncatingIfNeeded: b >> 40),
                UInt8(truncatingIfNeeded: b >> 48), UInt8(truncatingIfNeeded: b >> 56)
            ))
    }

    mutating func flavor() -> MacroFlavor { MacroFlavor.allCases.randomElement(using: &generator)! }

    mutating func level() -> MacroLevel { MacroLevel.allCases.randomElement(using: &generator)! }

    /// `value` or nil, at random.
    mutating func maybe<Value>(_ value: Value) -> Value? { bool() ? value : nil }

    mutating func placeholderRoute() -> PlaceholderRoute {
        PlaceholderRoute(
            text: string(allowEmpty: false), number: int(), ratio: double(), flag: bool(), id: uuid(),
            flavor: flavor(), level: level())
    }

    mutating func queryRoute() -> QueryRoute {
        var route = QueryRoute(
            text: maybe(string(allowEmpty: true)), number: maybe(int()), ratio: maybe(double()),
            flag: maybe(bool()), id: maybe(uuid()), flavor: maybe(flavor()), level: maybe(level()))
        if bool() { route.label = string(allowEmpty: true) }
        if bool() { route.page = int() }
        if bool() { route.scale = double() }
        if bool() { route.strict = bool() }
        if bool() { route.order = flavor() }
        if bool() { route.depth = level() }
        return route
    }

    mutating func mixedRoute() -> MixedRoute {
        MixedRoute(
            name: string(allowEmpty: false), note: maybe(string(allowEmpty: true)), count: int(),
            tail: maybe(level()))
    }
}

// MARK: - Laws

/// Checks the round-trip laws of one route value.
///
/// `route → parameters → route` gives the same parameters back (and an equal route when no NaN
/// is involved, since NaN is never equal to itself), and the generated `pathRepresentation`
/// equals the general-purpose coder's relative URL for the same parameters.
func expectRoundTrip<R: Route>(_ route: R, sourceLocation: SourceLocation = #_sourceLocation) {
    let parameters = route.parameters
    do {
        let decoded = try R(parameters: parameters)
        #expect(decoded.parameters == parameters, sourceLocation: sourceLocation)
        if !parameters.items.contains(where: { $0.value == "nan" }) {
            #expect(decoded == route, sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("decoding \(parameters) failed: \(error)", sourceLocation: sourceLocation)
    }
    let pattern = R.routePattern!
    #expect(
        route.pathRepresentation == RouteURLCoder.relativeURL(pattern: pattern, parameters: parameters),
        sourceLocation: sourceLocation)
}

// MARK: - Tests

@Suite struct RouteMacroRoundTripTests {
    static let iterations = 300

    @Test func placeholderValuesOfEveryTypeSurviveParametersAndMatchTheCoderURL() {
        var source = ValueSource(generator: SplitMix64(seed: 0x5EED_0001))
        for _ in 0..<Self.iterations { expectRoundTrip(source.placeholderRoute()) }
    }

    @Test func optionalAndDefaultedQueryValuesSurviveParametersAndMatchTheCoderURL() {
        var source = ValueSource(generator: SplitMix64(seed: 0x5EED_0002))
        for _ in 0..<Self.iterations { expectRoundTrip(source.queryRoute()) }
    }

    @Test func mixedPlaceholderAndQueryValuesSurviveParametersAndMatchTheCoderURL() {
        var source = ValueSource(generator: SplitMix64(seed: 0x5EED_0003))
        for _ in 0..<Self.iterations { expectRoundTrip(source.mixedRoute()) }
    }

    @Test func extremeValuesSurviveTheRoundTrip() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
        for ratio in [
            Double.nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ] {
            for number in [Int.min, Int.max] {
                expectRoundTrip(
                    PlaceholderRoute(
                        text: "/?#&=%+ 🧭 日本語", number: number, ratio: ratio, flag: true, id: id,
                        flavor: .chocolate, level: .low))
            }
        }
        expectRoundTrip(QueryRoute(text: "", number: .min, ratio: .nan, flag: false))
        expectRoundTrip(
            PlaceholderRoute(
                text: ".", number: 0, ratio: 0, flag: false, id: id, flavor: .vanilla, level: .high))
        expectRoundTrip(
            PlaceholderRoute(
                text: "..", number: 0, ratio: 0, flag: false, id: id, flavor: .vanilla, level: .high))
    }

    @Test func pathRepresentationEncodesReservedCharactersAndOmitsAbsentOptionals() {
        let route = MixedRoute(name: "a/b c", note: nil, count: 3, tail: .high)
        #expect(route.pathRepresentation == "mixed/a%2Fb%20c?count=3&tail=99")
        #expect(MixedRoute(name: "x", note: "", count: -1).pathRepresentation == "mixed/x?note=&count=-1")
        #expect(
            QueryRoute().pathRepresentation
                == "search?label=all&page=1&scale=1.5&strict=false&order=vanilla&depth=0")
    }

    @Test func absentDefaultedQueryValuesDecodeToTheirDefaults() throws {
        let route = try QueryRoute(parameters: RouteParameters())
        #expect(route == QueryRoute())
        let mixed = try MixedRoute(parameters: RouteParameters(["name": "n"]))
        #expect(mixed == MixedRoute(name: "n"))
    }

    @Test func wrongTypedPlaceholderThrowsInvalidValueNamingTheParameter() {
        var parameters = PlaceholderRoute(
            text: "t", number: 1, ratio: 1, flag: true, id: UUID(), flavor: .vanilla, level: .low
        ).parameters
        parameters["number"] = "forty-two"
        #expect(
            throws: RouteDecodingError.invalidValue(
                parameter: "number", value: "forty-two", expectedType: "Int")
        ) {
            try PlaceholderRoute(parameters: parameters)
        }
        parameters["number"] = "1"
        parameters["level"] = "7"
        #expect(
            throws: RouteDecodingError.invalidValue(
                parameter: "level", value: "7", expectedType: "MacroLevel")
        ) {
            try PlaceholderRoute(parameters: parameters)
        }
    }

    @Test func wrongTypedQueryValueThrowsInvalidValueInsteadOfFallingBack() {
        #expect(
            throws: RouteDecodingError.invalidValue(parameter: "ratio", value: "wide", expectedType: "Double")
        ) {
            try QueryRoute(parameters: RouteParameters(["ratio": "wide"]))
        }
        #expect(
            throws: RouteDecodingError.invalidValue(parameter: "strict", value: "yes", expectedType: "Bool")
        ) {
            try QueryRoute(parameters: RouteParameters(["strict": "yes"]))
        }
    }

    @Test func missingPlaceholderThrowsMissingParameter() {
        var parameters = PlaceholderRoute(
            text: "t", number: 1, ratio: 1, flag: true, id: UUID(), flavor: .vanilla, level: .low
        ).parameters
        parameters["id"] = nil
        #expect(throws: RouteDecodingError.missingParameter("id")) {
            try PlaceholderRoute(parameters: parameters)
        }
    }

    @Test func externallyReachableFalseIsReflectedAndPatternedRoutesAreReachableByDefault() {
        #expect(HiddenRoute.isExternallyReachable == false)
        #expect(MixedRoute.isExternallyReachable)
        #expect(HiddenRoute(code: 7).pathRepresentation == "hidden/7")
    }

    @Test func routeWithoutPatternIsInAppOnly() {
        let route = InAppRoute(payload: ["a": [1]])
        #expect(InAppRoute.routePattern == nil)
        #expect(InAppRoute.isExternallyReachable == false)
        #expect(route.pathRepresentation == "InAppRoute")
        #expect(throws: RouteDecodingError.notAddressable(route: "InAppRoute")) {
            try InAppRoute(parameters: RouteParameters())
        }
    }
}

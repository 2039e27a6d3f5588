import WayfinderCore

// 10,000 distinct route types, made from a generic route over four type-level digits, for the
// large-matcher test. Route patterns are static, so a generated pattern needs a type of its own.

protocol Digit: Sendable {
    static var value: Int { get }
}

enum D0: Digit { static var value: Int { 0 } }
enum D1: Digit { static var value: Int { 1 } }
enum D2: Digit { static var value: Int { 2 } }
enum D3: Digit { static var value: Int { 3 } }
enum D4: Digit { static var value: Int { 4 } }
enum D5: Digit { static var value: Int { 5 } }
enum D6: Digit { static var value: Int { 6 } }
enum D7: Digit { static var value: Int { 7 } }
enum D8: Digit { static var value: Int { 8 } }
enum D9: Digit { static var value: Int { 9 } }

let digitTypes: [any Digit.Type] = [
    D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self,
]

/// The route for digits (a, b, c, d): `s<a>/s<b>/:v/t<c>/e<d>` for even `c`, else
/// `s<a>/s<b>/t<c>/:v/e<d>`, so placeholders sit at different depths and literal siblings abound.
struct GeneratedRoute<A: Digit, B: Digit, C: Digit, E: Digit>: Route {
    static var digits: [Int] { [A.value, B.value, C.value, E.value] }

    static func patternString(_ digits: [Int]) -> String {
        let (a, b, c, d) = (digits[0], digits[1], digits[2], digits[3])
        return c % 2 == 0 ? "s\(a)/s\(b)/:v/t\(c)/e\(d)" : "s\(a)/s\(b)/t\(c)/:v/e\(d)"
    }

    static var routePattern: RoutePattern? { RoutePattern(validated: patternString(digits)) }

    let v: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        v = try parameters.decode(String.self, for: "v")
    }
    var parameters: RouteParameters { RouteParameters(["v": v]) }
}

/// All 10,000 generated route types, in digit order.
func generatedRouteTypes() -> [any Route.Type] {
    func level4<A: Digit, B: Digit, C: Digit>(_: A.Type, _: B.Type, _: C.Type) -> [any Route.Type] {
        digitTypes.map { (digit: any Digit.Type) -> any Route.Type in
            func make<E: Digit>(_: E.Type) -> any Route.Type { GeneratedRoute<A, B, C, E>.self }
            return make(digit)
        }
    }
    func level3<A: Digit, B: Digit>(_: A.Type, _: B.Type) -> [any Route.Type] {
        digitTypes.flatMap { (digit: any Digit.Type) -> [any Route.Type] in
            func open<C: Digit>(_ c: C.Type) -> [any Route.Type] { level4(A.self, B.self, c) }
            return open(digit)
        }
    }
    func level2<A: Digit>(_: A.Type) -> [any Route.Type] {
        digitTypes.flatMap { (digit: any Digit.Type) -> [any Route.Type] in
            func open<B: Digit>(_ b: B.Type) -> [any Route.Type] { level3(A.self, b) }
            return open(digit)
        }
    }
    return digitTypes.flatMap { (digit: any Digit.Type) -> [any Route.Type] in
        func open<A: Digit>(_ a: A.Type) -> [any Route.Type] { level2(a) }
        return open(digit)
    }
}

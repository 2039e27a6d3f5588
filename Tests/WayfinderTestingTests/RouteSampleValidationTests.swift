import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

/// The checks that need a value of each route (its parent, its round trip) use the sample the
/// route provides, and a route that provides none is reported rather than skipped.
@MainActor
@Suite struct RouteSampleValidationTests {
    /// The values the checks used to guess for every placeholder until one decoded.
    static let formerGuesses = ["1", "true", "00000000-0000-0000-0000-000000000000", "sample"]

    @Test func catchesTheUnregisteredParentOfARouteNoGuessedValueDecodes() {
        for guess in Self.formerGuesses {
            #expect((try? MemberRoute(parameters: RouteParameters(["handle": guess]))) == nil)
        }
        #expect(MemberRoute.sample == MemberRoute(handle: Handle(routeValue: "@sample")!))
        let modules = [Feature(name: "Members", routes: [MemberRoute.self])]
        #expect(
            validateRoutes(modules: modules) == [
                .registration(.unregisteredParent(route: "MemberRoute", parent: "MissingParentRoute"))
            ])
    }

    @Test func aDebugLaunchReportsTheUnregisteredParentFoundThroughTheSample() {
        var configuration = NavigatorConfiguration()
        configuration.reportsRegistrationDiagnostics = false
        let navigator = Navigator(
            modules: [Feature(name: "Members", routes: [HomeRoute.self, MemberRoute.self])],
            root: HomeRoute(),
            configuration: configuration)
        #expect(
            navigator.diagnostics == [.unregisteredParent(route: "MemberRoute", parent: "MissingParentRoute")]
        )
    }

    @Test func aCaseIterableParameterGivesTheRouteASampleThatIsChecked() {
        #expect(ShelfRoute.sample == ShelfRoute(shelf: .fiction))
        #expect(
            validateRoutes(modules: [Feature(name: "Shelves", routes: [ShelfRoute.self])]) == [
                .registration(.unregisteredParent(route: "ShelfRoute", parent: "HomeRoute"))
            ])
        #expect(
            validateRoutes(modules: [Feature(name: "Shelves", routes: [HomeRoute.self, ShelfRoute.self])])
                .isEmpty)
    }

    @Test func reportsAHandWrittenRouteWithAPatternAndNoSample() {
        let problems = validateRoutes(modules: [Feature(name: "Legacy", routes: [UnsampledRoute.self])])
        #expect(problems == [.missingSample(route: "UnsampledRoute")])
        #expect(
            problems.first?.description
                == "UnsampledRoute has no sample, so its parent and its URL cannot be checked: add "
                + "`static var sample: UnsampledRoute? { … }` to it, or a `static var sampleParameter` to "
                + "the type of its placeholder that has none")
    }

    @Test func reportsAMacroRouteWhosePlaceholderTypeHasNoSample() {
        #expect(SortOrder.sampleParameter == nil)
        #expect(SortedRoute.sample == nil)
        #expect(
            validateRoutes(modules: [Feature(name: "Sorted", routes: [SortedRoute.self])]) == [
                .missingSample(route: "SortedRoute")
            ])
    }

    @Test func aHandWrittenRouteWithoutPlaceholdersNeedsNoSample() {
        #expect(PlainRoute.sample == PlainRoute())
        #expect(validateRoutes(modules: [Feature(name: "Plain", routes: [PlainRoute.self])]).isEmpty)
    }

    @Test func anInAppRouteWithASampleHasItsParentChecked() {
        #expect(
            validateRoutes(modules: [Feature(name: "Meals", routes: [MealRoute.self])]) == [
                .registration(.unregisteredParent(route: "MealRoute", parent: "MissingParentRoute"))
            ])
    }
}

/// A member's handle: only text that starts with `@` is one.
struct Handle: RouteParameter, Hashable {
    let name: String
    init?(routeValue: String) {
        guard routeValue.hasPrefix("@"), routeValue.count > 1 else { return nil }
        name = String(routeValue.dropFirst())
    }
    var routeValue: String { "@" + name }
    static var sampleParameter: Handle? { Handle(routeValue: "@sample") }
}

@Route("member/:handle")
struct MemberRoute {
    let handle: Handle
    var parent: (any Route)? { MissingParentRoute() }
}

enum Shelf: String, RouteParameter, CaseIterable {
    case fiction, poetry
}

@Route("shelf/:shelf")
struct ShelfRoute {
    let shelf: Shelf
    var parent: (any Route)? { HomeRoute() }
}

/// An enum that is not `CaseIterable` and whose raw values do not include `"sample"`.
enum SortOrder: String, RouteParameter {
    case newest, oldest
}

@Route("sorted/:order")
struct SortedRoute {
    let order: SortOrder
}

/// A hand-written route with a placeholder that declares no sample.
struct UnsampledRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "unsampled/:id")
    let id: Int
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(id, for: "id")
        return parameters
    }
}

/// A hand-written route whose pattern has no placeholders.
struct PlainRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "plain")
    init() {}
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

/// An in-app-only route with a sample of its own.
struct MealRoute: Route {
    let name: String
    var parent: (any Route)? { MissingParentRoute() }
    static var sample: MealRoute? { MealRoute(name: "soup") }
}

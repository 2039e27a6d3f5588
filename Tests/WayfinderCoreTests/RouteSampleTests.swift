import Foundation
import Testing
import WayfinderCore

/// The samples routes and parameter types provide, which the checks of a route type use in place
/// of guessed values.
@Suite struct RouteSampleTests {
    @Test func everyBuiltInParameterTypeHasASampleThatReadsBackFromItsURLForm() {
        #expect(String.sampleParameter == "sample")
        #expect(Int.sampleParameter == 1)
        #expect(Double.sampleParameter == 1.5)
        #expect(Bool.sampleParameter == true)
        #expect(UUID.sampleParameter == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        #expect(String(routeValue: String.sampleParameter!.routeValue) == String.sampleParameter)
        #expect(Int(routeValue: Int.sampleParameter!.routeValue) == Int.sampleParameter)
        #expect(Double(routeValue: Double.sampleParameter!.routeValue) == Double.sampleParameter)
        #expect(Bool(routeValue: Bool.sampleParameter!.routeValue) == Bool.sampleParameter)
        #expect(UUID(routeValue: UUID.sampleParameter!.routeValue) == UUID.sampleParameter)
    }

    @Test func aCaseIterableParameterSamplesItsFirstCase() {
        #expect(SampleTone.sampleParameter == .warm)
        #expect(SampleStep.sampleParameter == .second)
    }

    @Test func aRawValueParameterSamplesTheCaseOfItsRawTypesSampleOrNone() {
        #expect(SampleSize.sampleParameter == .one)
        #expect(SampleMood.sampleParameter == nil)
    }

    @Test func theMacroMakesTheSampleFromThePlaceholdersAndLeavesQueryParametersOut() {
        #expect(SampleToneRoute.sample == SampleToneRoute(tone: .warm, id: 1))
        #expect(SampleToneRoute.sample?.page == 3)
        #expect(SampleToneRoute.sample?.note == nil)
    }

    @Test func theMacroPassesTheOtherDefaultsToAMemberwiseInitializerTheStructDeclares() {
        #expect(SampleDeclaredInitRoute.sample == SampleDeclaredInitRoute(id: 1, page: 2, note: nil))
    }

    @Test func theMacroKeepsASampleTheStructDeclares() {
        #expect(SampleOwnRoute.sample == SampleOwnRoute(mood: .bright))
    }

    @Test func aRouteWithoutPlaceholdersSamplesTheRouteItsPatternNames() {
        #expect(SamplePlainRoute.sample == SamplePlainRoute())
    }

    @Test func aRouteWhosePlaceholderTypeHasNoSampleHasNone() {
        #expect(SampleMoodRoute.sample == nil)
    }

    @Test func aHandWrittenRouteWithPlaceholdersHasNoSampleUnlessItDeclaresOne() {
        #expect(HandWrittenSampleRoute.sample == nil)
    }

    @Test func anInAppRouteHasNoSampleByDefault() {
        #expect(SampleInAppRoute.sample == nil)
    }
}

enum SampleTone: String, RouteParameter, CaseIterable {
    case warm, cold
}

enum SampleStep: Int, RouteParameter, CaseIterable {
    case second = 2
    case third = 3
}

enum SampleSize: Int, RouteParameter {
    case one = 1
    case two = 2
}

enum SampleMood: String, RouteParameter {
    case calm, bright
}

@Route("tone/:tone/:id")
struct SampleToneRoute {
    let tone: SampleTone
    let id: Int
    var page: Int = 3
    var note: String?
}

@Route("declared/:id")
struct SampleDeclaredInitRoute {
    let id: Int
    var page: Int = 2
    var note: String?
    init(id: Int, page: Int, note: String?) {
        self.id = id
        self.page = page
        self.note = note
    }
}

@Route("own/:mood")
struct SampleOwnRoute {
    let mood: SampleMood
    static var sample: Self? { SampleOwnRoute(mood: .bright) }
}

@Route("sample-plain")
struct SamplePlainRoute {}

@Route("mood/:mood")
struct SampleMoodRoute {
    let mood: SampleMood
}

@Route
struct SampleInAppRoute {
    let value: Int
}

struct HandWrittenSampleRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "hand/:id")
    let id: Int
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }
}

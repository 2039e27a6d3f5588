import Testing
import WayfinderCore

@Route
struct SmokeRoute {
    let value: Int
}

@Test func macroExpandsAnInAppRoute() {
    #expect(SmokeRoute(value: 1).pathRepresentation == "SmokeRoute")
}

import Testing
import WayfinderCore

@Suite("The reducer enforces the navigation limits")
struct NavigationLimitsReducerTests {
    let limits = NavigationLimits(maximumStackLength: 3, maximumModalDepth: 1)

    @Test(arguments: [
        NavigationCommand.push([r("b"), r("c"), r("d")]),
        .setStack([r("a"), r("b"), r("c"), r("d")], in: StackLocation(tab: nil, depth: 0)),
        .setRoot([r("a"), r("b"), r("c"), r("d")]),
        .present([r("a"), r("b"), r("c"), r("d")], style: .sheet),
    ])
    func aCommandThatMakesAStackTooLongThrowsAndChangesNothing(command: NavigationCommand) {
        let state = NavigationState(root: r("a"))
        var copy = state
        #expect(throws: NavigationStateError.stackTooLong(length: 4, limit: 3)) {
            try copy.apply(command, within: limits)
        }
        #expect(copy == state)
    }

    @Test func presentingOneModalPastTheDepthLimitThrowsAndChangesNothing() throws {
        var state = NavigationState(root: r("a"))
        try state.apply(.present([r("s")], style: .sheet), within: limits)
        let before = state
        #expect(throws: NavigationStateError.modalsTooDeep(depth: 2, limit: 1)) {
            try state.apply(.present([r("t")], style: .fullScreenCover), within: limits)
        }
        #expect(state == before)
        #expect(state.outline == "stack: a\n  sheet: s")
    }

    @Test func replacingTheRootWithATreePastTheLimitsThrows() throws {
        var deep = NavigationState(root: r("a"))
        try deep.apply(.present([r("s")], style: .sheet))
        try deep.apply(.present([r("t")], style: .sheet))
        var state = NavigationState(root: r("x"))
        #expect(throws: NavigationStateError.modalsTooDeep(depth: 2, limit: 1)) {
            try state.apply(.replaceRoot(deep.root), within: limits)
        }
        #expect(state.outline == "stack: x")
    }

    @Test func theStandardLimitsAreTheDefault() throws {
        var state = NavigationState(root: r("a"))
        for index in 1..<NavigationLimits.standard.maximumStackLength {
            try state.apply(.push([r("p\(index)")]))
        }
        #expect(throws: NavigationStateError.stackTooLong(length: 129, limit: 128)) {
            try state.apply(.push([r("one-more")]))
        }
    }
}

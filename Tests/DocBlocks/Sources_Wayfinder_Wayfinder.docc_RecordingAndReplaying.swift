import Wayfinder

// What RecordingAndReplaying.md's blocks take for granted: the app's own navigator factory, which
// an exported test is put beside.

@MainActor func makeAppNavigator() -> Navigator { fatalError("type-checked, never run") }

import Wayfinder

@testable import wayfinder_demo

/// The navigator tests exported from the debug page or `wayfinder export-test` replay into: the
/// demo's own, built as the app builds it, signed out as every session starts.
@MainActor
func makeAppNavigator() -> Navigator {
    let navigator = DemoApp.makeNavigator(account: DemoAccount())
    navigator.failureHandler = { _ in }
    return navigator
}

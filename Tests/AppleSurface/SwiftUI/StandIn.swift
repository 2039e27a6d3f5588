// A stand-in for Apple's SwiftUI: the documented iOS 17/18 API that Wayfinder's SwiftUI adapter
// (Sources/Wayfinder/Hosts/SwiftUI), its docs' examples and Examples/SwiftUISample use, so they can be
// type-checked on Linux, where SwiftUI does not exist. Scripts/typecheck-adapters.sh compiles this
// folder as the module `SwiftUI`. Nothing here runs: every body is `fatalError()`.
//
// Rules the declarations follow, and why:
//
// - Only what Apple documents, as documented: names, labels, types, optionality, generic
//   constraints, result builders, default arguments, `@MainActor`/`nonisolated` as in the iOS 18
//   SDK, Sendable-ness, availability. Each declaration carries the URL of its documentation page.
//   A subset only: a declaration the code does not use is left out, so code that needs it fails
//   here (a missing overload makes a check fail that passes on a device; only rarely the reverse,
//   when Apple's full overload set would make a call ambiguous). `@_disfavoredOverload`
//   marks the `StringProtocol` overloads Apple marks so (the SDK's .swiftinterface), so a string
//   literal picks the `LocalizedStringKey` overload, as on a device.
//
// - Opaque results. Where Apple returns `some View` (or `some ToolbarContent`, `some TabContent`,
//   `some Scene`), so does the stand-in: callers see an opaque type, exactly as with Apple's, so
//   they cannot depend on what is underneath (two different modifiers' results do not unify, a
//   result cannot be named). An opaque result needs a concrete underlying type even in a body
//   that only traps, so those bodies call `standInView()` (`standInToolbarContent()`, …), which
//   calls `fatalError()` and is typed as one of the internal `_StandIn…` types below: invisible
//   to clients, like the private types under Apple's opaque results. Where Apple documents a
//   concrete result type (`ModifiedContent<Self, T>` for `modifier(_:)`, `ModifiedContent<Self,
//   AccessibilityAttachmentModifier>` for the accessibility modifiers, `Color` for
//   `Color.opacity(_:)`), the stand-in returns that type. Views whose `Body` Apple declares as
//   `Never` (the primitive ones) have `body: Never`, the others an opaque `body: some View`.
//   Apple's `static let` constants (`ButtonRole.cancel`, `Color.black`) are get-only
//   `static var`s here, which a client cannot tell apart.
//
// - Re-exports. The iOS 18.0 SDK's SwiftUI.swiftinterface imports Foundation and Observation
//   without `@_exported`, but it does `@_exported import SwiftUI`, its own Clang module, whose
//   umbrella header (SwiftUI.framework/Headers/SwiftUI.h) does `#import <UIKit/UIKit.h>` on iOS,
//   and UIKit.h imports Foundation. So on iOS `import SwiftUI` makes Foundation (and CGFloat,
//   which on Linux is Foundation's) and UIKit visible, but not Observation: the stand-in does
//   `@_exported import Foundation`, `@_exported import UIKit` where UIKit (its stand-in) exists,
//   and a plain `import Observation`. A client that writes `@Observable` must import Observation.
//
// - Availability. `@available(iOS …, *)` attributes are copied from the documentation, but on
//   Linux the compiler only checks the `*` platform: `#available` checks and iOS-only or
//   iOS-18-only API are not verified here. Nor are `#if os(macOS)` branches compiled.
//
// - Isolation. `View`, `ViewModifier`, `ToolbarContent`, `TabContent`, `App`, `Scene` and
//   `UIViewControllerRepresentable` are `@MainActor @preconcurrency`; view structs declared
//   conforming to them are main-actor isolated (so Sendable), except where the SDK opts out with
//   `@available(*, unavailable) extension …: Sendable`; their initializers and the view modifiers
//   are `nonisolated`, as in the SDK.

@_exported import Foundation

#if canImport(UIKit)
    @_exported import UIKit
#endif

/// The underlying type of the stand-in's opaque `some View` results.
struct _StandInView: View {
    var body: Never { fatalError() }
}

/// The underlying type of the stand-in's opaque `some ToolbarContent` results.
struct _StandInToolbarContent: ToolbarContent {
    var body: Self { return trapped() }  // `return`: no result builder
}

/// The underlying type of the stand-in's opaque `some TabContent<Value>` results.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct _StandInTabContent<Value: Hashable>: TabContent {
    typealias TabValue = Value
    var body: Self { return trapped() }  // `return`: no result builder
}

/// The underlying type of the stand-in's opaque `some Scene` results.
struct _StandInScene: Scene {
    var body: Self { return trapped() }  // `return`: no result builder
}

/// Traps; typed so that an opaque `some View` result has an underlying type.
func standInView() -> _StandInView { fatalError() }

/// Traps; typed so that an opaque `some ToolbarContent` result has an underlying type.
func standInToolbarContent() -> _StandInToolbarContent { fatalError() }

/// Traps; typed so that an opaque `some TabContent<Value>` result has an underlying type.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
func standInTabContent<Value: Hashable>(_: Value.Type) -> _StandInTabContent<Value> { fatalError() }

/// Traps; typed so that an opaque `some Scene` result has an underlying type.
func standInScene() -> _StandInScene { fatalError() }

/// Traps; returns whatever type the context needs.
func trapped<T>() -> T { fatalError() }

// A stand-in for Apple's App Intents: the documented API that the intents RouteIntentsPlugin
// generates, the entities an app writes for them and the hosts' scene delivery use, so they can
// be type-checked on Linux, where App Intents does not exist. Scripts/typecheck-adapters.sh
// compiles this folder as the module `AppIntents`, against the SwiftUI and UIKit stand-ins (on a
// device, `onAppIntentExecution` and `UISceneAppIntent` come from App Intents' cross-import
// overlays with those frameworks). Nothing here runs: every body is `fatalError()`.
//
// The rules of the SwiftUI stand-in hold here: only what Apple documents, as documented, each
// declaration with the URL of its page and the availability the page gives, and a subset only.
// Two things are not documented and are kept as small as the documented API needs:
//
// - `_IntentValue`, the underscored protocol Apple's signatures constrain parameter and result
//   values with (`IntentParameter<Value>`, `IntentResultContainer`): Int, String, Double, Bool,
//   URL, Date, Optional of those and every `AppEntity` conform, so a parameter of another type
//   fails here as it does on a device.
// - `LocalizedStringResource` is Foundation's (iOS 16); Linux's Foundation has none, so it is
//   declared here, where the generated code, which imports App Intents, finds it.
//
// As Apple's module does, this one exports Foundation: a file that imports App Intents sees `URL`
// and `Date`.
@_exported public import Foundation

/// The values an intent parameter or result may hold (Apple's underscored protocol).
public protocol _IntentValue {}

extension Int: _IntentValue {}
extension String: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension URL: _IntentValue {}
extension Date: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}

// https://developer.apple.com/documentation/foundation/localizedstringresource
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    // https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }

    // https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
    public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
}

import Foundation
import Wayfinder
import WayfinderCore
import WayfinderTesting

// What the code blocks of the reference documents (Docs/*.md, Docs/Decisions, the DocC articles)
// take for granted: a navigator, a host, the registration context inside `register(in:)`, a link
// and a logger. README.md and the guides in Docs/Guides get none of it: their blocks declare what
// they use. Scripts/check-doc-blocks.sh only type-checks these files; nothing here runs.

@MainActor var navigator: Navigator { fatalError("type-checked, never run") }
@MainActor var host: HeadlessHost { fatalError("type-checked, never run") }
@MainActor var context: FeatureRegistrationContext { fatalError("type-checked, never run") }
let url = URL(string: "myapp://post/42")!
func log(_ value: Any) {}

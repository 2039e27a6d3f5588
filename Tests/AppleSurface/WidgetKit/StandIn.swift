// A stand-in for Apple's WidgetKit: the documented API that the docs' and the samples' widgets and
// Live Activities use, so they type-check on Linux. Scripts/typecheck-adapters.sh compiles this
// folder as the module `WidgetKit`, on the SwiftUI and ActivityKit stand-ins, and follows the
// SwiftUI stand-in's rules (Tests/AppleSurface/SwiftUI/StandIn.swift): only what Apple documents,
// as documented, each declaration with its page's URL and availability; opaque results have
// internal underlying types; nothing runs. A client imports SwiftUI and WidgetKit (and ActivityKit
// for a Live Activity), as Apple's templates do.

import SwiftUI

/// The underlying type of the stand-in's opaque `some View` results.
struct _StandInWidgetView: View {
    var body: Never { fatalError() }
}

/// The underlying type of the stand-in's opaque `some WidgetConfiguration` results.
struct _StandInWidgetConfiguration: WidgetConfiguration {
    var body: Self { fatalError() }
}

/// Traps; typed so that an opaque `some View` result has an underlying type.
func standInWidgetView() -> _StandInWidgetView { fatalError() }

/// Traps; typed so that an opaque `some WidgetConfiguration` result has an underlying type.
func standInWidgetConfiguration() -> _StandInWidgetConfiguration { fatalError() }

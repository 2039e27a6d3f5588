import Foundation

#if canImport(os)
    import os
#endif

/// Where the default ``Navigator/failureHandler`` reports a failure: the unified log on Apple
/// platforms (subsystem `Wayfinder`, category `navigation`, visible in Console and Xcode's debug
/// area), standard error elsewhere. Never standard output, which belongs to the app.
enum FailureLog {
    #if canImport(os)
        private static let logger = Logger(subsystem: "Wayfinder", category: "navigation")
    #endif

    /// Reports one failure. Its description is already escaped (no control characters). A link
    /// that is not handled is logged at the debug level on Apple platforms: an app whose own
    /// handler keeps such links would otherwise log an error for each.
    static func report(_ failure: NavigationFailure) {
        #if canImport(os)
            // A link that is not the app's is routine beside the app's own link handler.
            if failure.isNotHandled {
                logger.debug("\(failure.description, privacy: .public)")
                return
            }
            logger.error("\(failure.description, privacy: .public)")
        #else
            FileHandle.standardError.write(Data("Wayfinder: \(failure)\n".utf8))
        #endif
    }
}

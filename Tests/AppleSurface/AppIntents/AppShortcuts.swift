// App Shortcuts: an app's intents with the phrases that run them from Siri and Spotlight, ready
// when the app is installed.

// https://developer.apple.com/documentation/appintents/appshortcutsprovider
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppShortcutsProvider {
    // https://developer.apple.com/documentation/appintents/appshortcutsprovider/appshortcuts
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

// https://developer.apple.com/documentation/appintents/appshortcutsbuilder
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder
public enum AppShortcutsBuilder {
    // https://developer.apple.com/documentation/appintents/appshortcutsbuilder/buildblock(_:)-110ow
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { fatalError() }

    // https://developer.apple.com/documentation/appintents/appshortcutsbuilder/buildexpression(_:)-31qci
    public static func buildExpression(_ component: AppShortcut) -> AppShortcut { fatalError() }
}

// https://developer.apple.com/documentation/appintents/appshortcut
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AppShortcut {
    // https://developer.apple.com/documentation/appintents/appshortcut/init(intent:phrases:shorttitle:systemimagename:)-8yntq
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) { fatalError() }
}

// https://developer.apple.com/documentation/appintents/appshortcutphrase
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    // https://developer.apple.com/documentation/appintents/appshortcutphrase/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }

    // https://developer.apple.com/documentation/appintents/appshortcutphrase/init(stringinterpolation:)
    public init(stringInterpolation: StringInterpolation) { fatalError() }

    // https://developer.apple.com/documentation/appintents/appshortcutphrase/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        // https://developer.apple.com/documentation/appintents/appshortcutphrase/stringinterpolation/init(literalcapacity:interpolationcount:)
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }

        // https://developer.apple.com/documentation/appintents/appshortcutphrase/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) { fatalError() }

        // https://developer.apple.com/documentation/appintents/appshortcutphrase/stringinterpolation/appendinterpolation(_:)-47gqg
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { fatalError() }
    }
}

// https://developer.apple.com/documentation/appintents/appshortcutphrasetoken
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public enum AppShortcutPhraseToken: Hashable {
    // https://developer.apple.com/documentation/appintents/appshortcutphrasetoken/applicationname
    case applicationName
}

// App Intents' dependencies: what the app registers and an intent resolves.

// https://developer.apple.com/documentation/appintents/appdependencymanager
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public final class AppDependencyManager: Sendable {
    // https://developer.apple.com/documentation/appintents/appdependencymanager/shared
    public static let shared = AppDependencyManager()

    // https://developer.apple.com/documentation/appintents/appdependencymanager/init()
    public init() {}

    // https://developer.apple.com/documentation/appintents/appdependencymanager/add(key:dependency:)-2le3x
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency: @autoclosure @escaping () -> Dependency
    ) {
        fatalError()
    }
}

// https://developer.apple.com/documentation/appintents/appdependency
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@propertyWrapper
public final class AppDependency<Value: Sendable>: Sendable {
    init() {}

    // https://developer.apple.com/documentation/appintents/appdependency/init(key:manager:)
    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) { fatalError() }

    // https://developer.apple.com/documentation/appintents/appdependency/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

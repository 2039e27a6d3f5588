// App intents: the protocol, its results and its parameters.

// https://developer.apple.com/documentation/appintents/appintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppIntent: Sendable {
    // https://developer.apple.com/documentation/appintents/appintent/performresult
    associatedtype PerformResult: IntentResult

    // https://developer.apple.com/documentation/appintents/appintent/title
    static var title: LocalizedStringResource { get }

    // https://developer.apple.com/documentation/appintents/appintent/openappwhenrun
    @available(iOS, introduced: 16.0, deprecated: 26.0)
    @available(macOS, introduced: 13.0, deprecated: 26.0)
    @available(tvOS, introduced: 16.0, deprecated: 26.0)
    @available(watchOS, introduced: 9.0, deprecated: 26.0)
    static var openAppWhenRun: Bool { get }

    // https://developer.apple.com/documentation/appintents/appintent/init()
    init()

    // https://developer.apple.com/documentation/appintents/appintent/perform()
    func perform() async throws -> PerformResult
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AppIntent {
    // https://developer.apple.com/documentation/appintents/appintent/parameter
    public typealias Parameter<Value> = IntentParameter<Value> where Value: _IntentValue

    @available(iOS, introduced: 16.0, deprecated: 26.0)
    @available(macOS, introduced: 13.0, deprecated: 26.0)
    @available(tvOS, introduced: 16.0, deprecated: 26.0)
    @available(watchOS, introduced: 9.0, deprecated: 26.0)
    public static var openAppWhenRun: Bool { fatalError() }
}

// https://developer.apple.com/documentation/appintents/systemintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol SystemIntent: AppIntent {}

// https://developer.apple.com/documentation/appintents/openintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol OpenIntent: SystemIntent {
    associatedtype Value: AppEntity

    // https://developer.apple.com/documentation/appintents/openintent/target
    var target: Value { get set }
}

// https://developer.apple.com/documentation/appintents/intentresult
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol IntentResult: Sendable {}

// https://developer.apple.com/documentation/appintents/intentresultcontainer
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension IntentResult {
    // https://developer.apple.com/documentation/appintents/intentresult/result()
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        fatalError()
    }
}

// https://developer.apple.com/documentation/appintents/intentparameter
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: Sendable {
    // https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:requestvaluedialog:inputconnectionbehavior:)-68x0y
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) { fatalError() }

    // https://developer.apple.com/documentation/appintents/intentparameter/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
}

// Test cases, assertions and skipping. The functions keep Apple's names, not lowerCamelCase.

// https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {
    // https://developer.apple.com/documentation/xctest/xctest/setupwitherror()
    open func setUpWithError() throws { fatalError() }
}

// https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: XCTest {
    // https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure
    open var continueAfterFailure: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T { fatalError() }

// https://developer.apple.com/documentation/xctest/xctskip-swift.struct
public struct XCTSkip: Error, CustomNSError, Sendable {
    // https://developer.apple.com/documentation/xctest/xctskip-swift.struct/init(_:file:line:)
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        fatalError()
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/xctest/xctskipif(_:_:file:line:)
public func XCTSkipIf(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) throws { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/xctest/xctskipunless(_:_:file:line:)
public func XCTSkipUnless(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) throws { fatalError() }

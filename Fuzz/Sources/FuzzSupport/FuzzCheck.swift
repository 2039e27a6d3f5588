import Foundation

/// Stops the process with a message when a property the fuzzer checks does not hold.
///
/// libFuzzer reports the abort as a crash and saves the input as `crash-<sha1>`.
func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz check failed at \(file):\(line): \(message())\n".utf8))
    abort()
}

/// The input as text: invalid UTF-8 becomes U+FFFD, which the code under test must refuse.
func text(of bytes: UnsafeRawBufferPointer) -> String {
    String(decoding: bytes, as: UTF8.self)
}

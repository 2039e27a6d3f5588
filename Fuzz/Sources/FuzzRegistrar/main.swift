import Foundation
import FuzzSupport
import LibFuzzer

// libFuzzer's driver with the registrar target (see `fuzzRegistrar(_:)` for what is checked).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        fuzzRegistrar(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    })

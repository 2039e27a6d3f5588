import Foundation
import FuzzSupport
import LibFuzzer

// libFuzzer's driver with the journal target (see `fuzzJournal(_:)` for what is checked). SwiftPM
// gives every executable its own `main`, so libFuzzer's `main` never runs; this one hands over.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        fuzzJournal(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    })

#ifndef WAYFINDER_LIBFUZZER_H
#define WAYFINDER_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for programs with their own `main` (SwiftPM gives every executable one,
/// so libFuzzer's own `main` never runs). Parses libFuzzer's options from argv and fuzzes
/// `callback`; returns the exit code libFuzzer's `main` would.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

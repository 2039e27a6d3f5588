// Declarations only (include/LibFuzzer.h); the driver itself comes from libFuzzer at link time.

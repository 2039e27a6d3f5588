// Heap statistics for wayfinder-bench's memory case (glibc's mallinfo2, which Swift's Glibc
// module does not export).
#ifndef BENCH_HEAP_H
#define BENCH_HEAP_H

#include <stddef.h>

/// Bytes of heap in use: allocated chunks of the main arena plus mmapped allocations
/// (`uordblks + hblkhd` of `mallinfo2()`); -1 where glibc is not the C library.
long long bench_heap_in_use(void);

#endif

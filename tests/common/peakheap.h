// Every allocation counted, so that a test can tell the most memory held at once while it reads
// something (glibc's and the sanitizers' malloc_usable_size know each block's size). Replaces the
// program's global operator new and delete: include it from exactly one source of a test program.
// Only what goes through operator new is counted (the standard containers, the core), not Qt's
// own arrays (QString, QByteArray), which take their memory from malloc directly.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <new>

#include <malloc.h>

namespace {
std::atomic<std::size_t> liveBytes{0}, peakBytes{0};
void countAllocated(void* p) {
    const std::size_t now = liveBytes += malloc_usable_size(p);
    for (std::size_t peak = peakBytes; now > peak && !peakBytes.compare_exchange_weak(peak, now);) {
    }
}

// The most heap held at once, above what was held before, while `work` runs.
[[maybe_unused]] std::size_t peakHeap(const std::function<void()>& work) {
    const std::size_t before = liveBytes;
    peakBytes = before;
    work();
    return peakBytes - before;
}
} // namespace

void* operator new(std::size_t size) {
    void* p = std::malloc(size ? size : 1);
    if (!p) throw std::bad_alloc();
    countAllocated(p);
    return p;
}
void operator delete(void* p) noexcept {
    if (!p) return;
    liveBytes -= malloc_usable_size(p);
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    operator delete(p);
}

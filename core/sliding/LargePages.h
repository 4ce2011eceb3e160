#pragma once

#include <cstdint>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace pw::sliding {

// Asks the kernel to back the untouched memory at data with 2 MiB pages (transparent huge pages,
// madvise mode). A table build's states are hundreds of MiB read at random, so with 4 KiB pages a
// child's mark is likely to miss the TLB as well as the caches. Nothing elsewhere.
inline void adviseLargePages([[maybe_unused]] void *data, [[maybe_unused]] std::uint64_t bytes)
{
#ifdef __linux__
    constexpr std::uintptr_t large = std::uintptr_t(2) << 20;
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + large - 1) & ~(large - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(large - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#endif
}

} // namespace pw::sliding

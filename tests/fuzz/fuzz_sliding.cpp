// Fuzzes the sliding tiles loaders: the text and JSON formats (one entry point picks by the first
// character) and the CLI's batch files.
#include "core/sliding/BoardFormat.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString name = QStringLiteral("fuzz");
    (void)pw::sliding::parseSlidingData(bytes, name);
    (void)pw::sliding::parseBatch(bytes, name);
    return 0;
}

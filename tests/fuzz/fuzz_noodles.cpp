// Fuzzes the Noodles file loader.
#include "core/common/PuzzleFile.h"
#include "core/noodles/BoardFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto envelope = pw::common::parseEnvelope(bytes, QStringLiteral("fuzz.json"));
    if (envelope)
        (void)pw::noodles::boardFromJson(*envelope, QStringLiteral("fuzz.json"));
    return 0;
}

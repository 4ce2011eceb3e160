// Fuzzes the JSON envelope every puzzle file goes through.
#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto envelope = pw::common::parseEnvelope(bytes, QStringLiteral("fuzz.json"));
    if (envelope) {
        pw::common::JsonFieldReader reader(*envelope, QStringLiteral("fuzz.json"));
        reader.integer(QStringLiteral("width"), 2, 40);
        reader.boolean(QStringLiteral("wrap"), false);
        reader.array(QStringLiteral("tiles"));
    } else {
        (void)envelope.error().message();
    }
    return 0;
}

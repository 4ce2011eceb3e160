// Fuzzes the Entanglement loader: saved games and move records, replayed through the rules.
#include "core/common/PuzzleFile.h"
#include "core/entanglement/GameFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto envelope = pw::common::parseEnvelope(bytes, QStringLiteral("fuzz.json"));
    if (envelope) {
        bool canContinue = false;
        (void)pw::entanglement::gameFromJson(*envelope, QStringLiteral("fuzz.json"), &canContinue);
    }
    return 0;
}

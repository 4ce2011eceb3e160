// Fuzzes the Kanoodle loaders: pyramid and flat state strings, JSON game files and the CLI's
// batch files.
#include "core/common/PuzzleFile.h"
#include "core/kanoodle/BatchFile.h"
#include "core/kanoodle/Board.h"
#include "core/kanoodle/KanoodleFile.h"
#include "core/kanoodle/Position.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace pw::kanoodle;
    static const auto pyramid = Board::pyramid();
    static const auto flat = Board::flat();
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString text = QString::fromUtf8(bytes);
    (void)Position::parse(pyramid, text, QStringLiteral("--pyramid"));
    (void)Position::parse(flat, text, QStringLiteral("--flat"));
    (void)parseBatch(bytes, QStringLiteral("fuzz.txt"));
    const auto envelope = pw::common::parseEnvelope(bytes, QStringLiteral("fuzz.json"));
    if (envelope)
        (void)kanoodleGameFromJson(*envelope, QStringLiteral("fuzz.json"));
    return 0;
}

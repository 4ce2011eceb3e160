// Fuzzes the game-ID parsers of all four puzzles. Seed IDs are only parsed and written (making
// a pyramid puzzle may take longer than the fuzzer's time limit). Whatever parses must be written
// as an ID that parses again to the same ID: the writers and the readers agree.
#include "core/entanglement/EntanglementGameId.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/sliding/SlidingGameId.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

using pw::common::GameIdKind;

// write(parse(id)) must parse, and write the same ID again.
template<class Parsed, class Parse, class Write>
void checkRoundTrip(const Parsed &parsed, Parse &&parse, Write &&write)
{
    const QString written = write(parsed);
    const auto again = parse(written);
    if (!again || write(*again) != written)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString id
        = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (const auto noodles = pw::noodles::parseGameId(id)) {
        checkRoundTrip(*noodles, pw::noodles::parseGameId, [](const auto &parsed) {
            return parsed.kind == GameIdKind::Seed ? pw::noodles::seedGameId(parsed.generator)
                                                   : pw::noodles::descriptiveGameId(parsed.board);
        });
    }
    if (const auto kanoodle = pw::kanoodle::parseGameId(id)) {
        checkRoundTrip(*kanoodle, pw::kanoodle::parseGameId, [](const auto &parsed) {
            return parsed.kind == GameIdKind::Seed
                ? pw::kanoodle::seedGameId(parsed.recipe)
                : pw::kanoodle::descriptiveGameId(parsed.game->puzzle);
        });
    }
    if (const auto entanglement = pw::entanglement::parseGameId(id)) {
        checkRoundTrip(*entanglement, pw::entanglement::parseGameId,
                       [](const auto &parsed) { return pw::entanglement::gameId(parsed); });
    }
    if (const auto sliding = pw::sliding::parseGameId(id)) {
        checkRoundTrip(*sliding, pw::sliding::parseGameId, [](const auto &parsed) {
            return parsed.kind == GameIdKind::Seed
                ? pw::sliding::seedGameId(parsed.scramble)
                : pw::sliding::descriptiveGameId(parsed.document.start);
        });
    }
    return 0;
}

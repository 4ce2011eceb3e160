#include "ui/kanoodle/CatalogProgress.h"

namespace pw::ui::kanoodle {

using pw::kanoodle::CatalogBoard;
using pw::kanoodle::CatalogEntry;

CatalogProgress::CatalogProgress(const QList<statistics::PlayedGame> &games)
{
    for (const statistics::PlayedGame &game : games) {
        if (!game.finished || game.assisted || game.withdrawn || game.gameId.isEmpty())
            continue;
        Entry &entry = m_byId[game.gameId];
        entry.solved = true;
        if (game.millis && (!entry.bestMillis || *game.millis < *entry.bestMillis))
            entry.bestMillis = game.millis;
    }
}

CatalogProgress::Entry CatalogProgress::of(const CatalogEntry &entry) const
{
    const Entry byGame = m_byId.value(QString::fromLatin1(entry.gameId));
    const Entry bySeed = m_byId.value(QString::fromLatin1(entry.seedId));
    Entry result;
    result.solved = byGame.solved || bySeed.solved;
    result.bestMillis = byGame.bestMillis;
    if (bySeed.bestMillis && (!result.bestMillis || *bySeed.bestMillis < *result.bestMillis))
        result.bestMillis = bySeed.bestMillis;
    return result;
}

std::optional<CatalogEntry> CatalogProgress::nextUnsolved(CatalogBoard board) const
{
    for (const CatalogEntry &entry : pw::kanoodle::catalog()) {
        if (entry.board == board && !of(entry).solved)
            return entry;
    }
    return std::nullopt;
}

} // namespace pw::ui::kanoodle

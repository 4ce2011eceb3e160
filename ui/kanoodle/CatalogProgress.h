#pragma once

#include "core/kanoodle/Catalog.h"
#include "core/statistics/PlayedGame.h"

#include <QHash>
#include <QList>

#include <optional>

namespace pw::ui::kanoodle {

// How far a player is through the catalog, read from the statistics' dated game records as the
// daily archive reads its days: a numbered puzzle is solved when a game with its ID (the
// descriptive one it starts from, or the seed ID it was made from) was finished without Solve
// or Hint; its best time is the shortest such game.
class CatalogProgress
{
public:
    struct Entry
    {
        bool solved = false;
        std::optional<qint64> bestMillis;
    };

    explicit CatalogProgress(const QList<statistics::PlayedGame> &games);

    Entry of(const pw::kanoodle::CatalogEntry &entry) const;
    // A puzzle known by one game ID (a book puzzle of the player's library).
    Entry ofGameId(const QString &gameId) const { return m_byId.value(gameId); }
    // The first unsolved puzzle of a board by number, or nothing when all are solved.
    std::optional<pw::kanoodle::CatalogEntry> nextUnsolved(pw::kanoodle::CatalogBoard board) const;

private:
    QHash<QString, Entry> m_byId; // game ID -> what its unaided games say
};

} // namespace pw::ui::kanoodle

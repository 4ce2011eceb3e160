#pragma once

#include "core/common/Expected.h"
#include "core/entanglement/Game.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace pw::ui::entanglement {

// The tab's game as its files and autosaves hold it: the record (with the turn in progress),
// whether it is played in practice mode, and whether it was kept out of the best scores.
class SavedGame
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::entanglement::SavedGame)
public:
    pw::entanglement::Game game;
    bool practice = false;
    bool disqualified = false;

    // A game that can be played on, or what is wrong with it (a record without its seed can be
    // read, but the tiles still to come are unknown).
    static common::Expected<pw::entanglement::Game> readGame(const QJsonObject &object,
                                                             const QString &sourceName);
    static common::Expected<SavedGame> read(const QJsonObject &object, const QString &sourceName);
    // A game file, its place and reason named when it is damaged.
    static common::Expected<SavedGame> readFile(const QString &path);
    QJsonObject toJson() const;
    common::Status writeFile(const QString &path) const;
};

} // namespace pw::ui::entanglement

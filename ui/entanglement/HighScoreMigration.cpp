#include "ui/entanglement/HighScoreMigration.h"

#include "core/entanglement/EntanglementKind.h"
#include "core/statistics/GameStatistics.h"

#include "core/entanglement/EntanglementBackend.h"
#include "core/entanglement/EntanglementGameId.h"

#include <QList>
#include <QSettings>

namespace pw::ui::entanglement {

int moveHighScoresToStatistics()
{
    const QString root = QStringLiteral("entanglement/highScores");
    QSettings settings;
    settings.beginGroup(root);
    const QStringList tables = settings.childGroups();
    settings.endGroup();
    if (tables.isEmpty())
        return 0;

    const QString puzzle = QString::fromLatin1(pw::entanglement::puzzleKind);
    int moved = 0;
    for (const QString &table : tables) {
        bool isNumber = false;
        const int radius = table.mid(QStringLiteral("radius").size()).toInt(&isNumber);
        if (!table.startsWith(QStringLiteral("radius")) || !isNumber
            || radius < pw::entanglement::Board::minRadius
            || radius > pw::entanglement::Board::maxRadius)
            continue; // nothing this version ever wrote
        QList<statistics::ScoreEntry> entries;
        const int count = settings.beginReadArray(root + QLatin1Char('/') + table);
        for (int i = 0; i < count; ++i) {
            settings.setArrayIndex(i);
            statistics::ScoreEntry entry;
            entry.score = settings.value(QStringLiteral("score")).toInt();
            entry.moves = settings.value(QStringLiteral("moves")).toInt();
            entry.when = settings.value(QStringLiteral("when")).toDateTime();
            // The old table kept the seed; the statistics keep the game's ID, which names it.
            const auto seed = settings.value(QStringLiteral("seed")).toULongLong();
            entry.gameId = pw::entanglement::gameId(pw::entanglement::Game(seed, radius));
            entries << entry;
        }
        settings.endArray();
        const auto category = pw::entanglement::EntanglementBackend::categoryOfRadius(radius);
        for (const statistics::ScoreEntry &entry : entries) {
            if (statistics::GameStatistics::addBestScore(puzzle, category, entry) > 0)
                ++moved;
        }
    }
    settings.remove(root);
    return moved;
}

} // namespace pw::ui::entanglement

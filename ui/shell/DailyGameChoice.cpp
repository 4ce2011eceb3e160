#include "ui/shell/DailyGameChoice.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMenu>

namespace pw::ui {

QString chooseDailyGame(const QList<DailyGame> &games, const QPoint &at, QWidget *parent)
{
    if (games.size() <= 1)
        return games.isEmpty() ? QString() : games.first().gameId;
    QMenu menu(parent);
    menu.setObjectName(QStringLiteral("dailyGameMenu"));
    QString chosen;
    for (int i = 0; i < games.size(); ++i) {
        QAction *entry = menu.addAction(games[i].name);
        entry->setObjectName(QStringLiteral("dailyGame%1").arg(i));
        // Noted on the action itself, so a pick made any way (click, keys, trigger()) counts.
        QObject::connect(entry, &QAction::triggered, &menu,
                         [&chosen, id = games[i].gameId] { chosen = id; });
    }
    menu.setActiveAction(menu.actions().constFirst());
    menu.exec(at);
    return chosen;
}

QList<DailyPuzzle> dailyPuzzlesOf(const QList<PuzzleTab *> &tabs, const QDate &today)
{
    QList<DailyPuzzle> puzzles;
    for (PuzzleTab *tab : tabs) {
        const QList<DailyGame> games = tab->dailyGames(today);
        if (games.isEmpty())
            continue;
        DailyPuzzle puzzle {tab->puzzleKind(), tab->displayName(), {}};
        for (int i = 0; i < games.size(); ++i) {
            // A daily game is known by its place in the tab's list, the same on every date.
            puzzle.games.append({games[i].name, [tab, i](const QDate &day) {
                                     return tab->dailyGames(day).value(i).gameId;
                                 }});
        }
        puzzles.append(puzzle);
    }
    return puzzles;
}

QString dailyGameLabel(const PuzzleTab &tab, const QString &gameId, const QDate &today)
{
    if (gameId.isEmpty())
        return {};
    // The archive reaches a year back; a daily game is looked for no further.
    for (QDate day = today; day >= today.addYears(-1); day = day.addDays(-1)) {
        const QList<DailyGame> games = tab.dailyGames(day);
        for (const DailyGame &game : games) {
            if (game.gameId != gameId)
                continue;
            const QString puzzle = day == today
                ? QCoreApplication::translate("DailyGameChoice", "Today's Puzzle")
                : QCoreApplication::translate("DailyGameChoice", "Puzzle of %1")
                      .arg(QLocale().toString(day, QLocale::LongFormat));
            return games.size() > 1
                ? QCoreApplication::translate("DailyGameChoice", "%1: %2", "puzzle: daily game")
                      .arg(puzzle, game.name)
                : puzzle;
        }
        if (games.isEmpty())
            return {}; // the tab has no daily games
    }
    return {};
}

} // namespace pw::ui

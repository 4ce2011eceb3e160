#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <optional>

namespace pw::entanglement {
class Game;
}

namespace pw::ui::entanglement {

// Game ▸ Copy Result's line for an Entanglement game, to paste where friends read it:
// "Entanglement · Today's Puzzle 28 Nov 2026 · 129 points · 23 tiles". A daily deal is named by
// its day (everyone gets the same tiles that day); any other game by its ID, which deals the same
// tiles when entered. A game played with help says so.
struct ResultText
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::entanglement::ResultText)

public:
    // `daily`: the day whose puzzle the game is, if it is one.
    static QString of(const pw::entanglement::Game &game, const QString &gameId,
                      std::optional<QDate> daily, bool helped);
    // The day, within the past year, whose daily puzzle `gameId` is; none when it is no
    // day's. `dailyIdOf` names a day's daily game.
    template<class DailyId>
    static std::optional<QDate> dailyDay(const QString &gameId, const QDate &today,
                                         DailyId dailyIdOf)
    {
        for (int back = 0; back <= 366; ++back) {
            const QDate day = today.addDays(-back);
            if (dailyIdOf(day) == gameId)
                return day;
        }
        return std::nullopt;
    }
};

} // namespace pw::ui::entanglement

#pragma once

#include "core/statistics/DailyPuzzleDays.h"

#include <QDate>
#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTabBar;

namespace pw::ui {

class DailyCalendar;

// One of a puzzle's daily games (a tab's DailyGame, over all dates).
struct DailySeries
{
    QString name; // shown in the box when the puzzle has several
    statistics::DailyPuzzleDays::IdOfDay idOfDay;
};

// A puzzle that has daily games, as the archive offers it.
struct DailyPuzzle
{
    QString kind; // the back end's kind, as the statistics know the puzzle
    QString name; // shown on its tab
    // The tab's dailyGames in their order. Days an earlier version noted as solved
    // (GameStatistics::dailySolvedDays) belong to the first, the only one there was then.
    QList<DailySeries> games;
};

// Game ▸ Today's Puzzle Archive: a calendar per puzzle of the past year's daily puzzles, each
// day playable, the days solved without help ticked, today's puzzle said to be solved once it
// is, and the streak. A puzzle with several daily games (Kanoodle's flat puzzle and pyramid) has
// a box to choose one: each has its own ticks and its own streak. Choosing a day (Play, Enter or
// a double click) closes the dialog with the puzzle, the daily game and the day; the main window
// starts that game.
class DailyArchiveDialog : public QDialog
{
    Q_OBJECT
public:
    DailyArchiveDialog(const QList<DailyPuzzle> &puzzles, const QString &currentKind,
                       const QDate &today, QWidget *parent = nullptr);
    ~DailyArchiveDialog() override;

    // What was chosen, once accepted.
    QString chosenPuzzle() const;
    QDate chosenDay() const;
    // The ID of the chosen daily game on the chosen day.
    QString chosenGameId() const;

    QTabBar *puzzles() const { return m_tabs; }
    // The daily games of the puzzle shown: hidden when it has only one.
    QComboBox *dailyGames() const { return m_games; }
    DailyCalendar *calendar() const { return m_calendar; }
    const statistics::DailyPuzzleDays *days() const { return m_days.get(); }
    QLabel *todayStatus() const { return m_todayStatus; }
    QLabel *streakLabel() const { return m_streak; }
    QLabel *dayStatus() const { return m_day; }
    QPushButton *playButton() const { return m_play; }

private:
    void showPuzzle(int index);
    void showDailyGame(int index);
    void showSelectedDay();
    const DailyPuzzle *shownPuzzle() const;

    QList<DailyPuzzle> m_puzzles;
    QDate m_today;
    std::unique_ptr<statistics::DailyPuzzleDays> m_days; // of the daily game shown
    QTabBar *m_tabs;
    QComboBox *m_games;
    QWidget *m_gamesRow; // the box and its label
    DailyCalendar *m_calendar;
    QLabel *m_todayStatus; // "Today's puzzle: solved" once it is
    QLabel *m_streak;
    QLabel *m_day; // the chosen day's puzzle: solved or not
    QPushButton *m_play;
};

} // namespace pw::ui

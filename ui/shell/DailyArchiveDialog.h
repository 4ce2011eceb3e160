#pragma once

#include "ui/common/DailyPuzzleDays.h"

#include <QDate>
#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTabBar;

namespace pw::ui {

class DailyCalendar;

// A puzzle that has a daily game, as the archive offers it.
struct DailyPuzzle
{
    QString kind; // the back end's kind, as the statistics know the puzzle
    QString name; // shown on its tab
    DailyPuzzleDays::IdOfDay idOfDay; // the tab's dailyGameId
};

// Game ▸ Today's Puzzle Archive: a calendar per puzzle of the past year's daily puzzles, each
// day playable, the days solved without help ticked, today's puzzle said to be solved once it
// is, and the streak. Choosing a day (Play, Enter or a double click) closes the dialog with the
// puzzle and the day; the main window starts that day's game.
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

    QTabBar *puzzles() const { return m_tabs; }
    DailyCalendar *calendar() const { return m_calendar; }
    const DailyPuzzleDays *days() const { return m_days.get(); }
    QLabel *todayStatus() const { return m_todayStatus; }
    QLabel *streakLabel() const { return m_streak; }
    QLabel *dayStatus() const { return m_day; }
    QPushButton *playButton() const { return m_play; }

private:
    void showPuzzle(int index);
    void showSelectedDay();

    QList<DailyPuzzle> m_puzzles;
    QDate m_today;
    std::unique_ptr<DailyPuzzleDays> m_days; // of the puzzle shown
    QTabBar *m_tabs;
    DailyCalendar *m_calendar;
    QLabel *m_todayStatus; // "Today's puzzle: solved" once it is
    QLabel *m_streak;
    QLabel *m_day; // the chosen day's puzzle: solved or not
    QPushButton *m_play;
};

} // namespace pw::ui

#pragma once

#include "core/statistics/GameStatistics.h"
#include "ui/shell/DailyArchiveDialog.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;
class QTabWidget;

namespace pw::ui {

class GameChart;

// Game ▸ Statistics: one puzzle's record per size or level, in the columns its back end declares
// (GameBackend::statisticsColumns: games played, solved unaided, with help, best and median time,
// fewest moves for the puzzles solved against the clock; games, average and best score, the best
// of today and of this week for Entanglement) — the list of best scores for puzzles scored in
// points (Entanglement's ten per radius, with date and game ID), and today's-puzzle streak, with a
// Reset that asks first. A second page charts one size or level at a time: each game's time (or
// score) over the dates played and their spread, with the best and the median marked.
class StatisticsDialog : public QDialog
{
    Q_OBJECT
public:
    // dailyGames: the tab's daily games (dailyPuzzlesOf), each with its own streak; none: the
    // puzzle's one daily game, as its back end names it.
    StatisticsDialog(const QString &puzzle, const QString &puzzleName, QWidget *parent = nullptr,
                     QList<DailySeries> dailyGames = {});

    // The columns the puzzle's back end declares, shown after the size or level.
    static common::StatisticsColumns declaredColumns(const QString &puzzle);

    QTableWidget *table() const { return m_table; }
    // Every kept best score, one row each: category, place, score, moves, date, game ID.
    QTableWidget *scoresTable() const { return m_scores; }
    // The Charts page: the size or level charted (one entry per table row, same order) and
    // the chart.
    QComboBox *chartCategory() const { return m_chartCategory; }
    // Its label: the first column's title, as the record's table has it ("Radius:").
    QLabel *chartCategoryLabel() const { return m_chartCategoryLabel; }
    GameChart *chart() const { return m_chart; }
    // Shows the Charts page (for the program's own screenshots).
    void showCharts();

private:
    void fill();
    void fillBestScores(const QList<statistics::CategoryRecord> &records);
    void fillChartCategories(const QList<statistics::CategoryRecord> &records);
    void showChartOf(int index);
    QWidget *makeRecordPage();
    // The first column's title: the puzzle's own ("Radius"), else "Size or level".
    QString categoryTitle() const;
    // The same for the Charts page's label, with a shortcut no button of the dialog has.
    QString chartCategoryLabelText() const;
    QWidget *makeChartPage();
    void reset();

    // The streak note's words: one streak, or one per daily game.
    QString streakText() const;

    QString m_puzzle;
    QString m_puzzleName;
    QList<DailySeries> m_dailyGames;
    QTableWidget *m_table;
    QLabel *m_scoresTitle;
    QTableWidget *m_scores; // hidden while no category keeps scores
    QTabWidget *m_pages;
    QComboBox *m_chartCategory; // item data: the category's key
    QLabel *m_chartCategoryLabel;
    GameChart *m_chart;
    QLabel *m_note; // the daily streak and how assisted games count
};

} // namespace pw::ui

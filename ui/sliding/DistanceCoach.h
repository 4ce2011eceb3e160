#pragma once

#include "core/sliding/Board.h"
#include "core/sliding/BoardFormat.h"

#include <QByteArray>
#include <QHash>
#include <QWidget>

#include <optional>
#include <string>

class QCheckBox;
class QLabel;

namespace pw::ui {

class Midend;
class SolutionMemory;

// The distance coach of the Sliding Tiles tab: after every move, "N moves from solved", measured
// by an optimal search in the tab's Midend job (JobScope::Advice: a new move stops it silently),
// and whether the last move went closer (green) or farther (red). At the end: the moves played
// against the optimum from the start.
//
// It never competes with the user's jobs: it measures only while the tab's runner is idle and
// waits for a Solve or Hint to end (an optimal answer of theirs, in the shared SolutionMemory, is
// a measurement it needs not repeat); a table build runs on its own runner and does not hold it.
// Each measurement has a short time budget; where the budget runs out the coach says "at least N"
// (the search's last bound). It measures boards of up to 25 cells, with the pattern databases that
// are already cached and never builds any.
class DistanceCoach : public QWidget
{
    Q_OBJECT
public:
    DistanceCoach(Midend *midend, SolutionMemory *memory, QWidget *parent = nullptr);

    // The position on screen and the game that leads to it (its start, where the move counter
    // was 0, and its moves). afterMove: the position follows the one before by the player's
    // moves (undo and redo too), so closer or farther applies.
    void follow(const sliding::Board &board, const sliding::SlidingDocument &game, bool afterMove);
    // The memory learnt a solution (Solve, Hint): show what it tells.
    void refresh();
    // Stronger tables arrived: the positions that were too far for the budget are measured again.
    void retryUnmeasured();
    // A search of the tab (Solve, Hint, the Watch window) proved that board needs at least
    // `moves` moves. Where the distance is not known exactly the coach shows the best bound any
    // search proved, its own included, so it never says less than a search just proved.
    void learnBound(const sliding::Board &board, int moves);

    // "Show distance" (remembered in the settings): off, the coach neither shows nor measures.
    bool isOn() const;
    void setOn(bool on);
    // The optimal length from the game's start, once known.
    std::optional<int> startOptimum() const;
    // "Solved in M moves: the optimum from the start was K (+M-K)." (without the optimum when
    // unknown; "not one move wasted" when M is K)
    QString finishText() const;

    // The boards the coach measures, and how long one measurement may search.
    static bool measurable(const sliding::Board &board) { return board.cellCount() <= 25; }
    static constexpr double budgetSeconds = 3.0;

signals:
    // A distance may have become known (a measurement landed, a search's answer was learnt).
    void distancesChanged();

private:
    struct Measured;
    void scheduleMeasure();
    void measure();
    bool needsMeasuring(const sliding::Board &board) const;
    // The game's earlier positions still unmeasured (quick moves overtook their measurement, or
    // the game was restored), the latest first: the move list's closer and farther need them.
    std::vector<sliding::Board> unmeasuredEarlierPositions() const;
    void landed(const std::vector<Measured> &results);
    static QByteArray keyOf(const sliding::Board &board);

    Midend *m_midend;
    SolutionMemory *m_memory;
    QCheckBox *m_show;
    QLabel *m_distance; // "N moves from solved"
    QLabel *m_verdict; // "Last move: closer"

    sliding::Board m_board;
    sliding::Board m_start;
    std::string m_path; // the game's moves from m_start
    std::optional<sliding::Board> m_before; // the position before the last move
    int m_moves = 0;
    // Boards whose measurement ran out of its budget: the lower bound it proved.
    QHash<QByteArray, int> m_atLeast;
    // Lower bounds the tab's other searches proved (kept when stronger tables make the coach
    // measure again).
    QHash<QByteArray, int> m_proven;
    bool m_waiting = false; // for the user's job to end
    bool m_measureQueued = false;
    quint64 m_jobStamp = ~quint64(0); // the position the coach's last job measured
    int m_tries = 0; // jobs started for that position
};

} // namespace pw::ui

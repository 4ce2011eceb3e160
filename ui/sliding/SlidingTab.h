#pragma once

#include "core/sliding/Board.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/SolveTypes.h"
#include "ui/common/PuzzleTab.h"
#include "ui/sliding/SolutionMemory.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>

class QComboBox;
class QLabel;
class QSpinBox;
class QPushButton;
class QUndoStack;

namespace pw::ui {

class DistanceCoach;
class SlidingBoardView;
class SlidingSearchPanel;
class TableBuilder;

// The Sliding Tiles tab: a board to play (click or arrow keys), a move counter and timer, New,
// Scramble, Undo/Redo, Open/Save in both formats, Solve (in the SolverRunner, with the search's
// counters and its best board so far drawn small) replayed by the StepPlayer, and Hint.
class SlidingTab : public PuzzleTab
{
    Q_OBJECT
public:
    explicit SlidingTab(QWidget *parent = nullptr);

    QString puzzleKind() const override;
    QString displayName() const override;
    QStringList fileFilters() const override;
    bool opensPlainFile(const QString &path) const override;
    bool claimsPlainFile(const QString &path) const override;
    void newGame() override;
    common::Status checkFile(const QString &path) const override;
    common::Status openFile(const QString &path) override;
    common::Status saveFile(const QString &path) override;
    bool isFinished() const override;
    StatisticsCategory statisticsCategory() const override;
    QString gameId() const override;
    common::Status checkGameId(const QString &id) const override;
    void startGameFromId(const QString &id) override;
    QString dailyGameId(const QDate &date) const override;
    QString firstTip() const override;
    QByteArray snapshot() const override;
    common::Status restoreSnapshot(const QByteArray &data) override;
    StepPlayer *stepPlayer() const override { return m_player; }
    QWidget *boardWidget() const override;

    const sliding::Board &board() const { return m_board; }
    int moveCount() const { return m_moveCount; }
    SlidingBoardView *boardView() const { return m_view; }

    // Starts a fresh game (clears the history); path is the file it came from, if any.
    void startGame(const sliding::Board &board, const QString &path = {});
    // Pushes an undoable slide if every move is legal.
    bool slide(const std::string &moves);
    void scramble();

    // Used by the undo commands.
    void playMoves(const std::string &moves, int countDelta);
    void replaceDocument(const sliding::SlidingDocument &document, int moveCount);
    // The game as a file holds it: the start position and the moves played since.
    const sliding::SlidingDocument &document() const { return m_document; }
    DistanceCoach *coach() const { return m_coach; }
    // The positions of the solutions found so far (a hint on one of them needs no search).
    const SolutionMemory &solutionMemory() const { return m_memory; }
    // Builds Korf and Felner's 7-8 tables for 4 x 4 in the background, beside the tab's job;
    // the first 4 x 4 Solve or Hint of the run starts it by itself when they are not cached.
    TableBuilder *tableBuilder() const { return m_tables; }

public slots:
    void solve() override;
    void hint() override;

protected:
    GameResult finishedResult() const override;
    void gameFinished(const GameResult &result, int place) override;

private:
    struct SearchShow;
    void loadDocument(const sliding::SlidingDocument &document, const QString &path);
    // The position changed: the search panel no longer describes it.
    void clearSearchPanel();
    // The game on screen was generated from m_seed: its seed ID holds while its start does.
    void rememberSeed(int rows, int cols, std::uint64_t seed);
    void boardChanged(bool animate);
    void updateLabels();
    void startSearch(bool forHint);
    void searchFinished(bool forHint, const std::optional<QString> &error,
                        const sliding::SolveResult &result);
    void seekReplay(int to);
    void undoIndexChanged(int index);

    QUndoStack *m_undo; // the midend's history
    StepPlayer *m_player;
    SlidingBoardView *m_view;
    QLabel *m_movesLabel;
    QLabel *m_timeLabel;
    SlidingSearchPanel *m_search;
    QPushButton *m_solveButton;
    QComboBox *m_algorithm;
    QComboBox *m_heuristic;
    QSpinBox *m_memoryLimit;
    QSpinBox *m_budget; // seconds Automatic gives the optimal search on boards up to 25 cells
    TableBuilder *m_tables; // the 7-8 tables' build, on its own runner
    QLabel *m_unsolvable; // shown at once for a board of the wrong parity
    DistanceCoach *m_coach;
    SolutionMemory m_memory;

    sliding::Board m_board;
    sliding::SlidingDocument m_document; // the start and the moves since: what a save writes
    sliding::Board m_historyStart; // the board before the history's first step
    QString m_seedId; // the ID of the last generated start
    sliding::Board m_seededStart;
    int m_moveCount = 0;
    quint32 m_seed = 1;
    int m_outOfPlacePercent = 80;

    // The solution being replayed from the position where Solve was pressed, and the undo index
    // there; a user's own move or undo ends the replay.
    std::string m_solution;
    int m_replayBase = -1;
    bool m_replaying = false;
    bool m_animateReplay = false;
    std::shared_ptr<SearchShow> m_show;
};

} // namespace pw::ui

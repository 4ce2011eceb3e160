#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/FewestTurns.h"
#include "core/noodles/Generator.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Rating.h"
#include "core/noodles/Solver.h"
#include "ui/common/PuzzleTab.h"
#include "ui/noodles/NoodlesStepFrames.h"
#include "ui/noodles/NoodlesTurns.h"

#include <memory>
#include <optional>
#include <vector>


namespace pw::ui {

class NoodlesHintArea;
class NoodlesLockTools;
class NoodlesSidePanel;
class NoodlesStatusLine;
class NoodlesView;
class StepRecording;

// The Noodles tab, a view of its midend's game: it draws the board the midend shows (with its
// powered network), turns clicks and keys into moves of the rules, and owns its panels: the side
// panel, the status line and the step player for the solver's deductions.
class NoodlesTab : public PuzzleTab
{
    Q_OBJECT
public:
    explicit NoodlesTab(QWidget *parent = nullptr);

    QString puzzleKind() const override;
    QString displayName() const override;
    QStringList fileFilters() const override;
    void newGame() override;
    common::Status checkGameId(const QString &id) const override;
    void startGameFromId(const QString &id) override;
    QString dailyGameId(const QDate &date) const override;
    QString firstTip() const override;
    StepPlayer *stepPlayer() const override { return m_player; }
    QWidget *boardWidget() const override;

    // Generates and rates on the solver thread, then starts the game. With a level, the seeds
    // after options.seed are tried until a puzzle of that level comes (progress, Cancel).
    void generateGame(const noodles::GeneratorOptions &options,
                      std::optional<noodles::DifficultyLevel> level = {});
    // Starts playing `board` (from a file at `path`, or generated when empty).
    void startGame(const noodles::Board &board, const QString &path = {});

    // The midend's state on screen (a null board before the first game).
    const noodles::Board &board() const;
    // The game's difficulty: known for generated games (and their files and autosaves, which
    // keep it on the board), else nothing.
    const std::optional<noodles::DifficultyRating> &difficulty() const { return m_difficulty; }
    bool isSolved() const { return m_network.isSolved(); }
    // The player's turns of pieces on the history up to where it stands.
    int moveCount() const;
    NoodlesView *view() const { return m_view; }

public slots:
    void solve() override;
    void hint() override;
    // Every piece back to the start rotations (and locks), one undoable command.
    void restart();
    // Every unlocked piece turned at random, one undoable command.
    void jumble();
    // Crosses out the locked pieces no solution has turned that way (a job; counts as help).
    void checkLocks();
    // Says how many tiles are still wrong against the one solution; asked again on the same
    // position, crosses them out. On a board with several solutions it says it cannot tell. A
    // job; counts as help.
    void checkTiles();
    // Puts Net's game ID of the board on the clipboard (square boards; a hex one is refused with
    // the reason in the status bar). The ID itself: netGameId().
    void copyNetGameId();
    QString netGameId() const;
    // Moves the picture of a wrapping board: the tile at the top left moves this many columns
    // and rows on (one entry of the history, so the file and the autosave keep it).
    void shiftOrigin(int columns, int rows);
    NoodlesLockTools *lockTools() const { return m_lockTools; }

protected:
    statistics::GameResult finishedResult() const override;
    void gameFinished(const statistics::GameResult &result, int place) override;
    void finishUndone() override;

private:
    void connectParts();
    // The midend put a state on screen (a move, undo, redo, a new or restored game).
    void showBoard(const noodles::Board &shown);
    void rotateRequested(int cell, int steps);
    void lockRequested(int cell);
    // A Ctrl+click on a side: `mark` there, or no mark where that mark is already (one move, so
    // one undo entry, in the record and the file).
    void edgeMarkRequested(int cell, int side, noodles::EdgeMark mark);
    // A Shift+drag's tiles: each turned counter-clockwise, or each locked (unlocked when the
    // first was locked), as one entry of the history.
    void sweepRequested(const std::vector<int> &cells, bool lock);
    // Returns whether the step-through was showing.
    bool leaveReplay();
    // The solver's step-through belongs to the position it started from.
    void dropSteps();
    void seekSteps(int to);
    void updateStatusLine();
    void explain(const QString &text);
    // "Solved in N moves (fewest possible: M)".
    QString solvedText() const;
    // The fewest moves that solve the game from its start, worked out once it is won unaided;
    // null for a game helped by Solve or a hint, or not won.
    const noodles::FewestTurns *fewestTurns() const;
    // Says where the hint's piece went, and why, step by step.
    void showHint(const noodles::Hint &hint);

    noodles::Board m_startBoard; // as the game began: where Restart goes
    std::optional<noodles::DifficultyRating> m_difficulty;
    noodles::PowerNetwork m_network;
    bool m_startingGame = false; // the states shown are a new game's start
    std::optional<PieceTurn> m_turning; // the click being played, as the view turns it
    // From m_startBoard, once the game is won (a cache: fewestTurns() fills it).
    mutable std::optional<noodles::FewestTurns> m_fewest;

    // The solver's steps (in m_recording) as the view draws them.
    NoodlesStepFrames m_stepFrames;
    // The last Check's count, for the position it was made on: asked again there, it shows
    // which tiles are wrong.
    struct CountedCheck
    {
        quint64 position = 0;
        std::vector<int> wrong;
        std::vector<noodles::MarkedSide> wrongMarks;
    };
    std::optional<CountedCheck> m_counted;

    NoodlesView *m_view;
    NoodlesStatusLine *m_statusLine;
    // Why the last hint (its chain, step by step) or the current step of the step-through: the
    // rules in words (their evidence is drawn on the board). Hidden when there is nothing to say.
    NoodlesHintArea *m_hintArea;
    NoodlesSidePanel *m_sidePanel;
    StepPlayer *m_player;
    StepRecording *m_recording;
    NoodlesLockTools *m_lockTools;
};

} // namespace pw::ui

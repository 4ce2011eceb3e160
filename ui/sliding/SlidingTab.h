#pragma once

#include "core/common/GameHistory.h"
#include "core/sliding/Board.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/SlidingGameId.h"
#include "core/sliding/SolveTypes.h"
#include "ui/common/PuzzleTab.h"
#include "ui/sliding/SlidingDealer.h"
#include "ui/sliding/SolutionMemory.h"

#include <memory>
#include <optional>
#include <string>

class QStackedWidget;

namespace pw::sliding {
class IterationLog;
struct SearchShow;
} // namespace pw::sliding

namespace pw::ui {

class DistanceCoach;
class SearchWatchDialog;
class SlidingBoardView;
class SlidingBoardEditor;
class SlidingSearchPanel;
class SlidingSidePanel;
class SlidingSolverBox;
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
    void newGame() override;
    common::Status checkGameId(const QString &id) const override;
    void startGameFromId(const QString &id) override;
    QString dailyGameId(const QDate &date) const override;
    QString firstTip() const override;
    StepPlayer *stepPlayer() const override { return m_player; }
    QWidget *boardWidget() const override;
    // The table build, in the status bar's job list beside the tab's own job.
    QList<SideJob> sideJobs() const override;

    // The board on screen: the midend's state.
    const sliding::Board &board() const;
    // The moves since the game's start or its last Scramble.
    int moveCount() const;
    SlidingBoardView *boardView() const { return m_view; }

    // Starts a fresh game (clears the history); path is the file it came from, if any.
    void startGame(const sliding::Board &board, const QString &path = {});
    // Plays the moves as one undoable step ("Slide 3 tiles") if every one is legal; by the
    // player unless `by` says whose they are (a hint's, a replay's; inside a job's answer, the
    // job's).
    bool slide(const std::string &moves, std::optional<common::Author> by = std::nullopt);
    void scramble();
    // Starts the board the editor made as a new game.
    void startSetUpBoard(const sliding::Board &board);

    // Set up: the board editor in place of the board, the play controls resting; Done starts
    // the board set up as a new game.
    bool isSettingUp() const;
    void setSettingUp(bool on);
    SlidingBoardEditor *editor() const { return m_editor; }

    // The game as a file holds it: the start position (or the last Scramble) and the moves
    // played since.
    sliding::SlidingDocument document() const;
    DistanceCoach *coach() const { return m_coach; }
    // The positions of the solutions found so far (a hint on one of them needs no search).
    const SolutionMemory &solutionMemory() const { return m_memory; }
    // Builds the strong tables of square boards of this side (7-8 for 4 x 4, 6-6-6-6 for 5 x 5)
    // in the background, beside the tab's job; nullptr for other sides. The first 4 x 4 Solve or
    // Hint of the run starts the 7-8 build by itself when they are not cached.
    TableBuilder *tableBuilder(int side = 4) const;

    // The Watch window (made at its first showing), or null.
    SearchWatchDialog *watchWindow() const { return m_watch; }

public slots:
    void solve() override;
    void hint() override;
    // Shows the Watch window, where IDA* searches the board on screen iteration by iteration.
    void showWatch();
    // Counts every optimal solution of the board on screen (a job) and lists the first of them
    // on the Search page; choosing one puts it on the step player.
    void countOptimalSolutions();

protected:
    // The first showing starts the 7-8 tables' build when they are not cached.
    void showEvent(QShowEvent *event) override;
    statistics::GameResult finishedResult() const override;
    void gameFinished(const statistics::GameResult &result, int place) override;

private:
    // The connections that keep the tab a view of the midend's game and the searches.
    void followTheGame();
    // The midend put a board on screen (any change: a move, undo, a new game); then, once the
    // history has moved, the position is followed by the labels, the coach and the replay.
    void showBoard(const sliding::Board &board);
    void positionMoved();
    // The moves since the start with their distances, as far as they are known.
    void showMoveList();
    // A new game is on screen: no solution to replay, and a word if it cannot be solved.
    void gameStarted();
    // The position changed: the search panel no longer describes it.
    void clearSearchPanel();
    // Starts the board a seed ID's options deal, the ID remembered as the game's while its start
    // holds; false (and said) when it cannot be dealt.
    bool startDealt(const sliding::ScrambleOptions &options);
    void updateLabels();
    // Starts Solve or Hint as the tab's job; with a log, Solve's search is IDA* and the Watch
    // window's. False when it did not start (and said why).
    // quick: answer now even while the 7-8 tables are being built (else Automatic on 4 x 4 waits
    // for them).
    bool startSearch(bool forHint, const std::shared_ptr<sliding::IterationLog> &watch = {},
                     bool quick = false);
    // Automatic on 4 x 4 while the 7-8 tables are built: a job of the tab that waits for the
    // build (its progress on the Search page and in the job row), then searches with them;
    // Answer now on the Search page searches at once instead.
    void waitForTables(bool forHint);
    // The Watch window asked for its search: stepped, or at full speed.
    void watchSearch(bool stepped);
    // Rings the tile the move slides and says why (why's %1 becomes the tile); the next Hint
    // plays it while the position stays.
    void showHint(char move, const QString &why);
    void searchFinished(bool forHint, const std::optional<QString> &error,
                        const sliding::SolveResult &result);
    // The row building the strong tables of the board on screen; nullptr when it has none.
    TableBuilder *tablesForBoard() const;
    // After an answer found without the strong tables of its board: that they are being built,
    // or where to build them. Empty when they answered or cannot help.
    QString tablesAdvice(const sliding::SolveResult &result) const;
    void seekReplay(int to);
    // The solution the player steps through from the position on screen: Solve's answer, or an
    // optimal solution chosen from the list.
    void replaySolution(const std::string &moves);
    // The blank's moves "UDLR…" as moves of the game; nothing when a letter is not one.
    static std::optional<std::vector<common::GameMove>> movesOfLetters(const std::string &letters);

    StepPlayer *m_player;
    SlidingBoardView *m_view;
    SlidingBoardEditor *m_editor;
    QStackedWidget *m_boardStack; // the board, or the editor while setting up
    SolutionMemory m_memory; // before the panel: its coach reads it
    SlidingSidePanel *m_panel;
    SlidingSearchPanel *m_search; // the panel's
    SlidingSolverBox *m_solver; // the panel's
    DistanceCoach *m_coach; // the panel's
    SearchWatchDialog *m_watch = nullptr;

    SlidingDealer m_dealer;

    bool m_jumpingInAnswer = false; // a seek of more than one step: its end shown at once
    bool m_slidOneTile = false; // the last board shown follows the one before by one slide
    bool m_slidInLine = false; // ... by one click's slides (one tile or several in a line)
    bool m_startingGame = false; // between the midend's aboutToReplaceGame and documentStarted
    bool m_shownOnce = false;
    bool m_waitingForHint = false; // what the wait for the tables will search for
    std::optional<char> m_shownHint; // the move the last Hint showed, at m_shownHintStamp
    quint64 m_shownHintStamp = 0;
    std::shared_ptr<sliding::SearchShow> m_show;
    std::vector<std::string> m_optimalSolutions; // listed on the Search page, for this position
};

} // namespace pw::ui

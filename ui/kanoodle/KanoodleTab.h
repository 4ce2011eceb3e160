#pragma once

#include "core/common/OpaqueValue.h"
#include "core/common/SolverSink.h"
#include "core/kanoodle/BookLibrary.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleFile.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"
#include "ui/kanoodle/KanoodleMode.h"

#include <optional>
#include <vector>


namespace pw::ui {

class SolverRunner;
class StepPlayer;

namespace kanoodle {

class KanoodleBoardView;
class KanoodleGameMaker;
class KanoodleSidePanel;
class PyramidScene;
class SearchReplay;
class SolutionBrowser;

// The Kanoodle Extreme tab, a view of the midend's game (KanoodleBackend's state): the flat
// board, the sliding challenges and the pyramid (drawn as its six layers, and in 3D where there
// is OpenGL). It turns the board view's requests into moves for the midend, starts Solve, Hint
// and Count as jobs and replays the exact-cover search with the StepPlayer; history, files,
// autosave and game IDs are the midend's.
class KanoodleTab : public PuzzleTab
{
    Q_OBJECT
public:
    using Mode = KanoodleMode;

    explicit KanoodleTab(QWidget *parent = nullptr);

    QString puzzleKind() const override;
    QString displayName() const override;
    QStringList fileFilters() const override;
    void newGame() override;
    common::Status checkGameId(const QString &id) const override;
    void startGameFromId(const QString &id) override;
    QString dailyGameId(const QDate &date) const override;
    // The flat puzzle (dailyGameId's) and the pyramid.
    QList<DailyGame> dailyGames(const QDate &date) const override;
    QString firstTip() const override;
    StepPlayer *stepPlayer() const override;
    QWidget *boardWidget() const override;

    // For tests and the shell. game(): the midend's state on screen (the given pieces, the
    // solution when known, the player's board); position(): the player's board.
    bool hasGame() const;
    const pw::kanoodle::KanoodleGame &game() const;
    const pw::kanoodle::Position &position() const;
    KanoodleBoardView *view() const { return m_view; }
    PyramidScene *scene() const { return m_scene; }
    SolutionBrowser *solutionBrowser() const;
    // path: the file the game came from, if any.
    void startGame(const pw::kanoodle::KanoodleGame &game, const QString &path = {});
    // Generates a game on the solver thread: pyramid level, flat pieces given, or the sliding
    // series' final piece count.
    void generate(Mode mode, int parameter, std::uint64_t seed);
    // Set-up: an empty board of that mode (flat or pyramid), in set-up.
    void startEmptyGame(Mode mode);
    // Today's pyramid (the same for everyone on a date), from its seed ID.
    void startTodaysPyramid();
    // The catalog of numbered puzzles (its dialog); the one chosen starts.
    void showCatalog();
    // Set-up mode: every piece placed is part of the puzzle being entered (and can be taken off
    // again); leaving it makes the pieces on the board the puzzle's givens.
    void setSettingUp(bool on);
    bool isSettingUp() const { return m_settingUp; }
    // The player's books: the puzzle on screen (its given pieces) kept as that book's puzzle
    // number, written to the library at once; refused in set-up and for sliding challenges.
    common::Status addToBook(const QString &book, int number);
    const pw::kanoodle::BookLibrary &books() const { return m_books; }

public slots:
    void solve() override;
    void stop() override;
    // Shows where one piece of the solution goes (a ghost on the board and in 3D), counted as
    // help; the player places it, or placeHint() does.
    void hint() override;
    void placeHint();
    void countSolutions();
    void nextChallenge();

protected:
    statistics::GameResult finishedResult() const override;
    void gameFinished(const statistics::GameResult &result, int place) override;

private:
    // The constructor's parts.
    void connectSidePanel();
    void connectBoardView();
    void connectMidend();
    // The game is the midend's: its state is drawn here, and a new game leaves set-up.
    void followTheGame();
    void gameStarted();
    // Set-up's buttons, and the view placing the last candidate left.
    void showSettingUp(bool on);
    // Add to My Books: asks for the book and number, then addToBook.
    void askAddToBook();
    void readBooks();

    // The board view's requests, turned into moves.
    void placePiece(int placement);
    void takeOffPiece(int piece);
    void movePiece(int piece, int placement);
    // The board changes to `after`: by `moves` (KanoodleMoves) while playing, by a jump in
    // set-up. For the player's own edits and for a job's answer alike.
    void edit(const pw::kanoodle::Position &after, const std::vector<common::GameMove> &moves,
              const QString &text, std::optional<Midend::By> by = std::nullopt);
    // A hint's place shown (placement), or none (-1): on the board, in 3D and Place It.
    void showHintGhost(int placement);
    // The mode box chose another mode: a new game of it, once the player may lose this one.
    void switchMode(Mode mode);

    // The board becomes `after` as one step of the history, for what is not a move: Solve's
    // answer, Clear board and every set-up edit. In set-up the board is the puzzle being entered.
    void jumpTo(const pw::kanoodle::Position &after, const QString &text);
    void clearReplay();
    // Rings the pieces a message names (bit p = piece p), on the board and in 3D; 0: none.
    void markPieces(std::uint16_t pieces);
    // After "Done setting up": counts the solutions of the puzzle just set, as a job.
    void checkSetUp();
    // The search replay's step on show: its board, the piece it tries, the Search box's words.
    void showReplayStep();
    void showPosition();
    void updateLabels();
    // The board's tooltip: what the mouse and keys do on the board on screen.
    QString boardToolTip() const;
    // The position on the board: a browsed solution, a replay's step, or the game's own.
    const pw::kanoodle::Position &shownPosition() const;
    std::uint16_t givenPieces() const;

    StepPlayer *m_player;
    SearchReplay *m_replay; // the last Solve's steps, for the player
    KanoodleBoardView *m_view;
    KanoodleSidePanel *m_panel;
    KanoodleGameMaker *m_maker; // new games, their seed IDs and the sliding series
    // The 3D pyramid; null where there is no OpenGL (the offscreen platform of the UI tests).
    PyramidScene *m_scene = nullptr;

    QString m_description;
    bool m_startingOwnGame = false; // inside startGame(): the game was described first

    bool m_settingUp = false;
    pw::kanoodle::BookLibrary m_books; // the player's, as last read or written
    QString m_lastBook; // the book the last puzzle went into, offered first
};

} // namespace kanoodle
} // namespace pw::ui

#pragma once

#include "core/common/Expected.h"
#include "core/statistics/GameStatistics.h"

#include <QDate>
#include <QPointer>
#include <QWidget>
#include <QWindow>

#include <functional>

namespace pw::ui {

class Midend;
class SolverRunner;
class StepPlayer;

// One of the games a tab offers as a date's daily puzzle: its name, shown where a tab offers
// several ("Pyramid"), and the ID of that date's game.
struct DailyGame
{
    QString name;
    QString gameId;
};

// What every puzzle tab offers the shell: the same few verbs for all puzzles, the way the
// Portable Puzzle Collection's midend drives every game backend. The shell owns the menus,
// dialogs, recent files and the status bar; the tab's Midend owns the game's lifecycle (history,
// document, positions, jobs); the tab itself keeps its puzzle, its view and its controls.
class PuzzleTab : public QWidget
{
    Q_OBJECT
public:
    explicit PuzzleTab(QWidget *parent = nullptr);
    ~PuzzleTab() override;

    Midend *midend() const { return m_midend; }
    // The midend's job runner, for the shell's status bar.
    SolverRunner *solverRunner() const;
    QString filePath() const;

    // The envelope's "puzzle" value this tab opens: "noodles", "kanoodle", "entanglement",
    // "sliding".
    virtual QString puzzleKind() const = 0;
    // Translated tab title.
    virtual QString displayName() const = 0;
    // False only for a placeholder whose puzzle has not landed yet.
    virtual bool isPlayable() const { return true; }

    // Open/Save dialog filters, e.g. tr("Sliding puzzles (*.json *.txt)"); the first one's first
    // pattern gives the extension Save As adds when none is typed.
    virtual QStringList fileFilters() const = 0;

    // Shows the tab's own "new game" dialog and starts the game unless cancelled.
    virtual void newGame() = 0;
    // New from the menu or the tab's own button: the one question about unsaved moves first.
    void requestNewGame()
    {
        if (mayReplaceGame())
            newGame();
    }
    // Reads and checks a file without touching the game on screen, so a damaged file is refused
    // before anything asks to discard the current game. By default through the midend's back end.
    virtual common::Status checkFile(const QString &path) const;
    virtual common::Status openFile(const QString &path);
    virtual common::Status saveFile(const QString &path);
    // A finished game (solved, or over: the back end's status) has nothing worth asking about.
    bool isFinished() const;
    // Whether replacing the game now would lose moves the user made: asked about first.
    bool hasUnsavedWork() const;

    // Autosave: the midend's game (Midend::gameToJson: the record with its history, time and
    // file), or empty before the first game; and putting it back, after which the game counts
    // as unsaved, with its file and time as they were. Virtual for the shell's tests alone.
    virtual QByteArray autosaveData() const;
    virtual common::Status restoreAutosave(const QByteArray &data);

    // Game IDs: the game on screen as one line — its seed ID while it starts where its generator
    // put it, its descriptive ID (the exact start) otherwise; empty while there is no game. By
    // default the midend's (Midend::rememberSeedId).
    virtual QString gameId() const;
    // Reads an ID of this puzzle without touching the game; the error names the character.
    virtual common::Status checkGameId(const QString &id) const = 0;
    // Starts the game the ID names (checked first); a seed ID's game may be generated in a job.
    virtual void startGameFromId(const QString &id) = 0;
    // Today's puzzle: the same for everyone on that date.
    virtual QString dailyGameId(const QDate &date) const
    {
        Q_UNUSED(date);
        return {};
    }
    // Every daily game the tab offers on that date, the same for everyone; empty for none. The
    // first is dailyGameId's (the one Game ▸ Statistics' streak follows); a tab with more
    // (Kanoodle's pyramid) names each, with the same names in the same order on every date.
    // By default just dailyGameId's.
    virtual QList<DailyGame> dailyGames(const QDate &date) const;

    // Game ▸ Copy Result: a line that shares the finished game's result with others (the puzzle,
    // which game, how it went); empty while there is none to share.
    virtual QString resultText() const { return {}; }

    // One line shown above the board the first time the puzzle is opened: how to start and
    // where the rules are.
    virtual QString firstTip() const { return {}; }

    // The size or level this game counts under in the statistics; an empty key keeps the game
    // out of them. By default the back end's category of the state on screen.
    virtual common::StatisticsCategory statisticsCategory() const;
    // The statistics changed outside the tab (Game ▸ Statistics ▸ Reset): a tab that shows part
    // of them (Entanglement's best scores) reads them again.
    virtual void statisticsChanged() { }

    // The tab's step player; null when the tab has none.
    virtual StepPlayer *stepPlayer() const { return nullptr; }
    // Jobs a tab runs beside its midend's, on runners of their own (Sliding's table build): each
    // gets a row in the status bar like the tab's job, whose Cancel calls `cancel`.
    struct SideJob
    {
        SolverRunner *runner = nullptr;
        std::function<void()> cancel;
    };
    virtual QList<SideJob> sideJobs() const { return {}; }
    // The widget the keyboard plays on; it gets the focus whenever the tab is shown and after a
    // control of the tab was used.
    virtual QWidget *boardWidget() const { return nullptr; }

    // The shell's one question before a game is replaced (Save / Discard / Cancel); a tab that
    // replaces its game by itself (a mode switch) asks through it. True means "go ahead".
    using DiscardGuard = std::function<bool(PuzzleTab *)>;
    void setDiscardGuard(DiscardGuard guard) { m_discardGuard = std::move(guard); }
    bool mayReplaceGame() { return !m_discardGuard || m_discardGuard(this); }

    // Gives the board back the keyboard after a button, box or field of the tab was used, so the
    // arrow keys always play. Called once the tab's controls exist.
    void returnFocusToBoardAfterControls();

    // A warning about this tab's game that needs the player's attention (a generator failed):
    // a message box over this tab, at once while it is on screen, else as soon as it is shown,
    // never over another tab.
    void warnUser(const QString &title, const QString &text);

public slots:
    virtual void solve() { }
    virtual void hint() { }
    // Solve ▸ Stop (Esc): the job ends and the step player pauses; a tab whose replay shows
    // something other than the game leaves it too.
    virtual void stop();

protected:
    // The game on screen was just finished (the midend noticed: isFinished() turned true after a
    // change of the game). What it scored, for the statistics: its moves, its score, the fewest
    // moves where known. The time, the ID and whether it was helped are the midend's.
    virtual statistics::GameResult finishedResult() const { return {}; }
    // After the finish is recorded: the result as recorded (its time, ID and help filled in) and
    // the place its score took among the category's best scores, 0 for none (or when this game's
    // finish was recorded before: a game counts once, and one that starts finished never).
    virtual void gameFinished(const statistics::GameResult &result, int place)
    {
        Q_UNUSED(result);
        Q_UNUSED(place);
    }
    // A change of the game (an undo) made the finished game unfinished again.
    virtual void finishUndone() { }

    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // A short message for the status bar.
    void statusMessage(const QString &message);
    // The file path or the unsaved state changed (the shell updates titles and actions).
    void documentChanged();

private:
    void gameAboutToBeReplaced();
    // Recorded once per game, as played and as solved (unaided, or assisted when the midend says
    // a job or the tab helped), with the midend's clock's time (stopped here) and, without an ID
    // of its own, the tab's gameId(), all filled into result. Returns the place its score took
    // among the category's best scores (GameStatistics::recordFinished), 0 for none.
    int reportFinished(statistics::GameResult &result);

    void showWaitingWarning();
    // The game's clock counts only while the game is on screen: the tab shown and its window not
    // minimised.
    void holdClockUnlessOnScreen(bool shown);

    Midend *m_midend;
    QPointer<QWidget> m_watchedWindow; // whose minimising holds the clock
    QPointer<QWindow> m_watchedHandle; // its native window, whose unmapping holds the clock
    DiscardGuard m_discardGuard;
    // A warning said while the tab was hidden: title and text.
    QString m_waitingWarningTitle;
    QString m_waitingWarning;
    // The statistics of the game on screen: its category (taken when it starts), whether its
    // end was recorded, and whether it started finished (then it has no finish to record, but
    // moves made in it still count it as played).
    common::StatisticsCategory m_category;
    bool m_finishRecorded = false;
    bool m_startedFinished = false;
};

} // namespace pw::ui

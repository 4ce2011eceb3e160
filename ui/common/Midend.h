#pragma once

#include "core/common/Expected.h"
#include "core/common/GameHistory.h"
#include "core/common/GameRecord.h"
#include "core/common/JobAnswer.h"
#include "core/common/OpaqueValue.h"
#include "ui/common/SolverRunner.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

namespace pw::common {
class GameBackend;
} // namespace pw::common

namespace pw::ui {

class GameClock;

// The game lifecycle every tab shares, written once: the history (one GameHistory value, whose
// only writer this is: every change of the game is one of the verbs below), the document (file
// path, unsaved moves), the clock, the finish (noticed here, recorded once by PuzzleTab), the
// position stamp that keeps results from going stale, the background jobs (run(): a value
// computed from copies, handed back only to its own position) and the one shutdown path. It holds
// the game itself through the puzzle's back end (core/common/GameBackend.h): the state on screen,
// the history that leads to it, files, IDs and the autosave's JSON. A tab owns one Midend; it
// draws the state it is given and turns the player's input into moves.
//
// Positions: every change of the position on screen (a move, undo or redo, a new or opened game,
// a mode switch, a step of a replay the tab makes undoable) bumps the stamp. A job started with
// JobScope::Position belongs to the stamp it started at: a change of position cancels it, says so
// in the status bar, and its result is never applied to the new position (JobScope::Advice: the
// same, silently). Panels that describe a result clear themselves on positionChanged(); that is
// the one mechanism for stale results.
class Midend : public QObject
{
    Q_OBJECT
public:
    // What a job's result depends on.
    enum class JobScope {
        Position, // a solve, hint or count: worthless once the position changes
        Game, // a generator or loader that replaces the game: runs to its end
        // Like Position, but nobody asked for it (a coach measuring the position after each
        // move): a change of position stops it without a word, and it marks no hidden tab.
        Advice,
    };

    explicit Midend(QObject *parent = nullptr);
    ~Midend() override;

    // The game's history, to read: its entries (with their authors and help), the position and
    // the abandoned branches.
    const common::GameHistory &history() const { return m_history; }
    // Undo and Redo: the position one entry back or on (nothing at either end). Each says what
    // it would take back or bring back, for the Edit menu ("" when there is nothing).
    void undo();
    void redo();
    bool canUndo() const { return m_history.canUndo(); }
    bool canRedo() const { return m_history.canRedo(); }
    QString undoText() const;
    QString redoText() const;
    // A branch given up at the position (Undo, then another move) can be taken up again: it
    // becomes what Redo steps through, and the moves Redo would have made are kept as a branch
    // given up in its place (taking up again goes round every branch at the position). Its text
    // names the branch ("" when there is none).
    void takeUpBranch();
    bool canTakeUpBranch() const { return branchToTakeUp().has_value(); }
    QString takeUpBranchText() const;
    SolverRunner *runner() const { return m_runner; }
    // The time played: reset by a new game, running while the game has moves and is not
    // finished, stopped at the finish.
    GameClock *clock() const { return m_clock; }
    // The game on screen is finished (won, or over), as the back end's status says; asked after
    // every change of the game. The midend alone notices a finish (finishedChanged).
    bool isFinished() const;

    // --- The document.
    QString filePath() const { return m_path; }
    // The game was written to path: it has no unsaved moves any more.
    void markSaved(const QString &path);
    // A restored autosave: unsaved, with the file it belongs to (if any).
    void markRestored(const QString &path = {});
    // The record changed since the game was opened, saved or started (a move, an undo, help).
    bool hasUnsavedMoves() const;
    // The game was played since it was started or opened (saving does not change it): its
    // history has entries, or it changed off them (a restored autosave, a move the undo rule
    // keeps no entry for).
    bool hasMoves() const { return m_history.size() > 0 || m_savedPosition < 0; }
    // The player was given help of this kind (Solve, a Hint, a browsed solution): the record
    // keeps it, with the moves played then, and the game counts, but never as a best.
    void noteHelp(common::Help kind);
    // Every piece of help in the record: what noteHelp noted and what the done entries of the
    // history carry (continueFrom's branches).
    std::vector<common::HelpNote> help() const;
    bool isAssisted() const { return !help().empty(); }
    // The moves of the record the player made, up to the position: what a move count counts (a
    // hint's, the solver's, a computer's and a replay's moves are not the player's).
    std::vector<common::GameMove> playersMoves() const { return m_history.playersMoves(); }
    // How many of record()'s moves each entry of the history played (a click of three slides:
    // 3), for a move list that shows one row per click.
    std::vector<int> movesPerEntry() const { return m_history.positionRecordEntrySizes(); }

    // --- The game through the puzzle's back end.
    using StateView = std::function<void(const common::GameState &)>;
    // The puzzle's rules and how a state is put on screen (called for every new state on screen:
    // a move, undo, redo, a new or restored game). Set once, before the first game.
    void setBackend(const common::GameBackend *backend, StateView show);
    const common::GameBackend *backend() const { return m_backend; }
    // The state on screen; null before the first game.
    const common::GameState &state() const { return m_state; }
    // A new or opened game: `start` on screen with an empty history, belonging to the file at
    // path (none for a generated game).
    void startGame(common::GameState start, const QString &path = {});
    // Who makes the entries the verbs below push: the player, unless a job's answer is being
    // applied (its JobSpec's author) or a tab says otherwise for what it plays (a replay).
    struct By
    {
        common::Author author = common::Author::Player;
        QString computer = {}; // the computer player's name, for Author::Computer
    };
    // Plays the moves from the state on screen as one entry of the history, named text. When the
    // rules refuse a move nothing changes, and the error says why.
    common::Status play(const std::vector<common::GameMove> &moves, const QString &text,
                        std::optional<By> by = std::nullopt);
    common::Status play(const common::GameMove &move, const QString &text,
                        std::optional<By> by = std::nullopt)
    {
        return play(std::vector {move}, text, std::move(by));
    }
    // Puts a state on screen as one entry of the history: what is not a move of the rules
    // (Restart, a solver's answer, Jumble, a set-up edit). The same state changes nothing.
    void jumpTo(common::GameState after, const QString &text, std::optional<By> by = std::nullopt);
    // Continues the game from another state (an earlier move of a record) as a branch: one entry
    // of the history, like jumpTo, that carries the help the branch is given (the player has
    // seen the moves that followed). Undo takes the branch back with its help, so the record is
    // as it was before it; Redo brings both back.
    void continueFrom(common::GameState branch, const QString &text, common::Help help);
    // Such a branch is done (Undo takes it back): Save keeps the game it left, as it stood then
    // (a branch of a branch keeps the first record), and saveBranchFile writes the branch.
    bool isOnBranch() const { return m_history.firstDoneBranch().has_value(); }
    // Undo has just taken a branch back: the record it left is on screen again.
    bool isBranchJustUndone() const;
    // The state the branch on screen started from (the last done one); null when none is.
    common::GameState branchStart() const;
    // Changes the state on screen without an entry of the history: what the player may change
    // freely at any position (Entanglement's hand, turned or swapped before its tile is placed).
    // Results for the old state go and the autosave and files keep it; the next entry starts
    // from it, and undo or redo puts the history's own states back.
    void adjust(common::GameState state);
    // Whether Undo may take back the entry that led to a state; by default always. Entanglement
    // outside practice mode says no, since Undo would show the tiles to come. Such an entry is
    // not kept: the history starts again at its state, and the game counts as changed.
    using UndoRule = std::function<bool(const common::GameState &after)>;
    void setUndoRule(UndoRule mayUndoInto) { m_mayUndoInto = std::move(mayUndoInto); }
    // The game for the autosave: the file envelope with "start" (the state the history starts
    // from, as the back end writes it), "history" (historyToJson()), after adjust(), "adjusted"
    // (the state on screen), the record's notes ("game": help, seed ID, time; as files keep
    // them) and the file the game belongs to ("file"); empty before the first game. Its "puzzle"
    // is checked by whoever parses the envelope.
    QJsonObject gameToJson() const;
    // Starts the game such an object holds with its history, the undone entries included, made
    // again, its help, ID and time; the game counts as restored (unsaved, its file kept). The
    // error names what is wrong.
    common::Status gameFromJson(const QJsonObject &object, const QString &sourceName);
    // The game as a file holds it: the state after the last jump on the history up to the
    // position (the start when there is none), the moves played since, the state adjust() put
    // on screen, the help given, the seed ID and the time played.
    common::GameRecord record() const;
    // Files, in the puzzle's own format: checked without touching the game, opened as a new
    // game (the moves a file keeps come back as entries of the history, one per move; its help,
    // ID and time come back as they were), saved as record() (the shell marks the game saved
    // once the whole save succeeded: markSaved).
    common::Status checkFile(const QString &path) const;
    common::Status openFile(const QString &path);
    common::Status saveFile(const QString &path);
    // What saving to path leaves out of the record (a plain-text board keeps the position
    // alone), in a sentence the shell says with "Saved"; empty when the file keeps it all.
    QString whatFileCannotKeep(const QString &path) const;
    // The branch on screen alone (record()) to a file of its own; the game's file stays the
    // record's.
    common::Status saveBranchFile(const QString &path);
    // Game IDs (core/common/GameId.h). The game just started came from this seed ID: it stays
    // the game's ID until another game starts, whatever is played, solved or jumbled in it.
    void rememberSeedId(const QString &id);
    // The seed ID when there is one, else the descriptive ID of the state the history starts
    // from; empty before the first game or when the start has none.
    QString gameId() const;
    // --- An answer stepped through on the board (Sliding's Solve and its optimal solutions):
    // the step player's steps are the answer's moves, each played as an entry of the record by
    // Author::Replay and taken back stepping back, so the player may take over at any step. It
    // lasts while the record goes along it (Undo and Redo over its entries included); any other
    // change of the game ends it. answerStepChanged says where the record stands on it.
    void showAnswer(std::vector<common::GameMove> moves, const QString &stepText);
    bool isShowingAnswer() const { return m_answer.has_value(); }
    int answerLength() const;
    // How many of its moves are on the board (0 when none is shown).
    int answerStep() const;
    void seekAnswer(int step);
    // --- Positions.
    quint64 positionStamp() const { return m_stamp; }
    // Called by the tab for a change of position the history does not see (e.g. a mode switch
    // that keeps the history); history changes are noticed here.
    void positionChanged();

    // --- Jobs. One at a time per tab; starting one cancels the previous.
    struct JobSpec
    {
        QString title; // in the status bar's job list
        JobScope scope = JobScope::Position;
        bool wantsSteps = false; // its steps go to the tab's step player
        // Solve, Hint and the like: the help the job gives (noted as it starts)
        std::optional<common::Help> help = std::nullopt;
        // Who the entries its answer pushes are by (the player when it has no help: a count,
        // a generator).
        std::optional<By> by = std::nullopt;
    };
    // Runs work(sink) on the worker thread and hands the value it returns to apply on the UI
    // thread, only while the position is the one it was computed for (JobScope::Game: always),
    // and never once the tab is going. work gets copies of what it needs, never the tab: so a
    // job cannot read a tab that is changing or gone, and no tab needs a shutdown of its own.
    template<class Work, class Apply> void run(const JobSpec &spec, Work work, Apply apply)
    {
        using Result = std::invoke_result_t<Work &, common::SolverSink &>;
        if (spec.help)
            noteHelp(*spec.help);
        startJob(spec,
                 [work = std::move(work), apply = std::move(apply)](
                     common::SolverSink &sink) mutable -> SolverRunner::Completion {
                     // Boxed once, here: a completion must be copyable, a result need not be.
                     auto result = std::make_shared<Result>(work(sink));
                     return [apply, result] { apply(std::move(*result)); };
                 });
    }
    // Solve and Hint, run as jobs through the back end (GameBackend::solve and hint: the same
    // functions the command line and the headless tests run) on a copy of the state on screen,
    // with the options the tab's player chose. The answer reaches apply as run()'s values do;
    // the tab plays its moves (play(), credited to the job's help) or shows them.
    using AnswerView = std::function<void(const common::JobAnswer &)>;
    void solve(const JobSpec &spec, const common::JobOptions &options, AnswerView apply);
    void hint(const JobSpec &spec, const common::JobOptions &options, AnswerView apply);
    bool isJobRunning() const { return m_runner->isRunning(); }
    // The answer of a job with steps (JobSpec::wantsSteps) is being put on screen: the change
    // of position it makes is the one its steps show, so the tab keeps them (any other change
    // of position drops them).
    bool isApplyingSteppedAnswer() const { return m_applyingStepsAnswer; }
    // The scope of the running job, or of the last one once it ended.
    JobScope jobScope() const { return m_jobScope; }
    // The user asked to stop.
    void cancelJob();

    // The tab is going: every job ends here, and neither the history nor the midend says anything
    // more (the tab's parts that would listen are gone).
    void shutDown();

signals:
    // The position on screen changed: results computed for the old one must go.
    void positionMoved();
    // The path or the unsaved state changed (titles, actions).
    void documentChanged();
    // Anything autosave should write: any change of position, a new, saved or restored game.
    void gameChanged();
    // startGame() begins: the old game is still the one on record.
    void aboutToReplaceGame();
    // startGame() ended: the new game is on screen.
    void documentStarted();
    // Said to the user in the status bar.
    void statusMessage(const QString &message);
    // A job ended without its result: the user cancelled it, the position or the game changed,
    // or the program quits. A job replaced by the next one the tab starts does not count.
    void jobCancelled();
    // A change of the game finished it (true) or undid its finish (false). A game that starts
    // finished (a solved file) and a history made again from an autosave say nothing.
    void finishedChanged(bool finished);
    // Undo took the position back (after finishedChanged, when it undid the finish).
    void undone();
    // The history changed: an entry, an undo or redo, a new game (the Edit menu's Undo and Redo).
    void historyChanged();
    // The record moved along the answer shown (Undo over one of its steps), to step; -1: the
    // answer ended (a move of the player's own, a new game, another answer).
    void answerStepChanged(int step);

private:
    // A new game replaces the old one in one step (a new game, an opened file, an autosave read
    // back whole): once the old game's last word (aboutToReplaceGame) is said, `history` with
    // `shown` on screen, the help, seed ID and time of `notes`, belonging to the file at path
    // (none for a generated game or a restored autosave), with nothing unsaved.
    void replaceGame(common::GameHistory history, const common::GameState &shown,
                     const common::GameRecord &notes, const QString &path);
    // The file's game, when the back end can play on from its start.
    common::Expected<common::GameRecord> readPlayableFile(const QString &path) const;
    void startJob(const JobSpec &spec, SolverRunner::Job job);
    // The state on screen becomes `state`, drawn by the tab.
    void showState(const common::GameState &state);
    // The first branch given up at the position that still grows from the state on screen (a
    // branch given up further on, on a line given up since, does not).
    std::optional<std::size_t> branchToTakeUp() const;
    // What Save writes: record(), or while a branch is on screen the game the first one left,
    // with the help given beside the history and what its entries carried up to there.
    common::GameRecord fileRecord() const;
    // Who an entry pushed now is by: `by` when given, else the job whose answer is being applied,
    // else the player.
    By authorOf(const std::optional<By> &by) const;
    // A change of the game that is not on the history (a move the undo rule keeps no entry
    // for): it makes the game unsaved and the position new.
    void markChangedOffHistory();
    // Pushes a new entry, or starts the history again at its state when the undo rule says no.
    void pushEntry(common::HistoryEntry entry);
    // The history's position moved (back: by an undo).
    void historyMoved(bool back);
    // The answer shown lasts while the entries since its start are its steps (answerStepChanged).
    void followAnswer();
    void endAnswer();
    void followGame();

    const common::GameBackend *m_backend = nullptr;
    StateView m_show;
    UndoRule m_mayUndoInto;
    common::GameHistory m_history;
    common::GameState m_state; // on screen
    QString m_seedId;
    std::vector<common::HelpNote> m_help;
    std::size_t m_savedHelp = 0; // help notes when the game was last saved, opened or started
    quint64 m_helpStamp = 0; // the position the last help was noted at
    SolverRunner *m_runner;
    GameClock *m_clock;
    QString m_path;
    // The history's position when the game was last saved, opened or started; -1 when no
    // position holds what was saved: its entries were abandoned, the game changed off the
    // history, or it is a restored autosave.
    int m_savedPosition = 0;
    quint64 m_stamp = 0;
    bool m_finished = false; // as last told (finishedChanged), to tell only changes
    bool m_replacingJob = false; // the old job's end is not a cancellation anyone must hear of
    JobScope m_jobScope = JobScope::Game; // of the running job
    std::optional<By> m_jobAuthor; // of the job whose answer is being applied
    bool m_applyingStepsAnswer = false; // see isApplyingSteppedAnswer()
    struct ShownAnswer
    {
        std::vector<common::GameMove> moves;
        int start = 0; // the history's position before its first move
        QString stepText;
    };
    std::optional<ShownAnswer> m_answer;
    bool m_seekingAnswer = false; // its own steps: followed once the seek is done
};

} // namespace pw::ui

#include "ui/common/Midend.h"

#include "core/common/GameBackend.h"
#include "core/common/GameRecordNotes.h"
#include "core/common/PuzzleFile.h"
#include "ui/common/GameClock.h"

#include <QFileInfo>
#include <QScopedValueRollback>

#include <algorithm>

namespace pw::ui {

Midend::Midend(QObject *parent)
    : QObject(parent)
    , m_runner(new SolverRunner(this))
    , m_clock(new GameClock(this))
{
    connect(this, &Midend::gameChanged, this, &Midend::followGame);
    connect(m_runner, &SolverRunner::finished, this, [this](bool cancelled) {
        if (cancelled && !m_replacingJob)
            emit jobCancelled();
    });
}

Midend::~Midend()
{
    m_runner->cancelAndWait();
}

void Midend::replaceGame(common::GameHistory history, const common::GameState &shown,
                         const common::GameRecord &notes, const QString &path)
{
    emit aboutToReplaceGame(); // while the old game is still the one on screen
    // The old game's job ends before the new game is shown, so nothing it says reaches the new
    // one (inside a generator's completion the runner is idle already).
    m_runner->cancelAndWait();
    endAnswer();
    m_history = std::move(history);
    m_path = path;
    m_seedId = notes.seedId;
    m_help = notes.help;
    m_savedHelp = m_help.size();
    m_savedPosition = m_history.position();
    m_clock->reset(notes.playedMillis);
    showState(shown);
    // The game arrives as it is: finished or not, that is no change (a solved file plays no
    // finish).
    m_finished = isFinished();
    ++m_stamp;
    emit positionMoved();
    emit historyChanged();
    emit documentChanged();
    emit documentStarted();
    // Last, so the autosave writes the game once the tab has taken it in.
    emit gameChanged();
}

bool Midend::isFinished() const
{
    return m_backend && !m_state.isNull() && m_backend->status(m_state).isFinished();
}

void Midend::followGame()
{
    // One clock rule for every puzzle: it runs while the game is not finished (and only while
    // it is on screen: the tab holds it otherwise).
    const bool finished = isFinished();
    if (finished)
        m_clock->stop();
    else
        m_clock->start();
    if (finished == m_finished)
        return;
    m_finished = finished;
    emit finishedChanged(finished);
}

void Midend::markSaved(const QString &path)
{
    m_path = path;
    m_savedHelp = m_help.size();
    m_savedPosition = m_history.position();
    emit documentChanged();
    emit gameChanged(); // the autosave of an unsaved game is no longer needed
}

void Midend::markChangedOffHistory()
{
    m_savedPosition = -1;
    positionChanged();
    emit documentChanged();
}

void Midend::markRestored(const QString &path)
{
    m_path = path;
    m_savedPosition = -1; // what the file holds is not known to be any position of the history
    emit documentChanged();
    emit gameChanged();
}

bool Midend::hasUnsavedMoves() const
{
    return m_history.position() != m_savedPosition || m_help.size() != m_savedHelp;
}

std::vector<common::HelpNote> Midend::help() const
{
    std::vector<common::HelpNote> help = m_help;
    const std::vector<common::HelpNote> entries = m_history.doneHelp();
    help.insert(help.end(), entries.begin(), entries.end());
    return help;
}

void Midend::noteHelp(common::Help kind)
{
    // The same help again at the same position (the next browsed solution) is the same help.
    const common::HelpNote note {kind, m_history.positionRecord().position};
    if (const std::vector<common::HelpNote> given = help();
        !given.empty() && given.back() == note && m_helpStamp == m_stamp)
        return;
    m_help.push_back(note);
    m_helpStamp = m_stamp;
    emit documentChanged();
    emit gameChanged();
}

void Midend::undo()
{
    if (!m_history.canUndo())
        return;
    m_history.undo();
    showState(m_history.current());
    historyMoved(true);
}

void Midend::redo()
{
    if (!m_history.canRedo())
        return;
    m_history.redo();
    showState(m_history.current());
    historyMoved(false);
}

QString Midend::undoText() const
{
    return m_history.canUndo() ? m_history.entry(m_history.position() - 1).text : QString();
}

QString Midend::redoText() const
{
    return m_history.canRedo() ? m_history.entry(m_history.position()).text : QString();
}

std::optional<std::size_t> Midend::branchToTakeUp() const
{
    const std::vector<common::AbandonedBranch> &branches = m_history.abandoned();
    for (std::size_t i = 0; i < branches.size(); ++i) {
        if (branches[i].from != m_history.position() || branches[i].entries.empty())
            continue;
        const common::HistoryEntry &first = branches[i].entries.front();
        if (first.moves.empty())
            return i; // a jump goes where it goes from any state
        const common::Expected<common::GameState> after
            = common::GameHistory::afterMoves(*m_backend, m_history.current(), first.moves);
        if (after && m_backend->sameState(*after, first.after))
            return i;
    }
    return std::nullopt;
}

QString Midend::takeUpBranchText() const
{
    const std::optional<std::size_t> branch = branchToTakeUp();
    if (!branch)
        return {};
    const std::vector<common::HistoryEntry> &entries = m_history.abandoned()[*branch].entries;
    if (entries.size() == 1)
        return entries.front().text;
    return tr("%1 and %n more step(s)", nullptr, static_cast<int>(entries.size()) - 1)
        .arg(entries.front().text);
}

void Midend::takeUpBranch()
{
    const std::optional<std::size_t> branch = branchToTakeUp();
    if (!branch)
        return;
    // The saved position, if it was among the entries that go, cannot be reached again.
    if (m_savedPosition > m_history.position())
        m_savedPosition = -1;
    m_history.takeUpBranch(*branch);
    // The position stays; what Redo does changes, and the record with it.
    emit historyChanged();
    emit documentChanged();
    emit gameChanged();
    emit statusMessage(tr("Redo now steps through the branch given up here: %1").arg(redoText()));
}

void Midend::historyMoved(bool back)
{
    positionChanged();
    emit documentChanged();
    emit historyChanged();
    if (back)
        emit undone();
}

void Midend::positionChanged()
{
    ++m_stamp;
    followAnswer(); // before the position is told: a view keeps what the answer's step shows
    if (m_runner->isRunning() && m_jobScope != JobScope::Game) {
        const QString title = m_runner->title();
        m_runner->cancel();
        // Advice the user did not ask for simply follows the position; nothing to tell.
        if (m_jobScope == JobScope::Position)
            emit statusMessage(tr("%1 stopped: the position changed.").arg(title));
    }
    emit positionMoved();
    emit gameChanged();
}

void Midend::startJob(const JobSpec &spec, SolverRunner::Job job)
{
    m_replacingJob = true;
    m_runner->cancelAndWait();
    m_replacingJob = false;
    m_jobScope = spec.scope;
    const quint64 stamp = m_stamp;
    // The entries its answer pushes are by the helper that found it (a hint, the solver, a
    // computer player) unless the spec names someone else.
    std::optional<By> by = spec.by;
    if (!by && spec.help == common::Help::Hint)
        by = By {common::Author::Hint};
    else if (!by && spec.help == common::Help::Solve)
        by = By {common::Author::Solve};
    // The completion runs on the UI thread; a position result meets the position it was
    // computed for or nothing.
    m_runner->start(
        spec.title,
        [this, job = std::move(job), stamp, scope = spec.scope, by,
         steps = spec.wantsSteps](common::SolverSink &sink) {
            SolverRunner::Completion completion = job(sink);
            return SolverRunner::Completion([this, completion, stamp, scope, by, steps] {
                if (!completion || (scope != JobScope::Game && stamp != m_stamp))
                    return;
                const QScopedValueRollback author(m_jobAuthor, by);
                const QScopedValueRollback applying(m_applyingStepsAnswer, steps);
                completion();
            });
        },
        spec.wantsSteps);
}

void Midend::setBackend(const common::GameBackend *backend, StateView show)
{
    m_backend = backend;
    m_show = std::move(show);
}

void Midend::showState(const common::GameState &state)
{
    m_state = state;
    if (m_show)
        m_show(m_state);
}

void Midend::startGame(common::GameState start, const QString &path)
{
    common::GameHistory history(start);
    replaceGame(std::move(history), start, {}, path);
}

Midend::By Midend::authorOf(const std::optional<By> &by) const
{
    return by ? *by : m_jobAuthor.value_or(By {});
}

common::Status Midend::play(const std::vector<common::GameMove> &moves, const QString &text,
                            std::optional<By> by)
{
    common::Expected<common::GameState> after
        = common::GameHistory::afterMoves(*m_backend, m_state, moves);
    if (!after)
        return after.error();
    if (moves.empty())
        return std::nullopt;
    const By author = authorOf(by);
    pushEntry({moves, std::move(*after), text, author.author, author.computer, {}});
    return std::nullopt;
}

void Midend::jumpTo(common::GameState after, const QString &text, std::optional<By> by)
{
    if (m_backend->sameState(m_state, after))
        return;
    const By author = authorOf(by);
    pushEntry({{}, std::move(after), text, author.author, author.computer, {}});
}

void Midend::continueFrom(common::GameState branch, const QString &text, common::Help help)
{
    const int movesBefore = m_history.positionRecord().position;
    const By author = authorOf(std::nullopt);
    pushEntry({{}, std::move(branch), text, author.author, author.computer,
               {{help, movesBefore}}});
}

void Midend::pushEntry(common::HistoryEntry entry)
{
    if (!m_mayUndoInto || m_mayUndoInto(entry.after)) {
        // A saved position among the entries this one replaces cannot be reached again.
        if (m_savedPosition > m_history.position())
            m_savedPosition = -1;
        m_history.push(std::move(entry));
        showState(m_history.current());
        historyMoved(false);
        return;
    }
    // Nothing may go back past this state: it is where the history starts now, and the help the
    // entry carried is the game's for good.
    m_help.insert(m_help.end(), entry.help.begin(), entry.help.end());
    m_history = common::GameHistory(std::move(entry.after));
    m_savedPosition = -1;
    showState(m_history.start());
    emit historyChanged();
    markChangedOffHistory();
}

void Midend::adjust(common::GameState state)
{
    showState(state);
    positionChanged();
}

namespace {
const QString startKey = QStringLiteral("start");
const QString historyKey = QStringLiteral("history");
const QString adjustedKey = QStringLiteral("adjusted");
const QString fileKey = QStringLiteral("file");
// What autosaves of earlier versions kept where the record's notes are now.
const QString oldSeedKey = QStringLiteral("seed");
const QString oldAssistedKey = QStringLiteral("assisted");
const QString oldMillisKey = QStringLiteral("millis");

QString fieldName(const QString &key)
{
    return QStringLiteral("field \"%1\"").arg(key);
}
} // namespace

QJsonObject Midend::gameToJson() const
{
    if (!m_backend || m_history.start().isNull())
        return {};
    QJsonObject game = common::makeEnvelope(m_backend->kind());
    game.insert(startKey, m_backend->stateToJson(m_history.start()));
    game.insert(historyKey, m_history.toJson(*m_backend));
    if (!m_backend->sameState(m_state, m_history.current()))
        game.insert(adjustedKey, m_backend->stateToJson(m_state));
    // A restored daily puzzle must still be today's puzzle, and a helped game still helped (the
    // help the history's entries carry is written with them).
    common::GameRecord kept;
    kept.help = m_help;
    kept.seedId = m_seedId;
    kept.playedMillis = m_clock->millis();
    if (const QJsonObject notes = common::recordNotesToJson(kept); !notes.isEmpty())
        game.insert(common::recordNotesKey, notes);
    if (!m_path.isEmpty())
        game.insert(fileKey, m_path);
    return game;
}

void Midend::rememberSeedId(const QString &id)
{
    m_seedId = id;
    emit documentChanged(); // the ID on show changed
}

QString Midend::gameId() const
{
    if (!m_backend || m_history.start().isNull())
        return {};
    if (!m_seedId.isEmpty())
        return m_seedId;
    const common::Expected<QString> descriptive = m_backend->descriptiveId(m_history.start());
    return descriptive ? *descriptive : QString();
}

common::Status Midend::gameFromJson(const QJsonObject &object, const QString &sourceName)
{
    // Read whole before anything changes: a game that does not read leaves the one on screen.
    const auto start = m_backend->stateFromJson(object.value(startKey).toObject(), sourceName);
    if (!start)
        return start.error();
    std::optional<common::GameHistory> history
        = common::GameHistory::fromJson(*m_backend, *start, object.value(historyKey).toObject());
    if (!history)
        return common::Error {sourceName, fieldName(historyKey),
                              tr("a step of the history does not follow from the one before")};
    common::GameState shown = history->current();
    if (object.contains(adjustedKey)) {
        auto adjusted = m_backend->stateFromJson(object.value(adjustedKey).toObject(), sourceName);
        if (!adjusted)
            return adjusted.error();
        shown = std::move(*adjusted);
    }
    // Notes that do not read back cost the short ID and the time, never the game; what help it
    // had is unknown, so it counts as helped rather than as the player's own.
    common::GameRecord notes;
    if (common::readRecordNotes(object, sourceName, notes)) {
        notes = {};
        notes.help.push_back({common::Help::Earlier, 0});
    }
    // An autosave of an earlier version: its own places for the seed ID, help and time.
    if (notes.seedId.isEmpty())
        notes.seedId = object.value(oldSeedKey).toObject().value(QStringLiteral("id")).toString();
    if (notes.help.empty() && object.value(historyKey).toObject().value(oldAssistedKey).toBool())
        notes.help.push_back({common::Help::Earlier, 0});
    if (!object.contains(common::recordNotesKey))
        notes.playedMillis = static_cast<qint64>(object.value(oldMillisKey).toDouble());
    replaceGame(std::move(*history), shown, notes, {});
    markRestored(object.value(fileKey).toString());
    return std::nullopt;
}

common::Expected<common::GameRecord> Midend::readPlayableFile(const QString &path) const
{
    common::Expected<common::GameRecord> file = m_backend->readFile(path);
    if (!file)
        return file;
    if (const common::Status refused = m_backend->playable(file->start, QFileInfo(path).fileName()))
        return *refused;
    return file;
}

common::Status Midend::checkFile(const QString &path) const
{
    return readPlayableFile(path).status();
}

common::Status Midend::openFile(const QString &path)
{
    common::Expected<common::GameRecord> file = readPlayableFile(path);
    if (!file)
        return file.error();
    // The history the file keeps comes back whole (Undo, authors, branches); else the moves a
    // file of its own format keeps are the game's history, one entry each (the back end has
    // checked that each follows).
    common::GameHistory history = file->history;
    if (history.start().isNull()) {
        history = common::GameHistory(file->start);
        for (const common::GameMove &move : file->moves) {
            common::Expected<common::GameState> after = m_backend->apply(history.current(), move);
            if (!after)
                return after.error();
            history.push({{move}, std::move(*after), tr("Move from the file"), {}, {}, {}});
        }
    }
    // The help the file lists includes what the done entries carry; only the rest is kept
    // beside them, or Undo could not take a branch's help back.
    for (const common::HelpNote &carried : history.doneHelp())
        if (const auto it = std::find(file->help.begin(), file->help.end(), carried);
            it != file->help.end())
            file->help.erase(it);
    const common::GameState shown = history.current();
    replaceGame(std::move(history), shown, *file, path);
    return std::nullopt;
}

common::Status Midend::saveFile(const QString &path)
{
    if (m_state.isNull()) // the first game is still being made
        return common::Error {QFileInfo(path).fileName(), {}, tr("there is no game to save yet")};
    return m_backend->writeFile(path, fileRecord());
}

QString Midend::whatFileCannotKeep(const QString &path) const
{
    return m_state.isNull() ? QString() : m_backend->whatFileCannotKeep(path, fileRecord());
}

common::Status Midend::saveBranchFile(const QString &path)
{
    return m_backend->writeFile(path, record());
}

common::GameRecord Midend::fileRecord() const
{
    const std::optional<int> branch = m_history.firstDoneBranch();
    if (!branch)
        return record();
    // The record alone, as its own format keeps it: the branch's history is not the file's.
    common::GameRecord left = m_history.recordAt(*branch);
    left.help = m_help;
    for (int i = 0; i < *branch; ++i) {
        const std::vector<common::HelpNote> &carried = m_history.entry(i).help;
        left.help.insert(left.help.end(), carried.begin(), carried.end());
    }
    left.seedId = m_seedId;
    left.playedMillis = m_clock->millis();
    return left;
}

bool Midend::isBranchJustUndone() const
{
    return m_history.canRedo() && m_history.entry(m_history.position()).continuesARecord();
}

common::GameState Midend::branchStart() const
{
    const std::optional<int> branch = m_history.lastDoneBranch();
    return branch ? m_history.entry(*branch).after : common::GameState();
}

common::GameRecord Midend::record() const
{
    common::GameRecord game = m_history.positionRecord();
    game.history = m_history;
    if (!m_state.isNull() && !m_backend->sameState(m_state, m_history.current()))
        game.adjusted = m_state;
    game.help = help();
    game.seedId = m_seedId;
    game.playedMillis = m_clock->millis();
    return game;
}

void Midend::shutDown()
{
    m_replacingJob = true; // the program ends the job: nobody is to hear of it
    m_runner->cancelAndWait();
    m_clock->blockSignals(true);
    blockSignals(true);
}

void Midend::solve(const JobSpec &spec, const common::JobOptions &options, AnswerView apply)
{
    run(
        spec,
        [backend = m_backend, state = m_state, options](common::SolverSink &sink) {
            return backend->solve(state, options, sink);
        },
        std::move(apply));
}

void Midend::hint(const JobSpec &spec, const common::JobOptions &options, AnswerView apply)
{
    run(
        spec,
        [backend = m_backend, state = m_state, options](common::SolverSink &sink) {
            return backend->hint(state, options, sink);
        },
        std::move(apply));
}

void Midend::cancelJob()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    emit statusMessage(tr("%1 cancelled.").arg(m_runner->title()));
}

} // namespace pw::ui

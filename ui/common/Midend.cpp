#include "ui/common/Midend.h"

#include "core/common/GameBackend.h"
#include "core/common/GameRecordNotes.h"
#include "core/common/PuzzleFile.h"
#include "ui/common/GameClock.h"
#include "ui/common/HistoryStep.h"

#include <QJsonArray>
#include <QScopedValueRollback>
#include <QUndoStack>

namespace pw::ui {

Midend::Midend(QObject *parent)
    : QObject(parent)
    , m_history(new QUndoStack(this))
    , m_runner(new SolverRunner(this))
    , m_clock(new GameClock(this))
{
    connect(this, &Midend::gameChanged, this, &Midend::followGame);
    connect(m_history, &QUndoStack::indexChanged, this, &Midend::historyMoved);
    connect(m_history, &QUndoStack::cleanChanged, this, &Midend::documentChanged);
    connect(m_runner, &SolverRunner::finished, this, [this](bool cancelled) {
        if (cancelled && !m_replacingJob)
            emit jobCancelled();
    });
}

Midend::~Midend()
{
    // The history's commands call into the tab while the stack clears itself; the tab is going.
    m_history->disconnect(this);
    m_runner->cancelAndWait();
}

void Midend::startDocument(const QString &path)
{
    emit aboutToReplaceGame();
    resetDocument(path);
}

void Midend::resetDocument(const QString &path)
{
    // Every job belonged to the game being replaced, a generator's included (this may run inside
    // that generator's completion; the runner is idle by then).
    m_runner->cancel();
    m_path = path;
    m_moved = false;
    m_help.clear();
    m_savedHelp = 0;
    m_changedOffHistory = false;
    m_restored = false;
    m_resetting = true;
    m_history->clear();
    m_history->setClean();
    m_resetting = false;
    m_clock->reset();
    m_finished = isFinished(); // the tab put its new game on screen first
    positionChanged();
    emit documentChanged();
    emit documentStarted();
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
    if (finished == m_finished || m_rebuilding)
        return;
    m_finished = finished;
    emit finishedChanged(finished);
}

void Midend::markSaved(const QString &path)
{
    m_path = path;
    m_changedOffHistory = false;
    m_restored = false;
    m_savedHelp = m_help.size();
    m_history->setClean();
    emit documentChanged();
    emit gameChanged(); // the autosave of an unsaved game is no longer needed
}

void Midend::markChangedOffHistory()
{
    m_changedOffHistory = true;
    m_moved = true;
    positionChanged();
    emit documentChanged();
}

void Midend::markRestored(const QString &path)
{
    m_path = path;
    m_restored = true;
    emit documentChanged();
    emit gameChanged();
}

bool Midend::hasUnsavedMoves() const
{
    return m_restored || m_changedOffHistory || !m_history->isClean()
        || m_help.size() != m_savedHelp;
}

std::vector<common::HelpNote> Midend::help() const
{
    std::vector<common::HelpNote> help = m_help;
    for (int i = 0; i < m_history->index(); ++i)
        if (const auto *step = dynamic_cast<const HistoryStep *>(m_history->command(i)))
            help.insert(help.end(), step->help().begin(), step->help().end());
    return help;
}

void Midend::noteHelp(common::Help kind)
{
    // The same help again at the same position (the next browsed solution) is the same help.
    const common::HelpNote note {kind, static_cast<int>(record().moves.size())};
    if (const std::vector<common::HelpNote> given = help();
        !given.empty() && given.back() == note && m_helpStamp == m_stamp)
        return;
    m_help.push_back(note);
    m_helpStamp = m_stamp;
    emit documentChanged();
    emit gameChanged();
}

QJsonObject Midend::historyToJson() const
{
    QJsonArray steps;
    for (int i = 0; i < m_history->count(); ++i) {
        const auto *step = dynamic_cast<const HistoryStep *>(m_history->command(i));
        Q_ASSERT(step); // only the midend pushes entries
        if (!step)
            return {};
        steps.append(QJsonObject {{QStringLiteral("text"), step->text()},
                                  {QStringLiteral("step"), step->toJson()}});
    }
    return QJsonObject {{QStringLiteral("steps"), steps},
                        {QStringLiteral("done"), m_history->index()}};
}

bool Midend::restoreHistory(const QJsonObject &history)
{
    // The steps are made again, not played: a redo tail that passes the finish is no finish.
    const QScopedValueRollback rebuilding(m_rebuilding, true);
    const bool rebuilt = pushHistorySteps(history);
    m_finished = isFinished();
    return rebuilt;
}

bool Midend::pushHistorySteps(const QJsonObject &history)
{
    const QJsonArray steps = history.value(QStringLiteral("steps")).toArray();
    const int done = history.value(QStringLiteral("done")).toInt(-1);
    if (done < 0 || done > steps.size())
        return false;
    for (const QJsonValue &entry : steps) {
        HistoryStep *step = HistoryStep::read(this, entry.toObject().value(QStringLiteral("step")));
        if (!step) {
            m_history->setIndex(0);
            m_resetting = true;
            m_history->clear();
            m_resetting = false;
            return false;
        }
        step->setText(entry.toObject().value(QStringLiteral("text")).toString());
        m_history->push(step);
    }
    m_history->setIndex(done);
    return true;
}

void Midend::historyMoved()
{
    const bool back = m_history->index() < m_index;
    m_index = m_history->index();
    if (m_resetting)
        return;
    m_moved = true;
    positionChanged();
    emit documentChanged();
    if (back && !m_rebuilding)
        emit undone();
}

void Midend::positionChanged()
{
    ++m_stamp;
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
    // The completion runs on the UI thread; a position result meets the position it was
    // computed for or nothing.
    m_runner->start(
        spec.title,
        [this, job = std::move(job), stamp, scope = spec.scope](common::SolverSink &sink) {
            SolverRunner::Completion completion = job(sink);
            return SolverRunner::Completion([this, completion, stamp, scope] {
                if (completion && (scope == JobScope::Game || stamp == m_stamp))
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
    emit aboutToReplaceGame(); // while the old game is still the one on screen
    // The old game's job ends before the new game is shown, so nothing it says reaches the new
    // one (inside a generator's completion the runner is idle already).
    m_runner->cancelAndWait();
    m_seedId.clear();
    m_start = start;
    showState(start);
    resetDocument(path);
}

common::Status Midend::play(const std::vector<common::GameMove> &moves, const QString &text)
{
    const common::Expected<common::GameState> after
        = HistoryStep::afterMoves(*m_backend, m_state, moves);
    if (!after)
        return after.error();
    if (!moves.empty()) {
        auto *step = new HistoryStep(this, m_state, *after, moves);
        step->setText(text);
        pushEntry(step);
    }
    return std::nullopt;
}

void Midend::jumpTo(common::GameState after, const QString &text)
{
    if (m_backend->sameState(m_state, after))
        return;
    auto *step = new HistoryStep(this, m_state, std::move(after), {});
    step->setText(text);
    pushEntry(step);
}

void Midend::continueFrom(common::GameState branch, const QString &text, common::Help help)
{
    const int movesBefore = static_cast<int>(record().moves.size());
    auto *step = new HistoryStep(this, m_state, std::move(branch), {});
    step->setText(text);
    step->setHelp({{help, movesBefore}});
    pushEntry(step);
}

void Midend::pushEntry(HistoryStep *step)
{
    if (m_rebuilding || !m_mayUndoInto || m_mayUndoInto(step->after())) {
        m_history->push(step);
        return;
    }
    // Nothing may go back past this state: it is where the history starts now, and the help the
    // entry carried is the game's for good.
    m_help.insert(m_help.end(), step->help().begin(), step->help().end());
    m_start = step->after();
    delete step;
    showState(m_start);
    m_resetting = true;
    m_history->clear();
    m_resetting = false;
    markChangedOffHistory();
}

void Midend::adjust(common::GameState state)
{
    showState(state);
    positionChanged();
}

const common::GameState &Midend::positionState() const
{
    const int index = m_history->index();
    const auto *step
        = index > 0 ? dynamic_cast<const HistoryStep *>(m_history->command(index - 1)) : nullptr;
    return step ? step->after() : m_start;
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
    if (!m_backend || m_start.isNull())
        return {};
    QJsonObject game = common::makeEnvelope(m_backend->kind());
    game.insert(startKey, m_backend->stateToJson(m_start));
    game.insert(historyKey, historyToJson());
    if (!m_backend->sameState(m_state, positionState()))
        game.insert(adjustedKey, m_backend->stateToJson(m_state));
    // A restored daily puzzle must still be today's puzzle, and a helped game still helped (the
    // help the history's entries carry is written with them).
    common::GameRecord kept = record();
    kept.help = m_help;
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

void Midend::restoreNotes(const common::GameRecord &notes)
{
    m_help = notes.help;
    if (!notes.seedId.isEmpty())
        m_seedId = notes.seedId;
    m_clock->reset(notes.playedMillis);
    followGame();
    emit documentChanged(); // the ID on show
}

QString Midend::gameId() const
{
    if (!m_backend || m_start.isNull())
        return {};
    if (!m_seedId.isEmpty())
        return m_seedId;
    const common::Expected<QString> descriptive = m_backend->descriptiveId(m_start);
    return descriptive ? *descriptive : QString();
}

common::Status Midend::gameFromJson(const QJsonObject &object, const QString &sourceName)
{
    const auto start = m_backend->stateFromJson(object.value(startKey).toObject(), sourceName);
    if (!start)
        return start.error();
    startGame(*start);
    const bool rebuilt = restoreHistory(object.value(historyKey).toObject());
    if (!rebuilt)
        return common::Error {sourceName, fieldName(historyKey),
                              tr("a step of the history does not follow from the one before")};
    if (object.contains(adjustedKey)) {
        const auto adjusted
            = m_backend->stateFromJson(object.value(adjustedKey).toObject(), sourceName);
        if (!adjusted)
            return adjusted.error();
        showState(*adjusted);
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
    restoreNotes(notes);
    markRestored(object.value(fileKey).toString());
    return std::nullopt;
}

common::Status Midend::checkFile(const QString &path) const
{
    return m_backend->readFile(path).status();
}

common::Status Midend::openFile(const QString &path)
{
    const common::Expected<common::GameRecord> file = m_backend->readFile(path);
    if (!file)
        return file.error();
    startGame(file->start, path);
    restoreNotes(*file);
    m_savedHelp = m_help.size();
    // The moves the file keeps are the game's own history, made again without a finish.
    const QScopedValueRollback rebuilding(m_rebuilding, true);
    for (const common::GameMove &move : file->moves) {
        if (const common::Status refused = play(move, tr("Move from the file")))
            return refused;
    }
    m_history->setClean();
    m_finished = isFinished();
    return std::nullopt;
}

common::Status Midend::saveFile(const QString &path)
{
    return m_backend->writeFile(path, record());
}

common::GameRecord Midend::record() const
{
    common::GameRecord game = common::GameRecord::startingAt(m_start);
    for (int i = 0; i < m_history->index(); ++i) {
        const auto *step = dynamic_cast<const HistoryStep *>(m_history->command(i));
        if (!step)
            continue; // a tab that keeps its own steps keeps its own files too
        if (step->moves().empty())
            game = common::GameRecord::startingAt(step->after());
        else
            game.moves.insert(game.moves.end(), step->moves().begin(), step->moves().end());
    }
    game.position = static_cast<int>(game.moves.size());
    if (!m_state.isNull() && !m_backend->sameState(m_state, positionState()))
        game.adjusted = m_state;
    game.help = help();
    game.seedId = m_seedId;
    game.playedMillis = m_clock->millis();
    return game;
}

std::vector<common::GameMove> Midend::playedMoves() const
{
    std::vector<common::GameMove> moves;
    for (int i = 0; i < m_history->index(); ++i)
        if (const auto *step = dynamic_cast<const HistoryStep *>(m_history->command(i)))
            moves.insert(moves.end(), step->moves().begin(), step->moves().end());
    return moves;
}

void Midend::shutDown()
{
    m_replacingJob = true; // the program ends the job: nobody is to hear of it
    m_runner->cancelAndWait();
    m_history->blockSignals(true);
    m_clock->blockSignals(true);
    blockSignals(true);
}

void Midend::cancelJob()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    emit statusMessage(tr("%1 cancelled.").arg(m_runner->title()));
}

} // namespace pw::ui

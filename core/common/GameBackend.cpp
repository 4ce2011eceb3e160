#include "core/common/GameBackend.h"

#include "core/common/GameRecordNotes.h"
#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

namespace pw::common {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::GameBackend)
};

QString moveLocation(qsizetype index)
{
    return JsonFieldReader::fieldLocation(QStringLiteral("moves"))
        + QStringLiteral("[%1]").arg(index);
}

// An error found inside a field: the field's place in front of the place the inner reader gave.
Error insideField(Error error, const QString &sourceName, const QString &location)
{
    error.source = sourceName;
    error.location
        = error.location.isEmpty() ? location : location + QStringLiteral(", ") + error.location;
    return error;
}

} // namespace

GameBackend::~GameBackend() = default;

Error jobCancelled()
{
    return {{}, {}, Text::tr("cancelled")};
}

bool GameBackend::isPlainTextPath(const QString &path) const
{
    const QString suffix = plainTextSuffix();
    return !suffix.isEmpty() && QFileInfo(path).suffix().compare(suffix, Qt::CaseInsensitive) == 0;
}

QByteArray GameBackend::plainText(const GameState &) const
{
    return {}; // never asked: the puzzle has no plain-text boards
}

Status GameBackend::playable(const GameState &, const QString &) const
{
    return std::nullopt;
}

Status GameBackend::writeFile(const QString &path, const GameRecord &record) const
{
    if (isPlainTextPath(path)) {
        const Expected<GameState> shown
            = record.adjusted.isNull() ? stateAt(record) : Expected<GameState>(record.adjusted);
        if (!shown)
            return shown.error();
        return writeFileAtomically(path, plainText(*shown));
    }
    QJsonObject file = fileJson(record);
    QJsonObject notes = recordNotesToJson(record);
    const GameHistory &history = record.history;
    if (!history.start().isNull() && (history.size() > 0 || !history.abandoned().empty())) {
        notes.insert(historyStartKey, stateToJson(history.start()));
        notes.insert(historyKey, history.toJson(*this));
    }
    if (!notes.isEmpty())
        file.insert(recordNotesKey, notes);
    return writeJsonFile(path, file);
}

QString GameBackend::whatFileCannotKeep(const QString &path, const GameRecord &record) const
{
    if (!isPlainTextPath(path) || (record.position == 0 && !record.assisted()))
        return {};
    const QString moves = Text::tr("the %n move(s) played", nullptr, record.position);
    return record.assisted()
        ? Text::tr("A text board keeps the position alone: %1, the help given and the time played "
                   "are not in it (a .json file keeps them).")
              .arg(moves)
        : Text::tr("A text board keeps the position alone: %1 and the time played are not in it "
                   "(a .json file keeps them).")
              .arg(moves);
}

Status GameBackend::readFileNotes(const QByteArray &data, const QString &sourceName,
                                  GameRecord &record) const
{
    if (!data.trimmed().startsWith('{'))
        return std::nullopt; // plain text (a Sliding board): no notes
    const Expected<QJsonObject> file = parseEnvelope(data, sourceName);
    if (!file)
        return std::nullopt;
    if (const Status damaged = readRecordNotes(*file, sourceName, record))
        return damaged;
    record.history = historyInFile(file->value(recordNotesKey).toObject(), record);
    return std::nullopt;
}

GameHistory GameBackend::historyInFile(const QJsonObject &notes, const GameRecord &record) const
{
    // The position is what the file is about: a history that does not read, or that leads
    // elsewhere (the board was edited by hand since), is left behind and the file opens as a
    // game without one.
    if (!notes.contains(historyKey))
        return {};
    const Expected<GameState> start = stateFromJson(notes.value(historyStartKey).toObject(), {});
    const Expected<GameState> position = stateAt(record);
    if (!start || !position)
        return {};
    std::optional<GameHistory> history
        = GameHistory::fromJson(*this, *start, notes.value(historyKey).toObject());
    if (!history || !sameState(history->current(), *position))
        return {};
    return std::move(*history);
}

Expected<GameState> GameBackend::stateAt(const GameRecord &record) const
{
    if (record.position < 0 || record.position > static_cast<int>(record.moves.size()))
        return Error {{},
                      {},
                      Text::tr("the position %1 is not between 0 and %2")
                          .arg(record.position)
                          .arg(record.moves.size())};
    GameState state = record.start;
    for (int i = 0; i < record.position; ++i) {
        Expected<GameState> next = apply(state, record.moves[static_cast<std::size_t>(i)]);
        if (!next)
            return next.error();
        state = *next;
    }
    return state;
}

QJsonObject GameBackend::recordToJson(const GameRecord &record) const
{
    QJsonArray moves;
    for (const GameMove &move : record.moves)
        moves.append(moveToJson(move));
    return {{QStringLiteral("puzzle"), kind()},
            {QStringLiteral("start"), stateToJson(record.start)},
            {QStringLiteral("moves"), moves},
            {QStringLiteral("position"), record.position}};
}

Expected<GameRecord> GameBackend::recordFromJson(const QJsonObject &object,
                                                 const QString &sourceName) const
{
    JsonFieldReader reader(object, sourceName);
    const std::optional<QString> puzzle = reader.string(QStringLiteral("puzzle"));
    if (puzzle && *puzzle != kind())
        reader.failField(QStringLiteral("puzzle"),
                         Text::tr("\"%1\" is not \"%2\"").arg(*puzzle, kind()));
    const std::optional<QJsonObject> start = reader.object(QStringLiteral("start"));
    const std::optional<QJsonArray> moves = reader.array(QStringLiteral("moves"));
    if (!reader.ok())
        return *reader.error();
    const std::optional<int> position
        = reader.integer(QStringLiteral("position"), 0, static_cast<int>(moves->size()));
    if (!position)
        return *reader.error();

    Expected<GameState> state = stateFromJson(*start, sourceName);
    if (!state)
        return insideField(state.error(), sourceName,
                           JsonFieldReader::fieldLocation(QStringLiteral("start")));
    GameRecord record = GameRecord::startingAt(*state);
    record.position = *position;
    // Every move must apply in turn, the undone ones too: Redo will play them.
    GameState current = *state;
    for (qsizetype i = 0; i < moves->size(); ++i) {
        Expected<GameMove> move = moveFromJson(moves->at(i));
        if (!move)
            return insideField(move.error(), sourceName, moveLocation(i));
        Expected<GameState> next = apply(current, *move);
        if (!next)
            return insideField(next.error(), sourceName, moveLocation(i));
        current = *next;
        record.moves.push_back(*move);
    }
    return record;
}

} // namespace pw::common

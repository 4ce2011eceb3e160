#include "app/cli/GameIds.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/common/GameId.h"
#include "core/common/SolverSink.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace pw::cli {

// Every puzzle is reached through its back end (core/backends): this file names none of them.

common::Expected<QJsonObject> puzzleFileForGameId(const QString &id)
{
    const common::Expected<const common::GameBackend *> found = backends::backendForGameId(id);
    if (!found)
        return found.error();
    const common::GameBackend *backend = *found;
    common::QuietSink sink;
    const common::Expected<common::GameFromId> game = backend->gameFromId(id, sink);
    if (!game)
        return game.error();
    // The file of the game's start, what the generator knows beside it (a Noodles seed ID's
    // difficulty, as generate prints it) and the ID as this program writes it.
    QJsonObject file = backend->fileJson(common::GameRecord::startingAt(game->state));
    for (auto note = game->notes.begin(); note != game->notes.end(); ++note)
        file.insert(note.key(), note.value());
    file.insert(QStringLiteral("id"), game->id);
    return file;
}

common::Expected<QString> descriptiveGameIdOfFile(const QString &path)
{
    // Sliding Tiles also reads its seed's plain text boards; any other file that is not ours is
    // refused by that reader with the place and the reason.
    const common::Expected<const common::GameBackend *> backend = backends::backendForFile(path);
    if (!backend)
        return backend.error();
    const common::Expected<common::GameRecord> game = (*backend)->readFile(path);
    if (!game)
        return game.error();
    common::Expected<QString> id = (*backend)->descriptiveId(game->start);
    if (!id) {
        common::Error error = id.error();
        if (error.source.isEmpty())
            error.source = QFileInfo(path).fileName();
        return error;
    }
    return id;
}

QString dailyGameId(const QString &puzzle, const QDate &date)
{
    const common::GameBackend *backend = backends::backendFor(puzzle);
    Q_ASSERT(backend);
    return backend ? backend->dailyGameId(date) : QString();
}

QCommandLineOption dateOption()
{
    return {QStringLiteral("date"), QStringLiteral("daily: the date, YYYY-MM-DD (default today)."),
            QStringLiteral("DATE")};
}

int runDaily(const QString &puzzle, QCommandLineParser &parser, const QString &usage,
             CliStreams &io)
{
    return runDailyOf([&puzzle](const QDate &date) { return dailyGameId(puzzle, date); }, parser,
                      usage, io);
}

int runDailyOf(const std::function<QString(const QDate &)> &idOfDay, QCommandLineParser &parser,
               const QString &usage, CliStreams &io)
{
    if (parser.positionalArguments().size() > 1)
        return usageError(io, QStringLiteral("daily takes no file"), usage);
    QDate date = QDate::currentDate();
    if (parser.isSet(QStringLiteral("date"))) {
        const QString text = parser.value(QStringLiteral("date"));
        date = QDate::fromString(text, Qt::ISODate);
        if (!date.isValid() || text.size() != 10)
            return usageError(
                io, QStringLiteral("--date must be a date as YYYY-MM-DD, not \"%1\"").arg(text),
                usage);
    }
    const QString id = idOfDay(date);
    common::Expected<QJsonObject> file = puzzleFileForGameId(id);
    if (!file)
        return inputError(io, file.error());
    file->insert(QStringLiteral("date"), date.toString(Qt::ISODate));
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(io, *file);
    } else {
        io.out << id << "  (" << date.toString(Qt::ISODate) << ")\n"
               << QString::fromUtf8(QJsonDocument(*file).toJson(QJsonDocument::Indented))
               << Qt::flush;
    }
    return ExitOk;
}

} // namespace pw::cli

#include "app/cli/GameIds.h"

#include "core/common/GameId.h"
#include "core/common/PuzzleFile.h"
#include "core/common/SolverSink.h"
#include "core/entanglement/EntanglementGameId.h"
#include "core/entanglement/GameFile.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/sliding/SlidingGameId.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace pw::cli {

namespace {

bool names(const QString &kind, const char *puzzle)
{
    return kind == QLatin1String(puzzle);
}

QJsonObject withId(QJsonObject file, const QString &id)
{
    file.insert(QStringLiteral("id"), id);
    return file;
}

} // namespace

common::Expected<QJsonObject> puzzleFileForGameId(const QString &id)
{
    const common::Expected<QString> kind = common::puzzleOfGameId(id);
    if (!kind)
        return kind.error();
    const QString &puzzle = *kind;
    if (names(puzzle, common::envelope::noodles)) {
        const auto parsed = noodles::parseGameId(id);
        if (!parsed)
            return parsed.error();
        const auto board = noodles::boardForGameId(*parsed);
        if (!board)
            return common::Error {id.trimmed(), {}, board.error().reason};
        if (parsed->kind == common::GameIdKind::Seed) {
            // A generated puzzle, as generate prints it: with its difficulty (a descriptive ID
            // may name any board, which could take long to rate).
            QJsonObject file
                = withId(noodles::boardToJson(*board), noodles::seedGameId(parsed->generator));
            common::QuietSink sink;
            if (const auto rating = noodles::rateDifficulty(*board, sink))
                noodles::insertDifficulty(file, *rating);
            return file;
        }
        return withId(noodles::boardToJson(*board), noodles::descriptiveGameId(*board));
    }
    if (names(puzzle, common::envelope::kanoodle)) {
        const auto parsed = kanoodle::parseGameId(id);
        if (!parsed)
            return parsed.error();
        common::QuietSink sink;
        const auto game = kanoodle::gameForGameId(*parsed, sink);
        if (!game)
            return game.error();
        return withId(kanoodle::kanoodleGameToJson(*game),
                      parsed->kind == common::GameIdKind::Seed
                          ? kanoodle::seedGameId(parsed->recipe)
                          : kanoodle::descriptiveGameId(game->puzzle));
    }
    if (names(puzzle, common::envelope::entanglement)) {
        const auto parsed = entanglement::parseGameId(id);
        if (!parsed)
            return parsed.error();
        return withId(entanglement::gameToJson(parsed->makeGame(), false),
                      entanglement::gameId(*parsed));
    }
    // puzzleOfGameId knows the four puzzles: this is Sliding Tiles.
    const auto parsed = sliding::parseGameId(id);
    if (!parsed)
        return parsed.error();
    const auto document = sliding::documentForGameId(*parsed);
    if (!document)
        return document.error();
    return withId(sliding::toJson(*document),
                  parsed->kind == common::GameIdKind::Seed
                      ? sliding::seedGameId(parsed->scramble)
                      : sliding::descriptiveGameId(document->start));
}

common::Expected<QString> descriptiveGameIdOfFile(const QString &path)
{
    const QString kind = common::peekPuzzleKind(path);
    if (names(kind, common::envelope::noodles)) {
        const auto board = noodles::readBoardFile(path);
        if (!board)
            return board.error();
        return noodles::descriptiveGameId(*board);
    }
    if (names(kind, common::envelope::kanoodle)) {
        const auto game = kanoodle::readKanoodleFile(path);
        if (!game)
            return game.error();
        return kanoodle::descriptiveGameId(game->puzzle);
    }
    if (names(kind, common::envelope::entanglement)) {
        bool canContinue = true;
        const auto game = entanglement::loadGameFile(path, &canContinue);
        if (!game)
            return game.error();
        if (!canContinue)
            return common::Error {QFileInfo(path).fileName(), QStringLiteral("field \"seed\""),
                                  QStringLiteral("missing: a record without its seed names no "
                                                 "deal, so it has no game ID")};
        return entanglement::gameId(*game);
    }
    if (kind.isEmpty() || names(kind, common::envelope::sliding)) {
        // Sliding Tiles also reads its seed's plain text boards; any other file that is not
        // ours is refused by that reader with the place and the reason.
        const auto document = sliding::loadSlidingFile(path);
        if (!document)
            return document.error();
        return sliding::descriptiveGameId(document->start);
    }
    return common::Error {QFileInfo(path).fileName(), QStringLiteral("field \"puzzle\""),
                          QStringLiteral("\"%1\" is not a puzzle this program knows").arg(kind)};
}

QString dailyGameId(const QString &puzzle, const QDate &date)
{
    if (names(puzzle, common::envelope::noodles))
        return noodles::dailyGameId(date);
    if (names(puzzle, common::envelope::kanoodle))
        return kanoodle::dailyGameId(date);
    if (names(puzzle, common::envelope::entanglement))
        return entanglement::dailyGameId(date);
    return sliding::dailyGameId(date);
}

QCommandLineOption dateOption()
{
    return {QStringLiteral("date"), QStringLiteral("daily: the date, YYYY-MM-DD (default today)."),
            QStringLiteral("DATE")};
}

int runDaily(const QString &puzzle, QCommandLineParser &parser, const QString &usage,
             CliStreams &io)
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
    const QString id = dailyGameId(puzzle, date);
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

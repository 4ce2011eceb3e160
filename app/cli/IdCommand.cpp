#include "app/cli/PuzzleVerbs.h"

#include "app/cli/GameIds.h"

namespace pw::cli {

namespace {

const QString usageText = QStringLiteral(
    "Usage: puzzle-cli id ID\n"
    "       puzzle-cli id --of FILE [--json]\n\n"
    "A game ID names one puzzle in a line of text (docs: \"Game IDs\" in each guide):\n"
    "  seed ID         PUZZLE:PARAMETERS#SEED, made by a generator: noodles:9x7w#1234,\n"
    "                  kanoodle:p20#7, entanglement:r3#42, sliding:4x4#1234\n"
    "  descriptive ID  PUZZLE:PARAMETERS:DESCRIPTION, the exact start position:\n"
    "                  sliding:2x2:1,2,0,3, kanoodle:f:STATE, noodles:3x2:1,1/391263\n\n"
    "ID        prints the puzzle file the ID names (the JSON the program saves, one line,\n"
    "          with \"id\" added); a seed ID is generated first.\n"
    "--of FILE prints the descriptive ID of a puzzle file (any puzzle; Sliding text boards\n"
    "          too); --json prints {\"id\", \"puzzle\"}.\n\n"
    "Exit codes: 0 ok, 2 a damaged ID or file (the message names the character or place).");

} // namespace

int runId(const QStringList &args, CliStreams &io)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("a game ID"));
    parser.addOptions({
        {QStringLiteral("of"), QStringLiteral("The descriptive ID of this puzzle file."),
         QStringLiteral("FILE")},
        {QStringLiteral("json"), QStringLiteral("Machine-readable output (with --of).")},
    });
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, args, usageText, io, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("of"))) {
        if (!positional.isEmpty())
            return usageError(io, QStringLiteral("give either an ID or --of FILE"), usageText);
        const QString path = parser.value(QStringLiteral("of"));
        const common::Expected<QString> id = descriptiveGameIdOfFile(path);
        if (!id)
            return inputError(io, id.error());
        if (parser.isSet(QStringLiteral("json")))
            printJson(io,
                      QJsonObject {{QStringLiteral("id"), *id},
                                   {QStringLiteral("puzzle"), id->section(':', 0, 0)}});
        else
            io.out << *id << Qt::endl;
        return ExitOk;
    }
    if (positional.size() != 1)
        return usageError(io,
                          positional.isEmpty() ? QStringLiteral("no game ID given")
                                               : QStringLiteral("give one game ID (quote it)"),
                          usageText);
    const common::Expected<QJsonObject> file = puzzleFileForGameId(positional.first());
    if (!file)
        return inputError(io, file.error());
    printJson(io, *file);
    return ExitOk;
}

} // namespace pw::cli

#include "app/cli/CliMain.h"

#include "app/cli/JsonErrors.h"
#include "app/cli/NearestWord.h"
#include "app/cli/PuzzleVerbs.h"
#include "core/common/StreamInput.h"

#include <vector>

namespace pw::cli {

namespace {

const std::vector<Verb> &verbs()
{
    static const std::vector<Verb> all {
#define PW_PUZZLE(kind, Name) kind##Verb(),
#include "core/backends/PuzzleList.h"
#undef PW_PUZZLE
        {QStringLiteral("id"),
         QStringLiteral("print the puzzle a game ID names, or the game ID of a puzzle file"),
         runId},
    };
    return all;
}

} // namespace

QString topLevelUsage()
{
    QString text = QStringLiteral(
        "Usage: puzzle-cli VERB ACTION [options]\n"
        "       puzzle-cli id ID | --of FILE\n"
        "       puzzle-cli --help | --version\n\n"
        "Puzzle Workbench without a window. Machine-readable output with --json.\n"
        "Exit codes: 0 success, 1 no solution, 2 bad input or usage.\n"
        "Every verb's 'daily' action gives today's puzzle; 'id' turns game IDs\n"
        "into puzzle files and back.\n"
        "A FILE may be - (standard input) or any pipe (/dev/stdin, <(cmd), a FIFO),\n"
        "read to its end. With --json an error is one JSON object on stdout,\n"
        "{\"error\", \"file\", \"line\", ...}, with the same exit code.\n"
        "Every verb and action takes --help and --version.\n\n"
        "Verbs:\n");
    for (const Verb &verb : verbs())
        text += QStringLiteral("  %1  %2\n").arg(verb.name.leftJustified(13), verb.summary);
    text += QStringLiteral("\nRun 'puzzle-cli VERB --help' for a verb's actions and options.");
    return text;
}

int runCli(const QStringList &args, CliStreams &io)
{
    // A command-line tool reads what the shell hands it; the window never waits on a pipe.
    common::allowStreamInput(true);
    io.jsonErrors = asksForJson(args);
    if (args.isEmpty())
        return usageError(io, QStringLiteral("no verb given"), topLevelUsage());
    const QString &first = args.first();
    if (first == QLatin1String("--help") || first == QLatin1String("-h")
        || first == QLatin1String("help")) {
        io.out << topLevelUsage() << Qt::endl;
        return ExitOk;
    }
    if (first == QLatin1String("--version")) {
        io.out << versionLine() << Qt::endl;
        return ExitOk;
    }
    QStringList names;
    for (const Verb &verb : verbs()) {
        if (verb.name == first)
            return verb.run(args.mid(1), io);
        names << verb.name;
    }
    if (first.startsWith(QLatin1Char('-'))) {
        const QString nearest
            = nearestWord(first.mid(first.startsWith(QLatin1String("--")) ? 2 : 1),
                          {QStringLiteral("help"), QStringLiteral("version")});
        return usageError(io, QStringLiteral("unknown option '%1'").arg(first), topLevelUsage(),
                          nearest.isEmpty() ? QString() : QStringLiteral("--") + nearest);
    }
    return usageError(io, QStringLiteral("unknown verb '%1'").arg(first), topLevelUsage(),
                      nearestWord(first, names));
}

} // namespace pw::cli

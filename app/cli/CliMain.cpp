#include "app/cli/CliMain.h"

#include "app/cli/PuzzleVerbs.h"

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
    QString text
        = QStringLiteral("Usage: puzzle-cli VERB ACTION [options]\n"
                         "       puzzle-cli id ID | --of FILE\n"
                         "       puzzle-cli --help | --version\n\n"
                         "Puzzle Workbench without a window. Machine-readable output with --json.\n"
                         "Exit codes: 0 success, 1 no solution, 2 bad input or usage.\n"
                         "Every verb's 'daily' action gives today's puzzle; 'id' turns game IDs\n"
                         "into puzzle files and back.\n\n"
                         "Verbs:\n");
    for (const Verb &verb : verbs())
        text += QStringLiteral("  %1  %2\n").arg(verb.name.leftJustified(13), verb.summary);
    text += QStringLiteral("\nRun 'puzzle-cli VERB --help' for a verb's actions and options.");
    return text;
}

int runCli(const QStringList &args, CliStreams &io)
{
    if (args.isEmpty())
        return usageError(io, QStringLiteral("no verb given"), topLevelUsage());
    const QString &first = args.first();
    if (first == QLatin1String("--help") || first == QLatin1String("-h")
        || first == QLatin1String("help")) {
        io.out << topLevelUsage() << Qt::endl;
        return ExitOk;
    }
    if (first == QLatin1String("--version")) {
        io.out << "puzzle-cli " << PW_VERSION << Qt::endl;
        return ExitOk;
    }
    for (const Verb &verb : verbs()) {
        if (verb.name == first)
            return verb.run(args.mid(1), io);
    }
    return usageError(io, QStringLiteral("unknown verb '%1'").arg(first), topLevelUsage());
}

} // namespace pw::cli

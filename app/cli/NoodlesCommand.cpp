#include "app/cli/Commands.h"

namespace pw::cli {

// Noodles has not landed in this build yet; the verb says so instead of pretending.
int runNoodles(const QStringList &args, CliStreams &io)
{
    const QString usage = QStringLiteral("Usage: puzzle-cli noodles ...\n\n"
                                         "Noodles is not available in this build yet.");
    QCommandLineParser parser;
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, args, usage, io, &exitCode))
        return exitCode;
    return usageError(io, QStringLiteral("Noodles is not available in this build yet"), usage);
}

} // namespace pw::cli

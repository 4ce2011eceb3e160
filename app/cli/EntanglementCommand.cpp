#include "app/cli/Commands.h"

namespace pw::cli {

// Entanglement has not landed in this build yet; the verb says so instead of pretending.
int runEntanglement(const QStringList &args, CliStreams &io)
{
    const QString usage = QStringLiteral("Usage: puzzle-cli entanglement ...\n\n"
                                         "Entanglement is not available in this build yet.");
    QCommandLineParser parser;
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, args, usage, io, &exitCode))
        return exitCode;
    return usageError(io, QStringLiteral("Entanglement is not available in this build yet"), usage);
}

} // namespace pw::cli

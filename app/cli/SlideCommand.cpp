#include "app/cli/Commands.h"

namespace pw::cli {

// Sliding Tiles has not landed in this build yet; the verb says so instead of pretending.
int runSlide(const QStringList &args, CliStreams &io)
{
    const QString usage = QStringLiteral("Usage: puzzle-cli slide ...\n\n"
                                         "Sliding Tiles is not available in this build yet.");
    QCommandLineParser parser;
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, args, usage, io, &exitCode))
        return exitCode;
    return usageError(io, QStringLiteral("Sliding Tiles is not available in this build yet"), usage);
}

} // namespace pw::cli

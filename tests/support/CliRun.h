#pragma once

// Runs puzzle-cli inside a test process and keeps what it printed: the CLI suites share this.

#include "app/cli/CliMain.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace pw::test {

struct CliRun
{
    int code = 0;
    QString out;
    QString err;

    // Line `line` of standard output (blank lines skipped) as a JSON object: the --json output.
    QJsonObject json(int line = 0) const
    {
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return QJsonDocument::fromJson(lines.value(line).toUtf8()).object();
    }
};

// `args` as on the command line, the verb first.
inline CliRun runCli(const QStringList &args)
{
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    cli::CliStreams io {out, err};
    run.code = cli::runCli(args, io);
    out.flush();
    err.flush();
    return run;
}

} // namespace pw::test

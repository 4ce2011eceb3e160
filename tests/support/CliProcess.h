#pragma once

// Runs the built puzzle-cli as a process, with bytes on its standard input: what a pipe into
// the program does (`cat board.txt | puzzle-cli slide solve -`). The suites that need a real
// standard input or a real exit share this; PW_CLI_EXECUTABLE names the program.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace pw::test {

struct CliProcessRun
{
    int code = -1;
    QString out;
    QString err;
    bool finished = false;

    // Line `line` of standard output (blank lines skipped) as a JSON object.
    QJsonObject json(int line = 0) const
    {
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return QJsonDocument::fromJson(lines.value(line).toUtf8()).object();
    }
};

inline CliProcessRun finishCli(QProcess &process)
{
    CliProcessRun run;
    run.finished = process.waitForFinished(60000);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// puzzle-cli ARGS with input on its standard input (a pipe, closed after the input).
inline CliProcessRun runCliProcess(const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(PW_CLI_EXECUTABLE), args);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    return finishCli(process);
}

// A shell command line, for what only a shell makes (<(cmd)); $CLI names puzzle-cli.
inline CliProcessRun runShell(const QString &script)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("CLI"), QStringLiteral(PW_CLI_EXECUTABLE));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral("bash"), {QStringLiteral("-c"), script});
    if (!process.waitForStarted())
        return {};
    process.closeWriteChannel();
    return finishCli(process);
}

} // namespace pw::test

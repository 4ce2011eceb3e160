#pragma once

#include "core/common/Expected.h"

#include <QCommandLineParser>
#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace pw::cli {

// Exit codes of puzzle-cli, a public contract (README.md, "puzzle-cli").
enum ExitCode { ExitOk = 0, ExitNoSolution = 1, ExitBadInput = 2 };

// Standard streams, so commands can be run from tests with captured output.
struct CliStreams
{
    QTextStream &out;
    QTextStream &err;
    // --json was given: errors are JSON objects on stdout (JsonErrors.h). Set by runCli.
    bool jsonErrors = false;
};

// One puzzle verb: its name, a line for the top-level help, and what runs it. args excludes
// the program name and the verb itself.
struct Verb
{
    QString name;
    QString summary;
    std::function<int(const QStringList &args, CliStreams &io)> run;
};

// Parses args (without program and verb) with parser; on a parse error, prints the one-line
// usage error to stderr and returns false (an unknown option suggests the nearest one the usage
// names). "--help" prints the usage to stdout and "--version" the version; both also return
// false with *exitCode = ExitOk.
bool parseVerbArguments(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                        CliStreams &io, int *exitCode);

// The text with every character that is not printable written as an escape (\x01, \u200b):
// a message that quotes a damaged input must not send its raw bytes to the terminal. Line
// breaks and tabs stay.
QString printableText(const QString &text);

// "puzzle-cli VERSION", what --version prints at the top level and after every verb.
QString versionLine();

// Prints "puzzle-cli: <message>; try 'puzzle-cli VERB --help'" as one line on stderr and
// returns ExitBadInput. The verb is read from the usage text's first line ("Usage: puzzle-cli
// VERB ..."), so every caller keeps passing its own usage; the top-level usage points to
// 'puzzle-cli --help'. The full help is printed only when asked for, on stdout. With a
// suggestion (a near miss, NearestWord.h) the line ends "; did you mean 'SUGGESTION'?" instead,
// the better pointer. Under --json: one JSON object on stdout (JsonErrors.h).
int usageError(CliStreams &io, const QString &message, const QString &usage,
               const QString &suggestion = {});

// "unknown action 'fly'" as a usage error, suggesting the nearest of actions.
int unknownActionError(CliStreams &io, const QString &action, const QStringList &actions,
                       const QString &usage);

// Refuses an option the action does not take, rather than ignoring it: when an option given
// is not in accepted (names without dashes; --help is always taken), prints a usage error
// naming the option and the action, sets *exitCode and returns false.
bool acceptsOnly(const QCommandLineParser &parser, const QString &action,
                 const QStringList &accepted, const QString &usage, CliStreams &io, int *exitCode);

// "1 move", "2 moves", "0 moves": a count with its noun in the right English form. The CLI
// loads no translator, so both forms are written out by the caller.
QString countOf(qint64 count, const char *singular, const char *plural);

// Prints the error's message to stderr ("-" named as standard input) and returns exitCode;
// under --json the error is one JSON object on stdout instead (JsonErrors.h).
int reportError(CliStreams &io, const common::Error &error, int exitCode);

// reportError with ExitBadInput.
int inputError(CliStreams &io, const common::Error &error);

// One compact JSON object per line on stdout.
void printJson(CliStreams &io, const QJsonObject &object);

} // namespace pw::cli

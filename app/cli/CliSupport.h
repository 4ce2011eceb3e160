#pragma once

#include "core/common/Expected.h"

#include <QCommandLineParser>
#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace pw::cli {

// Exit codes of puzzle-cli, a public contract (DESIGN.md).
enum ExitCode { ExitOk = 0, ExitNoSolution = 1, ExitBadInput = 2 };

// Standard streams, so commands can be run from tests with captured output.
struct CliStreams
{
    QTextStream &out;
    QTextStream &err;
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
// usage error to stderr and returns false. "--help" prints the usage to stdout and also returns
// false with *exitCode = ExitOk.
bool parseVerbArguments(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                        CliStreams &io, int *exitCode);

// The text with every character that is not printable written as an escape (\x01, \u200b):
// a message that quotes a damaged input must not send its raw bytes to the terminal. Line
// breaks and tabs stay.
QString printableText(const QString &text);

// Prints "puzzle-cli: <message>; try 'puzzle-cli VERB --help'" as one line on stderr and
// returns ExitBadInput. The verb is read from the usage text's first line ("Usage: puzzle-cli
// VERB ..."), so every caller keeps passing its own usage; the top-level usage points to
// 'puzzle-cli --help'. The full help is printed only when asked for, on stdout.
int usageError(CliStreams &io, const QString &message, const QString &usage);

// Refuses an option the action does not take, rather than ignoring it: when an option given
// is not in accepted (names without dashes; --help is always taken), prints a usage error
// naming the option and the action, sets *exitCode and returns false.
bool acceptsOnly(const QCommandLineParser &parser, const QString &action,
                 const QStringList &accepted, const QString &usage, CliStreams &io, int *exitCode);

// "1 move", "2 moves", "0 moves": a count with its noun in the right English form. The CLI
// loads no translator, so both forms are written out by the caller.
QString countOf(qint64 count, const char *singular, const char *plural);

// Prints the error's message to stderr and returns ExitBadInput.
int inputError(CliStreams &io, const common::Error &error);

// One compact JSON object per line on stdout.
void printJson(CliStreams &io, const QJsonObject &object);

} // namespace pw::cli

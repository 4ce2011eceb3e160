#pragma once

#include "core/common/Expected.h"

#include <QCommandLineParser>
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

// Parses args (without program and verb) with parser; on a parse error, prints the message and
// the usage to stderr and returns false. "--help" prints the usage to stdout and also returns
// false with *exitCode = ExitOk.
bool parseVerbArguments(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                        CliStreams &io, int *exitCode);

// The text with every character that is not printable written as an escape (\x01, \u200b):
// a message that quotes a damaged input must not send its raw bytes to the terminal. Line
// breaks and tabs stay.
QString printableText(const QString &text);

// Prints "puzzle-cli: <message>" and the usage to stderr and returns ExitBadInput.
int usageError(CliStreams &io, const QString &message, const QString &usage);

// Prints the error's message to stderr and returns ExitBadInput.
int inputError(CliStreams &io, const common::Error &error);

// One compact JSON object per line on stdout.
void printJson(CliStreams &io, const QJsonObject &object);

} // namespace pw::cli

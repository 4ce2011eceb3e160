#include "app/cli/CliSupport.h"

#include <QJsonDocument>

namespace pw::cli {

bool parseVerbArguments(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                        CliStreams &io, int *exitCode)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList {QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    // QCommandLineParser expects the program name first.
    if (!parser.parse(QStringList {QStringLiteral("puzzle-cli")} + args)) {
        *exitCode = usageError(io, parser.errorText(), usage);
        return false;
    }
    if (parser.isSet(help)) {
        io.out << usage << Qt::endl;
        *exitCode = ExitOk;
        return false;
    }
    return true;
}

int usageError(CliStreams &io, const QString &message, const QString &usage)
{
    io.err << "puzzle-cli: " << message << "\n\n" << usage << Qt::endl;
    return ExitBadInput;
}

int inputError(CliStreams &io, const common::Error &error)
{
    io.err << "puzzle-cli: " << error.message() << Qt::endl;
    return ExitBadInput;
}

void printJson(CliStreams &io, const QJsonObject &object)
{
    io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << Qt::endl;
}

} // namespace pw::cli

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

QString printableText(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if (c == U'\n' || c == U'\t' || (QChar::isPrint(c) && c != U'\uFFFD')) {
            result += QString::fromUcs4(&c, 1);
        } else if (c < 0x100) {
            result += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
        } else {
            // U+FFFD stands for bytes that were not UTF-8: shown as the escape, not as a glyph
            // that hides what the input held.
            result += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        }
    }
    return result;
}

int usageError(CliStreams &io, const QString &message, const QString &usage)
{
    io.err << "puzzle-cli: " << printableText(message) << "\n\n" << usage << Qt::endl;
    return ExitBadInput;
}

int inputError(CliStreams &io, const common::Error &error)
{
    io.err << "puzzle-cli: " << printableText(error.message()) << Qt::endl;
    return ExitBadInput;
}

void printJson(CliStreams &io, const QJsonObject &object)
{
    io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << Qt::endl;
}

} // namespace pw::cli

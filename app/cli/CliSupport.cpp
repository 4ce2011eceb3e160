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
        // QCommandLineParser words its errors as sentences ("Unknown option 'x'."); the usage
        // error continues the line, so the message starts lower case and has no full stop.
        QString message = parser.errorText();
        if (message.endsWith(QLatin1Char('.')))
            message.chop(1);
        if (!message.isEmpty())
            message[0] = message[0].toLower();
        *exitCode = usageError(io, message, usage);
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

namespace {

// "noodles" from "Usage: puzzle-cli noodles generate ...", or nothing for the top-level usage
// ("Usage: puzzle-cli VERB ACTION ...").
QString verbOfUsage(const QString &usage)
{
    const QString word
        = usage.section(QLatin1Char('\n'), 0, 0).simplified().section(QLatin1Char(' '), 2, 2);
    if (word.isEmpty() || word == QLatin1String("VERB"))
        return {};
    return word;
}

} // namespace

int usageError(CliStreams &io, const QString &message, const QString &usage)
{
    const QString verb = verbOfUsage(usage);
    io.err << "puzzle-cli: " << printableText(message) << "; try 'puzzle-cli "
           << (verb.isEmpty() ? QString() : verb + QLatin1Char(' ')) << "--help'" << Qt::endl;
    return ExitBadInput;
}

bool acceptsOnly(const QCommandLineParser &parser, const QString &action,
                 const QStringList &accepted, const QString &usage, CliStreams &io, int *exitCode)
{
    for (const QString &name : parser.optionNames()) {
        if (name == QLatin1String("help") || name == QLatin1String("h") || accepted.contains(name))
            continue;
        const QString verb = verbOfUsage(usage);
        *exitCode = usageError(
            io,
            QStringLiteral("%1%2 does not take --%3")
                .arg(verb.isEmpty() ? QString() : verb + QLatin1Char(' '), action, name),
            usage);
        return false;
    }
    return true;
}

QString countOf(qint64 count, const char *singular, const char *plural)
{
    return QStringLiteral("%1 %2").arg(count).arg(QLatin1String(count == 1 ? singular : plural));
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

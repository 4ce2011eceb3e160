#include "app/cli/CliSupport.h"

#include "app/cli/JsonErrors.h"
#include "app/cli/NearestWord.h"
#include "core/common/StreamInput.h"

#include <QJsonDocument>
#include <QRegularExpression>

namespace pw::cli {

namespace {

// What every verb's help ends with: the options every verb and action takes.
const QString sharedOptionsText = QStringLiteral(
    "Every action also takes --help and --version. A FILE may be - (standard input) or a pipe.\n"
    "With --json an error is one JSON object on stdout: {\"error\", \"file\", \"line\", ...}.");

// The options a usage text names ("--seed", "--json"), for suggestions: every verb's help names
// all of its options (the bash completion is made from the same text).
QStringList optionsOfUsage(const QString &usage)
{
    QStringList names {QStringLiteral("--help"), QStringLiteral("--version")};
    static const QRegularExpression option(QStringLiteral("(?<![A-Za-z0-9-])--[a-z][a-z0-9-]*"));
    for (const QRegularExpressionMatch &match : option.globalMatch(usage)) {
        if (!names.contains(match.captured()))
            names << match.captured();
    }
    return names;
}

// "unknown option '--jsn'", suggesting the nearest option of the verb.
int unknownOptionError(CliStreams &io, const QString &name, const QString &usage)
{
    const QString typed = QStringLiteral("--") + name;
    QStringList names = optionsOfUsage(usage);
    for (QString &known : names)
        known.remove(0, 2);
    const QString nearest = nearestWord(name, names);
    return usageError(io, QStringLiteral("unknown option '%1'").arg(typed), usage,
                      nearest.isEmpty() ? QString() : QStringLiteral("--") + nearest);
}

} // namespace

bool parseVerbArguments(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                        CliStreams &io, int *exitCode)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList {QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    const QCommandLineOption version(QStringLiteral("version"),
                                     QStringLiteral("Show the program's version."));
    parser.addOption(help);
    parser.addOption(version);
    // QCommandLineParser expects the program name first.
    if (!parser.parse(QStringList {QStringLiteral("puzzle-cli")} + args)) {
        if (!parser.unknownOptionNames().isEmpty()) {
            *exitCode = unknownOptionError(io, parser.unknownOptionNames().constFirst(), usage);
            return false;
        }
        // QCommandLineParser words its errors as sentences ("Missing value after 'x'."); the
        // usage error continues the line, so the message starts lower case and has no full stop.
        QString message = parser.errorText();
        if (message.endsWith(QLatin1Char('.')))
            message.chop(1);
        if (!message.isEmpty())
            message[0] = message[0].toLower();
        *exitCode = usageError(io, message, usage);
        return false;
    }
    if (parser.isSet(help)) {
        io.out << usage << "\n\n" << sharedOptionsText << Qt::endl;
        *exitCode = ExitOk;
        return false;
    }
    if (parser.isSet(version)) {
        io.out << versionLine() << Qt::endl;
        *exitCode = ExitOk;
        return false;
    }
    return true;
}

QString versionLine()
{
    return QStringLiteral("puzzle-cli " PW_VERSION);
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

int usageError(CliStreams &io, const QString &message, const QString &usage,
               const QString &suggestion)
{
    const QString verb = verbOfUsage(usage);
    const QString help = QStringLiteral("puzzle-cli %1--help")
                             .arg(verb.isEmpty() ? QString() : verb + QLatin1Char(' '));
    if (io.jsonErrors) {
        QJsonObject object {{QStringLiteral("error"), message}, {QStringLiteral("help"), help}};
        if (!suggestion.isEmpty())
            object.insert(QStringLiteral("suggestion"), suggestion);
        printJson(io, object);
        return ExitBadInput;
    }
    io.err << "puzzle-cli: " << printableText(message);
    if (suggestion.isEmpty())
        io.err << "; try '" << help << "'" << Qt::endl;
    else
        io.err << "; did you mean '" << printableText(suggestion) << "'?" << Qt::endl;
    return ExitBadInput;
}

int unknownActionError(CliStreams &io, const QString &action, const QStringList &actions,
                       const QString &usage)
{
    const QString nearest = nearestWord(action, actions);
    if (!nearest.isEmpty())
        return usageError(io, QStringLiteral("unknown action '%1'").arg(action), usage, nearest);
    QStringList listed = actions;
    const QString last = listed.takeLast();
    return usageError(io,
                      QStringLiteral("unknown action '%1' (%2 or %3)")
                          .arg(action, listed.join(QStringLiteral(", ")), last),
                      usage);
}

bool acceptsOnly(const QCommandLineParser &parser, const QString &action,
                 const QStringList &accepted, const QString &usage, CliStreams &io, int *exitCode)
{
    for (const QString &name : parser.optionNames()) {
        if (name == QLatin1String("help") || name == QLatin1String("h")
            || name == QLatin1String("version") || accepted.contains(name))
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

int reportError(CliStreams &io, const common::Error &error, int exitCode)
{
    if (io.jsonErrors) {
        printJson(io, errorJson(error));
        return exitCode;
    }
    common::Error shown = error;
    if (common::namesStandardInput(shown.source))
        shown.source = QStringLiteral("standard input");
    io.err << "puzzle-cli: " << printableText(shown.message()) << Qt::endl;
    return exitCode;
}

int inputError(CliStreams &io, const common::Error &error)
{
    return reportError(io, error, ExitBadInput);
}

void printJson(CliStreams &io, const QJsonObject &object)
{
    io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << Qt::endl;
}

} // namespace pw::cli

#include "app/cli/JsonErrors.h"

#include <QRegularExpression>

namespace pw::cli {

namespace {

// What the error's source names: an option ("--flat"), a game ID ("game ID", or the ID itself,
// "sliding:4x4#12"), else a file.
QString sourceKey(const QString &source)
{
    static const QRegularExpression gameId(QStringLiteral("^[a-z]+:"));
    if (source.startsWith(QLatin1String("--")))
        return QStringLiteral("option");
    if (source == QLatin1String("game ID") || gameId.match(source).hasMatch())
        return QStringLiteral("input");
    return QStringLiteral("file");
}

} // namespace

bool asksForJson(const QStringList &args)
{
    for (const QString &arg : args) {
        if (arg == QLatin1String("--"))
            return false;
        // Single-dash words are long options too (QCommandLineParser::ParseAsLongOptions).
        if (arg == QLatin1String("--json") || arg == QLatin1String("-json"))
            return true;
    }
    return false;
}

QJsonObject errorJson(const common::Error &error)
{
    QJsonObject object {{QStringLiteral("error"), error.reason}};
    if (!error.source.isEmpty())
        object.insert(sourceKey(error.source), error.source);
    // The CLI loads no translator, so places are worded in English: "line 3, column 2".
    static const QRegularExpression linePlace(
        QStringLiteral("^line (\\d+)(?:, column (\\d+))?(?:, (.+))?$"));
    const QRegularExpressionMatch line = linePlace.match(error.location);
    if (line.hasMatch()) {
        object.insert(QStringLiteral("line"), line.captured(1).toInt());
        if (line.hasCaptured(2))
            object.insert(QStringLiteral("column"), line.captured(2).toInt());
        if (line.hasCaptured(3)) // "line 3, number 2": the whole place as well
            object.insert(QStringLiteral("location"), error.location);
    } else if (!error.location.isEmpty()) {
        object.insert(QStringLiteral("location"), error.location);
    }
    return object;
}

} // namespace pw::cli

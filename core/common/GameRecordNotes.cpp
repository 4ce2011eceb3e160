#include "core/common/GameRecordNotes.h"

#include "core/common/JsonFields.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>
#include <cmath>

namespace pw::common {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::GameRecordNotes)
};

const QString helpKey = QStringLiteral("help");
const QString idKey = QStringLiteral("id");
const QString timeKey = QStringLiteral("time");
const QString kindKey = QStringLiteral("kind");
const QString moveKey = QStringLiteral("move");

struct HelpWord
{
    Help help;
    const char *name;
};
// The words files keep: stable, never translated.
constexpr std::array helpWords {
    HelpWord {Help::Hint, "hint"},         HelpWord {Help::Solve, "solve"},
    HelpWord {Help::Check, "check"},       HelpWord {Help::Solutions, "solutions"},
    HelpWord {Help::BestLine, "best line"}, HelpWord {Help::Autoplay, "autoplay"},
    HelpWord {Help::Reveal, "undo"},       HelpWord {Help::Earlier, "earlier"},
};

// A whole number of tenths of a second: what a file keeps of the time.
double secondsToTenth(qint64 millis)
{
    return static_cast<double>((millis + 50) / 100) / 10.0;
}

} // namespace

QString helpName(Help help)
{
    for (const HelpWord &word : helpWords)
        if (word.help == help)
            return QString::fromLatin1(word.name);
    return QString::fromLatin1(helpWords.back().name);
}

std::optional<Help> helpFromName(const QString &name)
{
    for (const HelpWord &word : helpWords)
        if (name == QLatin1String(word.name))
            return word.help;
    return std::nullopt;
}

QJsonArray helpToJson(const std::vector<HelpNote> &help)
{
    QJsonArray list;
    for (const HelpNote &note : help)
        list.append(QJsonObject {{kindKey, helpName(note.kind)}, {moveKey, note.atMove}});
    return list;
}

Expected<std::vector<HelpNote>> helpFromJson(const QJsonValue &value, const QString &sourceName,
                                             const QString &location)
{
    if (!value.isArray())
        return Error {sourceName, location, Text::tr("must be a list")};
    std::vector<HelpNote> help;
    const QJsonArray list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject note = list.at(i).toObject();
        const std::optional<qint64> atMove = wholeNumber(note.value(moveKey), 0, 1 << 30);
        if (!note.value(kindKey).isString() || !atMove)
            return Error {sourceName, location + QStringLiteral("[%1]").arg(i),
                          Text::tr("must be {\"kind\": WORD, \"move\": N}")};
        help.push_back(HelpNote {helpFromName(note.value(kindKey).toString()).value_or(Help::Earlier),
                                 static_cast<int>(*atMove)});
    }
    return help;
}

QJsonObject recordNotesToJson(const GameRecord &record)
{
    QJsonObject notes;
    if (!record.help.empty())
        notes.insert(helpKey, helpToJson(record.help));
    if (!record.seedId.isEmpty())
        notes.insert(idKey, record.seedId);
    // Under a twentieth of a second reads as no time at all, so it is not written as 0.
    if (const double seconds = secondsToTenth(record.playedMillis); seconds > 0)
        notes.insert(timeKey, seconds);
    return notes;
}

Status readRecordNotes(const QJsonObject &file, const QString &sourceName, GameRecord &record)
{
    if (!file.contains(recordNotesKey))
        return std::nullopt;
    const QString where = JsonFieldReader::fieldLocation(recordNotesKey);
    const QJsonValue value = file.value(recordNotesKey);
    if (!value.isObject())
        return Error {sourceName, where, Text::tr("must be an object")};
    const QJsonObject notes = value.toObject();

    std::vector<HelpNote> given;
    if (notes.contains(helpKey)) {
        Expected<std::vector<HelpNote>> help
            = helpFromJson(notes.value(helpKey), sourceName, where + QStringLiteral(".help"));
        if (!help)
            return help.error();
        given = std::move(*help);
    }

    const QJsonValue id = notes.value(idKey);
    if (!id.isUndefined() && !id.isString())
        return Error {sourceName, where + QStringLiteral(".id"), Text::tr("must be a text")};

    const QJsonValue time = notes.value(timeKey);
    const double seconds = time.toDouble(-1);
    if (!time.isUndefined() && (!time.isDouble() || seconds < 0 || !std::isfinite(seconds)
                                || seconds > 1e9))
        return Error {sourceName, where + QStringLiteral(".time"),
                      Text::tr("must be a number of seconds, 0 or more")};

    record.help.insert(record.help.end(), given.begin(), given.end());
    record.seedId = id.toString();
    record.playedMillis = time.isUndefined() ? 0 : std::llround(seconds * 1000.0);
    return std::nullopt;
}

} // namespace pw::common

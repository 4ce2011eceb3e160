#include "core/common/GameId.h"

#include <QCoreApplication>

#include <limits>

namespace pw::common {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::GameId)
};

bool isPuzzleNameCharacter(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || c == QLatin1Char('-');
}

// A decimal whole number of [first, last) that fits 64 bits.
Expected<std::uint64_t> decimal(const QString &text, int first, int last, const QString &what)
{
    if (first == last)
        return gameIdError(first, Text::tr("the %1 is missing").arg(what));
    std::uint64_t value = 0;
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    for (int i = first; i < last; ++i) {
        const QChar c = text.at(i);
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return gameIdError(i,
                               Text::tr("the %1 must be a whole number; '%2' is not a digit")
                                   .arg(what, QString(c)));
        const auto digit = static_cast<std::uint64_t>(c.unicode() - '0');
        if (value > (max - digit) / 10)
            return gameIdError(first, Text::tr("the %1 is larger than %2").arg(what).arg(max));
        value = value * 10 + digit;
    }
    return value;
}

} // namespace

Error gameIdError(int position, const QString &reason)
{
    return Error {Text::tr("game ID"), Text::tr("character %1").arg(position + 1), reason};
}

Expected<GameIdParts> splitGameId(const QString &id, const QString &expectedPuzzle)
{
    if (id.size() > gameid::maxLength)
        return Error {Text::tr("game ID"),
                      {},
                      Text::tr("%1 characters is too long; game IDs have at most %2")
                          .arg(id.size())
                          .arg(gameid::maxLength)};
    int begin = 0;
    int end = static_cast<int>(id.size());
    while (begin < end && id.at(begin).isSpace())
        ++begin;
    while (end > begin && id.at(end - 1).isSpace())
        --end;
    if (begin == end)
        return Error {Text::tr("game ID"),
                      {},
                      Text::tr("empty; a game ID looks like "
                               "noodles:9x7w#1234")};

    GameIdParts parts;
    int i = begin;
    while (i < end && isPuzzleNameCharacter(id.at(i)))
        ++i;
    if (i == begin || i == end || id.at(i) != QLatin1Char(':'))
        return gameIdError(i,
                           Text::tr("expected the puzzle's name and ':' (as in "
                                    "noodles:9x7w#1234)"));
    parts.puzzle = id.mid(begin, i - begin);
    if (!expectedPuzzle.isEmpty() && parts.puzzle != expectedPuzzle)
        return gameIdError(
            begin, Text::tr("this is a \"%1\" ID, not \"%2\"").arg(parts.puzzle, expectedPuzzle));
    ++i; // the ':'

    // The parameters run up to '@', '#' or the second ':'.
    parts.parametersAt = i;
    while (i < end && id.at(i) != QLatin1Char('@') && id.at(i) != QLatin1Char('#')
           && id.at(i) != QLatin1Char(':'))
        ++i;
    parts.parameters = id.mid(parts.parametersAt, i - parts.parametersAt);
    if (i < end && id.at(i) == QLatin1Char('@')) {
        const int versionAt = ++i;
        while (i < end && id.at(i) != QLatin1Char('#') && id.at(i) != QLatin1Char(':'))
            ++i;
        const Expected<std::uint64_t> version = decimal(id, versionAt, i, Text::tr("version"));
        if (!version)
            return version.error();
        if (*version < 1 || *version > gameid::currentVersion)
            return gameIdError(versionAt,
                               Text::tr("version %1 is not supported; this program reads game "
                                        "IDs up to version %2")
                                   .arg(*version)
                                   .arg(gameid::currentVersion));
        parts.version = static_cast<int>(*version);
    }
    if (i == end)
        return gameIdError(i, Text::tr("expected '#' and a seed, or ':' and a description"));
    if (id.at(i) == QLatin1Char('#')) {
        parts.kind = GameIdKind::Seed;
        const Expected<std::uint64_t> seed = decimal(id, i + 1, end, Text::tr("seed"));
        if (!seed)
            return seed.error();
        parts.seed = *seed;
    } else {
        parts.kind = GameIdKind::Descriptive;
        parts.descriptionAt = i + 1;
        parts.description = id.mid(i + 1, end - i - 1);
        if (parts.description.isEmpty())
            return gameIdError(i + 1, Text::tr("the description after ':' is missing"));
    }
    return parts;
}

Expected<QString> puzzleOfGameId(const QString &id, const QStringList &knownPuzzles)
{
    qsizetype begin = 0;
    while (begin < id.size() && id.at(begin).isSpace())
        ++begin;
    qsizetype end = begin;
    while (end < id.size() && isPuzzleNameCharacter(id.at(end)))
        ++end;
    if (end == begin || end == id.size() || id.at(end) != QLatin1Char(':')) {
        const Expected<GameIdParts> parts = splitGameId(id);
        return parts ? gameIdError(static_cast<int>(begin), Text::tr("not a game ID"))
                     : parts.error();
    }
    const QString puzzle = id.mid(begin, end - begin);
    if (knownPuzzles.contains(puzzle))
        return puzzle;
    QStringList prefixes;
    for (const QString &known : knownPuzzles)
        prefixes.append(known + QLatin1Char(':'));
    return gameIdError(static_cast<int>(begin),
                       Text::tr("unknown puzzle \"%1\"; game IDs start with %2")
                           .arg(puzzle, prefixes.join(QLatin1String(", "))));
}

QString composeSeedId(const QString &puzzle, const QString &parameters, std::uint64_t seed)
{
    return puzzle + QLatin1Char(':') + parameters + QLatin1Char('#') + QString::number(seed);
}

QString composeDescriptiveId(const QString &puzzle, const QString &parameters,
                             const QString &description)
{
    return puzzle + QLatin1Char(':') + parameters + QLatin1Char(':') + description;
}

} // namespace pw::common

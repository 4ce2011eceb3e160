#include "core/entanglement/EntanglementGameId.h"

#include "core/common/DailySeed.h"
#include "core/common/GameId.h"
#include "core/common/GameIdScanner.h"
#include "core/entanglement/EntanglementKind.h"

#include <QCoreApplication>

namespace pw::entanglement {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::entanglement::EntanglementGameId)
};

const QString puzzleName = QString::fromLatin1(puzzleKind);

} // namespace

QString gameId(const EntanglementGameId &id)
{
    QString parameters = QStringLiteral("r%1").arg(id.radius);
    if (id.practice)
        parameters += QLatin1Char('p');
    return common::composeSeedId(puzzleName, parameters, id.seed);
}

QString gameId(const Game &game, bool practice)
{
    return gameId(EntanglementGameId {game.radius(), game.seed(), practice});
}

common::Expected<EntanglementGameId> parseGameId(const QString &id)
{
    const common::Expected<common::GameIdParts> parts = common::splitGameId(id, puzzleName);
    if (!parts)
        return parts.error();
    common::GameIdScanner scan(parts->parameters, parts->parametersAt);
    EntanglementGameId result;
    scan.expect(QLatin1Char('r'), Text::tr("'r' and the board's radius"));
    if (const auto radius = scan.number(Board::minRadius, Board::maxRadius, Text::tr("the radius")))
        result.radius = *radius;
    if (scan.ok() && scan.take(QLatin1Char('p')))
        result.practice = true;
    scan.expectEnd(Text::tr("the radius"));
    if (!scan.ok())
        return scan.error();
    if (parts->kind == common::GameIdKind::Descriptive)
        return common::gameIdError(parts->descriptionAt - 1,
                                   Text::tr("Entanglement IDs end in '#' and the seed: the seed "
                                            "deals every tile, so it describes the game"));
    if (parts->seed > Game::maxSeed)
        return common::gameIdError(static_cast<int>(id.indexOf(QLatin1Char('#'))) + 1,
                                   Text::tr("the seed must be at most %1").arg(Game::maxSeed));
    result.seed = parts->seed;
    return result;
}

EntanglementGameId dailyGame(const QDate &date)
{
    return EntanglementGameId {Board::defaultRadius, common::dailySeed(date, puzzleName), false};
}

QString dailyGameId(const QDate &date)
{
    return gameId(dailyGame(date));
}

} // namespace pw::entanglement

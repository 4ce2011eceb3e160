#include "ui/entanglement/SavedGame.h"

#include "core/common/PuzzleFile.h"
#include "core/entanglement/GameFile.h"

#include <QFileInfo>

namespace pw::ui::entanglement {

namespace {
const QString practiceKey = QStringLiteral("practice");
const QString disqualifiedKey = QStringLiteral("disqualified");
} // namespace

common::Expected<pw::entanglement::Game> SavedGame::readGame(const QJsonObject &object,
                                                             const QString &sourceName)
{
    bool canContinue = false;
    auto loaded = pw::entanglement::gameFromJson(object, sourceName, &canContinue);
    if (!loaded)
        return loaded.error();
    if (!canContinue) {
        return common::Error {sourceName, QStringLiteral("field \"seed\""),
                              tr("missing: without the seed the tiles still to come are unknown, "
                                 "so the game cannot be continued (puzzle-cli entanglement replay "
                                 "checks such records)")};
    }
    return loaded;
}

common::Expected<SavedGame> SavedGame::read(const QJsonObject &object, const QString &sourceName)
{
    auto game = readGame(object, sourceName);
    if (!game)
        return game.error();
    return SavedGame {*game, object.value(practiceKey).toBool(),
                      object.value(disqualifiedKey).toBool()};
}

common::Expected<SavedGame> SavedGame::readFile(const QString &path)
{
    const auto object = common::readEnvelopeFile(
        path, QString::fromLatin1(common::envelope::entanglement));
    if (!object)
        return object.error();
    return read(*object, QFileInfo(path).fileName());
}

common::Status SavedGame::writeFile(const QString &path) const
{
    return common::writeJsonFile(path, toJson());
}

QJsonObject SavedGame::toJson() const
{
    QJsonObject object = pw::entanglement::gameToJson(game);
    object.insert(practiceKey, practice);
    object.insert(disqualifiedKey, disqualified);
    return object;
}

} // namespace pw::ui::entanglement

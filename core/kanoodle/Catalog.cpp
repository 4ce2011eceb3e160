#include "core/kanoodle/Catalog.h"

#include "core/kanoodle/Board.h"

namespace pw::kanoodle {

QString catalogBoardKey(CatalogBoard board)
{
    switch (board) {
    case CatalogBoard::Flat:
        return QStringLiteral("flat");
    case CatalogBoard::Sliding:
        return QStringLiteral("sliding");
    case CatalogBoard::Pyramid:
        break;
    }
    return QStringLiteral("pyramid");
}

std::optional<CatalogEntry> catalogEntryWithId(const QString &gameId)
{
    if (gameId.isEmpty())
        return std::nullopt;
    for (const CatalogEntry &entry : catalog()) {
        if (gameId == QLatin1String(entry.gameId) || gameId == QLatin1String(entry.seedId))
            return entry;
    }
    return std::nullopt;
}

int catalogLevelOf(int number)
{
    return (number - 1) / catalogPerLevel + 1;
}

KanoodleRecipe catalogRecipe(CatalogBoard board, int number)
{
    const int level = catalogLevelOf(number);
    KanoodleRecipe recipe;
    recipe.seed = static_cast<std::uint64_t>(number);
    switch (board) {
    case CatalogBoard::Flat:
        recipe.kind = KanoodleRecipe::Kind::Flat;
        recipe.given = 9 - level; // 8 pieces given at level 1, 4 at level 5
        break;
    case CatalogBoard::Sliding:
        // The series up to 9 pieces: its step k has 4 + k pieces, so level k is step k.
        recipe.kind = KanoodleRecipe::Kind::SlidingSeries;
        recipe.finalPieces = maxSlidingPieces;
        recipe.step = level;
        break;
    case CatalogBoard::Pyramid:
        recipe.kind = KanoodleRecipe::Kind::Pyramid;
        recipe.level = 20 * level - 10; // 10, 30, 50, 70, 90 of the book's 1..100
        break;
    }
    return recipe;
}

std::optional<MadeCatalogEntry> makeCatalogEntry(CatalogBoard board, int number,
                                                 common::SolverSink &sink)
{
    const KanoodleRecipe recipe = catalogRecipe(board, number);
    const common::Expected<KanoodleGame> game = generateFromRecipe(recipe, sink);
    if (!game)
        return std::nullopt;
    return MadeCatalogEntry {seedGameId(recipe), descriptiveGameId(game->puzzle)};
}

} // namespace pw::kanoodle

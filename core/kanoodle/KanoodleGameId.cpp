#include "core/kanoodle/KanoodleGameId.h"

#include "core/common/DailySeed.h"
#include "core/common/GameIdScanner.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleKind.h"

#include <QCoreApplication>

namespace pw::kanoodle {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::kanoodle::KanoodleGameId)
};

const QString puzzleName = QString::fromLatin1(puzzleKind);

bool isPieceLetter(QChar c)
{
    return c >= QLatin1Char('A') && c <= QLatin1Char('A' + pieceCount - 1);
}

// "IJKLA" after 's': a piece set whose balls fill a sliding region. Letters are read up to the
// end of the scanner's text.
std::optional<std::uint16_t> readPieceSet(common::GameIdScanner &scan)
{
    const int start = scan.position();
    std::uint16_t set = 0;
    int count = 0;
    while (scan.ok() && !scan.atEnd()) {
        const QChar c = scan.peek();
        if (!isPieceLetter(c)) {
            scan.fail(scan.position(), Text::tr("'%1' is not a piece letter A-L").arg(c));
            return std::nullopt;
        }
        const int piece = c.unicode() - 'A';
        if ((set >> piece) & 1U) {
            scan.fail(scan.position(), Text::tr("piece %1 is given twice").arg(c));
            return std::nullopt;
        }
        set |= static_cast<std::uint16_t>(1U << piece);
        ++count;
        scan.take(c);
    }
    if (count < minSlidingPieces || count > maxSlidingPieces) {
        scan.fail(start,
                  Text::tr("a sliding challenge has %1 to %2 pieces, not %3")
                      .arg(minSlidingPieces)
                      .arg(maxSlidingPieces)
                      .arg(count));
        return std::nullopt;
    }
    if (!Board::sliding(ballCount(set), set)) {
        QStringList sizes;
        for (const int size : Board::slidingRegionSizes())
            sizes << QString::number(size);
        scan.fail(start,
                  Text::tr("pieces %1 have %2 balls; sliding regions have %3 balls")
                      .arg(pieceSetLetters(set))
                      .arg(ballCount(set))
                      .arg(sizes.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    return set;
}

common::Expected<KanoodleRecipe> parseRecipe(const common::GameIdParts &parts)
{
    common::GameIdScanner scan(parts.parameters, parts.parametersAt);
    KanoodleRecipe recipe;
    recipe.seed = parts.seed;
    if (scan.take(QLatin1Char('p'))) {
        recipe.kind = KanoodleRecipe::Kind::Pyramid;
        if (const auto level = scan.number(1, 100, Text::tr("the pyramid level")))
            recipe.level = *level;
    } else if (scan.take(QLatin1Char('f'))) {
        recipe.kind = KanoodleRecipe::Kind::Flat;
        if (const auto given = scan.number(0, 11, Text::tr("the number of given pieces")))
            recipe.given = *given;
    } else if (scan.take(QLatin1Char('s'))) {
        if (isPieceLetter(scan.peek())) {
            recipe.kind = KanoodleRecipe::Kind::SlidingChallenge;
            if (const auto set = readPieceSet(scan))
                recipe.pieceSet = *set;
        } else {
            recipe.kind = KanoodleRecipe::Kind::SlidingSeries;
            if (const auto pieces = scan.number(minSlidingPieces, maxSlidingPieces,
                                                Text::tr("the series' number of pieces")))
                recipe.finalPieces = *pieces;
            if (scan.ok() && scan.take(QLatin1Char('.'))) {
                if (const auto step = scan.number(1, recipe.finalPieces - minSlidingPieces + 1,
                                                  Text::tr("the step of the series")))
                    recipe.step = *step;
            }
        }
    } else {
        scan.fail(scan.position(),
                  Text::tr("expected p (pyramid), f (flat board) or s (sliding challenge)"));
    }
    scan.expectEnd(Text::tr("the parameters"));
    if (!scan.ok())
        return scan.error();
    return recipe;
}

common::Expected<BoardPtr> parseBoard(const common::GameIdParts &parts)
{
    common::GameIdScanner scan(parts.parameters, parts.parametersAt);
    BoardPtr board;
    if (scan.take(QLatin1Char('p'))) {
        board = Board::pyramid();
    } else if (scan.take(QLatin1Char('f'))) {
        board = Board::flat();
    } else if (scan.take(QLatin1Char('s'))) {
        if (const auto set = readPieceSet(scan))
            board = Board::sliding(ballCount(*set), *set);
    } else {
        scan.fail(scan.position(),
                  Text::tr("expected p (pyramid), f (flat board) or sLETTERS "
                           "(a sliding challenge's pieces)"));
    }
    scan.expectEnd(Text::tr("the board"));
    if (!scan.ok())
        return scan.error();
    return board;
}

common::Expected<Position> parseState(const common::GameIdParts &parts, const BoardPtr &board)
{
    const QString &state = parts.description;
    const int at = parts.descriptionAt;
    if (state.size() != stateLength)
        return common::gameIdError(
            at + static_cast<int>(std::min<qsizetype>(state.size(), stateLength)),
            Text::tr("the state has %1 characters; a Kanoodle state has exactly %2 (one per "
                     "ball, '.' for empty)")
                .arg(state.size())
                .arg(stateLength));
    for (int i = 0; i < stateLength; ++i) {
        const QChar c = state.at(i);
        if (c == QLatin1Char('.'))
            continue;
        if (!isPieceLetter(c))
            return common::gameIdError(at + i,
                                       Text::tr("'%1' is not a piece letter A-L or '.'").arg(c));
        if (!board->inRegion(i))
            return common::gameIdError(
                at + i,
                Text::tr("ball %1 lies outside the challenge region").arg(board->cellName(i)));
    }
    const common::Expected<Position> position = Position::parse(board, state, Text::tr("game ID"));
    if (position)
        return position;
    // Position::parse names the piece; point at the first ball of the first piece that is
    // wrong on its own, where the user will look.
    for (int piece = 0; piece < pieceCount; ++piece) {
        const QChar letter = QLatin1Char(static_cast<char>('A' + piece));
        const qsizetype first = state.indexOf(letter);
        if (first < 0)
            continue;
        QString alone(stateLength, QLatin1Char('.'));
        for (int i = 0; i < stateLength; ++i) {
            if (state.at(i) == letter)
                alone[i] = letter;
        }
        const common::Expected<Position> single = Position::parse(board, alone, {});
        if (!single)
            return common::gameIdError(at + static_cast<int>(first), single.error().reason);
    }
    return common::gameIdError(at, position.error().reason);
}

} // namespace

QString seedGameId(const KanoodleRecipe &recipe)
{
    QString parameters;
    switch (recipe.kind) {
    case KanoodleRecipe::Kind::Pyramid:
        parameters = QStringLiteral("p%1").arg(recipe.level);
        break;
    case KanoodleRecipe::Kind::Flat:
        parameters = QStringLiteral("f%1").arg(recipe.given);
        break;
    case KanoodleRecipe::Kind::SlidingSeries:
        parameters = QStringLiteral("s%1").arg(recipe.finalPieces);
        if (recipe.step != 1)
            parameters += QStringLiteral(".%1").arg(recipe.step);
        break;
    case KanoodleRecipe::Kind::SlidingChallenge:
        parameters = QLatin1Char('s') + pieceSetLetters(recipe.pieceSet);
        break;
    }
    return common::composeSeedId(puzzleName, parameters, recipe.seed);
}

QString descriptiveGameId(const Position &puzzle)
{
    const Board &board = puzzle.board();
    const QString parameters = board.kind() == BoardKind::Pyramid ? QStringLiteral("p")
        : board.kind() == BoardKind::Flat                         ? QStringLiteral("f")
                                          : QLatin1Char('s') + pieceSetLetters(board.pieceSet());
    return common::composeDescriptiveId(puzzleName, parameters, puzzle.toString());
}

common::Expected<KanoodleGameId> parseGameId(const QString &id)
{
    const common::Expected<common::GameIdParts> parts = common::splitGameId(id, puzzleName);
    if (!parts)
        return parts.error();
    KanoodleGameId result;
    result.kind = parts->kind;
    if (parts->kind == common::GameIdKind::Seed) {
        const common::Expected<KanoodleRecipe> recipe = parseRecipe(*parts);
        if (!recipe)
            return recipe.error();
        result.recipe = *recipe;
        return result;
    }
    const common::Expected<BoardPtr> board = parseBoard(*parts);
    if (!board)
        return board.error();
    const common::Expected<Position> puzzle = parseState(*parts, *board);
    if (!puzzle)
        return puzzle.error();
    result.game = KanoodleGame {*puzzle, std::nullopt, std::nullopt};
    return result;
}

common::Expected<KanoodleGame> generateFromRecipe(const KanoodleRecipe &recipe,
                                                  common::SolverSink &sink)
{
    const auto failed = [&]() -> common::Error {
        return common::Error {seedGameId(recipe),
                              {},
                              sink.isCancelled() ? Text::tr("generating was cancelled")
                                                 : Text::tr("no puzzle could be generated")};
    };
    const auto asGame = [](const GeneratedPuzzle &puzzle) {
        return KanoodleGame {puzzle.puzzle, puzzle.solution, std::nullopt};
    };
    switch (recipe.kind) {
    case KanoodleRecipe::Kind::Pyramid:
    case KanoodleRecipe::Kind::Flat: {
        const bool pyramid = recipe.kind == KanoodleRecipe::Kind::Pyramid;
        const std::optional<GeneratedPuzzle> puzzle = generatePuzzle(
            pyramid ? Board::pyramid() : Board::flat(),
            pyramid ? givenPiecesForLevel(recipe.level) : recipe.given, recipe.seed, sink);
        if (!puzzle || sink.isCancelled())
            return failed();
        return asGame(*puzzle);
    }
    case KanoodleRecipe::Kind::SlidingSeries: {
        const auto series = generateSlidingSeries(recipe.finalPieces, recipe.seed, sink);
        const auto index = static_cast<std::size_t>(recipe.step - 1);
        if (!series || index >= series->size())
            return failed();
        return asGame((*series)[index].puzzle);
    }
    case KanoodleRecipe::Kind::SlidingChallenge: {
        const auto step = generateSlidingChallenge(recipe.pieceSet, recipe.seed, sink);
        if (!step)
            return failed();
        return asGame(step->puzzle);
    }
    }
    return failed();
}

common::Expected<KanoodleGame> gameForGameId(const KanoodleGameId &id, common::SolverSink &sink)
{
    if (id.kind == common::GameIdKind::Descriptive)
        return *id.game;
    return generateFromRecipe(id.recipe, sink);
}

KanoodleRecipe dailyRecipe(const QDate &date)
{
    KanoodleRecipe recipe;
    recipe.kind = KanoodleRecipe::Kind::Flat;
    recipe.given = 5;
    recipe.seed = common::dailySeed(date, puzzleName);
    return recipe;
}

QString dailyGameId(const QDate &date)
{
    return seedGameId(dailyRecipe(date));
}

KanoodleRecipe dailyPyramidRecipe(const QDate &date)
{
    KanoodleRecipe recipe;
    recipe.kind = KanoodleRecipe::Kind::Pyramid;
    recipe.level = dailyPyramidLevel;
    recipe.seed = common::dailySeed(date, puzzleName + QStringLiteral("-pyramid"));
    return recipe;
}

QString dailyPyramidGameId(const QDate &date)
{
    return seedGameId(dailyPyramidRecipe(date));
}

} // namespace pw::kanoodle

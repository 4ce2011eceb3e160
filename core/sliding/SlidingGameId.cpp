#include "core/sliding/SlidingGameId.h"

#include "core/common/DailySeed.h"
#include "core/common/GameIdScanner.h"
#include "core/sliding/SlidingKind.h"

#include <QCoreApplication>
#include <QLocale>

namespace pw::sliding {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::SlidingGameId)
};

const QString puzzleName = QString::fromLatin1(puzzleKind);

QString sizeParameters(int rows, int cols)
{
    return QStringLiteral("%1x%2").arg(rows).arg(cols);
}

common::Expected<Board> parseTiles(const common::GameIdParts &parts, int rows, int cols)
{
    common::GameIdScanner scan(parts.description, parts.descriptionAt);
    const int count = rows * cols;
    std::vector<int> tiles;
    std::vector<int> seenAt(static_cast<std::size_t>(count), -1);
    for (int cell = 0; cell < count; ++cell) {
        if (cell > 0 && scan.atEnd()) {
            scan.fail(scan.position(),
                      Text::tr("the ID ends after %1 tiles; a %2 x %3 board has %4")
                          .arg(cell)
                          .arg(rows)
                          .arg(cols)
                          .arg(count));
            break;
        }
        if (cell > 0 && !scan.expect(QLatin1Char(','), Text::tr("',' and the next tile")))
            break;
        const int at = scan.position();
        const auto tile = scan.number(0, count - 1, Text::tr("a tile"));
        if (!tile)
            break;
        int &first = seenAt[static_cast<std::size_t>(*tile)];
        if (first >= 0) {
            scan.fail(
                at, Text::tr("%1 appears twice (first at character %2)").arg(*tile).arg(first + 1));
            break;
        }
        first = at;
        tiles.push_back(*tile);
    }
    scan.expectEnd(
        Text::tr("the last tile (a %1 x %2 board has %3)").arg(rows).arg(cols).arg(count));
    if (!scan.ok())
        return scan.error();
    const std::optional<Board> board = Board::fromTiles(rows, cols, tiles);
    if (!board) // unreachable: every tile 0..count-1 appeared exactly once
        return common::gameIdError(parts.descriptionAt, Text::tr("not a board"));
    return *board;
}

} // namespace

QString seedGameId(const ScrambleOptions &options)
{
    QString parameters = sizeParameters(options.rows, options.cols);
    if (options.deal == DealKind::Uniform)
        return common::composeSeedId(puzzleName, parameters + QLatin1Char('u'), options.seed);
    // Fixed notation (the grammar has no exponent) with the fewest digits that read back as the
    // same double, so the ID scrambles exactly the same board.
    if (options.outOfPlace != defaultOutOfPlace)
        parameters += QLatin1Char('o')
            + QString::number(options.outOfPlace, 'f', QLocale::FloatingPointShortest);
    return common::composeSeedId(puzzleName, parameters, options.seed);
}

QString descriptiveGameId(const Board &start)
{
    QStringList tiles;
    tiles.reserve(start.cellCount());
    for (const Board::Tile tile : start.tiles())
        tiles << QString::number(tile);
    return common::composeDescriptiveId(puzzleName, sizeParameters(start.rows(), start.cols()),
                                        tiles.join(QLatin1Char(',')));
}

common::Expected<SlidingGameId> parseGameId(const QString &id)
{
    const common::Expected<common::GameIdParts> parts = common::splitGameId(id, puzzleName);
    if (!parts)
        return parts.error();
    common::GameIdScanner scan(parts->parameters, parts->parametersAt);
    SlidingGameId result;
    result.kind = parts->kind;
    ScrambleOptions &options = result.scramble;
    options.seed = parts->seed;
    if (const auto rows = scan.number(Board::minSide, Board::maxSide, Text::tr("the rows")))
        options.rows = *rows;
    scan.expect(QLatin1Char('x'), Text::tr("'x' between rows and columns"));
    if (const auto cols = scan.number(Board::minSide, Board::maxSide, Text::tr("the columns")))
        options.cols = *cols;
    if (scan.ok() && parts->kind == common::GameIdKind::Seed) {
        if (scan.take(QLatin1Char('u'))) {
            options.deal = DealKind::Uniform;
        } else if (scan.take(QLatin1Char('o'))) {
            if (const auto fraction
                = scan.fraction(0.0, 1.0, Text::tr("the out-of-place fraction")))
                options.outOfPlace = *fraction;
        }
    }
    scan.expectEnd(Text::tr("the size"));
    if (!scan.ok())
        return scan.error();
    if (parts->kind == common::GameIdKind::Seed)
        return result;
    const common::Expected<Board> board = parseTiles(*parts, options.rows, options.cols);
    if (!board)
        return board.error();
    result.document = SlidingDocument {*board, {}};
    return result;
}

common::Expected<Board> dealBoard(const ScrambleOptions &options)
{
    return options.deal == DealKind::Uniform
        ? dealUniform(options.rows, options.cols, options.seed)
        : scrambleBoard(options.rows, options.cols, options.seed, options.outOfPlace);
}

common::Expected<SlidingDocument> documentForGameId(const SlidingGameId &id)
{
    if (id.kind == common::GameIdKind::Descriptive)
        return id.document;
    const ScrambleOptions &options = id.scramble;
    const common::Expected<Board> board = dealBoard(options);
    if (!board)
        return common::Error {seedGameId(options), {}, board.error().reason};
    return SlidingDocument {*board, {}};
}

QDate firstUniformDay()
{
    return QDate(2026, 11, 27);
}

ScrambleOptions dailyScrambleOptions(const QDate &date)
{
    const DealKind deal = date >= firstUniformDay() ? DealKind::Uniform : DealKind::Walk;
    return ScrambleOptions {4, 4, defaultOutOfPlace, common::dailySeed(date, puzzleName), deal};
}

QString dailyGameId(const QDate &date)
{
    return seedGameId(dailyScrambleOptions(date));
}

} // namespace pw::sliding

#include "core/noodles/NoodlesGameId.h"

#include "core/common/DailySeed.h"
#include "core/common/GameIdScanner.h"
#include "core/noodles/NoodlesKind.h"

#include <QCoreApplication>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::NoodlesGameId)
};

const QString puzzleName = QString::fromLatin1(puzzleKind);

// One character per tile mask 0..63; the first sixteen are the hexadecimal digits.
constexpr char tileAlphabet[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";

int tileValue(QChar c)
{
    for (int value = 0; value < 64; ++value) {
        if (c == QLatin1Char(tileAlphabet[value]))
            return value;
    }
    return -1;
}

QString shapeParameters(GridKind kind, int width, int height, bool wrap)
{
    QString text = QStringLiteral("%1x%2").arg(width).arg(height);
    if (kind == GridKind::Hex)
        text += QLatin1Char('h');
    if (wrap)
        text += QLatin1Char('w');
    return text;
}

struct Parameters
{
    GridKind kind = GridKind::Square;
    int width = 0;
    int height = 0;
    bool wrap = false;
    bool ambiguous = false;
};

common::Expected<Parameters> parseParameters(const common::GameIdParts &parts)
{
    common::GameIdScanner scan(parts.parameters, parts.parametersAt);
    Parameters result;
    const auto width = scan.number(minSide, maxSide, Text::tr("the width"));
    scan.expect(QLatin1Char('x'), Text::tr("'x' between width and height"));
    const auto height = scan.number(minSide, maxSide, Text::tr("the height"));
    bool hex = false;
    while (scan.ok() && !scan.atEnd()) {
        const QChar flag = scan.peek();
        bool *seen = flag == QLatin1Char('h') ? &hex
            : flag == QLatin1Char('w')        ? &result.wrap
            : flag == QLatin1Char('a')        ? &result.ambiguous
                                              : nullptr;
        if (!seen) {
            scan.fail(scan.position(),
                      Text::tr("'%1' is not a Noodles option; after the size come h (hex), w "
                               "(wrap) and a (any solution)")
                          .arg(flag));
        } else if (*seen) {
            scan.fail(scan.position(), Text::tr("'%1' is given twice").arg(flag));
        } else {
            *seen = true;
            scan.take(flag);
        }
    }
    if (!scan.ok())
        return scan.error();
    result.kind = hex ? GridKind::Hex : GridKind::Square;
    result.width = *width;
    result.height = *height;
    if (common::Status status
        = Topology::validate(result.kind, result.width, result.height, result.wrap))
        return common::gameIdError(parts.parametersAt, status->reason);
    return result;
}

common::Expected<Board> parseDescription(const common::GameIdParts &parts, const Parameters &shape)
{
    common::GameIdScanner scan(parts.description, parts.descriptionAt);
    const auto col = scan.number(0, shape.width - 1, Text::tr("the source column"));
    scan.expect(QLatin1Char(','), Text::tr("',' between the source's column and row"));
    const auto row = scan.number(0, shape.height - 1, Text::tr("the source row"));
    scan.expect(QLatin1Char('/'), Text::tr("'/' before the tiles"));
    if (!scan.ok())
        return scan.error();

    Board board(Topology::make(shape.kind, shape.width, shape.height, shape.wrap));
    board.setSource(board.topology().index(*col, *row));
    const int highest = fullMask(shape.kind);
    const int cap = maxDegree(shape.kind);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int at = scan.position();
        if (scan.atEnd())
            return common::gameIdError(at,
                                       Text::tr("the ID ends after %1 tiles; a %2 x %3 board has "
                                                "%4")
                                           .arg(cell)
                                           .arg(shape.width)
                                           .arg(shape.height)
                                           .arg(board.cellCount()));
        const QChar c = scan.peek();
        const int mask = tileValue(c);
        if (mask < 0 || mask > highest)
            return common::gameIdError(
                at,
                shape.kind == GridKind::Square
                    ? Text::tr("'%1' is not a square tile; use 1-9 and a-f (masks 1 to 15)").arg(c)
                    : Text::tr("'%1' is not a tile; use 0-9, a-z, A-Z, - and _ (masks 0 to "
                               "63)")
                          .arg(c));
        const int degree = tileDegree(static_cast<TileMask>(mask));
        if (degree == 0)
            return common::gameIdError(at, Text::tr("a tile needs at least one connection"));
        if (degree > cap)
            return common::gameIdError(
                at,
                Text::tr("mask %1 has %2 connections; these tiles have at most %3")
                    .arg(mask)
                    .arg(degree)
                    .arg(cap));
        board.setTile(cell, static_cast<TileMask>(mask));
        scan.take(c);
    }
    if (!scan.expectEnd(Text::tr("the last tile")))
        return scan.error();
    return board;
}

} // namespace

QString seedGameId(const GeneratorOptions &options)
{
    QString parameters = shapeParameters(options.kind, options.width, options.height, options.wrap);
    if (!options.unique)
        parameters += QLatin1Char('a');
    return common::composeSeedId(puzzleName, parameters, options.seed);
}

QString descriptiveGameId(const Board &board)
{
    const Topology &topology = board.topology();
    QString description = QStringLiteral("%1,%2/")
                              .arg(topology.col(board.source()))
                              .arg(topology.row(board.source()));
    description.reserve(description.size() + board.cellCount());
    for (const TileMask mask : board.tiles())
        description += QLatin1Char(tileAlphabet[mask & 63]);
    return common::composeDescriptiveId(
        puzzleName, shapeParameters(board.kind(), board.width(), board.height(), board.wraps()),
        description);
}

common::Expected<NoodlesGameId> parseGameId(const QString &id)
{
    const common::Expected<common::GameIdParts> parts = common::splitGameId(id, puzzleName);
    if (!parts)
        return parts.error();
    const common::Expected<Parameters> parameters = parseParameters(*parts);
    if (!parameters)
        return parameters.error();

    NoodlesGameId result;
    result.kind = parts->kind;
    result.generator.kind = parameters->kind;
    result.generator.width = parameters->width;
    result.generator.height = parameters->height;
    result.generator.wrap = parameters->wrap;
    result.generator.unique = !parameters->ambiguous;
    if (parts->kind == common::GameIdKind::Seed) {
        result.generator.seed = parts->seed;
        if (common::Status status = validateGeneratorOptions(result.generator))
            return common::gameIdError(parts->parametersAt, status->reason);
        return result;
    }
    if (parameters->ambiguous)
        return common::gameIdError(
            parts->parametersAt + static_cast<int>(parts->parameters.indexOf(QLatin1Char('a'))),
            Text::tr("'a' (any solution) belongs to seed IDs; a "
                     "description holds the tiles themselves"));
    const common::Expected<Board> board = parseDescription(*parts, *parameters);
    if (!board)
        return board.error();
    result.board = *board;
    return result;
}

common::Expected<Board> boardForGameId(const NoodlesGameId &id)
{
    if (id.kind == common::GameIdKind::Descriptive)
        return id.board;
    return generate(id.generator);
}

common::Expected<Board> boardForGameId(const NoodlesGameId &id, common::SolverSink &sink)
{
    if (id.kind == common::GameIdKind::Descriptive)
        return id.board;
    return generate(id.generator, sink);
}

GeneratorOptions dailyGeneratorOptions(const QDate &date)
{
    GeneratorOptions options;
    options.kind = GridKind::Square;
    options.width = 9;
    options.height = 9;
    options.wrap = false;
    options.unique = true;
    options.seed = common::dailySeed(date, puzzleName);
    return options;
}

QString dailyGameId(const QDate &date)
{
    return seedGameId(dailyGeneratorOptions(date));
}

} // namespace pw::noodles

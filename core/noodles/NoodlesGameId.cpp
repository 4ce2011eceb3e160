#include "core/noodles/NoodlesGameId.h"

#include "core/common/DailySeed.h"
#include "core/common/GameIdScanner.h"
#include "core/noodles/NetGameId.h"
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
    int barrierPercent = 0;
};

common::Expected<Parameters> parseParameters(const common::GameIdParts &parts)
{
    common::GameIdScanner scan(parts.parameters, parts.parametersAt);
    Parameters result;
    const auto width = scan.number(minSide, maxSide, Text::tr("the width"));
    scan.expect(QLatin1Char('x'), Text::tr("'x' between width and height"));
    const auto height = scan.number(minSide, maxSide, Text::tr("the height"));
    bool hex = false;
    bool barriers = false;
    while (scan.ok() && !scan.atEnd()) {
        const QChar flag = scan.peek();
        if (flag == QLatin1Char('b')) {
            // b and the barriers' share in per cent (seed IDs only; a description lists them).
            if (barriers) {
                scan.fail(scan.position(), Text::tr("'%1' is given twice").arg(flag));
                break;
            }
            barriers = true;
            scan.take(flag);
            if (const auto percent
                = scan.number(0, maxBarrierPercent, Text::tr("the barriers' share in per cent")))
                result.barrierPercent = *percent;
            continue;
        }
        bool *seen = flag == QLatin1Char('h') ? &hex
            : flag == QLatin1Char('w')        ? &result.wrap
            : flag == QLatin1Char('a')        ? &result.ambiguous
                                              : nullptr;
        if (!seen) {
            scan.fail(scan.position(),
                      Text::tr("'%1' is not a Noodles option; after the size come h (hex), w "
                               "(wrap), a (any solution) and b with a per cent (barriers)")
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

    // The barriers, after the tiles and a second '/', come first: they shape the board.
    const int cells = shape.width * shape.height;
    const qsizetype barriersAt
        = parts.description.indexOf(QLatin1Char('/'), scan.position() - parts.descriptionAt);
    std::vector<std::uint8_t> barriers;
    if (barriersAt >= 0) {
        const QString text = parts.description.mid(barriersAt + 1);
        const int own = (1 << (directionCount(shape.kind) / 2)) - 1;
        const int at = parts.descriptionAt + static_cast<int>(barriersAt) + 1;
        if (text.size() != cells)
            return common::gameIdError(
                at + static_cast<int>(std::min<qsizetype>(text.size(), cells)),
                Text::tr("the barriers need one character per tile: %1, "
                         "found %2")
                    .arg(cells)
                    .arg(text.size()));
        barriers.assign(static_cast<std::size_t>(cells), 0);
        for (int cell = 0; cell < cells; ++cell) {
            const int mask = tileValue(text.at(cell));
            if (mask < 0 || mask > own)
                return common::gameIdError(
                    at + cell,
                    Text::tr("'%1' is not a tile's barriers; use 0 to %2 (a bit for each of the "
                             "first %3 sides, clockwise from the top)")
                        .arg(text.at(cell))
                        .arg(own)
                        .arg(directionCount(shape.kind) / 2));
            barriers[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(mask);
        }
    }
    Board board(
        Topology::make(shape.kind, shape.width, shape.height, shape.wrap, std::move(barriers)));
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
    if (barriersAt < 0 && !scan.expectEnd(Text::tr("the last tile")))
        return scan.error();
    // The barriers were read above; nothing may come between the last tile and their '/'.
    if (barriersAt >= 0 && scan.position() != parts.descriptionAt + barriersAt)
        return common::gameIdError(scan.position(),
                                   Text::tr("expected '/' and the barriers after the last tile"));
    return board;
}

} // namespace

QString seedGameId(const GeneratorOptions &options)
{
    QString parameters = shapeParameters(options.kind, options.width, options.height, options.wrap);
    if (!options.unique)
        parameters += QLatin1Char('a');
    if (options.barrierPercent > 0)
        parameters += QStringLiteral("b%1").arg(options.barrierPercent);
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
    if (topology.hasBarriers()) {
        // Each barrier once: on the first half of its cell's sides (N, E; or N, NE, SE).
        description += QLatin1Char('/');
        const unsigned own = (1u << (board.directions() / 2)) - 1u;
        for (int cell = 0; cell < board.cellCount(); ++cell)
            description += QLatin1Char(tileAlphabet[topology.barriers(cell) & own]);
    }
    return common::composeDescriptiveId(
        puzzleName, shapeParameters(board.kind(), board.width(), board.height(), board.wraps()),
        description);
}

common::Expected<NoodlesGameId> parseGameId(const QString &id)
{
    if (looksLikeNetGameId(id)) {
        // Net's own description: the board it names, as a descriptive ID would give it.
        const common::Expected<Board> board = boardFromNetGameId(id);
        if (!board)
            return board.error();
        NoodlesGameId net;
        net.kind = common::GameIdKind::Descriptive;
        net.board = *board;
        return net;
    }
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
    result.generator.barrierPercent = parameters->barrierPercent;
    if (parts->kind == common::GameIdKind::Seed) {
        result.generator.seed = parts->seed;
        if (common::Status status = validateGeneratorOptions(result.generator))
            return common::gameIdError(parts->parametersAt, status->reason);
        return result;
    }
    if (parameters->barrierPercent > 0)
        return common::gameIdError(
            parts->parametersAt + static_cast<int>(parts->parameters.indexOf(QLatin1Char('b'))),
            Text::tr("'b' (a share of barriers) belongs to seed IDs; a description lists the "
                     "barriers themselves, after the tiles and a '/'"));
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

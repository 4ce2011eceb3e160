#include "core/noodles/NetGameId.h"

#include "core/common/GameId.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::NetGameId)
};

// Net's arms: right 1, up 2, left 4, down 8; Noodles' square sides: N 1, E 2, S 4, W 8.
constexpr int netRight = 1;
constexpr int netUp = 2;
constexpr int netLeft = 4;
constexpr int netDown = 8;
constexpr int sideNorth = 0;
constexpr int sideEast = 1;
constexpr int sideSouth = 2;
constexpr int sideWest = 3;

TileMask fromNet(int arms)
{
    unsigned mask = 0;
    if (arms & netUp)
        mask |= 1u << sideNorth;
    if (arms & netRight)
        mask |= 1u << sideEast;
    if (arms & netDown)
        mask |= 1u << sideSouth;
    if (arms & netLeft)
        mask |= 1u << sideWest;
    return static_cast<TileMask>(mask);
}

int toNet(TileMask mask)
{
    int arms = 0;
    if (mask & (1u << sideNorth))
        arms |= netUp;
    if (mask & (1u << sideEast))
        arms |= netRight;
    if (mask & (1u << sideSouth))
        arms |= netDown;
    if (mask & (1u << sideWest))
        arms |= netLeft;
    return arms;
}

// At most three characters a tile (its digit, 'v', 'h') on the biggest board, and the size.
constexpr int longestId = 3 * maxSide * maxSide + 64;

} // namespace

bool looksLikeNetGameId(const QString &text)
{
    static const QRegularExpression shape(
        QStringLiteral("^\\s*(?:net:)?\\d+(?:x\\d+)?[a-z0-9.]*[:#]"),
        QRegularExpression::CaseInsensitiveOption);
    return shape.match(text).hasMatch();
}

common::Expected<Board> boardFromNetGameId(const QString &id)
{
    if (id.size() > longestId)
        return common::Error {Text::tr("Net game ID"),
                              {},
                              Text::tr("%1 characters is too long for a board of at most %2 x "
                                       "%2")
                                  .arg(id.size())
                                  .arg(maxSide)};
    int i = 0;
    const int end = static_cast<int>(id.size());
    while (i < end && id.at(i).isSpace())
        ++i;
    if (id.mid(i, 4).compare(QLatin1String("net:"), Qt::CaseInsensitive) == 0)
        i += 4;
    const auto number = [&](int &value) {
        const int from = i;
        value = 0;
        while (i < end && id.at(i).isDigit() && i - from < 6)
            value = value * 10 + id.at(i++).digitValue();
        return i > from;
    };
    int width = 0;
    if (!number(width))
        return common::gameIdError(i, Text::tr("a Net game ID starts with the width"));
    int height = width; // Net's "5" is 5 x 5
    if (i < end && id.at(i) == QLatin1Char('x')) {
        ++i;
        if (!number(height))
            return common::gameIdError(i, Text::tr("expected the height after 'x'"));
    }
    bool wrap = false;
    // Net reads its options and skips what it does not know; so does this.
    while (i < end && id.at(i) != QLatin1Char(':') && id.at(i) != QLatin1Char('#')) {
        if (id.at(i) == QLatin1Char('w'))
            wrap = true;
        ++i;
    }
    if (i == end)
        return common::gameIdError(i, Text::tr("expected ':' and Net's description of the tiles"));
    if (id.at(i) == QLatin1Char('#'))
        return common::gameIdError(
            i,
            Text::tr("a Net seed ID names a puzzle only Net's own generator makes; in Net, Game "
                     "▸ Specific… shows its description (WxH:…), which plays here"));
    if (common::Status status = Topology::validate(GridKind::Square, width, height, wrap))
        return common::gameIdError(0, status->reason);
    ++i;

    const int cells = width * height;
    std::vector<TileMask> tiles(static_cast<std::size_t>(cells), 0);
    std::vector<std::uint8_t> barriers(static_cast<std::size_t>(cells), 0);
    for (int cell = 0; cell < cells; ++cell) {
        if (i >= end)
            return common::gameIdError(i,
                                       Text::tr("the description ends after %1 tiles; a %2 x "
                                                "%3 board has %4")
                                           .arg(cell)
                                           .arg(width)
                                           .arg(height)
                                           .arg(cells));
        const int arms = QString(id.at(i)).toInt(nullptr, 16);
        const bool hexDigit = id.at(i).isDigit()
            || (id.at(i).toLower() >= QLatin1Char('a') && id.at(i).toLower() <= QLatin1Char('f'));
        if (!hexDigit)
            return common::gameIdError(
                i,
                Text::tr("'%1' is not a tile; Net writes each as a hexadecimal digit (right 1, "
                         "up 2, left 4, down 8)")
                    .arg(id.at(i)));
        const TileMask mask = fromNet(arms);
        const int degree = tileDegree(mask);
        if (degree == 0)
            return common::gameIdError(i,
                                       Text::tr("a blank tile: every Noodles tile has a "
                                                "noodle"));
        if (degree > maxDegree(GridKind::Square))
            return common::gameIdError(i,
                                       Text::tr("a four-way tile: Noodles' square tiles have at "
                                                "most three arms"));
        tiles[static_cast<std::size_t>(cell)] = mask;
        ++i;
        for (; i < end && (id.at(i) == QLatin1Char('v') || id.at(i) == QLatin1Char('h')); ++i) {
            const int side = id.at(i) == QLatin1Char('v') ? sideEast : sideSouth;
            barriers[static_cast<std::size_t>(cell)] |= static_cast<std::uint8_t>(1u << side);
        }
    }
    while (i < end && id.at(i).isSpace())
        ++i;
    if (i < end)
        return common::gameIdError(i,
                                   Text::tr("'%1' after the last tile; a %2 x %3 board has %4 "
                                            "tiles")
                                       .arg(id.at(i))
                                       .arg(width)
                                       .arg(height)
                                       .arg(cells));
    Board board(Topology::make(GridKind::Square, width, height, wrap, std::move(barriers)));
    board.setTiles(std::move(tiles));
    board.setSource(board.topology().index(width / 2, height / 2));
    return board;
}

common::Expected<QString> netGameId(const Board &board)
{
    if (board.kind() != GridKind::Square)
        return common::Error {
            Text::tr("Net game ID"), {}, Text::tr("Net plays square boards only; this one is hex")};
    const Topology &topology = board.topology();
    QString description;
    description.reserve(board.cellCount() * 2);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        description += QString::number(toNet(board.tile(cell)), 16);
        // Barriers on the board's edge are none (make() dropped them): the edge is a wall.
        if (topology.barrier(cell, sideEast))
            description += QLatin1Char('v');
        if (topology.barrier(cell, sideSouth))
            description += QLatin1Char('h');
    }
    return QStringLiteral("%1x%2%3:%4")
        .arg(board.width())
        .arg(board.height())
        .arg(board.wraps() ? QStringLiteral("w") : QString(), description);
}

} // namespace pw::noodles

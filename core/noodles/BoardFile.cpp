#include "core/noodles/BoardFile.h"

#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"
#include "core/noodles/EdgeMarkFile.h"
#include "core/noodles/NoodlesKind.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::BoardFile)
};

QString tilesLocation(const QString &field, int row, int col = -1)
{
    QString location
        = common::JsonFieldReader::fieldLocation(field) + QStringLiteral("[%1]").arg(row);
    if (col >= 0)
        location += QStringLiteral("[%1]").arg(col);
    return location;
}

// Reads a height x width array of rows; `cell` checks and stores one value and returns an error
// reason, or an empty string when the value is fine.
template<class CellFn>
bool readRows(common::JsonFieldReader &reader, const QString &field, int width, int height,
              CellFn &&cell)
{
    const auto rows = reader.array(field);
    if (!rows)
        return false;
    if (rows->size() != height) {
        reader.failField(
            field, Text::tr("has %1 rows; the board is %2 high").arg(rows->size()).arg(height));
        return false;
    }
    for (int row = 0; row < height; ++row) {
        const QJsonValue rowValue = rows->at(row);
        if (!rowValue.isArray()) {
            reader.fail(tilesLocation(field, row), Text::tr("must be an array (a row)"));
            return false;
        }
        const QJsonArray values = rowValue.toArray();
        if (values.size() != width) {
            reader.fail(tilesLocation(field, row),
                        Text::tr("has %1 entries; every row needs %2 (the width)")
                            .arg(values.size())
                            .arg(width));
            return false;
        }
        for (int col = 0; col < width; ++col) {
            const QString reason = cell(values.at(col), row * width + col);
            if (!reason.isEmpty()) {
                reader.fail(tilesLocation(field, row, col), reason);
                return false;
            }
        }
    }
    return true;
}

// What the file keeps beside the position: the player's locks and edge marks, the shifted origin
// of a wrapping board and the puzzle's difficulty. False (the reader says why) when a field is
// damaged.
bool readBeyondPosition(common::JsonFieldReader &reader, const QJsonObject &object, Board &board)
{
    if (reader.has(QStringLiteral("locked"))) {
        const bool lockedOk = readRows(reader, QStringLiteral("locked"), board.width(),
                                       board.height(),
                                       [&](const QJsonValue &value, int cell) -> QString {
                                           if (!value.isBool())
                                               return Text::tr("must be true or false");
                                           board.setLocked(cell, value.toBool());
                                           return {};
                                       });
        if (!lockedOk)
            return false;
    }
    if (reader.has(QStringLiteral("origin"))) {
        const QJsonArray origin = object.value(QStringLiteral("origin")).toArray();
        const auto col = origin.size() == 2
            ? common::wholeNumber(origin.at(0), 0, board.width() - 1)
            : std::nullopt;
        const auto row = origin.size() == 2
            ? common::wholeNumber(origin.at(1), 0, board.height() - 1)
            : std::nullopt;
        if (!col || !row || !board.wraps()) {
            reader.failField(QStringLiteral("origin"),
                             Text::tr("must be [column, row] on a wrapping board: column 0 to "
                                      "%1, row 0 to %2")
                                 .arg(board.width() - 1)
                                 .arg(board.height() - 1));
            return false;
        }
        board.setOrigin(static_cast<int>(*col), static_cast<int>(*row));
    }
    if (reader.has(QStringLiteral("marks"))) {
        const auto marks = reader.array(QStringLiteral("marks"));
        if (!marks || !readEdgeMarks(reader, *marks, board))
            return false;
    }
    board.setRating(difficultyFromJson(object));
    return true;
}

} // namespace

QString gridKindName(GridKind kind)
{
    return kind == GridKind::Square ? QStringLiteral("square") : QStringLiteral("hex");
}

QJsonObject boardToJson(const Board &board)
{
    QJsonObject object = common::makeEnvelope(QString::fromLatin1(puzzleKind));
    object.insert(QStringLiteral("grid"), gridKindName(board.kind()));
    object.insert(QStringLiteral("width"), board.width());
    object.insert(QStringLiteral("height"), board.height());
    object.insert(QStringLiteral("wrap"), board.wraps());
    const Topology &topology = board.topology();
    object.insert(QStringLiteral("source"),
                  QJsonArray {topology.col(board.source()), topology.row(board.source())});
    QJsonArray tiles;
    QJsonArray locked;
    for (int row = 0; row < board.height(); ++row) {
        QJsonArray tileRow;
        QJsonArray lockRow;
        for (int col = 0; col < board.width(); ++col) {
            const int cell = topology.index(col, row);
            tileRow.append(board.tile(cell));
            lockRow.append(board.isLocked(cell));
        }
        tiles.append(tileRow);
        locked.append(lockRow);
    }
    object.insert(QStringLiteral("tiles"), tiles);
    if (topology.hasBarriers()) {
        QJsonArray barriers;
        for (int row = 0; row < board.height(); ++row) {
            QJsonArray barrierRow;
            for (int col = 0; col < board.width(); ++col)
                barrierRow.append(topology.barriers(topology.index(col, row)));
            barriers.append(barrierRow);
        }
        object.insert(QStringLiteral("barriers"), barriers);
    }
    if (board.anyLocked())
        object.insert(QStringLiteral("locked"), locked);
    if (board.anyEdgeMarks())
        object.insert(QStringLiteral("marks"), edgeMarksToJson(board));
    if (board.originCol() != 0 || board.originRow() != 0)
        object.insert(QStringLiteral("origin"), QJsonArray {board.originCol(), board.originRow()});
    if (board.rating())
        insertDifficulty(object, *board.rating());
    return object;
}

common::Expected<Board> boardFromJson(const QJsonObject &object, const QString &sourceName)
{
    common::JsonFieldReader reader(object, sourceName);
    const auto fail = [&]() -> common::Expected<Board> { return *reader.error(); };

    const auto gridName = reader.string(QStringLiteral("grid"));
    if (!gridName)
        return fail();
    GridKind kind;
    if (*gridName == QLatin1String("square")) {
        kind = GridKind::Square;
    } else if (*gridName == QLatin1String("hex")) {
        kind = GridKind::Hex;
    } else {
        reader.failField(
            QStringLiteral("grid"),
            Text::tr("\"%1\" is not a grid; use \"square\" or \"hex\"").arg(*gridName));
        return fail();
    }
    const auto width = reader.integer(QStringLiteral("width"), minSide, maxSide);
    const auto height = reader.integer(QStringLiteral("height"), minSide, maxSide);
    const auto wrap = reader.boolean(QStringLiteral("wrap"), false);
    if (!width || !height || !wrap)
        return fail();
    if (common::Status status = Topology::validate(kind, *width, *height, *wrap)) {
        status->source = sourceName;
        return *status;
    }
    // Barriers shape the board, so they are read first: a mask of closed sides per tile.
    std::vector<std::uint8_t> barriers;
    if (reader.has(QStringLiteral("barriers"))) {
        barriers.assign(static_cast<std::size_t>(*width * *height), 0);
        const int all = fullMask(kind);
        const bool barriersOk = readRows(
            reader, QStringLiteral("barriers"), *width, *height,
            [&](const QJsonValue &value, int cell) -> QString {
                const auto mask = common::wholeNumber(value, 0, all);
                if (!mask)
                    return Text::tr("must be the sides a barrier closes, a whole number from 0 "
                                    "to %1 (as a tile's mask)")
                        .arg(all);
                barriers[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(*mask);
                return {};
            });
        if (!barriersOk)
            return fail();
    }
    Board board(Topology::make(kind, *width, *height, *wrap, std::move(barriers)));

    const auto source = reader.array(QStringLiteral("source"));
    if (!source)
        return fail();
    const auto sourceCol
        = source->size() == 2 ? common::wholeNumber(source->at(0), 0, *width - 1) : std::nullopt;
    const auto sourceRow
        = source->size() == 2 ? common::wholeNumber(source->at(1), 0, *height - 1) : std::nullopt;
    if (!sourceCol || !sourceRow) {
        reader.failField(QStringLiteral("source"),
                         Text::tr("must be [column, row] on the board: column 0 to %1, row "
                                  "0 to %2")
                             .arg(*width - 1)
                             .arg(*height - 1));
        return fail();
    }
    board.setSource(
        board.topology().index(static_cast<int>(*sourceCol), static_cast<int>(*sourceRow)));

    const int highest = fullMask(kind);
    const int cap = maxDegree(kind);
    const bool tilesOk = readRows(
        reader, QStringLiteral("tiles"), *width, *height,
        [&](const QJsonValue &value, int cell) -> QString {
            const auto mask = common::wholeNumber(value, 0, highest);
            if (!mask) {
                return Text::tr("must be a tile mask, a whole number from 1 to %1 (%2)")
                    .arg(highest)
                    .arg(kind == GridKind::Square
                             ? QStringLiteral("N=1 E=2 S=4 W=8")
                             : QStringLiteral("N=1 NE=2 SE=4 S=8 SW=16 NW=32"));
            }
            const int degree = tileDegree(static_cast<TileMask>(*mask));
            if (degree == 0)
                return Text::tr("a tile needs at least one connection");
            if (degree > cap) {
                return (kind == GridKind::Square
                            ? Text::tr("mask %1 has %2 connections; square tiles have at most %3")
                            : Text::tr("mask %1 has %2 connections; hex tiles have at most %3"))
                    .arg(*mask)
                    .arg(degree)
                    .arg(cap);
            }
            board.setTile(cell, static_cast<TileMask>(*mask));
            return {};
        });
    if (!tilesOk)
        return fail();
    if (!readBeyondPosition(reader, object, board))
        return fail();
    return board;
}

common::Expected<Board> readBoardFile(const QString &path)
{
    const auto object
        = common::readEnvelopeFile(path, QString::fromLatin1(puzzleKind));
    if (!object)
        return object.error();
    return boardFromJson(*object, QFileInfo(path).fileName());
}

common::Status writeBoardFile(const QString &path, const Board &board)
{
    return common::writeJsonFile(path, boardToJson(board));
}

void insertDifficulty(QJsonObject &object, const DifficultyRating &rating)
{
    object.insert(QStringLiteral("difficulty"), QLatin1String(difficultyLevelId(rating.level)));
    if (rating.level == DifficultyLevel::Guesswork)
        object.insert(QStringLiteral("guesses"), static_cast<double>(rating.guesses));
}

std::optional<DifficultyRating> difficultyFromJson(const QJsonObject &object)
{
    const auto level = difficultyLevelFromId(
        object.value(QStringLiteral("difficulty")).toString().toStdString());
    if (!level)
        return std::nullopt;
    DifficultyRating rating;
    rating.level = *level;
    rating.guesses = static_cast<std::int64_t>(object.value(QStringLiteral("guesses")).toDouble());
    return rating;
}

} // namespace pw::noodles

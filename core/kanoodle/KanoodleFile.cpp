#include "core/kanoodle/KanoodleFile.h"

#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"
#include "core/kanoodle/KanoodleKind.h"

#include <QCoreApplication>
#include <QStringList>

namespace pw::kanoodle {

using common::Error;
using common::Expected;

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::kanoodle::KanoodleFile)
};

} // namespace

QString boardKindName(BoardKind kind)
{
    switch (kind) {
    case BoardKind::Pyramid:
        return QStringLiteral("pyramid");
    case BoardKind::Sliding:
        return QStringLiteral("sliding");
    case BoardKind::Flat:
        break;
    }
    return QStringLiteral("flat");
}

QString pieceSetLetters(std::uint16_t pieceSet)
{
    QString letters;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((pieceSet >> piece) & 1U)
            letters += QLatin1Char(pieces()[static_cast<std::size_t>(piece)].letter);
    }
    return letters;
}

std::optional<std::uint16_t> pieceSetFromLetters(const QString &letters)
{
    std::uint16_t set = 0;
    for (const QChar ch : letters) {
        const auto piece = ch.unicode() < 128 ? pieceIndexOfLetter(static_cast<char>(ch.unicode()))
                                              : std::nullopt;
        if (!piece || ((set >> *piece) & 1U))
            return std::nullopt;
        set |= static_cast<std::uint16_t>(1U << *piece);
    }
    return set;
}

namespace {

QString regionSizeList()
{
    QStringList sizes;
    for (const int size : Board::slidingRegionSizes())
        sizes << QString::number(size);
    return sizes.join(QStringLiteral(", "));
}

// A full board that keeps every piece of `puzzle` where it is.
std::optional<Error> checkExtends(const Position &puzzle, const Position &other,
                                  const QString &source, const QString &field)
{
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (puzzle.isPlaced(piece) && puzzle.placementOf(piece) != other.placementOf(piece)) {
            return Error {source, common::JsonFieldReader::fieldLocation(field),
                          Text::tr("moves the given piece %1").arg(pieceDisplayName(piece))};
        }
    }
    return std::nullopt;
}

} // namespace

Expected<KanoodleGame> kanoodleGameFromJson(const QJsonObject &object, const QString &source)
{
    common::JsonFieldReader reader(object, source);
    const std::optional<QString> boardName = reader.string(QStringLiteral("board"));
    const std::optional<QString> stateText = reader.string(QStringLiteral("state"));
    if (!reader.ok())
        return *reader.error();

    BoardPtr board;
    if (*boardName == QLatin1String("pyramid")) {
        board = Board::pyramid();
    } else if (*boardName == QLatin1String("flat")) {
        board = Board::flat();
    } else if (*boardName == QLatin1String("sliding")) {
        const std::optional<int> regionCells
            = reader.integer(QStringLiteral("regionCells"), 1, stateLength);
        const std::optional<QString> letters = reader.string(QStringLiteral("pieces"));
        if (!reader.ok())
            return *reader.error();
        const std::optional<std::uint16_t> set = pieceSetFromLetters(*letters);
        if (!set) {
            return Error {source, common::JsonFieldReader::fieldLocation(QStringLiteral("pieces")),
                          Text::tr("\"%1\" must be distinct piece letters A-L").arg(*letters)};
        }
        const int count = static_cast<int>(letters->size());
        if (count < minSlidingPieces || count > maxSlidingPieces) {
            return Error {source, common::JsonFieldReader::fieldLocation(QStringLiteral("pieces")),
                          Text::tr("a sliding challenge has %1 to %2 pieces, not %3")
                              .arg(minSlidingPieces)
                              .arg(maxSlidingPieces)
                              .arg(count)};
        }
        board = Board::sliding(*regionCells, *set);
        if (!board) {
            return Error {
                source, common::JsonFieldReader::fieldLocation(QStringLiteral("regionCells")),
                Text::tr("%1 is not a region size (%2)").arg(*regionCells).arg(regionSizeList())};
        }
        int balls = 0;
        for (int piece = 0; piece < pieceCount; ++piece)
            balls += ((*set >> piece) & 1U) ? pieces()[static_cast<std::size_t>(piece)].size : 0;
        if (balls != *regionCells) {
            return Error {source, common::JsonFieldReader::fieldLocation(QStringLiteral("pieces")),
                          Text::tr("pieces %1 have %2 balls but the region has %3")
                              .arg(*letters)
                              .arg(balls)
                              .arg(*regionCells)};
        }
    } else {
        return Error {
            source, common::JsonFieldReader::fieldLocation(QStringLiteral("board")),
            Text::tr("must be \"pyramid\", \"flat\" or \"sliding\", not \"%1\"").arg(*boardName)};
    }

    Expected<Position> puzzle = Position::parse(board, *stateText, source);
    if (!puzzle)
        return puzzle.error();
    KanoodleGame game {*puzzle, std::nullopt, std::nullopt};

    for (const QString &field : {QStringLiteral("solution"), QStringLiteral("current")}) {
        if (!reader.has(field))
            continue;
        const std::optional<QString> text = reader.string(field);
        if (!reader.ok())
            return *reader.error();
        Expected<Position> other = Position::parse(board, *text, source);
        if (!other) {
            Error error = other.error();
            error.location = common::JsonFieldReader::fieldLocation(field);
            return error;
        }
        if (auto error = checkExtends(*puzzle, *other, source, field))
            return *error;
        if (field == QLatin1String("solution")) {
            if (!other->isComplete()) {
                return Error {source, common::JsonFieldReader::fieldLocation(field),
                              Text::tr("is not a complete board")};
            }
            game.solution = *other;
        } else {
            game.current = *other;
        }
    }
    return game;
}

Expected<KanoodleGame> readKanoodleFile(const QString &path)
{
    const Expected<QJsonObject> object
        = common::readEnvelopeFile(path, QString::fromLatin1(puzzleKind));
    if (!object)
        return object.error();
    return kanoodleGameFromJson(*object, path);
}

QJsonObject kanoodleGameToJson(const KanoodleGame &game)
{
    QJsonObject object = common::makeEnvelope(QString::fromLatin1(puzzleKind));
    const Board &board = game.puzzle.board();
    object.insert(QStringLiteral("board"), boardKindName(board.kind()));
    object.insert(QStringLiteral("state"), game.puzzle.toString());
    if (board.kind() == BoardKind::Sliding) {
        object.insert(QStringLiteral("regionCells"), board.regionSize());
        object.insert(QStringLiteral("pieces"), pieceSetLetters(board.pieceSet()));
    }
    if (game.solution)
        object.insert(QStringLiteral("solution"), game.solution->toString());
    if (game.current)
        object.insert(QStringLiteral("current"), game.current->toString());
    return object;
}

common::Status writeKanoodleFile(const QString &path, const KanoodleGame &game)
{
    return common::writeJsonFile(path, kanoodleGameToJson(game));
}

} // namespace pw::kanoodle

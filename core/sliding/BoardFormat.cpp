#include "core/sliding/BoardFormat.h"

#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"
#include "core/sliding/SlidingKind.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QList>
#include <QStringList>

#include <cmath>

namespace pw::sliding {

using common::Error;
using common::Expected;
using common::JsonFieldReader;

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::BoardFormat)
};

// Longest line we look at: a 10 x 10 board row needs a few dozen characters.
constexpr int maxTokensPerLine = 200;

struct NumberLine
{
    int line = 0; // 1-based line number in the input
    std::vector<int> numbers;
};

QString lineLabel(int line)
{
    return Text::tr("line %1").arg(line);
}

// The text without the UTF-8 byte-order mark some editors write first: it is no part of the
// board.
QByteArray withoutByteOrderMark(const QByteArray &data)
{
    static const QByteArray mark("\xEF\xBB\xBF");
    return data.startsWith(mark) ? data.mid(mark.size()) : data;
}

// Splits the input into non-empty, non-comment lines of whole numbers.
Expected<std::vector<NumberLine>> numberLines(const QByteArray &data, const QString &source,
                                              int maxLines)
{
    std::vector<NumberLine> lines;
    const QList<QByteArray> rawLines = withoutByteOrderMark(data).split('\n');
    for (qsizetype i = 0; i < rawLines.size(); ++i) {
        const QByteArray trimmed = rawLines[i].trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith('#'))
            continue;
        const int lineNo = static_cast<int>(i) + 1;
        // The caller reports what is too many; one line past the limit is enough to see it.
        if (static_cast<int>(lines.size()) > maxLines)
            break;
        NumberLine numbers;
        numbers.line = lineNo;
        const QList<QByteArray> tokens = trimmed.simplified().split(' ');
        if (tokens.size() > maxTokensPerLine) {
            return Error {source, lineLabel(lineNo),
                          Text::tr("%1 numbers on one line; a board has at most %2 columns")
                              .arg(tokens.size())
                              .arg(Board::maxSide)};
        }
        for (const QByteArray &token : tokens) {
            bool ok = false;
            const int value = token.toInt(&ok);
            if (!ok) {
                const QString shown = QString::fromUtf8(token.left(20));
                return Error {source, lineLabel(lineNo),
                              Text::tr("\"%1\" is not a whole number").arg(shown)};
            }
            numbers.numbers.push_back(value);
        }
        lines.push_back(std::move(numbers));
    }
    return lines;
}

// Names the numbers of 0..n-1 that do not occur, for messages ("; 7 is missing").
QString missingNote(const std::vector<int> &values)
{
    const int n = static_cast<int>(values.size());
    std::vector<bool> present(static_cast<std::size_t>(n), false);
    for (int v : values) {
        if (v >= 0 && v < n)
            present[static_cast<std::size_t>(v)] = true;
    }
    QStringList missing;
    for (int v = 0; v < n; ++v) {
        if (!present[static_cast<std::size_t>(v)])
            missing << QString::number(v);
    }
    if (missing.isEmpty())
        return {};
    if (missing.size() > 5)
        missing = missing.mid(0, 5) << QStringLiteral("...");
    return (missing.size() == 1 ? Text::tr("; %1 is missing") : Text::tr("; %1 are missing"))
        .arg(missing.join(QStringLiteral(", ")));
}

// Checks that values are exactly 0..n-1 once each; 'where' labels an index for messages.
template<class WhereFn>
std::optional<Error> checkPermutation(const std::vector<int> &values, const QString &source,
                                      WhereFn &&where)
{
    const int n = static_cast<int>(values.size());
    std::vector<int> firstSeen(static_cast<std::size_t>(n), -1);
    for (int i = 0; i < n; ++i) {
        const int v = values[static_cast<std::size_t>(i)];
        if (v < 0 || v >= n) {
            return Error {source, where(i),
                          Text::tr("%1 is out of range; a board of %2 cells holds 0 to %3%4")
                              .arg(v)
                              .arg(n)
                              .arg(n - 1)
                              .arg(missingNote(values))};
        }
        int &first = firstSeen[static_cast<std::size_t>(v)];
        if (first >= 0) {
            return Error {source, where(i),
                          Text::tr("%1 appears twice (first at %2)%3")
                              .arg(v)
                              .arg(where(first), missingNote(values))};
        }
        first = i;
    }
    return std::nullopt;
}

} // namespace

Board SlidingDocument::current() const
{
    Board board = start;
    board.applyMoves(moves);
    return board;
}

Expected<Board> parseTextBoard(const QByteArray &data, const QString &source)
{
    // One optional size line plus at most maxSide rows; more is refused before storing it.
    auto parsed = numberLines(data, source, Board::maxSide + 1);
    if (!parsed)
        return parsed.error();
    std::vector<NumberLine> &lines = *parsed;
    if (lines.empty())
        return Error {source, {}, Text::tr("the file holds no board")};

    int expectedSide = 0;
    int sizeLine = 0;
    if (lines.front().numbers.size() == 1) {
        sizeLine = lines.front().line;
        expectedSide = lines.front().numbers.front();
        if (expectedSide < Board::minSide || expectedSide > Board::maxSide) {
            return Error {source, lineLabel(sizeLine),
                          Text::tr("size %1 is out of range; boards are %2 to %3 wide")
                              .arg(expectedSide)
                              .arg(Board::minSide)
                              .arg(Board::maxSide)};
        }
        lines.erase(lines.begin());
        if (lines.empty())
            return Error {source, {}, Text::tr("the size line is not followed by a board")};
    } else if (static_cast<int>(lines.size()) > Board::maxSide) {
        return Error {source, lineLabel(lines[Board::maxSide].line),
                      Text::tr("too many rows; a board has at most %1 rows").arg(Board::maxSide)};
    }

    // One line of n x n numbers is an n x n board row by row: how Korf's instances and other
    // published sets write a board (and this program's batch files). No board has a single row,
    // so this reads no other file differently.
    if (lines.size() == 1) {
        const std::vector<int> &values = lines.front().numbers;
        const int count = static_cast<int>(values.size());
        int side = Board::minSide;
        while (side * side < count)
            ++side;
        if (side * side == count && side <= Board::maxSide
            && (expectedSide == 0 || expectedSide == side)) {
            if (auto error = checkPermutation(values, source, [&](int i) {
                    return Text::tr("line %1, number %2").arg(lines.front().line).arg(i + 1);
                }))
                return *error;
            return *Board::fromTiles(side, side, values);
        }
    }

    const int cols = static_cast<int>(lines.front().numbers.size());
    const int rows = static_cast<int>(lines.size());
    if (expectedSide == 0 && cols > Board::maxSide) {
        return Error {source, lineLabel(lines.front().line),
                      Text::tr("%1 columns; a board has at most %2").arg(cols).arg(Board::maxSide)};
    }
    if (expectedSide == 0 && cols < Board::minSide) {
        return Error {source, lineLabel(lines.front().line),
                      Text::tr("a row needs at least %1 numbers").arg(Board::minSide)};
    }
    for (const NumberLine &line : lines) {
        const int count = static_cast<int>(line.numbers.size());
        if (expectedSide > 0 && count != expectedSide) {
            return Error {source, lineLabel(line.line),
                          Text::tr("%1 numbers, but the size line (line %2) says %3 per row")
                              .arg(count)
                              .arg(sizeLine)
                              .arg(expectedSide)};
        }
        if (count != cols) {
            return Error {source, lineLabel(line.line),
                          Text::tr("%1 numbers, but line %2 has %3 (rows must be equally long)")
                              .arg(count)
                              .arg(lines.front().line)
                              .arg(cols)};
        }
    }
    if (expectedSide > 0 && rows > expectedSide) {
        return Error {source, lineLabel(lines[static_cast<std::size_t>(expectedSide)].line),
                      Text::tr("more rows than the size line (line %1) says (%2)")
                          .arg(sizeLine)
                          .arg(expectedSide)};
    }
    if (expectedSide > 0 && rows != expectedSide) {
        return Error {
            source, lineLabel(sizeLine),
            Text::tr("the size line says %1 rows, but %2 follow").arg(expectedSide).arg(rows)};
    }
    if (rows < Board::minSide)
        return Error {source, {}, Text::tr("a board needs at least %1 rows").arg(Board::minSide)};

    std::vector<int> values;
    for (const NumberLine &line : lines)
        values.insert(values.end(), line.numbers.begin(), line.numbers.end());
    if (auto error = checkPermutation(values, source, [&](int i) {
            const NumberLine &line = lines[static_cast<std::size_t>(i / cols)];
            return Text::tr("line %1, column %2").arg(line.line).arg(i % cols + 1);
        })) {
        return *error;
    }
    return *Board::fromTiles(rows, cols, values);
}

QByteArray formatTextBoard(const Board &board)
{
    const int width = board.cellCount() > 100 ? 3 : board.cellCount() > 10 ? 2 : 1;
    QByteArray text;
    if (board.rows() == board.cols())
        text += QByteArray::number(board.rows()) + '\n';
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            if (c > 0)
                text += ' ';
            text += QByteArray::number(board.at(r, c)).rightJustified(width, ' ');
        }
        text += '\n';
    }
    return text;
}

Expected<SlidingDocument> parseJsonDocument(const QJsonObject &object, const QString &source)
{
    common::JsonFieldReader reader(object, source);
    const auto rows = reader.integer(QStringLiteral("rows"), Board::minSide, Board::maxSide);
    const auto cols = reader.integer(QStringLiteral("cols"), Board::minSide, Board::maxSide);
    const auto tiles = reader.array(QStringLiteral("tiles"));
    if (!reader.ok())
        return *reader.error();
    const int cells = *rows * *cols;
    if (tiles->size() != cells) {
        return Error {source, JsonFieldReader::fieldLocation(QStringLiteral("tiles")),
                      Text::tr("has %1 numbers; a %2 x %3 board needs %4")
                          .arg(tiles->size())
                          .arg(*rows)
                          .arg(*cols)
                          .arg(cells)};
    }
    std::vector<int> values;
    values.reserve(static_cast<std::size_t>(cells));
    for (int i = 0; i < cells; ++i) {
        const auto v = common::wholeNumber(tiles->at(i), 0, cells - 1);
        if (!v) {
            return Error {source,
                          JsonFieldReader::fieldLocation(QStringLiteral("tiles"))
                              + QStringLiteral("[%1]").arg(i),
                          Text::tr("must be a whole number from 0 to %1").arg(cells - 1)};
        }
        values.push_back(static_cast<int>(*v));
    }
    if (auto error = checkPermutation(values, source, [](int i) {
            return JsonFieldReader::fieldLocation(QStringLiteral("tiles"))
                + QStringLiteral("[%1]").arg(i);
        })) {
        return *error;
    }
    SlidingDocument document {*Board::fromTiles(*rows, *cols, values), {}};
    if (reader.has(QStringLiteral("moves"))) {
        const auto moves = reader.string(QStringLiteral("moves"));
        if (!moves)
            return *reader.error();
        if (moves->size() > 10'000'000)
            return Error {source, JsonFieldReader::fieldLocation(QStringLiteral("moves")),
                          Text::tr("too long")};
        Board board = document.start;
        for (qsizetype i = 0; i < moves->size(); ++i) {
            const QChar ch = moves->at(i);
            const auto d = ch.unicode() < 128 ? directionFromLetter(static_cast<char>(ch.unicode()))
                                              : std::nullopt;
            if (!d) {
                return Error {source,
                              JsonFieldReader::fieldLocation(QStringLiteral("moves"))
                                  + QStringLiteral("[%1]").arg(i),
                              Text::tr("'%1' is not a move (use U, D, L, R)").arg(ch)};
            }
            if (!board.move(*d)) {
                return Error {source,
                              JsonFieldReader::fieldLocation(QStringLiteral("moves"))
                                  + QStringLiteral("[%1]").arg(i),
                              Text::tr("%1 would move the blank off the board").arg(ch)};
            }
            document.moves.push_back(directionLetter(*d));
        }
    }
    return document;
}

QJsonObject toJson(const SlidingDocument &document)
{
    QJsonObject object = common::makeEnvelope(QString::fromLatin1(puzzleKind));
    object.insert(QStringLiteral("rows"), document.start.rows());
    object.insert(QStringLiteral("cols"), document.start.cols());
    QJsonArray tiles;
    for (Board::Tile t : document.start.tiles())
        tiles.append(static_cast<int>(t));
    object.insert(QStringLiteral("tiles"), tiles);
    if (!document.moves.empty())
        object.insert(QStringLiteral("moves"), QString::fromStdString(document.moves));
    return object;
}

Expected<SlidingDocument> parseSlidingData(const QByteArray &data, const QString &source)
{
    const QByteArray trimmed = withoutByteOrderMark(data).trimmed();
    if (trimmed.startsWith('{')) {
        auto object
            = common::parseEnvelope(data, source, QString::fromLatin1(puzzleKind));
        if (!object)
            return object.error();
        return parseJsonDocument(*object, source);
    }
    auto board = parseTextBoard(data, source);
    if (!board)
        return board.error();
    return SlidingDocument {*board, {}};
}

Expected<SlidingDocument> loadSlidingFile(const QString &path)
{
    // A 10 x 10 board is a few hundred bytes; a long move history a few megabytes at most.
    auto data = common::readWholeFile(path, 16 * 1024 * 1024);
    if (!data)
        return data.error();
    return parseSlidingData(*data, QFileInfo(path).fileName());
}

common::Status saveTextFile(const QString &path, const Board &board)
{
    return common::writeFileAtomically(path, formatTextBoard(board));
}

common::Status saveJsonFile(const QString &path, const SlidingDocument &document)
{
    return common::writeJsonFile(path, toJson(document));
}

Expected<std::vector<NamedBoard>> parseBatch(const QByteArray &data, const QString &source)
{
    std::vector<NamedBoard> boards;
    const QList<QByteArray> rawLines = withoutByteOrderMark(data).split('\n');
    for (qsizetype i = 0; i < rawLines.size(); ++i) {
        QByteArray line = rawLines[i].trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const int lineNo = static_cast<int>(i) + 1;
        QString name = QString::number(boards.size() + 1);
        const qsizetype colon = line.indexOf(':');
        if (colon >= 0) {
            name = QString::fromUtf8(line.left(colon).trimmed());
            if (name.isEmpty())
                return Error {source, lineLabel(lineNo), Text::tr("empty name before ':'")};
            line = line.mid(colon + 1).trimmed();
        }
        auto parsed = numberLines(line, source, 1);
        if (!parsed)
            return Error {source, lineLabel(lineNo), parsed.error().reason};
        if (parsed->empty())
            return Error {source, lineLabel(lineNo), Text::tr("no numbers after the name")};
        const std::vector<int> &values = parsed->front().numbers;
        const int count = static_cast<int>(values.size());
        const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(count))));
        if (side * side != count || side < Board::minSide || side > Board::maxSide) {
            return Error {source, lineLabel(lineNo),
                          Text::tr("%1 numbers is not a square board of side %2 to %3 "
                                   "(4, 9, 16, ... 100 numbers)")
                              .arg(count)
                              .arg(Board::minSide)
                              .arg(Board::maxSide)};
        }
        if (auto error = checkPermutation(values, source, [&](int k) {
                return Text::tr("line %1, number %2").arg(lineNo).arg(k + 1);
            })) {
            if (error->location.isEmpty())
                error->location = lineLabel(lineNo);
            return *error;
        }
        boards.push_back(NamedBoard {name, *Board::fromTiles(side, side, values), lineNo});
    }
    return boards;
}

} // namespace pw::sliding

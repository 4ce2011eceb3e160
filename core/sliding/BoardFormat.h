#pragma once

#include "core/common/Expected.h"
#include "core/sliding/Board.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <string>
#include <vector>

namespace pw::sliding {

// What a sliding file holds: the position the game started from and the moves played since
// (the JSON format keeps them; the text format holds only a position, so moves stay empty).
struct SlidingDocument
{
    Board start;
    std::string moves; // "UDLR..." legal from start
    Board current() const;
};

// One board of a batch file, with its name (the "NAME:" prefix, or its ordinal "1", "2", ...).
struct NamedBoard
{
    QString name;
    Board board;
    int line = 0;
};

// Seed 003's text format: rows of whitespace-separated numbers, 0 the blank; an optional first
// line holding only n announces an n x n board. Blank lines and lines starting with '#' are
// skipped. sourceName names the input in errors ("board.txt, line 3: ...").
common::Expected<Board> parseTextBoard(const QByteArray &data, const QString &sourceName);
QByteArray formatTextBoard(const Board &board);

// The JSON envelope: {"format", "version", "puzzle": "sliding", "rows", "cols", "tiles": [...]
// row-major, "moves": "UDLR..." optional}.
common::Expected<SlidingDocument> parseJsonDocument(const QJsonObject &object,
                                                    const QString &sourceName);
QJsonObject toJson(const SlidingDocument &document);

// Reads either format: a file whose first non-space character is '{' is JSON, anything else text.
common::Expected<SlidingDocument> loadSlidingFile(const QString &path);
common::Expected<SlidingDocument> parseSlidingData(const QByteArray &data,
                                                   const QString &sourceName);
common::Status saveTextFile(const QString &path, const Board &board);
common::Status saveJsonFile(const QString &path, const SlidingDocument &document);

// Batch files: one square board per line, row-major, the size inferred from the count; an
// optional leading "NAME:"; blank lines and '#' comments skipped.
common::Expected<std::vector<NamedBoard>> parseBatch(const QByteArray &data,
                                                     const QString &sourceName);

} // namespace pw::sliding

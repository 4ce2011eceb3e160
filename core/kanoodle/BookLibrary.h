#pragma once

#include "core/common/Expected.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace pw::kanoodle {

// One puzzle of a printed book, entered by the player: the book's name, its number there and
// the puzzle's descriptive game ID (kanoodle:p:STATE or kanoodle:f:STATE, the given pieces).
struct BookPuzzle
{
    QString book; // "Book 2", "Kanoodle Extreme"
    int number = 1; // the puzzle's number in that book
    QString gameId;

    friend bool operator==(const BookPuzzle &, const BookPuzzle &) = default;
};

// The player's own library of book puzzles, kept beside the catalog: a list ordered by book and
// number, one puzzle per book and number. Kept as JSON in the data folder, and exported and
// imported as a file of the same form:
//
//     {"format": "puzzle-workbench-kanoodle-books", "version": 1,
//      "puzzles": [{"book": "Book 2", "number": 117, "id": "kanoodle:p:..."}, ...]}
class BookLibrary
{
public:
    static constexpr int maxNumber = 9999;
    static constexpr int maxBookLength = 80;

    const QList<BookPuzzle> &puzzles() const { return m_puzzles; }
    // The books' names, each once, in order.
    QStringList books() const;
    // The puzzle with that game ID, if the library has it (its first, by book and number).
    const BookPuzzle *withGameId(const QString &gameId) const;

    // Adds a puzzle, or replaces the one with the same book and number. Refused (nothing
    // changes) when the book is empty or too long, the number out of range, or the ID not a
    // descriptive Kanoodle ID of a flat board or pyramid.
    common::Status add(const BookPuzzle &puzzle);
    // Takes in every puzzle of another library (an imported file): a puzzle with the same book
    // and number is replaced. Returns how many there were.
    int merge(const BookLibrary &other);

    QByteArray toJson() const;
    // Reads a library; source names it in errors ("books.json, puzzles[3] › id").
    static common::Expected<BookLibrary> fromJson(const QByteArray &json, const QString &source);

    // A library file anywhere (import and export), written atomically.
    static common::Expected<BookLibrary> readFile(const QString &path);
    common::Status writeFile(const QString &path) const;
    // The player's own library, in the data folder: none yet is an empty library.
    static QString ownFilePath();
    static common::Expected<BookLibrary> readOwn();
    common::Status writeOwn() const;

private:
    QList<BookPuzzle> m_puzzles;
};

} // namespace pw::kanoodle

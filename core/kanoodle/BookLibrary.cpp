#include "core/kanoodle/BookLibrary.h"

#include "core/common/AppFolders.h"
#include "core/common/PuzzleFile.h"
#include "core/kanoodle/Board.h"
#include "core/kanoodle/KanoodleGameId.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace pw::kanoodle {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::kanoodle::BookLibrary)
};

const QString formatName = QStringLiteral("puzzle-workbench-kanoodle-books");
constexpr int version = 1;

bool before(const BookPuzzle &a, const BookPuzzle &b)
{
    const int byBook = QString::localeAwareCompare(a.book, b.book);
    return byBook != 0 ? byBook < 0 : a.number < b.number;
}

// What is wrong with a puzzle, or nothing.
std::optional<QString> problemOf(const BookPuzzle &puzzle)
{
    if (puzzle.book.trimmed().isEmpty())
        return Text::tr("the book's name is empty");
    if (puzzle.book.size() > BookLibrary::maxBookLength)
        return Text::tr("the book's name is longer than %1 characters")
            .arg(BookLibrary::maxBookLength);
    if (puzzle.number < 1 || puzzle.number > BookLibrary::maxNumber)
        return Text::tr("the number must be from 1 to %1").arg(BookLibrary::maxNumber);
    const auto id = parseGameId(puzzle.gameId);
    if (!id)
        return id.error().message();
    if (!id->game || id->game->puzzle.board().kind() == BoardKind::Sliding)
        return Text::tr("a book puzzle is a flat board or a pyramid with its given pieces "
                        "(kanoodle:f:… or kanoodle:p:…)");
    return std::nullopt;
}

} // namespace

QStringList BookLibrary::books() const
{
    QStringList names;
    for (const BookPuzzle &puzzle : m_puzzles) {
        if (!names.contains(puzzle.book))
            names << puzzle.book;
    }
    return names;
}

const BookPuzzle *BookLibrary::withGameId(const QString &gameId) const
{
    for (const BookPuzzle &puzzle : m_puzzles) {
        if (puzzle.gameId == gameId)
            return &puzzle;
    }
    return nullptr;
}

common::Status BookLibrary::add(const BookPuzzle &puzzle)
{
    BookPuzzle entered = puzzle;
    entered.book = entered.book.trimmed();
    if (const auto problem = problemOf(entered))
        return common::Error {entered.gameId, {}, *problem};
    const auto same = std::find_if(m_puzzles.begin(), m_puzzles.end(), [&](const BookPuzzle &p) {
        return p.book == entered.book && p.number == entered.number;
    });
    if (same != m_puzzles.end())
        *same = entered;
    else
        m_puzzles.insert(std::upper_bound(m_puzzles.begin(), m_puzzles.end(), entered, before),
                         entered);
    return std::nullopt;
}

int BookLibrary::merge(const BookLibrary &other)
{
    for (const BookPuzzle &puzzle : other.m_puzzles)
        add(puzzle); // read and checked already
    return static_cast<int>(other.m_puzzles.size());
}

QByteArray BookLibrary::toJson() const
{
    QJsonArray list;
    for (const BookPuzzle &puzzle : m_puzzles) {
        list.append(QJsonObject {{QStringLiteral("book"), puzzle.book},
                                 {QStringLiteral("number"), puzzle.number},
                                 {QStringLiteral("id"), puzzle.gameId}});
    }
    const QJsonObject root {{QStringLiteral("format"), formatName},
                            {QStringLiteral("version"), version},
                            {QStringLiteral("puzzles"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

common::Expected<BookLibrary> BookLibrary::fromJson(const QByteArray &json, const QString &source)
{
    const auto refuse = [&](const QString &location, const QString &reason) {
        return common::Error {source, location, reason};
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return refuse({}, Text::tr("not a library of book puzzles (not a JSON object)"));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != formatName)
        return refuse(QStringLiteral("\"format\""),
                      Text::tr("not a library of book puzzles (expected \"%1\")").arg(formatName));
    if (root.value(QStringLiteral("version")).toInt() != version)
        return refuse(QStringLiteral("\"version\""),
                      Text::tr("version %1 is not supported; this program reads version %2")
                          .arg(root.value(QStringLiteral("version")).toInt())
                          .arg(version));
    const QJsonValue list = root.value(QStringLiteral("puzzles"));
    if (!list.isArray())
        return refuse(QStringLiteral("\"puzzles\""), Text::tr("must be a list"));
    BookLibrary library;
    const QJsonArray puzzles = list.toArray();
    for (qsizetype i = 0; i < puzzles.size(); ++i) {
        const QString where = QStringLiteral("\"puzzles\"[%1]").arg(i);
        const QJsonObject entry = puzzles.at(i).toObject();
        const QJsonValue number = entry.value(QStringLiteral("number"));
        BookPuzzle puzzle {entry.value(QStringLiteral("book")).toString(),
                           number.isDouble() ? number.toInt() : 0,
                           entry.value(QStringLiteral("id")).toString()};
        if (const auto problem = problemOf(puzzle))
            return refuse(where, *problem);
        library.add(puzzle);
    }
    return library;
}

common::Expected<BookLibrary> BookLibrary::readFile(const QString &path)
{
    const common::Expected<QByteArray> bytes = common::readWholeFile(path);
    if (!bytes)
        return bytes.error();
    return fromJson(*bytes, QFileInfo(path).fileName());
}

common::Status BookLibrary::writeFile(const QString &path) const
{
    return common::writeFileAtomically(path, toJson());
}

QString BookLibrary::ownFilePath()
{
    return QDir(common::dataFolder()).filePath(QStringLiteral("kanoodle-books.json"));
}

common::Expected<BookLibrary> BookLibrary::readOwn()
{
    if (!QFileInfo::exists(ownFilePath()))
        return BookLibrary();
    return readFile(ownFilePath());
}

common::Status BookLibrary::writeOwn() const
{
    QDir().mkpath(common::dataFolder());
    return writeFile(ownFilePath());
}

} // namespace pw::kanoodle

// The Kanoodle tab's part in the player's books (BookLibrary): a puzzle kept under a book's name
// and number, read once and written at every change. The rest of the tab is in KanoodleTab.cpp.
#include "ui/kanoodle/KanoodleTab.h"

#include "core/kanoodle/KanoodleBackend.h"
#include "ui/kanoodle/AddToBookDialog.h"
#include "ui/kanoodle/CatalogDialog.h"

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

void KanoodleTab::readBooks()
{
    const auto read = BookLibrary::readOwn();
    if (read)
        m_books = *read;
    else
        emit statusMessage(tr("Your books could not be read: %1").arg(read.error().message()));
}

common::Status KanoodleTab::addToBook(const QString &book, int number)
{
    if (!hasGame() || m_settingUp)
        return common::Error {{},
                              {},
                              tr("finish setting up first: the pieces on the board become "
                                 "the puzzle")};
    if (game().puzzle.board().kind() == BoardKind::Sliding)
        return common::Error {{}, {}, tr("a sliding challenge is no puzzle of the book")};
    BookLibrary books = m_books;
    if (const common::Status refused = books.add({book, number, descriptiveGameId(game().puzzle)}))
        return refused;
    if (const common::Status failed = books.writeOwn())
        return failed;
    m_books = books;
    m_lastBook = book.trimmed();
    updateLabels();
    return std::nullopt;
}

void KanoodleTab::askAddToBook()
{
    if (!hasGame())
        return;
    // The next number of the last book used, as when entering a book's puzzles in turn.
    int next = 1;
    for (const BookPuzzle &puzzle : m_books.puzzles()) {
        if (puzzle.book == m_lastBook)
            next = std::max(next, puzzle.number + 1);
    }
    AddToBookDialog dialog(m_books.books(), m_lastBook, next, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const common::Status refused = addToBook(dialog.book(), dialog.number())) {
        warnUser(tr("Add to My Books"), refused->message());
        return;
    }
    emit statusMessage(
        tr("Kept in your books as %1")
            .arg(CatalogDialog::bookPuzzleName({dialog.book(), dialog.number(), {}})));
}

} // namespace pw::ui::kanoodle

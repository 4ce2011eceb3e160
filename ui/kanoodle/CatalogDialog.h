#pragma once

#include "core/kanoodle/BookLibrary.h"
#include "core/kanoodle/Catalog.h"
#include "ui/kanoodle/CatalogProgress.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace pw::ui::kanoodle {

// The catalog of numbered puzzles, one board at a time: number, level, a tick when solved
// without help and the best time (CatalogProgress). Play (or a double click) starts the chosen
// puzzle; Next unsolved starts the board's first puzzle not yet solved. Beside the boards, "My
// books": the player's own library of book puzzles (BookLibrary), with the same picture, tick and
// best time, exported and imported as a file.
class CatalogDialog : public QDialog
{
    Q_OBJECT
public:
    CatalogDialog(pw::kanoodle::CatalogBoard initial, const CatalogProgress &progress,
                  const pw::kanoodle::BookLibrary &books = {}, QWidget *parent = nullptr);

    // The game ID of the puzzle chosen, once accepted.
    QString chosenGameId() const { return m_chosen; }
    pw::kanoodle::CatalogBoard board() const;

    // Shows the player's books instead of a board.
    void showBooks();
    bool showsBooks() const;
    // The library as the dialog leaves it (an import adds to it; it is written at once).
    const pw::kanoodle::BookLibrary &books() const { return m_books; }
    // Export and Import, after their file dialogs: a library file written, or read and merged
    // into the player's own library.
    common::Status exportBooks(const QString &path);
    common::Status importBooks(const QString &path);

    static QString levelName(int level);
    // "Book 2, puzzle 117".
    static QString bookPuzzleName(const pw::kanoodle::BookPuzzle &puzzle);
    // The short name a numbered puzzle goes by: "Flat 12", "Sliding 5", "Pyramid 37".
    static QString puzzleName(const pw::kanoodle::CatalogEntry &entry);

private:
    void fillList();
    void fillBooks();
    void playSelected();
    void playNextUnsolved();
    void chooseExportFile();
    void chooseImportFile();

    CatalogProgress m_progress;
    pw::kanoodle::BookLibrary m_books;
    QLabel *m_note;
    QPushButton *m_export;
    QPushButton *m_import;
    QComboBox *m_board;
    QTreeWidget *m_list;
    QPushButton *m_next; // off when every puzzle of the board is solved
    QString m_chosen;
};

} // namespace pw::ui::kanoodle

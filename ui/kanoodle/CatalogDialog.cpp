#include "ui/kanoodle/CatalogDialog.h"

#include "core/kanoodle/KanoodleGameId.h"
#include "ui/common/DialogSize.h"
#include "ui/common/PlayedTimeText.h"
#include "ui/kanoodle/BoardPicture.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pw::ui::kanoodle {

using pw::kanoodle::BookLibrary;
using pw::kanoodle::BookPuzzle;
using pw::kanoodle::CatalogBoard;
using pw::kanoodle::CatalogEntry;

namespace {

const int gameIdRole = Qt::UserRole;
// The board box's entry after the three boards.
const int booksIndex = 3;
// A book puzzle's picture: flat boards and pyramids share the list, each fitted to the room.
const QSize bookPictureSize(160, 72);

// The columns of the list.
enum Column { NumberColumn, StartColumn, LevelColumn, SolvedColumn, TimeColumn };

// The start's picture in a row: the flat board (and a sliding region on it) is wide and low; the
// pyramid, seen from above, a triangle.
QSize pictureSize(CatalogBoard board)
{
    return board == CatalogBoard::Pyramid ? QSize(84, 72) : QSize(160, 60);
}

} // namespace

CatalogDialog::CatalogDialog(CatalogBoard initial, const CatalogProgress &progress,
                             const BookLibrary &books, QWidget *parent)
    : QDialog(parent)
    , m_progress(progress)
    , m_books(books)
    , m_board(new QComboBox(this))
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("kanoodleCatalogDialog"));
    setWindowTitle(tr("Kanoodle Catalog"));
    m_board->setObjectName(QStringLiteral("kanoodleCatalogBoard"));
    m_board->addItems({tr("Flat board"), tr("Sliding challenge"), tr("Pyramid"), tr("My books")});
    m_board->setCurrentIndex(static_cast<int>(initial));
    m_list->setObjectName(QStringLiteral("kanoodleCatalogList"));
    m_list->setHeaderLabels({tr("No."), tr("Start"), tr("Level"), tr("Solved"), tr("Best time")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("kanoodleCatalogNote"));
    m_note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *play = buttons->addButton(tr("&Play"), QDialogButtonBox::AcceptRole);
    play->setObjectName(QStringLiteral("kanoodleCatalogPlay"));
    m_next = buttons->addButton(tr("&Next unsolved"), QDialogButtonBox::ActionRole);
    m_next->setObjectName(QStringLiteral("kanoodleCatalogNext"));
    m_export = buttons->addButton(tr("&Export..."), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("kanoodleBooksExport"));
    m_export->setToolTip(tr("Write your books to a file, to keep or to give"));
    m_import = buttons->addButton(tr("&Import..."), QDialogButtonBox::ActionRole);
    m_import->setObjectName(QStringLiteral("kanoodleBooksImport"));
    m_import->setToolTip(tr("Add the puzzles of a books file to yours (the same book and number "
                            "is replaced)"));
    connect(m_export, &QPushButton::clicked, this, &CatalogDialog::chooseExportFile);
    connect(m_import, &QPushButton::clicked, this, &CatalogDialog::chooseImportFile);
    connect(play, &QPushButton::clicked, this, &CatalogDialog::playSelected);
    connect(m_next, &QPushButton::clicked, this, &CatalogDialog::playNextUnsolved);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, this, &CatalogDialog::playSelected);
    connect(m_board, &QComboBox::currentIndexChanged, this, &CatalogDialog::fillList);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_board);
    layout->addWidget(m_note);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resizeWithinParent(this, {560, 600});
    fillList();
}

CatalogBoard CatalogDialog::board() const
{
    return showsBooks() ? CatalogBoard::Pyramid
                        : static_cast<CatalogBoard>(m_board->currentIndex());
}

void CatalogDialog::showBooks()
{
    m_board->setCurrentIndex(booksIndex);
}

bool CatalogDialog::showsBooks() const
{
    return m_board->currentIndex() == booksIndex;
}

QString CatalogDialog::bookPuzzleName(const BookPuzzle &puzzle)
{
    return tr("%1, puzzle %2").arg(puzzle.book).arg(puzzle.number);
}

void CatalogDialog::fillBooks()
{
    m_list->setHeaderLabels(
        {tr("Puzzle"), tr("Start"), tr("Board"), tr("Solved"), tr("Best time")});
    m_list->setIconSize(bookPictureSize);
    QTreeWidgetItem *firstUnsolved = nullptr;
    for (const BookPuzzle &puzzle : m_books.puzzles()) {
        const auto id = pw::kanoodle::parseGameId(puzzle.gameId);
        if (!id || !id->game)
            continue; // the library reads only good IDs
        const CatalogProgress::Entry done = m_progress.ofGameId(puzzle.gameId);
        const bool pyramid = id->game->puzzle.board().kind() == pw::kanoodle::BoardKind::Pyramid;
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(NumberColumn, bookPuzzleName(puzzle));
        item->setIcon(StartColumn,
                      QPixmap::fromImage(boardPicture(id->game->puzzle, bookPictureSize)));
        item->setText(LevelColumn, pyramid ? tr("Pyramid") : tr("Flat board"));
        item->setText(SolvedColumn, done.solved ? QStringLiteral("\u2714") : QString());
        item->setTextAlignment(SolvedColumn, Qt::AlignCenter);
        item->setText(TimeColumn, done.bestMillis ? playedTimeText(*done.bestMillis) : QString());
        item->setData(0, gameIdRole, puzzle.gameId);
        if (!done.solved && !firstUnsolved)
            firstUnsolved = item;
    }
    m_next->setEnabled(firstUnsolved != nullptr);
    m_list->setCurrentItem(firstUnsolved ? firstUnsolved : m_list->topLevelItem(0));
}

common::Status CatalogDialog::exportBooks(const QString &path)
{
    return m_books.writeFile(path);
}

common::Status CatalogDialog::importBooks(const QString &path)
{
    const auto imported = BookLibrary::readFile(path);
    if (!imported)
        return imported.error();
    // Merged into the player's own library as it is on disk, then written at once.
    auto own = BookLibrary::readOwn();
    if (!own)
        return own.error();
    own->merge(*imported);
    if (const common::Status failed = own->writeOwn())
        return failed;
    m_books = *own;
    fillList();
    return std::nullopt;
}

void CatalogDialog::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Your Books"), tr("kanoodle-books.json"), tr("Kanoodle books (*.json)"));
    if (path.isEmpty())
        return;
    if (const common::Status failed = exportBooks(path))
        QMessageBox::warning(this, tr("Export Your Books"), failed->message());
}

void CatalogDialog::chooseImportFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Books"), QString(),
                                                      tr("Kanoodle books (*.json)"));
    if (path.isEmpty())
        return;
    if (const common::Status failed = importBooks(path))
        QMessageBox::warning(this, tr("Import Books"), failed->message());
}

QString CatalogDialog::levelName(int level)
{
    switch (level) {
    case 1:
        return tr("Easy");
    case 2:
        return tr("Moderate");
    case 3:
        return tr("Hard");
    case 4:
        return tr("Very hard");
    default:
        break;
    }
    return tr("Expert");
}

QString CatalogDialog::puzzleName(const CatalogEntry &entry)
{
    switch (entry.board) {
    case CatalogBoard::Flat:
        return tr("Flat %1").arg(entry.number);
    case CatalogBoard::Sliding:
        return tr("Sliding %1").arg(entry.number);
    case CatalogBoard::Pyramid:
        break;
    }
    return tr("Pyramid %1").arg(entry.number);
}

void CatalogDialog::fillList()
{
    m_list->clear();
    m_export->setVisible(showsBooks());
    m_import->setVisible(showsBooks());
    if (showsBooks()) {
        m_note->setText(tr("Your own puzzles from the books, saved with Add to My Books. A tick: "
                           "solved without Solve or Hint."));
        fillBooks();
        return;
    }
    m_note->setText(tr("Numbered puzzles, the same for everyone, each with exactly one solution. "
                       "A tick: solved without Solve or Hint."));
    m_list->setHeaderLabels({tr("No."), tr("Start"), tr("Level"), tr("Solved"), tr("Best time")});
    const QSize size = pictureSize(board());
    m_list->setIconSize(size);
    for (const CatalogEntry &entry : pw::kanoodle::catalog()) {
        if (entry.board != board())
            continue;
        const CatalogProgress::Entry done = m_progress.of(entry);
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(NumberColumn, QString::number(entry.number));
        item->setTextAlignment(NumberColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setIcon(StartColumn, QPixmap::fromImage(catalogPicture(entry, size)));
        item->setText(LevelColumn, levelName(entry.level));
        item->setText(SolvedColumn, done.solved ? QStringLiteral("\u2714") : QString());
        item->setTextAlignment(SolvedColumn, Qt::AlignCenter);
        item->setText(TimeColumn, done.bestMillis ? playedTimeText(*done.bestMillis) : QString());
        item->setData(0, gameIdRole, QString::fromLatin1(entry.gameId));
    }
    const auto next = m_progress.nextUnsolved(board());
    m_next->setEnabled(next.has_value());
    m_list->setCurrentItem(m_list->topLevelItem(next ? next->number - 1 : 0));
}

void CatalogDialog::playSelected()
{
    if (!m_list->currentItem())
        return;
    m_chosen = m_list->currentItem()->data(0, gameIdRole).toString();
    accept();
}

void CatalogDialog::playNextUnsolved()
{
    if (showsBooks()) {
        // The first book puzzle without a tick: the one the list shows chosen.
        for (const BookPuzzle &puzzle : m_books.puzzles()) {
            if (!m_progress.ofGameId(puzzle.gameId).solved) {
                m_chosen = puzzle.gameId;
                accept();
                return;
            }
        }
        return;
    }
    const std::optional<CatalogEntry> next = m_progress.nextUnsolved(board());
    if (!next)
        return; // all solved: the button has nothing to start
    m_chosen = QString::fromLatin1(next->gameId);
    accept();
}

} // namespace pw::ui::kanoodle

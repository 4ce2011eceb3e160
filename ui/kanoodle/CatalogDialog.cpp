#include "ui/kanoodle/CatalogDialog.h"

#include "ui/common/DialogSize.h"
#include "ui/common/PlayedTimeText.h"
#include "ui/kanoodle/BoardPicture.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pw::ui::kanoodle {

using pw::kanoodle::CatalogBoard;
using pw::kanoodle::CatalogEntry;

namespace {

const int gameIdRole = Qt::UserRole;

// The columns of the list.
enum Column { NumberColumn, StartColumn, LevelColumn, SolvedColumn, TimeColumn };

// The start's picture in a row: the flat board (and a sliding region on it) is wide and low; the
// pyramid, seen from above, a triangle.
QSize pictureSize(CatalogBoard board)
{
    return board == CatalogBoard::Pyramid ? QSize(84, 72) : QSize(160, 60);
}

} // namespace

CatalogDialog::CatalogDialog(CatalogBoard initial, const CatalogProgress &progress, QWidget *parent)
    : QDialog(parent)
    , m_progress(progress)
    , m_board(new QComboBox(this))
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("kanoodleCatalogDialog"));
    setWindowTitle(tr("Kanoodle Catalog"));
    m_board->setObjectName(QStringLiteral("kanoodleCatalogBoard"));
    m_board->addItems({tr("Flat board"), tr("Sliding challenge"), tr("Pyramid")});
    m_board->setCurrentIndex(static_cast<int>(initial));
    m_list->setObjectName(QStringLiteral("kanoodleCatalogList"));
    m_list->setHeaderLabels({tr("No."), tr("Start"), tr("Level"), tr("Solved"), tr("Best time")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *note = new QLabel(
        tr("Numbered puzzles, the same for everyone, each with exactly one solution. A tick: "
           "solved without Solve or Hint."),
        this);
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *play = buttons->addButton(tr("&Play"), QDialogButtonBox::AcceptRole);
    play->setObjectName(QStringLiteral("kanoodleCatalogPlay"));
    m_next = buttons->addButton(tr("&Next unsolved"), QDialogButtonBox::ActionRole);
    m_next->setObjectName(QStringLiteral("kanoodleCatalogNext"));
    connect(play, &QPushButton::clicked, this, &CatalogDialog::playSelected);
    connect(m_next, &QPushButton::clicked, this, &CatalogDialog::playNextUnsolved);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, this, &CatalogDialog::playSelected);
    connect(m_board, &QComboBox::currentIndexChanged, this, &CatalogDialog::fillList);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_board);
    layout->addWidget(note);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resizeWithinParent(this, {560, 600});
    fillList();
}

CatalogBoard CatalogDialog::board() const
{
    return static_cast<CatalogBoard>(m_board->currentIndex());
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
    const std::optional<CatalogEntry> next = m_progress.nextUnsolved(board());
    if (!next)
        return; // all solved: the button has nothing to start
    m_chosen = QString::fromLatin1(next->gameId);
    accept();
}

} // namespace pw::ui::kanoodle

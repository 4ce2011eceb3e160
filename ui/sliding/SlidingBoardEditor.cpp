#include "ui/sliding/SlidingBoardEditor.h"

#include "core/sliding/BoardFormat.h"
#include "core/sliding/BoardSetup.h"
#include "ui/common/Contrast.h"
#include "ui/sliding/SlidingSetupGrid.h"

#include <QClipboard>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pw::ui {

namespace {

QString numbers(const std::vector<int> &list)
{
    QStringList words;
    for (const int number : list)
        words << (number == 0 ? SlidingBoardEditor::tr("blank") : QString::number(number));
    return QLocale().createSeparatedList(words);
}

} // namespace

SlidingBoardEditor::SlidingBoardEditor(QWidget *parent)
    : QWidget(parent)
    , m_grid(new SlidingSetupGrid(this))
    , m_rows(new QSpinBox(this))
    , m_cols(new QSpinBox(this))
    , m_check(new QLabel(this))
    , m_done(new QPushButton(tr("&Done"), this))
{
    setObjectName(QStringLiteral("slidingEditor"));
    m_grid->setObjectName(QStringLiteral("slidingSetupGrid"));
    m_grid->setAccessibleName(tr("Board being set up"));
    m_grid->setToolTip(tr("Click a cell and type its number (0 for the blank), or drag a tile onto "
                          "another cell to swap them"));
    m_check->setObjectName(QStringLiteral("slidingSetupCheck"));
    m_check->setWordWrap(true);
    // Two lines kept free: a longer list of missing tiles never moves the buttons.
    m_check->setFixedHeight(m_check->fontMetrics().lineSpacing() * 2 + 4);
    m_check->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    connect(m_grid, &SlidingSetupGrid::edited, this, &SlidingBoardEditor::check);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(sizeRow());
    layout->addWidget(m_grid, 1);
    layout->addWidget(m_check);
    layout->addLayout(buttonRow());
}

QLayout *SlidingBoardEditor::sizeRow()
{
    auto *row = new QHBoxLayout;
    const std::pair<QSpinBox *, QString> boxes[]
        = {{m_rows, tr("&Rows:")}, {m_cols, tr("&Columns:")}};
    for (const auto &[box, text] : boxes) {
        auto *label = new QLabel(text, this);
        label->setBuddy(box);
        box->setRange(sliding::Board::minSide, sliding::Board::maxSide);
        connect(box, &QSpinBox::valueChanged, this, &SlidingBoardEditor::resizeGrid);
        row->addWidget(label);
        row->addWidget(box);
    }
    m_rows->setObjectName(QStringLiteral("slidingSetupRows"));
    m_cols->setObjectName(QStringLiteral("slidingSetupCols"));
    m_rows->setToolTip(tr("How many rows of tiles the board has"));
    m_cols->setToolTip(tr("How many columns of tiles the board has"));
    row->addStretch();
    return row;
}

QLayout *SlidingBoardEditor::buttonRow()
{
    auto *clear = new QPushButton(tr("C&lear"), this);
    auto *paste = new QPushButton(tr("&Paste board"), this);
    auto *cancel = new QPushButton(tr("Cancel"), this);
    clear->setObjectName(QStringLiteral("slidingSetupClear"));
    paste->setObjectName(QStringLiteral("slidingSetupPaste"));
    cancel->setObjectName(QStringLiteral("slidingSetupCancel"));
    m_done->setObjectName(QStringLiteral("slidingSetupDone"));
    clear->setToolTip(tr("Empty every cell, to type the board in from the first cell on"));
    paste->setToolTip(tr("Read a board copied as text: rows of numbers, 0 the blank"));
    m_done->setToolTip(tr("Start a game from this board"));
    cancel->setToolTip(tr("Leave the editor; the game from before goes on"));
    connect(clear, &QPushButton::clicked, this, [this] {
        m_grid->setCells(m_grid->rows(), m_grid->cols(), {});
        m_grid->selectCell(0);
        check();
    });
    connect(paste, &QPushButton::clicked, this, &SlidingBoardEditor::paste);
    connect(cancel, &QPushButton::clicked, this, &SlidingBoardEditor::cancelled);
    connect(m_done, &QPushButton::clicked, this, [this] {
        const sliding::SetupCheck checked
            = sliding::checkSetup(m_grid->rows(), m_grid->cols(), m_grid->cells());
        if (checked.board)
            emit done(*checked.board);
    });
    // Two rows of two: the editor fits beside the side panel in the smallest window.
    auto *rows = new QGridLayout;
    rows->addWidget(clear, 0, 0);
    rows->addWidget(paste, 0, 1);
    rows->addWidget(cancel, 1, 0);
    rows->addWidget(m_done, 1, 1);
    return rows;
}

void SlidingBoardEditor::load(const sliding::Board &board)
{
    const QSignalBlocker rows(m_rows);
    const QSignalBlocker cols(m_cols);
    m_rows->setValue(board.rows());
    m_cols->setValue(board.cols());
    m_grid->setCells(board.rows(), board.cols(),
                     std::vector<int>(board.tiles().begin(), board.tiles().end()));
    check();
}

void SlidingBoardEditor::paste()
{
    const QString text = QGuiApplication::clipboard()->text();
    const common::Expected<sliding::Board> pasted
        = sliding::parseTextBoard(text.toUtf8(), tr("the clipboard"));
    if (!pasted) {
        m_check->setStyleSheet(
            textColourStyle(QColor(0xc6, 0x28, 0x28), m_check->palette().color(QPalette::Window)));
        m_check->setText(pasted.error().message());
        return;
    }
    load(*pasted);
}

void SlidingBoardEditor::resizeGrid()
{
    // Another size is another puzzle: its cells start empty, to be typed in from the first.
    m_grid->setCells(m_rows->value(), m_cols->value(), {});
    m_grid->selectCell(0);
    check();
}

void SlidingBoardEditor::check()
{
    const sliding::SetupCheck checked
        = sliding::checkSetup(m_grid->rows(), m_grid->cols(), m_grid->cells());
    m_grid->setClashing(checked.clashing);
    m_done->setEnabled(checked.board.has_value());
    QStringList problems;
    if (!checked.duplicates.empty())
        problems << tr("Duplicate tiles: %1.").arg(numbers(checked.duplicates));
    if (!checked.missing.empty())
        problems << tr("Missing tiles: %1.").arg(numbers(checked.missing));
    const bool good = checked.board && checked.solvable;
    m_check->setStyleSheet(
        textColourStyle(good ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28),
                        m_check->palette().color(QPalette::Window))
        + QStringLiteral("; font-weight: bold"));
    if (!problems.isEmpty())
        m_check->setText(problems.join(QLatin1Char(' ')));
    else if (checked.solvable)
        m_check->setText(tr("Solvable."));
    else
        m_check->setText(tr("Not solvable (parity): swap two tiles to fix it."));
    m_check->setToolTip(m_check->text());
}

} // namespace pw::ui

#include "ui/common/PuzzleTab.h"

#include "ui/common/Midend.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QTimer>

namespace pw::ui {

PuzzleTab::PuzzleTab(QWidget *parent)
    : QWidget(parent)
    , m_midend(new Midend(this))
{
    connect(m_midend, &Midend::documentChanged, this, &PuzzleTab::documentChanged);
    connect(m_midend, &Midend::statusMessage, this, &PuzzleTab::statusMessage);
}

PuzzleTab::~PuzzleTab() = default;

QUndoStack *PuzzleTab::undoStack() const
{
    return m_midend->history();
}

SolverRunner *PuzzleTab::solverRunner() const
{
    return m_midend->runner();
}

QString PuzzleTab::filePath() const
{
    return m_midend->filePath();
}

bool PuzzleTab::hasUnsavedWork() const
{
    return isPlayable() && m_midend->hasUnsavedMoves() && !isFinished();
}

void PuzzleTab::returnFocusToBoardAfterControls()
{
    QWidget *board = boardWidget();
    if (!board)
        return;
    // Queued: the control finishes handling its own click or key first.
    auto backToBoard = [board] {
        QTimer::singleShot(0, board, [board] {
            if (board->isVisible())
                board->setFocus(Qt::OtherFocusReason);
        });
    };
    for (QComboBox *box : findChildren<QComboBox *>())
        connect(box, &QComboBox::activated, board, backToBoard);
    for (QAbstractButton *button : findChildren<QAbstractButton *>())
        connect(button, &QAbstractButton::clicked, board, backToBoard);
    for (QAbstractSpinBox *field : findChildren<QAbstractSpinBox *>())
        connect(field, &QAbstractSpinBox::editingFinished, board, backToBoard);
}

} // namespace pw::ui

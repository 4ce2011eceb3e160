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
    connect(m_midend, &Midend::aboutToReplaceGame, this, &PuzzleTab::gameAboutToBeReplaced);
    connect(m_midend, &Midend::documentStarted, this, [this] {
        m_category = statisticsCategory();
        m_finishRecorded = false;
        m_playedBefore = 0;
        m_playClock.invalidate();
    });
    connect(m_midend, &Midend::gameChanged, this, [this] {
        if (!m_playClock.isValid() && m_midend->hasMoves())
            m_playClock.start();
    });
}

void PuzzleTab::gameAboutToBeReplaced()
{
    // A game left unfinished after some moves was played all the same.
    if (m_midend->hasMoves() && !m_finishRecorded && !m_category.key.isEmpty())
        GameStatistics::countPlayed(puzzleKind(), m_category);
}

int PuzzleTab::reportFinished(GameResult result)
{
    if (m_finishRecorded || m_category.key.isEmpty())
        return 0;
    m_finishRecorded = true;
    result.assisted = result.assisted || m_midend->isAssisted();
    if (!result.millis && (m_playClock.isValid() || m_playedBefore > 0))
        result.millis = playedMillis();
    if (result.gameId.isEmpty())
        result.gameId = gameId();
    GameStatistics::countPlayed(puzzleKind(), m_category);
    const int place = GameStatistics::recordFinished(puzzleKind(), m_category, result);
    const QDate today = QDate::currentDate();
    if (!result.assisted && gameId() == dailyGameId(today))
        GameStatistics::recordDailySolved(puzzleKind(), today);
    return place;
}

qint64 PuzzleTab::playedMillis() const
{
    return m_playedBefore + (m_playClock.isValid() ? m_playClock.elapsed() : 0);
}

void PuzzleTab::resumePlayClock(qint64 millis)
{
    m_playedBefore = std::max<qint64>(0, millis);
    m_playClock.invalidate(); // runs again from the next move
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

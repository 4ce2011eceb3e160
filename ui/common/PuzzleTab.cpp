#include "ui/common/PuzzleTab.h"

#include "core/common/GameBackend.h"
#include "core/common/PuzzleFile.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/StepPlayer.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QMenu>
#include <QTimer>
#include <QWindow>

#include <utility>

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
        m_startedFinished = isFinished(); // a solved file or a finished record: nothing to win
    });
    holdClockUnlessOnScreen(false); // until the tab is first shown
    connect(m_midend, &Midend::finishedChanged, this, [this](bool finished) {
        if (!finished) {
            finishUndone();
            return;
        }
        statistics::GameResult result = finishedResult();
        const int place = reportFinished(result);
        gameFinished(result, place);
    });
}

void PuzzleTab::gameAboutToBeReplaced()
{
    // A game left unfinished after some moves was played all the same, unless it is kept in its
    // file as it is (it goes on when the file is opened again). A finished one was recorded at
    // its finish, or arrived finished (a solved file, a restored finished game).
    const bool keptInItsFile = !m_midend->filePath().isEmpty() && !m_midend->hasUnsavedMoves();
    if (m_midend->hasMoves() && !m_finishRecorded && !isFinished() && !m_category.key.isEmpty()
        && !keptInItsFile) {
        statistics::GameResult left;
        left.millis = m_midend->clock()->millis();
        left.assisted = m_midend->isAssisted();
        statistics::GameStatistics::recordUnfinished(puzzleKind(), m_category, left);
    }
}

int PuzzleTab::reportFinished(statistics::GameResult &result)
{
    if (m_finishRecorded || m_startedFinished || m_category.key.isEmpty())
        return 0;
    m_finishRecorded = true;
    result.assisted = result.assisted || m_midend->isAssisted();
    m_midend->clock()->stop();
    if (!result.millis)
        result.millis = m_midend->clock()->millis();
    if (result.gameId.isEmpty())
        result.gameId = gameId();
    const int place = statistics::GameStatistics::recordFinished(puzzleKind(), m_category, result);
    const QDate today = QDate::currentDate();
    if (!result.assisted && gameId() == dailyGameId(today))
        statistics::GameStatistics::recordDailySolved(puzzleKind(), today);
    return place;
}

QList<DailyGame> PuzzleTab::dailyGames(const QDate &date) const
{
    const QString id = dailyGameId(date);
    if (id.isEmpty())
        return {};
    return {{displayName(), id}};
}

QByteArray PuzzleTab::autosaveData() const
{
    const QJsonObject game = m_midend->gameToJson();
    return game.isEmpty() ? QByteArray() : QJsonDocument(game).toJson(QJsonDocument::Compact);
}

common::Status PuzzleTab::restoreAutosave(const QByteArray &data)
{
    const QString source = tr("autosave");
    const common::Expected<QJsonObject> game = common::parseEnvelope(data, source, puzzleKind());
    if (!game)
        return game.error();
    return m_midend->gameFromJson(*game, source);
}

common::Status PuzzleTab::checkFile(const QString &path) const
{
    return m_midend->checkFile(path);
}

common::Status PuzzleTab::openFile(const QString &path)
{
    return m_midend->openFile(path);
}

common::Status PuzzleTab::saveFile(const QString &path)
{
    return m_midend->saveFile(path);
}

common::StatisticsCategory PuzzleTab::statisticsCategory() const
{
    const common::GameBackend *backend = m_midend->backend();
    if (!backend || m_midend->state().isNull())
        return {};
    return backend->statisticsCategory(m_midend->state());
}

QString PuzzleTab::gameId() const
{
    return m_midend->gameId();
}

PuzzleTab::~PuzzleTab()
{
    // The one shutdown path of every tab. The subclass's members are gone by now, its child
    // widgets and helpers not yet (~QWidget deletes them after this): the jobs end (they hold
    // copies, never the tab), the midend and its history fall silent, and nothing a child says
    // while it is deleted reaches the half-destroyed tab.
    m_midend->shutDown();
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

SolverRunner *PuzzleTab::solverRunner() const
{
    return m_midend->runner();
}

QString PuzzleTab::filePath() const
{
    return m_midend->filePath();
}

bool PuzzleTab::isFinished() const
{
    return m_midend->isFinished();
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
    // A button's menu (Noodles' Lock tools) keeps the focus on its button when an entry is
    // chosen, and the button's clicked is not emitted for it.
    for (QMenu *menu : findChildren<QMenu *>())
        connect(menu, &QMenu::triggered, board, backToBoard);
    for (QAbstractSpinBox *field : findChildren<QAbstractSpinBox *>())
        connect(field, &QAbstractSpinBox::editingFinished, board, backToBoard);
}

void PuzzleTab::stop()
{
    m_midend->cancelJob();
    if (StepPlayer *player = stepPlayer())
        player->pause();
}

void PuzzleTab::warnUser(const QString &title, const QString &text)
{
    m_waitingWarningTitle = title;
    m_waitingWarning = text;
    if (isVisible())
        showWaitingWarning();
}

void PuzzleTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_watchedWindow != window()) {
        if (m_watchedWindow)
            m_watchedWindow->removeEventFilter(this);
        m_watchedWindow = window();
        m_watchedWindow->installEventFilter(this);
    }
    // An unmapped window (another desktop, hidden by the window manager) is neither hidden nor
    // minimised to Qt: only its native window learns it is no longer exposed.
    if (QWindow *handle = window()->windowHandle(); handle != m_watchedHandle) {
        if (m_watchedHandle)
            m_watchedHandle->removeEventFilter(this);
        m_watchedHandle = handle;
        if (handle)
            handle->installEventFilter(this);
    }
    holdClockUnlessOnScreen(true);
    if (!m_waitingWarning.isEmpty()) {
        // After the tab is on screen, not inside its show event: the box runs an event loop.
        QTimer::singleShot(0, this, &PuzzleTab::showWaitingWarning);
    }
}

void PuzzleTab::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    holdClockUnlessOnScreen(false);
}

bool PuzzleTab::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_watchedWindow && event->type() == QEvent::WindowStateChange)
        || (watched == m_watchedHandle && event->type() == QEvent::Expose))
        holdClockUnlessOnScreen(isVisible());
    return QWidget::eventFilter(watched, event);
}

void PuzzleTab::holdClockUnlessOnScreen(bool shown)
{
    // A window being shown is held until its first expose (the filter hears of it).
    const QWindow *handle = window()->windowHandle();
    const bool unexposed = handle && !handle->isExposed();
    m_midend->clock()->setHeld(!shown || window()->isMinimized() || unexposed);
}

void PuzzleTab::showWaitingWarning()
{
    if (m_waitingWarning.isEmpty() || !isVisible())
        return;
    const QString title = std::exchange(m_waitingWarningTitle, {});
    const QString text = std::exchange(m_waitingWarning, {});
    QMessageBox::warning(this, title, text);
}

} // namespace pw::ui

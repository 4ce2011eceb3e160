#include "ui/sliding/SlidingSearchPanel.h"

#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SolverStatusWidget.h"
#include "ui/sliding/SlidingBoardView.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace pw::ui {

namespace {

// The answer's room: at least what the smallest window has room for, at most a whole answer
// (its length and quality, the proven range, the tables' advice, the solver on two lines, its
// nodes, the start's h and the time).
constexpr int fewestTextLines = 4;
constexpr int mostTextLines = 8;

} // namespace

SlidingSearchPanel::SlidingSearchPanel(QWidget *parent)
    : QWidget(parent)
    , m_text(new ScrollingRoomLabel(fewestTextLines, this))
    , m_bestLabel(new QLabel(tr("Best board so far:"), this))
    , m_bestView(new SlidingBoardView(this))
    , m_copy(new QPushButton(tr("&Copy solution"), this))
    , m_watch(new QPushButton(tr("&Watch IDA*..."), this))
    , m_answerNow(new QPushButton(tr("&Answer now"), this))
    , m_allOptimal(new QPushButton(tr("All &optimal solutions"), this))
    , m_optimalList(new QComboBox(this))
    , m_tick(new QTimer(this))
{
    m_text->setObjectName(QStringLiteral("slidingSearch"));
    m_bestView->setObjectName(QStringLiteral("slidingBestBoard"));
    m_bestView->setInteractive(false);
    // Small enough that the page, with the answer's four lines, fits an 800 x 600 window once the
    // board shows (at 104 the window had to grow to 627 pixels); a usual window gives it more.
    m_bestView->setMinimumSize(72, 72);
    m_bestView->setMaximumSize(220, 220);
    m_bestView->setAccessibleName(tr("Best board so far"));
    m_bestView->setToolTip(tr("The board closest to the goal that the running search has met"));
    m_copy->setObjectName(QStringLiteral("slidingCopySolution"));
    m_copy->setToolTip(tr("Copy the moves of the solution found (U, D, L, R: where the blank "
                          "goes) to the clipboard"));
    connect(m_copy, &QPushButton::clicked, this, &SlidingSearchPanel::copySolution);
    m_watch->setObjectName(QStringLiteral("slidingWatchSearch"));
    m_watch->setToolTip(tr("Open a window that runs IDA* on this board and shows each iteration: "
                           "its bound, its nodes and the path being expanded"));
    connect(m_watch, &QPushButton::clicked, this, &SlidingSearchPanel::watchRequested);
    m_answerNow->setObjectName(QStringLiteral("slidingAnswerNow"));
    m_answerNow->setToolTip(tr("Do not wait for the 7-8 tables: answer with the 6-6-3 tables "
                               "within the optimal budget, or with the fast solver's longer "
                               "answer"));
    connect(m_answerNow, &QPushButton::clicked, this, &SlidingSearchPanel::answerNowRequested);
    // Its room stays while it is hidden, so nothing below it moves when it comes and goes.
    QSizePolicy keepRoom = m_answerNow->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    m_answerNow->setSizePolicy(keepRoom);
    m_tick->setInterval(500);
    connect(m_tick, &QTimer::timeout, this, &SlidingSearchPanel::showText);
    m_allOptimal->setObjectName(QStringLiteral("slidingAllOptimal"));
    m_allOptimal->setToolTip(tr("Count every optimal solution of the board on screen (up to 16 "
                                "cells) and list the first of them to step through"));
    connect(m_allOptimal, &QPushButton::clicked, this, &SlidingSearchPanel::allOptimalRequested);
    m_optimalList->setObjectName(QStringLiteral("slidingOptimalList"));
    m_optimalList->setAccessibleName(tr("Optimal solutions"));
    m_optimalList->setToolTip(tr("Choose an optimal solution: the player under the board steps "
                                 "through it"));
    m_optimalList->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_optimalList->setMinimumContentsLength(8);
    QSizePolicy keepListRoom = m_optimalList->sizePolicy();
    keepListRoom.setRetainSizeWhenHidden(true);
    m_optimalList->setSizePolicy(keepListRoom);
    connect(m_optimalList, &QComboBox::activated, this, &SlidingSearchPanel::optimalSolutionChosen);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_answerNow);
    layout->addWidget(m_bestLabel);
    layout->addWidget(m_bestView, 0, Qt::AlignHCenter);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addWidget(m_watch);
    layout->addLayout(buttons);
    layout->addWidget(m_allOptimal);
    layout->addWidget(m_optimalList);
    layout->addStretch(1); // a tall page keeps its lines together at the top
    clear();
}

void SlidingSearchPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTextRoom();
}

void SlidingSearchPanel::fitTextRoom()
{
    // The room depends on the page's height alone, never on the text or on whether the best
    // board shows, so nothing moves when an answer or the board comes and goes. The board is
    // counted as shown (at its least) while it is hidden.
    int others = layout()->minimumSize().height() - m_text->minimumHeight();
    if (m_bestView->isHidden())
        others += m_bestLabel->sizeHint().height() + m_bestView->minimumHeight()
            + 2 * std::max(0, layout()->spacing()); // -1 where the style spaces widget by widget
    const int spare = (height() - others) / m_text->fontMetrics().lineSpacing();
    m_text->setLines(std::clamp(spare, fewestTextLines, mostTextLines));
}

void SlidingSearchPanel::clear()
{
    m_tick->stop();
    m_progress.clear();
    m_text->clear();
    m_solution.clear();
    m_copy->setEnabled(false);
    m_answerNow->hide();
    m_optimalList->clear();
    m_optimalList->hide();
    m_bestLabel->hide();
    m_bestView->hide();
}

void SlidingSearchPanel::started(const QString &what)
{
    clear();
    m_progress = what;
    m_clock.start();
    m_tick->start();
    showText();
}

void SlidingSearchPanel::showProgress(const common::Progress &progress)
{
    QStringList parts;
    const QLocale locale;
    if (!progress.message.empty()) // "building pattern databases"
        parts << QString::fromStdString(progress.message);
    for (const common::Counter &counter : progress.counters) {
        parts << QStringLiteral("%1: %2").arg(
            SolverStatusWidget::counterLabel(counter.name),
            locale.toString(static_cast<qlonglong>(counter.value)));
    }
    if (progress.fraction >= 0)
        parts << tr("%1 % done").arg(int(progress.fraction * 100));
    m_progress = parts.join(QLatin1Char('\n'));
    showText();
}

void SlidingSearchPanel::showText()
{
    if (!m_tick->isActive())
        return;
    const QString elapsed
        = tr("Elapsed: %1 s").arg(QLocale().toString(m_clock.elapsed() / 1000.0, 'f', 1));
    m_text->setText(m_progress.isEmpty() ? elapsed : m_progress + QLatin1Char('\n') + elapsed);
}

void SlidingSearchPanel::showBestBoard(const sliding::Board &board)
{
    m_bestView->setBoard(board);
    m_bestLabel->show();
    m_bestView->show();
}

void SlidingSearchPanel::finished(const QString &text, const std::string &solution)
{
    m_tick->stop();
    m_progress.clear();
    m_text->setText(text);
    m_solution = solution;
    m_copy->setEnabled(!m_solution.empty());
}

void SlidingSearchPanel::stopClock()
{
    m_tick->stop();
    m_answerNow->hide();
}

void SlidingSearchPanel::showOptimalSolutions(const QString &summary, const QStringList &rows)
{
    m_tick->stop();
    m_progress.clear();
    m_text->setText(summary);
    m_optimalList->clear();
    m_optimalList->addItems(rows);
    m_optimalList->setVisible(!rows.isEmpty());
}

int SlidingSearchPanel::optimalSolutionsListed() const
{
    return m_optimalList->count();
}

void SlidingSearchPanel::showAnswerNow(bool on)
{
    m_answerNow->setVisible(on);
}

double SlidingSearchPanel::elapsedSeconds() const
{
    return m_clock.isValid() ? m_clock.elapsed() / 1000.0 : 0.0;
}

void SlidingSearchPanel::copySolution()
{
    if (m_solution.empty())
        return;
    QGuiApplication::clipboard()->setText(QString::fromStdString(m_solution));
    emit statusMessage(tr("Copied the solution (%n move(s)) to the clipboard.", nullptr,
                          static_cast<int>(m_solution.size())));
}

} // namespace pw::ui

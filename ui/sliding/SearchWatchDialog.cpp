#include "ui/sliding/SearchWatchDialog.h"

#include "core/sliding/IterationLog.h"
#include "ui/common/DialogSize.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/StepPlayer.h"
#include "ui/sliding/IterationChart.h"
#include "ui/sliding/SlidingBoardView.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QTimer>
#include <QVBoxLayout>

namespace pw::ui {

using End = sliding::IterationSummary::End;

namespace {

QString count(std::int64_t value)
{
    return QLocale().toString(static_cast<qlonglong>(value));
}

// "ULDRU LDRUL DR": groups of five, so a long path wraps and can be read.
QString groupedMoves(const std::string &moves)
{
    QString text;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i > 0 && i % 5 == 0)
            text += QLatin1Char(' ');
        text += QLatin1Char(moves[i]);
    }
    return text;
}

} // namespace

SearchWatchDialog::SearchWatchDialog(QWidget *parent)
    : QDialog(parent)
    , m_board(new SlidingBoardView(this))
    , m_stepText(new ScrollingRoomLabel(2, this))
    , m_nodesText(new ScrollingRoomLabel(2, this))
    , m_pathText(new ScrollingRoomLabel(4, this))
    , m_liveText(new ScrollingRoomLabel(2, this))
    , m_chart(new IterationChart(this))
    , m_player(new StepPlayer(this))
    , m_stepButton(new QPushButton(tr("&Step through"), this))
    , m_fullButton(new QPushButton(tr("&Full speed"), this))
    , m_stopButton(new QPushButton(tr("S&top"), this))
    , m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("slidingWatch"));
    setWindowTitle(tr("Watch IDA*"));
    m_board->setObjectName(QStringLiteral("slidingWatchBoard"));
    m_board->setInteractive(false);
    m_board->setMinimumSize(150, 150);
    m_board->setAccessibleName(tr("Position at the end of the path"));
    m_board->setToolTip(tr("The board after the moves of the path the search is expanding"));
    m_stepText->setObjectName(QStringLiteral("slidingWatchStep"));
    m_nodesText->setObjectName(QStringLiteral("slidingWatchNodes"));
    m_pathText->setObjectName(QStringLiteral("slidingWatchPath"));
    m_pathText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_liveText->setObjectName(QStringLiteral("slidingWatchLive"));
    m_player->setObjectName(QStringLiteral("slidingWatchPlayer"));
    m_player->setSeekHandler([this](int position) { showStep(position); });
    connect(m_player, &StepPlayer::playingChanged, this, [this](bool playing) {
        // Paused before the end by the user: new steps do not start it again.
        m_userPaused = !playing && m_player->position() < m_player->stepCount();
    });
    // The main window's step keys, on this window's player while it has the focus.
    new QShortcut(QKeySequence(Qt::Key_F6), this, m_player, &StepPlayer::stepBack);
    new QShortcut(QKeySequence(Qt::Key_F7), this, m_player, &StepPlayer::stepForward);
    new QShortcut(QKeySequence(Qt::Key_F8), this, m_player, &StepPlayer::togglePlay);
    new QShortcut(QKeySequence(Qt::Key_Home), this, m_player, &StepPlayer::toFirst);
    new QShortcut(QKeySequence(Qt::Key_End), this, m_player, &StepPlayer::toLast);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &SearchWatchDialog::takeEvents);

    auto *left = new QVBoxLayout;
    left->addWidget(m_board, 1);
    left->addWidget(m_stepText);
    left->addWidget(m_nodesText);
    left->addWidget(m_pathText);
    auto *leftColumn = new QWidget(this);
    leftColumn->setLayout(left);
    leftColumn->setFixedWidth(240);
    left->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    top->addWidget(leftColumn);
    top->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_player);
    layout->addLayout(makeButtons());
    resizeWithinParent(this, {760, 480});
    showStep(0);
    showLive();
    updateButtons();
}

QLayout *SearchWatchDialog::makeButtons()
{
    m_stepButton->setObjectName(QStringLiteral("slidingWatchStepThrough"));
    m_stepButton->setToolTip(tr("Search the board on screen with IDA* and play what it does, step "
                                "by step, at the player's speed"));
    m_fullButton->setObjectName(QStringLiteral("slidingWatchFullSpeed"));
    m_fullButton->setToolTip(tr("Search the board on screen with IDA* at full speed, the newest "
                                "step always in sight"));
    m_stopButton->setObjectName(QStringLiteral("slidingWatchStop"));
    m_stopButton->setToolTip(tr("Stop the search; its steps so far stay to be stepped through"));
    auto *close = new QPushButton(tr("Close"), this);
    close->setToolTip(tr("Close the window; a search still running stops"));
    connect(m_stepButton, &QPushButton::clicked, this, [this] { emit startRequested(true); });
    connect(m_fullButton, &QPushButton::clicked, this, [this] { emit startRequested(false); });
    connect(m_stopButton, &QPushButton::clicked, this, &SearchWatchDialog::stopRequested);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    auto *row = new QHBoxLayout;
    row->addWidget(m_liveText, 1);
    row->addWidget(m_stepButton);
    row->addWidget(m_fullButton);
    row->addWidget(m_stopButton);
    row->addWidget(close);
    return row;
}

void SearchWatchDialog::begin(const sliding::Board &start,
                              std::shared_ptr<sliding::IterationLog> log, bool stepped)
{
    m_start = start;
    m_log = std::move(log);
    m_timeline.clear();
    m_running = true;
    m_stepped = stepped;
    m_userPaused = false;
    m_player->reset(0);
    showStep(0);
    m_poll->start();
    showLive();
    updateButtons();
}

void SearchWatchDialog::jobEnded()
{
    if (!m_running)
        return;
    m_poll->stop();
    takeEvents(); // the last ones, the answer's among them
    m_running = false;
    if (const int bound = m_timeline.provenBound(); bound > 0)
        emit boundProven(m_start, bound);
    showLive();
    updateButtons();
}

void SearchWatchDialog::showBoardOnScreen(const sliding::Board &board)
{
    if (m_running || m_timeline.size() > 0)
        return; // the steps describe their own start
    m_start = board;
    showStep(0);
}

void SearchWatchDialog::startOver(const sliding::Board &board)
{
    if (m_running || (m_log && board == m_start))
        return;
    m_log.reset();
    m_timeline.clear();
    m_userPaused = false;
    m_player->reset(0);
    m_start = board;
    showStep(0);
    showLive();
    updateButtons();
}

void SearchWatchDialog::takeEvents()
{
    if (!m_log)
        return;
    std::vector<sliding::WatchEvent> fresh = m_log->takeNew();
    if (!fresh.empty()) {
        const bool atEnd = m_player->position() == m_player->stepCount();
        const int added = static_cast<int>(fresh.size());
        m_timeline.append(std::move(fresh));
        m_player->appendSteps(added);
        if (atEnd && !m_stepped)
            m_player->toLast();
        else if (atEnd && m_stepped && !m_userPaused)
            m_player->play();
    }
    showLive();
}

void SearchWatchDialog::showStep(int position)
{
    if (position <= 0 || position > m_timeline.size()) {
        m_board->setBoard(m_start);
        m_stepText->setText(tr("Before the first iteration."));
        m_nodesText->setText(tr("Nodes: none yet"));
        m_pathText->setText(tr("Path: the start"));
        m_chart->setBars({});
        return;
    }
    showEvent(m_timeline.at(position - 1), position - 1);
}

void SearchWatchDialog::showEvent(const sliding::WatchEvent &event, int index)
{
    const int number = event.iteration + 1;
    QString what;
    switch (event.kind) {
    case sliding::WatchEvent::Kind::Began:
        what = tr("Iteration %1 begins: bound %2.").arg(number).arg(event.bound);
        break;
    case sliding::WatchEvent::Kind::Sampled:
        what = tr("Iteration %1, bound %2: expanding a node %n move(s) deep.", nullptr,
                  static_cast<int>(event.path.size()))
                   .arg(number)
                   .arg(event.bound);
        break;
    case sliding::WatchEvent::Kind::Ended:
        if (event.end == End::Solved)
            what = tr("Iteration %1 ends: a solution of %n move(s), bound %2.", nullptr,
                      static_cast<int>(event.path.size()))
                       .arg(number)
                       .arg(event.bound);
        else if (event.end == End::Raised)
            what = tr("Iteration %1 ends: nothing within bound %2; the next bound is %3.")
                       .arg(number)
                       .arg(event.bound)
                       .arg(event.nextBound);
        else if (event.end == End::Stopped)
            what = tr("Iteration %1 (bound %2) stopped.").arg(number).arg(event.bound);
        else
            what = tr("Iteration %1 ends with no bound left to try.").arg(number);
        break;
    }
    m_stepText->setText(what);
    m_nodesText->setText(tr("Nodes: %1 in this iteration, %2 in all")
                             .arg(count(event.nodes), count(m_timeline.nodesAt(index))));
    sliding::Board shown = m_start;
    shown.applyMoves(event.path);
    m_board->setBoard(shown);
    m_pathText->setText(event.path.empty() ? tr("Path: the start")
                                           : tr("Path (%n move(s)): %1", nullptr,
                                                static_cast<int>(event.path.size()))
                                                 .arg(groupedMoves(event.path)));
    m_chart->setBars(m_timeline.barsAt(index));
}

void SearchWatchDialog::showLive()
{
    if (!m_log) {
        m_liveText->setText(tr("Step through or Full speed searches the board on screen with the "
                               "heuristic chosen on the Solver page."));
        return;
    }
    const QString nodes = count(m_log->nodes());
    if (m_running) {
        // Before its first iteration the job may still be loading or building tables.
        m_liveText->setText(m_timeline.size() == 0
                                ? tr("Preparing the search...")
                                : tr("Searching: %1 nodes expanded.").arg(nodes));
        return;
    }
    const std::vector<int> ends = m_timeline.iterationEnds();
    const sliding::WatchEvent *last = ends.empty() ? nullptr : &m_timeline.at(ends.back());
    if (last && last->end == End::Solved)
        m_liveText->setText(tr("Done: %1 nodes in %2 iterations; a solution of %n move(s).",
                               nullptr, static_cast<int>(last->path.size()))
                                .arg(nodes)
                                .arg(ends.size()));
    else
        m_liveText->setText(tr("Stopped after %1 nodes.").arg(nodes));
}

void SearchWatchDialog::updateButtons()
{
    m_stepButton->setEnabled(!m_running);
    m_fullButton->setEnabled(!m_running);
    m_stopButton->setEnabled(m_running);
}

void SearchWatchDialog::reject()
{
    m_player->pause();
    if (m_running)
        emit stopRequested();
    QDialog::reject();
}

} // namespace pw::ui

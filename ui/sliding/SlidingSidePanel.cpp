#include "ui/sliding/SlidingSidePanel.h"

#include "ui/common/PlayedTimeText.h"
#include "ui/common/SidePanel.h"
#include "ui/common/TickingLabel.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/SlidingMoveList.h"
#include "ui/sliding/SlidingSearchPanel.h"
#include "ui/sliding/SlidingSolverBox.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace pw::ui {

SlidingSidePanel::SlidingSidePanel(Midend *midend, SolutionMemory *memory, QWidget *parent)
    : QWidget(parent)
    , m_movesLabel(new TickingLabel(this))
    , m_timeLabel(new TickingLabel(this))
    , m_coach(new DistanceCoach(midend, memory, this))
    , m_unsolvable(
          new QLabel(tr("This board cannot be solved: its tiles have the wrong parity."), this))
    , m_solver(new SlidingSolverBox(this))
    , m_search(new SlidingSearchPanel(this))
    , m_moveList(new SlidingMoveList(this))
    , m_pages(new QTabWidget(this))
{
    m_movesLabel->setObjectName(QStringLiteral("slidingMoves"));
    m_timeLabel->setObjectName(QStringLiteral("slidingTime"));
    m_unsolvable->setObjectName(QStringLiteral("slidingUnsolvable"));
    m_unsolvable->setWordWrap(true);
    m_unsolvable->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    m_unsolvable->hide();

    // The counts on one line: the whole column fits the smallest window.
    auto *counts = new QHBoxLayout;
    counts->addWidget(m_movesLabel);
    counts->addWidget(m_timeLabel, 1);
    // Beside the counts, not in a row of its own: the column still fits the smallest window.
    // It stays pressable while setting up: it leaves the editor as Cancel does.
    QPushButton *setUp
        = button(tr("Set &up..."), "slidingSetUp",
                 tr("Type or drag in a board of your own, or paste one, and play it"),
                 &SlidingSidePanel::setUpRequested);
    m_playButtons.removeOne(setUp);
    setUp->setFlat(true);
    counts->addWidget(setUp);
    auto *column = new QVBoxLayout;
    column->setSpacing(4); // a little closer than the style's: the column fits the smallest window
    column->addLayout(counts);
    column->addWidget(m_coach);
    column->addWidget(m_unsolvable);
    column->addLayout(playButtons());
    column->addWidget(m_pages, 1);
    m_pages->setObjectName(QStringLiteral("slidingSidePages"));
    m_pages->setDocumentMode(true); // no frame in a frame: the side panel has one
    m_pages->addTab(m_moveList, tr("Moves"));
    m_pages->setTabToolTip(0,
                           tr("The moves played, each with the optimal distance before and "
                              "after it"));
    m_pages->addTab(m_search, tr("Search"));
    m_pages->setTabToolTip(1, tr("What Solve, Hint or Watch IDA* searched and found"));
    m_pages->addTab(m_solver, tr("Solver"));
    m_pages->setTabToolTip(2,
                           tr("The algorithm and heuristic Solve uses, its limits, and the 7-8 "
                              "tables"));
    // The tab bar's arrows, shown when a long translation does not fit the column.
    const QList<QToolButton *> arrows = m_pages->tabBar()->findChildren<QToolButton *>();
    for (QToolButton *arrow : arrows)
        arrow->setToolTip(tr("Show the other pages"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(makeSidePanel(column, 42, this));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
}

QPushButton *SlidingSidePanel::button(const QString &text, const char *objectName,
                                      const QString &toolTip, void (SlidingSidePanel::*clicked)())
{
    auto *pushButton = new QPushButton(text, this);
    if (objectName)
        pushButton->setObjectName(QLatin1String(objectName));
    pushButton->setToolTip(toolTip);
    connect(pushButton, &QPushButton::clicked, this, clicked);
    m_playButtons << pushButton;
    return pushButton;
}

QLayout *SlidingSidePanel::playButtons()
{
    // Mnemonics stay clear of the menu bar's (File, Edit, Solve, View, Help): a shared Alt+letter
    // would only move the focus instead of pressing the button. Two buttons a row.
    auto *buttons = new QGridLayout;
    buttons->addWidget(button(tr("&New..."), nullptr,
                              tr("Start a new scrambled board of a chosen size and seed"),
                              &SlidingSidePanel::newRequested),
                       0, 0);
    buttons->addWidget(button(tr("Sc&ramble"), "slidingScramble",
                              tr("Scramble the board again with a new seed"),
                              &SlidingSidePanel::scrambleRequested),
                       0, 1);
    buttons->addWidget(button(tr("H&int"), "slidingHint",
                              tr("Show the best next tile to slide; press again to slide it"),
                              &SlidingSidePanel::hintRequested),
                       1, 0);
    buttons->addWidget(button(tr("S&olve"), "slidingSolve",
                              tr("Search for a solution and replay it with the step player"),
                              &SlidingSidePanel::solveRequested),
                       1, 1);
    return buttons;
}

void SlidingSidePanel::showPage(Page page)
{
    m_pages->setCurrentIndex(static_cast<int>(page));
}

SlidingSidePanel::Page SlidingSidePanel::currentPage() const
{
    return static_cast<Page>(m_pages->currentIndex());
}

QString SlidingSidePanel::unsolvableText() const
{
    return m_unsolvable->text();
}

void SlidingSidePanel::showCounts(int moves, qint64 millis)
{
    m_movesLabel->setText(tr("Moves: %1").arg(moves));
    m_timeLabel->setText(tr("Time: %1").arg(playedTimeText(millis)));
}

void SlidingSidePanel::showUnsolvable(bool unsolvable)
{
    m_unsolvable->setVisible(unsolvable);
}

void SlidingSidePanel::showSettingUp(bool on)
{
    for (QPushButton *pushButton : std::as_const(m_playButtons))
        pushButton->setEnabled(!on);
}

} // namespace pw::ui

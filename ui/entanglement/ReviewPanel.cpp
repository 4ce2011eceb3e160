#include "ui/entanglement/ReviewPanel.h"

#include "ui/common/ScrollingRoomLabel.h"
#include "ui/entanglement/CandidateWords.h"

#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pw::ui::entanglement {

using pw::entanglement::costliestMoves;
using pw::entanglement::MoveReview;
using pw::entanglement::PlayerKind;

namespace {

constexpr int byColumn = 1; // who played the move
constexpr int costColumn = 4; // right-aligned: amounts line up

} // namespace

ReviewPanel::ReviewPanel(QWidget *parent)
    : QWidget(parent)
    , m_label(new ScrollingRoomLabel(3, this))
    , m_list(new QTreeWidget(this))
{
    m_label->setObjectName(QStringLiteral("entanglementReviewText"));
    m_list->setObjectName(QStringLiteral("entanglementReviewList"));
    m_list->setAccessibleName(tr("Costliest moves"));
    m_list->setToolTip(tr("The moves that gave away the most expected value: who played each, "
                          "what was played, what the reviewing player prefers, the cost. Click "
                          "one to show it."));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    // Both take room only while there is a review to show: the panel above keeps its place.
    m_label->hide();
    m_list->hide();
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        emit moveChosen(item->data(0, Qt::UserRole).toInt());
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_list);
}

void ReviewPanel::say(const QString &text)
{
    m_label->setText(text);
    m_label->show();
}

void ReviewPanel::showRunning(int moves, PlayerKind judge)
{
    say(tr("Reviewing %n move(s) with %1...", nullptr, moves)
                         .arg(CandidateWords::playerTitle(judge)));
}

void ReviewPanel::showStopped()
{
    say(tr("The review was stopped."));
}

void ReviewPanel::clear()
{
    m_reviews.clear();
    m_label->clear();
    m_label->setToolTip({});
    m_label->hide();
    m_list->clear();
    m_list->hide();
}

void ReviewPanel::setReviews(const std::vector<MoveReview> &reviews, PlayerKind judge)
{
    m_reviews = reviews;
    m_judge = judge;
    m_list->clear();
    m_list->setHeaderLabels(
        {tr("Move"), tr("By"), tr("Played"), CandidateWords::playerTitle(judge), tr("Cost")});
    // Who played ("You", "Lookahead": the header says "By") takes the room the numbers leave,
    // so the cost is never cut off in a narrow side panel.
    m_list->header()->setSectionResizeMode(byColumn, QHeaderView::Stretch);
    for (const int index : costliestMoves(m_reviews))
        addRow(m_reviews[static_cast<std::size_t>(index)]);
    // Exactly as tall as its rows: the side panel has little room to spare.
    const int rows = m_list->topLevelItemCount();
    m_list->setFixedHeight(m_list->header()->sizeHint().height() + rows * m_list->sizeHintForRow(0)
                           + 2 * m_list->frameWidth());
    m_list->setVisible(rows > 0);
}

void ReviewPanel::addRow(const MoveReview &r)
{
    auto *item = new QTreeWidgetItem(
        m_list,
        {QString::number(r.move), CandidateWords::playedByShort(r.playedBy),
         tr("%1 +%2", "tile, points now").arg(CandidateWords::tag(r.played)).arg(r.played.points),
         tr("%1 +%2", "tile, points now").arg(CandidateWords::tag(r.best)).arg(r.best.points),
         CandidateWords::amount(r.cost)});
    item->setData(0, Qt::UserRole, r.move);
    item->setTextAlignment(costColumn, Qt::AlignRight | Qt::AlignVCenter);
    const QString why = comparison(r);
    for (int column = 0; column < m_list->columnCount(); ++column)
        item->setToolTip(column, why);
}

QString ReviewPanel::comparison(const MoveReview &r) const
{
    return tr("Played by %1: %2. %3 prefers %4.")
        .arg(CandidateWords::playedBy(r.playedBy), CandidateWords::describe(r.played),
             CandidateWords::playerTitle(m_judge), CandidateWords::describe(r.best));
}

void ReviewPanel::markRow(int move)
{
    QTreeWidgetItem *row = nullptr;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->data(0, Qt::UserRole).toInt() == move)
            row = m_list->topLevelItem(i);
    }
    const QSignalBlocker quiet(m_list);
    m_list->clearSelection();
    m_list->setCurrentItem(row); // none: no row keeps the focus mark either
    if (row)
        row->setSelected(true);
}

void ReviewPanel::showMove(int shown)
{
    const int moves = static_cast<int>(m_reviews.size());
    // Position p shows the board before move p + 1; the end shows no move.
    markRow(shown >= moves ? -1 : shown + 1);
    if (shown >= moves) {
        showSummary();
        return;
    }
    const MoveReview &r = m_reviews[static_cast<std::size_t>(shown)];
    const QString judge = CandidateWords::playerTitle(m_judge);
    // Short, in the labels' terms; the whole sentences in the tooltip.
    if (r.cost == 0) {
        say(tr("Move %1 of %2, played by %3: %4, as %5 would play.")
                             .arg(r.move)
                             .arg(moves)
                             .arg(CandidateWords::playedBy(r.playedBy),
                                  CandidateWords::label(r.played), judge));
        m_label->setToolTip(CandidateWords::describe(r.played));
    } else {
        say(tr("Move %1 of %2, played by %3: %4 (green); %5 prefers %6 (yellow): "
                            "%7 expected points given away.")
                             .arg(r.move)
                             .arg(moves)
                             .arg(CandidateWords::playedBy(r.playedBy),
                                  CandidateWords::label(r.played), judge,
                                  CandidateWords::label(r.best), CandidateWords::amount(r.cost)));
        m_label->setToolTip(comparison(r));
    }
}

void ReviewPanel::showSummary()
{
    const int moves = static_cast<int>(m_reviews.size());
    double total = 0;
    int matched = 0;
    for (const MoveReview &r : m_reviews) {
        total += r.cost;
        matched += r.cost == 0 ? 1 : 0;
    }
    const QString judge = CandidateWords::playerTitle(m_judge);
    m_label->setToolTip({});
    say(m_list->topLevelItemCount() == 0
                         ? tr("Every one of the %n move(s) was %1's choice or as good.", nullptr,
                              moves)
                               .arg(judge)
                         : tr("%1 of %n move(s) matched %3's choice; the others gave away about "
                              "%2 expected points. The costliest (click one to show it):",
                              nullptr, moves)
                               .arg(matched)
                               .arg(CandidateWords::amount(total), judge));
}

} // namespace pw::ui::entanglement

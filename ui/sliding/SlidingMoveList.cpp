#include "ui/sliding/SlidingMoveList.h"

#include "ui/sliding/SolutionMemory.h"

#include <QScrollBar>

namespace pw::ui {

namespace {

constexpr int beforeRole = Qt::UserRole;
constexpr int afterRole = Qt::UserRole + 1;

int distanceOf(const sliding::Board &board, const SolutionMemory &memory)
{
    return board.isGoal() ? 0 : memory.distance(board).value_or(-1);
}

QString shown(int distance)
{
    return distance >= 0 ? QString::number(distance) : QStringLiteral("?");
}

} // namespace

SlidingMoveList::SlidingMoveList(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("slidingMoveList"));
    setAccessibleName(tr("Moves played"));
    setToolTip(tr("Each move with the optimal distance to the goal before and after it: green "
                  "when it went closer, red when farther"));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setUniformItemSizes(true);
    // It takes the room left below the boxes above it and asks for none: the side panel still
    // fits the smallest window, where the list may shrink to nothing.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
}

QSize SlidingMoveList::sizeHint() const
{
    // Seven rows: the latest moves at a glance, without pushing the boxes above out of a small
    // window.
    return {QListWidget::sizeHint().width(), fontMetrics().lineSpacing() * 7 + 2 * frameWidth()};
}

void SlidingMoveList::showGame(const sliding::Board &start, const std::string &moves,
                               const SolutionMemory &memory)
{
    const bool atEnd = verticalScrollBar()->value() == verticalScrollBar()->maximum();
    clear();
    sliding::Board board = start;
    int before = distanceOf(board, memory);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::optional<sliding::Direction> direction = sliding::directionFromLetter(moves[i]);
        if (!direction || !board.canMove(*direction))
            break;
        const int tile = board.at(board.neighbourIndex(*direction));
        board.move(*direction);
        const int after = distanceOf(board, memory);
        auto *row = new QListWidgetItem(
            tr("%1. Tile %2: %3 → %4").arg(i + 1).arg(tile).arg(shown(before), shown(after)), this);
        row->setData(beforeRole, before);
        row->setData(afterRole, after);
        if (before >= 0 && after >= 0 && after != before)
            row->setForeground(after < before ? QColor(0x2e, 0x7d, 0x32)
                                              : QColor(0xc6, 0x28, 0x28));
        before = after;
    }
    if (atEnd)
        scrollToBottom(); // the newest move stays in sight
}

std::pair<int, int> SlidingMoveList::distancesOf(int row) const
{
    const QListWidgetItem *shownRow = item(row);
    if (!shownRow)
        return {-1, -1};
    return {shownRow->data(beforeRole).toInt(), shownRow->data(afterRole).toInt()};
}

} // namespace pw::ui

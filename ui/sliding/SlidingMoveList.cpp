#include "ui/sliding/SlidingMoveList.h"

#include "ui/sliding/SolutionMemory.h"

#include <QLocale>
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
                               const std::vector<int> &slides, const SolutionMemory &memory)
{
    const bool atEnd = verticalScrollBar()->value() == verticalScrollBar()->maximum();
    clear();
    sliding::Board board = start;
    int before = distanceOf(board, memory);
    std::size_t next = 0;
    bool legal = true;
    for (std::size_t slide = 0; legal && next < moves.size(); ++slide) {
        const std::size_t count = slide < slides.size() && slides[slide] > 0
            ? static_cast<std::size_t>(slides[slide])
            : 1;
        const std::size_t first = next;
        QStringList tiles;
        for (; legal && next < moves.size() && next < first + count; ++next) {
            const std::optional<sliding::Direction> direction
                = sliding::directionFromLetter(moves[next]);
            legal = direction && board.canMove(*direction);
            if (!legal)
                break; // a move the board refuses: nothing from it on is shown
            tiles << QString::number(board.at(board.neighbourIndex(*direction)));
            board.move(*direction);
        }
        if (!legal)
            break;
        const int after = distanceOf(board, memory);
        const QString text = tiles.size() == 1
            ? tr("%1. Tile %2: %3 → %4")
                  .arg(first + 1)
                  .arg(tiles.front(), shown(before), shown(after))
            : tr("%1–%2. Tiles %3: %4 → %5")
                  .arg(first + 1)
                  .arg(next)
                  .arg(QLocale().createSeparatedList(tiles), shown(before), shown(after));
        auto *row = new QListWidgetItem(text, this);
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

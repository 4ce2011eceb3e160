#include "ui/noodles/NoodlesStatusLine.h"

#include "ui/common/PlayedTimeText.h"

namespace pw::ui {

NoodlesStatusLine::NoodlesStatusLine(QWidget *parent)
    : ScrollingRoomLabel(2, parent)
{
    setObjectName(QStringLiteral("noodlesStatus"));
}

void NoodlesStatusLine::showGame(const noodles::Board &board, const noodles::PowerNetwork &network,
                                 int moves, qint64 millis, bool assisted, const QString &solvedText,
                                 int islands)
{
    if (board.isNull()) {
        setText(tr("Generating a puzzle…"));
        return;
    }
    QString time = playedTimeText(millis);
    if (assisted)
        time = tr("%1 (with help)").arg(time);
    int locked = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        locked += board.isLocked(cell);
    QString text = tr("Moves: %1    Time: %2    Powered: %3 / %4    Locked: %5")
                       .arg(moves)
                       .arg(time)
                       .arg(network.poweredCount())
                       .arg(board.cellCount())
                       .arg(locked);
    if (network.loopCellCount() > 0)
        text += QStringLiteral("    ") + tr("A loop is closed (drawn in red): open it.");
    if (islands > 0)
        text += QStringLiteral("    ")
            + tr("%n island(s) closed (outlined): a tile in each is wrong.", nullptr, islands);
    if (network.isSolved())
        text += QStringLiteral("    ") + solvedText;
    setText(text);
}

} // namespace pw::ui

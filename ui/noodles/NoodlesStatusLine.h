#pragma once

#include "core/noodles/Board.h"
#include "core/noodles/PowerNetwork.h"
#include "ui/common/ScrollingRoomLabel.h"

namespace pw::ui {

// The line above the Noodles board: moves, time played, powered and locked pieces, a closed loop
// to open, closed islands, and once solved how it went. Two lines' room, so the board below never moves.
class NoodlesStatusLine : public ScrollingRoomLabel
{
    Q_OBJECT
public:
    explicit NoodlesStatusLine(QWidget *parent = nullptr);

    // A null board: the first game is still being generated. `solvedText` is added when the
    // network is solved. An assisted game (Solve, a hint or a check was used, even if undone
    // since) says so beside its time: it counts as played with help, never as a best time.
    // `islands`: the closed groups smaller than the board (NetworkGroups), outlined on it.
    void showGame(const noodles::Board &board, const noodles::PowerNetwork &network, int moves,
                  qint64 millis, bool assisted, const QString &solvedText, int islands = 0);
};

} // namespace pw::ui

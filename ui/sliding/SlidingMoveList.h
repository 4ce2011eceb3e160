#pragma once

#include "core/sliding/Board.h"

#include <QListWidget>

#include <string>

namespace pw::ui {

class SolutionMemory;

// The moves of the game on screen, one row each: the tile slid and the optimal distance to the
// goal before and after it ("12. Tile 7: 23 → 22"), green when the move went closer, red when
// farther. The distances are those the coach (or a Solve) proved; an unknown one is "?" until
// its measurement lands, when the tab shows the list again.
class SlidingMoveList : public QListWidget
{
    Q_OBJECT
public:
    explicit SlidingMoveList(QWidget *parent = nullptr);

    // moves: the blank's moves ("ULDR") from start, as the game's record holds them.
    void showGame(const sliding::Board &start, const std::string &moves,
                  const SolutionMemory &memory);
    // The distances a row shows, -1 where unknown (for tests).
    std::pair<int, int> distancesOf(int row) const;

    QSize sizeHint() const override;
};

} // namespace pw::ui

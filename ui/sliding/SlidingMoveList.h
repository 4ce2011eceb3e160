#pragma once

#include "core/sliding/Board.h"

#include <QListWidget>

#include <string>
#include <vector>

namespace pw::ui {

class SolutionMemory;

// The moves of the game on screen, one row for each slide the player made: the tile slid and the
// optimal distance to the goal before and after it ("12. Tile 7: 23 → 22"), green when the move
// went closer, red when farther. A click that slid several tiles is one row ("12–13. Tiles 7 and
// 8: 23 → 21"): the coach measures the positions on either side of the click, never the ones in
// between, which no one saw. The distances are those the coach (or a Solve) proved; an unknown
// one is "?" until its measurement lands, when the tab shows the list again.
class SlidingMoveList : public QListWidget
{
    Q_OBJECT
public:
    explicit SlidingMoveList(QWidget *parent = nullptr);

    // moves: the blank's moves ("ULDR") from start, as the game's record holds them; slides: how
    // many of them each entry of the history played, in order (their sum is moves.size(); a
    // move past the last slide counted is a row of its own).
    void showGame(const sliding::Board &start, const std::string &moves,
                  const std::vector<int> &slides, const SolutionMemory &memory);
    // The distances a row shows, -1 where unknown (for tests).
    std::pair<int, int> distancesOf(int row) const;

    QSize sizeHint() const override;
};

} // namespace pw::ui

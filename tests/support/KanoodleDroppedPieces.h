#pragma once

// Dead positions for the Kanoodle take-off test and benchmark: pieces dropped at random where
// they fit. Each caller brings its own random numbers (the test a std::mt19937_64, the benchmark
// the program's Random), so each keeps the positions it always had.

#include "core/kanoodle/Position.h"

#include <bit>
#include <cstddef>
#include <vector>

namespace pw::kanoodle::test {

// `count` pieces, tried in the order shuffle(order) leaves them, each dropped at a random
// placement where it fits (pick(n): an index below n); fewer if the rest fit nowhere. Usually a
// dead position.
template<typename Shuffle, typename Pick>
Position droppedPieces(const BoardPtr &board, int count, Shuffle &&shuffle, Pick &&pick)
{
    Position position(board);
    std::vector<int> order(pieceCount);
    for (int piece = 0; piece < pieceCount; ++piece)
        order[static_cast<std::size_t>(piece)] = piece;
    shuffle(order);
    for (const int piece : order) {
        if (std::popcount(static_cast<unsigned>(position.placedPieces())) == count)
            break;
        std::vector<int> fits;
        for (const int placement : board->placementsOfPiece(piece)) {
            if (position.canPlace(placement))
                fits.push_back(placement);
        }
        if (!fits.empty())
            position.place(fits[static_cast<std::size_t>(pick(fits.size()))]);
    }
    return position;
}

} // namespace pw::kanoodle::test

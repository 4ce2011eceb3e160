#include "core/sliding/Scramble.h"

#include "core/common/Random.h"
#include "core/sliding/Solvability.h"

#include <QCoreApplication>

#include <cmath>
#include <vector>

namespace pw::sliding {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::Scramble)
};

// Spelled with its context: lupdate loses the file's scope in a function returning a
// common:: type and would file Text::tr's words under "Text", which no lookup asks for.
common::Error sizeError(int rows, int cols)
{
    return common::Error {
        {},
        QCoreApplication::translate("pw::sliding::Scramble", "size"),
        QCoreApplication::translate("pw::sliding::Scramble",
                                    "%1 x %2 is not a board size; rows and columns are %3 to %4")
            .arg(rows)
            .arg(cols)
            .arg(Board::minSide)
            .arg(Board::maxSide)};
}

} // namespace

common::Expected<Board> scrambleBoard(int rows, int cols, std::uint64_t seed, double outOfPlace)
{
    if (!Board::isValidSize(rows, cols))
        return sizeError(rows, cols);
    if (!(outOfPlace >= 0.0 && outOfPlace <= 1.0)) {
        return common::Error {{},
                              Text::tr("out of place"),
                              Text::tr("%1 is not a fraction from 0 to 1").arg(outOfPlace)};
    }
    Board board = Board::goal(rows, cols);
    const int tiles = board.cellCount() - 1;
    const int wanted = static_cast<int>(std::ceil(outOfPlace * tiles - 1e-9));
    common::Random random(seed);
    // A random walk reaches any wanted displacement quickly (every tile can be off its cell at
    // once on every board size); the cap only guarantees termination.
    const long long cap = 1'000'000LL + 10'000LL * board.cellCount();
    int previous = -1;
    std::vector<Direction> legal;
    for (long long step = 0; board.misplacedTiles() < wanted; ++step) {
        if (step >= cap) {
            return common::Error {
                {},
                {},
                Text::tr("could not get %1 of %2 tiles out of place").arg(wanted).arg(tiles)};
        }
        legal.clear();
        for (Direction d : allDirections) {
            if (board.canMove(d) && static_cast<int>(opposite(d)) != previous)
                legal.push_back(d);
        }
        const Direction d = legal[random.pickIndex(legal)];
        board.move(d);
        previous = static_cast<int>(d);
    }
    return board;
}

common::Expected<Board> dealUniform(int rows, int cols, std::uint64_t seed)
{
    if (!Board::isValidSize(rows, cols))
        return sizeError(rows, cols);
    const Board goal = Board::goal(rows, cols);
    std::vector<int> cells(static_cast<std::size_t>(rows * cols));
    common::Random random(seed);
    // Only a 2 x 2 deals the goal often (1 in 12); a larger board almost never. Dealing again
    // from the same random sequence keeps the board a function of the seed.
    for (;;) {
        for (std::size_t i = 0; i < cells.size(); ++i)
            cells[i] = static_cast<int>(i);
        random.shuffle(cells);
        Board board = *Board::fromTiles(rows, cols, cells);
        if (!isSolvable(board))
            board = twinBoard(board);
        if (board != goal)
            return board;
    }
}

} // namespace pw::sliding

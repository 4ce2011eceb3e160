#include "core/sliding/Board.h"

#include <cstdlib>
#include <utility>

namespace pw::sliding {

Board::Board(int rows, int cols, std::vector<Tile> tiles)
    : m_rows(rows)
    , m_cols(cols)
    , m_tiles(std::move(tiles))
{
    for (int i = 0; i < cellCount(); ++i) {
        if (m_tiles[static_cast<std::size_t>(i)] == 0)
            m_blank = i;
    }
}

bool Board::isValidSize(int rows, int cols)
{
    return rows >= minSide && rows <= maxSide && cols >= minSide && cols <= maxSide;
}

Board Board::goal(int rows, int cols)
{
    std::vector<Tile> tiles(static_cast<std::size_t>(rows * cols));
    for (int i = 0; i + 1 < rows * cols; ++i)
        tiles[static_cast<std::size_t>(i)] = static_cast<Tile>(i + 1);
    tiles.back() = 0;
    return Board(rows, cols, std::move(tiles));
}

std::optional<Board> Board::fromTiles(int rows, int cols, const std::vector<int> &tiles)
{
    if (!isValidSize(rows, cols) || static_cast<int>(tiles.size()) != rows * cols)
        return std::nullopt;
    std::vector<bool> seen(tiles.size(), false);
    std::vector<Tile> cells;
    cells.reserve(tiles.size());
    for (int t : tiles) {
        if (t < 0 || t >= rows * cols || seen[static_cast<std::size_t>(t)])
            return std::nullopt;
        seen[static_cast<std::size_t>(t)] = true;
        cells.push_back(static_cast<Tile>(t));
    }
    return Board(rows, cols, std::move(cells));
}

int Board::neighbourIndex(Direction d) const
{
    const int r = blankRow();
    const int c = blankCol();
    switch (d) {
    case Direction::Up:
        return r > 0 ? m_blank - m_cols : -1;
    case Direction::Down:
        return r + 1 < m_rows ? m_blank + m_cols : -1;
    case Direction::Left:
        return c > 0 ? m_blank - 1 : -1;
    case Direction::Right:
        return c + 1 < m_cols ? m_blank + 1 : -1;
    }
    return -1;
}

bool Board::canMove(Direction d) const
{
    return neighbourIndex(d) >= 0;
}

bool Board::move(Direction d)
{
    const int target = neighbourIndex(d);
    if (target < 0)
        return false;
    std::swap(m_tiles[static_cast<std::size_t>(m_blank)],
              m_tiles[static_cast<std::size_t>(target)]);
    m_blank = target;
    return true;
}

Board Board::moved(Direction d) const
{
    Board copy = *this;
    copy.move(d);
    return copy;
}

int Board::applyMoves(const std::string &moves)
{
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto d = directionFromLetter(moves[i]);
        if (!d || !move(*d))
            return static_cast<int>(i);
    }
    return -1;
}

bool Board::isGoal() const
{
    for (int i = 0; i + 1 < cellCount(); ++i) {
        if (m_tiles[static_cast<std::size_t>(i)] != i + 1)
            return false;
    }
    return true;
}

int Board::misplacedTiles() const
{
    int count = 0;
    for (int i = 0; i < cellCount(); ++i) {
        const int t = m_tiles[static_cast<std::size_t>(i)];
        if (t != 0 && t != i + 1)
            ++count;
    }
    return count;
}

int Board::manhattanDistance() const
{
    int sum = 0;
    for (int i = 0; i < cellCount(); ++i) {
        const int t = m_tiles[static_cast<std::size_t>(i)];
        if (t == 0)
            continue;
        const int g = t - 1;
        sum += std::abs(i / m_cols - g / m_cols) + std::abs(i % m_cols - g % m_cols);
    }
    return sum;
}

} // namespace pw::sliding

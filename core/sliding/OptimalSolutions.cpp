#include "core/sliding/OptimalSolutions.h"

#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"

#include <cstdlib>

namespace pw::sliding {

namespace {

class Enumeration
{
public:
    Enumeration(const Board &board, int length, std::size_t cap, common::SolverSink &sink)
        : m_board(board)
        , m_length(length)
        , m_cap(cap)
        , m_sink(sink)
    {
        m_path.reserve(static_cast<std::size_t>(length));
    }

    bool run(OptimalSolutions &out)
    {
        m_out = &out;
        search(m_board.manhattanDistance(), -1);
        return !m_stopped;
    }

private:
    int distance(int tile, int cell) const
    {
        const int goal = m_board.goalIndexOf(tile);
        return std::abs(goal / m_board.cols() - cell / m_board.cols())
            + std::abs(goal % m_board.cols() - cell % m_board.cols());
    }

    void search(int h, int last)
    {
        if (m_stopped)
            return;
        if ((++m_nodes & 1023) == 0 && m_sink.isCancelled()) {
            m_stopped = true;
            return;
        }
        const int g = static_cast<int>(m_path.size());
        if (g == m_length) {
            if (h == 0) {
                if (m_out->moves.size() < m_cap)
                    m_out->moves.push_back(m_path);
                ++m_out->count;
                if ((m_out->count & 4095) == 0)
                    report();
            }
            return;
        }
        for (const Direction direction : allDirections) {
            if (last >= 0 && direction == opposite(static_cast<Direction>(last)))
                continue;
            const int cell = m_board.neighbourIndex(direction);
            if (cell < 0)
                continue;
            const int tile = m_board.at(cell);
            // The tile goes where the blank is.
            const int next = h - distance(tile, cell) + distance(tile, m_board.blankIndex());
            if (g + 1 + next > m_length)
                continue;
            m_board.move(direction);
            m_path.push_back(directionLetter(direction));
            search(next, static_cast<int>(direction));
            m_path.pop_back();
            m_board.move(opposite(direction));
            if (m_stopped)
                return;
        }
    }

    void report()
    {
        common::Progress progress;
        progress.counters = {{"solutions", m_out->count}, {"expanded", m_nodes}};
        m_sink.reportProgress(progress);
    }

    Board m_board;
    int m_length;
    std::size_t m_cap;
    common::SolverSink &m_sink;
    OptimalSolutions *m_out = nullptr;
    std::string m_path;
    std::int64_t m_nodes = 0;
    bool m_stopped = false;
};

} // namespace

OptimalSolutions allOptimalSolutions(const Board &board, std::size_t cap, common::SolverSink &sink)
{
    OptimalSolutions out;
    if (board.cellCount() > 16 || !isSolvable(board))
        return out;
    const SolveResult optimal = solveIdaStar(board, HeuristicKind::LinearConflict, nullptr, sink);
    if (!optimal.solved() || !optimal.optimal)
        return out;
    out.length = static_cast<int>(optimal.moves.size());
    Enumeration enumeration(board, out.length, cap, sink);
    out.complete = enumeration.run(out);
    return out;
}

std::vector<int> tilesSlid(const Board &board, const std::string &moves)
{
    std::vector<int> tiles;
    Board position = board;
    for (const char letter : moves) {
        const auto direction = directionFromLetter(letter);
        if (!direction || !position.canMove(*direction))
            break;
        tiles.push_back(position.at(position.neighbourIndex(*direction)));
        position.move(*direction);
    }
    return tiles;
}

} // namespace pw::sliding

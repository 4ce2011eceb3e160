#include "core/noodles/EdgeMarkCheck.h"

namespace pw::noodles {

std::vector<MarkedSide> wrongEdgeMarks(const Board &board, const std::vector<TileMask> &solution)
{
    std::vector<MarkedSide> wrong;
    if (solution.size() != static_cast<std::size_t>(board.cellCount()))
        return wrong;
    const Topology &topology = board.topology();
    for (const MarkedSide &marked : board.edgeMarks()) {
        const int other = topology.neighbour(marked.cell, marked.side);
        const bool joined = other >= 0
            && (solution[static_cast<std::size_t>(marked.cell)] >> marked.side & 1u)
            && (solution[static_cast<std::size_t>(other)] >> topology.opposite(marked.side) & 1u);
        if (joined != (marked.mark == EdgeMark::Joined))
            wrong.push_back(marked);
    }
    return wrong;
}

} // namespace pw::noodles

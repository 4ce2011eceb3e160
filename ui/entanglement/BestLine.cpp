#include "ui/entanglement/BestLine.h"

namespace pw::ui::entanglement {

using namespace pw::entanglement;

std::vector<Segment> BestLine::segments() const
{
    const std::vector<Segment> &line = after.line();
    return {line.begin() + std::ptrdiff_t(std::min(from.line().size(), line.size())), line.end()};
}

std::optional<BestLine> BestLine::find(const Game &from, int moves, common::SolverSink &sink)
{
    if (from.isOver())
        return std::nullopt;
    PlayerOptions strongest;
    strongest.kind = strongestPlayerKind;
    BestLine line {from, from};
    for (int i = 0; i < moves && !line.after.isOver(); ++i) {
        if (!playOneMove(line.after, strongest, &sink))
            break;
    }
    if (sink.isCancelled() || line.moveCount() == 0)
        return std::nullopt;
    return line;
}

} // namespace pw::ui::entanglement

#include "core/kanoodle/PiecesToTakeOff.h"

#include "core/kanoodle/Solver.h"

#include <bit>
#include <vector>

namespace pw::kanoodle {

namespace {

enum class Answer { Yes, No, Cancelled };

Answer solvableWithout(const Position &position, std::uint16_t pieces, common::SolverSink &sink)
{
    if (sink.isCancelled())
        return Answer::Cancelled;
    Position rest = position;
    for (std::uint16_t m = pieces; m; m &= static_cast<std::uint16_t>(m - 1))
        rest.remove(std::countr_zero(m));
    // A piece with nowhere to go is the common dead end; it needs no search.
    if (pieceThatCannotFit(rest) >= 0)
        return Answer::No;
    const CountResult result = solveFirst(rest, sink);
    if (result.first)
        return Answer::Yes;
    return sink.isCancelled() ? Answer::Cancelled : Answer::No;
}

} // namespace

TakeOff piecesToTakeOff(const Position &position, std::uint16_t kept, common::SolverSink &sink)
{
    TakeOff result;
    const auto removable = static_cast<std::uint16_t>(position.placedPieces() & ~kept);
    std::vector<int> candidates; // the removable pieces, in letter order
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((removable >> piece) & 1U)
            candidates.push_back(piece);
    }
    const int n = static_cast<int>(candidates.size());
    // Size 0 (is it dead at all?) and every removable piece (can anything help?) first: when
    // the kept pieces alone are dead, no set would be found after trying them all.
    for (const std::uint16_t pieces : {std::uint16_t {0}, removable}) {
        const Answer answer = solvableWithout(position, pieces, sink);
        if (answer == Answer::Cancelled) {
            result.kind = TakeOff::Kind::Cancelled;
            return result;
        }
        if (answer == Answer::Yes && pieces == 0) {
            result.kind = TakeOff::Kind::Solvable;
            return result;
        }
        if (answer == Answer::No && pieces == removable)
            return result; // Impossible
    }
    // Sets of k of the n candidates, as k-bit masks over their indices in increasing order
    // (the next mask with as many bits: Gosper's hack).
    for (int k = 1; k < n; ++k) {
        for (std::uint32_t set = (1U << k) - 1; set < (1U << n);) {
            std::uint16_t pieces = 0;
            for (std::uint32_t m = set; m; m &= m - 1)
                pieces |= static_cast<std::uint16_t>(
                    1U << candidates[static_cast<std::size_t>(std::countr_zero(m))]);
            const Answer answer = solvableWithout(position, pieces, sink);
            if (answer == Answer::Cancelled) {
                result.kind = TakeOff::Kind::Cancelled;
                return result;
            }
            if (answer == Answer::Yes) {
                result.kind = TakeOff::Kind::Pieces;
                result.pieces = pieces;
                return result;
            }
            const std::uint32_t lowest = set & -set;
            const std::uint32_t ripple = set + lowest;
            set = (((ripple ^ set) >> 2) / lowest) | ripple;
        }
    }
    // Only taking off all of them helps (checked above).
    result.kind = TakeOff::Kind::Pieces;
    result.pieces = removable;
    return result;
}

} // namespace pw::kanoodle

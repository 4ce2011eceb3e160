#include "core/entanglement/Autoplay.h"

#include "core/entanglement/Survival.h"

#include <chrono>

namespace pw::entanglement {

namespace {
// Often enough for a moving progress bar, rarely enough to cost nothing.
constexpr auto reportInterval = std::chrono::milliseconds(250);
// The hand tile and the pocket tile, each in its six turns: a shorter list was cancelled.
constexpr std::size_t candidatesPerTurn = 12;
} // namespace

Autoplay autoplay(const Game &game, const PlayerOptions &options, common::SolverSink &sink)
{
    Autoplay played;
    played.states.push_back(game);
    // The candidates' own searches only poll for a cancel: the progress is per move, below.
    common::CancelOnlySink inner(sink);
    Game current = game;
    auto lastReport = std::chrono::steady_clock::now();
    while (!current.isOver() && !sink.isCancelled()) {
        std::vector<Candidate> turnOptions = evaluateCandidates(current, options, &inner);
        if (turnOptions.size() != candidatesPerTurn || !addSurvival(current, turnOptions, &inner))
            break; // cancelled
        prepareCandidate(current,
                         turnOptions[static_cast<std::size_t>(bestCandidate(turnOptions))]);
        current.place(options.kind);
        played.states.push_back(current);
        played.candidates.push_back(std::move(turnOptions));
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport > reportInterval) {
            lastReport = now;
            sink.reportProgress({static_cast<double>(current.board().placedCount())
                                     / current.board().playableCellCount(),
                                 {{"moves", static_cast<std::int64_t>(played.candidates.size())}},
                                 {}});
        }
    }
    return played;
}

} // namespace pw::entanglement

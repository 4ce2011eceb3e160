#include "ui/entanglement/Timeline.h"

#include "ui/entanglement/CandidateWords.h"

#include <algorithm>

namespace pw::ui::entanglement {

using namespace pw::entanglement;

int Timeline::stepCount() const
{
    switch (m_kind) {
    case Kind::None:
        return 0;
    case Kind::Hint:
        return stepsPerTurn;
    case Kind::Autoplay:
        return static_cast<int>(m_autoCandidates.size()) * stepsPerTurn;
    case Kind::Record:
        return static_cast<int>(m_base.moves().size());
    case Kind::Review:
        return static_cast<int>(m_reviews.size());
    }
    return 0;
}

QString Timeline::legend() const
{
    switch (m_kind) {
    case Kind::Hint:
    case Kind::Autoplay:
        return CandidateWords::legend();
    case Kind::Review:
        return CandidateWords::reviewLegend();
    case Kind::None:
    case Kind::Record:
        break;
    }
    return {};
}

Timeline Timeline::hint(const Game &base, std::vector<Candidate> candidates)
{
    Timeline timeline;
    timeline.m_kind = Kind::Hint;
    timeline.m_base = base;
    timeline.m_hintCandidates = std::move(candidates);
    return timeline;
}

Timeline Timeline::autoplay(const Autoplay &played)
{
    Timeline timeline;
    timeline.m_kind = Kind::Autoplay;
    timeline.m_base = played.states.front();
    timeline.m_states = played.states;
    timeline.m_autoCandidates = played.candidates;
    return timeline;
}

Timeline Timeline::record(const Game &record)
{
    Timeline timeline;
    timeline.m_kind = Kind::Record;
    timeline.m_base = record;
    timeline.m_states = statesOf(record);
    return timeline;
}

Timeline Timeline::review(const Game &reviewed, std::vector<MoveReview> reviews)
{
    Timeline timeline;
    timeline.m_kind = Kind::Review;
    timeline.m_base = reviewed;
    timeline.m_states = statesOf(reviewed);
    timeline.m_reviews = std::move(reviews);
    return timeline;
}

std::vector<Game> Timeline::statesOf(const Game &game)
{
    Game replay(game.seed(), game.radius());
    std::vector<Game> states {replay};
    for (const Move &move : game.moves()) {
        replay.applyRecorded(move); // checked when the file was read or the move made
        states.push_back(replay);
    }
    states.back() = game; // with the hand as it is
    return states;
}

Timeline::Frame Timeline::frameAt(int position) const
{
    switch (m_kind) {
    case Kind::None:
        return {};
    case Kind::Hint:
        return hintFrame(position);
    case Kind::Autoplay:
        return autoplayFrame(position);
    case Kind::Record:
        return recordFrame(position);
    case Kind::Review:
        return reviewFrame(position);
    }
    return {};
}

Timeline::Frame Timeline::hintFrame(int position) const
{
    Frame frame;
    const int shown = std::clamp(position, 0, stepsPerTurn - 1);
    frame.candidates.assign(m_hintCandidates.begin(), m_hintCandidates.begin() + shown);
    frame.chosen = position >= stepsPerTurn ? bestCandidate(m_hintCandidates) : -1;
    frame.focus = frame.chosen >= 0 ? frame.chosen : shown - 1;
    // The panel describes the candidate the board shows.
    if (frame.chosen >= 0) {
        const Candidate &chosen = m_hintCandidates[static_cast<std::size_t>(frame.chosen)];
        frame.message = tr("Hint: %1, %2")
                            .arg(CandidateWords::which(chosen),
                                 CandidateWords::compare(m_hintCandidates, frame.chosen));
    } else if (shown > 0) {
        frame.message = tr("Candidate %1 of %2: %3")
                            .arg(shown)
                            .arg(m_hintCandidates.size())
                            .arg(CandidateWords::describe(
                                m_hintCandidates[static_cast<std::size_t>(shown - 1)]));
    } else {
        // Before the first candidate: the line must not go on describing the one shown last.
        frame.message = tr("%n candidate(s) for this turn: step forward to see each one", nullptr,
                           static_cast<int>(m_hintCandidates.size()));
    }
    return frame;
}

Timeline::Frame Timeline::autoplayFrame(int position) const
{
    Frame frame;
    const int turns = static_cast<int>(m_autoCandidates.size());
    const int turn = std::min(position / stepsPerTurn, turns);
    const int within = turn == turns ? 0 : position % stepsPerTurn;
    frame.game = &m_states[static_cast<std::size_t>(turn)];
    if (within > 0) {
        const auto &all = m_autoCandidates[static_cast<std::size_t>(turn)];
        frame.candidates.assign(all.begin(), all.begin() + within);
        frame.focus = within - 1;
    }
    return frame;
}

Timeline::Frame Timeline::recordFrame(int position) const
{
    Frame frame;
    const int move = std::clamp(position, 0, static_cast<int>(m_states.size()) - 1);
    frame.game = &m_states[static_cast<std::size_t>(move)];
    frame.status = tr("Move %1 of %2: %3 points")
                       .arg(move)
                       .arg(m_states.size() - 1)
                       .arg(frame.game->score());
    return frame;
}

Timeline::Frame Timeline::reviewFrame(int position) const
{
    Frame frame;
    const int moves = static_cast<int>(m_reviews.size());
    frame.reviewShown = std::clamp(position, 0, moves);
    frame.game = &m_states[static_cast<std::size_t>(frame.reviewShown)];
    if (frame.reviewShown == moves)
        return frame; // the end: the whole game, and what the review found
    // Position p shows the board before move p + 1: the move made and, if another, the choice.
    const MoveReview &r = m_reviews[static_cast<std::size_t>(frame.reviewShown)];
    if (r.cost == 0) {
        frame.candidates = {r.played};
        frame.chosen = 0;
    } else {
        frame.candidates = {r.played, r.best};
        frame.chosen = 1;
    }
    frame.focus = 0;
    frame.status = tr("Review: move %1 of %2, played by %3")
                       .arg(r.move)
                       .arg(moves)
                       .arg(CandidateWords::playedBy(r.playedBy));
    return frame;
}

} // namespace pw::ui::entanglement

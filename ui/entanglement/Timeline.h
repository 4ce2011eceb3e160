#pragma once

#include "core/entanglement/Autoplay.h"
#include "core/entanglement/Game.h"
#include "core/entanglement/Player.h"
#include "core/entanglement/Review.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace pw::ui::entanglement {

// What the step player under the board goes through, and what it shows at each of its steps: a
// hint's candidates, the computer's turns in an autoplay, the moves of an opened record, or those
// of a review. A value: TimelineScreen puts each step's frame on screen.
class Timeline
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::entanglement::Timeline)
public:
    enum class Kind { None, Hint, Autoplay, Record, Review };
    // Steps per computer turn: one per candidate, then the choice.
    static constexpr int stepsPerTurn = 13;

    // One step as the board and the panels show it.
    struct Frame
    {
        // The game at this step; null: the game on screen stays (a hint's candidates are drawn
        // over the turn they are for).
        const pw::entanglement::Game *game = nullptr;
        std::vector<pw::entanglement::Candidate> candidates; // drawn on the board; empty: none
        int focus = -1;
        int chosen = -1;
        int reviewShown = -1; // in a review: the move shown (the number of moves: the end)
        QString message; // the computer's line; empty: it stays as it is
        QString status; // for the status bar; empty: nothing to say
    };

    Kind kind() const { return m_kind; }
    bool isActive() const { return m_kind != Kind::None; }
    // An opened record or a review: the game stepped through is the base, not the one shown.
    bool isStepping() const { return m_kind == Kind::Record || m_kind == Kind::Review; }
    // The game the timeline started from (a hint's turn, autoplay's first state, the record).
    const pw::entanglement::Game &base() const { return m_base; }
    // An autoplay's last state: the game as the computer finished it (the base for the others).
    const pw::entanglement::Game &last() const
    {
        return m_kind == Kind::Autoplay && !m_states.empty() ? m_states.back() : m_base;
    }
    int stepCount() const;
    // What the labels on the board's candidates mean, shown under it; empty: nothing to explain.
    QString legend() const;
    const std::vector<pw::entanglement::MoveReview> &reviews() const { return m_reviews; }

    // The timelines the tab starts.
    static Timeline hint(const pw::entanglement::Game &base,
                         std::vector<pw::entanglement::Candidate> candidates);
    static Timeline autoplay(const pw::entanglement::Autoplay &played);
    // An opened record with moves: its moves one by one.
    static Timeline record(const pw::entanglement::Game &record);
    static Timeline review(const pw::entanglement::Game &reviewed,
                           std::vector<pw::entanglement::MoveReview> reviews);

    Frame frameAt(int position) const;

    // The game after each of its moves, from the start (the last with the hand as it is).
    static std::vector<pw::entanglement::Game> statesOf(const pw::entanglement::Game &game);

private:
    Frame hintFrame(int position) const;
    Frame autoplayFrame(int position) const;
    Frame recordFrame(int position) const;
    Frame reviewFrame(int position) const;

    Kind m_kind = Kind::None;
    pw::entanglement::Game m_base;
    std::vector<pw::entanglement::Candidate> m_hintCandidates;
    // Autoplay: every state; a record or review: the game after each recorded move.
    std::vector<pw::entanglement::Game> m_states;
    std::vector<std::vector<pw::entanglement::Candidate>> m_autoCandidates;
    std::vector<pw::entanglement::MoveReview> m_reviews; // one per move, in a review
};

} // namespace pw::ui::entanglement

// The Midend's answer stepped through on the board (Midend.h: showAnswer and its kin): a job's
// answer whose steps are the record's own entries, so taking over from any step is just playing.
#include "ui/common/Midend.h"

#include "core/common/GameBackend.h"

#include <QScopedValueRollback>

#include <algorithm>

namespace pw::ui {

void Midend::showAnswer(std::vector<common::GameMove> moves, const QString &stepText)
{
    endAnswer(); // another answer's steps are no longer this one's
    m_answer = ShownAnswer {std::move(moves), m_history.position(), stepText};
}

int Midend::answerLength() const
{
    return m_answer ? static_cast<int>(m_answer->moves.size()) : 0;
}

int Midend::answerStep() const
{
    return m_answer ? m_history.position() - m_answer->start : 0;
}

void Midend::seekAnswer(int step)
{
    if (!m_answer)
        return;
    step = std::clamp(step, 0, answerLength());
    {
        const QScopedValueRollback seeking(m_seekingAnswer, true);
        while (m_answer && answerStep() > step)
            undo();
        while (m_answer && answerStep() < step) {
            const common::GameMove &move = m_answer->moves[static_cast<std::size_t>(answerStep())];
            // A step taken back and taken again is the same entry: Redo, not a new branch.
            const bool redoIsTheStep = m_history.canRedo()
                && m_history.entry(m_history.position()).author == common::Author::Replay && [&] {
                       const common::Expected<common::GameState> after
                           = common::GameHistory::afterMoves(*m_backend, m_state, {move});
                       return after
                           && m_backend->sameState(*after,
                                                   m_history.entry(m_history.position()).after);
                   }();
            if (redoIsTheStep)
                redo();
            else if (play(move, m_answer->stepText, By {common::Author::Replay}))
                break; // the rules refuse it: the answer was for another game
        }
    }
    followAnswer();
}

void Midend::followAnswer()
{
    if (!m_answer || m_seekingAnswer)
        return;
    const int step = answerStep();
    bool along = step >= 0 && step <= answerLength();
    for (int i = m_answer->start; along && i < m_history.position(); ++i)
        along = m_history.entry(i).author == common::Author::Replay;
    if (along)
        emit answerStepChanged(step);
    else
        endAnswer();
}

void Midend::endAnswer()
{
    if (!m_answer)
        return;
    m_answer.reset();
    emit answerStepChanged(-1);
}

} // namespace pw::ui

#include "ui/sliding/SlidingCommands.h"

#include "ui/sliding/SlidingTab.h"

#include <algorithm>

namespace pw::ui {

namespace {

std::string inverse(const std::string &moves)
{
    std::string back(moves.rbegin(), moves.rend());
    for (char &c : back)
        c = sliding::directionLetter(sliding::opposite(*sliding::directionFromLetter(c)));
    return back;
}

} // namespace

SlideMovesCommand::SlideMovesCommand(SlidingTab *tab, std::string moves)
    : m_tab(tab)
    , m_moves(std::move(moves))
{
    setText(m_moves.size() == 1 ? SlidingTab::tr("Slide")
                                : SlidingTab::tr("Slide %n tiles", nullptr, int(m_moves.size())));
}

void SlideMovesCommand::redo()
{
    m_tab->playMoves(m_moves, int(m_moves.size()));
}

void SlideMovesCommand::undo()
{
    m_tab->playMoves(inverse(m_moves), -int(m_moves.size()));
}

ReplaceBoardCommand::ReplaceBoardCommand(SlidingTab *tab, const sliding::Board &after,
                                         const QString &text)
    : m_tab(tab)
    , m_before(tab->document())
    , m_after {after, {}}
    , m_movesBefore(tab->moveCount())
{
    setText(text);
}

void ReplaceBoardCommand::redo()
{
    m_tab->replaceDocument(m_after, 0);
}

void ReplaceBoardCommand::undo()
{
    m_tab->replaceDocument(m_before, m_movesBefore);
}

} // namespace pw::ui

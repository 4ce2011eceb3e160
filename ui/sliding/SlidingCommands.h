#pragma once

#include "core/sliding/BoardFormat.h"

#include <QUndoCommand>

#include <string>

namespace pw::ui {

class SlidingTab;

// Blank moves ("ULDR...") as one undoable action: a click that slides three tiles is one undo.
class SlideMovesCommand : public QUndoCommand
{
public:
    SlideMovesCommand(SlidingTab *tab, std::string moves);
    void redo() override;
    void undo() override;
    const std::string &moves() const { return m_moves; }

private:
    SlidingTab *m_tab;
    std::string m_moves;
};

// Replaces the whole board (Scramble): the new board starts a new game record; undo brings the
// old record (its start and moves) and its move count back.
class ReplaceBoardCommand : public QUndoCommand
{
public:
    ReplaceBoardCommand(SlidingTab *tab, const sliding::Board &after, const QString &text);
    void redo() override;
    void undo() override;

private:
    SlidingTab *m_tab;
    sliding::SlidingDocument m_before;
    sliding::SlidingDocument m_after;
    int m_movesBefore;
};

} // namespace pw::ui

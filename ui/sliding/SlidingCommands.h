#pragma once

#include "core/sliding/Board.h"

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

// Replaces the whole board (Scramble): undo brings the old board, its move count and time back.
class ReplaceBoardCommand : public QUndoCommand
{
public:
    ReplaceBoardCommand(SlidingTab *tab, const sliding::Board &after, const QString &text);
    void redo() override;
    void undo() override;
    const sliding::Board &after() const { return m_after; }

private:
    SlidingTab *m_tab;
    sliding::Board m_before;
    sliding::Board m_after;
    int m_movesBefore;
};

} // namespace pw::ui

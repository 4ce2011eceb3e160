#pragma once

#include "core/sliding/BoardFormat.h"
#include "ui/common/RecordedStep.h"

#include <string>

namespace pw::ui {

class SlidingTab;

// Blank moves ("ULDR...") as one undoable action: a click that slides three tiles is one undo.
class SlideMovesCommand : public RecordedStep
{
public:
    SlideMovesCommand(SlidingTab *tab, std::string moves);
    void redo() override;
    void undo() override;
    QJsonValue toJson() const override;
    const std::string &moves() const { return m_moves; }

private:
    SlidingTab *m_tab;
    std::string m_moves;
};

// Replaces the whole board (Scramble): the new board starts a new game record; undo brings the
// old record (its start and moves) and its move count back.
class ReplaceBoardCommand : public RecordedStep
{
public:
    ReplaceBoardCommand(SlidingTab *tab, const sliding::Board &after, const QString &text);
    void redo() override;
    void undo() override;
    QJsonValue toJson() const override;

private:
    SlidingTab *m_tab;
    sliding::SlidingDocument m_before;
    sliding::SlidingDocument m_after;
    int m_movesBefore;
};

// A step of an autosaved history made again on the tab's board as it is now; null when the step
// does not read or is not legal there.
RecordedStep *readSlidingStep(SlidingTab *tab, const QJsonValue &step);

} // namespace pw::ui

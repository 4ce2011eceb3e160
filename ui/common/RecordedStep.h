#pragma once

#include <QJsonValue>
#include <QUndoCommand>

namespace pw::ui {

// A step of a tab's history that can be written down, so an autosave keeps the history and not
// only the position: the step in the tab's own words (a rotation, a position, a recorded move),
// enough for the tab to make the same step again from the state before it.
class RecordedStep : public QUndoCommand
{
public:
    using QUndoCommand::QUndoCommand;
    virtual QJsonValue toJson() const = 0;
};

} // namespace pw::ui

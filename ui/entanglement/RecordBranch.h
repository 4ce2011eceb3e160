#pragma once

#include "core/entanglement/EntanglementState.h"

#include <QJsonObject>

#include <optional>

namespace pw::ui {
class Midend;
}

namespace pw::ui::entanglement {

// A practice branch played on from a middle move of a record (or of a reviewed game), and the
// whole record it left. The branch starts with a jump on the midend's history, and a file is
// built from the last jump: without this, Save would write the branch's few moves over the
// record's file. While the branch is on screen (its jump done, not undone) Save writes the record
// kept here; "Save Branch As…" writes the branch to a file of its own.
//
// The branch is told by its entry on the history (its index and the state it jumped to), so an
// Undo past it, or a different entry in its place, ends it without the tab telling this class.
class RecordBranch
{
public:
    // The branch's jump was just pushed on `midend`'s history, from `record` (the whole game,
    // helped or not as `recordAssisted` says). A branch of a branch keeps the first record: that
    // is the file's game.
    void started(const Midend &midend, const pw::entanglement::EntanglementState &record,
                 bool recordAssisted);
    // A new, opened or restored game: no branch.
    void forget() { m_branch.reset(); }

    // Whether the branch's jump is on the history, done.
    bool isOn(const Midend &midend) const;
    // Whether an Undo just took the branch's jump back: the record is on screen again.
    bool wasJustLeft(const Midend &midend) const;
    // The record the branch left, as its file holds it, and whether it was helped.
    const pw::entanglement::EntanglementState &record() const { return m_branch->record; }
    bool recordAssisted() const { return m_branch->recordAssisted; }
    // The move of the record the branch continues from.
    int fromMove() const;

    // For the autosave: the branch, or an empty object for none; and reading it back (nothing
    // when the object is empty or does not read).
    QJsonObject toJson() const;
    void fromJson(const QJsonObject &object);

private:
    // The branch's jump is the history's entry it was pushed as (done or undone).
    bool jumpIsOnHistory(const Midend &midend) const;

    struct Branch
    {
        pw::entanglement::EntanglementState record;
        bool recordAssisted = false;
        int entry = 0; // the history's index just after the branch's jump
        pw::entanglement::EntanglementState start; // the state the jump put on screen
    };
    std::optional<Branch> m_branch;
};

} // namespace pw::ui::entanglement

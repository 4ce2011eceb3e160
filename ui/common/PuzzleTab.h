#pragma once

#include "core/common/Expected.h"

#include <QWidget>

class QUndoStack;

namespace pw::ui {

class SolverRunner;
class StepPlayer;

// What every puzzle tab offers the shell: the same few verbs for all puzzles, the way the
// Portable Puzzle Collection's midend drives every game backend. The shell owns the menus,
// dialogs, recent files and the status bar; the tab owns its game, its view and its undo stack.
class PuzzleTab : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    // The envelope's "puzzle" value this tab opens: "noodles", "kanoodle", "entanglement",
    // "sliding".
    virtual QString puzzleKind() const = 0;
    // Translated tab title.
    virtual QString displayName() const = 0;
    // False only for a placeholder whose puzzle has not landed yet.
    virtual bool isPlayable() const { return true; }

    // One stack per tab; the shell puts it in its QUndoGroup. Never null.
    virtual QUndoStack *undoStack() const = 0;
    // Open/Save dialog filters, e.g. tr("Sliding puzzles (*.json *.txt)"); first is the default.
    virtual QStringList fileFilters() const = 0;
    // Whether this tab reads a file that carries no envelope (e.g. the sliding text format).
    virtual bool opensPlainFile(const QString &path) const
    {
        Q_UNUSED(path);
        return false;
    }

    // Shows the tab's own "new game" dialog and starts the game unless cancelled.
    virtual void newGame() = 0;
    virtual common::Status openFile(const QString &path) = 0;
    virtual common::Status saveFile(const QString &path) = 0;
    // Path of the open or last saved file; empty for a generated game.
    virtual QString filePath() const = 0;

    // Autosave: the game in progress in the tab's own file format, or empty when there is nothing
    // worth keeping; and putting such a snapshot back (the game then counts as unsaved, with no
    // file path). Tabs without autosave keep the defaults.
    virtual QByteArray snapshot() const { return {}; }
    virtual common::Status restoreSnapshot(const QByteArray &data)
    {
        Q_UNUSED(data);
        return common::Error {displayName(), {}, QStringLiteral("cannot restore games")};
    }

    // The tab's solver thread (shown in the status bar by the shell) and its step player; both
    // may be null when the tab has none.
    virtual SolverRunner *solverRunner() const { return nullptr; }
    virtual StepPlayer *stepPlayer() const { return nullptr; }

public slots:
    virtual void solve() { }
    virtual void hint() { }

signals:
    // A short message for the status bar.
    void statusMessage(const QString &message);
    // The file path or the "has a game" state changed (the shell updates titles and actions).
    void documentChanged();
};

} // namespace pw::ui

#pragma once

#include <QObject>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace pw::ui {

class Midend;

// The lock tools of the Noodles board, as Net has them: lock every tile, unlock every tile, lock
// the row, the column or the whole noodle network of a tile. Each is an action with a key of its
// own (on the board only, so no key of the main window's menus is shadowed), gathered in one
// menu that serves both the side panel's button and the board's context menu. A tool's locks are
// the player's lock moves, played through the midend as one entry of the history, so undo,
// saving and the autosave keep them.
class NoodlesLockTools : public QObject
{
    Q_OBJECT
public:
    enum class Group { All, Row, Column, Network };

    // `board` gets the actions, so their keys work while it has the keyboard; `midend` holds the
    // game they lock.
    NoodlesLockTools(QWidget *board, Midend *midend, QObject *parent = nullptr);

    // Asked before a tool acts (the tab leaves a step-through, refuses a solved game).
    void setMayAct(std::function<bool()> mayAct) { m_mayAct = std::move(mayAct); }

    QMenu *menu() const { return m_menu; }
    // The menu at `globalPos` for the tile `cell` (the one under the pointer, or the cursor's).
    void popUp(int cell, const QPoint &globalPos);
    // The tile the row, column and network tools act on when chosen by key or from the side
    // panel: the board's cursor.
    void setCursorCell(int cell) { m_cursorCell = cell; }

    // Locks the group around `cell`, or unlocks it when every tile of it is locked already.
    void lockGroup(Group group, int cell);
    void unlockAll();

signals:
    void statusMessage(const QString &message);

private:
    QAction *addTool(const QString &text, const QKeySequence &key, const char *name);
    void apply(const std::vector<int> &cells, bool lock, const QString &text);

    QWidget *m_board;
    Midend *m_midend;
    std::function<bool()> m_mayAct;
    QMenu *m_menu;
    int m_cursorCell = 0;
    int m_menuCell = -1; // while the context menu is open: the tile it was opened on
    // The position the last "N tiles locked." was said for; nothing once it has moved on.
    std::optional<quint64> m_saidAt;
};

} // namespace pw::ui

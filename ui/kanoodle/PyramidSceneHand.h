#pragma once

#include "ui/kanoodle/PyramidHand.h"

#include <QObject>

#include <functional>

namespace pw::ui::kanoodle {

class KanoodleBoardView;
class PyramidScene;

// Playing pieces in the 3D view: a piece chosen in the tray is held as soon as the pointer moves
// over the pyramid (or an arrow key is pressed there), a placed piece by a click on it; its ghost
// follows the pointer (PyramidHand chooses it), the wheel, R / Shift+R and Tab turn it through
// the ways that fit there, F mirrors it, arrows move it, and a click or Enter puts it down: a
// piece from the tray as the view's placeRequested, a lifted one as its moveRequested (one step
// of the history either way, like the layer view's). Esc or a right click puts it back. A held
// piece is let go whenever the board changes under it (undo, a job's answer) or another piece is
// chosen in the tray (which is then held at the same ball).
class PyramidSceneHand : public QObject
{
    Q_OBJECT
public:
    // `say`: shows a line in the status bar (the keys while a piece is held, why it cannot turn).
    PyramidSceneHand(PyramidScene *scene, KanoodleBoardView *view,
                     std::function<void(const QString &)> say, QObject *parent);

    const PyramidHand &hand() const { return m_hand; }

    // What the scene reports; each returns whether it used the event.
    void pointerMoved(QPointF pixel);
    bool click(QPointF pixel);
    bool rightClick();
    bool wheel(int steps);
    bool key(int key, Qt::KeyboardModifiers modifiers);
    bool claimsKey(int key) const;

signals:
    void placeRequested(int placement);
    void moveRequested(int piece, int placement);
    void removeRequested(int piece);

private:
    // Lets go of a piece the board or the tray no longer agrees with, and holds the piece chosen
    // in the tray; false when nothing is held then.
    // take: hold the tray's choice if nothing is held (the pointer or a key in the 3D view).
    bool follow(bool take);
    void takeFromTray(int piece);
    void drop();
    void putBack();
    void show();
    void sayHowToHandle();
    QPointF screen(int cell) const;

    PyramidScene *m_scene;
    KanoodleBoardView *m_view;
    std::function<void(const QString &)> m_say;
    PyramidHand m_hand;
    int m_chosen = -1; // the tray's choice when last looked at
};

} // namespace pw::ui::kanoodle

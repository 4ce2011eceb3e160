#include "ui/kanoodle/PyramidSceneHand.h"

#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/PyramidScene.h"

#include <QCoreApplication>
#include <QKeyEvent>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

PyramidSceneHand::PyramidSceneHand(PyramidScene *scene, KanoodleBoardView *view,
                                   std::function<void(const QString &)> say, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
    , m_view(view)
    , m_say(std::move(say))
{
    scene->onPointerMoved = [this](QPointF pixel) { pointerMoved(pixel); };
    scene->onClick = [this](QPointF pixel) { return click(pixel); };
    scene->onRightClick = [this] { return rightClick(); };
    scene->onWheel = [this](int steps) { return wheel(steps); };
    scene->claimsKey = [this](int key) { return claimsKey(key); };
    // The board changed, or the tray's choice: a held piece that no longer fits them goes.
    connect(view, &KanoodleBoardView::previewChanged, this, [this] { follow(false); });
}

QPointF PyramidSceneHand::screen(int cell) const
{
    return m_scene->ballPixel(cell);
}

bool PyramidSceneHand::follow(bool take)
{
    const Position *position = m_view->position();
    const bool playable
        = position && position->board().kind() == BoardKind::Pyramid && m_view->isInteractive();
    const int chosen = playable ? m_view->selectedPiece() : -1;
    const bool newChoice = chosen != m_chosen;
    m_chosen = chosen;
    if (m_hand.holding()) {
        if (!playable || !(*position == m_hand.origin())) {
            m_hand.release();
        } else if (newChoice && chosen >= 0 && chosen != m_hand.piece()) {
            // Another piece chosen in the tray takes the held one's place, at the same ball.
            const int spot = m_hand.spot();
            m_hand.release();
            takeFromTray(chosen);
            if (spot >= 0)
                m_hand.showNear(
                    spot, [this](int cell) { return screen(cell); }, m_scene->visibleBalls());
        } else if (m_hand.liftedFrom() < 0 && chosen != m_hand.piece()) {
            m_hand.release(); // the tray's choice was dropped (Esc in the layer view)
        }
    }
    if (take && !m_hand.holding() && chosen >= 0)
        takeFromTray(chosen);
    show();
    return m_hand.holding();
}

void PyramidSceneHand::takeFromTray(int piece)
{
    m_hand.take(*m_view->position(), piece);
    if (m_hand.holding())
        sayHowToHandle();
}

void PyramidSceneHand::sayHowToHandle()
{
    // Short enough for the status bar beside the game ID at 1100 pixels.
    m_say(tr("%1 held: click or Enter puts it down, wheel or R/Shift+R turns, F mirrors, arrows "
             "move, Esc or right click puts back")
              .arg(pieceDisplayName(m_hand.piece())));
}

void PyramidSceneHand::show()
{
    m_scene->setHeld(m_hand.ghost(), m_hand.liftedFrom() >= 0 ? m_hand.piece() : -1);
    m_view->setHeldGhost(m_hand.ghost());
}

void PyramidSceneHand::pointerMoved(QPointF pixel)
{
    if (!follow(true))
        return;
    const int cell = m_scene->ballAt(pixel, m_hand.board().emptyCells());
    if (cell >= 0 && m_hand.moveTo(cell, pixel, [this](int c) { return screen(c); }))
        show();
}

bool PyramidSceneHand::click(QPointF pixel)
{
    if (follow(true)) {
        const bool shown = m_hand.ghost() >= 0;
        pointerMoved(pixel); // the ghost is where the click is
        if (shown)
            drop();
        return true; // a first click without a pointer move before it only shows the ghost
    }
    // Nothing held: a click on a placed piece lifts it (a given one: the view says why not).
    const Position *position = m_view->position();
    if (!position || position->board().kind() != BoardKind::Pyramid || !m_view->isInteractive())
        return false;
    const int cell = m_scene->ballAt(pixel, position->filled());
    if (cell < 0 || ((m_view->givenPieces() >> *pieceIndexOfLetter(position->at(cell))) & 1U))
        return false;
    if (!m_hand.lift(*position, cell))
        return false;
    show();
    sayHowToHandle();
    return true;
}

bool PyramidSceneHand::rightClick()
{
    if (!m_hand.holding())
        return false;
    putBack();
    return true;
}

bool PyramidSceneHand::wheel(int steps)
{
    if (!follow(true) || m_hand.ghost() < 0)
        return false;
    if (!m_hand.turn(steps))
        m_say(tr("%1 fits only this way here").arg(pieceDisplayName(m_hand.piece())));
    show();
    return true;
}

bool PyramidSceneHand::claimsKey(int key) const
{
    return key == Qt::Key_Escape && m_hand.holding();
}

bool PyramidSceneHand::key(int key, Qt::KeyboardModifiers modifiers)
{
    modifiers &= ~Qt::KeypadModifier;
    // Shift+letter and the rest go to the board view (they choose pieces, move its cursor).
    if ((modifiers & ~Qt::ShiftModifier) != 0 || !follow(true))
        return false;
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool shown = m_hand.ghost() >= 0;
    const auto screenOf = [this](int cell) { return screen(cell); };
    const QString piece = pieceDisplayName(m_hand.piece());
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        if (!shown) {
            // The first arrow shows the piece at the board view's cursor (or the nearest ball
            // it fits).
            if (!m_hand.showNear(m_view->cursorCell(), screenOf, m_scene->visibleBalls()))
                m_say(tr("No room for %1 on the pyramid").arg(piece));
        } else {
            const QPointF direction = key == Qt::Key_Left ? QPointF(-1, 0)
                : key == Qt::Key_Right                    ? QPointF(1, 0)
                : key == Qt::Key_Up                       ? QPointF(0, -1)
                                                          : QPointF(0, 1);
            if (!m_hand.step(direction, screenOf, m_scene->visibleBalls()))
                m_say(tr("%1 fits nowhere further that way").arg(piece));
        }
        show();
        return true;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!shown)
            return false;
        drop();
        return true;
    case Qt::Key_Escape:
        putBack();
        return true;
    case Qt::Key_R:
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        if (!shown)
            return false;
        if (!m_hand.turn(shift || key == Qt::Key_Backtab ? -1 : 1))
            m_say(tr("%1 fits only this way here").arg(piece));
        show();
        return true;
    case Qt::Key_F:
        if (!shown || shift)
            return false; // Shift+F chooses piece F
        if (!m_hand.mirror())
            m_say(tr("The mirror image of %1 does not fit here").arg(piece));
        show();
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: {
        if (m_hand.liftedFrom() < 0)
            return false;
        const int lifted = m_hand.piece();
        m_hand.release();
        show();
        emit removeRequested(lifted);
        return true;
    }
    default:
        return false;
    }
}

void PyramidSceneHand::drop()
{
    const int placement = m_hand.ghost();
    const int lifted = m_hand.liftedFrom();
    const int piece = m_hand.piece();
    m_hand.release();
    show();
    if (placement < 0)
        return;
    if (lifted < 0)
        emit placeRequested(placement);
    else if (placement != lifted) // put down where it was: no move
        emit moveRequested(piece, placement);
}

void PyramidSceneHand::putBack()
{
    const bool fromTray = m_hand.liftedFrom() < 0;
    m_hand.release();
    show();
    if (fromTray) {
        // The tray's choice goes too, as Esc does in the layer view.
        QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
        QCoreApplication::sendEvent(m_view, &escape);
    }
}

} // namespace pw::ui::kanoodle

#include "ui/noodles/NoodlesLockTools.h"

#include "core/noodles/LockTools.h"
#include "ui/common/Midend.h"
#include "ui/noodles/NoodlesMessages.h"

#include <QAction>
#include <QMenu>
#include <QScopedValueRollback>
#include <QTimer>
#include <QWidget>

namespace pw::ui {

NoodlesLockTools::NoodlesLockTools(QWidget *board, Midend *midend, QObject *parent)
    : QObject(parent)
    , m_board(board)
    , m_midend(midend)
    , m_menu(new QMenu(board))
{
    m_menu->setObjectName(QStringLiteral("noodlesLockMenu"));
    // Plain letters: the main window's menus use only Ctrl and function keys, so none of these
    // shadows one of them; they act on the board only (Qt::WidgetShortcut).
    const auto tile = [this] { return m_menuCell >= 0 ? m_menuCell : m_cursorCell; };
    connect(addTool(tr("Lock &All Tiles"), QKeySequence(Qt::Key_L), "noodlesLockAll"),
            &QAction::triggered, this, [this, tile] { lockGroup(Group::All, tile()); });
    connect(addTool(tr("&Unlock All Tiles"), QKeySequence(Qt::Key_U), "noodlesUnlockAll"),
            &QAction::triggered, this, &NoodlesLockTools::unlockAll);
    m_menu->addSeparator();
    connect(addTool(tr("Lock the &Row"), QKeySequence(Qt::Key_R), "noodlesLockRow"),
            &QAction::triggered, this, [this, tile] { lockGroup(Group::Row, tile()); });
    connect(addTool(tr("Lock the &Column"), QKeySequence(Qt::Key_C), "noodlesLockColumn"),
            &QAction::triggered, this, [this, tile] { lockGroup(Group::Column, tile()); });
    connect(addTool(tr("Lock the &Network"), QKeySequence(Qt::Key_N), "noodlesLockNetwork"),
            &QAction::triggered, this, [this, tile] { lockGroup(Group::Network, tile()); });
    // However the menu closes (a tool chosen, Esc, a click elsewhere), the keys go back to the
    // board: the side panel's button would keep them otherwise. Queued, so the menu's own
    // handling of the closing click or key ends first.
    connect(m_menu, &QMenu::aboutToHide, this, [this] {
        QTimer::singleShot(0, m_board, [board = m_board] {
            if (board->isVisible())
                board->setFocus(Qt::OtherFocusReason);
        });
    });
    // "154 tiles unlocked." is about the move just played: once Undo (or anything else) moves
    // the position away from it, it is no longer true, so it goes.
    connect(m_midend, &Midend::positionMoved, this, [this] {
        if (m_saidAt && *m_saidAt != m_midend->positionStamp()) {
            m_saidAt.reset();
            emit statusMessage({});
        }
    });
}

QAction *NoodlesLockTools::addTool(const QString &text, const QKeySequence &key, const char *name)
{
    auto *action = new QAction(text, this);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(key);
    action->setShortcutContext(Qt::WidgetShortcut);
    m_board->addAction(action);
    m_menu->addAction(action);
    return action;
}

void NoodlesLockTools::popUp(int cell, const QPoint &globalPos)
{
    // exec() returns after the chosen action has triggered: until then the tools act on `cell`.
    const QScopedValueRollback menuCell(m_menuCell, cell);
    m_menu->exec(globalPos);
}

void NoodlesLockTools::lockGroup(Group group, int cell)
{
    if (m_midend->state().isNull() || (m_mayAct && !m_mayAct()))
        return;
    const auto &board = m_midend->state().as<noodles::Board>();
    if (cell < 0 || cell >= board.cellCount())
        return;
    std::vector<int> cells;
    QString lockText, unlockText;
    switch (group) {
    case Group::All:
        cells = noodles::allTiles(board);
        lockText = tr("Lock all tiles");
        unlockText = tr("Unlock all tiles");
        break;
    case Group::Row:
        cells = noodles::rowOf(board, cell);
        lockText = tr("Lock row");
        unlockText = tr("Unlock row");
        break;
    case Group::Column:
        cells = noodles::columnOf(board, cell);
        lockText = tr("Lock column");
        unlockText = tr("Unlock column");
        break;
    case Group::Network:
        cells = noodles::networkOf(board, cell);
        lockText = tr("Lock network");
        unlockText = tr("Unlock network");
        break;
    }
    const bool lock = noodles::lockWanted(board, cells);
    apply(cells, lock, lock ? lockText : unlockText);
}

void NoodlesLockTools::unlockAll()
{
    if (m_midend->state().isNull() || (m_mayAct && !m_mayAct()))
        return;
    apply(noodles::allTiles(m_midend->state().as<noodles::Board>()), false,
          tr("Unlock all tiles"));
}

void NoodlesLockTools::apply(const std::vector<int> &cells, bool lock, const QString &text)
{
    const auto &board = m_midend->state().as<noodles::Board>();
    std::vector<common::GameMove> moves;
    for (const noodles::NoodlesMove &move : noodles::lockMoves(board, cells, lock))
        moves.push_back(common::GameMove::of(move));
    if (moves.empty())
        return;
    const int count = static_cast<int>(moves.size());
    m_saidAt.reset();
    if (const common::Status refused = m_midend->play(moves, text)) {
        emit statusMessage(refused->reason);
        return;
    }
    emit statusMessage(NoodlesMessages::locksChanged(count, lock));
    m_saidAt = m_midend->positionStamp();
}

} // namespace pw::ui

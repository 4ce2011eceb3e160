#include "ui/noodles/NoodlesCommands.h"

#include "ui/noodles/NoodlesTab.h"

namespace pw::ui {

NoodlesRotateCommand::NoodlesRotateCommand(NoodlesTab *tab, int cell, int steps)
    : m_tab(tab)
    , m_cell(cell)
    , m_steps(steps)
{
    setText(steps > 0 ? NoodlesTab::tr("Rotate clockwise")
                      : NoodlesTab::tr("Rotate counter-clockwise"));
}

void NoodlesRotateCommand::redo()
{
    m_tab->applyRotation(m_cell, m_steps, 1);
}

void NoodlesRotateCommand::undo()
{
    m_tab->applyRotation(m_cell, -m_steps, -1);
}

NoodlesLockCommand::NoodlesLockCommand(NoodlesTab *tab, int cell, bool lock)
    : m_tab(tab)
    , m_cell(cell)
    , m_lock(lock)
{
    setText(lock ? NoodlesTab::tr("Lock piece") : NoodlesTab::tr("Unlock piece"));
}

void NoodlesLockCommand::redo()
{
    m_tab->applyLock(m_cell, m_lock);
}

void NoodlesLockCommand::undo()
{
    m_tab->applyLock(m_cell, !m_lock);
}

NoodlesPositionCommand::NoodlesPositionCommand(NoodlesTab *tab, const QString &text,
                                               Position before, Position after)
    : m_tab(tab)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(text);
}

void NoodlesPositionCommand::redo()
{
    m_tab->applyPosition(m_after.tiles, m_after.locked);
}

void NoodlesPositionCommand::undo()
{
    m_tab->applyPosition(m_before.tiles, m_before.locked);
}

} // namespace pw::ui

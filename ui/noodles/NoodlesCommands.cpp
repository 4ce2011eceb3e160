#include "ui/noodles/NoodlesCommands.h"

#include "ui/noodles/NoodlesTab.h"

#include <QJsonArray>
#include <QJsonObject>

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

QJsonValue NoodlesRotateCommand::toJson() const
{
    return QJsonObject {{QStringLiteral("rotate"), m_cell}, {QStringLiteral("by"), m_steps}};
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

QJsonValue NoodlesLockCommand::toJson() const
{
    return QJsonObject {{QStringLiteral("lock"), m_cell}, {QStringLiteral("on"), m_lock}};
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

QJsonValue NoodlesPositionCommand::toJson() const
{
    return positionToJson(m_after);
}

NoodlesPositionCommand::Position NoodlesPositionCommand::positionOf(const noodles::Board &board)
{
    Position position;
    position.tiles = board.tiles();
    position.locked.resize(static_cast<std::size_t>(board.cellCount()));
    for (int cell = 0; cell < board.cellCount(); ++cell)
        position.locked[static_cast<std::size_t>(cell)] = board.isLocked(cell);
    return position;
}

QJsonObject NoodlesPositionCommand::positionToJson(const Position &position)
{
    QJsonArray tiles;
    QJsonArray locked;
    for (std::size_t cell = 0; cell < position.tiles.size(); ++cell) {
        tiles.append(position.tiles[cell]);
        locked.append(static_cast<bool>(position.locked[cell]));
    }
    return QJsonObject {{QStringLiteral("tiles"), tiles}, {QStringLiteral("locked"), locked}};
}

namespace {

bool isTurnOf(noodles::TileMask turned, noodles::TileMask piece, int directions)
{
    for (int steps = 0; steps < directions; ++steps) {
        if (noodles::rotateMask(piece, steps, directions) == turned)
            return true;
    }
    return false;
}

} // namespace

std::optional<NoodlesPositionCommand::Position>
NoodlesPositionCommand::positionFromJson(const noodles::Board &board, const QJsonObject &object)
{
    const QJsonArray tiles = object.value(QStringLiteral("tiles")).toArray();
    const QJsonArray locked = object.value(QStringLiteral("locked")).toArray();
    if (tiles.size() != board.cellCount() || locked.size() != board.cellCount())
        return std::nullopt;
    Position position;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const auto mask = static_cast<noodles::TileMask>(tiles.at(cell).toInt());
        if (!isTurnOf(mask, board.tile(cell), board.directions()))
            return std::nullopt;
        position.tiles.push_back(mask);
        position.locked.push_back(locked.at(cell).toBool());
    }
    return position;
}

RecordedStep *readNoodlesStep(NoodlesTab *tab, const QJsonValue &step)
{
    const noodles::Board &board = tab->board();
    const QJsonObject object = step.toObject();
    const auto cellAt = [&](const QString &key) {
        const int cell = object.value(key).toInt(-1);
        return cell < board.cellCount() ? cell : -1;
    };
    if (object.contains(QStringLiteral("rotate"))) {
        const int cell = cellAt(QStringLiteral("rotate"));
        const int steps = object.value(QStringLiteral("by")).toInt();
        return cell >= 0 && steps != 0 ? new NoodlesRotateCommand(tab, cell, steps) : nullptr;
    }
    if (object.contains(QStringLiteral("lock"))) {
        const int cell = cellAt(QStringLiteral("lock"));
        return cell >= 0 ? new NoodlesLockCommand(tab, cell,
                                                  object.value(QStringLiteral("on")).toBool())
                         : nullptr;
    }
    auto after = NoodlesPositionCommand::positionFromJson(board, object);
    if (!after)
        return nullptr;
    return new NoodlesPositionCommand(tab, {}, NoodlesPositionCommand::positionOf(board),
                                      std::move(*after));
}

} // namespace pw::ui

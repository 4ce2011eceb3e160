#include "ui/sliding/SlidingCommands.h"

#include "ui/sliding/SlidingTab.h"

#include <QJsonObject>

#include <algorithm>

namespace pw::ui {

namespace {

std::string inverse(const std::string &moves)
{
    std::string back(moves.rbegin(), moves.rend());
    for (char &c : back)
        c = sliding::directionLetter(sliding::opposite(*sliding::directionFromLetter(c)));
    return back;
}

} // namespace

SlideMovesCommand::SlideMovesCommand(SlidingTab *tab, std::string moves)
    : m_tab(tab)
    , m_moves(std::move(moves))
{
    setText(m_moves.size() == 1 ? SlidingTab::tr("Slide")
                                : SlidingTab::tr("Slide %n tiles", nullptr, int(m_moves.size())));
}

void SlideMovesCommand::redo()
{
    m_tab->playMoves(m_moves, int(m_moves.size()));
}

void SlideMovesCommand::undo()
{
    m_tab->playMoves(inverse(m_moves), -int(m_moves.size()));
}

QJsonValue SlideMovesCommand::toJson() const
{
    return QJsonObject {{QStringLiteral("slide"), QString::fromStdString(m_moves)}};
}

ReplaceBoardCommand::ReplaceBoardCommand(SlidingTab *tab, const sliding::Board &after,
                                         const QString &text)
    : m_tab(tab)
    , m_before(tab->document())
    , m_after {after, {}}
    , m_movesBefore(tab->moveCount())
{
    setText(text);
}

void ReplaceBoardCommand::redo()
{
    m_tab->replaceDocument(m_after, 0);
}

void ReplaceBoardCommand::undo()
{
    m_tab->replaceDocument(m_before, m_movesBefore);
}

QJsonValue ReplaceBoardCommand::toJson() const
{
    return QJsonObject {{QStringLiteral("replace"), sliding::toJson(m_after)}};
}

RecordedStep *readSlidingStep(SlidingTab *tab, const QJsonValue &step)
{
    const QJsonObject object = step.toObject();
    if (object.contains(QStringLiteral("slide"))) {
        const std::string moves = object.value(QStringLiteral("slide")).toString().toStdString();
        sliding::Board check = tab->board();
        if (moves.empty() || check.applyMoves(moves) >= 0)
            return nullptr;
        return new SlideMovesCommand(tab, moves);
    }
    const auto replaced = sliding::parseJsonDocument(
        object.value(QStringLiteral("replace")).toObject(), SlidingTab::tr("autosave"));
    if (!replaced || !replaced->moves.empty())
        return nullptr;
    return new ReplaceBoardCommand(tab, replaced->start, {});
}

} // namespace pw::ui

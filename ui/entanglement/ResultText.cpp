#include "ui/entanglement/ResultText.h"

#include "core/entanglement/Game.h"

#include <QLocale>

namespace pw::ui::entanglement {

QString ResultText::of(const pw::entanglement::Game &game, const QString &gameId,
                       std::optional<QDate> daily, bool helped)
{
    // The date in the words of the language shown, short, the way a person writes it.
    const QString which = daily
        ? tr("Today's Puzzle %1").arg(QLocale().toString(*daily, QStringLiteral("d MMM yyyy")))
        : gameId;
    const QString tiles = tr("%n tile(s)", "tiles placed, in a shared result",
                             static_cast<int>(game.moves().size()));
    // One sentence each, so a language orders its parts as it needs; the points are the one
    // count the sentence itself counts.
    if (helped)
        return tr("Entanglement · %1 · %n point(s) · %2 · with help", nullptr, game.score())
            .arg(which, tiles);
    return tr("Entanglement · %1 · %n point(s) · %2", nullptr, game.score()).arg(which, tiles);
}

} // namespace pw::ui::entanglement

#pragma once

#include <QString>

namespace pw::ui {

// The words Game ▸ Statistics shows for a size or level: the puzzle's back end names the key in
// the language of the moment (statisticsCategoryLabel), so a game played in German reads in
// English in an English window. A key no back end names (another version's) shows what was
// stored with it (an earlier version's words, in the language played in), or the key itself.
QString categoryLabel(const QString &puzzle, const QString &key, const QString &stored);

} // namespace pw::ui

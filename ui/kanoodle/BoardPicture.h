#pragma once

#include "core/kanoodle/Catalog.h"
#include "core/kanoodle/Position.h"

#include <QImage>
#include <QSize>

namespace pw::ui::kanoodle {

// Small pictures of Kanoodle positions for lists (the catalog's): the board alone, drawn by the
// board view's own painting (the pyramid as its six layers), scaled to fit and centred.
QImage boardPicture(const pw::kanoodle::Position &position, QSize size);

// The start of a numbered puzzle. Drawn once per puzzle and size, then kept: a numbered puzzle's
// start never changes, and the list is filled again at every change of board.
QImage catalogPicture(const pw::kanoodle::CatalogEntry &entry, QSize size);

} // namespace pw::ui::kanoodle

#pragma once

#include "core/common/Expected.h"
#include "core/noodles/Board.h"

#include <QString>

namespace pw::noodles {

// Simon Tatham's Net, whose puzzle Noodles plays on square boards, names a game by an ID of its
// own (docs/noodles.md, "Net's game IDs"):
//   WxH[w][bP][a]:DESC      as Net's Game ▸ Specific… shows it (H is W when "xH" is left out;
//                           w wrapping; bP, a: its generator's barrier rate and "not unique",
//                           which a description does not need)
//   DESC                    per tile, rows top first, one hexadecimal digit of the tile's arms
//                           (right 1, up 2, left 4, down 8), then 'v' for a barrier on its right
//                           and 'h' for one below it
// The source is the middle tile (column W / 2, row H / 2, counted from 0), as in Net. A seed ID
// of Net's (WxH#SEED) names a puzzle only Net's own generator makes, so it is refused with the
// way to its description. "net:" may come first, so an ID can say which puzzle it is.

// True when `text` has the shape of a Net ID (a size first, then ':' or '#'), so no Noodles ID
// ("noodles:…") is ever taken for one.
bool looksLikeNetGameId(const QString &text);

// The board a Net ID describes, or why it cannot be played here (the character and the reason:
// a blank or four-way tile, a size Noodles has not, a seed ID).
common::Expected<Board> boardFromNetGameId(const QString &id);

// The ID Net plays the board by: its tiles as they are turned now and its barriers (locks and
// marks are notes, Net's IDs keep none). Only square boards: Net has no hexes. Net puts the
// source in the middle; where the board's is elsewhere, Net lights the same puzzle from there.
common::Expected<QString> netGameId(const Board &board);

} // namespace pw::noodles

#pragma once

#include "core/kanoodle/Board.h"

namespace pw::kanoodle {

// One thing a Kanoodle player does: put a piece on the board, covering exactly `cells`, or take
// a piece off. As JSON: {"place": "A", "cells": [state indexes...]} or {"remove": "A"}, pieces by
// their letters and cells by their places in the 56-character state (docs/kanoodle.md), so a move reads
// the same on every version whatever order the board lists its placements in.
struct KanoodleMove
{
    enum class Kind { Place, Remove };
    Kind kind = Kind::Place;
    int piece = 0;
    CellMask cells = 0; // Place

    static KanoodleMove place(int piece, CellMask cells) { return {Kind::Place, piece, cells}; }
    static KanoodleMove remove(int piece) { return {Kind::Remove, piece, 0}; }

    friend bool operator==(const KanoodleMove &, const KanoodleMove &) = default;
};

} // namespace pw::kanoodle

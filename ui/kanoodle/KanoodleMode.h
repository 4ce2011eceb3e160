#pragma once

#include "core/kanoodle/Board.h"

namespace pw::ui::kanoodle {

// Which Kanoodle puzzle is played; also the index of each in the tab's and the New dialog's
// mode boxes, which list them in this order.
enum class KanoodleMode { Flat, Sliding, Pyramid };

inline KanoodleMode modeOf(pw::kanoodle::BoardKind kind)
{
    using pw::kanoodle::BoardKind;
    return kind == BoardKind::Pyramid ? KanoodleMode::Pyramid
        : kind == BoardKind::Sliding  ? KanoodleMode::Sliding
                                      : KanoodleMode::Flat;
}

} // namespace pw::ui::kanoodle

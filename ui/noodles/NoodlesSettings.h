#pragma once

#include "core/noodles/Generator.h"
#include "core/noodles/Rating.h"

#include <QCoreApplication>

#include <optional>

namespace pw::ui {

// What the Noodles tab remembers between runs (QSettings group "noodles"): the New dialog's last
// board and the level it asked for, so the next New starts from them.
struct NoodlesSettings
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::NoodlesSettings)

public:
    // The last generator options; a size the generator refuses (a hand-edited "width=-5") gives
    // the default board instead, with a storage note saying why, so the tab is never left blank
    // on "Generating a puzzle…".
    static noodles::GeneratorOptions generatorOptions();
    // Keeps options, with the seed after theirs as the next one the dialog offers.
    static void setGeneratorOptions(const noodles::GeneratorOptions &options);
    // The level last asked for; none for "any".
    static std::optional<noodles::DifficultyLevel> level();
    static void setLevel(std::optional<noodles::DifficultyLevel> level);
};

} // namespace pw::ui

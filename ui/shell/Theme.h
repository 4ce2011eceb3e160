#pragma once

#include <QString>

namespace pw::ui {

// The colour scheme: follow the system, or force light or dark (Fusion style with our palette,
// so the choice looks the same on every desktop). Kept in QSettings under "view/theme".
enum class Theme { System, Light, Dark };

Theme savedTheme();
void applyTheme(Theme theme);
// Applies and remembers.
void chooseTheme(Theme theme);

} // namespace pw::ui

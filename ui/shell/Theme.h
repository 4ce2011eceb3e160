#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace pw::ui {

// The colour scheme: follow the system, or force light, dark or high contrast (Fusion style with
// our palette, so the choice looks the same on every desktop). Kept in QSettings under
// "view/theme". The boards take their colours from the palette, so each of them reads in all.
enum class Theme { System, Light, Dark, HighContrast };

Theme savedTheme();
// The scheme applied last (System before any): what the View menu ticks, whether it came from the
// settings or from the command line's --theme.
Theme currentTheme();
void applyTheme(Theme theme);
// Applies and remembers.
void chooseTheme(Theme theme);

// The names the settings and the command line use: system, light, dark, high-contrast.
QStringList themeNames();
std::optional<Theme> themeNamed(const QString &name);

} // namespace pw::ui

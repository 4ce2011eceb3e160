#pragma once

#include <QColor>
#include <QString>

#include <initializer_list>

namespace pw::ui {

// WCAG 2's measures of how far apart two colours read, and a way to move a colour until it
// reads apart from what it is drawn on. The boards take their colours from the palette (light,
// dark, high contrast), so a colour chosen for one scheme is checked here against the
// background it really gets.

// What WCAG 2.1 asks of the parts of a picture one must see to use it (non-text contrast, 1.4.11):
// a piece, a hole, a lock, a preview against what surrounds it.
inline constexpr double nonTextContrast = 3.0;
// What WCAG 2.1 asks of ordinary text (1.4.3): a board's own messages.
inline constexpr double textContrast = 4.5;

// WCAG 2 relative luminance of an sRGB colour (its alpha ignored): 0 for black, 1 for white.
double relativeLuminance(const QColor &colour);

// WCAG 2 contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 (the same) to 21
// (black on white). Alpha is ignored: blend a translucent colour first.
double contrastRatio(const QColor &a, const QColor &b);

// What a translucent `over` looks like painted on the opaque `under` (source-over).
QColor blended(const QColor &over, const QColor &under);

// `colour` itself when it reaches `ratio` against every background; else the colour of the same
// hue and saturation whose HSL lightness is nearest to it and does (darker or lighter, whichever
// is the smaller change); black or white, whichever contrasts more with the worst background,
// when no lightness reaches it. Its alpha is kept.
QColor withContrast(const QColor &colour, std::initializer_list<QColor> backgrounds,
                    double ratio = nonTextContrast);
QColor withContrast(const QColor &colour, const QColor &background, double ratio = nonTextContrast);

// A style sheet's "color: …" for a text in `hue` (red for a problem, green for a good state) that
// reads as text on `background` (a widget's window colour in the scheme of the moment).
QString textColourStyle(const QColor &hue, const QColor &background);

} // namespace pw::ui

#include "ui/common/Contrast.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace pw::ui {

namespace {

double linear(int channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double worstContrast(const QColor &colour, std::initializer_list<QColor> backgrounds)
{
    double worst = 21.0;
    for (const QColor &background : backgrounds)
        worst = std::min(worst, contrastRatio(colour, background));
    return worst;
}

} // namespace

double relativeLuminance(const QColor &colour)
{
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.red()) + 0.7152 * linear(rgb.green()) + 0.0722 * linear(rgb.blue());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor blended(const QColor &over, const QColor &under)
{
    const double a = over.alphaF();
    const auto mix = [a](int top, int bottom) {
        return static_cast<int>(std::lround(top * a + bottom * (1.0 - a)));
    };
    const QColor o = over.toRgb();
    const QColor u = under.toRgb();
    return QColor(mix(o.red(), u.red()), mix(o.green(), u.green()), mix(o.blue(), u.blue()));
}

QColor withContrast(const QColor &colour, std::initializer_list<QColor> backgrounds, double ratio)
{
    if (worstContrast(colour, backgrounds) >= ratio)
        return colour;
    const QColor hsl = colour.toHsl();
    const float hue = hsl.hslHueF();
    const float saturation = hsl.hslSaturationF();
    const float lightness = hsl.lightnessF();
    // In steps of 1/512 of the lightness, out from the colour's own both ways: the first step
    // that reaches the ratio (checked on the 8-bit colour drawn) is the smallest change.
    constexpr int steps = 512;
    const auto at = [&](float l) {
        QColor c = QColor::fromHslF(hue, saturation, std::clamp(l, 0.0f, 1.0f)).toRgb();
        c.setAlpha(colour.alpha());
        return c;
    };
    for (int step = 1; step <= steps; ++step) {
        const float delta = static_cast<float>(step) / steps;
        std::optional<QColor> found;
        for (const float l : {lightness - delta, lightness + delta}) {
            if (l < 0.0f || l > 1.0f)
                continue;
            const QColor c = at(l);
            if (worstContrast(c, backgrounds) >= ratio) {
                found = c;
                break;
            }
        }
        if (found)
            return *found;
    }
    QColor black(Qt::black);
    QColor white(Qt::white);
    QColor best
        = worstContrast(black, backgrounds) >= worstContrast(white, backgrounds) ? black : white;
    best.setAlpha(colour.alpha());
    return best;
}

QColor withContrast(const QColor &colour, const QColor &background, double ratio)
{
    return withContrast(colour, {background}, ratio);
}

QString textColourStyle(const QColor &hue, const QColor &background)
{
    return QStringLiteral("color: %1").arg(withContrast(hue, background, textContrast).name());
}

} // namespace pw::ui

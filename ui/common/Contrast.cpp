#include "ui/common/Contrast.h"

#include <algorithm>
#include <cmath>
#include <compare>
#include <map>
#include <optional>
#include <vector>

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

namespace {

// The smallest change of lightness that reaches the ratio (withContrast without its shortcuts).
QColor searchLightness(const QColor &colour, std::initializer_list<QColor> backgrounds,
                       double ratio)
{
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

// What was asked of searchLightness: the boards ask the same few questions on every paint (a
// rim for each ball), and a search costs up to a thousand steps.
struct Question
{
    QRgb colour;
    std::vector<QRgb> backgrounds;
    double ratio;
    auto operator<=>(const Question &) const = default;
};

} // namespace

QColor withContrast(const QColor &colour, std::initializer_list<QColor> backgrounds, double ratio)
{
    if (worstContrast(colour, backgrounds) >= ratio)
        return colour;
    // Per thread, as painting is; a few dozen answers in practice, forgotten past a bound so a
    // caller with ever-new colours cannot grow it without end.
    thread_local std::map<Question, QColor> answers;
    Question question {colour.rgba(), {}, ratio};
    for (const QColor &background : backgrounds)
        question.backgrounds.push_back(background.rgba());
    if (const auto known = answers.find(question); known != answers.end())
        return known->second;
    if (answers.size() >= 1024)
        answers.clear();
    const QColor answer = searchLightness(colour, backgrounds, ratio);
    answers.emplace(std::move(question), answer);
    return answer;
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

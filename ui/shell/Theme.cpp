#include "ui/shell/Theme.h"

#include "ui/common/SettingsWrites.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace pw::ui {

namespace {

const QString settingsKey = QStringLiteral("view/theme");
// In the order of the enum.
const char *const names[] = {"system", "light", "dark", "high-contrast"};

Theme current = Theme::System;

QPalette darkPalette()
{
    QPalette p;
    const QColor window(45, 47, 50);
    const QColor base(30, 31, 34);
    const QColor text(225, 226, 228);
    const QColor disabled(120, 122, 125);
    const QColor highlight(64, 128, 200);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, highlight.lighter(130));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Midlight, window.lighter(125));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

// White on black, like the desktops' high-contrast schemes: text and lines at the full 21:1,
// the selection in yellow (with black text on it) and links in cyan, both far from black and
// from each other; the disabled text still over 4.5:1 on black.
QPalette highContrastPalette()
{
    QPalette p;
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor disabled(0xa0, 0xa0, 0xa0);
    const QColor yellow(0xff, 0xeb, 0x3b);
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase,
                      QPalette::ToolTipBase, QPalette::Button, QPalette::Shadow})
        p.setColor(role, black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ToolTipText,
                      QPalette::ButtonText, QPalette::BrightText, QPalette::Light})
        p.setColor(role, white);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Link, QColor(0x40, 0xe0, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xe0, 0x90, 0xff));
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    // Frames and bevels: Fusion draws them in these, so they show against black.
    p.setColor(QPalette::Midlight, QColor(0xd0, 0xd0, 0xd0));
    p.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Dark, QColor(0xc0, 0xc0, 0xc0));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

// What the platform gave us at start-up, to go back to "System".
struct SystemLook
{
    QString styleName;
    QPalette palette;
};

SystemLook &systemLook()
{
    static SystemLook look {QApplication::style()->name(), QApplication::palette()};
    return look;
}

} // namespace

QStringList themeNames()
{
    QStringList list;
    for (const char *name : names)
        list << QString::fromLatin1(name);
    return list;
}

std::optional<Theme> themeNamed(const QString &name)
{
    const qsizetype index = themeNames().indexOf(name);
    if (index < 0)
        return std::nullopt;
    return static_cast<Theme>(index);
}

Theme savedTheme()
{
    return themeNamed(QSettings().value(settingsKey).toString()).value_or(Theme::System);
}

Theme currentTheme()
{
    return current;
}

void applyTheme(Theme theme)
{
    const SystemLook &look = systemLook();
    current = theme;
    switch (theme) {
    case Theme::System:
        QApplication::setStyle(QStyleFactory::create(look.styleName));
        QApplication::setPalette(look.palette);
        break;
    case Theme::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        break;
    case Theme::HighContrast:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(highContrastPalette());
        break;
    }
}

void chooseTheme(Theme theme)
{
    SettingsWrites::write(settingsKey, QString::fromLatin1(names[static_cast<int>(theme)]));
    applyTheme(theme);
}

} // namespace pw::ui

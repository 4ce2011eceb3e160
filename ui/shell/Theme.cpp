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

Theme savedTheme()
{
    const QString value = QSettings().value(settingsKey).toString();
    if (value == QLatin1String("dark"))
        return Theme::Dark;
    if (value == QLatin1String("light"))
        return Theme::Light;
    return Theme::System;
}

void applyTheme(Theme theme)
{
    const SystemLook &look = systemLook();
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
    }
}

void chooseTheme(Theme theme)
{
    static const char *const names[] = {"system", "light", "dark"};
    SettingsWrites::write(settingsKey, QString::fromLatin1(names[static_cast<int>(theme)]));
    applyTheme(theme);
}

} // namespace pw::ui

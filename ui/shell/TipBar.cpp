#include "ui/shell/TipBar.h"

#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SettingsWrites.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QToolButton>

namespace pw::ui {

namespace {

QString settingsKey(const QString &puzzle)
{
    return QStringLiteral("tips/dismissed/") + puzzle;
}

} // namespace

TipBar::TipBar(QWidget *parent)
    : QWidget(parent)
    // A room of two lines whatever the tip (a longer one scrolls): a window laid out for one
    // tab's tip kept that height when another tab's tip took more or fewer lines, cutting a
    // line off or leaving one blank, and the board moved with every tab switch.
    , m_text(new ScrollingRoomLabel(2, this))
{
    setObjectName(QStringLiteral("tipBar"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    m_text->setObjectName(QStringLiteral("tipText"));
    m_text->setForegroundRole(QPalette::ToolTipText);
    m_text->setWordWrap(true);
    auto *close = new QToolButton(this);
    close->setObjectName(QStringLiteral("tipClose"));
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss this tip"));
    close->setAccessibleName(tr("Dismiss the tip"));
    connect(close, &QToolButton::clicked, this, &TipBar::dismiss);
    auto *layout = new QHBoxLayout(this);
    // No margin above or below: the two lines themselves leave room enough round the text.
    layout->setContentsMargins(8, 0, 2, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(close);
    hide();
}

bool TipBar::wasDismissed(const QString &puzzle)
{
    return QSettings().value(settingsKey(puzzle), false).toBool();
}

void TipBar::offer(const QString &puzzle, const QString &tip)
{
    m_puzzle = puzzle;
    m_text->setText(tip);
    setVisible(!tip.isEmpty() && !wasDismissed(puzzle));
}

void TipBar::dismiss()
{
    SettingsWrites::write(settingsKey(m_puzzle), true);
    hide();
}

} // namespace pw::ui

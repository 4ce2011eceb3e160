#include "ui/shell/TipBar.h"

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
    , m_text(new QLabel(this))
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
    layout->setContentsMargins(8, 2, 2, 2);
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

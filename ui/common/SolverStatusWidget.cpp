#include "ui/common/SolverStatusWidget.h"

#include "ui/common/SolverRunner.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

namespace pw::ui {

namespace {

// Counter names the solvers use, listed so lupdate offers them for translation.
[[maybe_unused]] const char *const knownCounters[] = {
    QT_TRANSLATE_NOOP("SolverCounter", "nodes"),
    QT_TRANSLATE_NOOP("SolverCounter", "expanded"),
    QT_TRANSLATE_NOOP("SolverCounter", "open"),
    QT_TRANSLATE_NOOP("SolverCounter", "bound"),
    QT_TRANSLATE_NOOP("SolverCounter", "depth"),
    QT_TRANSLATE_NOOP("SolverCounter", "backtracks"),
    QT_TRANSLATE_NOOP("SolverCounter", "solutions"),
    QT_TRANSLATE_NOOP("SolverCounter", "steps"),
    QT_TRANSLATE_NOOP("SolverCounter", "games"),
    QT_TRANSLATE_NOOP("SolverCounter", "memory MiB"),
};

} // namespace

SolverStatusWidget::SolverStatusWidget(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_bar->setMaximumWidth(160);
    m_bar->setTextVisible(false);
    m_cancel->setToolTip(tr("Stop the running solver"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_runner)
            m_runner->cancel();
    });
    updateVisibility();
}

void SolverStatusWidget::setRunner(SolverRunner *runner)
{
    for (const auto &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_runner = runner;
    if (runner) {
        m_connections << connect(runner, &SolverRunner::started, this,
                                 [this](const QString &title) {
                                     m_label->setText(title);
                                     m_bar->setRange(0, 0);
                                     updateVisibility();
                                 });
        m_connections << connect(runner, &SolverRunner::progressed, this,
                                 &SolverStatusWidget::showProgress);
        m_connections << connect(runner, &SolverRunner::finished, this,
                                 &SolverStatusWidget::updateVisibility);
        if (runner->isRunning()) {
            m_label->setText(runner->title());
            m_bar->setRange(0, 0);
        }
    }
    updateVisibility();
}

QString SolverStatusWidget::counterLabel(const std::string &name)
{
    return QCoreApplication::translate("SolverCounter", name.c_str());
}

QString SolverStatusWidget::describe(const common::Progress &progress)
{
    QStringList parts;
    if (!progress.message.empty())
        parts << QString::fromStdString(progress.message);
    const QLocale locale;
    for (const common::Counter &counter : progress.counters)
        parts << QStringLiteral("%1: %2").arg(
            counterLabel(counter.name), locale.toString(static_cast<qlonglong>(counter.value)));
    return parts.join(QStringLiteral(" · "));
}

void SolverStatusWidget::showProgress(const common::Progress &progress)
{
    const QString title = m_runner ? m_runner->title() : QString();
    const QString details = describe(progress);
    m_label->setText(details.isEmpty() ? title : title + QStringLiteral(" — ") + details);
    if (progress.fraction >= 0.0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(progress.fraction * 1000.0));
    } else {
        m_bar->setRange(0, 0);
    }
}

void SolverStatusWidget::updateVisibility()
{
    setVisible(m_runner && m_runner->isRunning());
}

} // namespace pw::ui

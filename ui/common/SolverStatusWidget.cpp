#include "ui/common/SolverStatusWidget.h"

#include "ui/common/ElidedLabel.h"
#include "ui/common/SolverRunner.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

namespace pw::ui {

namespace {

// Every counter name a solver reports (common::Counter::name, an identifier), with the label
// people read; lupdate collects the labels from here. A name missing here is shown as it is.
struct CounterText
{
    const char *name;
    const char *label;
};
const CounterText counterTexts[] = {
    {"nodes", QT_TRANSLATE_NOOP("SolverCounter", "nodes")},
    {"backtracks", QT_TRANSLATE_NOOP("SolverCounter", "backtracks")},
    {"solutions", QT_TRANSLATE_NOOP("SolverCounter", "solutions")},
    {"tasks done", QT_TRANSLATE_NOOP("SolverCounter", "tasks done")},
    {"tasks", QT_TRANSLATE_NOOP("SolverCounter", "tasks")},
    {"guesses", QT_TRANSLATE_NOOP("SolverCounter", "guesses")},
    {"candidates", QT_TRANSLATE_NOOP("SolverCounter", "candidates")},
    {"moves", QT_TRANSLATE_NOOP("SolverCounter", "moves")},
    {"expanded", QT_TRANSLATE_NOOP("SolverCounter", "expanded")},
    {"open", QT_TRANSLATE_NOOP("SolverCounter", "open list")},
    {"bound", QT_TRANSLATE_NOOP("SolverCounter", "f bound")},
    {"start_h", QT_TRANSLATE_NOOP("SolverCounter", "h of the start")},
    {"best_h", QT_TRANSLATE_NOOP("SolverCounter", "best h")},
    {"placed", QT_TRANSLATE_NOOP("SolverCounter", "tiles placed")},
    {"pattern", QT_TRANSLATE_NOOP("SolverCounter", "pattern database")},
    {"depth", QT_TRANSLATE_NOOP("SolverCounter", "depth")},
    {"placements", QT_TRANSLATE_NOOP("SolverCounter", "placements")},
    {"states", QT_TRANSLATE_NOOP("SolverCounter", "states")},
};

} // namespace

SolverStatusWidget::SolverStatusWidget(QWidget *parent)
    : QWidget(parent)
    , m_label(new ElidedLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_showDelay(new QTimer(this))
{
    // A job that ends within a quarter of a second (the Sliding coach's measurement after a
    // move) never flashes a row into the status bar.
    m_showDelay->setSingleShot(true);
    m_showDelay->setInterval(250);
    connect(m_showDelay, &QTimer::timeout, this, &SolverStatusWidget::updateVisibility);
    // A room of its own: the status bar and the window keep still while the counters change
    // length. Where two jobs share a small window, their rows share the room (the text is cut,
    // whole in the tooltip and in View ▸ Messages) rather than lying over each other.
    m_label->setPreferredCharacters(44);
    m_label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred); // honours the minimum
    m_label->setMinimumWidth(m_label->fontMetrics().averageCharWidth() * 12);
    m_bar->setMaximumWidth(160);
    m_bar->setMinimumWidth(40);
    m_bar->setTextVisible(false);
    m_cancel->setToolTip(tr("Stop the running solver"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    // The status bar squeezes its widgets below their minimum when the window is small; a row
    // that keeps its own never has its parts lie over each other.
    setMinimumWidth(layout->minimumSize().width());
    connect(m_cancel, &QPushButton::clicked, this, &SolverStatusWidget::cancelRequested);
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
                                     setText(title);
                                     m_bar->setRange(0, 0);
                                     m_showDelay->start();
                                     updateVisibility();
                                 });
        m_connections << connect(runner, &SolverRunner::progressed, this,
                                 &SolverStatusWidget::showProgress);
        m_connections << connect(runner, &SolverRunner::finished, this,
                                 &SolverStatusWidget::updateVisibility);
        if (runner->isRunning()) {
            setText(runner->title());
            m_bar->setRange(0, 0);
        }
    }
    updateVisibility();
}

void SolverStatusWidget::setCaption(const QString &caption)
{
    m_caption = caption;
}

void SolverStatusWidget::setText(const QString &text, const QString &title)
{
    const auto captioned = [this](const QString &words) {
        return m_caption.isEmpty() ? words : tr("%1: %2").arg(m_caption, words);
    };
    // In a small window the counters give way first, then the tab's name: the title itself
    // stays whole as long as it can.
    QStringList shorter;
    if (!title.isEmpty() && title != text)
        shorter << captioned(title);
    if (!m_caption.isEmpty())
        shorter << (title.isEmpty() ? text : title);
    m_label->setFullText(captioned(text), shorter);
}

QString SolverStatusWidget::counterLabel(const std::string &name)
{
    for (const CounterText &text : counterTexts) {
        if (name == text.name)
            return QCoreApplication::translate("SolverCounter", text.label);
    }
    return QString::fromStdString(name);
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
    setText(details.isEmpty() ? title : title + QStringLiteral(" — ") + details, title);
    if (progress.fraction >= 0.0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(progress.fraction * 1000.0));
    } else {
        m_bar->setRange(0, 0);
    }
}

void SolverStatusWidget::updateVisibility()
{
    setVisible(m_runner && m_runner->isRunning() && !m_showDelay->isActive());
}

} // namespace pw::ui

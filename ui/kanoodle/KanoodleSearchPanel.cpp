#include "ui/kanoodle/KanoodleSearchPanel.h"

#include "core/kanoodle/Piece.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SolverStatusWidget.h"
#include "ui/kanoodle/SearchReplay.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace pw::ui::kanoodle {

KanoodleSearchPanel::KanoodleSearchPanel(QWidget *parent)
    : QGroupBox(tr("Search"), parent)
    , m_text(new ScrollingRoomLabel(3, this))
{
    m_text->setObjectName(QStringLiteral("kanoodleSearch"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
}

void KanoodleSearchPanel::showProgress(const common::Progress &progress)
{
    QStringList parts;
    const QLocale locale;
    for (const common::Counter &counter : progress.counters) {
        const QString name = SolverStatusWidget::counterLabel(counter.name);
        parts << QStringLiteral("%1: %2").arg(
            name, locale.toString(static_cast<qlonglong>(counter.value)));
    }
    if (progress.fraction >= 0)
        parts << tr("about %1 % done").arg(int(progress.fraction * 100));
    m_text->setText(parts.join(QLatin1Char('\n')));
}

void KanoodleSearchPanel::showCount(std::int64_t solutions, std::int64_t nodes)
{
    const QLocale locale;
    const QString text = tr("Solutions from this position: %1")
                             .arg(locale.toString(static_cast<qlonglong>(solutions)));
    m_text->setText(text + QLatin1Char('\n')
                    + tr("Nodes: %1").arg(locale.toString(static_cast<qlonglong>(nodes))));
    emit statusMessage(text);
}

void KanoodleSearchPanel::showReplayStep(const SearchReplay &replay)
{
    const std::vector<common::StepEvent> &steps = replay.steps();
    const int step = replay.step();
    QString text = tr("Step %1 of %2\nBacktracks: %3\nDepth: %4")
                       .arg(step)
                       .arg(steps.size())
                       .arg(replay.backtracks())
                       .arg(replay.depth());
    if (step > 0) {
        const common::StepEvent &event = steps[static_cast<std::size_t>(step - 1)];
        const QString piece = pw::kanoodle::pieceDisplayName(event.subject); // "E (Red)"
        text += QLatin1Char('\n')
            + (event.kind == common::StepEvent::Kind::Place ? tr("Trying %1").arg(piece)
                                                            : tr("Taking back %1").arg(piece));
    }
    if (replay.isTruncated())
        text += QLatin1Char('\n') + tr("(the replay holds the first %L1 steps)").arg(steps.size());
    m_text->setText(text);
}

void KanoodleSearchPanel::clear()
{
    m_text->clear();
}

} // namespace pw::ui::kanoodle

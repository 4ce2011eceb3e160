#include "ui/kanoodle/SolutionBrowser.h"

#include "core/kanoodle/SolutionEnumerator.h"
#include "ui/common/Midend.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SolverRunner.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <iterator>
#include <utility>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {
// How often a listing job hands its solutions over after the first (which goes at once).
constexpr auto handOverInterval = std::chrono::milliseconds(100);
} // namespace

SolutionBrowser::SolutionBrowser(Midend *midend, QWidget *parent)
    : QWidget(parent)
    , m_midend(midend)
    , m_label(new ScrollingRoomLabel(1, this))
    , m_previous(new QPushButton(tr("Previous"), this))
    , m_next(new QPushButton(tr("Next"), this))
    , m_number(new QSpinBox(this))
    , m_go(new QPushButton(tr("Go"), this))
    , m_close(new QPushButton(tr("Back to the game"), this))
{
    setObjectName(QStringLiteral("kanoodleSolutionBrowser"));
    m_previous->setObjectName(QStringLiteral("kanoodleSolutionPrevious"));
    m_next->setObjectName(QStringLiteral("kanoodleSolutionNext"));
    m_number->setObjectName(QStringLiteral("kanoodleSolutionNumber"));
    m_go->setObjectName(QStringLiteral("kanoodleSolutionGo"));
    m_close->setObjectName(QStringLiteral("kanoodleSolutionClose"));
    m_label->setObjectName(QStringLiteral("kanoodleSolutionLabel"));
    m_number->setAccessibleName(tr("Solution number"));
    m_number->setToolTip(tr("The number of the solution to show"));
    m_close->setToolTip(tr("Stop browsing and show the game's position again"));
    m_previous->setToolTip(tr("The solution before this one"));
    m_next->setToolTip(tr("The next solution (found in the background if it is not yet)"));
    m_go->setToolTip(tr("Show the solution with the number in the box"));
    m_number->setRange(1, 1);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 0, 0, 1, 2);
    layout->addWidget(m_previous, 1, 0);
    layout->addWidget(m_next, 1, 1);
    layout->addWidget(m_number, 2, 0);
    layout->addWidget(m_go, 2, 1);
    layout->addWidget(m_close, 3, 0, 1, 2);
    connect(m_previous, &QPushButton::clicked, this, [this] { showNumber(m_shownIndex); });
    connect(m_next, &QPushButton::clicked, this, [this] { showNumber(m_shownIndex + 2); });
    connect(m_go, &QPushButton::clicked, this, [this] { showNumber(m_number->value()); });
    connect(m_number, &QSpinBox::editingFinished, this, [this] {
        if (m_number->hasFocus())
            showNumber(m_number->value());
    });
    connect(m_close, &QPushButton::clicked, this, &SolutionBrowser::closeRequested);
    // A listing job ends without its completion when it is cancelled or replaced by another
    // job: either way the search is free again and can be resumed on demand.
    connect(m_midend->runner(), &SolverRunner::finished, this, [this] {
        if (m_listing) {
            m_listing = false;
            updateControls();
        }
    });
    hide();
}

SolutionBrowser::~SolutionBrowser() = default;

void SolutionBrowser::open(const Position &start)
{
    close();
    m_list.emplace(start);
    m_enumerator = std::make_shared<SolutionEnumerator>(start);
    m_wantedIndex = 0;
    show();
    listUpTo(chunk);
    updateControls();
}

void SolutionBrowser::close()
{
    const bool wasShowing = m_shown.has_value();
    ++m_generation;
    m_list.reset();
    // A job that is still listing holds its own reference; the position change or the next
    // job cancels it. It lists for the old generation, so it must not keep the next list from
    // starting its own job (its completion is dropped by the generation).
    m_enumerator.reset();
    m_listing = false;
    m_finished = false;
    m_shownIndex = -1;
    m_wantedIndex = 0;
    m_shown.reset();
    hide();
    if (wasShowing)
        emit shownChanged();
}

void SolutionBrowser::setKnownTotal(const Position &position, std::int64_t total)
{
    m_countedPosition = position;
    m_countedTotal = total;
    updateControls();
}

std::optional<std::int64_t> SolutionBrowser::knownTotal() const
{
    if (m_finished)
        return found();
    if (m_list && m_countedPosition && *m_countedPosition == m_list->start())
        return m_countedTotal;
    return std::nullopt;
}

void SolutionBrowser::showNumber(std::int64_t number)
{
    if (!m_list || number < 1)
        return;
    if (const auto total = knownTotal())
        number = std::min(number, std::max<std::int64_t>(*total, 1));
    number = std::min(number, SolutionList::maxKept);
    m_wantedIndex = number - 1;
    if (m_wantedIndex < found())
        showIndex(m_wantedIndex);
    // Keep a chunk ahead of the one asked for, and list up to it when it is not found yet. Only
    // the latter may replace another job of the tab (a count the user started goes on).
    const bool needed = m_wantedIndex >= found();
    if (found() - m_wantedIndex < chunk / 2 && (needed || !m_midend->isJobRunning()))
        listUpTo(m_wantedIndex + chunk);
    updateControls();
}

void SolutionBrowser::listUpTo(std::int64_t count)
{
    if (!m_list || m_listing || m_finished || m_list->isFull())
        return;
    count = std::min(count, SolutionList::maxKept);
    if (found() >= count)
        return;
    const std::shared_ptr<SolutionEnumerator> enumerator = m_enumerator;
    const std::shared_ptr<HandOver> handOverBox = m_handOver;
    const quint64 generation = m_generation;
    m_midend->run(
        {.title = tr("Listing solutions")},
        // The browser is named only as the receiver of the wake-up below: the job ends before
        // the widget goes (Midend::shutDown).
        [browser = this, enumerator, handOverBox, generation, count](common::SolverSink &sink) {
            std::vector<Position> batch;
            auto lastHandOver = std::chrono::steady_clock::now();
            bool first = true;
            // Into the box, and one queued wake-up at a time (by name: the call carries nothing
            // the UI thread would read without the lock). The job ends before the widget goes.
            const auto handOver = [&] {
                std::lock_guard lock(handOverBox->mutex);
                if (handOverBox->generation != generation) {
                    handOverBox->generation = generation;
                    handOverBox->solutions.clear();
                }
                handOverBox->solutions.insert(handOverBox->solutions.end(),
                                              std::make_move_iterator(batch.begin()),
                                              std::make_move_iterator(batch.end()));
                if (!std::exchange(handOverBox->wakeQueued, true))
                    QMetaObject::invokeMethod(browser, "takeHandedOver", Qt::QueuedConnection);
                batch.clear();
                lastHandOver = std::chrono::steady_clock::now();
                first = false;
            };
            while (enumerator->found() < count) {
                std::optional<Position> solution = enumerator->next(sink);
                if (!solution)
                    break;
                batch.push_back(std::move(*solution));
                if (first || std::chrono::steady_clock::now() - lastHandOver >= handOverInterval)
                    handOver();
            }
            if (!batch.empty())
                handOver();
            return enumerator->finished();
        },
        [this, generation](bool finished) { listingEnded(generation, finished); });
    // Only now: starting the job ends the tab's previous one, whose finished() must not be
    // taken for the end of this one.
    m_listing = true;
}

void SolutionBrowser::takeHandedOver()
{
    std::vector<Position> batch;
    quint64 generation = 0;
    {
        std::lock_guard lock(m_handOver->mutex);
        m_handOver->wakeQueued = false;
        batch = std::exchange(m_handOver->solutions, {});
        generation = m_handOver->generation;
    }
    take(generation, batch);
}

void SolutionBrowser::take(quint64 generation, const std::vector<Position> &batch)
{
    if (generation != m_generation || !m_list)
        return;
    for (const Position &solution : batch) {
        if (m_list->isFull())
            break;
        m_list->append(solution);
    }
    if (m_wantedIndex < found() && m_shownIndex != m_wantedIndex)
        showIndex(m_wantedIndex);
    updateControls();
}

void SolutionBrowser::listingEnded(quint64 generation, bool finished)
{
    if (generation != m_generation)
        return;
    m_listing = false;
    m_finished = finished;
    if (m_finished && found() > 0 && m_wantedIndex >= found())
        showIndex(found() - 1);
    updateControls();
    // A number asked for while this job ran lies beyond what it was told to list: go on, once
    // the runner is done with this job (a job started from its completion would be taken for
    // ended by the finished() that follows).
    if (!m_finished && m_wantedIndex + chunk / 2 > found()) {
        QTimer::singleShot(0, this, [this, generation] {
            if (generation == m_generation)
                showNumber(m_wantedIndex + 1);
        });
    }
}

void SolutionBrowser::showIndex(std::int64_t index)
{
    m_shownIndex = index;
    m_shown = m_list->at(index);
    emit shownChanged();
}

void SolutionBrowser::updateControls()
{
    if (!m_list)
        return;
    const QLocale locale;
    const std::optional<std::int64_t> total = knownTotal();
    QString text;
    if (m_finished && found() == 0) {
        text = tr("No solution from this position.");
    } else if (m_shownIndex < 0) {
        text = tr("Looking for the first solution...");
    } else if (total) {
        text = tr("Solution %1 of %2").arg(locale.toString(shownNumber()), locale.toString(*total));
    } else {
        text = tr("Solution %1 of %2 found so far")
                   .arg(locale.toString(shownNumber()), locale.toString(found()));
    }
    if (m_wantedIndex >= found() && !m_finished && m_listing)
        text += QLatin1Char('\n')
            + tr("Finding solution %1 (%2 found)...")
                  .arg(locale.toString(m_wantedIndex + 1), locale.toString(found()));
    // Why browsing stops where it does, when it cannot reach them all.
    if ((total && *total > SolutionList::maxKept) || m_list->isFull())
        text += QLatin1Char('\n')
            + tr("Browsing reaches the first %1 solutions: each one found is kept in memory "
                 "(up to 24 MB) so that any of them can be shown again at once.")
                  .arg(locale.toString(SolutionList::maxKept));
    m_label->setText(text);

    const std::int64_t reachable = std::min(
        total ? *total : (m_finished ? found() : SolutionList::maxKept), SolutionList::maxKept);
    m_previous->setEnabled(m_shownIndex > 0);
    m_next->setEnabled(m_shownIndex >= 0 && shownNumber() < reachable);
    const QSignalBlocker quiet(m_number);
    m_number->setRange(1, static_cast<int>(std::max<std::int64_t>(reachable, 1)));
    if (m_shownIndex >= 0 && !m_number->hasFocus())
        m_number->setValue(static_cast<int>(shownNumber()));
    m_number->setEnabled(reachable > 0 && !(m_finished && found() == 0));
    m_go->setEnabled(m_number->isEnabled());
}

} // namespace pw::ui::kanoodle

#pragma once

#include "core/kanoodle/Position.h"
#include "core/kanoodle/SolutionList.h"

#include <QWidget>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QSpinBox;

namespace pw::kanoodle {
class SolutionEnumerator;
}

namespace pw::ui {

class Midend;

namespace kanoodle {

// Browses the solutions of a position one by one: previous, next, go to a number. They are
// found lazily, in the enumerator's fixed order: a job on the tab's Midend lists a chunk ahead
// of the one shown and hands them over as they come (the first at once), and browsing near the
// end of what was found lists the next chunk, resuming the same search. Browsing reaches
// SolutionList::maxKept solutions: every one found is kept so that any can be shown again.
// The tab draws shown() instead of its position while one is shown.
class SolutionBrowser : public QWidget
{
    Q_OBJECT
public:
    // Solutions listed ahead of the one asked for.
    static constexpr std::int64_t chunk = 1000;

    explicit SolutionBrowser(Midend *midend, QWidget *parent = nullptr);
    ~SolutionBrowser() override;

    // Starts browsing the solutions of start, from the first.
    void open(const pw::kanoodle::Position &start);
    // Stops browsing and forgets the list (and a count known for the position).
    void close();
    bool isOpen() const { return m_list.has_value(); }
    // A finished count of a position's solutions, to say "of N" when that position is browsed.
    void setKnownTotal(const pw::kanoodle::Position &position, std::int64_t total);

    // Shows solution `number` (from 1), listing up to it first when needed.
    void showNumber(std::int64_t number);
    // The solution to draw, when one is shown.
    const std::optional<pw::kanoodle::Position> &shown() const { return m_shown; }
    std::int64_t shownNumber() const { return m_shownIndex + 1; }
    std::int64_t found() const { return m_list ? m_list->size() : 0; }
    bool isFinished() const { return m_finished; }
    bool isListing() const { return m_listing; }

signals:
    // A solution is shown, or none any more: the tab redraws.
    void shownChanged();
    // Close was pressed.
    void closeRequested();

private slots:
    // Called (queued, by name) when the listing job has handed solutions over.
    void takeHandedOver();

private:
    // Solutions found by the listing job, waiting for the UI thread: handed over under a
    // std::mutex, so that nothing the UI thread reads travels inside a queued call.
    struct HandOver
    {
        std::mutex mutex;
        quint64 generation = 0;
        std::vector<pw::kanoodle::Position> solutions;
        bool wakeQueued = false;
    };

    void listUpTo(std::int64_t count);
    void take(quint64 generation, const std::vector<pw::kanoodle::Position> &batch);
    void listingEnded(quint64 generation, bool finished);
    void showIndex(std::int64_t index);
    void updateControls();
    std::optional<std::int64_t> knownTotal() const;

    Midend *m_midend;
    QLabel *m_label;
    QPushButton *m_previous;
    QPushButton *m_next;
    QSpinBox *m_number;
    QPushButton *m_go;
    QPushButton *m_close;

    std::optional<pw::kanoodle::SolutionList> m_list;
    std::shared_ptr<pw::kanoodle::SolutionEnumerator> m_enumerator; // used by one job at a time
    quint64 m_generation = 0; // batches of an old list arriving late are dropped
    std::shared_ptr<HandOver> m_handOver = std::make_shared<HandOver>();
    bool m_listing = false;
    bool m_finished = false;
    std::int64_t m_wantedIndex = 0;
    std::int64_t m_shownIndex = -1;
    std::optional<pw::kanoodle::Position> m_shown;
    std::optional<pw::kanoodle::Position> m_countedPosition;
    std::int64_t m_countedTotal = 0;
};

} // namespace kanoodle
} // namespace pw::ui

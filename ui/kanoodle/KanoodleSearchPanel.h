#pragma once

#include "core/common/SolverSink.h"

#include <QGroupBox>

#include <cstdint>
#include <vector>

class QLabel;

namespace pw::ui::kanoodle {

// The Kanoodle tab's "Search" box: the running job's counters, a finished count of solutions, or
// the step of a search replay on show. It describes one position: the tab clears it when the
// position changes.
class KanoodleSearchPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit KanoodleSearchPanel(QWidget *parent = nullptr);

    // The running job's counters and share done.
    void showProgress(const common::Progress &progress);
    // A finished count; it is also said in the status bar.
    void showCount(std::int64_t solutions, std::int64_t nodes);
    // The replay of a search stands after `step` of `steps`: how far it is, and the piece that
    // step tried or took back. `truncated`: the recording kept only the search's first steps.
    void showReplayStep(const std::vector<common::StepEvent> &steps, int step, int backtracks,
                        int depth, bool truncated);
    void clear();

signals:
    void statusMessage(const QString &message);

private:
    QLabel *m_text;
};

} // namespace pw::ui::kanoodle

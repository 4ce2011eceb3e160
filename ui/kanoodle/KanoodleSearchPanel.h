#pragma once

#include "core/common/SolverSink.h"

#include <QGroupBox>

#include <cstdint>

class QLabel;

namespace pw::ui::kanoodle {

class SearchReplay;

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
    // The step of the search replay on show: how far it is, and the piece it tried or took back.
    void showReplayStep(const SearchReplay &replay);
    void clear();

signals:
    void statusMessage(const QString &message);

private:
    QLabel *m_text;
};

} // namespace pw::ui::kanoodle

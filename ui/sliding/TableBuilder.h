#pragma once

#include "core/sliding/PatternPartition.h"

#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace pw::common {
class SolverSink;
struct Progress;
} // namespace pw::common

namespace pw::ui {

class SolverRunner;

// The Sliding tab's row for Korf and Felner's 7-8 tables: it builds them in the background on a
// runner of its own, so the tab's job (Solve, Hint, the coach) goes on beside it and never stops
// it. The build starts by itself the first time the tab is shown (or a 4 x 4 search of the run
// wants the tables) and they are not cached (a setting turns that off), or from the button. It
// runs at the lowest priority, so the board and the search stay responsive on a machine with few
// cores; meanwhile Automatic's Solve and Hint wait for it (or the 6-6-3 tables answer when asked
// to, and for the other algorithms), and once the build ends every later 4 x 4 search takes the
// new tables
// (CompactPatternDatabase::shared() keeps them for the process). Cancel leaves no cache file;
// destroying the row (the program quits) cancels the build and waits for its thread.
class TableBuilder : public QWidget
{
    Q_OBJECT
public:
    explicit TableBuilder(QWidget *parent = nullptr);
    ~TableBuilder() override;

    // The tables 4 x 4 searches take when they are built: the 7-8 partition, or what a test set.
    static sliding::PatternPartition partition();
    // The cache file of partition() exists (it may still be refused when read).
    static bool isCached();

    // Test hooks, so tests never build the real tables (minutes, 600 MB): a small partition
    // instead of 7-8, and a call the build makes on its thread before it starts (a test holds the
    // build there to look at it). Empty hooks restore the real behaviour.
    struct TestHooks
    {
        std::optional<sliding::PatternPartition> partition;
        std::function<void(common::SolverSink &sink)> beforeBuild;
    };
    static void setTestHooks(TestHooks hooks);

    SolverRunner *runner() const { return m_runner; }
    bool isBuilding() const;

    // What a search waiting for the tables reads on its own thread: whether the build still
    // runs (false once it ended, built or not) and the share done.
    struct Watch
    {
        std::atomic<bool> running {false};
        std::atomic<double> fraction {0.0};
    };
    std::shared_ptr<const Watch> watch() const { return m_watch; }

    // A 4 x 4 search wants the tables: starts the build when they are not cached (or their
    // cache file was refused, refusedBecause saying why), the setting allows it and no build
    // started in this run yet (one the user cancelled stays cancelled). True when it started one.
    bool startIfMissing(const QString &refusedBecause = {});
    // The Sliding tab is on screen for the first time in the run: startIfMissing(), so the
    // tables are there before the first hard board. Not in a test run (QStandardPaths' test
    // mode) unless the test installed a partition of its own: a test never builds the real
    // tables by accident.
    bool startWhenFirstShown();

public slots:
    // The button: builds now (a rebuild when the cache file was refused).
    void start();
    // Stops the build; nothing is written.
    void cancel();

signals:
    void statusMessage(const QString &message);
    // The build ended with the tables in memory and on disk: later searches take them.
    void built();

private:
    void showProgress(const common::Progress &progress);
    void ended(bool ok, const QString &message);
    void say(const QString &brief, const QString &full);
    void updateRow();

    SolverRunner *m_runner;
    QLabel *m_state;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
    QPushButton *m_build;
    QCheckBox *m_automatic;
    std::shared_ptr<Watch> m_watch = std::make_shared<Watch>();
    bool m_startedThisRun = false;
    bool m_failed = false; // the build ended with an error, already said
    bool m_refused = false; // the cache file on disk was not taken: the button builds anew
};

} // namespace pw::ui

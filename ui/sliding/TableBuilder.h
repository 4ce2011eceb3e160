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
class QStackedWidget;

namespace pw::common {
class SolverSink;
struct Progress;
} // namespace pw::common

namespace pw::ui {

class SolverRunner;

// The Sliding tab's row for the strong pattern databases of one board size: Korf and Felner's
// 7-8 tables on 4 x 4, the 6-6-6-6 tables on 5 x 5. It builds them in the background on a runner
// of its own, so the tab's job (Solve, Hint, the coach) goes on beside it and never stops it.
// The 7-8 build starts by itself the first time the tab is shown (or a 4 x 4 search of the run
// wants the tables) when they are not cached; the 6-6-6-6 build (a minute or two on every core, 520
// MB) only from the button, unless the player turns its setting on. Either runs at the lowest
// priority, so the board and the search stay responsive on a machine with few cores; meanwhile
// Automatic's 4 x 4 Solve and Hint wait for the 7-8 tables (or the 6-6-3 tables answer when
// asked to), 5 x 5 searches go on without, and once a build ends every later search of its size
// takes the new tables (CompactPatternDatabase::shared() keeps them for the process). Cancel
// leaves no cache file; destroying the row (the program quits) cancels the build and waits for
// its thread.
class TableBuilder : public QWidget
{
    Q_OBJECT
public:
    // The row for square boards of this side: 4 or 5 (sides with tables, see partitionFor()).
    explicit TableBuilder(int side, QWidget *parent = nullptr);
    ~TableBuilder() override;

    // The strong tables square boards of this side take when they are built: 7-8 on 4 x 4,
    // 6-6-6-6 on 5 x 5, or what a test set; none for other sides.
    static std::optional<sliding::PatternPartition> partitionFor(int side);
    int side() const { return m_side; }
    sliding::PatternPartition partition() const;
    // The cache file of partition() exists (it may still be refused when read).
    bool isCached() const;

    // Test hooks, so tests never build the real tables (a minute or more each, 520 to 640 MB): a
    // small partition instead of the real one of its side, and a call the build makes on its thread
    // before it starts (a test holds the build there to look at it). Empty hooks restore the
    // real behaviour.
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

    // A search wants the tables: starts the build when they are not cached (or their
    // cache file was refused, refusedBecause saying why), the setting allows it and no build
    // started in this run yet (one the user cancelled stays cancelled). True when it started one.
    bool startIfMissing(const QString &refusedBecause = {});
    // The Sliding tab is on screen for the first time in the run: startIfMissing() for the 7-8
    // tables, so they are there before the first hard 4 x 4 board (the 6-6-6-6 tables wait to be
    // asked for). Not in a test run (QStandardPaths' test mode) unless the test installed a
    // partition of its own: a test never builds the real tables by accident.
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

    int m_side;
    SolverRunner *m_runner;
    QStackedWidget *m_stack; // the first line: the button, the progress, or "built"
    QLabel *m_ready;
    QLabel *m_state; // how the last build ended, or why the file on disk was refused
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

// What the window does when the disk says no: a save that fails at any point keeps the old file
// and the unsaved mark and says why; a FIFO or a folder is refused at once wherever a path comes
// from; settings out of range fall back to defaults with a note; unwritable folders and the
// leftovers of interrupted writes are dealt with at start; a settings write that fails is
// reported; the folders of earlier versions move into the folders named once.

#include "core/common/AppFolders.h"
#include "core/common/AtomicFileWriter.h"
#include "core/common/StorageNotices.h"
#include "ui/common/Midend.h"
#include "ui/common/SettingsWrites.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/RecentFiles.h"
#include "ui/shell/StartupChecks.h"
#include "ui/shell/StatusMessageArea.h"
#include "ui/shell/StorageNoticeButton.h"
#include "ui/shell/TabFactories.h"
#include "ui/sliding/SlidingTab.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using pw::common::AtomicFileWriter;
using pw::common::StorageNotices;
using pw::ui::MainWindow;

namespace {

// The status bar's message area, where the tabs' messages and the storage notices are told.
QString statusMessageOf(const MainWindow &window)
{
    return window.findChild<pw::ui::StatusMessageArea *>(QStringLiteral("statusMessage"))
        ->message();
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs action and returns the text of the message box it shows (accepting the box), or an
// empty string when none came.
template<class Action> QString messageBoxTextOf(Action action)
{
    QString shown;
    QTimer::singleShot(0, [&shown] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
        }
    });
    action();
    return shown;
}

// Forgets what earlier tests noticed, so each test sees its own notices.
void clearNotices()
{
    StorageNotices *notices = StorageNotices::instance();
    for (const QString &key : {QStringLiteral("folder/data"), QStringLiteral("folder/config"),
                               QStringLiteral("folder/cache")})
        notices->resolve(key);
    notices->markNotesRead();
    notices->takeUnannounced();
}

} // namespace

class TestStorageSafety : public QObject
{
    Q_OBJECT
    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_storagesafety"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    }

    void init()
    {
        QSettings().clear();
        clearNotices();
    }

    // File ▸ Save on a disk that refuses at the write, at the flush or at the rename: the file on
    // disk keeps its old contents, the title keeps its '*', the dialog names the path and the
    // system's reason; once the disk accepts again, Save works and the mark goes.
    void aFailedSaveKeepsTheOldFileAndTheUnsavedMark_data()
    {
        QTest::addColumn<int>("stage");
        QTest::newRow("write") << int(AtomicFileWriter::Stage::Write);
        QTest::newRow("flush") << int(AtomicFileWriter::Stage::Flush);
        QTest::newRow("commit") << int(AtomicFileWriter::Stage::Commit);
    }

    void aFailedSaveKeepsTheOldFileAndTheUnsavedMark()
    {
        QFETCH(int, stage);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.txt"));
        const QByteArray old("3\n1 2 3\n4 5 6\n7 0 8\n");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(old);
        }
        MainWindow window({pw::ui::createSlidingTab});
        window.show();
        QVERIFY(!window.openPathQuietly(path).has_value());
        auto *tab = qobject_cast<pw::ui::SlidingTab *>(window.tabs().first());
        QVERIFY(tab);
        QVERIFY(tab->slide("L") || tab->slide("R") || tab->slide("U") || tab->slide("D"));
        QVERIFY(window.isWindowModified());

        AtomicFileWriter::injectFailure(AtomicFileWriter::InjectedFailure {
            AtomicFileWriter::Stage(stage), ENOSPC, QStringLiteral("board.txt")});
        const QString shown
            = messageBoxTextOf([&] { window.action(QStringLiteral("actionSave"))->trigger(); });
        AtomicFileWriter::injectFailure(std::nullopt);
        QVERIFY2(shown.contains(path), qPrintable(shown));
        QVERIFY2(shown.contains(qt_error_string(ENOSPC)), qPrintable(shown));
        QCOMPARE(contentsOf(path), old);
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
        QVERIFY(tab->midend()->hasUnsavedMoves());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList {QStringLiteral("board.txt")});

        window.action(QStringLiteral("actionSave"))->trigger();
        QVERIFY(!window.isWindowModified());
        QVERIFY(contentsOf(path) != old);
    }

    // A FIFO without a writer and a folder, opened from the command line's path or from Open
    // Recent, are refused at once with their kind named; a blank Recent Files entry is not
    // listed at all (it used to say ": the file does not exist any more").
    void fifosAndFoldersAreRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("folder.json"));
        QVERIFY(QDir().mkpath(folder));
        QSettings().setValue(QStringLiteral("recentFiles"),
                             QStringList {QStringLiteral(""), QStringLiteral("  "), folder});
        QCOMPARE(pw::ui::RecentFiles::load(), QStringList {folder});

        MainWindow window({pw::ui::createSlidingTab});
        window.show();
        const auto fromFolder = window.openPathQuietly(folder);
        QVERIFY(fromFolder.has_value());
        QVERIFY2(fromFolder->message().contains(QStringLiteral("folder")),
                 qPrintable(fromFolder->message()));

        auto *recent = window.findChild<QMenu *>(QStringLiteral("recentMenu"));
        QVERIFY(recent);
        QList<QAction *> entries;
        for (QAction *action : recent->actions())
            if (!action->isSeparator() && action->toolTip() == folder)
                entries << action;
        QCOMPARE(entries.size(), 1);
        for (QAction *action : recent->actions())
            QVERIFY(action->isSeparator() || !action->text().trimmed().isEmpty());
        const QString shown = messageBoxTextOf([&] { entries.first()->trigger(); });
        QVERIFY2(shown.contains(QStringLiteral("folder")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("does not exist")), qPrintable(shown));

#ifdef Q_OS_UNIX
        const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // If opening waited for a writer, this would hang until the suite's timeout.
        const auto fromFifo = window.openPathQuietly(fifo);
        QVERIFY(fromFifo.has_value());
        QVERIFY2(fromFifo->message().contains(QStringLiteral("FIFO")),
                 qPrintable(fromFifo->message()));
        pw::ui::RecentFiles::add(fifo);
        MainWindow second({pw::ui::createSlidingTab});
        second.show();
        auto *secondRecent = second.findChild<QMenu *>(QStringLiteral("recentMenu"));
        QAction *fifoEntry = nullptr;
        for (QAction *action : secondRecent->actions())
            if (action->toolTip() == fifo)
                fifoEntry = action;
        QVERIFY(fifoEntry);
        const QString fifoShown = messageBoxTextOf([&] { fifoEntry->trigger(); });
        QVERIFY2(fifoShown.contains(QStringLiteral("FIFO")), qPrintable(fifoShown));
#endif
    }

    // A saved Noodles size out of range used to leave the tab blank on "Generating a puzzle…";
    // a negative Sliding budget became "none" (no limit). Both fall back to their defaults and
    // the status bar says so.
    void settingsOutOfRangeFallBackToDefaultsWithANote()
    {
        QSettings settings;
        settings.setValue(QStringLiteral("noodles/width"), -5);
        settings.setValue(QStringLiteral("sliding/optimalBudgetSeconds"), -10);
        settings.sync();
        MainWindow window({pw::ui::createNoodlesTab, pw::ui::createSlidingTab});
        window.show();
        auto *noodles = qobject_cast<pw::ui::NoodlesTab *>(window.tabs().at(0));
        QVERIFY(noodles);
        QVERIFY(QTest::qWaitFor([noodles] { return !noodles->board().isNull(); }, 20000));
        QCOMPARE(noodles->board().width(), 7);
        auto *budget = window.findChild<QSpinBox *>(QStringLiteral("slidingBudget"));
        QVERIFY(budget);
        QCOMPARE(budget->value(), 10);
        const QStringList notes = StorageNotices::instance()->notes();
        QCOMPARE(notes.size(), 2);
        QVERIFY2(notes.join(QLatin1Char('\n')).contains(QStringLiteral("-5")),
                 qPrintable(notes.join(QLatin1Char('\n'))));
        QVERIFY2(notes.join(QLatin1Char('\n')).contains(QStringLiteral("optimalBudgetSeconds")),
                 qPrintable(notes.join(QLatin1Char('\n'))));
        // Told in the status bar, and marked there until read.
        const QString message = statusMessageOf(window);
        QVERIFY2(message.contains(QStringLiteral("Noodles")), qPrintable(message));
        auto *marker = window.findChild<pw::ui::StorageNoticeButton *>();
        QVERIFY(marker);
        QVERIFY(marker->isVisible());
        QVERIFY(marker->details().contains(QStringLiteral("optimalBudgetSeconds")));
    }

    // The data folder cannot be written (here it is a file, which defeats even root): said once
    // at start, naming the folder, and the window works all the same.
    void anUnwritableDataFolderIsReportedAtStart()
    {
        const QString data = pw::common::dataFolder();
        QDir(data).removeRecursively();
        QVERIFY(QDir().mkpath(QFileInfo(data).absolutePath()));
        {
            QFile blocker(data);
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        const auto restore = qScopeGuard([&] { QFile::remove(data); });
        MainWindow window({pw::ui::createSlidingTab});
        window.show();
        QVERIFY(StorageNotices::instance()->hasProblem(QStringLiteral("folder/data")));
        const QString message = statusMessageOf(window);
        QVERIFY2(message.contains(QDir::toNativeSeparators(data)), qPrintable(message));
        auto *marker = window.findChild<pw::ui::StorageNoticeButton *>();
        QVERIFY(marker && marker->isVisible());
        QVERIFY(window.tabs().first()->isPlayable());
        // A second window does not say it again.
        MainWindow second({pw::ui::createSlidingTab});
        QVERIFY(!statusMessageOf(second).contains(QDir::toNativeSeparators(data)));
    }

    // Only an atomic write's own leftovers go: named after a file the program writes plus
    // QSaveFile's six characters, old enough that no running instance is writing them. An
    // autosave, another program's file and a fresh temporary stay.
    void strayTemporariesAreRemovedAndNothingElse()
    {
        const QString data = pw::common::dataFolder();
        QVERIFY(QDir().mkpath(data + QStringLiteral("/autosave")));
        const QString cache = pw::common::cacheFolder() + QStringLiteral("/sliding");
        QVERIFY(QDir().mkpath(cache));
        const QDateTime longAgo = QDateTime::currentDateTime().addDays(-2);
        auto make = [&](const QString &path, bool old) {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                return false;
            file.write("x");
            file.flush(); // before the time is set, or the write at closing sets it again
            return !old || file.setFileTime(longAgo, QFileDevice::FileModificationTime);
        };
        const QString stray = data + QStringLiteral("/statistics.json.aB3xYz");
        const QString strayTables = cache + QStringLiteral("/pdb-4x4-7-8.bin.Qw12Er");
        const QStringList kept {
            data + QStringLiteral("/statistics.json"),
            data + QStringLiteral("/statistics.json.damaged-2026-01-01"),
            data + QStringLiteral("/notes.txt.aB3xYz"),
            data + QStringLiteral("/autosave/sliding.json"),
            data + QStringLiteral("/autosave/sliding.json.aB3xYz"),
            data + QStringLiteral("/statistics.json.toolong1"),
        };
        QVERIFY(make(stray, true));
        QVERIFY(make(strayTables, true));
        for (const QString &path : kept)
            QVERIFY(make(path, true));
        const QString fresh = data + QStringLiteral("/statistics.json.Fr3shh");
        QVERIFY(make(fresh, false));

        const QStringList removed = pw::ui::StartupChecks::removeStrayTemporaries();
        QCOMPARE(removed.size(), 2);
        QVERIFY(!QFile::exists(stray));
        QVERIFY(!QFile::exists(strayTables));
        QVERIFY(QFile::exists(fresh));
        for (const QString &path : kept)
            QVERIFY2(QFile::exists(path), qPrintable(path));
        QDir(data).removeRecursively();
        QFile::remove(fresh);
    }
    // A settings write that does not reach the disk is told like every other failed write,
    // naming the file, and marked until a write succeeds again.
    void aFailedSettingsWriteIsReported()
    {
        StorageNotices *notices = StorageNotices::instance();
        const QString file = QSettings().fileName();
        // The settings file is a folder here: no write can replace it, whoever runs the test.
        QFile::remove(file);
        QVERIFY(QDir().mkpath(file));
        auto restore = qScopeGuard([&] { QDir(file).removeRecursively(); });

        QVERIFY(!pw::ui::SettingsWrites::write(QStringLiteral("appearance/theme"),
                                               QStringLiteral("dark")));
        QVERIFY(notices->hasProblem(QStringLiteral("settings/write")));
        QStringList told = notices->takeUnannounced();
        QCOMPARE(told.size(), 1);
        QVERIFY2(told.first().contains(QDir::toNativeSeparators(file)), qPrintable(told.first()));
        // The shell's own writes go the same way, and the same trouble is not told again.
        pw::ui::RecentFiles::add(QStringLiteral("/tmp/board.txt"));
        QVERIFY(notices->hasProblem(QStringLiteral("settings/write")));
        QVERIFY(notices->takeUnannounced().isEmpty());
        // The marker in the window shows it.
        MainWindow window({pw::ui::createSlidingTab});
        window.show();
        auto *marker = window.findChild<pw::ui::StorageNoticeButton *>();
        QVERIFY(marker && marker->isVisible());

        restore.dismiss();
        QVERIFY(QDir(file).removeRecursively());
        QVERIFY(pw::ui::SettingsWrites::write(QStringLiteral("appearance/theme"),
                                              QStringLiteral("dark")));
        QVERIFY(!notices->hasProblem(QStringLiteral("settings/write")));
        QCOMPARE(QSettings().value(QStringLiteral("appearance/theme")).toString(),
                 QStringLiteral("dark"));
    }

    // At the first start the data and cache folders of earlier versions (organisation and
    // application name, both "puzzle-workbench") move into the folders named once: statistics,
    // autosave slots and tables, whole; a file whose name the new folder holds already is never
    // written over, but left where it was, with a note; Qt's own caches stay.
    void earlierFoldersMoveIntoTheFoldersNamedOnce()
    {
        // Folders of this test's own: other suites (and other checkouts' runs of this one) use
        // the test folders of the usual names meanwhile.
        const QString suite = QCoreApplication::applicationName();
        QCoreApplication::setApplicationName(suite + QStringLiteral("-folders"));
        const auto restoreName
            = qScopeGuard([&suite] { QCoreApplication::setApplicationName(suite); });
        const QString oldData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        const QString oldCache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
        const QString data = pw::common::dataFolder();
        const QString cache = pw::common::cacheFolder();
        QVERIFY(oldData != data);
        QVERIFY(oldCache != cache);
        for (const QString &folder : {oldData, oldCache, data, cache})
            QDir(folder).removeRecursively();
        const auto write = [](const QString &path, const QByteArray &contents) {
            QDir().mkpath(QFileInfo(path).absolutePath());
            QFile file(path);
            return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
        };
        QVERIFY(write(oldData + QStringLiteral("/statistics.json"), "old statistics"));
        QVERIFY(write(oldData + QStringLiteral("/autosave/slot-7/sliding.json"), "a game"));
        QVERIFY(write(oldData + QStringLiteral("/autosave/slot-7.lock"), "7"));
        QVERIFY(write(oldData + QStringLiteral("/statistics.json.damaged-2026-01-01"), "older"));
        QVERIFY(write(oldCache + QStringLiteral("/sliding/pdb-4x4-663.bin"), "table"));
        QVERIFY(write(oldCache + QStringLiteral("/qtshadercache/x"), "Qt's"));
        // Already in the new folder, from a later run: kept as it is.
        QVERIFY(write(data + QStringLiteral("/statistics.json.damaged-2026-01-01"), "newer"));

        clearNotices();
        const pw::common::FolderMove moved = pw::ui::StartupChecks::moveEarlierFolders();
        QCOMPARE(contentsOf(data + QStringLiteral("/statistics.json")),
                 QByteArray("old statistics"));
        QCOMPARE(contentsOf(data + QStringLiteral("/autosave/slot-7/sliding.json")),
                 QByteArray("a game"));
        QVERIFY(QFile::exists(data + QStringLiteral("/autosave/slot-7.lock")));
        QCOMPARE(contentsOf(cache + QStringLiteral("/sliding/pdb-4x4-663.bin")),
                 QByteArray("table"));
        QVERIFY(!QFile::exists(oldData + QStringLiteral("/statistics.json")));
        QVERIFY(!QFile::exists(oldData + QStringLiteral("/autosave")));
        QCOMPARE(contentsOf(data + QStringLiteral("/statistics.json.damaged-2026-01-01")),
                 QByteArray("newer"));
        const QString leftBehind = oldData + QStringLiteral("/statistics.json.damaged-2026-01-01");
        QCOMPARE(contentsOf(leftBehind), QByteArray("older"));
        QCOMPARE(moved.leftBehind, QStringList {QDir::toNativeSeparators(leftBehind)});
        QVERIFY(moved.failed.isEmpty());
        QVERIFY(QFile::exists(oldCache + QStringLiteral("/qtshadercache/x")));
        QVERIFY(!QFile::exists(cache + QStringLiteral("/qtshadercache")));
        const QStringList told = StorageNotices::instance()->takeUnannounced();
        QCOMPARE(told.size(), 1);
        QVERIFY2(told.first().contains(QDir::toNativeSeparators(leftBehind)),
                 qPrintable(told.first()));
        // Once: the next start finds only what it left, and moves nothing again.
        QVERIFY(pw::ui::StartupChecks::moveEarlierFolders().moved.isEmpty());

        // In the user's folders the earlier one sits inside the new one.
        QTemporaryDir home;
        const QString outer = home.filePath(QStringLiteral("puzzle-workbench"));
        const QString inner = outer + QStringLiteral("/puzzle-workbench");
        QVERIFY(write(inner + QStringLiteral("/statistics.json"), "stats"));
        QVERIFY(write(inner + QStringLiteral("/autosave/slot-1/kanoodle.json"), "game"));
        const pw::common::FolderMove nested = pw::common::moveFolderContents(inner, outer);
        QCOMPARE(nested.moved.size(), 2);
        QCOMPARE(contentsOf(outer + QStringLiteral("/statistics.json")), QByteArray("stats"));
        QCOMPARE(contentsOf(outer + QStringLiteral("/autosave/slot-1/kanoodle.json")),
                 QByteArray("game"));
        QVERIFY(!QFileInfo::exists(inner));

        for (const QString &folder : {oldData, oldCache, data, cache})
            QDir(folder).removeRecursively();
    }
};

QTEST_MAIN(TestStorageSafety)
#include "tst_storagesafety.moc"
#include "ui/common/Midend.h"

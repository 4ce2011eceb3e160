#include "ui/shell/StartupChecks.h"

#include "core/common/AppFolders.h"
#include "core/common/StorageNotices.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryFile>

namespace pw::ui {

namespace {

// Why the folder cannot be written, or empty when it can: it is made if missing, then a
// temporary file is created in it (the only test that also catches a read-only mount).
QString folderProblem(const QString &folder)
{
    if (!QDir().mkpath(folder))
        return StartupChecks::tr("it cannot be created");
    QTemporaryFile probe(folder + QStringLiteral("/.write-test-XXXXXX"));
    if (!probe.open())
        return probe.errorString();
    return {};
}

} // namespace

void StartupChecks::run()
{
    checkFolders();
    removeStrayTemporaries();
}

void StartupChecks::checkFolders()
{
    const QString settingsFolder = QFileInfo(QSettings().fileName()).absolutePath();
    const struct
    {
        QString key;
        QString folder;
        QString consequence;
    } folders[] = {
        {QStringLiteral("folder/data"), common::dataFolder(),
         tr("statistics and autosaves are not kept")},
        {QStringLiteral("folder/config"), settingsFolder,
         tr("settings, recent files and the window's place are not kept")},
        {QStringLiteral("folder/cache"), common::cacheFolder(),
         tr("Sliding Tiles' pattern databases are built again in every session")},
    };
    common::StorageNotices *notices = common::StorageNotices::instance();
    for (const auto &[key, folder, consequence] : folders) {
        if (folder.isEmpty())
            continue;
        const QString problem = folderProblem(folder);
        if (problem.isEmpty()) {
            notices->resolve(key);
            continue;
        }
        notices->reportProblem(key,
                               tr("The folder %1 cannot be written (%2): %3. Play goes on.")
                                   .arg(QDir::toNativeSeparators(folder), problem, consequence));
    }
}

common::FolderMove StartupChecks::moveEarlierFolders()
{
    const common::FolderMove moved = common::moveEarlierFolders();
    const auto firstFew = [](const QStringList &paths) {
        return paths.mid(0, 3).join(QStringLiteral(", "))
            + (paths.size() > 3 ? QStringLiteral(", …") : QString());
    };
    common::StorageNotices *notices = common::StorageNotices::instance();
    if (!moved.leftBehind.isEmpty()) {
        notices->addNote(QStringLiteral("folder/leftBehind"),
                         tr("%n file(s) of an earlier version were left where they were, as the "
                            "data or cache folder already holds one of the same name: %1",
                            nullptr, static_cast<int>(moved.leftBehind.size()))
                             .arg(firstFew(moved.leftBehind)));
    }
    if (!moved.failed.isEmpty()) {
        notices->addNote(QStringLiteral("folder/notMoved"),
                         tr("%n file(s) of an earlier version could not be moved to the data or "
                            "cache folder and were left where they were: %1",
                            nullptr, static_cast<int>(moved.failed.size()))
                             .arg(firstFew(moved.failed)));
    }
    return moved;
}

QStringList StartupChecks::removeStrayTemporaries(int minimumAgeSeconds)
{
    // QSaveFile names its temporary file "<target>.XXXXXX" (letters and digits).
    static const QRegularExpression statistics(
        QStringLiteral("^statistics\\.json\\.[A-Za-z0-9]{6}$"));
    static const QRegularExpression tables(
        QStringLiteral("^pdb-[0-9x]+-[0-9-]+\\.bin\\.[A-Za-z0-9]{6}$"));
    const QString data = common::dataFolder();
    const QString cache = common::cacheFolder();
    const std::pair<QString, const QRegularExpression *> places[] = {
        {data, &statistics},
        {cache.isEmpty() ? QString() : cache + QStringLiteral("/sliding"), &tables},
    };
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-minimumAgeSeconds);
    QStringList removed;
    for (const auto &[folder, pattern] : places) {
        if (folder.isEmpty())
            continue; // no such location on this system
        const QFileInfoList files
            = QDir(folder).entryInfoList(QDir::Files | QDir::Hidden | QDir::NoSymLinks);
        for (const QFileInfo &file : files) {
            if (!pattern->match(file.fileName()).hasMatch() || file.lastModified().toUTC() > before)
                continue;
            if (QFile::remove(file.absoluteFilePath()))
                removed << file.absoluteFilePath();
        }
    }
    return removed;
}

} // namespace pw::ui

#include "core/common/AppFolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace pw::common {

namespace {

// The generic location with the application's folder, or empty where the platform has none.
QString namedOnce(QStandardPaths::StandardLocation generic)
{
    const QString base = QStandardPaths::writableLocation(generic);
    if (base.isEmpty())
        return {};
    return base + QLatin1Char('/') + QCoreApplication::applicationName();
}

// Whether anything (a broken symbolic link too) has this name.
bool nameTaken(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

void merge(const QString &from, const QString &to, const QStringList &names, FolderMove &result)
{
    if (!QDir().mkpath(to)) {
        result.failed << QDir::toNativeSeparators(to);
        return;
    }
    const QFileInfoList entries = QDir(from).entryInfoList(
        names, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    for (const QFileInfo &entry : entries) {
        const QString target = to + QLatin1Char('/') + entry.fileName();
        if (!nameTaken(target)) {
            // A rename within one file system: the file or folder moves whole, or not at all.
            if (QDir().rename(entry.filePath(), target))
                result.moved << QDir::toNativeSeparators(target);
            else
                result.failed << QDir::toNativeSeparators(entry.filePath());
        } else if (entry.isDir() && !entry.isSymLink() && QFileInfo(target).isDir()
                   && !QFileInfo(target).isSymLink()) {
            merge(entry.filePath(), target, {}, result);
        } else {
            result.leftBehind << QDir::toNativeSeparators(entry.filePath());
        }
    }
    QDir().rmdir(from); // only when empty
}

} // namespace

QString dataFolder()
{
    return namedOnce(QStandardPaths::GenericDataLocation);
}

QString cacheFolder()
{
    return namedOnce(QStandardPaths::GenericCacheLocation);
}

FolderMove moveFolderContents(const QString &from, const QString &to, const QStringList &names)
{
    FolderMove result;
    if (from.isEmpty() || to.isEmpty() || !QFileInfo(from).isDir() || QFileInfo(from).isSymLink())
        return result;
    // The earlier folder sits inside the new one (puzzle-workbench/puzzle-workbench): each entry
    // is renamed one level up, and the emptied folder removed.
    merge(QDir::cleanPath(from), QDir::cleanPath(to), names, result);
    return result;
}

FolderMove moveEarlierFolders()
{
    FolderMove all;
    // Everything in the data folder is the program's own; in the cache folder only the tables
    // are (Qt keeps caches of its own there, such as compiled shaders, made again at will).
    const struct
    {
        QString earlier;
        QString now;
        QStringList names;
    } folders[] = {
        {QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), dataFolder(), {}},
        {QStandardPaths::writableLocation(QStandardPaths::CacheLocation),
         cacheFolder(),
         {QStringLiteral("sliding")}},
    };
    for (const auto &[earlier, now, names] : folders) {
        if (earlier.isEmpty() || now.isEmpty() || QDir::cleanPath(earlier) == QDir::cleanPath(now))
            continue;
        const FolderMove moved = moveFolderContents(earlier, now, names);
        all.moved << moved.moved;
        all.leftBehind << moved.leftBehind;
        all.failed << moved.failed;
    }
    return all;
}

} // namespace pw::common

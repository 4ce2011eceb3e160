#include "ui/shell/RecentFiles.h"

#include "ui/common/SettingsWrites.h"

#include <QFileInfo>
#include <QSettings>

namespace pw::ui {

namespace {
const QString key = QStringLiteral("recentFiles");

QStringList store(QStringList files)
{
    while (files.size() > RecentFiles::maximum)
        files.removeLast();
    SettingsWrites::write(key, files);
    return files;
}
} // namespace

QStringList RecentFiles::load()
{
    // A blank entry (a hand-edited or damaged settings file) names no file: it is not listed.
    QStringList files = QSettings().value(key).toStringList();
    files.removeIf([](const QString &path) { return path.trimmed().isEmpty(); });
    return files;
}

QStringList RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = load();
    files.removeAll(absolute);
    files.prepend(absolute);
    return store(files);
}

QStringList RecentFiles::remove(const QString &path)
{
    QStringList files = load();
    files.removeAll(path);
    return store(files);
}

void RecentFiles::clear()
{
    SettingsWrites::remove(key);
}

} // namespace pw::ui

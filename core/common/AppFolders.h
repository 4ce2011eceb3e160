#pragma once

#include <QString>
#include <QStringList>

namespace pw::common {

// The program's own folders, each named once after the application:
//   data   ~/.local/share/puzzle-workbench   (statistics, autosaves)
//   cache  ~/.cache/puzzle-workbench         (Sliding Tiles' pattern databases)
// QStandardPaths' AppDataLocation and CacheLocation put the organisation's name before the
// application's, and both are "puzzle-workbench", which gave ~/.local/share/puzzle-workbench/
// puzzle-workbench. The organisation name stays set, since QSettings needs one (its file,
// ~/.config/puzzle-workbench/puzzle-workbench.conf, already names the folder once). Under
// QStandardPaths' test mode these are folders of the test's own, like every standard location.
QString dataFolder();
QString cacheFolder();

// What moving a folder's contents did: files and folders moved, those left where they were
// because the new folder holds one of the same name (never written over), and those that could
// not be moved (with the system's reason).
struct FolderMove
{
    QStringList moved;
    QStringList leftBehind;
    QStringList failed;
};

// Moves the entries of `from` that match names (wildcards; every entry when empty) into `to`
// (made if missing): an entry whose name is free in `to` is renamed there; a folder whose name is
// taken is merged entry by entry; a file whose name is taken stays in `from`, so nothing in `to`
// is ever written over. `from` is removed once empty.
FolderMove moveFolderContents(const QString &from, const QString &to,
                              const QStringList &names = {});

// At start: what earlier versions kept in the data and cache folders of the organisation and
// application names (QStandardPaths::AppDataLocation, CacheLocation) moves into the folders
// above: the whole data folder (statistics, autosaves, their copies) and the cache's tables.
// Nothing to do once they are gone, or when the two are the same folder.
FolderMove moveEarlierFolders();

} // namespace pw::common

#pragma once

#include "core/common/AppFolders.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pw::ui {

// What the window checks about its folders when it starts, so that nothing is lost silently
// later: what earlier versions kept one folder deeper is moved into the folders named once; a data, settings or cache folder that cannot be written is reported once (naming the
// folder and what will not be kept), and play goes on; the leftovers of atomic writes that a
// crash or kill interrupted are removed.
class StartupChecks
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::StartupChecks)
public:
    // Both checks below; problems go to StorageNotices. (moveEarlierFolders runs before, at the
    // program's start, since the window's tabs read the statistics as they are made.)
    static void run();

    // Moves what earlier versions kept in the doubled data and cache folders into the ones named
    // once (common::moveEarlierFolders); a file left where it was, because the new folder holds
    // one of the same name or because it could not be moved, is noted, naming it.
    static common::FolderMove moveEarlierFolders();

    // Reports each folder that cannot be created or written.
    static void checkFolders();

    // Removes the temporary files QSaveFile leaves when the program is killed between writing
    // and renaming: only files named after a file this program writes atomically plus the six
    // letters or digits QSaveFile appends (statistics.json.Ab12Cd), at the top of the data
    // folder or in the Sliding tables' cache folder, and only when they are older than
    // minimumAgeSeconds (another running instance may be writing one right now). Autosaves and
    // anything else are never touched. Returns the removed paths.
    static QStringList removeStrayTemporaries(int minimumAgeSeconds = 10 * 60);
};

} // namespace pw::ui

#pragma once

#include <QStringList>

namespace pw::ui {

// The most recently opened or saved files, newest first, kept in QSettings.
class RecentFiles
{
public:
    static constexpr int maximum = 8;

    static QStringList load();
    // Moves path to the front (adding it if new) and saves the list.
    static QStringList add(const QString &path);
    static QStringList remove(const QString &path);
    static void clear();
};

} // namespace pw::ui

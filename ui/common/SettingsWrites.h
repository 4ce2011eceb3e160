#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariant>

class QSettings;

namespace pw::ui {

// Writes to the settings that are checked end to end. QSettings writes its file later, when the
// object goes or at sync(), and keeps a failure to itself in status(); so after each write the
// settings are synced and their status read. A failure (the file or its folder cannot be
// written, the disk is full) goes to StorageNotices like every other failed write: told once,
// marked until a write succeeds again.
class SettingsWrites
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::SettingsWrites)
public:
    // settings.setValue(key, value), then sync(). Returns whether the file was written.
    static bool write(const QString &key, const QVariant &value);
    // settings.remove(key), then sync().
    static bool remove(const QString &key);
    // Writes what settings holds unwritten (several values set through one object, or writes
    // made elsewhere through a plain QSettings) and reports the outcome.
    static bool sync(QSettings &settings);
};

} // namespace pw::ui

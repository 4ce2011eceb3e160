#include "ui/common/SettingsWrites.h"

#include "core/common/StorageNotices.h"

#include <QDir>
#include <QSettings>

namespace pw::ui {

namespace {
const QString writeProblem = QStringLiteral("settings/write");
} // namespace

bool SettingsWrites::write(const QString &key, const QVariant &value)
{
    QSettings settings;
    settings.setValue(key, value);
    return sync(settings);
}

bool SettingsWrites::remove(const QString &key)
{
    QSettings settings;
    settings.remove(key);
    return sync(settings);
}

bool SettingsWrites::sync(QSettings &settings)
{
    settings.sync();
    common::StorageNotices *notices = common::StorageNotices::instance();
    switch (settings.status()) {
    case QSettings::NoError:
        notices->resolve(writeProblem);
        return true;
    case QSettings::AccessError:
        notices->reportProblem(writeProblem,
                               tr("The settings could not be saved to %1: the file or its folder "
                                  "cannot be written. Changed settings last until the program "
                                  "ends.")
                                   .arg(QDir::toNativeSeparators(settings.fileName())));
        return false;
    case QSettings::FormatError:
        notices->reportProblem(writeProblem,
                               tr("The settings could not be saved to %1: the file is not in the "
                                  "settings' format. Changed settings last until the program "
                                  "ends.")
                                   .arg(QDir::toNativeSeparators(settings.fileName())));
        return false;
    }
    return false;
}

} // namespace pw::ui

#include "ui/common/SoundSetting.h"

#include "ui/common/SettingsWrites.h"

#include <QSettings>

namespace pw::ui {

namespace {
const QString key = QStringLiteral("sound/on");
} // namespace

bool SoundSetting::isOn()
{
    return QSettings().value(key, true).toBool();
}

void SoundSetting::setOn(bool on)
{
    SettingsWrites::write(key, on);
}

} // namespace pw::ui

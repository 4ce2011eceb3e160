#pragma once

#include <QString>

namespace pw::ui {

// Installs our translation and Qt's own (for standard dialog buttons) for a language code such as
// "de"; an empty code means the system locale. Returns whether our translation was found
// (English needs none).
bool installTranslations(const QString &languageCode = {});

} // namespace pw::ui

#include "ui/shell/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace pw::ui {

bool installTranslations(const QString &languageCode)
{
    const QLocale locale = languageCode.isEmpty() ? QLocale::system() : QLocale(languageCode);
    if (!languageCode.isEmpty())
        QLocale::setDefault(locale);

    // Translators are owned by the application so they live as long as it.
    auto *qtTranslator = new QTranslator(QCoreApplication::instance());
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);

    // English first, for its plural forms ("1 point", "2 points"); a translation installed later
    // is searched first, so the chosen language wins wherever it has a string.
    auto *english = new QTranslator(QCoreApplication::instance());
    if (english->load(QStringLiteral(":/i18n/puzzleworkbench_en.qm")))
        QCoreApplication::installTranslator(english);
    else
        delete english;

    auto *ours = new QTranslator(QCoreApplication::instance());
    // qt_add_translations embeds the .qm files under :/i18n.
    if (ours->load(locale, QStringLiteral("puzzleworkbench"), QStringLiteral("_"),
                   QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(ours);
        return true;
    }
    delete ours;
    return false;
}

} // namespace pw::ui

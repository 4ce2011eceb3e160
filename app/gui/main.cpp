#include "app/gui/ScreenshotTaker.h"
#include "core/backends/BackendRegistry.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/StartupChecks.h"
#include "ui/shell/Theme.h"
#include "ui/shell/Translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTextStream>

#include <optional>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("puzzle-workbench"));
    QApplication::setOrganizationName(QStringLiteral("puzzle-workbench"));
    QApplication::setApplicationDisplayName(QStringLiteral("Puzzle Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(PW_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("puzzle-workbench"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/puzzle-workbench.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Puzzle Workbench: Noodles, Kanoodle Extreme, Entanglement and Sliding Tiles."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"), QStringLiteral("Save a PNG of the window to FILE and exit."),
        QStringLiteral("FILE"));
    const QString tabNames = pw::backends::puzzleKinds().join(QLatin1String(", "));
    const QCommandLineOption tab(QStringLiteral("tab"),
                                 QStringLiteral("Show this tab: %1.").arg(tabNames),
                                 QStringLiteral("NAME"));
    const QCommandLineOption open(QStringLiteral("open"), QStringLiteral("Open a puzzle file."),
                                  QStringLiteral("PUZZLEFILE"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("Use this language (e.g. de) instead of the "
                                                 "system's."),
                                  QStringLiteral("CODE"));
    const QString themeNames = pw::ui::themeNames().join(QLatin1String(", "));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QStringLiteral("Use these colours this time (%1) instead of the ones chosen in the "
                       "View menu.")
            .arg(themeNames),
        QStringLiteral("NAME"));
    parser.addOptions({screenshot, tab, open, lang, theme});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A puzzle file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    pw::ui::installTranslations(parser.value(lang));
    // Once, before the window reads the data folder (its tabs read the statistics, the autosave
    // its slots): what an earlier version kept one folder deeper moves into the folders named
    // once; a file left behind is noted, and the window tells it.
    pw::ui::StartupChecks::moveEarlierFolders();
    QTextStream err(stderr);
    std::optional<pw::ui::Theme> chosenTheme = pw::ui::savedTheme();
    if (parser.isSet(theme)) {
        chosenTheme = pw::ui::themeNamed(parser.value(theme));
        if (!chosenTheme) {
            err << "puzzle-workbench: unknown theme '" << parser.value(theme) << "' ("
                << themeNames << ")" << Qt::endl;
            return 2;
        }
    }
    pw::ui::applyTheme(*chosenTheme);

    pw::ui::MainWindow window;
    if (parser.isSet(tab) && !window.selectTab(parser.value(tab))) {
        err << "puzzle-workbench: unknown tab '" << parser.value(tab)
            << "' (" << tabNames << ")" << Qt::endl;
        return 2;
    }
    window.show();
    if (!parser.isSet(screenshot))
        window.offerRecovery(); // before --open, which would otherwise be overwritten
    QString fileToOpen = parser.value(open);
    if (fileToOpen.isEmpty() && !parser.positionalArguments().isEmpty())
        fileToOpen = parser.positionalArguments().constFirst();
    if (!fileToOpen.isEmpty()) {
        if (!parser.isSet(screenshot)) {
            window.openPath(fileToOpen);
        } else if (const pw::common::Status problem = window.openPathQuietly(fileToOpen)) {
            err << "puzzle-workbench: " << problem->message() << Qt::endl;
            return 2;
        }
    }

    if (parser.isSet(screenshot)) {
        auto *taker = new pw::app::ScreenshotTaker(&window, parser.value(screenshot), &app);
        taker->start();
    }
    return app.exec();
}

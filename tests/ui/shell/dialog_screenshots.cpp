// Makes the guides' pictures of two dialogs from made-up records, in a data folder of its own:
// Game ▸ Statistics on its Charts page (statistics-chart.png) and Game ▸ Today's Puzzle Archive
// (daily-archive.png). Not a test; scripts/screenshots.sh runs it.
//
//   dialog_screenshots OUTPUT_FOLDER

#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/statistics/GameStatistics.h"
#include "ui/shell/DailyArchiveDialog.h"
#include "ui/shell/DailyCalendar.h"
#include "ui/shell/StatisticsDialog.h"
#include "ui/shell/Translations.h"

#include <QApplication>
#include <QDir>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace pw::ui;

namespace {

const QDate today(2026, 11, 26);

// Six weeks of 4 x 4 games getting quicker, with the ups and downs of real play (a fixed
// sequence, so the picture is the same every time), a few 3 x 3 ones and one solved with help.
void recordSlidingGames()
{
    const pw::common::StatisticsCategory four {QStringLiteral("4x4"), QStringLiteral("4 x 4")};
    const pw::common::StatisticsCategory three {QStringLiteral("3x3"), QStringLiteral("3 x 3")};
    quint32 noise = 12345;
    for (int day = 0; day < 42; day += 1 + int(noise % 3)) {
        noise = noise * 1103515245u + 12345u;
        pw::statistics::GameResult result;
        result.moves = 60 + int(noise % 40);
        result.millis = 150000 - day * 2200 + qint64(noise % 60000);
        result.finishedAt = QDateTime(today.addDays(day - 42), QTime(19, int(noise % 60)));
        pw::statistics::GameStatistics::recordFinished(QStringLiteral("sliding"), four, result);
    }
    for (qint64 millis : {21000, 34000, 17000}) {
        pw::statistics::GameResult result;
        result.millis = millis;
        result.moves = 20;
        pw::statistics::GameStatistics::recordFinished(QStringLiteral("sliding"), three, result);
    }
    pw::statistics::GameResult helped;
    helped.millis = 90000;
    helped.assisted = true;
    pw::statistics::GameStatistics::recordFinished(QStringLiteral("sliding"), four, helped);
}

// Daily Noodles: a run of days each solved on the day up to today, one caught up later.
void recordDailyNoodles()
{
    const pw::common::GameBackend *backend = pw::backends::backendFor(QStringLiteral("noodles"));
    const pw::common::StatisticsCategory nine {QStringLiteral("9x9"), QStringLiteral("9 x 9")};
    const auto solve = [&](const QDate &day, const QDate &on) {
        pw::statistics::GameResult result;
        result.millis = 200000;
        result.moves = 80;
        result.gameId = backend->dailyGameId(day);
        result.finishedAt = QDateTime(on, QTime(20, 0));
        pw::statistics::GameStatistics::recordFinished(QStringLiteral("noodles"), nine, result);
    };
    for (int day : {3, 4, 5, 9, 10, 11, 12, 13, 17, 19, 20, 21, 22, 23, 24, 25, 26})
        solve(QDate(2026, 11, day), QDate(2026, 11, day));
    solve(QDate(2026, 11, 15), QDate(2026, 11, 18)); // from the archive, three days later
}

bool save(QWidget *dialog, const QString &path)
{
    dialog->show();
    QTest::qWait(300); // the charts lay themselves out on the first events
    const bool saved = dialog->grab().save(path);
    std::fprintf(saved ? stdout : stderr, "%s %s\n", saved ? "wrote" : "could not write",
                 qPrintable(path));
    return saved;
}

} // namespace

int main(int argc, char **argv)
{
    QTemporaryDir data; // the records below, never the user's
    qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
    QApplication app(argc, argv);
    installTranslations(QStringLiteral("en")); // the plural forms of "%n day(s)"
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    if (argc != 2) {
        std::fprintf(stderr, "usage: dialog_screenshots OUTPUT_FOLDER\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    recordSlidingGames();
    recordDailyNoodles();

    StatisticsDialog statistics(QStringLiteral("sliding"), QStringLiteral("Sliding Tiles"));
    statistics.showCharts();
    statistics.resize(900, 560);
    bool saved = save(&statistics, out.filePath(QStringLiteral("statistics-chart.png")));

    QList<DailyPuzzle> puzzles;
    for (const auto &[kind, name] :
         {std::pair {"noodles", "Noodles"}, std::pair {"kanoodle", "Kanoodle"},
          std::pair {"entanglement", "Entanglement"}, std::pair {"sliding", "Sliding Tiles"}}) {
        const pw::common::GameBackend *backend = pw::backends::backendFor(QLatin1String(kind));
        puzzles.append({QLatin1String(kind),
                        QLatin1String(name),
                        {{QLatin1String(name),
                          [backend](const QDate &day) { return backend->dailyGameId(day); }}}});
    }
    DailyArchiveDialog archive(puzzles, QStringLiteral("noodles"), today);
    archive.calendar()->setSelectedDate(QDate(2026, 11, 15));
    saved = save(&archive, out.filePath(QStringLiteral("daily-archive.png"))) && saved;
    return saved ? 0 : 1;
}

// puzzle-cli and game IDs: every generator's JSON carries "id", "id ID" prints the puzzle file
// the ID names, "id --of FILE" the descriptive ID of a file, damaged IDs exit 2, and every verb's
// "daily" gives the same puzzle for a date.
#include "tests/support/CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using pw::test::CliRun;
using pw::test::runCli;

namespace {

// A puzzle file without the fields the CLI adds around it.
QJsonObject withoutIdAndDate(QJsonObject file)
{
    file.remove(QStringLiteral("id"));
    file.remove(QStringLiteral("date"));
    return file;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestGameIdCli : public QObject
{
    Q_OBJECT
private slots:
    // Generate, take the ID, enter it: the same puzzle file comes back.
    void generatorIdsPrintTheSamePuzzle_data()
    {
        QTest::addColumn<QStringList>("generate");
        QTest::addColumn<QString>("id");
        QTest::newRow("noodles") << QStringList {"noodles", "generate", "--grid",   "hex",
                                                 "--width", "10",       "--height", "7",
                                                 "--seed",  "31",       "--wrap"}
                                 << "noodles:10x7hw#31";
        QTest::newRow("noodles difficulty")
            << QStringList {"noodles", "generate", "--difficulty", "easy", "--seed", "4", "--json"}
            << QString();
        QTest::newRow("slide scramble")
            << QStringList {"slide",  "scramble", "--rows",         "3",   "--cols", "4",
                            "--seed", "9",        "--out-of-place", "0.5", "--json"}
            << "sliding:3x4o0.5#9";
    }

    void generatorIdsPrintTheSamePuzzle()
    {
        QFETCH(QStringList, generate);
        QFETCH(QString, id);
        const CliRun generated = runCli(generate);
        QCOMPARE(generated.code, 0);
        const QJsonObject file = generated.json();
        const QString printedId = file.value(QStringLiteral("id")).toString();
        if (!id.isEmpty())
            QCOMPARE(printedId, id);
        const CliRun entered = runCli({"id", printedId});
        QCOMPARE(entered.code, 0);
        QCOMPARE(entered.json(), file);
    }

    void kanoodleGenerateCarriesIdsThatRegenerateThePuzzle()
    {
        const CliRun pyramid = runCli(
            {"kanoodle", "generate", "--pyramid", "--level", "20", "--seed", "7", "--json"});
        QCOMPARE(pyramid.code, 0);
        QCOMPARE(pyramid.json().value("id").toString(), QStringLiteral("kanoodle:p20#7"));
        const CliRun entered = runCli({"id", "kanoodle:p20#7"});
        QCOMPARE(entered.code, 0);
        QCOMPARE(entered.json().value("state"), pyramid.json().value("state"));
        QCOMPARE(entered.json().value("solution"), pyramid.json().value("solution"));

        const CliRun series
            = runCli({"kanoodle", "generate", "--sliding", "6", "--seed", "3", "--json"});
        QCOMPARE(series.code, 0);
        QCOMPARE(series.json().value("id").toString(), QStringLiteral("kanoodle:s6#3"));
        const QJsonObject second = series.json().value("series").toArray().at(1).toObject();
        QCOMPARE(second.value("id").toString(), QStringLiteral("kanoodle:s6.2#3"));
        const CliRun step = runCli({"id", "kanoodle:s6.2#3"});
        QCOMPARE(step.code, 0);
        QCOMPARE(step.json().value("state"), second.value("state"));
        QCOMPARE(step.json().value("pieces"), second.value("pieces"));

        const CliRun challenge
            = runCli({"kanoodle", "generate", "--sliding", "IJKLA", "--seed", "3", "--json"});
        QCOMPARE(challenge.json().value("id").toString(), QStringLiteral("kanoodle:sAIJKL#3"));
    }

    void entanglementPlayCarriesTheIdOfItsDeal()
    {
        const CliRun played = runCli(
            {"entanglement", "play", "--seed", "42", "--ai", "greedy", "--radius", "2", "--json"});
        QCOMPARE(played.code, 0);
        QCOMPARE(played.json().value("id").toString(), QStringLiteral("entanglement:r2#42"));
        const CliRun entered = runCli({"id", "entanglement:r2#42"});
        QCOMPARE(entered.code, 0);
        QCOMPARE(entered.json().value("seed").toInteger(), qint64 {42});
        QCOMPARE(entered.json().value("radius").toInt(), 2);
        QVERIFY(entered.json().value("moves").toArray().isEmpty());
    }

    // A file's descriptive ID names its start position; entering it gives that position back.
    void filesGiveDescriptiveIdsThatRoundTrip()
    {
        QTemporaryDir dir;
        const QStringList generators[] = {
            {"noodles", "generate", "--width", "6", "--height", "5", "--seed", "2"},
            {"id", "kanoodle:f4#8"},
            {"slide", "scramble", "--rows", "4", "--cols", "4", "--seed", "5", "--json"},
        };
        int index = 0;
        for (const QStringList &generator : generators) {
            const CliRun generated = runCli(generator);
            QCOMPARE(generated.code, 0);
            const QString path
                = writeFile(dir, QStringLiteral("p%1.json").arg(index++), generated.out.toUtf8());
            const CliRun id = runCli({"id", "--of", path});
            QCOMPARE(id.code, 0);
            const QString descriptive = id.out.trimmed();
            QVERIFY2(!descriptive.contains(QLatin1Char('#')), qPrintable(descriptive));
            const CliRun entered = runCli({"id", descriptive});
            QCOMPARE(entered.code, 0);
            const QJsonObject original = withoutIdAndDate(generated.json());
            const QJsonObject back = withoutIdAndDate(entered.json());
            for (const char *field : {"puzzle", "tiles", "source", "state", "rows", "cols"})
                QCOMPARE(back.value(QLatin1String(field)), original.value(QLatin1String(field)));
            QCOMPARE(entered.json().value("id").toString(), descriptive);
        }
        // The Sliding text format too, and --json.
        const QString text = writeFile(dir, QStringLiteral("b.txt"), "1 2 3\n4 5 6\n7 0 8\n");
        const CliRun id = runCli({"id", "--of", text, "--json"});
        QCOMPARE(id.code, 0);
        QCOMPARE(id.json().value("id").toString(), QStringLiteral("sliding:3x3:1,2,3,4,5,6,7,0,8"));
        QCOMPARE(id.json().value("puzzle").toString(), QStringLiteral("sliding"));
    }

    void anEntanglementRecordGivesTheIdOfItsDeal()
    {
        QTemporaryDir dir;
        const CliRun played
            = runCli({"entanglement", "play", "--seed", "77", "--ai", "greedy", "--json"});
        const QString path = writeFile(dir, QStringLiteral("e.json"), played.out.toUtf8());
        const CliRun id = runCli({"id", "--of", path});
        QCOMPARE(id.code, 0);
        QCOMPARE(id.out.trimmed(), QStringLiteral("entanglement:r3#77"));
    }

    void damagedIdsExitTwoNamingTheCharacter_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("message");
        QTest::newRow("noodles") << "noodles:9y7#1"
                                 << "game ID, character 10: expected 'x' between width and height";
        QTest::newRow("kanoodle") << "kanoodle:p0#1"
                                  << "game ID, character 11:";
        QTest::newRow("entanglement") << "entanglement:r9#1"
                                      << "game ID, character 15:";
        QTest::newRow("sliding") << "sliding:2x2:1,2,2,0"
                                 << "game ID, character 17: 2 appears";
        QTest::newRow("unknown puzzle") << "chess:8x8#1"
                                        << "game ID, character 1: unknown";
        QTest::newRow("not an id") << "hello"
                                   << "game ID, character 6:";
        QTest::newRow("newer version") << "sliding:4x4@9#1"
                                       << "version 9";
    }

    void damagedIdsExitTwoNamingTheCharacter()
    {
        QFETCH(QString, id);
        QFETCH(QString, message);
        const CliRun result = runCli({"id", id});
        QCOMPARE(result.code, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.startsWith(QStringLiteral("puzzle-cli: ")), qPrintable(result.err));
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
    }

    void idUsageErrors()
    {
        QCOMPARE(runCli({"id"}).code, 2);
        QCOMPARE(runCli({"id", "noodles:9x9#1", "sliding:4x4#1"}).code, 2);
        QCOMPARE(runCli({"id", "noodles:9x9#1", "--of", "x.json"}).code, 2);
        const CliRun missing = runCli({"id", "--of", "/nonexistent/file.json"});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains(QStringLiteral("file.json")));
        const CliRun help = runCli({"id", "--help"});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("--of FILE")));
        QVERIFY(runCli({"--help"}).out.contains(QStringLiteral("  id ")));
    }

    // Literal IDs: the daily puzzle of a date is the same on every machine and every run.
    void dailyIsFixedForADate_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("id");
        QTest::newRow("noodles") << "noodles"
                                 << "noodles:9x9#795954587";
        QTest::newRow("kanoodle") << "kanoodle"
                                  << "kanoodle:f5#583175319";
        QTest::newRow("entanglement") << "entanglement"
                                      << "entanglement:r3#271551436";
        QTest::newRow("slide") << "slide"
                               << "sliding:4x4#671903439";
    }

    void dailyIsFixedForADate()
    {
        QFETCH(QString, verb);
        QFETCH(QString, id);
        const CliRun daily = runCli({verb, "daily", "--date", "2026-11-23", "--json"});
        QCOMPARE(daily.code, 0);
        const QJsonObject file = daily.json();
        QCOMPARE(file.value("id").toString(), id);
        QCOMPARE(file.value("date").toString(), QStringLiteral("2026-11-23"));
        QCOMPARE(file.value("format").toString(), QStringLiteral("puzzle-workbench"));
        QCOMPARE(runCli({verb, "daily", "--date", "2026-11-23", "--json"}).out, daily.out);
        // The ID names the same puzzle.
        QCOMPARE(withoutIdAndDate(runCli({"id", id}).json()), withoutIdAndDate(file));
        // Without --json: the ID first, then the file.
        const CliRun text = runCli({verb, "daily", "--date", "2026-11-23"});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.startsWith(id + QStringLiteral("  (2026-11-23)\n{")));
        // Today works and carries today's date.
        const CliRun today = runCli({verb, "daily", "--json"});
        QCOMPARE(today.code, 0);
        QCOMPARE(today.json().value("date").toString(), QDate::currentDate().toString(Qt::ISODate));
    }

    void dailyRefusesBadDates()
    {
        for (const char *date : {"2026-13-01", "23.11.2026", "2026-2-3", ""}) {
            const CliRun result = runCli({"noodles", "daily", "--date", date});
            QCOMPARE(result.code, 2);
            QVERIFY2(result.err.contains(QStringLiteral("--date")), qPrintable(result.err));
        }
        QCOMPARE(runCli({"slide", "daily", "extra"}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestGameIdCli)
#include "tst_gameidcli.moc"

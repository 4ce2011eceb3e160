// puzzle-cli noodles generate|solve: the public command-line contract.
#include "tests/support/CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using pw::test::CliRun;
using pw::test::runCli;

namespace {

QJsonObject parse(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// Writes `text` to `name` in `dir`; the path, or empty if it could not be written.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

} // namespace

class TestNoodlesCli : public QObject
{
    Q_OBJECT
private slots:
    void generateIsDeterministic()
    {
        const QStringList args {"noodles",  "generate", "--grid", "hex", "--width", "10",
                                "--height", "7",        "--seed", "31",  "--wrap"};
        const CliRun a = runCli(args);
        const CliRun b = runCli(args);
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        const QJsonObject puzzle = parse(a.out);
        QCOMPARE(puzzle.value("puzzle").toString(), QStringLiteral("noodles"));
        QCOMPARE(puzzle.value("grid").toString(), QStringLiteral("hex"));
        QCOMPARE(puzzle.value("tiles").toArray().size(), 7);
        QCOMPARE(puzzle.value("tiles").toArray().at(0).toArray().size(), 10);
        QCOMPARE(puzzle.value("wrap").toBool(), true);
        const CliRun other = runCli({"noodles", "generate", "--grid", "hex", "--width", "10",
                                     "--height", "7", "--seed", "32", "--wrap"});
        QVERIFY(other.out != a.out);
    }

    void solveReportsTheSolvedTiles()
    {
        const CliRun generated
            = runCli({"noodles", "generate", "--width", "8", "--height", "6", "--seed", "5"});
        QTemporaryDir dir;
        const QString path = writeFile(dir, "p.json", generated.out.toUtf8());
        QVERIFY(!path.isEmpty());
        const CliRun solved = runCli({"noodles", "solve", path, "--json"});
        QCOMPARE(solved.code, 0);
        const QJsonObject result = parse(solved.out);
        QCOMPARE(result.value("solved").toBool(), true);
        QCOMPARE(result.value("unique").toBool(), true);
        QCOMPARE(result.value("solutions").toInt(), 1);
        QVERIFY(!result.contains("reason"));
        QVERIFY(result.value("millis").isDouble());
        const QJsonArray tiles = result.value("tiles").toArray();
        QCOMPARE(tiles.size(), 6);
        // Each solved tile is a rotation of the puzzle's tile: same number of connections.
        const QJsonArray given = parse(generated.out).value("tiles").toArray();
        for (int row = 0; row < 6; ++row) {
            for (int col = 0; col < 8; ++col) {
                const int a = given.at(row).toArray().at(col).toInt();
                const int b = tiles.at(row).toArray().at(col).toInt();
                QCOMPARE(qPopulationCount(quint32(a)), qPopulationCount(quint32(b)));
            }
        }
    }

    void solveSaysWhenThereAreSeveralSolutions()
    {
        // The plain generator's 4 x 4 torus from seed 2 has more than one solution; the search
        // stops at the second and says "several".
        const CliRun generated = runCli({"noodles", "generate", "--width", "4", "--height", "4",
                                         "--wrap", "--ambiguous", "--seed", "2"});
        QTemporaryDir dir;
        const QString path = writeFile(dir, "several.json", generated.out.toUtf8());
        QVERIFY(!path.isEmpty());
        const CliRun run = runCli({"noodles", "solve", path, "--json"});
        QCOMPARE(run.code, 0);
        const QJsonObject result = parse(run.out);
        QCOMPARE(result.value("status").toString(), QStringLiteral("several"));
        QCOMPARE(result.value("solutions").toInt(), 2);
        QCOMPARE(result.value("unique").toBool(), false);
        QCOMPARE(result.value("solved").toBool(), true);
        QCOMPARE(result.value("tiles").toArray().size(), 4);
    }

    void unsolvableFileExitsOne()
    {
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, "none.json",
            R"({"format":"puzzle-workbench","version":1,"puzzle":"noodles","grid":"square",
                      "width":2,"height":2,"source":[0,0],"tiles":[[1,1],[1,1]]})");
        QVERIFY(!path.isEmpty());
        const CliRun run = runCli({"noodles", "solve", path, "--json"});
        QCOMPARE(run.code, 1);
        QCOMPARE(parse(run.out).value("solved").toBool(), false);
        // Four ends where a tree of four tiles has six: the counts say so without a search.
        const QString reason = parse(run.out).value("reason").toString();
        QVERIFY2(reason.contains("4 noodle ends") && reason.contains("exactly 6"),
                 qPrintable(reason));
    }

    void impossibleCountsAreRefusedAtOnceWithTheReason()
    {
        // A 40 x 40 torus of corners: 3200 ends, a tree of 1600 tiles has 3198. The search alone
        // took over 30 s.
        QJsonArray rows;
        for (int row = 0; row < 40; ++row) {
            QJsonArray values;
            for (int col = 0; col < 40; ++col)
                values.append(3);
            rows.append(values);
        }
        QJsonObject puzzle {{"format", "puzzle-workbench"},
                            {"version", 1},
                            {"puzzle", "noodles"},
                            {"grid", "square"},
                            {"width", 40},
                            {"height", 40},
                            {"wrap", true},
                            {"source", QJsonArray {0, 0}},
                            {"tiles", rows}};
        QTemporaryDir dir;
        const QString path = writeFile(dir, "corners.json", QJsonDocument(puzzle).toJson());
        QVERIFY(!path.isEmpty());
        QElapsedTimer timer;
        timer.start();
        CliRun run = runCli({"noodles", "solve", path, "--json"});
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(run.code, 1);
        const QJsonObject result = parse(run.out);
        QCOMPARE(result.value("status").toString(), QStringLiteral("none"));
        QCOMPARE(result.value("solutions").toInt(-1), 0);
        const QString reason = result.value("reason").toString();
        QVERIFY2(reason.contains("3200 noodle ends") && reason.contains("exactly 3198"),
                 qPrintable(reason));
        run = runCli({"noodles", "solve", path});
        QCOMPARE(run.code, 1);
        QVERIFY2(run.err.contains("no solution: the pieces have 3200 noodle ends"),
                 qPrintable(run.err));

        // A T in a corner of a flat board cannot fit, however it is turned: named by its place.
        puzzle.insert("width", 3);
        puzzle.insert("height", 2);
        puzzle.insert("wrap", false);
        puzzle.insert("tiles", QJsonArray {QJsonArray {7, 10, 8}, QJsonArray {1, 1, 1}});
        const QString tPath = writeFile(dir, "t.json", QJsonDocument(puzzle).toJson());
        QVERIFY(!tPath.isEmpty());
        run = runCli({"noodles", "solve", tPath, "--json"});
        QCOMPARE(run.code, 1);
        QVERIFY2(parse(run.out).value("reason").toString().contains("column 1, row 1"),
                 qPrintable(run.out));
    }

    void generateRatesTheDifficulty()
    {
        // A board the border and neighbour rules leave open until one loop deduction.
        CliRun run = runCli(
            {"noodles", "generate", "--width", "4", "--height", "3", "--seed", "65", "--json"});
        QCOMPARE(run.code, 0);
        QCOMPARE(parse(run.out).value("difficulty").toString(), QStringLiteral("tricky"));
        QVERIFY(!parse(run.out).contains("guesses"));
        // Every generated unique puzzle has a level the rules reach.
        const QStringList levels {"gentle", "tricky", "tough", "fiendish"};
        for (const char *size : {"beginner", "hard", "expert"}) {
            run = runCli({"noodles", "generate", "--size", size, "--seed", "3"});
            QCOMPARE(run.code, 0);
            QVERIFY2(levels.contains(parse(run.out).value("difficulty").toString()),
                     qPrintable(run.out));
        }
        // The solver's answer carries it too.
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, "p.json",
            runCli({"noodles", "generate", "--width", "4", "--height", "3", "--seed", "65"})
                .out.toUtf8());
        run = runCli({"noodles", "solve", path, "--json"});
        QCOMPARE(run.code, 0);
        QCOMPARE(parse(run.out).value("difficulty").toString(), QStringLiteral("tricky"));
    }

    void levelGeneratesUntilTheLevelComes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("level");
        QTest::newRow("gentle") << QStringList {"--size", "hard", "--level", "gentle"} << "gentle";
        QTest::newRow("tricky") << QStringList {"--size", "hard", "--level", "tricky"} << "tricky";
        QTest::newRow("tough") << QStringList {"--size", "expert", "--level", "tough"} << "tough";
        QTest::newRow("fiendish hex")
            << QStringList {"--grid", "hex", "--size", "master", "--level", "fiendish"}
            << "fiendish";
        QTest::newRow("guesswork")
            << QStringList {"--width", "4",           "--height", "4",
                            "--wrap",  "--ambiguous", "--level",  "guesswork"}
            << "guesswork";
    }

    void levelGeneratesUntilTheLevelComes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, level);
        const CliRun run = runCli(QStringList {"noodles", "generate", "--seed", "11"} + args);
        QCOMPARE(run.code, 0);
        const QJsonObject puzzle = parse(run.out);
        QCOMPARE(puzzle.value("difficulty").toString(), level);
        QCOMPARE(puzzle.contains("guesses"), level == QLatin1String("guesswork"));
        // The ID names the seed that gave it: entering it prints the same puzzle and level.
        const CliRun entered = runCli({"id", puzzle.value("id").toString()});
        QCOMPARE(entered.code, 0);
        QCOMPARE(parse(entered.out), puzzle);
    }

    void levelErrorsSayWhy()
    {
        // No puzzle of the level within the attempts: exit 1, with the boards tried.
        CliRun run = runCli({"noodles", "generate", "--size", "beginner", "--level", "fiendish",
                             "--attempts", "30"});
        QCOMPARE(run.code, 1);
        QVERIFY2(run.err.contains("no Fiendish puzzle came in 30 boards (seeds 1 to 30)"),
                 qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        // Levels these options can never have: refused at once as bad input.
        run = runCli({"noodles", "generate", "--level", "guesswork"});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("--level") && run.err.contains("exactly one solution"),
                 qPrintable(run.err));
        run = runCli({"noodles", "generate", "--size", "giant", "--level", "tricky"});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("wrapping board is never Tricky"), qPrintable(run.err));
        run = runCli({"noodles", "generate", "--level", "hard"});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("unknown --level 'hard'"), qPrintable(run.err));
        run = runCli({"noodles", "generate", "--level", "tough", "--attempts", "0"});
        QCOMPARE(run.code, 2);
        QVERIFY(run.err.contains("--attempts"));
    }

    void sizePresetsKeepTheOldOption()
    {
        const CliRun size = runCli({"noodles", "generate", "--size", "expert", "--seed", "2"});
        const CliRun old = runCli({"noodles", "generate", "--difficulty", "expert", "--seed", "2"});
        QCOMPARE(size.code, 0);
        QCOMPARE(old.out, size.out);
        QCOMPARE(parse(size.out).value("width").toInt(), 10);
        QVERIFY(parse(size.out).value("wrap").toBool());
        // Net's 100 x 100 boards: huge is flat, vast wraps.
        const CliRun huge = runCli({"noodles", "generate", "--size", "vast", "--seed", "3"});
        QCOMPARE(huge.code, 0);
        QCOMPARE(parse(huge.out).value("width").toInt(), 100);
        QCOMPARE(parse(huge.out).value("height").toInt(), 100);
        QVERIFY(parse(huge.out).value("wrap").toBool());
        // A level given where a size preset belongs is pointed to --level.
        const CliRun mixed = runCli({"noodles", "generate", "--difficulty", "tough"});
        QCOMPARE(mixed.code, 2);
        QVERIFY2(mixed.err.contains("use --level tough"), qPrintable(mixed.err));
    }

    void barriersComeFromGenerateAndGoThroughTheId()
    {
        const CliRun run = runCli({"noodles", "generate", "--width", "8", "--height", "6", "--seed",
                                   "4", "--barriers", "50"});
        QCOMPARE(run.code, 0);
        const QJsonObject puzzle = parse(run.out);
        QVERIFY(puzzle.contains("barriers"));
        QCOMPARE(puzzle.value("id").toString(), QStringLiteral("noodles:8x6b50#4"));
        // The seed ID makes the same board, barriers and all.
        const CliRun entered = runCli({"id", "noodles:8x6b50#4"});
        QCOMPARE(entered.code, 0);
        QCOMPARE(parse(entered.out).value("barriers"), puzzle.value("barriers"));
        QCOMPARE(runCli({"noodles", "generate", "--barriers", "120"}).code, 2);
    }

    void netIdsComeInAndGoOut()
    {
        // A 3 x 3 Net ID written by hand (see tst_noodlesnetid): four barriers, one solution.
        const QString net = QStringLiteral("3x3:2he8h3bh64v19");
        const CliRun imported = runCli({"noodles", "import", net});
        QCOMPARE(imported.code, 0);
        const QJsonObject file = parse(imported.out);
        QCOMPARE(file.value("width").toInt(), 3);
        QCOMPARE(file.value("source").toArray(), (QJsonArray {1, 1}));
        QVERIFY(file.value("id").toString().startsWith(QStringLiteral("noodles:3x3:1,1/")));
        QTemporaryDir dir;
        const QString path = writeFile(dir, "net.json", imported.out.toUtf8());
        const CliRun solved = runCli({"noodles", "solve", path, "--json"});
        QCOMPARE(parse(solved.out).value("status").toString(), QStringLiteral("unique"));
        const CliRun exported = runCli({"noodles", "export", path});
        QCOMPARE(exported.code, 0);
        QCOMPARE(exported.out.trimmed(), net);
        // `puzzle-cli id` takes Net's IDs too: they are Noodles games.
        const CliRun asId = runCli({"id", net});
        QCOMPARE(asId.code, 0);
        QCOMPARE(parse(asId.out).value("tiles"), file.value("tiles"));
        // A seed ID of Net's is refused with the way to its description; a hex board has no
        // Net ID.
        const CliRun seed = runCli({"noodles", "import", "5x5#99"});
        QCOMPARE(seed.code, 2);
        QVERIFY2(seed.err.contains("Specific"), qPrintable(seed.err));
        const CliRun hex
            = runCli({"noodles", "generate", "--grid", "hex", "--width", "4", "--height", "4"});
        const QString hexPath = writeFile(dir, "hex.json", hex.out.toUtf8());
        const CliRun refused = runCli({"noodles", "export", hexPath});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("square boards only"), qPrintable(refused.err));
    }

    void badInputExitsTwoWithAReason()
    {
        CliRun run = runCli({"noodles", "generate", "--width", "151"});
        QCOMPARE(run.code, 2);
        QVERIFY(run.err.contains("--width"));
        run = runCli({"noodles", "generate", "--grid", "octagon"});
        QCOMPARE(run.code, 2);
        run = runCli({"noodles", "generate", "--width", "2", "--height", "5", "--wrap"});
        QCOMPARE(run.code, 2);
        QVERIFY(run.err.contains("unique"));
        run = runCli({"noodles", "solve", "/nonexistent/x.json"});
        QCOMPARE(run.code, 2);
        run = runCli({"noodles", "frobnicate"});
        QCOMPARE(run.code, 2);
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, "bad.json",
            R"({"format":"puzzle-workbench","version":1,"puzzle":"noodles","grid":"square",
                      "width":2,"height":2,"source":[0,0],"tiles":[[1,1],[1]]})");
        QVERIFY(!path.isEmpty());
        run = runCli({"noodles", "solve", path});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("field \"tiles\"[1]"), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestNoodlesCli)
#include "tst_noodlescli.moc"

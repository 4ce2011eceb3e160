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
        const QString path = dir.filePath("p.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(generated.out.toUtf8());
        file.close();
        const CliRun solved = runCli({"noodles", "solve", path, "--json"});
        QCOMPARE(solved.code, 0);
        const QJsonObject result = parse(solved.out);
        QCOMPARE(result.value("solved").toBool(), true);
        QCOMPARE(result.value("unique").toBool(), true);
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

    void unsolvableFileExitsOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("none.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"puzzle-workbench","version":1,"puzzle":"noodles","grid":"square",
                      "width":2,"height":2,"source":[0,0],"tiles":[[1,1],[1,1]]})");
        file.close();
        const CliRun run = runCli({"noodles", "solve", path, "--json"});
        QCOMPARE(run.code, 1);
        QCOMPARE(parse(run.out).value("solved").toBool(), false);
    }

    void badInputExitsTwoWithAReason()
    {
        CliRun run = runCli({"noodles", "generate", "--width", "41"});
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
        const QString path = dir.filePath("bad.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"puzzle-workbench","version":1,"puzzle":"noodles","grid":"square",
                      "width":2,"height":2,"source":[0,0],"tiles":[[1,1],[1]]})");
        file.close();
        run = runCli({"noodles", "solve", path});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("field \"tiles\"[1]"), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestNoodlesCli)
#include "tst_noodlescli.moc"

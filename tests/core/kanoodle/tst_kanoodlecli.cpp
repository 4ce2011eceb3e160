#include "core/kanoodle/Position.h"
#include "tests/support/CliRun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace pw::test;

namespace {

// puzzle-cli kanoodle ARGS, in this process.
CliRun run(const QStringList &args)
{
    return runCli(QStringList {QStringLiteral("kanoodle")} + args);
}

const QString solved = QStringLiteral("AACCCJBCHHHCGKIGGIFGGDAAJJBBHIFKKFLLDAJIBBHFKLDDEFELDEEE");

} // namespace

class TestKanoodleCli : public QObject
{
    Q_OBJECT
private slots:
    void placementsPrintTheSeedTable()
    {
        const CliRun r = run(
            {QStringLiteral("placements"), QStringLiteral("--pyramid"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("A")).toInt(), 336);
        QCOMPARE(r.json().value(QStringLiteral("L")).toInt(), 720);
        QCOMPARE(r.json().size(), 12);
    }

    void solveFindsAndCounts()
    {
        QString puzzle = solved;
        for (int i = 0; i < puzzle.size(); ++i) {
            if (puzzle[i] == QLatin1Char('A') || puzzle[i] == QLatin1Char('B')
                || puzzle[i] == QLatin1Char('C'))
                puzzle[i] = QLatin1Char('.');
        }
        const CliRun r = run({QStringLiteral("solve"), QStringLiteral("--pyramid"), puzzle,
                              QStringLiteral("--count"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(QStringLiteral("solution")).toString().size(), 56);
        QVERIFY(o.value(QStringLiteral("solutions")).toInteger() >= 1);
        QVERIFY(o.contains(QStringLiteral("millis")));
        QVERIFY(o.contains(QStringLiteral("nodes")));
    }

    void noSolutionExitsOne()
    {
        // Two pieces around the flat board's corner ball (0,0) leave it isolated: a legal state
        // without a solution.
        using namespace pw::kanoodle;
        const BoardPtr board = Board::flat();
        const int corner = board->cellIndex(0, 0);
        const CellMask ring = board->neighbours(corner);
        QString state;
        for (const Placement &a : board->placements()) {
            for (const Placement &b : board->placements()) {
                if (!state.isEmpty() || a.piece >= b.piece || (a.cells & b.cells)
                    || (((a.cells | b.cells) >> corner) & 1U)
                    || ((a.cells | b.cells) & ring) != ring)
                    continue;
                Position p(board);
                p.place(*board->findPlacement(a.piece, a.cells));
                p.place(*board->findPlacement(b.piece, b.cells));
                state = p.toString();
            }
        }
        QVERIFY(!state.isEmpty());
        const CliRun r = run(
            {QStringLiteral("solve"), QStringLiteral("--flat"), state, QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.json(), QJsonObject({{QStringLiteral("solutions"), 0}}));
    }

    void badStatesExitTwoWithAMessage()
    {
        const CliRun r
            = run({QStringLiteral("solve"), QStringLiteral("--pyramid"), QStringLiteral("ABC")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("has 3 characters")));
        const CliRun usage = run({QStringLiteral("solve")});
        QCOMPARE(usage.code, 2);
        const CliRun unknown = run({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.code, 2);
    }

    void batchSolvesLineByLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("batch.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QString open = solved;
        open.replace(QLatin1Char('D'), QLatin1Char('.'));
        file.write("# comment\n\nfirst " + solved.toUtf8() + "\nsecond " + open.toUtf8()
                   + "\nbad xyz\n");
        file.close();
        const CliRun r = run(
            {QStringLiteral("solve"), QStringLiteral("--batch"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 2); // the bad line
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const QJsonObject second = QJsonDocument::fromJson(lines[1].toUtf8()).object();
        QCOMPARE(second.value(QStringLiteral("name")).toString(), QStringLiteral("second"));
        QCOMPARE(second.value(QStringLiteral("solution")).toString(), solved);
        QVERIFY(
            QJsonDocument::fromJson(lines[2].toUtf8()).object().contains(QStringLiteral("error")));
        QVERIFY(r.err.contains(QStringLiteral("line 5")));
    }

    void generateIsReproducibleAndUnique()
    {
        const QStringList args {QStringLiteral("generate"), QStringLiteral("--pyramid"),
                                QStringLiteral("--level"),  QStringLiteral("30"),
                                QStringLiteral("--seed"),   QStringLiteral("5"),
                                QStringLiteral("--json")};
        const CliRun a = run(args);
        const CliRun b = run(args);
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        const QString state = a.json().value(QStringLiteral("state")).toString();
        const CliRun count = run({QStringLiteral("solve"), QStringLiteral("--pyramid"), state,
                                  QStringLiteral("--count"), QStringLiteral("--json")});
        QCOMPARE(count.json().value(QStringLiteral("solutions")).toInt(), 1);
        const CliRun sliding
            = run({QStringLiteral("generate"), QStringLiteral("--sliding"), QStringLiteral("AIJKL"),
                   QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(sliding.code, 0);
        QCOMPARE(sliding.json().value(QStringLiteral("regionCells")).toInt(), 21);
        const CliRun badSliding
            = run({QStringLiteral("generate"), QStringLiteral("--sliding"), QStringLiteral("ABCDI"),
                   QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(badSliding.code, 2);
        QVERIFY(badSliding.err.contains(QStringLiteral("24 balls")));
        const CliRun noSeed = run({QStringLiteral("generate"), QStringLiteral("--flat"),
                                   QStringLiteral("--given"), QStringLiteral("4")});
        QCOMPARE(noSeed.code, 2);
    }

    void countEmptySampleSaysItIsAnEstimate()
    {
        const CliRun r
            = run({QStringLiteral("count-empty"), QStringLiteral("--flat"),
                   QStringLiteral("--sample"), QStringLiteral("2"), QStringLiteral("--threads"),
                   QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.json().value(QStringLiteral("estimated")).toBool());
        QCOMPARE(r.json().value(QStringLiteral("tasksCounted")).toInt(), 2);
    }
};

QTEST_APPLESS_MAIN(TestKanoodleCli)
#include "tst_kanoodlecli.moc"

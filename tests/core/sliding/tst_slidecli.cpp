#include "tests/support/CliRun.h"

#include "core/sliding/Scramble.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// puzzle-cli slide ARGS, in this process.
pw::test::CliRun run(const QStringList &args)
{
    return pw::test::runCli(QStringList {QStringLiteral("slide")} + args);
}

} // namespace

class TestSlideCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(content);
        return path;
    }

private slots:
    void initTestCase()
    {
        // 4 x 4 boards would load the pattern databases; keep them out of the user's cache.
        QStandardPaths::setTestModeEnabled(true);
    }

    void solvePrintsTheContractedJson()
    {
        const QString file = write(QStringLiteral("hard.txt"), "3\n8 6 7\n2 5 4\n3 0 1\n");
        const pw::test::CliRun r = run({QStringLiteral("solve"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.keys(),
                 (QStringList {"expanded", "heuristic", "length", "lowerBound", "millis", "moves",
                               "optimal", "solvable"}));
        QCOMPARE(o.value("lowerBound").toInt(), 31); // optimal: the length itself
        QCOMPARE(o.value("heuristic").toString(), QStringLiteral("linear"));
        QCOMPARE(o.value("solvable").toBool(), true);
        QCOMPARE(o.value("optimal").toBool(), true);
        QCOMPARE(o.value("length").toInt(), 31);
        QCOMPARE(o.value("moves").toString().size(), 31);
        QVERIFY(o.value("expanded").toDouble() > 0);
        QVERIFY(o.value("millis").isDouble());
    }

    // --all-optimal counts and lists every optimal solution; --tiles writes one as the tiles it
    // slides.
    void allOptimalSolutionsAndTiles()
    {
        const QString near = write(QStringLiteral("near.txt"), "3\n1 2 3\n4 5 6\n0 7 8\n");
        pw::test::CliRun r = run({QStringLiteral("solve"), near, QStringLiteral("--all-optimal")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QStringLiteral("1 optimal solution of 2 moves (the first 1 listed)\nRR\n"));
        r = run({QStringLiteral("solve"), near, QStringLiteral("--tiles")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.endsWith(QStringLiteral("RR\ntiles: 7 8\n")), qPrintable(r.out));
        const QString hard = write(QStringLiteral("hard.txt"), "3\n8 6 7\n2 5 4\n3 0 1\n");
        r = run({QStringLiteral("solve"), hard, QStringLiteral("--all-optimal"),
                 QStringLiteral("--cap"), QStringLiteral("2"), QStringLiteral("--tiles"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value("length").toInt(), 31);
        QVERIFY(o.value("count").toInt() > 2);
        QVERIFY(o.value("complete").toBool());
        const QJsonArray solutions = o.value("solutions").toArray();
        QCOMPARE(solutions.size(), 2);
        for (const QJsonValue &solution : solutions)
            QCOMPARE(solution.toArray().size(), 31);
        QCOMPARE(run({QStringLiteral("solve"), QStringLiteral("--batch"), hard,
                      QStringLiteral("--all-optimal")})
                     .code,
                 2);
    }

    void iterationsAreTheSearchsOwn()
    {
        // The hardest 3 x 3 with Manhattan distance: six iterations, bounds 21 to 31.
        const QString file = write(QStringLiteral("hard.txt"), "3\n8 6 7\n2 5 4\n3 0 1\n");
        const QStringList solve {QStringLiteral("solve"), file, QStringLiteral("--algorithm"),
                                 QStringLiteral("idastar"), QStringLiteral("--heuristic"),
                                 QStringLiteral("manhattan")};
        const pw::test::CliRun r
            = run(solve + QStringList {QStringLiteral("--iterations"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        const QJsonArray iterations = o.value("iterations").toArray();
        QCOMPARE(iterations.size(), 6);
        double total = 0;
        for (int i = 0; i < iterations.size(); ++i) {
            const QJsonObject iteration = iterations[i].toObject();
            QCOMPARE(iteration.keys(), (QStringList {"bound", "expanded"}));
            QCOMPARE(iteration.value("bound").toInt(), 21 + 2 * i);
            total += iteration.value("expanded").toDouble();
        }
        QCOMPARE(total, o.value("expanded").toDouble());
        // The same search without the flag: the same nodes, no field.
        const pw::test::CliRun plain = run(solve + QStringList {QStringLiteral("--json")});
        QCOMPARE(plain.json().value("expanded").toDouble(), total);
        QVERIFY(!plain.json().contains(QStringLiteral("iterations")));
        // As text: a line per iteration after the answer.
        const pw::test::CliRun text = run(solve + QStringList {QStringLiteral("--iterations")});
        QVERIFY2(text.out.contains(QStringLiteral("iteration 1: bound 21, 3 nodes\n")),
                 qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("iteration 6: bound 31, ")));
    }

    void algorithmAndHeuristicAreHonoured()
    {
        const QString file = write(QStringLiteral("b.txt"), "1 2 3\n4 5 6\n0 7 8\n");
        for (const char *algorithm : {"astar", "idastar", "fast"}) {
            const pw::test::CliRun r
                = run({QStringLiteral("solve"), file, QStringLiteral("--algorithm"),
                       QString::fromLatin1(algorithm), QStringLiteral("--heuristic"),
                       QStringLiteral("manhattan"), QStringLiteral("--json")});
            QCOMPARE(r.code, 0);
            QCOMPARE(r.json().value("moves").toString(), QStringLiteral("RR"));
        }
        const pw::test::CliRun text = run({QStringLiteral("solve"), file});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("2 moves (optimal")), qPrintable(text.out));
    }

    void unsolvableExitsWithOne()
    {
        const QString file
            = write(QStringLiteral("loyd.txt"), "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n");
        const pw::test::CliRun r = run({QStringLiteral("solve"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.json().value("solvable").toBool(), false);
        QCOMPARE(r.json().value("length").toInt(), -1);
        const pw::test::CliRun check
            = run({QStringLiteral("check"), file, QStringLiteral("--json")});
        QCOMPARE(check.code, 1);
        QCOMPARE(check.out.trimmed(), QStringLiteral("{\"solvable\":false}"));
    }

    void checkSaysSolvable()
    {
        const QString file = write(
            QStringLiteral("ok.json"),
            R"({"format": "puzzle-workbench", "version": 1, "puzzle": "sliding", "rows": 2, "cols": 3, "tiles": [1, 2, 3, 4, 0, 5]})");
        const pw::test::CliRun r = run({QStringLiteral("check"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("{\"solvable\":true}"));
    }

    void badInputExitsWithTwoAndSaysWhere()
    {
        const QString file = write(QStringLiteral("bad.txt"), "1 2 3\n4 5\n6 7 0\n");
        const pw::test::CliRun r = run({QStringLiteral("solve"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("bad.txt, line 2: 2 numbers")), qPrintable(r.err));
        QCOMPARE(run({QStringLiteral("solve"), m_dir.filePath(QStringLiteral("missing.txt"))}).code,
                 2);
        QCOMPARE(run({QStringLiteral("solve"), file, QStringLiteral("--algorithm"),
                      QStringLiteral("bogo")})
                     .code,
                 2);
        const QString small = write(QStringLiteral("small.txt"), "1 2 3\n4 5 6\n7 8 0\n");
        const pw::test::CliRun pdb = run(
            {QStringLiteral("solve"), small, QStringLiteral("--heuristic"), QStringLiteral("pdb")});
        QCOMPARE(pdb.code, 2);
        QVERIFY2(pdb.err.contains(QStringLiteral("4 x 4 boards only")), qPrintable(pdb.err));
        QCOMPARE(run({QStringLiteral("frobnicate")}).code, 2);
        QCOMPARE(run({}).code, 2);
    }

    void budgetTriesTheOptimalSearchFirst()
    {
        const QStringList scramble {QStringLiteral("scramble"), QStringLiteral("--rows"),
                                    QStringLiteral("4"),        QStringLiteral("--cols"),
                                    QStringLiteral("6"),        QStringLiteral("--seed"),
                                    QStringLiteral("77")};
        const QString file = write(QStringLiteral("budget.txt"), run(scramble).out.toUtf8());
        const pw::test::CliRun optimal
            = run({QStringLiteral("solve"), file, QStringLiteral("--json"),
                   QStringLiteral("--budget"), QStringLiteral("30")});
        QCOMPARE(optimal.code, 0);
        QCOMPARE(optimal.json().value("optimal").toBool(), true);
        QCOMPARE(optimal.json().value("budget_ran_out").toBool(), false);
        const pw::test::CliRun fast
            = run({QStringLiteral("solve"), file, QStringLiteral("--json")});
        QVERIFY(optimal.json().value("length").toInt() <= fast.json().value("length").toInt());

        // A 5 x 5 board far from solved cannot be proven in a millisecond: the fast solver answers.
        const QString far = write(QStringLiteral("far.txt"),
                                  "5\n24 23 22 21 20\n19 18 17 16 15\n14 13 12 11 10\n9 8 7 6 5\n"
                                  "4 3 2 1 0\n");
        const pw::test::CliRun fallback
            = run({QStringLiteral("solve"), far, QStringLiteral("--json"),
                   QStringLiteral("--budget"), QStringLiteral("0.001")});
        QCOMPARE(fallback.code, 0);
        QCOMPARE(fallback.json().value("optimal").toBool(), false);
        QCOMPARE(fallback.json().value("budget_ran_out").toBool(), true);
        QVERIFY(fallback.json().value("length").toInt() > 0);

        QCOMPARE(
            run({QStringLiteral("solve"), file, QStringLiteral("--budget"), QStringLiteral("-1")})
                .code,
            2);
        QCOMPARE(run({QStringLiteral("solve"), file, QStringLiteral("--budget"),
                      QStringLiteral("5"), QStringLiteral("--algorithm"), QStringLiteral("fast")})
                     .code,
                 2);
    }

    void buildTablesRefusesBadOptions()
    {
        // Only the usage is checked here: the real tables take minutes (the benchmark builds
        // them); tst_slidingcompactpdb runs the same build code on small patterns.
        for (const char *size : {"3", "6", "x"}) {
            const pw::test::CliRun r = run({QStringLiteral("build-tables"),
                                            QStringLiteral("--size"), QString::fromLatin1(size)});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("--size must be 4 or 5")), qPrintable(r.err));
        }
        QCOMPARE(
            run({QStringLiteral("build-tables"), QStringLiteral("--threads"), QStringLiteral("0")})
                .code,
            2);
        QCOMPARE(run({QStringLiteral("build-tables"), QStringLiteral("extra.txt")}).code, 2);
    }

    void benchmarkBoardsWrittenForTheBlankFirstGoalAreRead()
    {
        // Korf's sets are written for the goal 0 1 2 ...: this board is three moves from it.
        const QString file = write(QStringLiteral("blankfirst.txt"), "1 2 5\n3 4 0\n6 7 8\n");
        const pw::test::CliRun r = run({QStringLiteral("solve"), file, QStringLiteral("--goal"),
                                        QStringLiteral("blank-first"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value("length").toInt(), 3);
        QCOMPARE(r.json().value("moves").toString(), QStringLiteral("ULL"));
        // Read for this program's goal, the same board is another puzzle.
        QCOMPARE(run({QStringLiteral("solve"), file, QStringLiteral("--json")})
                     .json()
                     .value("length")
                     .toInt(),
                 21);
        // Korf's first instance as published: the blank-last goal cannot be reached, and the
        // message points to --goal.
        const QString korf
            = write(QStringLiteral("korf1.txt"), "14 13 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3\n");
        const pw::test::CliRun check = run({QStringLiteral("check"), korf});
        QCOMPARE(check.code, 1);
        QVERIFY2(check.err.contains(QStringLiteral("--goal blank-first")), qPrintable(check.err));
        QCOMPARE(run({QStringLiteral("check"), korf, QStringLiteral("--goal"),
                      QStringLiteral("blank-first")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("check"), korf, QStringLiteral("--goal"),
                      QStringLiteral("blank-middle")})
                     .code,
                 2);
    }

    void batchPrintsOneNamedObjectPerBoard()
    {
        const QString file = write(QStringLiteral("list.txt"),
                                   "# three boards\nfirst: 1 2 3 4 5 6 0 7 8\n\n1 2 3 0\nloyd: 1 2 "
                                   "3 4 5 6 7 8 9 10 11 12 13 15 14 0\n");
        const pw::test::CliRun r = run({QStringLiteral("solve"), QStringLiteral("--batch"), file,
                                        QStringLiteral("--json"), QStringLiteral("--heuristic"),
                                        QStringLiteral("linear")});
        QCOMPARE(r.code, 1); // one board is unsolvable
        QCOMPARE(r.json(0).value("name").toString(), QStringLiteral("first"));
        QCOMPARE(r.json(0).value("length").toInt(), 2);
        QCOMPARE(r.json(1).value("name").toString(), QStringLiteral("2"));
        QCOMPARE(r.json(1).value("length").toInt(), 0);
        QCOMPARE(r.json(2).value("name").toString(), QStringLiteral("loyd"));
        QCOMPARE(r.json(2).value("solvable").toBool(), false);

        const QString bad = write(QStringLiteral("badlist.txt"), "1 2 3 0\nx: 1 2 3 4 5\n");
        const pw::test::CliRun refused = run(
            {QStringLiteral("solve"), QStringLiteral("--batch"), bad, QStringLiteral("--json")});
        QCOMPARE(refused.code, 2);
        // Nothing solved before the whole input was checked: stdout holds the error alone, as
        // JSON under --json (and stderr nothing).
        QCOMPARE(refused.out.count(QLatin1Char('\n')), 1);
        QVERIFY(!refused.json(0).contains(QStringLiteral("length")));
        QCOMPARE(refused.json(0).value("file").toString(), QStringLiteral("badlist.txt"));
        QCOMPARE(refused.json(0).value("line").toInt(), 2);
        QVERIFY(refused.err.isEmpty());
        const pw::test::CliRun text
            = run({QStringLiteral("solve"), QStringLiteral("--batch"), bad});
        QCOMPARE(text.code, 2);
        QVERIFY(text.out.isEmpty());
        QVERIFY2(text.err.contains(QStringLiteral("badlist.txt, line 2")), qPrintable(text.err));
    }

    void dealIsUniformSeededAndNamedByItsId()
    {
        const QStringList args {QStringLiteral("deal"), QStringLiteral("--rows"),
                                QStringLiteral("3"),    QStringLiteral("--cols"),
                                QStringLiteral("3"),    QStringLiteral("--seed"),
                                QStringLiteral("5")};
        const pw::test::CliRun text = run(args);
        QCOMPARE(text.code, 0);
        QCOMPARE(run(args).out, text.out);
        const QString file = write(QStringLiteral("dealt.txt"), text.out.toUtf8());
        const pw::test::CliRun solved
            = run({QStringLiteral("solve"), file, QStringLiteral("--json")});
        QCOMPARE(solved.code, 0);
        QVERIFY(solved.json().value("optimal").toBool());
        const pw::test::CliRun json = run(args + QStringList {QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        QCOMPARE(json.json().value("id").toString(), QStringLiteral("sliding:3x3u#5"));
        const auto dealt = pw::sliding::dealUniform(3, 3, 5);
        QVERIFY(dealt);
        QJsonArray tiles;
        for (const auto tile : dealt->tiles())
            tiles.append(tile);
        QCOMPARE(json.json().value("tiles").toArray(), tiles);
        // A walk's fraction means nothing to a uniform deal: refused, not ignored.
        QCOMPARE(
            run(args + QStringList {QStringLiteral("--out-of-place"), QStringLiteral("0.5")}).code,
            2);
    }

    void nearOptimalAnswersWithinItsBoundAfterTheBudget()
    {
        // A 5 x 5 walk far from the goal: linear conflicts cannot prove it in 50 ms.
        const QStringList deal {QStringLiteral("deal"), QStringLiteral("--rows"),
                                QStringLiteral("5"),    QStringLiteral("--cols"),
                                QStringLiteral("5"),    QStringLiteral("--seed"),
                                QStringLiteral("3")};
        const QString file = write(QStringLiteral("near.txt"), run(deal).out.toUtf8());
        const pw::test::CliRun near
            = run({QStringLiteral("solve"), file, QStringLiteral("--heuristic"),
                   QStringLiteral("linear"), QStringLiteral("--budget"), QStringLiteral("0.05"),
                   QStringLiteral("--near-optimal"), QStringLiteral("--json")});
        QCOMPARE(near.code, 0);
        const QJsonObject o = near.json();
        QCOMPARE(o.value("budget_ran_out").toBool(), true);
        QVERIFY(o.value("lowerBound").toInt() > 0);
        QVERIFY(o.value("lowerBound").toInt() <= o.value("length").toInt());
        // Without a budget there is nothing to fall back from.
        QCOMPARE(run({QStringLiteral("solve"), file, QStringLiteral("--near-optimal")}).code, 2);

        // Weighted IDA* is what a budget falls back on by default; the JSON says what each
        // phase used, and which one answered.
        const auto answerWith = [&](const QStringList &extra) {
            return run(QStringList {QStringLiteral("solve"), file, QStringLiteral("--heuristic"),
                                    QStringLiteral("linear"), QStringLiteral("--budget"),
                                    QStringLiteral("0.05"), QStringLiteral("--json")}
                       + extra)
                .json();
        };
        // The answer's own count is the whole job's: every phase's summed.
        const auto phaseSum = [](const QJsonArray &phases) {
            double sum = 0;
            for (const QJsonValue &phase : phases)
                sum += phase.toObject().value("expanded").toDouble();
            return sum;
        };
        const QJsonObject byDefaultAnswer = answerWith({});
        const QJsonArray byDefault = byDefaultAnswer.value("phases").toArray();
        QCOMPARE(byDefaultAnswer.value("expanded").toDouble(), phaseSum(byDefault));
        QCOMPARE(byDefault.size(), 3);
        QCOMPARE(byDefault[0].toObject().value("phase").toString(), QStringLiteral("optimal"));
        QCOMPARE(byDefault[0].toObject().value("heuristic").toString(), QStringLiteral("linear"));
        QVERIFY(byDefault[0].toObject().value("expanded").toDouble() > 0);
        QCOMPARE(byDefault[1].toObject().value("phase").toString(), QStringLiteral("fast"));
        QCOMPARE(byDefault[2].toObject().value("phase").toString(), QStringLiteral("near-optimal"));
        int answered = 0;
        for (const QJsonValue &phase : byDefault)
            answered += phase.toObject().value("answered").toBool() ? 1 : 0;
        QCOMPARE(answered, 1);
        const QJsonObject quickAnswer = answerWith({QStringLiteral("--fast-fallback")});
        const QJsonArray quick = quickAnswer.value("phases").toArray();
        QCOMPARE(quickAnswer.value("expanded").toDouble(), phaseSum(quick));
        QCOMPARE(quick.size(), 2);
        QCOMPARE(quick[1].toObject().value("phase").toString(), QStringLiteral("fast"));
        QCOMPARE(quick[1].toObject().value("answered").toBool(), true);
        QCOMPARE(run({QStringLiteral("solve"), file, QStringLiteral("--fast-fallback")}).code, 2);
        QCOMPARE(
            run({QStringLiteral("solve"), file, QStringLiteral("--budget"), QStringLiteral("1"),
                 QStringLiteral("--fast-fallback"), QStringLiteral("--near-optimal")})
                .code,
            2);
    }

    void scrambleIsSeededAndReadable()
    {
        const QStringList args {QStringLiteral("scramble"), QStringLiteral("--rows"),
                                QStringLiteral("4"),        QStringLiteral("--cols"),
                                QStringLiteral("6"),        QStringLiteral("--seed"),
                                QStringLiteral("77")};
        const pw::test::CliRun a = run(args);
        const pw::test::CliRun b = run(args);
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        const QString file = write(QStringLiteral("scrambled.txt"), a.out.toUtf8());
        const pw::test::CliRun solved
            = run({QStringLiteral("solve"), file, QStringLiteral("--json")});
        QCOMPARE(solved.code, 0);
        QCOMPARE(solved.json().value("optimal").toBool(), false); // 24 cells: the fast solver
        QCOMPARE(run({QStringLiteral("scramble"), QStringLiteral("--rows"), QStringLiteral("11"),
                      QStringLiteral("--cols"), QStringLiteral("3"), QStringLiteral("--seed"),
                      QStringLiteral("1")})
                     .code,
                 2);
        QCOMPARE(run({QStringLiteral("scramble"), QStringLiteral("--rows"), QStringLiteral("3"),
                      QStringLiteral("--cols"), QStringLiteral("3")})
                     .code,
                 2);
        QCOMPARE(run({QStringLiteral("scramble"), QStringLiteral("--rows"), QStringLiteral("3"),
                      QStringLiteral("--cols"), QStringLiteral("3"), QStringLiteral("--seed"),
                      QStringLiteral("1"), QStringLiteral("--out-of-place"), QStringLiteral("2")})
                     .code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestSlideCli)
#include "tst_slidecli.moc"

#include "KanoodleTestSupport.h"

#include "core/kanoodle/Catalog.h"
#include "core/kanoodle/KanoodleGameId.h"
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

// The solved pyramid with the given letters taken off.
QString without(const QString &letters)
{
    QString state = solved;
    for (QChar &ch : state) {
        if (letters.contains(ch))
            ch = QLatin1Char('.');
    }
    return state;
}

// A legal flat state without a solution: two pieces around the corner ball (0,0) leave it
// isolated.
QString deadFlatState()
{
    using namespace pw::kanoodle;
    const BoardPtr board = Board::flat();
    const int corner = board->cellIndex(0, 0);
    const CellMask ring = board->neighbours(corner);
    QString state;
    for (const Placement &a : board->placements()) {
        for (const Placement &b : board->placements()) {
            if (!state.isEmpty() || a.piece >= b.piece || (a.cells & b.cells)
                || (((a.cells | b.cells) >> corner) & 1U) || ((a.cells | b.cells) & ring) != ring)
                continue;
            Position p(board);
            p.place(*board->findPlacement(a.piece, a.cells));
            p.place(*board->findPlacement(b.piece, b.cells));
            state = p.toString();
        }
    }
    return state;
}

QList<QJsonObject> jsonLines(const QString &out)
{
    QList<QJsonObject> lines;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        lines << QJsonDocument::fromJson(line.toUtf8()).object();
    return lines;
}

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
        const QString state = deadFlatState();
        QVERIFY(!state.isEmpty());
        const CliRun r = run(
            {QStringLiteral("solve"), QStringLiteral("--flat"), state, QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.json(), QJsonObject({{QStringLiteral("solutions"), 0}}));
    }

    void solutionsListsEveryOneInOrder()
    {
        const QString puzzle = without(QStringLiteral("ABCDE"));
        const CliRun r = run({QStringLiteral("solutions"), QStringLiteral("--pyramid"), puzzle,
                              QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QVERIFY(lines.size() >= 3);
        const qint64 listed = lines.size() - 1;
        QCOMPARE(lines.last(), QJsonObject({{QStringLiteral("solutions"), listed}}));
        const auto start = *pw::kanoodle::Position::parse(pw::kanoodle::Board::pyramid(), puzzle,
                                                          QStringLiteral("test"));
        QSet<QString> seen;
        QStringList states;
        for (qint64 i = 0; i < listed; ++i) {
            const QJsonObject &line = lines[static_cast<int>(i)];
            QCOMPARE(line.size(), 2);
            QCOMPARE(line.value(QStringLiteral("index")).toInteger(), i + 1);
            const QString state = line.value(QStringLiteral("solution")).toString();
            QCOMPARE(pw::kanoodle::test::checkSolution(start, state), QString());
            seen.insert(state);
            states << state;
        }
        QCOMPARE(seen.size(), states.size());
        QVERIFY(seen.contains(solved));
        // As many as solve --count counts.
        const CliRun count = run({QStringLiteral("solve"), QStringLiteral("--pyramid"), puzzle,
                                  QStringLiteral("--count"), QStringLiteral("--json")});
        QCOMPARE(count.json().value(QStringLiteral("solutions")).toInteger(), listed);
        // Without --json: the same states, one per line, nothing else.
        const CliRun text = run({QStringLiteral("solutions"), QStringLiteral("--pyramid"), puzzle});
        QCOMPARE(text.code, 0);
        QCOMPARE(text.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts), states);
        QVERIFY(text.err.isEmpty());

        // --limit N: the first N of the same list, and the count says N.
        const CliRun limited
            = run({QStringLiteral("solutions"), QStringLiteral("--pyramid"), puzzle,
                   QStringLiteral("--limit"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(limited.code, 0);
        const QList<QJsonObject> two = jsonLines(limited.out);
        QCOMPARE(two.size(), 3);
        QCOMPARE(two[0], lines[0]);
        QCOMPARE(two[1], lines[1]);
        QCOMPARE(two[2], QJsonObject({{QStringLiteral("solutions"), 2}}));
        for (const char *bad : {"0", "-1", "two"}) {
            const CliRun r = run({QStringLiteral("solutions"), QStringLiteral("--pyramid"), puzzle,
                                  QStringLiteral("--limit"), QLatin1String(bad)});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("--limit")), bad);
            QVERIFY(r.out.isEmpty());
        }
    }

    void solutionsOfAFileAndOfADeadPosition()
    {
        // A sliding challenge from its file: unique, so one line, the file's solution.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("challenge.json"));
        const CliRun made
            = run({QStringLiteral("generate"), QStringLiteral("--sliding"), QStringLiteral("AIJKL"),
                   QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--out"), path,
                   QStringLiteral("--json")});
        QCOMPARE(made.code, 0);
        const CliRun listed = run({QStringLiteral("solutions"), path});
        QCOMPARE(listed.code, 0);
        QCOMPARE(listed.out.trimmed(), made.json().value(QStringLiteral("solution")).toString());

        const CliRun dead = run({QStringLiteral("solutions"), QStringLiteral("--flat"),
                                 deadFlatState(), QStringLiteral("--json")});
        QCOMPARE(dead.code, 1);
        QCOMPARE(jsonLines(dead.out), QList<QJsonObject>({{{QStringLiteral("solutions"), 0}}}));
        const CliRun deadText
            = run({QStringLiteral("solutions"), QStringLiteral("--flat"), deadFlatState()});
        QCOMPARE(deadText.code, 1);
        QVERIFY(deadText.out.isEmpty());
        QVERIFY(deadText.err.contains(QStringLiteral("no solution")));

        // A bad state: exit 2, the message names the option and what is wrong.
        QString split = solved;
        split[0] = QLatin1Char('L');
        const CliRun bad = run({QStringLiteral("solutions"), QStringLiteral("--pyramid"), split});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY2(bad.err.contains(QStringLiteral("--pyramid")), qPrintable(bad.err));
        QVERIFY2(bad.err.contains(QStringLiteral("piece A")), qPrintable(bad.err));
        const CliRun none = run({QStringLiteral("solutions")});
        QCOMPARE(none.code, 2);
        QVERIFY(none.err.contains(QStringLiteral("exactly one of")));
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

    // daily --pyramid: the date's pyramid, the same on every run, not the flat daily puzzle.
    void dailyPyramidIsTheDatesPyramid()
    {
        const QStringList args {QStringLiteral("daily"), QStringLiteral("--pyramid"),
                                QStringLiteral("--date"), QStringLiteral("2026-11-23"),
                                QStringLiteral("--json")};
        const CliRun a = run(args);
        const CliRun b = run(args);
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        QCOMPARE(a.json().value(QStringLiteral("id")).toString(),
                 pw::kanoodle::dailyPyramidGameId(QDate(2026, 11, 23)));
        QCOMPARE(a.json().value(QStringLiteral("date")).toString(), QStringLiteral("2026-11-23"));
        const CliRun flat = run({QStringLiteral("daily"), QStringLiteral("--date"),
                                 QStringLiteral("2026-11-23"), QStringLiteral("--json")});
        QCOMPARE(flat.code, 0);
        QVERIFY(flat.json().value(QStringLiteral("id")).toString()
                != a.json().value(QStringLiteral("id")).toString());
        const CliRun badDate = run({QStringLiteral("daily"), QStringLiteral("--pyramid"),
                                    QStringLiteral("--date"), QStringLiteral("tomorrow")});
        QCOMPARE(badDate.code, 2);
    }

    // catalog --json: one object per numbered puzzle, 50 for each board; without --json one
    // line each.
    void catalogListsEveryNumberedPuzzle()
    {
        const CliRun r = run({QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 150);
        const QJsonObject first = r.json(0);
        QCOMPARE(first.value(QStringLiteral("number")).toInt(), 1);
        QCOMPARE(first.value(QStringLiteral("board")).toString(), QStringLiteral("flat"));
        QCOMPARE(first.value(QStringLiteral("level")).toInt(), 1);
        QVERIFY(first.value(QStringLiteral("id")).toString().startsWith(QStringLiteral("kanoodle:f:")));
        const QJsonObject last = r.json(149);
        QCOMPARE(last.value(QStringLiteral("board")).toString(), QStringLiteral("pyramid"));
        QCOMPARE(last.value(QStringLiteral("number")).toInt(), 50);
        QCOMPARE(last.value(QStringLiteral("level")).toInt(), 5);
        const CliRun text = run({QStringLiteral("catalog")});
        QCOMPARE(text.code, 0);
        QCOMPARE(text.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 150);
        QVERIFY(text.out.contains(QString::fromLatin1(pw::kanoodle::catalog()[0].gameId)));
        const CliRun bad = run({QStringLiteral("catalog"), QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(bad.code, 2);
    }

    // catalog --board and --level list one board's or one level's puzzles; a wrong one is a
    // usage error that names the boards or the levels.
    void catalogFiltersByBoardAndLevel()
    {
        const CliRun pyramids = run({QStringLiteral("catalog"), QStringLiteral("--board"),
                                     QStringLiteral("pyramid"), QStringLiteral("--json")});
        QCOMPARE(pyramids.code, 0);
        QCOMPARE(pyramids.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 50);
        for (int i = 0; i < 50; ++i)
            QCOMPARE(pyramids.json(i).value(QStringLiteral("board")).toString(),
                     QStringLiteral("pyramid"));
        const CliRun hardSliding
            = run({QStringLiteral("catalog"), QStringLiteral("--board"), QStringLiteral("sliding"),
                   QStringLiteral("--level"), QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(hardSliding.code, 0);
        QCOMPARE(hardSliding.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 10);
        QCOMPARE(hardSliding.json(0).value(QStringLiteral("number")).toInt(), 41);
        QCOMPARE(hardSliding.json(9).value(QStringLiteral("level")).toInt(), 5);
        const CliRun levelOne
            = run({QStringLiteral("catalog"), QStringLiteral("--level"), QStringLiteral("1")});
        QCOMPARE(levelOne.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 30);
        const CliRun badBoard
            = run({QStringLiteral("catalog"), QStringLiteral("--board"), QStringLiteral("pyramd")});
        QCOMPARE(badBoard.code, 2);
        QVERIFY2(badBoard.err.contains(QStringLiteral("pyramid")), qPrintable(badBoard.err));
        const CliRun badLevel
            = run({QStringLiteral("catalog"), QStringLiteral("--level"), QStringLiteral("6")});
        QCOMPARE(badLevel.code, 2);
        QVERIFY2(badLevel.err.contains(QStringLiteral("1 to 5")), qPrintable(badLevel.err));
    }
};

QTEST_APPLESS_MAIN(TestKanoodleCli)
#include "tst_kanoodlecli.moc"

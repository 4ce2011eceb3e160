#include "SlidingTestData.h"

#include "core/common/Random.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvers.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <unordered_map>

using namespace pw::sliding;

namespace {

// Cancels the work as soon as it reports progress for the first time.
class CancelOnFirstProgress : public pw::common::SolverSink
{
public:
    bool isCancelled() const override { return m_cancelled; }
    void reportProgress(const pw::common::Progress &) override { m_cancelled = true; }

private:
    bool m_cancelled = false;
};

Board transposed(const Board &board)
{
    std::vector<int> tiles(16);
    for (int cell = 0; cell < 16; ++cell)
        tiles[static_cast<std::size_t>(PatternDatabase::transposeCell(cell))]
            = PatternDatabase::mirrorTile(board.at(cell));
    return *Board::fromTiles(4, 4, tiles);
}

std::uint64_t pack(const Board &board)
{
    std::uint64_t key = 0;
    for (int i = 15; i >= 0; --i)
        key = (key << 4) | board.at(i);
    return key;
}

} // namespace

class TestSlidingPdb : public QObject
{
    Q_OBJECT
    std::shared_ptr<const PatternDatabase> m_database;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        pw::common::QuietSink sink;
        QString warning;
        auto database
            = PatternDatabase::loadOrBuild(PatternDatabase::defaultCacheFile(), sink, &warning);
        QVERIFY2(database, qPrintable(database ? QString() : database.error().message()));
        m_database = *database;
        QVERIFY(QFile::exists(PatternDatabase::defaultCacheFile()));
    }

    void tablesHaveTheExpectedSize()
    {
        // Two 16^6 tables and one 16^3 table of bytes.
        QVERIFY(m_database->memoryBytes() >= 2 * 16777216 + 4096);
        QVERIFY(m_database->memoryBytes() < 2 * 16777216 + 4096 + 4096);
    }

    void goalIsZeroAndMirrorIsSymmetric()
    {
        QCOMPARE(m_database->evaluate(Board::goal(4, 4).tiles().data()), 0);
        pw::common::Random random(9);
        for (const auto &instance : korfInstances()) {
            const Board &board = instance.board;
            QCOMPARE(m_database->evaluate(board.tiles().data()),
                     m_database->evaluate(transposed(board).tiles().data()));
            QVERIFY(m_database->evaluate(board.tiles().data()) >= board.manhattanDistance());
        }
    }

    // Every board within 16 moves of the goal: the heuristic never exceeds the true distance.
    void heuristicIsAdmissibleNearTheGoal()
    {
        std::unordered_map<std::uint64_t, int> distance;
        std::vector<Board> level {Board::goal(4, 4)};
        distance[pack(level.front())] = 0;
        for (int d = 1; d <= 16; ++d) {
            std::vector<Board> next;
            for (const Board &board : level) {
                for (Direction dir : allDirections) {
                    if (!board.canMove(dir))
                        continue;
                    Board child = board.moved(dir);
                    if (distance.emplace(pack(child), d).second) {
                        next.push_back(child);
                        const int h = m_database->evaluate(child.tiles().data());
                        if (h > d)
                            QFAIL(qPrintable(QStringLiteral("h = %1 > distance %2").arg(h).arg(d)));
                    }
                }
            }
            level.swap(next);
        }
        QVERIFY(distance.size() > 200000);
    }

    void incrementalUpdatesMatchFreshEvaluation()
    {
        const PdbHeuristic heuristic(*m_database);
        pw::common::Random random(11);
        Board board = korfInstances()[4].board;
        PdbHeuristic::State state = heuristic.init(board.tiles().data());
        for (int step = 0; step < 5000; ++step) {
            const Direction d = allDirections[random.below(4)];
            const int from = board.neighbourIndex(d);
            if (from < 0)
                continue;
            const int tile = board.at(from);
            const int to = board.blankIndex();
            board.move(d);
            heuristic.update(state, board.tiles().data(), tile, from, to);
            QCOMPARE(heuristic.value(state), heuristic.value(heuristic.init(board.tiles().data())));
        }
    }

    // Uniformly dealt 4 x 4 boards need 52.6 moves on average (Korf's and Brungger's figures
    // for random solvable 15-puzzles); 40 fixed deals, solved optimally, land within three
    // standard errors of it (the lengths' spread is about 5.3 moves).
    void uniformDealsNeedTheKnownAverageOfMoves()
    {
        int total = 0;
        const int deals = 40;
        for (int seed = 1; seed <= deals; ++seed) {
            pw::common::QuietSink sink;
            SolveOptions options;
            options.patternDatabase = m_database.get();
            const auto result = solveBoard(*dealUniform(4, 4, seed), options, sink);
            QVERIFY(result && result->solved() && result->optimal);
            total += static_cast<int>(result->moves.size());
        }
        const double mean = double(total) / deals;
        qInfo("mean optimal length of %d uniform deals: %.2f", deals, mean);
        QVERIFY2(std::abs(mean - 52.6) < 2.6, qPrintable(QString::number(mean)));
    }

    void korfInstancesSolveToTheirPublishedLengths()
    {
        const auto instances = korfInstances();
        const auto lengths = korfOptimalLengths();
        QCOMPARE(instances.size(), std::size_t(100));
        // The first ten; the benchmark runs all hundred.
        for (std::size_t i = 0; i < 10; ++i) {
            pw::common::QuietSink sink;
            SolveOptions options;
            options.patternDatabase = m_database.get();
            auto result = solveBoard(instances[i].board, options, sink);
            QVERIFY(result && result->solved());
            QCOMPARE(result->heuristic, HeuristicKind::PatternDatabase);
            QCOMPARE(result->algorithm, Algorithm::IdaStar);
            QVERIFY(result->optimal);
            QCOMPARE(int(result->moves.size()), lengths[i]);
            Board board = instances[i].board;
            QCOMPARE(board.applyMoves(result->moves), -1);
            QVERIFY(board.isGoal());
        }
    }

    void astarWithPatternDatabasesIsOptimalToo()
    {
        const auto instances = korfInstances();
        pw::common::QuietSink sink;
        SolveOptions options;
        options.algorithm = Algorithm::AStar;
        options.heuristic = HeuristicKind::PatternDatabase;
        options.patternDatabase = m_database.get();
        auto result = solveBoard(instances[54].board, options, sink); // instance 55: 41 moves
        QVERIFY(result && result->solved());
        QCOMPARE(int(result->moves.size()), 41);
    }

    void damagedCacheFilesAreRefused()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.bin"));
        QVERIFY(!m_database->writeFile(good));
        QVERIFY(PatternDatabase::readFile(good));
        QFile file(good);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        file.close();

        auto check = [&](const QByteArray &data, const QString &expected) {
            const QString path = dir.filePath(QStringLiteral("bad.bin"));
            QFile bad(path);
            QVERIFY(bad.open(QIODevice::WriteOnly | QIODevice::Truncate));
            bad.write(data);
            bad.close();
            auto read = PatternDatabase::readFile(path);
            QVERIFY(!read);
            QVERIFY2(read.error().reason.contains(expected), qPrintable(read.error().message()));
        };
        QByteArray flipped = bytes;
        flipped[flipped.size() / 2] = static_cast<char>(flipped[flipped.size() / 2] ^ 0x01);
        check(flipped, QStringLiteral("checksum"));
        check(bytes.left(bytes.size() - 100), QStringLiteral("cut short"));
        check(bytes + "x", QStringLiteral("trailing bytes"));
        check(QByteArray("hello"), QStringLiteral("not a pattern database"));
        check(QByteArray(), QStringLiteral("not a pattern database"));
    }

    void cancelledBuildLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdb.bin"));
        CancelOnFirstProgress sink;
        auto result = PatternDatabase::loadOrBuild(path, sink);
        QVERIFY(!result);
        QVERIFY(result.error().reason.contains(QStringLiteral("cancelled")));
        QVERIFY(!QFile::exists(path));
    }

    // Slow (a full rebuild), so it runs last.
    void corruptCacheIsRebuilt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdb.bin"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("PWSLPDB1 but not really a table");
        file.close();
        pw::common::QuietSink sink;
        QString warning;
        auto rebuilt = PatternDatabase::loadOrBuild(path, sink, &warning);
        QVERIFY(rebuilt);
        QVERIFY2(warning.contains(QStringLiteral("rebuilt")), qPrintable(warning));
        auto reread = PatternDatabase::readFile(path);
        QVERIFY(reread);
        const Board instance = korfInstances().front().board; // a copy: the list is a temporary
        QCOMPARE((*rebuilt)->evaluate(instance.tiles().data()),
                 m_database->evaluate(instance.tiles().data()));
    }
};

QTEST_GUILESS_MAIN(TestSlidingPdb)
#include "tst_slidingpdb.moc"

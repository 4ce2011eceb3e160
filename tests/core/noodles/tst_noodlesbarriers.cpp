// Barriers inside the grid (Net's barrier variant): a wall between two tiles that every rule, the
// solver and the power network respect; the generator puts them on sides its solution leaves
// unjoined, keeping the one solution; the game ID and the file keep them.
#include "core/noodles/BoardFile.h"
#include "core/noodles/Generator.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Solver.h"

#include <QJsonArray>
#include <QtTest>

#include <bit>

using namespace pw;
using namespace pw::noodles;

namespace {

constexpr int north = 0;
constexpr int east = 1;
constexpr int south = 2;
constexpr int west = 3;

// Every barrier of `board` as (cell, side) with side in the first half, like the ID names them.
std::vector<std::pair<int, int>> barriersOf(const Board &board)
{
    std::vector<std::pair<int, int>> sides;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        for (int side = 0; side < board.directions() / 2; ++side) {
            if (board.topology().barrier(cell, side))
                sides.emplace_back(cell, side);
        }
    }
    return sides;
}

} // namespace

class TestNoodlesBarriers : public QObject
{
    Q_OBJECT
private slots:
    void aBarrierClosesTheSideFromBothTiles()
    {
        std::vector<std::uint8_t> masks(12, 0);
        masks[5] = 1u << east; // between tiles 5 and 6 of a 4 x 3 board
        masks[3] = 1u << east; // the edge of a flat board: a wall already, dropped
        const auto topology = Topology::make(GridKind::Square, 4, 3, false, masks);
        QVERIFY(topology->barrier(5, east));
        QVERIFY(topology->barrier(6, west));
        QVERIFY(!topology->barrier(3, east));
        QCOMPARE(topology->barrierCount(), 1);
        QCOMPARE(topology->neighbour(5, east), -1);
        QCOMPARE(topology->neighbour(6, west), -1);
        QCOMPARE(topology->neighbour(5, south), 9);
        QVERIFY(!(*topology == *Topology::make(GridKind::Square, 4, 3, false)));
        // No power flows through it, though both arms point at it.
        Board board(topology);
        board.setTiles({2, 10, 10, 8, 2, 10, 10, 8, 2, 10, 10, 8});
        QVERIFY(!board.linked(5, east));
        // On a wrapping board, the seam can be barred.
        std::vector<std::uint8_t> seam(12, 0);
        seam[3] = 1u << east;
        const auto torus = Topology::make(GridKind::Square, 4, 3, true, seam);
        QVERIFY(torus->barrier(0, west));
        QCOMPARE(torus->neighbour(3, east), -1);
    }

    void theGeneratorBarsOnlySidesItsSolutionLeavesOpenAndStaysUnique_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square") << int(GridKind::Square) << false;
        QTest::newRow("square wrap") << int(GridKind::Square) << true;
        QTest::newRow("hex") << int(GridKind::Hex) << false;
        QTest::newRow("hex wrap") << int(GridKind::Hex) << true;
    }
    void theGeneratorBarsOnlySidesItsSolutionLeavesOpenAndStaysUnique()
    {
        QFETCH(int, kind);
        QFETCH(bool, wrap);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const GeneratorOptions plainOptions {GridKind(kind), 12, 10, wrap, true, seed};
            GeneratorOptions barred = plainOptions;
            barred.barrierPercent = 40;
            const auto plain = generate(plainOptions);
            const auto board = generate(barred);
            QVERIFY(plain && board);
            // The same tiles and source: the barriers come last.
            QCOMPARE(board->tiles(), plain->tiles());
            QCOMPARE(board->source(), plain->source());
            QVERIFY(!plain->topology().hasBarriers());
            const auto sides = barriersOf(*board);
            QVERIFY(!sides.empty());
            common::QuietSink sink;
            const SolveResult solved = solve(*board, sink);
            QCOMPARE(solved.status, SolveStatus::Unique);
            // The rules alone still fix every tile.
            const auto sets = deduce(*board, false);
            QVERIFY(sets);
            for (const std::uint8_t set : *sets)
                QCOMPARE(std::popcount(unsigned(set)), 1);
            // No solution's noodle crosses a barrier; 40 % of the open sides are barred.
            int open = 0;
            const auto plainTopology = Topology::make(GridKind(kind), 12, 10, wrap);
            for (int cell = 0; cell < board->cellCount(); ++cell) {
                for (int side = 0; side < board->directions() / 2; ++side) {
                    if (plainTopology->neighbour(cell, side) >= 0
                        && !(solved.solution[std::size_t(cell)] >> side & 1u))
                        ++open;
                    if (board->topology().barrier(cell, side))
                        QVERIFY(!(solved.solution[std::size_t(cell)] >> side & 1u));
                }
            }
            QCOMPARE(int(sides.size()), open * 40 / 100);
            // A higher share keeps these barriers and adds more (Net's superset).
            barred.barrierPercent = 70;
            const auto more = generate(barred);
            QVERIFY(more);
            const auto moreSides = barriersOf(*more);
            QVERIFY(moreSides.size() > sides.size());
            for (const auto &side : sides)
                QVERIFY(std::find(moreSides.begin(), moreSides.end(), side) != moreSides.end());
        }
    }

    void aShareOutOfRangeIsRefused()
    {
        GeneratorOptions options;
        options.barrierPercent = 101;
        const common::Status refused = validateGeneratorOptions(options);
        QVERIFY(refused);
        QVERIFY(refused->reason.contains("0 to 100"));
    }

    void theGameIdKeepsTheBarriers()
    {
        GeneratorOptions options {GridKind::Hex, 8, 6, true, true, 5};
        options.barrierPercent = 25;
        QCOMPARE(seedGameId(options), QStringLiteral("noodles:8x6hwb25#5"));
        const auto parsed = parseGameId(QStringLiteral("noodles:8x6hwb25#5"));
        QVERIFY(parsed);
        QCOMPARE(parsed->generator.barrierPercent, 25);
        const auto board = boardForGameId(*parsed);
        QVERIFY(board);
        QVERIFY(board->topology().hasBarriers());
        // The descriptive ID lists them after the tiles; read back, the same board.
        const QString id = descriptiveGameId(*board);
        QCOMPARE(id.count(QLatin1Char('/')), 2);
        const auto again = parseGameId(id);
        QVERIFY2(again, again ? "" : qPrintable(again.error().message()));
        QVERIFY(again->board.topology() == board->topology());
        QCOMPARE(again->board.tiles(), board->tiles());
        // Damaged barriers are refused at their character.
        QVERIFY(!parseGameId(id + QLatin1Char('0')));
        QString badMask = id;
        badMask[badMask.size() - 1] = QLatin1Char('9'); // hexes name 3 sides: 0 to 7
        const auto refused = parseGameId(badMask);
        QVERIFY(!refused);
        QVERIFY2(refused.error().reason.contains("barriers"), qPrintable(refused.error().reason));
        QVERIFY(!parseGameId(QStringLiteral("noodles:8x6hwb25:0,0/") + QString(48, '1')));
        QVERIFY(!parseGameId(QStringLiteral("noodles:8x6hwb101#5")));
        // Without barriers the ID is as it always was.
        QCOMPARE(descriptiveGameId(*generate({GridKind::Square, 3, 2, false, false, 1}))
                     .count(QLatin1Char('/')),
                 1);
    }

    void theFileKeepsTheBarriers()
    {
        GeneratorOptions options {GridKind::Square, 7, 6, false, true, 3};
        options.barrierPercent = 50;
        const auto board = generate(options);
        QVERIFY(board);
        const QJsonObject json = boardToJson(*board);
        QVERIFY(json.contains("barriers"));
        const auto read = boardFromJson(json, QStringLiteral("b.json"));
        QVERIFY2(read, read ? "" : qPrintable(read.error().message()));
        QVERIFY(read->topology() == board->topology());
        // One tile of a barrier may name it alone: the other gets it too.
        QJsonObject oneSided = json;
        QJsonArray rows;
        for (int row = 0; row < 6; ++row) {
            QJsonArray values;
            for (int col = 0; col < 7; ++col)
                values.append(col == 2 && row == 2 ? 1 << east : 0);
            rows.append(values);
        }
        oneSided.insert("barriers", rows);
        const auto oneRead = boardFromJson(oneSided, QStringLiteral("one.json"));
        QVERIFY(oneRead);
        QVERIFY(oneRead->topology().barrier(2 * 7 + 3, west));
        rows.replace(0, QJsonArray {0, 0, 0, 99, 0, 0, 0});
        oneSided.insert("barriers", rows);
        QVERIFY(!boardFromJson(oneSided, QStringLiteral("bad.json")));
        Q_UNUSED(north);
        Q_UNUSED(south);
    }
};

QTEST_GUILESS_MAIN(TestNoodlesBarriers)
#include "tst_noodlesbarriers.moc"

// A hint whose other orientations would make several islands (or loops) names each with its own
// size and outlines each on its own: two islands of 3 and 4 tiles are not one of 7.
#include "core/noodles/Deduction.h"
#include "core/noodles/Topology.h"
#include "ui/noodles/DeductionWords.h"

#include <QtTest>

using namespace pw;
using pw::ui::DeductionWords;

namespace {

noodles::Deduction sealing(int cell, noodles::TileMask removed, std::vector<int> island)
{
    noodles::Deduction deduction;
    deduction.rule = noodles::Rule::Isolation;
    deduction.cell = cell;
    deduction.removed = removed;
    deduction.cells = std::move(island);
    return deduction;
}

} // namespace

class TestNoodlesIslands : public QObject
{
    Q_OBJECT
private slots:
    void twoIslandsAreNamedWithTheirOwnSizes()
    {
        // 4 x 4: tile 5 turned up would seal off {5, 1, 0}, turned left {5, 4, 8, 9}.
        const auto topology = noodles::Topology::make(noodles::GridKind::Square, 4, 4, false);
        const std::vector<noodles::Deduction> reasons {sealing(5, 1, {5, 1, 0}),
                                                       sealing(5, 8, {5, 4, 8, 9})};
        const QString words = DeductionWords::hint(noodles::GridKind::Square, reasons);
        QVERIFY2(words.contains(QLatin1String("one of the 2 outlined islands (of 3 and 4 tiles)")),
                 qPrintable(words));
        QVERIFY2(!words.contains(QLatin1String("7")), qPrintable(words));
        const auto evidence = DeductionWords::evidence(*topology, reasons, false);
        QCOMPARE(evidence.regions,
                 (std::vector<std::vector<int>> {{5, 1, 0}, {5, 4, 8, 9}}));
        QCOMPARE(evidence.cells(), (std::vector<int> {5, 1, 0, 4, 8, 9}));
    }

    void theSameIslandTwiceIsNamedOnce()
    {
        // Two orientations that seal off the same tiles (listed in another order): one island.
        const auto topology = noodles::Topology::make(noodles::GridKind::Square, 4, 4, false);
        const std::vector<noodles::Deduction> reasons {sealing(5, 1, {5, 1, 0}),
                                                       sealing(5, 3, {5, 0, 1})};
        const QString words = DeductionWords::hint(noodles::GridKind::Square, reasons);
        QVERIFY2(words.contains(QLatin1String("would cut off the 3 outlined tile")),
                 qPrintable(words));
        QCOMPARE(DeductionWords::evidence(*topology, reasons, false).regions.size(),
                 std::size_t(1));
    }

    void twoLoopsAreNamedWithTheirOwnSizes()
    {
        const auto topology = noodles::Topology::make(noodles::GridKind::Square, 4, 4, false);
        noodles::Deduction small = sealing(5, 3, {5, 1, 0, 4});
        small.rule = noodles::Rule::Loop;
        noodles::Deduction large = sealing(5, 6, {5, 6, 10, 14, 13, 9});
        large.rule = noodles::Rule::Loop;
        noodles::Deduction wall;
        wall.rule = noodles::Rule::Border;
        wall.cell = 5;
        wall.side = 0;
        const QString words
            = DeductionWords::hint(noodles::GridKind::Square, {small, large, wall});
        QVERIFY2(words.contains(QLatin1String("Turned other ways it would close one of the 2 "
                                              "outlined loops (through 4 and 6 tiles).")),
                 qPrintable(words));
        QCOMPARE(DeductionWords::evidence(*topology, {small, large}, false).regions.size(),
                 std::size_t(2));
    }
};

QTEST_MAIN(TestNoodlesIslands)
#include "tst_noodlesislands.moc"

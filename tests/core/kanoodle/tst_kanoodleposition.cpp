#include "core/kanoodle/Position.h"

#include <QtTest>

using namespace pw::kanoodle;

namespace {
QString dots(int n)
{
    return QString(n, QLatin1Char('.'));
}
const QString solvedPyramid
    = QStringLiteral("AACCCJBCHHHCGKIGGIFGGDAAJJBBHIFKKFLLDAJIBBHFKLDDEFELDEEE");
} // namespace

class TestKanoodlePosition : public QObject
{
    Q_OBJECT
private slots:
    void aSolvedPyramidParsesAndRoundTrips()
    {
        const auto position = Position::parse(Board::pyramid(), solvedPyramid, QStringLiteral("t"));
        QVERIFY2(position, qPrintable(position ? QString() : position.error().message()));
        QVERIFY(position->isComplete());
        QCOMPARE(position->toString(), solvedPyramid);
        QCOMPARE(position->placedPieces(), std::uint16_t {0xFFF});
    }

    void errorsNameThePieceAndCells_data()
    {
        QTest::addColumn<bool>("pyramid");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("expected");
        QTest::newRow("too short") << true << dots(55) << QStringLiteral("has 55 characters");
        QTest::newRow("too long") << false << dots(57) << QStringLiteral("has 57 characters");
        QTest::newRow("unknown character")
            << true << dots(20) + QStringLiteral("x") + dots(35)
            << QStringLiteral("state character 21, ball [0,5,0]: 'x' is not a piece letter");
        QTest::newRow("lower case") << false << QStringLiteral("a") + dots(55)
                                    << QStringLiteral("'a' is not a piece letter");
        QTest::newRow("split piece")
            << false << QStringLiteral("AA...AAA") + dots(48)
            << QStringLiteral(
                   "piece A (Lime) is split into 2 parts: (0,0) (1,0) | (5,0) (6,0) (7,0)");
        QTest::newRow("too few balls")
            << false << QStringLiteral("EEE") + dots(53)
            << QStringLiteral("piece E (Red) covers 3 balls ((0,0) (1,0) (2,0)); it has 5");
        QTest::newRow("wrong shape in the plane")
            << false << QStringLiteral("KKKK") + dots(52)
            << QStringLiteral("piece K (Gray) on (0,0) (1,0) (2,0) (3,0) is not a legal placement");
        // Two balls on the base and two stacked: connected, four balls, but not in one plane.
        QString tetra = dots(56);
        tetra[0] = QLatin1Char('K');
        tetra[1] = QLatin1Char('K');
        tetra[6] = QLatin1Char('K');
        tetra[21] = QLatin1Char('K');
        QTest::newRow("not in one plane")
            << true << tetra
            << QStringLiteral(
                   "piece K (Gray) on [0,0,0] [1,0,0] [0,1,0] [0,0,1] is not a legal placement");
    }

    void errorsNameThePieceAndCells()
    {
        QFETCH(bool, pyramid);
        QFETCH(QString, state);
        QFETCH(QString, expected);
        const auto position = Position::parse(pyramid ? Board::pyramid() : Board::flat(), state,
                                              QStringLiteral("--state"));
        QVERIFY(!position);
        QVERIFY2(position.error().message().contains(expected),
                 qPrintable(position.error().message()));
        QVERIFY(position.error().message().startsWith(QStringLiteral("--state")));
    }

    void slidingStatesStayInTheRegionAndTheSet()
    {
        const BoardPtr board = Board::sliding(21, 0b111100000001); // A I J K L
        QVERIFY(board);
        // (10,0) is far outside the 21-ball region.
        const auto outside = Position::parse(board, dots(10) + QStringLiteral("I") + dots(45), {});
        QVERIFY(!outside);
        QVERIFY2(outside.error().message().contains(QStringLiteral("outside the challenge region")),
                 qPrintable(outside.error().message()));
        const auto notInSet = Position::parse(board, QStringLiteral("BBB") + dots(53), {});
        QVERIFY(!notInSet);
        QVERIFY(
            notInSet.error().message().contains(QStringLiteral("piece B (Yellow) is not one of")));
    }

    void placeAndRemoveKeepMasksInStep()
    {
        Position position(Board::flat());
        const int placement = Board::flat()->placementsOfPiece(4).front();
        QVERIFY(position.canPlace(placement));
        position.place(placement);
        QVERIFY(position.isPlaced(4));
        QVERIFY(!position.canPlace(placement));
        QCOMPARE(position.placementOf(4), std::optional<int>(placement));
        QCOMPARE(position.toString().count(QLatin1Char('E')), 5);
        position.remove(4);
        QCOMPARE(position, Position(Board::flat()));
    }
};

QTEST_APPLESS_MAIN(TestKanoodlePosition)
#include "tst_kanoodleposition.moc"

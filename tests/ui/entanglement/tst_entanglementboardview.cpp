// What the Entanglement board draws beyond the tiles: the line as one stroke that stays a few
// pixels wide at every radius, the candidates' labels placed so that no leader line runs through
// a label, and the "best line from here" ghost.
#include "ui/entanglement/BestLine.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/LabelLayout.h"
#include "ui/entanglement/LineTrail.h"

#include "core/entanglement/Player.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace pw::entanglement;
using pw::ui::entanglement::BestLine;
using pw::ui::entanglement::BoardView;
using pw::ui::entanglement::LabelLayout;
using pw::ui::entanglement::LineTrail;

namespace {

// A game played some moves by the greedy player.
Game playedGame(std::uint64_t seed, int radius, int moves)
{
    Game game(seed, radius);
    for (int i = 0; i < moves && !game.isOver(); ++i)
        playOneMove(game, PlayerOptions {PlayerKind::Greedy, 0});
    return game;
}

// Checks a layout: every label inside the area, no two labels overlapping, and no leader
// through a label other than its own.
void checkLayout(const std::vector<LabelLayout::Placement> &placed, const QRectF &area)
{
    for (std::size_t i = 0; i < placed.size(); ++i) {
        QVERIFY(area.contains(placed[i].box));
        for (std::size_t j = 0; j < placed.size(); ++j) {
            if (i == j)
                continue;
            QVERIFY2(!placed[i].box.intersects(placed[j].box), qPrintable(QString::number(i)));
            if (placed[i].leader)
                QVERIFY2(!LabelLayout::crosses(*placed[i].leader, placed[j].box),
                         qPrintable(QStringLiteral("leader %1 through label %2").arg(i).arg(j)));
        }
    }
}

} // namespace

class TestEntanglementBoardView : public QObject
{
    Q_OBJECT

private slots:
    // The line keeps a width that can be followed on the smallest board a window gives.
    void theLineIsNeverThinnerThanThreePixels()
    {
        QCOMPARE(LineTrail::coreWidth(12.0), 3.0);
        QCOMPARE(LineTrail::coreWidth(18.0), 3.0);
        QVERIFY(LineTrail::coreWidth(48.0) > 5.9);
        const Game game = playedGame(3, Board::maxRadius, 12);
        BoardView view;
        view.resize(420, 420); // radius 6 in a small window: tiles under 20 pixels across
        view.setGame(game);
        const double side = view.tileSide();
        QVERIFY(side < 20);
        const QPainterPath trail = LineTrail::path(
            game.line(), [&view](pw::common::UvCell cell) { return view.cellCentre(cell); }, side);
        // One stroke from the centre tile's edge to the open end.
        QVERIFY(!trail.isEmpty());
        QVERIFY(QLineF(trail.pointAtPercent(0), view.cellCentre({0, 0})).length() < side * 1.01);
        QVERIFY(QLineF(trail.pointAtPercent(1), view.cellCentre(game.openEnd().cell)).length()
                < side * 1.01);
    }

    // Twelve labels around a few cells of a crowded board, as a hint on radius 6 gives them.
    void leadersNeverRunThroughLabels_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<double>("spread");
        QTest::addColumn<int>("count");
        for (int seed = 1; seed <= 8; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << 60.0 << 12;
        // Up to eight on one cell; with more, straight leaders to one point cannot all pass
        // the labels around it (a leader is then drawn under a label, never over its text).
        QTest::newRow("eight on one cell") << 9 << 0.0 << 8;
    }

    void leadersNeverRunThroughLabels()
    {
        QFETCH(int, seed);
        QFETCH(double, spread);
        QFETCH(int, count);
        QRandomGenerator random(static_cast<quint32>(seed));
        const QRectF area(0, 0, 560, 420);
        std::vector<LabelLayout::Request> requests;
        for (int i = 0; i < count; ++i) {
            const QPointF anchor(280 + (random.generateDouble() - 0.5) * spread,
                                 210 + (random.generateDouble() - 0.5) * spread);
            requests.push_back(
                {anchor, anchor + QPointF(0, -14), QSizeF(90 + random.bounded(40), 18)});
        }
        const auto placed = LabelLayout::place(requests, area);
        QCOMPARE(placed.size(), requests.size());
        checkLayout(placed, area);
        // Labels that moved away keep a leader.
        QVERIFY(std::any_of(placed.begin(), placed.end(),
                            [](const auto &p) { return p.leader.has_value(); }));
    }

    // The labels of real hints, on the board sizes an 800 x 600 and a 1280 x 900 window give,
    // at radius 3 and 6, part-way through games.
    void hintLabelsOnRealBoardsKeepClearOfLeaders_data()
    {
        QTest::addColumn<int>("radius");
        QTest::addColumn<QSize>("size");
        for (const int radius : {3, 6}) {
            for (const QSize size : {QSize(470, 445), QSize(940, 750)})
                QTest::newRow(qPrintable(QStringLiteral("radius %1, %2 x %3")
                                             .arg(radius)
                                             .arg(size.width())
                                             .arg(size.height())))
                    << radius << size;
        }
    }

    void hintLabelsOnRealBoardsKeepClearOfLeaders()
    {
        QFETCH(int, radius);
        QFETCH(QSize, size);
        BoardView view;
        view.resize(size);
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Game game = playedGame(seed, radius, int(seed % 7) * 2);
            if (game.isOver())
                continue;
            std::vector<Candidate> candidates
                = evaluateCandidates(game, PlayerOptions {PlayerKind::Greedy, 0});
            const int best = bestCandidate(candidates);
            view.setGame(game);
            view.setCandidates(candidates, -1, best);
            checkLayout(view.labelPlacements(), QRectF(QPointF(0, 0), QSizeF(size)));
        }
    }

    // A label never goes where an obstacle is, and its leader never crosses one.
    void labelsKeepClearOfObstacles()
    {
        const QRectF area(0, 0, 560, 420);
        std::vector<LabelLayout::Request> requests;
        std::vector<QRectF> obstacles;
        for (int i = 0; i < 8; ++i) {
            const QPointF anchor(120 + 45 * i, 200 + (i % 2) * 30);
            requests.push_back({anchor, anchor + QPointF(0, -14), QSizeF(100, 18)});
            obstacles.emplace_back(anchor.x() - 9, anchor.y() - 30, 18, 18); // on its home
        }
        const auto placed = LabelLayout::place(requests, area, obstacles);
        checkLayout(placed, area);
        for (const auto &p : placed) {
            for (const QRectF &obstacle : obstacles) {
                QVERIFY(!p.box.intersects(obstacle));
                QVERIFY(!p.leader || !LabelLayout::crosses(*p.leader, obstacle));
            }
        }
    }

    // A hint's labels over the best line leave the line's move numbers readable.
    void hintLabelsLeaveTheBestLinesNumbersReadable()
    {
        BoardView view;
        view.resize(470, 445); // the board of an 800 x 600 window
        int numbers = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Game game = playedGame(seed, 3, int(seed % 5) * 2);
            if (game.isOver())
                continue;
            Game after = game;
            for (int i = 0; i < BestLine::defaultMoves && !after.isOver(); ++i)
                playOneMove(after, PlayerOptions {PlayerKind::Greedy, 0});
            const std::vector<Candidate> candidates
                = evaluateCandidates(game, PlayerOptions {PlayerKind::Greedy, 0});
            view.setGame(game);
            view.setGhost(BestLine {game, after});
            view.setCandidates(candidates, -1, bestCandidate(candidates));
            const std::vector<QRectF> discs = view.ghostNumberDiscs();
            numbers += int(discs.size());
            for (const auto &p : view.labelPlacements()) {
                for (const QRectF &disc : discs)
                    QVERIFY2(!p.box.intersects(disc), qPrintable(QString::number(seed)));
            }
        }
        QVERIFY(numbers > 20);
    }

    // The best line is the strongest player's own next moves from the position.
    void theBestLineIsTheStrongestPlayersContinuation()
    {
        const Game from = playedGame(21, 3, 5);
        pw::common::CancelToken token;
        pw::common::QuietSink sink(token);
        const std::optional<BestLine> line = BestLine::find(from, 3, sink);
        QVERIFY(line);
        QCOMPARE(line->moveCount(), 3);
        Game expected = from;
        PlayerOptions strongest;
        strongest.kind = strongestPlayerKind;
        for (int i = 0; i < 3; ++i)
            playOneMove(expected, strongest);
        QCOMPARE(line->after.moves(), expected.moves());
        QCOMPARE(line->segments().size(), expected.line().size() - from.line().size());
        QCOMPARE(line->move(0).cell, from.openEnd().cell);

        BoardView view;
        view.setGame(from);
        view.setGhost(*line);
        QVERIFY(view.hasGhost());
        view.setGame(line->after); // another position: the ghost is for the old one
        QVERIFY(!view.hasGhost());
    }

    void aCancelledSearchGivesNoLine()
    {
        pw::common::CancelToken token;
        token.cancel();
        pw::common::QuietSink sink(token);
        QVERIFY(!BestLine::find(Game(4), 4, sink));
    }
};

QTEST_MAIN(TestEntanglementBoardView)
#include "tst_entanglementboardview.moc"

// Every board read in the light, the dark and the high-contrast scheme, measured from the pixels
// drawn: what one must see (a piece, a hole, a lock, a preview, a tile's edge) reaches WCAG's
// non-text contrast of 3:1 against what it must stand out from. Runs on the X display (xvfb-run
// in the test command): the Kanoodle pyramid is a Qt3D window, read back from the screen.
#include "core/entanglement/Game.h"
#include "core/entanglement/Player.h"
#include "core/kanoodle/Board.h"
#include "core/kanoodle/Position.h"
#include "core/noodles/Generator.h"
#include "core/noodles/PowerNetwork.h"
#include "core/sliding/Board.h"
#include "ui/common/Contrast.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/TilePainter.h"
#include "ui/kanoodle/BoardGeometry.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/PyramidPicking.h"
#include "ui/kanoodle/Qt3DPyramidScene.h"
#include "ui/noodles/NoodlesView.h"
#include "ui/shell/Theme.h"
#include "ui/sliding/SlidingBoardView.h"

#include <QScreen>
#include <QVBoxLayout>
#include <QtTest>

#include "ui/kanoodle/StillSceneWindow.h"
#include <Qt3DRender/QCamera>

#include <cmath>
#include <numbers>

using namespace pw;
using pw::ui::contrastRatio;
using pw::ui::Theme;

namespace {

constexpr double wanted = pw::ui::nonTextContrast;

QImage grabbed(QWidget &view)
{
    return view.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

QColor pixel(const QImage &image, QPointF at)
{
    return image.pixelColor(at.toPoint());
}

// Of the pixels on the segment from `from` to `to`, the one that differs most from `against`:
// a line or a ring crossed by the segment, at a pixel it covers whole (not an antialiased edge).
QColor strongestOn(const QImage &image, QPointF from, QPointF to, const QColor &against)
{
    const int steps = std::max(2, static_cast<int>(QLineF(from, to).length() * 2));
    QColor best = against;
    double bestRatio = 1.0;
    for (int i = 0; i <= steps; ++i) {
        const QColor c = pixel(image, from + (to - from) * (double(i) / steps));
        const double r = contrastRatio(c, against);
        if (r > bestRatio) {
            bestRatio = r;
            best = c;
        }
    }
    return best;
}

QByteArray contrastText(const QColor &a, const QColor &b)
{
    return QByteArray::number(contrastRatio(a, b), 'f', 2) + ":1";
}

// Says what was measured (the numbers go in the log) and fails below 3:1.
void expectContrast(const char *what, const QColor &element, const QColor &background)
{
    const double ratio = contrastRatio(element, background);
    const QString line = QStringLiteral("%1 %2 on %3: %4:1")
                             .arg(QString::fromLatin1(what), element.name(), background.name())
                             .arg(ratio, 0, 'f', 2);
    qInfo().noquote() << QTest::currentDataTag() << line;
    QVERIFY2(ratio >= wanted, qPrintable(line));
}

void addThemes()
{
    QTest::addColumn<int>("theme");
    QTest::newRow("light") << static_cast<int>(Theme::Light);
    QTest::newRow("dark") << static_cast<int>(Theme::Dark);
    QTest::newRow("high contrast") << static_cast<int>(Theme::HighContrast);
}

} // namespace

class TestBoardContrast : public QObject
{
    Q_OBJECT
private slots:
    void cleanup()
    {
        // A 3D window (native, deleted later) must be gone before the next test reads the screen.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QTest::qWait(100);
    }
    void cleanupTestCase() { pw::ui::applyTheme(Theme::System); }

    void noodlesLocksAndPiecesStandOut_data() { addThemes(); }
    void noodlesLocksAndPiecesStandOut()
    {
        QFETCH(int, theme);
        pw::ui::applyTheme(static_cast<Theme>(theme));
        auto generated = noodles::generate({noodles::GridKind::Square, 6, 6, false, false, 5});
        QVERIFY(generated);
        noodles::Board board = *generated;
        // A locked cell and an unlocked one beside it, neither the source.
        int locked = board.source() == 0 ? 2 : 0;
        const int open = locked + 1;
        board.setLocked(locked, true);
        const noodles::PowerNetwork network(board);
        ui::NoodlesView view;
        view.resize(600, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBoard(board, network);
        const QImage image = grabbed(view);
        const double cell = view.cellCentre(1).x() - view.cellCentre(0).x();

        // A cell's fill: inside its corner, clear of the noodle, its bulb and the lock's frame.
        const auto fillOf
            = [&](int c) { return pixel(image, view.cellCentre(c) - QPointF(0.3, 0.3) * cell); };
        const QColor lockedFill = fillOf(locked);
        const QColor openFill = fillOf(open);
        // The lock's frame, crossed on its top side between the corner and the middle (where an
        // upward noodle would be).
        const double frameAt = ui::NoodlesView::lockFrameInset * cell / 2;
        const QPointF across = view.cellCentre(locked) + QPointF(-0.25 * cell, -frameAt);
        const QColor frame = strongestOn(image, across - QPointF(0, 0.08 * cell),
                                         across + QPointF(0, 0.08 * cell), lockedFill);
        expectContrast("lock frame against the locked fill", frame, lockedFill);
        expectContrast("lock frame against an unlocked cell", frame, openFill);

        // Every piece's noodle, lit or not, against its own cell: halfway along one of its arms.
        for (int c = 0; c < board.cellCount(); ++c) {
            const noodles::TileMask mask = board.tile(c);
            if (c == board.source() || mask == 0)
                continue;
            const int d = std::countr_zero(static_cast<unsigned>(mask));
            const double angle = (-90.0 + d * 90.0) * std::numbers::pi / 180.0;
            const QColor arm = pixel(
                image, view.cellCentre(c) + QPointF(std::cos(angle), std::sin(angle)) * 0.3 * cell);
            const QByteArray what = QByteArray(network.isPowered(c) ? "lit" : "unlit")
                + " noodle of cell " + QByteArray::number(c);
            expectContrast(what.constData(), arm, fillOf(c));
        }
    }

    void noodlesEdgeMarksAndBarriersStandOut_data()
    {
        QTest::addColumn<int>("theme");
        QTest::addColumn<int>("grid");
        for (const auto &[name, theme] :
             {std::pair {"light", Theme::Light}, std::pair {"dark", Theme::Dark},
              std::pair {"high contrast", Theme::HighContrast}}) {
            QTest::newRow((QByteArray(name) + " square").constData())
                << static_cast<int>(theme) << static_cast<int>(noodles::GridKind::Square);
            QTest::newRow((QByteArray(name) + " hex").constData())
                << static_cast<int>(theme) << static_cast<int>(noodles::GridKind::Hex);
        }
    }
    void noodlesEdgeMarksAndBarriersStandOut()
    {
        QFETCH(int, theme);
        QFETCH(int, grid);
        pw::ui::applyTheme(static_cast<Theme>(theme));
        noodles::GeneratorOptions options {noodles::GridKind(grid), 6, 6, false, true, 5};
        options.barrierPercent = 60;
        auto generated = noodles::generate(options);
        QVERIFY(generated);
        noodles::Board board = *generated;
        const noodles::Topology &topology = board.topology();
        // A barrier, and two open sides between unlocked tiles for a wall and a joined mark.
        std::optional<std::pair<int, int>> barrier;
        std::vector<std::pair<int, int>> open;
        for (int c = 0; c < board.cellCount(); ++c) {
            for (int side = 0; side < board.directions() / 2; ++side) {
                if (topology.barrier(c, side) && !barrier)
                    barrier = std::pair {c, side};
                else if (const int other = topology.neighbour(c, side); other >= 0
                         && c != board.source() && other != board.source()
                         && !(board.tile(c) >> side & 1u)
                         && !(board.tile(other) >> topology.opposite(side) & 1u))
                    open.emplace_back(c, side); // no noodle there: the mark alone is measured
            }
        }
        QVERIFY(barrier && open.size() > 4);
        const auto [wallCell, wallSide] = open[0];
        const auto [joinCell, joinSide] = open[open.size() - 1];
        QVERIFY(board.setEdgeMark(wallCell, wallSide, noodles::EdgeMark::Wall));
        QVERIFY(board.setEdgeMark(joinCell, joinSide, noodles::EdgeMark::Joined));
        const noodles::PowerNetwork network(board);
        ui::NoodlesView view;
        view.resize(600, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBoard(board, network);
        const QImage image = grabbed(view);
        const double unit = QLineF(view.cellCentre(0), view.sideCentre(0, 2)).length();
        // A cell's fill: between its middle and the corner of two sides, clear of its noodle.
        const auto fillOf = [&](int c) {
            const QPointF centre = view.cellCentre(c);
            const QPointF corner = view.sideCentre(c, 0) + view.sideCentre(c, 1) - centre;
            return pixel(image, centre + (corner - centre) * 0.55);
        };
        // Across a side, a little way from its middle (where no noodle crosses).
        const auto acrossSide = [&](int c, int side, double along) {
            const QPointF middle = view.sideCentre(c, side);
            const QPointF inward = (view.cellCentre(c) - middle) / unit;
            const QPointF tangent(-inward.y(), inward.x());
            const QPointF at = middle + tangent * along * unit;
            return strongestOn(image, at + inward * 0.15 * unit, at - inward * 0.15 * unit,
                               fillOf(c));
        };
        expectContrast("barrier against its cell", acrossSide(barrier->first, barrier->second, 0.5),
                       fillOf(barrier->first));
        expectContrast("wall mark against its cell", acrossSide(wallCell, wallSide, 0.25),
                       fillOf(wallCell));
        // The join's ring, crossed along the side beside the middle.
        const QPointF middle = view.sideCentre(joinCell, joinSide);
        const QPointF inward = (view.cellCentre(joinCell) - middle) / unit;
        const QPointF tangent(-inward.y(), inward.x());
        const QColor ring = strongestOn(image, middle + tangent * 0.12 * unit,
                                        middle + tangent * 0.4 * unit, fillOf(joinCell));
        expectContrast("joined mark against its cell", ring, fillOf(joinCell));
    }

    void kanoodleHolesPiecesRegionAndWhitePreviewStandOut_data() { addThemes(); }
    void kanoodleHolesPiecesRegionAndWhitePreviewStandOut()
    {
        QFETCH(int, theme);
        pw::ui::applyTheme(static_cast<Theme>(theme));
        using namespace pw::kanoodle;
        constexpr int darkBlue = 2;
        constexpr int white = 7;
        const std::uint16_t set
            = (1u << 0) | (1u << darkBlue) | (1u << white) | (1u << 8) | (1u << 9) | (1u << 10);
        const BoardPtr board = Board::sliding(Board::slidingRegionSizes()[2], set);
        QVERIFY(board);
        Position position(board);
        const int blueAt = board->placementsOfPiece(darkBlue).front();
        position.place(blueAt);
        ui::kanoodle::KanoodleBoardView view;
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setPosition(position, 0);
        const ui::kanoodle::BoardGeometry &geometry = *view.geometryModel();
        const double scale
            = QLineF(view.toWidget(QPointF(0, 0)), view.toWidget(QPointF(1, 0))).length();
        // The board between three neighbouring balls (0.58 from each centre, beyond a rim).
        const auto boardNear = [&](const QImage &image, int cell) {
            return pixel(image, view.toWidget(geometry.ballCentre(cell) + QPointF(0.5, 0.29)));
        };

        QImage image = grabbed(view);
        // A hole inside the region, one whose right and lower-right neighbours are holes too.
        int hole = -1;
        for (int i = 0; i < stateLength && hole < 0; ++i) {
            const Cell c = board->cell(i);
            const int right = board->cellIndex(c.x + 1, c.y);
            const int below = board->cellIndex(c.x, c.y + 1);
            if (board->inRegion(i) && position.at(i) == '.' && right >= 0 && below >= 0
                && board->inRegion(right) && board->inRegion(below) && position.at(right) == '.'
                && position.at(below) == '.')
                hole = i;
        }
        QVERIFY(hole >= 0);
        const QColor base = boardNear(image, hole);
        expectContrast("empty hole of the region",
                       pixel(image, view.toWidget(geometry.ballCentre(hole))), base);

        // The Dark Blue piece's rim against the board, on each of its balls' free side.
        for (int i = 0; i < stateLength; ++i) {
            if (!((board->placements()[static_cast<std::size_t>(blueAt)].cells >> i) & 1U))
                continue;
            const QPointF centre = view.toWidget(geometry.ballCentre(i));
            const QColor rim = strongestOn(image, centre + QPointF(0, -0.40 * scale),
                                           centre + QPointF(0, -0.50 * scale), base);
            expectContrast("Dark Blue piece's rim", rim, base);
        }

        // White offered over the hole: its preview's ring against the board around the hole.
        view.selectPiece(white);
        view.activateBall(hole);
        const int preview = view.previewPlacement();
        QVERIFY(preview >= 0);
        image = grabbed(view);
        const CellMask cells = board->placements()[static_cast<std::size_t>(preview)].cells;
        for (int i = 0; i < stateLength; ++i) {
            if (!((cells >> i) & 1U))
                continue;
            const QPointF centre = view.toWidget(geometry.ballCentre(i));
            const double r = ui::kanoodle::KanoodleBoardView::previewRingRadius;
            const QColor ring = strongestOn(image, centre + QPointF(-(r - 0.03) * scale, 0),
                                            centre + QPointF(-(r + 0.03) * scale, 0), base);
            expectContrast("White preview's ring", ring, base);
        }
    }

    void kanoodlePyramidShowsPiecesAndTheWhitePreview_data() { addThemes(); }
    void kanoodlePyramidShowsPiecesAndTheWhitePreview()
    {
        QFETCH(int, theme);
        pw::ui::applyTheme(static_cast<Theme>(theme));
        using namespace pw::kanoodle;
        constexpr int white = 7;
        QWidget host;
        auto *layout = new QVBoxLayout(&host);
        auto *scene = new ui::kanoodle::Qt3DPyramidScene(&host);
        layout->addWidget(scene->widget());
        host.resize(700, 700);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        const BoardPtr board = Board::pyramid();
        Qt3DRender::QCamera *camera = scene->window()->camera();
        const auto inFront = [&](int cell) {
            const ui::kanoodle::PickRay ray
                = ui::kanoodle::rayThroughPixel(scene->ballPixel(cell), scene->window()->size(),
                                                camera->viewMatrix(), camera->projectionMatrix());
            return ui::kanoodle::pickBall(ray, *board, board->region()) == cell;
        };
        // A ball of the placement that no other ball hides, or -1.
        const auto visibleBall = [&](int placement) {
            const CellMask cells = board->placements()[static_cast<std::size_t>(placement)].cells;
            for (int i = 0; i < stateLength; ++i) {
                if (((cells >> i) & 1U) && inFront(i))
                    return i;
            }
            return -1;
        };
        // The darkest and the lightest pieces, each where a ball of it shows, then White offered
        // where one of its balls shows.
        Position position(board);
        std::vector<std::pair<int, int>> shownBalls; // piece, ball
        for (const int piece : {2, 11, 10, 1}) {
            for (const int p : board->placementsOfPiece(piece)) {
                const int ball = position.canPlace(p) ? visibleBall(p) : -1;
                if (ball >= 0) {
                    position.place(p);
                    shownBalls.emplace_back(piece, ball);
                    break;
                }
            }
        }
        int preview = -1;
        int previewBall = -1;
        for (const int p : board->placementsOfPiece(white)) {
            previewBall = position.canPlace(p) ? visibleBall(p) : -1;
            if (previewBall >= 0) {
                preview = p;
                break;
            }
        }
        QVERIFY(preview >= 0);
        scene->showState(position, 0);
        scene->setPreview(preview);
        const QPoint origin = scene->widget()->mapToGlobal(QPoint(0, 0));
        const auto grab = [&] {
            return host.screen()
                ->grabWindow(0, origin.x(), origin.y(), scene->widget()->width(),
                             scene->widget()->height())
                .toImage()
                .convertToFormat(QImage::Format_RGB32);
        };
        // The software renderer draws on demand: wait until two grabs a moment apart agree.
        QTest::qWait(1500);
        QImage image = grab();
        for (int tries = 0; tries < 20; ++tries) {
            QTest::qWait(250);
            const QImage again = grab();
            if (again == image)
                break;
            image = again;
        }
        const QColor background = pixel(image, QPointF(4, 4));
        // PW_CONTRAST_PICTURES=DIR keeps the pictures measured, to look at.
        if (qEnvironmentVariableIsSet("PW_CONTRAST_PICTURES"))
            image.save(QStringLiteral("%1/pyramid-%2.png")
                           .arg(qEnvironmentVariable("PW_CONTRAST_PICTURES"),
                                QString::fromLatin1(QTest::currentDataTag())));
        QCOMPARE(background.rgb(), scene->background().rgb());
        // A lit sphere is many colours: the middle one (by contrast) of its inner part, where the
        // light's highlight and the shaded rim are one each way.
        const float distance = (camera->position() - camera->viewCenter()).length();
        const double radius = 0.47
            / (2.0 * distance * std::tan(qDegreesToRadians(camera->fieldOfView()) / 2.0))
            * scene->window()->height();
        const auto ballColour = [&](int cell) {
            const QPointF centre = scene->ballPixel(cell);
            std::vector<QColor> seen;
            for (double dy = -0.6 * radius; dy <= 0.6 * radius; dy += 1.0) {
                for (double dx = -0.6 * radius; dx <= 0.6 * radius; dx += 1.0) {
                    if (dx * dx + dy * dy <= 0.36 * radius * radius)
                        seen.push_back(pixel(image, centre + QPointF(dx, dy)));
                }
            }
            std::sort(seen.begin(), seen.end(), [&](const QColor &a, const QColor &b) {
                return contrastRatio(a, background) < contrastRatio(b, background);
            });
            return seen[seen.size() / 2];
        };
        // A ball reads by its body or by its rim: on the ray from its centre away from the
        // pyramid's middle, from halfway out (past the light's white highlight) to its edge, the
        // pixel that stands out most.
        const QPointF middle(scene->window()->width() / 2.0, scene->window()->height() / 2.0);
        const auto check = [&](const QByteArray &name, int ball) {
            const QPointF centre = scene->ballPixel(ball);
            const QLineF away(middle, centre);
            const QPointF unit
                = away.length() > 0 ? (centre - middle) / away.length() : QPointF(1, 0);
            const QColor edge = strongestOn(image, centre + unit * radius * 0.5,
                                            centre + unit * radius * 0.98, background);
            const QByteArray what = name + " in 3D (its body "
                + contrastText(ballColour(ball), background) + "), body or rim";
            expectContrast(what.constData(), edge, background);
        };
        for (const auto &[piece, ball] : shownBalls)
            check("piece " + QByteArray(pieceDisplayName(piece).toUtf8()), ball);
        check("White preview", previewBall);
    }

    void entanglementTilesPathsAndEmptyCellsStandOut_data() { addThemes(); }
    void entanglementTilesPathsAndEmptyCellsStandOut()
    {
        QFETCH(int, theme);
        pw::ui::applyTheme(static_cast<Theme>(theme));
        using namespace pw::entanglement;
        Game game(3, 3);
        playOneMove(game, PlayerOptions {PlayerKind::Greedy, 0});
        ui::entanglement::BoardView view;
        view.resize(700, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setGame(game);
        const QImage image = grabbed(view);
        const QColor background = pixel(image, QPointF(3, 3));
        const double side = view.tileSide();

        // A placed tile: its face just inside a corner, then the paths' outline from there in.
        const QPointF centre = view.cellCentre(game.moves().front().cell);
        const QPointF corner = centre + QPointF(side, 0);
        const QPointF inside = corner + (centre - corner) * 0.06;
        const QColor face = pixel(image, inside);
        expectContrast("tile against the board", face, background);
        const QColor path = strongestOn(image, inside, centre, face);
        expectContrast("paths against the tile", path, face);

        // An empty cell one may play: its edge against the board and its own fill.
        int checked = 0;
        for (const pw::common::UvCell cell : game.board().playableCells()) {
            if (game.board().hasTile(cell) || cell == game.openEnd().cell)
                continue;
            const QPointF at = view.cellCentre(cell);
            const QColor fill = pixel(image, at + QPointF(0, side * 0.3));
            const QColor edge = strongestOn(image, at + QPointF(side * 0.85, 0),
                                            at + QPointF(side * 1.0, 0), background);
            expectContrast("empty cell's edge against the board", edge, background);
            expectContrast("empty cell's edge against its fill", edge, fill);
            if (++checked == 3)
                break;
        }
        QVERIFY(checked > 0);
    }

    void slidingTilesAndHomeTilesStandOut_data() { addThemes(); }
    void slidingTilesAndHomeTilesStandOut()
    {
        QFETCH(int, theme);
        pw::ui::applyTheme(static_cast<Theme>(theme));
        // The goal with the last two tiles of the bottom row swapped: tiles at home and away.
        auto board = sliding::Board::fromTiles(3, 3, {1, 2, 3, 4, 5, 6, 8, 7, 0});
        QVERIFY(board);
        ui::SlidingBoardView view;
        view.resize(500, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBoard(*board);
        const QImage image = grabbed(view);
        const QRectF home = view.cellRect(0); // tile 1, at home
        const QRectF away = view.cellRect(6); // tile 8, away
        const QRectF blank = view.cellRect(8);
        const QColor boardColour = pixel(image, blank.center());
        // Left of the number, inside the edge.
        const auto fillOf = [&](const QRectF &r) {
            return pixel(image, QPointF(r.left() + r.width() * 0.2, r.center().y()));
        };
        expectContrast("tile at home against one away", fillOf(home), fillOf(away));
        for (const QRectF &r : {home, away}) {
            const QColor edge
                = strongestOn(image, QPointF(r.left() - 2, r.center().y()),
                              QPointF(r.left() + r.width() * 0.15, r.center().y()), boardColour);
            expectContrast("tile's edge against the board", edge, boardColour);
        }
    }
};

QTEST_MAIN(TestBoardContrast)
#include "tst_boardcontrast.moc"

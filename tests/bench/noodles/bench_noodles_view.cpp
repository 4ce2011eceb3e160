// The Noodles view on the largest boards: how long one frame takes to paint, the figures in
// docs/noodles.md (Big boards) and the README's benchmark table.
//
//   build/tests/bench/noodles/bench_noodles_view [--frames N]
//
// A 150 x 150 unique board (square and hex, flat and wrapping) in a 1280 x 800 view, painted
// into an image as the screen would get it (the raster engine, antialiased): fitted, then zoomed
// about the middle by 1.2 (the first wheel notch: nearly every tile still on show), 2, 4 and 8,
// and at each zoom panned to other places (zoomAt about other points). Each figure is the
// median and the worst of N frames, the thread's CPU time. Also the time to take in a move (the
// power network made again and handed to the view, as the tab does after every turn). Runs offscreen;
// as a ctest (label "bench") with few frames.
#include "core/noodles/Generator.h"
#include "core/noodles/PowerNetwork.h"
#include "tests/bench/BenchFigures.h"
#include "ui/noodles/NoodlesView.h"

#include <QApplication>
#include <QImage>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace pw::noodles;

using pw::bench::median;
using pw::bench::threadCpuMillis;
using pw::bench::worst;

namespace {

double paintOnce(pw::ui::NoodlesView &view, QImage &image)
{
    const double cpu = threadCpuMillis();
    view.render(&image);
    return threadCpuMillis() - cpu;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int frames = pw::bench::countOption(app.arguments(), QStringLiteral("--frames"), 5);
    struct Case
    {
        const char *label;
        GridKind kind;
        bool wrap;
    };
    const std::vector<Case> cases {{"square", GridKind::Square, false},
                                   {"square wrap", GridKind::Square, true},
                                   {"hex", GridKind::Hex, false},
                                   {"hex wrap", GridKind::Hex, true}};
    constexpr int side = maxSide;
    std::printf("| grid | size | zoom | first frame at the zoom ms | frames after it median / "
                "worst ms |\n|---|---|---|---|---|\n");
    int failures = 0;
    for (const Case &c : cases) {
        const auto board = generate({c.kind, side, side, c.wrap, true, 1});
        if (!board) {
            ++failures;
            continue;
        }
        pw::ui::NoodlesView view;
        view.resize(1280, 800);
        view.setBoard(*board, PowerNetwork(*board));
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        const QPointF middle(640, 400);
        // Pan targets: the zoom is kept, the point zoomed about moves the board under it.
        const std::vector<QPointF> places {middle, {200, 150}, {1100, 700}, {300, 650}};
        for (const double zoom : {1.0, 1.2, 2.0, 4.0, 8.0}) {
            std::vector<double> times;
            view.fitToView();
            if (zoom > 1.0)
                view.zoomAt(middle, zoom);
            // The first frame at a zoom draws each look of a tile once (the view's cache).
            const double first = paintOnce(view, image);
            for (int frame = 0; frame < frames; ++frame) {
                if (zoom > 1.0 && frame > 0) {
                    // A pan: zoomed about another point by 1, the board moved to it.
                    const QPointF to = places[static_cast<std::size_t>(frame) % places.size()];
                    view.zoomAt(to, 1.0001);
                }
                times.push_back(paintOnce(view, image));
            }
            std::printf("| %s | %dx%d | %.1f | %.1f | %.1f / %.1f |\n", c.label, side, side,
                        zoom, first, median(times), worst(times));
            std::fflush(stdout);
        }
        // A move: the power network again, then the view takes the board.
        std::vector<double> moves;
        Board turned = *board;
        for (int frame = 0; frame < frames; ++frame) {
            const int cell = (frame * 7919) % turned.cellCount();
            turned.rotate(cell, 1);
            const double cpu = threadCpuMillis();
            const PowerNetwork network(turned);
            view.updateBoard(turned, network, cell, 1);
            moves.push_back(threadCpuMillis() - cpu);
        }
        std::printf("| %s | %dx%d | a move taken in | | %.1f / %.1f |\n", c.label,
                    side, side, median(moves), worst(moves));
    }
    return failures ? 1 : 0;
}

// What the autosave costs a move: after each of 200 moves, the record as the autosave writes it
// (Midend::gameToJson, compact JSON) and its quick write into place (replaceFileQuickly), for
// every puzzle. The aim is under 1 ms a move; the record grows with each move, so the mean is
// over a whole game's moves and the slowest is shown too. Wall time and this thread's CPU time
// are both given: on a machine shared with a build the wall time mostly measures the wait.
//
//   build/tests/bench/common/bench_autosave [MOVES]
#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/common/PuzzleFile.h"
#include "ui/common/Midend.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

namespace {

struct Game
{
    const char *kind;
    const char *seedId;
};

// The solver's answer: moves that apply, as many as the game has (a Kanoodle game has at most
// twelve, the others hundreds on the boards below).
std::vector<pw::common::GameMove> answer(const pw::common::GameBackend &backend,
                                         const pw::common::GameState &start)
{
    pw::common::QuietSink sink;
    return backend.solve(start, {}, sink).moves;
}

double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int wanted = argc > 1 ? std::max(1, atoi(argv[1])) : 200;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slot.json"));
    std::printf("%-13s %6s %12s %12s %12s %10s\n", "puzzle", "moves", "mean ms", "slowest ms",
                "mean CPU ms", "bytes");
    for (const Game game : {Game {"sliding", "sliding:10x10#7"}, Game {"noodles", "noodles:40x40#7"},
                            Game {"kanoodle", "kanoodle:f0#7"},
                            Game {"entanglement", "entanglement:r5#7"}}) {
        const pw::common::GameBackend *backend
            = pw::backends::backendFor(QString::fromLatin1(game.kind));
        pw::common::QuietSink sink;
        const auto start = backend->gameFromId(QString::fromLatin1(game.seedId), sink);
        if (!start) {
            std::printf("%s: %s\n", game.seedId, qPrintable(start.error().message()));
            return 1;
        }
        pw::ui::Midend midend;
        midend.setBackend(backend, [](const pw::common::GameState &) { });
        midend.startGame(start->state);
        const std::vector<pw::common::GameMove> moves = answer(*backend, start->state);
        int played = 0;
        double total = 0;
        double cpu = 0;
        double slowest = 0;
        qsizetype bytes = 0;
        std::size_t next = 0;
        while (played < wanted && next < moves.size()) {
            if (midend.play(moves[next++], QStringLiteral("move")))
                break;
            ++played;
            QElapsedTimer timer;
            timer.start();
            const double cpuBefore = threadCpuMs();
            const QByteArray data
                = QJsonDocument(midend.gameToJson()).toJson(QJsonDocument::Compact);
            if (pw::common::replaceFileQuickly(path, data))
                return 1;
            const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
            cpu += threadCpuMs() - cpuBefore;
            total += ms;
            slowest = std::max(slowest, ms);
            bytes = data.size();
        }
        std::printf("%-13s %6d %12.3f %12.3f %12.3f %10lld\n", game.kind, played,
                    played ? total / played : 0.0, slowest, played ? cpu / played : 0.0,
                    static_cast<long long>(bytes));
    }
    return 0;
}

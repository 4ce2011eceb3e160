// Benchmark of the Entanglement players: seeded games on a board, score statistics against the
// 9080 maximum of the standard board, and how long each player takes to decide a move (wall
// clock, and the processor time of the one thread that plays).
//
//   bench_entanglement [--games N] [--radius R] [--first-seed S]
//                      [--ai greedy|lookahead|deep|all, or a comma-separated list]
//                      [--bonus B] [--plies P] [--samples N] [--per-game]
//
// Games use seeds S, S+1, ..., S+N-1 (default 1..1000) on radius 3, every player by default.
// --plies and --samples set the depth and samples of the lookahead and deep players.
// --per-game also prints a line per game as soon as it ends ("game SEED score S moves M cpu-ms
// T1 T2 ...", the processor time of each move), so a long run split over seed ranges, or stopped
// early, still gives the exact figures of the seeds it finished.
#include "core/entanglement/Player.h"
#include "tests/bench/BenchFigures.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <numeric>
#include <vector>

using namespace pw::entanglement;

using pw::bench::median;

namespace {

QStringList allPlayerNames()
{
    QStringList names;
    for (const PlayerKind kind : allPlayerKinds)
        names << QString::fromLatin1(playerName(kind));
    return names;
}

struct Options
{
    int games = 1000;
    int radius = 3;
    std::uint64_t firstSeed = 1;
    QStringList players = allPlayerNames();
    PlayerOptions player;
    bool perGame = false;
};

void run(const char *name, PlayerOptions player, const Options &options)
{
    std::vector<double> scores;
    std::vector<double> moveMillis;
    std::vector<double> moveCpuMillis;
    std::vector<double> movesPerGame;
    QElapsedTimer total;
    total.start();
    for (int i = 0; i < options.games; ++i) {
        const std::uint64_t seed = options.firstSeed + static_cast<std::uint64_t>(i);
        Game game(seed, options.radius);
        const std::size_t firstMove = moveCpuMillis.size();
        while (!game.isOver()) {
            QElapsedTimer timer;
            timer.start();
            const std::clock_t cpuStart = std::clock(); // one thread: the process's time is its
            const auto candidates = evaluateCandidates(game, player);
            moveCpuMillis.push_back(1000.0 * static_cast<double>(std::clock() - cpuStart)
                                    / CLOCKS_PER_SEC);
            moveMillis.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            prepareCandidate(game, candidates[static_cast<std::size_t>(bestCandidate(candidates))]);
            game.place();
        }
        scores.push_back(game.score());
        movesPerGame.push_back(static_cast<double>(game.moves().size()));
        if (options.perGame) {
            std::printf("game %llu score %d moves %zu cpu-ms",
                        static_cast<unsigned long long>(seed), game.score(), game.moves().size());
            for (std::size_t m = firstMove; m < moveCpuMillis.size(); ++m)
                std::printf(" %.3f", moveCpuMillis[m]);
            std::printf("\n");
            std::fflush(stdout);
        }
    }
    const double seconds = static_cast<double>(total.nsecsElapsed()) / 1e9;
    const double mean
        = std::accumulate(scores.begin(), scores.end(), 0.0) / static_cast<double>(scores.size());
    const double best = *std::max_element(scores.begin(), scores.end());
    const double meanMoves = std::accumulate(movesPerGame.begin(), movesPerGame.end(), 0.0)
        / static_cast<double>(movesPerGame.size());
    std::printf("%-10s games %d radius %d: mean %.1f, median %.1f, best %.0f (%.1f%% of 9080), "
                "mean moves %.1f; %.2f s total; per move median %.3f ms, max %.3f ms "
                "(processor time median %.3f ms, max %.3f ms)\n",
                name, options.games, options.radius, mean, median(scores), best,
                100.0 * best / 9080, meanMoves, seconds, median(moveMillis),
                *std::max_element(moveMillis.begin(), moveMillis.end()), median(moveCpuMillis),
                *std::max_element(moveCpuMillis.begin(), moveCpuMillis.end()));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Options options;
    const QStringList args = app.arguments().mid(1);
    for (int i = 0; i < args.size(); i += 2) {
        const QString &key = args[i];
        if (key == QLatin1String("--per-game")) {
            options.perGame = true;
            --i; // a flag without a value
            continue;
        }
        if (i + 1 >= args.size()) {
            std::fprintf(stderr, "option %s needs a value\n", qPrintable(key));
            return 2;
        }
        const QString &value = args[i + 1];
        if (key == QLatin1String("--games"))
            options.games = std::max(1, value.toInt());
        else if (key == QLatin1String("--radius"))
            options.radius = std::clamp(value.toInt(), Board::minRadius, Board::maxRadius);
        else if (key == QLatin1String("--first-seed"))
            options.firstSeed = value.toULongLong();
        else if (key == QLatin1String("--bonus"))
            options.player.survivalBonus = value.toDouble();
        else if (key == QLatin1String("--plies"))
            options.player.plies = options.player.deepPlies = std::clamp(value.toInt(), 2, 8);
        else if (key == QLatin1String("--samples")) {
            // A count, or for the deep player one per sampled ply, nearest first ("8,4,2").
            options.player.deepSamples.clear();
            for (const QString &count : value.split(QLatin1Char(',')))
                options.player.deepSamples.push_back(std::clamp(count.toInt(), 1, 1000));
            options.player.samples = options.player.deepSamples.front();
        } else if (key == QLatin1String("--ai")) {
            options.players
                = value == QLatin1String("all") ? allPlayerNames() : value.split(QLatin1Char(','));
        } else {
            std::fprintf(stderr, "unknown option %s\n", qPrintable(key));
            return 2;
        }
    }
    std::vector<PlayerOptions> players;
    for (const QString &name : options.players) {
        const std::optional<PlayerKind> kind = playerKindNamed(name.toStdString());
        if (!kind) {
            std::fprintf(stderr, "unknown player %s (greedy, lookahead, deep or all)\n",
                         qPrintable(name));
            return 2;
        }
        players.push_back(options.player);
        players.back().kind = *kind;
    }
    for (const PlayerOptions &player : players)
        run(playerName(player.kind), player, options);
    return 0;
}

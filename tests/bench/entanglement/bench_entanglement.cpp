// Benchmark of the Entanglement players: seeded games on a board, score statistics against the
// 9080 maximum of the standard board, and how long the lookahead takes to decide a move.
//
//   bench_entanglement [--games N] [--radius R] [--first-seed S] [--ai greedy|lookahead|both]
//                      [--bonus B]
//
// Games use seeds S, S+1, ..., S+N-1 (default 1..1000) on radius 3.
#include "core/entanglement/Player.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

using namespace pw::entanglement;

namespace {

struct Options
{
    int games = 1000;
    int radius = 3;
    std::uint64_t firstSeed = 1;
    bool greedy = true;
    bool lookahead = true;
    double bonus = PlayerOptions {}.survivalBonus;
    int plies = PlayerOptions {}.plies;
    int samples = PlayerOptions {}.samples;
};

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void run(const char *name, PlayerOptions player, const Options &options)
{
    std::vector<double> scores;
    std::vector<double> moveMillis;
    std::vector<double> movesPerGame;
    QElapsedTimer total;
    total.start();
    for (int i = 0; i < options.games; ++i) {
        Game game(options.firstSeed + static_cast<std::uint64_t>(i), options.radius);
        while (!game.isOver()) {
            QElapsedTimer timer;
            timer.start();
            const auto candidates = evaluateCandidates(game, player);
            moveMillis.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            prepareCandidate(game, candidates[static_cast<std::size_t>(bestCandidate(candidates))]);
            game.place();
        }
        scores.push_back(game.score());
        movesPerGame.push_back(static_cast<double>(game.moves().size()));
    }
    const double seconds = static_cast<double>(total.nsecsElapsed()) / 1e9;
    const double mean
        = std::accumulate(scores.begin(), scores.end(), 0.0) / static_cast<double>(scores.size());
    const double best = *std::max_element(scores.begin(), scores.end());
    const double meanMoves = std::accumulate(movesPerGame.begin(), movesPerGame.end(), 0.0)
        / static_cast<double>(movesPerGame.size());
    std::printf("%-10s games %d radius %d: mean %.1f, median %.1f, best %.0f (%.1f%% of 9080), "
                "mean moves %.1f; %.2f s total; per move median %.3f ms, max %.3f ms\n",
                name, options.games, options.radius, mean, median(scores), best,
                100.0 * best / 9080, meanMoves, seconds, median(moveMillis),
                *std::max_element(moveMillis.begin(), moveMillis.end()));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Options options;
    const QStringList args = app.arguments().mid(1);
    for (int i = 0; i + 1 < args.size(); i += 2) {
        const QString &key = args[i];
        const QString &value = args[i + 1];
        if (key == QLatin1String("--games"))
            options.games = std::max(1, value.toInt());
        else if (key == QLatin1String("--radius"))
            options.radius = std::clamp(value.toInt(), Board::minRadius, Board::maxRadius);
        else if (key == QLatin1String("--first-seed"))
            options.firstSeed = value.toULongLong();
        else if (key == QLatin1String("--bonus"))
            options.bonus = value.toDouble();
        else if (key == QLatin1String("--plies"))
            options.plies = std::clamp(value.toInt(), 2, 6);
        else if (key == QLatin1String("--samples"))
            options.samples = std::clamp(value.toInt(), 1, 1000);
        else if (key == QLatin1String("--ai")) {
            options.greedy = value != QLatin1String("lookahead");
            options.lookahead = value != QLatin1String("greedy");
        } else {
            std::fprintf(stderr, "unknown option %s\n", qPrintable(key));
            return 2;
        }
    }
    if (options.greedy)
        run("greedy", PlayerOptions {PlayerKind::Greedy, options.bonus}, options);
    if (options.lookahead)
        run("lookahead",
            PlayerOptions {PlayerKind::Lookahead, options.bonus, options.plies, options.samples},
            options);
    return 0;
}

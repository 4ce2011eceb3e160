#include "app/cli/PuzzleVerbs.h"

#include "app/cli/GameIds.h"
#include "core/entanglement/EntanglementGameId.h"
#include "core/entanglement/GameFile.h"
#include "core/entanglement/Player.h"

#include <QJsonArray>

namespace pw::cli {

namespace {

using namespace pw::entanglement;

const QString usageText = QStringLiteral(
    "Usage: puzzle-cli entanglement play --seed S [--ai greedy|lookahead|deep] [--radius R]\n"
    "                                    [--json]\n"
    "       puzzle-cli entanglement replay FILE [--json]\n"
    "       puzzle-cli entanglement daily [--date DATE] [--json]\n"
    "\n"
    "play    Plays a whole game with a computer player and prints its record: radius, seed,\n"
    "        score and every move (u, v, pairs as placed, rotation, swapped, points).\n"
    "        --seed S      the deal (0 .. 2^53-1); the same seed deals the same tiles\n"
    "        --ai NAME     greedy, lookahead or deep (default lookahead; deep is the strongest\n"
    "                      and takes tens of milliseconds a move)\n"
    "        --radius R    board radius 1..6 (default 3: the original 36-hex board)\n"
    "        --json adds the game \"id\" (entanglement:r3#42; see 'puzzle-cli id --help').\n"
    "replay  Re-checks a record or saved game move by move and prints its score and move\n"
    "        count. A record that breaks a rule exits 2 naming the move.\n"
    "daily   Today's deal (or DATE's, as YYYY-MM-DD) on the radius-3 board, the same for\n"
    "        everyone: the ID and the game file before the first move, or with --json one\n"
    "        line: the file with \"id\" and \"date\".\n"
    "\n"
    "Exit codes: 0 ok, 2 bad input or usage.");

int play(QCommandLineParser &parser, CliStreams &io, bool json)
{
    if (!parser.isSet(QStringLiteral("seed")))
        return usageError(io, QStringLiteral("play needs --seed S"), usageText);
    bool ok = false;
    const qulonglong seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok || seed > Game::maxSeed) {
        return usageError(io,
                          QStringLiteral("--seed must be a whole number from 0 to %1, not \"%2\"")
                              .arg(Game::maxSeed)
                              .arg(parser.value(QStringLiteral("seed"))),
                          usageText);
    }
    int radius = Board::defaultRadius;
    if (parser.isSet(QStringLiteral("radius"))) {
        radius = parser.value(QStringLiteral("radius")).toInt(&ok);
        if (!ok || radius < Board::minRadius || radius > Board::maxRadius) {
            return usageError(io,
                              QStringLiteral("--radius must be from %1 to %2, not \"%3\"")
                                  .arg(Board::minRadius)
                                  .arg(Board::maxRadius)
                                  .arg(parser.value(QStringLiteral("radius"))),
                              usageText);
        }
    }
    PlayerOptions options;
    const QString ai = parser.value(QStringLiteral("ai"));
    if (!ai.isEmpty()) {
        const std::optional<PlayerKind> kind = playerKindNamed(ai.toStdString());
        if (!kind) {
            return usageError(
                io, QStringLiteral("--ai must be greedy, lookahead or deep, not \"%1\"").arg(ai),
                usageText);
        }
        options.kind = *kind;
    }

    Game game(seed, radius);
    playToEnd(game, options);
    if (json) {
        QJsonObject record = gameToJson(game, false);
        record.insert(QStringLiteral("id"), gameId(game));
        printJson(io, record);
    } else {
        io.out << "Entanglement, radius " << radius << ", seed " << seed << ", "
               << playerName(options.kind) << " player\n";
        int number = 0;
        for (const Move &move : game.moves()) {
            QStringList pairs;
            for (const auto &[a, b] : move.placed.pairs())
                pairs << QStringLiteral("%1-%2").arg(a).arg(b);
            io.out << QStringLiteral("%1. (%2, %3) %4 turned %5 [%6] +%7\n")
                          .arg(++number, 2)
                          .arg(move.cell.u)
                          .arg(move.cell.v)
                          .arg(move.swapped ? QStringLiteral("pocket tile")
                                            : QStringLiteral("tile"))
                          .arg(move.rotation)
                          .arg(pairs.join(QLatin1Char(' ')))
                          .arg(move.points);
        }
        io.out << "Score " << game.score() << " in "
               << countOf(static_cast<qint64>(game.moves().size()), "move", "moves") << Qt::endl;
    }
    return ExitOk;
}

int replay(const QString &path, CliStreams &io, bool json)
{
    const auto game = loadGameFile(path);
    if (!game)
        return inputError(io, game.error());
    if (json) {
        QJsonObject result;
        result.insert(QStringLiteral("score"), game->score());
        result.insert(QStringLiteral("moves"), static_cast<int>(game->moves().size()));
        printJson(io, result);
    } else {
        io.out << "Record is valid: score " << game->score() << " in "
               << countOf(static_cast<qint64>(game->moves().size()), "move", "moves")
               << (game->isOver() ? ", game over" : ", game still open") << Qt::endl;
    }
    return ExitOk;
}

} // namespace

int runEntanglement(const QStringList &args, CliStreams &io)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("action"), QStringLiteral("play, replay or daily"));
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Deal seed."), QStringLiteral("S")});
    parser.addOption({QStringLiteral("ai"), QStringLiteral("greedy, lookahead or deep."),
                      QStringLiteral("NAME")});
    parser.addOption(
        {QStringLiteral("radius"), QStringLiteral("Board radius 1..6."), QStringLiteral("R")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    parser.addOption(dateOption());
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, args, usageText, io, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(io, QStringLiteral("no action given (play, replay or daily)"), usageText);
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString &action = positional.first();
    // The options each action reads; any other is refused rather than ignored.
    static const QHash<QString, QStringList> accepted {
        {QStringLiteral("play"),
         {QStringLiteral("seed"), QStringLiteral("ai"), QStringLiteral("radius"),
          QStringLiteral("json")}},
        {QStringLiteral("replay"), {QStringLiteral("json")}},
        {QStringLiteral("daily"), {QStringLiteral("date"), QStringLiteral("json")}},
    };
    if (accepted.contains(action)
        && !acceptsOnly(parser, action, accepted.value(action), usageText, io, &exitCode))
        return exitCode;
    if (action == QLatin1String("play")) {
        if (positional.size() != 1)
            return usageError(io, QStringLiteral("play takes no file argument"), usageText);
        return play(parser, io, json);
    }
    if (action == QLatin1String("daily"))
        return runDaily(QStringLiteral("entanglement"), parser, usageText, io);
    if (action == QLatin1String("replay")) {
        if (positional.size() != 2)
            return usageError(io, QStringLiteral("replay needs exactly one FILE"), usageText);
        for (const char *option : {"seed", "ai", "radius"}) {
            if (parser.isSet(QString::fromLatin1(option)))
                return usageError(
                    io, QStringLiteral("replay does not take --%1").arg(QLatin1String(option)),
                    usageText);
        }
        return replay(positional.at(1), io, json);
    }
    return unknownActionError(
        io, action, {QStringLiteral("play"), QStringLiteral("replay"), QStringLiteral("daily")},
        usageText);
}

Verb entanglementVerb()
{
    return {QStringLiteral("entanglement"), QStringLiteral("play Entanglement games with an AI and replay records"), runEntanglement};
}

} // namespace pw::cli

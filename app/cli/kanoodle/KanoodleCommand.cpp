#include "app/cli/PuzzleVerbs.h"

#include "app/cli/GameIds.h"
#include "app/cli/kanoodle/KanoodleCatalogCommand.h"
#include "core/common/PuzzleFile.h"
#include "core/kanoodle/BatchFile.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleFile.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "core/kanoodle/ParallelCounter.h"
#include "core/kanoodle/SolutionEnumerator.h"
#include "core/kanoodle/Solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>

#include <limits>

namespace pw::cli {

using namespace pw::kanoodle;

namespace {

const QString usageText = QStringLiteral(
    "Usage: puzzle-cli kanoodle ACTION [options]\n"
    "\n"
    "Kanoodle Extreme (12 pieces A-L; 56-character states, see docs/kanoodle.md).\n"
    "\n"
    "Actions:\n"
    "  solve (--pyramid STATE | --flat STATE | FILE) [--count] [--json]\n"
    "      First solution (or, with --count, every solution counted).\n"
    "  solve --batch FILE [--count] --json\n"
    "      One pyramid puzzle per line, \"NAME STATE\"; blank lines and # comments skipped.\n"
    "  solutions (--pyramid STATE | --flat STATE | FILE) [--limit N] [--json]\n"
    "      Every solution (or the first N), one 56-character state per line as it is found,\n"
    "      always in the same order. --json: {\"index\": i, \"solution\": STATE} per line\n"
    "      (i from 1), then {\"solutions\": COUNT} (the number listed).\n"
    "  placements (--pyramid | --flat) [--json]\n"
    "      Distinct legal placements of each piece.\n"
    "  count-empty (--pyramid | --flat) [--threads N] [--sample K [--seed S]]\n"
    "              [--engine auto|dlx|bitboard] [--json]\n"
    "      Every solution of the empty board, on N threads, using the board's symmetries.\n"
    "      --sample K counts only K random tasks and extrapolates (marked \"estimated\").\n"
    "  generate (--pyramid --level L | --flat --given G | --sliding PIECES) --seed S\n"
    "           [--out FILE] [--json]\n"
    "      A puzzle with exactly one solution. PIECES is a count 5-9 (a challenge series\n"
    "      from 5 pieces up to that many) or the letters of one challenge (\"IJKLA\").\n"
    "      --json adds the game \"id\" (kanoodle:p20#7, kanoodle:f5#7, kanoodle:s9.2#7;\n"
    "      see 'puzzle-cli id --help'); each step of a series has its own.\n"
    "  daily [--pyramid] [--date DATE] [--json]\n"
    "      Today's puzzle (or DATE's, as YYYY-MM-DD): the flat board with 5 pieces given,\n"
    "      or with --pyramid today's pyramid (level 50), the same for everyone. The ID and\n"
    "      the file, or with --json one line: the file with \"id\" and \"date\".\n"
    "  catalog [--board flat|sliding|pyramid] [--level 1-5] [--json]\n"
    "      The numbered puzzles everyone shares: 50 each of flat, sliding and pyramid over\n"
    "      five levels, one a line (board, number, level, game ID); --board and --level\n"
    "      list one board's or one level's only. --json one object per line {number,\n"
    "      board, level, id, seedId}. --make-source prints the catalog made afresh by the\n"
    "      generator as core/kanoodle/CatalogData.cpp.\n"
    "\n"
    "Exit status: 0 ok, 1 no solution, 2 bad input.");

struct Context
{
    CliStreams &io;
    QCommandLineParser &parser;
    bool json = false;
};

common::Expected<Position> positionFromArguments(Context &ctx)
{
    const bool pyramid = ctx.parser.isSet(QStringLiteral("pyramid"));
    const bool flat = ctx.parser.isSet(QStringLiteral("flat"));
    const QStringList files = ctx.parser.positionalArguments().mid(1);
    if (int(pyramid) + int(flat) + int(!files.isEmpty()) != 1 || files.size() > 1) {
        return common::Error {
            {}, {}, QStringLiteral("give exactly one of --pyramid STATE, --flat STATE or FILE")};
    }
    if (pyramid)
        return Position::parse(Board::pyramid(), ctx.parser.value(QStringLiteral("pyramid")),
                               QStringLiteral("--pyramid"));
    if (flat)
        return Position::parse(Board::flat(), ctx.parser.value(QStringLiteral("flat")),
                               QStringLiteral("--flat"));
    const common::Expected<KanoodleGame> game = readKanoodleFile(files.first());
    if (!game)
        return game.error();
    return game->current ? *game->current : game->puzzle;
}

// Solves one position; fills the JSON object; returns whether a solution exists.
bool solveInto(const Position &position, bool count, QJsonObject &object)
{
    common::QuietSink sink;
    QElapsedTimer timer;
    timer.start();
    const CountResult result = count ? countOnAllCores(position, sink) : solveFirst(position, sink);
    const double millis = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (!result.first) {
        object.insert(QStringLiteral("solutions"), 0);
        object.insert(QStringLiteral("millis"), millis);
        object.insert(QStringLiteral("nodes"), static_cast<qint64>(result.nodes));
        return false;
    }
    object.insert(QStringLiteral("solution"), result.first->toString());
    object.insert(QStringLiteral("millis"), millis);
    object.insert(QStringLiteral("nodes"), static_cast<qint64>(result.nodes));
    if (count)
        object.insert(QStringLiteral("solutions"), static_cast<qint64>(result.solutions));
    return true;
}

void printSolveText(Context &ctx, const QJsonObject &object, const QString &name = {})
{
    const QString prefix = name.isEmpty() ? QString() : name + QStringLiteral(": ");
    if (object.contains(QStringLiteral("solution"))) {
        ctx.io.out << prefix << object.value(QStringLiteral("solution")).toString();
        if (object.contains(QStringLiteral("solutions")))
            ctx.io.out << "  ("
                       << countOf(object.value(QStringLiteral("solutions")).toInteger(), "solution",
                                  "solutions")
                       << ")";
        ctx.io.out << "  "
                   << QString::number(object.value(QStringLiteral("millis")).toDouble(), 'f', 3)
                   << " ms, "
                   << countOf(object.value(QStringLiteral("nodes")).toInteger(), "node", "nodes")
                   << Qt::endl;
    } else {
        ctx.io.out << prefix << "no solution" << Qt::endl;
    }
}

int runBatch(Context &ctx, bool count)
{
    const QString path = ctx.parser.value(QStringLiteral("batch"));
    const common::Expected<QByteArray> data = common::readWholeFile(path);
    if (!data)
        return inputError(ctx.io, data.error());
    int exitCode = ExitOk;
    for (const BatchPuzzle &puzzle : parseBatch(*data, path)) {
        QJsonObject object;
        if (!puzzle.position) {
            ctx.io.err << "puzzle-cli: " << printableText(puzzle.position.error().message())
                       << Qt::endl;
            if (puzzle.name.isEmpty())
                object.insert(QStringLiteral("line"), puzzle.line);
            else
                object.insert(QStringLiteral("name"), puzzle.name);
            object.insert(QStringLiteral("error"), puzzle.position.error().message());
            exitCode = ExitBadInput;
        } else {
            object.insert(QStringLiteral("name"), puzzle.name);
            if (!solveInto(*puzzle.position, count, object) && exitCode == ExitOk)
                exitCode = ExitNoSolution;
        }
        if (ctx.json)
            printJson(ctx.io, object);
        else if (!object.contains(QStringLiteral("error")))
            printSolveText(ctx, object, puzzle.name);
    }
    return exitCode;
}

int runSolve(Context &ctx)
{
    const bool count = ctx.parser.isSet(QStringLiteral("count"));
    if (ctx.parser.isSet(QStringLiteral("batch")))
        return runBatch(ctx, count);
    const common::Expected<Position> position = positionFromArguments(ctx);
    if (!position) {
        if (position.error().source.isEmpty())
            return usageError(ctx.io, position.error().reason, usageText);
        return inputError(ctx.io, position.error());
    }
    QJsonObject object;
    const bool solved = solveInto(*position, count, object);
    if (ctx.json) {
        if (!solved)
            printJson(ctx.io, QJsonObject {{QStringLiteral("solutions"), 0}});
        else
            printJson(ctx.io, object);
    } else {
        printSolveText(ctx, object);
    }
    return solved ? ExitOk : ExitNoSolution;
}

common::Expected<BoardPtr> boardFromFlags(Context &ctx)
{
    const bool pyramid = ctx.parser.isSet(QStringLiteral("pyramid"));
    const bool flat = ctx.parser.isSet(QStringLiteral("flat"));
    if (pyramid == flat)
        return common::Error {{}, {}, QStringLiteral("give exactly one of --pyramid or --flat")};
    return pyramid ? Board::pyramid() : Board::flat();
}

int runPlacements(Context &ctx)
{
    const common::Expected<BoardPtr> board = boardFromFlags(ctx);
    if (!board)
        return usageError(ctx.io, board.error().reason, usageText);
    QJsonObject object;
    for (int piece = 0; piece < pieceCount; ++piece) {
        const auto count = static_cast<qint64>((*board)->placementsOfPiece(piece).size());
        const QString letter
            = QString(QLatin1Char(pieces()[static_cast<std::size_t>(piece)].letter));
        object.insert(letter, count);
        if (!ctx.json)
            ctx.io.out << pieceLetterString(piece) << ": " << count << Qt::endl;
    }
    if (ctx.json)
        printJson(ctx.io, object);
    return ExitOk;
}

std::optional<qint64> integerOption(Context &ctx, const QString &name, qint64 min, qint64 max,
                                    int *exitCode)
{
    bool ok = false;
    const qint64 value = ctx.parser.value(name).toLongLong(&ok);
    if (!ok || value < min || value > max) {
        *exitCode
            = usageError(ctx.io,
                         QStringLiteral("--%1 must be a whole number from %2 to %3, not \"%4\"")
                             .arg(name)
                             .arg(min)
                             .arg(max)
                             .arg(ctx.parser.value(name)),
                         usageText);
        return std::nullopt;
    }
    return value;
}

// Lists the solutions as the enumeration finds them, so the first is printed at once and a long
// list can be cut with --limit (or by closing the pipe).
int runSolutions(Context &ctx)
{
    qint64 limit = 0;
    if (ctx.parser.isSet(QStringLiteral("limit"))) {
        int exitCode = ExitOk;
        const auto value = integerOption(ctx, QStringLiteral("limit"), 1,
                                         std::numeric_limits<qint64>::max(), &exitCode);
        if (!value)
            return exitCode;
        limit = *value;
    }
    const common::Expected<Position> position = positionFromArguments(ctx);
    if (!position) {
        if (position.error().source.isEmpty())
            return usageError(ctx.io, position.error().reason, usageText);
        return inputError(ctx.io, position.error());
    }
    common::QuietSink sink;
    SolutionEnumerator solutions(*position);
    while (limit == 0 || solutions.found() < limit) {
        const std::optional<Position> solution = solutions.next(sink);
        if (!solution)
            break;
        if (ctx.json)
            printJson(
                ctx.io,
                QJsonObject {{QStringLiteral("index"), static_cast<qint64>(solutions.found())},
                             {QStringLiteral("solution"), solution->toString()}});
        else
            ctx.io.out << solution->toString() << Qt::endl;
    }
    if (ctx.json)
        printJson(
            ctx.io,
            QJsonObject {{QStringLiteral("solutions"), static_cast<qint64>(solutions.found())}});
    if (solutions.found() == 0) {
        // On stderr, so that stdout holds solutions only.
        if (!ctx.json)
            ctx.io.err << "puzzle-cli: no solution" << Qt::endl;
        return ExitNoSolution;
    }
    return ExitOk;
}

int runCountEmpty(Context &ctx)
{
    const common::Expected<BoardPtr> board = boardFromFlags(ctx);
    if (!board)
        return usageError(ctx.io, board.error().reason, usageText);
    ParallelCountOptions options;
    int exitCode = ExitOk;
    if (ctx.parser.isSet(QStringLiteral("threads"))) {
        const auto threads = integerOption(ctx, QStringLiteral("threads"), 1, 256, &exitCode);
        if (!threads)
            return exitCode;
        options.threads = static_cast<int>(*threads);
    }
    if (ctx.parser.isSet(QStringLiteral("sample"))) {
        const auto sample = integerOption(ctx, QStringLiteral("sample"), 1, 1000000, &exitCode);
        if (!sample)
            return exitCode;
        options.sampleTasks = static_cast<int>(*sample);
    }
    if (ctx.parser.isSet(QStringLiteral("seed"))) {
        const auto seed = integerOption(ctx, QStringLiteral("seed"), 0,
                                        std::numeric_limits<qint64>::max(), &exitCode);
        if (!seed)
            return exitCode;
        options.sampleSeed = static_cast<std::uint64_t>(*seed);
    }
    const QString engine = ctx.parser.value(QStringLiteral("engine"));
    if (engine == QLatin1String("dlx"))
        options.engine = Engine::DancingLinks;
    else if (engine == QLatin1String("bitboard"))
        options.engine = Engine::Bitboard;
    else if (engine == QLatin1String("constrained"))
        options.engine = Engine::Constrained;
    else if (!engine.isEmpty() && engine != QLatin1String("auto"))
        return usageError(ctx.io,
                          QStringLiteral("--engine must be auto, dlx, bitboard or constrained"),
                          usageText);
    common::QuietSink sink;
    const ParallelCountResult result = countInParallel(Position(*board), sink, options);
    const bool sampled = result.tasksCounted < result.tasks;
    QJsonObject object;
    object.insert(QStringLiteral("solutions"), static_cast<qint64>(result.solutions));
    object.insert(QStringLiteral("millis"), result.millis);
    object.insert(QStringLiteral("tasks"), result.tasks);
    object.insert(QStringLiteral("orbits"), result.orbits);
    if (result.symmetryPiece >= 0) { // none when the count ran as one task
        object.insert(QStringLiteral("symmetryPiece"),
                      QString(QLatin1Char(
                          pieces()[static_cast<std::size_t>(result.symmetryPiece)].letter)));
    }
    object.insert(QStringLiteral("nodes"), static_cast<qint64>(result.nodes));
    if (sampled) {
        // Only part of the search ran: the totals are extrapolations and say so.
        object.insert(QStringLiteral("tasksCounted"), result.tasksCounted);
        object.insert(QStringLiteral("estimated"), true);
        object.insert(QStringLiteral("estimatedSolutions"), result.estimatedSolutions);
        object.insert(QStringLiteral("estimatedMillis"),
                      result.millis * result.tasks / std::max(1, result.tasksCounted));
    }
    if (result.millis > 0)
        object.insert(QStringLiteral("solutionsPerSecond"),
                      double(result.solutions) * 1000.0 / result.millis);
    if (ctx.json) {
        printJson(ctx.io, object);
    } else if (sampled) {
        ctx.io.out << "sampled " << result.tasksCounted << " of "
                   << countOf(result.tasks, "task", "tasks") << ": "
                   << countOf(static_cast<qint64>(result.solutions), "solution", "solutions")
                   << " in " << result.millis << " ms; estimated total "
                   << QString::number(result.estimatedSolutions, 'f', 0) << " solutions in "
                   << QString::number(result.millis * result.tasks
                                          / std::max(1, result.tasksCounted) / 1000.0,
                                      'f', 0)
                   << " s" << Qt::endl;
    } else {
        ctx.io.out << countOf(static_cast<qint64>(result.solutions), "solution", "solutions")
                   << " in " << result.millis << " ms" << Qt::endl;
    }
    return ExitOk;
}

QJsonObject puzzleJson(const GeneratedPuzzle &puzzle)
{
    QJsonObject object;
    object.insert(QStringLiteral("state"), puzzle.puzzle.toString());
    object.insert(QStringLiteral("solution"), puzzle.solution.toString());
    object.insert(QStringLiteral("given"), puzzle.given);
    object.insert(QStringLiteral("solveNodes"), static_cast<qint64>(puzzle.solveNodes));
    object.insert(QStringLiteral("proofNodes"), static_cast<qint64>(puzzle.proofNodes));
    return object;
}

int writeOut(Context &ctx, const GeneratedPuzzle &puzzle)
{
    if (!ctx.parser.isSet(QStringLiteral("out")))
        return ExitOk;
    const KanoodleGame game {puzzle.puzzle, puzzle.solution, std::nullopt};
    if (const common::Status status
        = writeKanoodleFile(ctx.parser.value(QStringLiteral("out")), game))
        return inputError(ctx.io, *status);
    return ExitOk;
}

// generate --pyramid --level L or --flat --given G: one puzzle with exactly one solution.
int printBoardPuzzle(Context &ctx, qint64 seed, bool pyramid)
{
    int exitCode = ExitOk;
    int target = 0;
    QJsonObject object;
    KanoodleRecipe recipe; // for the game ID
    recipe.kind = pyramid ? KanoodleRecipe::Kind::Pyramid : KanoodleRecipe::Kind::Flat;
    recipe.seed = static_cast<std::uint64_t>(seed);
    if (pyramid) {
        if (!ctx.parser.isSet(QStringLiteral("level")))
            return usageError(ctx.io, QStringLiteral("--pyramid needs --level L (1-100)"),
                              usageText);
        const auto level = integerOption(ctx, QStringLiteral("level"), 1, 100, &exitCode);
        if (!level)
            return exitCode;
        target = givenPiecesForLevel(static_cast<int>(*level));
        recipe.level = static_cast<int>(*level);
        object.insert(QStringLiteral("level"), *level);
    } else {
        if (!ctx.parser.isSet(QStringLiteral("given")))
            return usageError(ctx.io, QStringLiteral("--flat needs --given G (0-11)"), usageText);
        const auto given = integerOption(ctx, QStringLiteral("given"), 0, 11, &exitCode);
        if (!given)
            return exitCode;
        target = static_cast<int>(*given);
        recipe.given = target;
    }
    const BoardPtr board = pyramid ? Board::pyramid() : Board::flat();
    common::QuietSink sink;
    const std::optional<GeneratedPuzzle> puzzle = generatePuzzle(board, target, recipe.seed, sink);
    if (!puzzle) {
        return reportError(ctx.io,
                           common::Error {{}, {}, QStringLiteral("no puzzle could be generated")},
                           ExitNoSolution);
    }
    object.insert(QStringLiteral("board"), boardKindName(board->kind()));
    object.insert(QStringLiteral("targetGiven"), target);
    object.insert(QStringLiteral("id"), seedGameId(recipe));
    object.insert(QStringLiteral("seed"), seed);
    const QJsonObject fields = puzzleJson(*puzzle);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        object.insert(it.key(), it.value());
    if (ctx.json)
        printJson(ctx.io, object);
    else
        ctx.io.out << puzzle->puzzle.toString() << "  ("
                   << countOf(puzzle->given, "piece", "pieces") << " given)" << Qt::endl;
    return writeOut(ctx, *puzzle);
}

// generate --sliding N: a series of sliding challenges ending with N pieces.
int printSlidingSeries(Context &ctx, qint64 seed, int finalPieces)
{
    if (finalPieces < minSlidingPieces || finalPieces > maxSlidingPieces)
        return usageError(ctx.io,
                          QStringLiteral("--sliding takes a count from 5 to 9 or piece letters"),
                          usageText);
    common::QuietSink sink;
    KanoodleRecipe recipe;
    recipe.kind = KanoodleRecipe::Kind::SlidingSeries;
    recipe.finalPieces = finalPieces;
    recipe.seed = static_cast<std::uint64_t>(seed);
    const auto series = generateSlidingSeries(finalPieces, recipe.seed, sink);
    if (!series) {
        return reportError(
            ctx.io,
            common::Error {{}, {}, QStringLiteral("no challenge series could be generated")},
            ExitNoSolution);
    }
    QJsonObject object {{QStringLiteral("board"), QStringLiteral("sliding")},
                        {QStringLiteral("seed"), seed},
                        {QStringLiteral("id"), seedGameId(recipe)}}; // the first step
    QJsonArray steps;
    for (const SlidingStep &step : *series) {
        QJsonObject entry = puzzleJson(step.puzzle);
        entry.insert(QStringLiteral("id"), seedGameId(recipe));
        ++recipe.step;
        entry.insert(QStringLiteral("pieces"), pieceSetLetters(step.pieceSet));
        entry.insert(QStringLiteral("regionCells"), step.regionCells);
        steps.append(entry);
        if (!ctx.json)
            ctx.io.out << pieceSetLetters(step.pieceSet) << " " << step.regionCells << " "
                       << step.puzzle.puzzle.toString() << Qt::endl;
    }
    object.insert(QStringLiteral("series"), steps);
    if (ctx.json)
        printJson(ctx.io, object);
    return ExitOk;
}

// Why pieces given by letters cannot make a sliding challenge, or nothing when they can.
std::optional<int> refuseSlidingPieces(Context &ctx, const QString &pieceText,
                                       const std::optional<std::uint16_t> &set)
{
    if (!set || pieceText.size() < minSlidingPieces || pieceText.size() > maxSlidingPieces)
        return usageError(
            ctx.io,
            QStringLiteral(
                "--sliding takes a count from 5 to 9 or 5 to 9 distinct letters A-L, not \"%1\"")
                .arg(pieceText),
            usageText);
    if (Board::sliding(ballCount(*set), *set))
        return std::nullopt;
    QStringList sizes;
    for (const int size : Board::slidingRegionSizes())
        sizes << QString::number(size);
    return inputError(
        ctx.io,
        common::Error {QStringLiteral("--sliding"),
                       {},
                       QStringLiteral("pieces %1 have %2; sliding regions have %3 balls")
                           .arg(pieceText)
                           .arg(countOf(ballCount(*set), "ball", "balls"))
                           .arg(sizes.join(QStringLiteral(", ")))});
}

// generate --sliding LETTERS: one sliding challenge with exactly those pieces.
int printSlidingChallenge(Context &ctx, qint64 seed, const QString &pieceText)
{
    const std::optional<std::uint16_t> set = pieceSetFromLetters(pieceText);
    if (const std::optional<int> refused = refuseSlidingPieces(ctx, pieceText, set))
        return *refused;
    common::QuietSink sink;
    KanoodleRecipe recipe;
    recipe.kind = KanoodleRecipe::Kind::SlidingChallenge;
    recipe.pieceSet = *set;
    recipe.seed = static_cast<std::uint64_t>(seed);
    const auto step = generateSlidingChallenge(*set, recipe.seed, sink);
    if (!step) {
        return reportError(
            ctx.io,
            common::Error {
                {}, {}, QStringLiteral("pieces %1 cannot fill their region").arg(pieceText)},
            ExitNoSolution);
    }
    QJsonObject object = puzzleJson(step->puzzle);
    object.insert(QStringLiteral("board"), QStringLiteral("sliding"));
    object.insert(QStringLiteral("seed"), seed);
    object.insert(QStringLiteral("pieces"), pieceSetLetters(step->pieceSet));
    object.insert(QStringLiteral("regionCells"), step->regionCells);
    object.insert(QStringLiteral("id"), seedGameId(recipe));
    if (ctx.json)
        printJson(ctx.io, object);
    else
        ctx.io.out << pieceSetLetters(step->pieceSet) << " " << step->regionCells << " "
                   << step->puzzle.puzzle.toString() << Qt::endl;
    return writeOut(ctx, step->puzzle);
}

int runGenerate(Context &ctx)
{
    int exitCode = ExitOk;
    if (!ctx.parser.isSet(QStringLiteral("seed")))
        return usageError(ctx.io, QStringLiteral("generate needs --seed S"), usageText);
    const auto seed = integerOption(ctx, QStringLiteral("seed"), 0,
                                    std::numeric_limits<qint64>::max(), &exitCode);
    if (!seed)
        return exitCode;
    const bool pyramid = ctx.parser.isSet(QStringLiteral("pyramid"));
    const bool flat = ctx.parser.isSet(QStringLiteral("flat"));
    const bool sliding = ctx.parser.isSet(QStringLiteral("sliding"));
    if (int(pyramid) + int(flat) + int(sliding) != 1)
        return usageError(ctx.io,
                          QStringLiteral("give exactly one of --pyramid, --flat or --sliding"),
                          usageText);
    if (!sliding)
        return printBoardPuzzle(ctx, *seed, pyramid);
    const QString pieceText = ctx.parser.value(QStringLiteral("sliding"));
    bool isNumber = false;
    const int finalPieces = pieceText.toInt(&isNumber);
    return isNumber ? printSlidingSeries(ctx, *seed, finalPieces)
                    : printSlidingChallenge(ctx, *seed, pieceText);
}

void addKanoodleOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        QStringLiteral("action"),
        QStringLiteral("solve, solutions, placements, count-empty, generate, daily or catalog"));
    parser.addOptions({
        {QStringLiteral("pyramid"), QStringLiteral("Pyramid state (solve) or the pyramid board."),
         QStringLiteral("STATE")},
        {QStringLiteral("flat"), QStringLiteral("Flat state (solve) or the flat board."),
         QStringLiteral("STATE")},
        {QStringLiteral("batch"), QStringLiteral("File of NAME STATE lines."),
         QStringLiteral("FILE")},
        {QStringLiteral("count"), QStringLiteral("Count every solution.")},
        {QStringLiteral("limit"), QStringLiteral("List at most N solutions."), QStringLiteral("N")},
        {QStringLiteral("json"), QStringLiteral("JSON output.")},
        {QStringLiteral("threads"), QStringLiteral("Worker threads."), QStringLiteral("N")},
        {QStringLiteral("sample"), QStringLiteral("Count K random tasks and extrapolate."),
         QStringLiteral("K")},
        {QStringLiteral("seed"), QStringLiteral("Random seed."), QStringLiteral("S")},
        {QStringLiteral("level"),
         QStringLiteral("generate: pyramid level 1-100; catalog: level 1-5."), QStringLiteral("L")},
        {QStringLiteral("board"), QStringLiteral("catalog: flat, sliding or pyramid."),
         QStringLiteral("B")},
        {QStringLiteral("given"), QStringLiteral("Flat pieces given."), QStringLiteral("G")},
        {QStringLiteral("sliding"), QStringLiteral("Sliding challenge pieces."),
         QStringLiteral("PIECES")},
        {QStringLiteral("out"), QStringLiteral("Also write the puzzle file."),
         QStringLiteral("FILE")},
        {QStringLiteral("engine"),
         QStringLiteral("count-empty: auto, dlx, bitboard or constrained."), QStringLiteral("E")},
        {QStringLiteral("make-source"), QStringLiteral("catalog: print CatalogData.cpp.")},
        dateOption(),
    });
}

// The options each action reads; any other is refused rather than ignored.
const QHash<QString, QStringList> &acceptedOptions()
{
    static const QHash<QString, QStringList> accepted {
        {QStringLiteral("solve"),
         {QStringLiteral("pyramid"), QStringLiteral("flat"), QStringLiteral("batch"),
          QStringLiteral("count"), QStringLiteral("json")}},
        {QStringLiteral("solutions"),
         {QStringLiteral("pyramid"), QStringLiteral("flat"), QStringLiteral("limit"),
          QStringLiteral("json")}},
        {QStringLiteral("placements"),
         {QStringLiteral("pyramid"), QStringLiteral("flat"), QStringLiteral("json")}},
        {QStringLiteral("count-empty"),
         {QStringLiteral("pyramid"), QStringLiteral("flat"), QStringLiteral("threads"),
          QStringLiteral("sample"), QStringLiteral("seed"), QStringLiteral("engine"),
          QStringLiteral("json")}},
        {QStringLiteral("generate"),
         {QStringLiteral("pyramid"), QStringLiteral("flat"), QStringLiteral("sliding"),
          QStringLiteral("level"), QStringLiteral("given"), QStringLiteral("seed"),
          QStringLiteral("out"), QStringLiteral("json")}},
        {QStringLiteral("daily"),
         {QStringLiteral("pyramid"), QStringLiteral("date"), QStringLiteral("json")}},
        {QStringLiteral("catalog"),
         {QStringLiteral("make-source"), QStringLiteral("board"), QStringLiteral("level"),
          QStringLiteral("json")}},
    };
    return accepted;
}

} // namespace

int runKanoodle(const QStringList &args, CliStreams &io)
{
    QCommandLineParser parser;
    addKanoodleOptions(parser);
    // --pyramid and --flat take a state only for solve and solutions; elsewhere they are plain
    // flags.
    QStringList normalised = args;
    const QString action = args.value(0);
    if (action != QLatin1String("solve") && action != QLatin1String("solutions")) {
        for (int i = 0; i < normalised.size(); ++i) {
            if (normalised[i] == QLatin1String("--pyramid")
                || normalised[i] == QLatin1String("--flat"))
                normalised[i] += QStringLiteral("=1");
        }
    }
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, normalised, usageText, io, &exitCode))
        return exitCode;
    const QHash<QString, QStringList> &accepted = acceptedOptions();
    if (accepted.contains(action)
        && !acceptsOnly(parser, action, accepted.value(action), usageText, io, &exitCode))
        return exitCode;
    if (action.isEmpty())
        return usageError(io, QStringLiteral("missing action"), usageText);
    if (!accepted.contains(action)) // before its arguments are judged: "solv FILE" is a typo
        return unknownActionError(io, action,
                                  {QStringLiteral("solve"), QStringLiteral("solutions"),
                                   QStringLiteral("placements"), QStringLiteral("count-empty"),
                                   QStringLiteral("generate"), QStringLiteral("daily"),
                                   QStringLiteral("catalog")},
                                  usageText);
    Context ctx {io, parser, parser.isSet(QStringLiteral("json"))};
    if (action == QLatin1String("solve"))
        return runSolve(ctx);
    if (action == QLatin1String("solutions"))
        return runSolutions(ctx);
    if (parser.positionalArguments().size() > 1)
        return usageError(
            io,
            QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().at(1)),
            usageText);
    if (action == QLatin1String("placements"))
        return runPlacements(ctx);
    if (action == QLatin1String("count-empty"))
        return runCountEmpty(ctx);
    if (action == QLatin1String("generate"))
        return runGenerate(ctx);
    if (action == QLatin1String("catalog"))
        return runKanoodleCatalog(parser, io, usageText);
    if (action == QLatin1String("daily") && parser.isSet(QStringLiteral("pyramid")))
        return runDailyOf(&dailyPyramidGameId, parser, usageText, io);
    return runDaily(QStringLiteral("kanoodle"), parser, usageText, io);
}

Verb kanoodleVerb()
{
    return {QStringLiteral("kanoodle"), QStringLiteral("solve, count and generate Kanoodle Extreme puzzles"), runKanoodle};
}

} // namespace pw::cli

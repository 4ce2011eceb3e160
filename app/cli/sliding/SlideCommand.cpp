#include "app/cli/PuzzleVerbs.h"

#include "app/cli/GameIds.h"

#include "core/common/PuzzleFile.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/DuplicateMoveAutomaton.h"
#include "core/sliding/GoalConvention.h"
#include "core/sliding/OptimalSolutions.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/SlidingGameId.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <thread>

#include <unistd.h>

namespace pw::cli {

namespace {

using sliding::Board;
using sliding::GoalConvention;
using sliding::SolveResult;

const QString usageText = QStringLiteral(
    "Usage: puzzle-cli slide solve FILE [--algorithm astar|idastar|fast]\n"
    "                              [--heuristic manhattan|linear|pdb] [--memory-limit MIB] "
    "[--json]\n"
    "                              [--budget SECONDS [--fast-fallback]] [--iterations]\n"
    "                              [--goal blank-last|blank-first] [--threads N] [--tiles]\n"
    "       puzzle-cli slide solve FILE --all-optimal [--cap N] [--tiles] [--json]\n"
    "       puzzle-cli slide solve --batch FILE... [same options]\n"
    "       puzzle-cli slide check FILE [--goal blank-last|blank-first] [--json]\n"
    "       puzzle-cli slide deal --rows R --cols C --seed S [--json]\n"
    "       puzzle-cli slide scramble --rows R --cols C --seed S [--out-of-place 0.8] [--json]\n"
    "       puzzle-cli slide daily [--date DATE] [--json]\n"
    "       puzzle-cli slide build-tables [--size 4|5] [--threads N] [--rebuild] [--json]\n\n"
    "FILE is a board in the text format (rows of numbers, 0 the blank, an optional first line\n"
    "holding only n for an n x n board) or a Puzzle Workbench JSON file. A batch FILE holds one\n"
    "square board per line, row-major, optionally prefixed by 'NAME:'; '#' starts a comment.\n"
    "The goal is 1, 2, ... with the blank last; --goal blank-first takes boards meant for the\n"
    "goal 0, 1, 2, ... (tile t on cell t), as Korf's benchmark sets are written: the moves and\n"
    "lengths printed are then those of that goal.\n\n"
    "solve     prints the moves of the blank (U, D, L, R). Default: IDA* for boards of up to 16\n"
    "          cells (pattern databases on 4 x 4: the 7-8 tables once build-tables has made\n"
    "          them, else the 6-6-3 tables, built once and cached; linear conflict otherwise),\n"
    "          the fast non-optimal solver above. --json prints {\"solvable\", \"optimal\",\n"
    "          \"length\", \"moves\", \"expanded\", \"millis\", \"heuristic\"} (+ \"name\" in "
    "batch\n"
    "          mode). Exit 1 when a board is unsolvable or the search gave up. --budget S:\n"
    "          boards of up to 25 cells first get S seconds of optimal search (IDA*; with the\n"
    "          6-6-6-6 tables on 5 x 5 once built). If that runs out (JSON: \"budget_ran_out\")\n"
    "          weighted IDA* gets a quarter of S more and answers when no longer than the fast\n"
    "          solver, at most 2, 1.5, 1.33, 1.25, 1.2, 1.125 or 1.0625 times the optimum\n"
    "          (--fast-fallback: the fast solver answers at once); \"lowerBound\" says what is\n"
    "          proven, \"phases\" what each phase used ({\"phase\", \"heuristic\",\n"
    "          \"expanded\", \"answered\"}). --iterations adds IDA*'s iterations, each with its "
    "bound and the\n"
    "          nodes it expanded (JSON: \"iterations\": [{\"bound\", \"expanded\"}]; empty when\n"
    "          IDA* did not run, or ran under --budget). IDA* shares its long iterations among\n"
    "          every core (--threads N to limit; the answers stay optimal). --tiles writes a\n"
    "          solution as the tiles it slides, in order (JSON: \"tiles\"), instead of the\n"
    "          blank's moves. --all-optimal (boards of up to 16 cells): every optimal\n"
    "          solution, counted, and the first --cap of them (100) listed, one a line (JSON:\n"
    "          \"length\", \"count\", \"complete\", \"solutions\").\n"
    "check     tells whether the goal can be reached (exit 1 when not).\n"
    "deal      writes a seeded random board in the text format, every solvable arrangement\n"
    "          equally likely (about 52.6 moves from solved on 4 x 4). --json prints the JSON\n"
    "          file instead, with its game \"id\" (sliding:4x4u#1234).\n"
    "scramble  the same, but easier: random moves from the goal until at least the given\n"
    "          fraction of tiles is out of place (game ID sliding:4x4#1234).\n"
    "daily     today's puzzle (or DATE's, as YYYY-MM-DD): 4 x 4, the same for everyone; the\n"
    "          ID and the file, or with --json one line: the file with \"id\" and \"date\".\n"
    "build-tables  builds and caches the compact pattern databases: 7-8 for 4 x 4 (default),\n"
    "          6-6-6-6 for 5 x 5, on every core (or --threads N), with progress on stderr. A\n"
    "          good cache is only checked; --rebuild builds anyway.");

// Shows a pattern database build on stderr.
class BuildProgressSink : public common::SolverSink
{
public:
    BuildProgressSink(QTextStream &err, const QString &what, const QString &cost)
        : m_err(err)
        , m_what(what)
        , m_cost(cost)
    { }
    bool isCancelled() const override { return false; }
    void reportProgress(const common::Progress &progress) override
    {
        // On a terminal the percentage counts up in place; in a log, one line says what happens.
        const int percent = static_cast<int>(progress.fraction * 100);
        if (!m_printed) {
            m_printed = true;
            if (!m_terminal)
                m_err << "building the " << m_what << " (once, " << m_cost << ")..." << Qt::endl;
        }
        if (m_terminal && percent != m_lastPercent) {
            m_lastPercent = percent;
            m_err << "\rbuilding the " << m_what << " (once): " << percent << "%" << Qt::flush;
        }
    }
    ~BuildProgressSink() override
    {
        if (m_printed)
            m_err << (m_terminal ? "\r" : "") << "building the " << m_what << " (once): done"
                  << Qt::endl;
    }

private:
    QTextStream &m_err;
    QString m_what;
    QString m_cost;
    int m_lastPercent = -1;
    bool m_printed = false;
    bool m_terminal = isatty(STDERR_FILENO) != 0;
};

const QString goalUsage = QStringLiteral("--goal must be blank-last or blank-first");

// --goal, blank-last when not given; nothing when it names no goal.
std::optional<GoalConvention> goalOf(const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("goal")))
        return GoalConvention::BlankLast;
    return sliding::goalConventionFromName(parser.value(QStringLiteral("goal")).toStdString());
}

// For a board the chosen goal cannot be reached from: says so on stderr when the other goal can
// (a benchmark board written for the goal with the blank first, read without --goal).
void pointToTheOtherGoal(const Board &given, GoalConvention goal, const QString &name,
                         CliStreams &io)
{
    const GoalConvention other = goal == GoalConvention::BlankLast ? GoalConvention::BlankFirst
                                                                   : GoalConvention::BlankLast;
    if (!sliding::isSolvable(sliding::boardForBlankLastGoal(given, other)))
        return;
    io.err << "puzzle-cli: " << name << (name.isEmpty() ? "" : ": ")
           << (other == GoalConvention::BlankFirst
                   ? "the goal with the blank first (0 1 2 ...) can be reached: --goal blank-first"
                   : "the goal with the blank last (1 2 ... 0) can be reached: leave out --goal")
           << Qt::endl;
}

// A quiet sink that keeps IDA*'s iterations for --iterations: each one's bound and nodes, as the
// search itself counted them.
class IterationSink : public common::QuietSink, public sliding::IterationObserver
{
public:
    struct Iteration
    {
        int bound;
        std::int64_t expanded;
    };
    void iterationStarted(int) override { }
    void pathSampled(std::string_view, std::int64_t) override { }
    void iterationEnded(const sliding::IterationSummary &summary) override
    {
        iterations.push_back({summary.bound, summary.expanded});
    }
    std::vector<Iteration> iterations;
};

QJsonArray iterationsJson(const std::vector<IterationSink::Iteration> &iterations)
{
    QJsonArray array;
    for (const IterationSink::Iteration &iteration : iterations)
        array.append(
            QJsonObject {{QStringLiteral("bound"), iteration.bound},
                         {QStringLiteral("expanded"), static_cast<double>(iteration.expanded)}});
    return array;
}

QJsonObject resultJson(const SolveResult &result, double millis)
{
    const bool solvable = result.status != SolveResult::Status::Unsolvable;
    QJsonObject object;
    object.insert(QStringLiteral("solvable"), solvable);
    object.insert(QStringLiteral("optimal"), result.solved() && result.optimal);
    object.insert(QStringLiteral("length"),
                  result.solved() ? static_cast<int>(result.moves.size()) : -1);
    object.insert(QStringLiteral("moves"), QString::fromStdString(result.moves));
    object.insert(QStringLiteral("expanded"), static_cast<double>(result.expanded));
    // The fewest moves any solution can have, as proven: the length itself when optimal.
    object.insert(QStringLiteral("lowerBound"), result.lowerBound);
    object.insert(QStringLiteral("millis"), std::round(millis * 1000.0) / 1000.0);
    object.insert(QStringLiteral("heuristic"),
                  QString::fromStdString(sliding::heuristicLabel(result.heuristic, result.tables)));
    return object;
}

// What each phase of a budgeted answer used: [{"phase", "heuristic", "expanded", "answered"}].
QJsonArray phasesJson(const std::vector<SolveResult::Phase> &phases)
{
    QJsonArray array;
    for (const SolveResult::Phase &phase : phases) {
        QJsonObject object {{QStringLiteral("phase"), QString::fromStdString(phase.name)},
                            {QStringLiteral("expanded"), static_cast<double>(phase.expanded)},
                            {QStringLiteral("answered"), phase.answered}};
        if (!phase.heuristic.empty())
            object.insert(QStringLiteral("heuristic"), QString::fromStdString(phase.heuristic));
        array.append(object);
    }
    return array;
}

QString algorithmLabel(const SolveResult &result)
{
    QString text = QString::fromLatin1(sliding::algorithmName(result.algorithm));
    if (result.algorithm != sliding::Algorithm::Fast)
        text += QStringLiteral(" + ")
            + QString::fromStdString(sliding::heuristicLabel(result.heuristic, result.tables));
    return text;
}

// The pattern databases a solve takes, held while it runs.
struct HeldTables
{
    std::shared_ptr<const sliding::CompactPatternDatabase> compact;
    std::shared_ptr<const sliding::PatternDatabase> regular;
};

// Puts into options the tables this board would use (only those: an unsolvable board is answered
// at once without them), loading them or building the 6-6-3 ones once; the exit code when they
// cannot be had.
std::optional<int> takeTables(const Board &board, sliding::SolveOptions &options, HeldTables &held,
                              CliStreams &io)
{
    const bool square = board.rows() == board.cols();
    // 5 x 5 is searched optimally only when asked for (IDA*, or Automatic with a budget).
    const bool optimalFiveByFive = options.algorithm == sliding::Algorithm::IdaStar
        || (options.algorithm == sliding::Algorithm::Auto && options.optimalBudgetSeconds > 0);
    const bool mayUseTables = square
        && (board.rows() == 4 || (board.rows() == 5 && optimalFiveByFive))
        && sliding::isSolvable(board) && options.algorithm != sliding::Algorithm::Fast
        && (options.heuristic == sliding::HeuristicKind::PatternDatabase
            || options.heuristic == sliding::HeuristicKind::Auto);
    if (!mayUseTables)
        return std::nullopt;
    if (options.algorithm != sliding::Algorithm::AStar) {
        // The compact tables are only ever taken from the cache (build-tables makes them);
        // checking them costs a fraction of a second.
        const sliding::PatternPartition partition = board.rows() == 4
            ? sliding::PatternPartition::fifteen78()
            : sliding::PatternPartition::twentyFour6666();
        QString problem;
        held.compact = sliding::CompactPatternDatabase::sharedIfCached(partition, &problem);
        options.compactDatabase = held.compact.get();
        // The search over them follows the duplicate-pruning automaton: made here, with the
        // tables, so that "millis" stays the solve alone.
        if (held.compact)
            sliding::DuplicateMoveAutomaton::sharedFor(board.cellCount());
        if (!problem.isEmpty()) {
            io.err << "puzzle-cli: not using the " << partition.label() << " pattern databases ("
                   << problem << "); 'puzzle-cli slide build-tables"
                   << (board.rows() == 5 ? " --size 5" : "") << "' rebuilds them" << Qt::endl;
        }
        static bool toldAboutStrongTables = false;
        if (board.rows() == 4 && !options.compactDatabase && !toldAboutStrongTables) {
            toldAboutStrongTables = true;
            io.err << "puzzle-cli: using the 6-6-3 pattern databases; 'puzzle-cli slide "
                      "build-tables' makes the stronger 7-8 tables (once, minutes of CPU)"
                   << Qt::endl;
        }
    }
    if (board.rows() != 4 || options.compactDatabase)
        return std::nullopt;
    BuildProgressSink progress(io.err, QStringLiteral("4 x 4 6-6-3 pattern databases"),
                               QStringLiteral("about 10 s of CPU"));
    QString warning;
    auto database = sliding::PatternDatabase::shared(progress, &warning);
    if (!warning.isEmpty())
        io.err << "puzzle-cli: " << warning << Qt::endl;
    if (!database)
        return inputError(io, database.error());
    held.regular = *database;
    options.patternDatabase = held.regular.get();
    return std::nullopt;
}

// The answer for one board as text: its length, how it was found, its moves.
void printResultText(const SolveResult &result, const QString &name, double millis, CliStreams &io)
{
    const QString prefix = name.isEmpty() ? QString() : name + QStringLiteral(": ");
    switch (result.status) {
    case SolveResult::Status::Solved:
        io.out << prefix
               << QStringLiteral("%1 (%2, %3, %4 expanded, %5 ms)")
                      .arg(countOf(static_cast<qint64>(result.moves.size()), "move", "moves"))
                      .arg(result.optimal ? QStringLiteral("optimal")
                                          : QStringLiteral("not proven optimal"))
                      .arg(algorithmLabel(result))
                      .arg(countOf(static_cast<qint64>(result.expanded), "node", "nodes"))
                      .arg(millis, 0, 'f', 1)
               << "\n";
        io.out << prefix
               << (result.moves.empty() ? QStringLiteral("(already solved)")
                                        : QString::fromStdString(result.moves))
               << Qt::endl;
        break;
    case SolveResult::Status::Unsolvable:
        io.out << prefix << "not solvable" << Qt::endl;
        break;
    case SolveResult::Status::Cancelled:
    case SolveResult::Status::MemoryLimit:
        io.out << prefix << "no answer" << Qt::endl;
        break;
    }
}

// How solve prints: as JSON or text, with IDA*'s iterations or without, a solution as the
// blank's moves or as the tiles it slides.
struct SolveOutput
{
    bool json = false;
    bool iterations = false;
    bool tiles = false;
};

// A solution as the tiles it slides, "7 8 12 ...".
QString tilesText(const Board &board, const std::string &moves)
{
    QStringList tiles;
    for (const int tile : sliding::tilesSlid(board, moves))
        tiles << QString::number(tile);
    return tiles.join(QLatin1Char(' '));
}

QJsonArray tilesJson(const Board &board, const std::string &moves)
{
    QJsonArray tiles;
    for (const int tile : sliding::tilesSlid(board, moves))
        tiles.append(tile);
    return tiles;
}

// The iterations as text, one line each, after the answer.
void printIterationsText(const std::vector<IterationSink::Iteration> &iterations,
                         const QString &name, CliStreams &io)
{
    const QString prefix = name.isEmpty() ? QString() : name + QStringLiteral(": ");
    for (std::size_t i = 0; i < iterations.size(); ++i)
        io.out << prefix
               << QStringLiteral("iteration %1: bound %2, %3")
                      .arg(i + 1)
                      .arg(iterations[i].bound)
                      .arg(countOf(static_cast<qint64>(iterations[i].expanded), "node", "nodes"))
               << "\n";
    io.out.flush();
}

// Solves one board; prints its result; returns the exit code for it.
int solveOne(const Board &given, const QString &name, sliding::SolveOptions options,
             GoalConvention goal, SolveOutput output, CliStreams &io)
{
    const Board board = sliding::boardForBlankLastGoal(given, goal);
    HeldTables tables;
    if (const std::optional<int> failed = takeTables(board, options, tables, io))
        return *failed;
    const bool json = output.json;
    // Only --iterations watches the search: a plain solve polls as seldom as ever.
    common::QuietSink quiet;
    IterationSink watched;
    common::SolverSink &sink = output.iterations ? static_cast<common::SolverSink &>(watched)
                                                 : static_cast<common::SolverSink &>(quiet);
    QElapsedTimer timer;
    timer.start();
    auto result = sliding::solveBoard(board, options, sink);
    const double millis = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (!result) {
        common::Error error = result.error();
        error.source = name;
        return inputError(io, error);
    }
    result->moves = sliding::movesForGoal(result->moves, goal);
    if (json) {
        QJsonObject object = resultJson(*result, millis);
        if (output.tiles)
            object.insert(QStringLiteral("tiles"), tilesJson(given, result->moves));
        if (!name.isEmpty())
            object.insert(QStringLiteral("name"), name);
        if (options.optimalBudgetSeconds > 0)
            object.insert(QStringLiteral("budget_ran_out"), result->budgetRanOut);
        if (!result->phases.empty())
            object.insert(QStringLiteral("phases"), phasesJson(result->phases));
        if (output.iterations)
            object.insert(QStringLiteral("iterations"), iterationsJson(watched.iterations));
        printJson(io, object);
    } else if (output.tiles && result->solved()) {
        printResultText(*result, name, millis, io);
        io.out << (name.isEmpty() ? QString() : name + QStringLiteral(": "))
               << QStringLiteral("tiles: %1").arg(tilesText(given, result->moves)) << Qt::endl;
        if (output.iterations)
            printIterationsText(watched.iterations, name, io);
    } else {
        printResultText(*result, name, millis, io);
        if (output.iterations)
            printIterationsText(watched.iterations, name, io);
    }
    if (result->status == SolveResult::Status::Unsolvable)
        pointToTheOtherGoal(given, goal, name, io);
    const bool stopped = result->status == SolveResult::Status::MemoryLimit
        || result->status == SolveResult::Status::Cancelled;
    // (An answer proven optimal after all has nothing to explain.)
    if ((result->budgetRanOut && !json && !result->message.empty()) || stopped)
        io.err << "puzzle-cli: " << name << (name.isEmpty() ? "" : ": ")
               << QString::fromStdString(result->message) << Qt::endl;
    return result->solved() ? ExitOk : ExitNoSolution;
}

// The solve options from the command line; the usage problem when one is wrong (else empty).
QString readSolveOptions(const QCommandLineParser &parser, sliding::SolveOptions &options)
{
    if (parser.isSet(QStringLiteral("algorithm"))) {
        const auto algorithm
            = sliding::algorithmFromName(parser.value(QStringLiteral("algorithm")).toStdString());
        if (!algorithm)
            return QStringLiteral("--algorithm must be astar, idastar or fast");
        options.algorithm = *algorithm;
    }
    if (parser.isSet(QStringLiteral("heuristic"))) {
        const auto heuristic
            = sliding::heuristicFromName(parser.value(QStringLiteral("heuristic")).toStdString());
        if (!heuristic)
            return QStringLiteral("--heuristic must be manhattan, linear or pdb");
        options.heuristic = *heuristic;
    }
    if (parser.isSet(QStringLiteral("memory-limit"))) {
        bool ok = false;
        const qint64 mib = parser.value(QStringLiteral("memory-limit")).toLongLong(&ok);
        if (!ok || mib < 16 || mib > 1024 * 1024)
            return QStringLiteral("--memory-limit is a number of MiB from 16 to 1048576");
        options.memoryLimitBytes = static_cast<std::uint64_t>(mib) << 20;
    }
    if (parser.isSet(QStringLiteral("budget"))) {
        bool ok = false;
        const double seconds = parser.value(QStringLiteral("budget")).toDouble(&ok);
        if (!ok || !(seconds > 0 && seconds <= 86400))
            return QStringLiteral("--budget is a number of seconds above 0");
        if (options.algorithm != sliding::Algorithm::Auto)
            return QStringLiteral("--budget is for the automatic choice; leave "
                                  "out --algorithm");
        options.optimalBudgetSeconds = seconds;
    }
    // After the budget, weighted IDA* answers within a known factor of the optimum unless the
    // fast solver's quick walk is asked for; --near-optimal, once needed for it, still says so.
    const bool fastFallback = parser.isSet(QStringLiteral("fast-fallback"));
    const bool nearOptimal = parser.isSet(QStringLiteral("near-optimal"));
    if ((fastFallback || nearOptimal) && !(options.optimalBudgetSeconds > 0))
        return QStringLiteral("--%1 needs --budget")
            .arg(fastFallback ? QStringLiteral("fast-fallback") : QStringLiteral("near-optimal"));
    if (fastFallback && nearOptimal)
        return QStringLiteral("--fast-fallback and --near-optimal choose opposite answers; "
                              "give one");
    options.nearOptimalFallback = options.optimalBudgetSeconds > 0 && !fastFallback;
    options.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (parser.isSet(QStringLiteral("threads"))) {
        bool ok = false;
        options.threads = parser.value(QStringLiteral("threads")).toInt(&ok);
        if (!ok || options.threads < 1 || options.threads > 256)
            return QStringLiteral("--threads is a whole number from 1 to 256");
    }
    return {};
}

// --all-optimal: every optimal solution of one board, counted, the first `cap` listed.
int solveAllOptimal(const Board &given, GoalConvention goal, std::size_t cap, SolveOutput output,
                    CliStreams &io)
{
    const Board board = sliding::boardForBlankLastGoal(given, goal);
    if (board.cellCount() > 16) {
        io.err << "puzzle-cli: --all-optimal takes boards of up to 16 cells" << Qt::endl;
        return ExitBadInput;
    }
    common::QuietSink sink;
    const sliding::OptimalSolutions all = sliding::allOptimalSolutions(board, cap, sink);
    if (all.length < 0) {
        if (output.json)
            printJson(io, QJsonObject {{QStringLiteral("solvable"), false}});
        else
            io.out << "not solvable" << Qt::endl;
        pointToTheOtherGoal(given, goal, QString(), io);
        return ExitNoSolution;
    }
    if (output.json) {
        QJsonArray solutions;
        for (const std::string &moves : all.moves) {
            const std::string shown = sliding::movesForGoal(moves, goal);
            if (output.tiles)
                solutions.append(tilesJson(given, shown));
            else
                solutions.append(QString::fromStdString(shown));
        }
        printJson(io,
                  QJsonObject {{QStringLiteral("solvable"), true},
                               {QStringLiteral("length"), all.length},
                               {QStringLiteral("count"), static_cast<double>(all.count)},
                               {QStringLiteral("complete"), all.complete},
                               {QStringLiteral("solutions"), solutions}});
        return ExitOk;
    }
    io.out << QStringLiteral("%1 of %2 (the first %3 listed)")
                  .arg(countOf(static_cast<qint64>(all.count), "optimal solution",
                               "optimal solutions"),
                       countOf(all.length, "move", "moves"))
                  .arg(all.moves.size())
           << "\n";
    for (const std::string &moves : all.moves) {
        const std::string shown = sliding::movesForGoal(moves, goal);
        io.out << (output.tiles ? tilesText(given, shown)
                                : (shown.empty() ? QStringLiteral("(already solved)")
                                                 : QString::fromStdString(shown)))
               << "\n";
    }
    io.out.flush();
    return ExitOk;
}

int runSolve(QCommandLineParser &parser, const QStringList &files, CliStreams &io)
{
    sliding::SolveOptions options;
    if (const QString problem = readSolveOptions(parser, options); !problem.isEmpty())
        return usageError(io, problem, usageText);
    const SolveOutput output {parser.isSet(QStringLiteral("json")),
                              parser.isSet(QStringLiteral("iterations")),
                              parser.isSet(QStringLiteral("tiles"))};
    const std::optional<GoalConvention> goal = goalOf(parser);
    if (!goal)
        return usageError(io, goalUsage, usageText);

    if (!parser.isSet(QStringLiteral("batch"))) {
        if (files.size() != 1)
            return usageError(io, QStringLiteral("solve takes one FILE (or --batch FILE...)"),
                              usageText);
        auto document = sliding::loadSlidingFile(files.front());
        if (!document)
            return inputError(io, document.error());
        if (parser.isSet(QStringLiteral("all-optimal"))) {
            bool ok = true;
            const qint64 cap = parser.isSet(QStringLiteral("cap"))
                ? parser.value(QStringLiteral("cap")).toLongLong(&ok)
                : 100;
            if (!ok || cap < 0 || cap > 10000000)
                return usageError(io, QStringLiteral("--cap is a whole number from 0 to 10000000"),
                                  usageText);
            return solveAllOptimal(document->current(), *goal, static_cast<std::size_t>(cap),
                                   output, io);
        }
        return solveOne(document->current(), QString(), options, *goal, output, io);
    }
    if (files.isEmpty())
        return usageError(io, QStringLiteral("--batch needs at least one FILE"), usageText);
    if (parser.isSet(QStringLiteral("all-optimal")))
        return usageError(io, QStringLiteral("--all-optimal takes one FILE, not --batch"),
                          usageText);
    // Read every file first, so bad input is refused before any work is done.
    std::vector<sliding::NamedBoard> boards;
    for (const QString &file : files) {
        auto data = common::readWholeFile(file);
        if (!data)
            return inputError(io, data.error());
        auto parsed = sliding::parseBatch(*data, QFileInfo(file).fileName());
        if (!parsed)
            return inputError(io, parsed.error());
        boards.insert(boards.end(), parsed->begin(), parsed->end());
    }
    int exitCode = ExitOk;
    for (const sliding::NamedBoard &board : boards) {
        const int code = solveOne(board.board, board.name, options, *goal, output, io);
        if (code == ExitBadInput)
            return code;
        if (code != ExitOk)
            exitCode = code;
    }
    return exitCode;
}

int runCheck(QCommandLineParser &parser, const QStringList &files, CliStreams &io)
{
    if (files.size() != 1)
        return usageError(io, QStringLiteral("check takes one FILE"), usageText);
    const std::optional<GoalConvention> goal = goalOf(parser);
    if (!goal)
        return usageError(io, goalUsage, usageText);
    auto document = sliding::loadSlidingFile(files.front());
    if (!document)
        return inputError(io, document.error());
    const bool solvable
        = sliding::isSolvable(sliding::boardForBlankLastGoal(document->current(), *goal));
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject object;
        object.insert(QStringLiteral("solvable"), solvable);
        printJson(io, object);
    } else {
        io.out << (solvable ? "solvable" : "not solvable") << Qt::endl;
    }
    if (!solvable)
        pointToTheOtherGoal(document->current(), *goal, QString(), io);
    return solvable ? ExitOk : ExitNoSolution;
}

// --rows, --cols and --seed of scramble and deal into options; the exit code when one is
// missing or wrong.
std::optional<int> readDealOptions(const QCommandLineParser &parser, const QStringList &rest,
                                   const QString &action, sliding::ScrambleOptions &options,
                                   CliStreams &io)
{
    if (!rest.isEmpty())
        return usageError(io, QStringLiteral("%1 takes no FILE").arg(action), usageText);
    auto number = [&](const char *name, qint64 min, qint64 max) -> std::optional<qint64> {
        const QString option = QString::fromLatin1(name);
        if (!parser.isSet(option))
            return std::nullopt;
        bool ok = false;
        const qint64 value = parser.value(option).toLongLong(&ok);
        if (!ok || value < min || value > max)
            return std::nullopt;
        return value;
    };
    const auto rows = number("rows", Board::minSide, Board::maxSide);
    const auto cols = number("cols", Board::minSide, Board::maxSide);
    if (!rows || !cols) {
        return usageError(io,
                          QStringLiteral("--rows and --cols are whole numbers from %1 to %2")
                              .arg(Board::minSide)
                              .arg(Board::maxSide),
                          usageText);
    }
    if (!parser.isSet(QStringLiteral("seed")))
        return usageError(io, QStringLiteral("--seed is required (any whole number from 0)"),
                          usageText);
    bool seedOk = false;
    options.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk)
        return usageError(io, QStringLiteral("--seed must be a whole number from 0 to 2^64-1"),
                          usageText);
    options.rows = static_cast<int>(*rows);
    options.cols = static_cast<int>(*cols);
    return std::nullopt;
}

// The board a seed ID deals: as text, or with --json as the JSON file with its game "id".
int printDealt(const sliding::ScrambleOptions &options, bool json, CliStreams &io)
{
    const common::Expected<sliding::SlidingDocument> dealt
        = sliding::documentForGameId({common::GameIdKind::Seed, options, {}});
    if (!dealt)
        return inputError(io, dealt.error());
    if (json) {
        QJsonObject file = sliding::toJson(*dealt);
        file.insert(QStringLiteral("id"), sliding::seedGameId(options));
        printJson(io, file);
        return ExitOk;
    }
    io.out << QString::fromUtf8(sliding::formatTextBoard(dealt->start)) << Qt::flush;
    return ExitOk;
}

int runScramble(QCommandLineParser &parser, const QStringList &rest, CliStreams &io)
{
    sliding::ScrambleOptions options;
    if (const std::optional<int> refused
        = readDealOptions(parser, rest, QStringLiteral("scramble"), options, io))
        return *refused;
    if (parser.isSet(QStringLiteral("out-of-place"))) {
        bool ok = false;
        options.outOfPlace = parser.value(QStringLiteral("out-of-place")).toDouble(&ok);
        if (!ok || !(options.outOfPlace >= 0.0 && options.outOfPlace <= 1.0))
            return usageError(io, QStringLiteral("--out-of-place is a fraction from 0 to 1"),
                              usageText);
    }
    return printDealt(options, parser.isSet(QStringLiteral("json")), io);
}

int runDeal(QCommandLineParser &parser, const QStringList &rest, CliStreams &io)
{
    sliding::ScrambleOptions options;
    options.deal = sliding::DealKind::Uniform;
    if (const std::optional<int> refused
        = readDealOptions(parser, rest, QStringLiteral("deal"), options, io))
        return *refused;
    return printDealt(options, parser.isSet(QStringLiteral("json")), io);
}

// What build-tables did, for its report.
struct BuiltTables
{
    int size;
    QString label;
    QString what;
    QString path;
    double seconds;
    const sliding::CompactPatternDatabase *tables;
    sliding::CompactPatternDatabase::BuildReport report;
};

void printBuildReport(const BuiltTables &done, bool json, CliStreams &io)
{
    const bool built = !done.tables->isMapped();
    if (json) {
        QJsonObject object;
        object.insert(QStringLiteral("size"), done.size);
        object.insert(QStringLiteral("tables"), done.label);
        object.insert(QStringLiteral("built"), built);
        object.insert(QStringLiteral("seconds"), std::round(done.seconds * 1000.0) / 1000.0);
        object.insert(QStringLiteral("bytes"), static_cast<double>(done.tables->memoryBytes()));
        object.insert(QStringLiteral("file"), done.path);
        if (built) {
            object.insert(QStringLiteral("threads"), done.report.threads);
            object.insert(QStringLiteral("states"), static_cast<double>(done.report.states));
            object.insert(QStringLiteral("saturated"), static_cast<double>(done.report.saturated));
        }
        printJson(io, object);
    } else if (built) {
        io.out << done.what
               << QStringLiteral(": built in %1 s on %2 (%3 searched, %4 above 15 stored as "
                                 "15), %5 MiB, cached in %6")
                      .arg(done.seconds, 0, 'f', 1)
                      .arg(countOf(done.report.threads, "thread", "threads"))
                      .arg(countOf(static_cast<qint64>(done.report.states), "state", "states"))
                      .arg(countOf(static_cast<qint64>(done.report.saturated), "entry", "entries"))
                      .arg(static_cast<double>(done.tables->memoryBytes()) / (1 << 20), 0, 'f', 1)
                      .arg(done.path)
               << Qt::endl;
    } else {
        io.out << done.what
               << QStringLiteral(": already cached, checked in %1 s (%2)")
                      .arg(done.seconds, 0, 'f', 2)
                      .arg(done.path)
               << Qt::endl;
    }
}

int runBuildTables(QCommandLineParser &parser, const QStringList &rest, CliStreams &io)
{
    if (!rest.isEmpty())
        return usageError(io, QStringLiteral("build-tables takes no FILE"), usageText);
    int size = 4;
    if (parser.isSet(QStringLiteral("size"))) {
        const QString value = parser.value(QStringLiteral("size"));
        if (value != QLatin1String("4") && value != QLatin1String("5"))
            return usageError(io, QStringLiteral("--size must be 4 or 5"), usageText);
        size = value.toInt();
    }
    int threads = 0;
    if (parser.isSet(QStringLiteral("threads"))) {
        bool ok = false;
        threads = parser.value(QStringLiteral("threads")).toInt(&ok);
        if (!ok || threads < 1 || threads > 256)
            return usageError(io, QStringLiteral("--threads is a whole number from 1 to 256"),
                              usageText);
    }
    const sliding::PatternPartition partition = size == 4
        ? sliding::PatternPartition::fifteen78()
        : sliding::PatternPartition::twentyFour6666();
    const QString path = sliding::CompactPatternDatabase::defaultCacheFile(partition);
    const QString what
        = QStringLiteral("%1 x %1 %2 pattern databases").arg(size).arg(partition.label());
    QElapsedTimer timer;
    timer.start();
    QString warning;
    sliding::CompactPatternDatabase::BuildReport report;
    std::shared_ptr<const sliding::CompactPatternDatabase> tables;
    {
        // Both take about 6.5 minutes of CPU on a 2-core machine and 1.2 GiB at the peak.
        BuildProgressSink progress(io.err, what, QStringLiteral("minutes of CPU, 1.2 GiB"));
        if (parser.isSet(QStringLiteral("rebuild"))) {
            std::shared_ptr<const sliding::CompactPatternDatabase> built
                = sliding::CompactPatternDatabase::build(partition, progress, threads, &report);
            if (!built)
                return inputError(io, common::Error {{}, {}, partition.problem()});
            if (auto error = built->writeFile(path))
                warning = error->message();
            tables = built;
        } else {
            auto loaded = sliding::CompactPatternDatabase::loadOrBuild(path, partition, progress,
                                                                       &warning, threads, &report);
            if (!loaded)
                return inputError(io, loaded.error());
            tables = *loaded;
        }
    }
    if (!warning.isEmpty())
        io.err << "puzzle-cli: " << warning << Qt::endl;
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    const BuiltTables done {size, partition.label(), what, path, seconds, tables.get(), report};
    printBuildReport(done, parser.isSet(QStringLiteral("json")), io);
    return ExitOk;
}

} // namespace

int runSlide(const QStringList &args, CliStreams &io)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("action"),
        QStringLiteral("solve, check, deal, scramble, daily or build-tables"));
    parser.addOptions({
        {QStringLiteral("algorithm"), QStringLiteral("astar, idastar or fast"),
         QStringLiteral("name")},
        {QStringLiteral("heuristic"), QStringLiteral("manhattan, linear or pdb"),
         QStringLiteral("name")},
        {QStringLiteral("memory-limit"), QStringLiteral("A* memory limit in MiB"),
         QStringLiteral("mib")},
        {QStringLiteral("batch"), QStringLiteral("FILEs hold one board per line")},
        {QStringLiteral("json"), QStringLiteral("machine-readable output")},
        {QStringLiteral("rows"), QStringLiteral("rows"), QStringLiteral("r")},
        {QStringLiteral("cols"), QStringLiteral("columns"), QStringLiteral("c")},
        {QStringLiteral("seed"), QStringLiteral("seed"), QStringLiteral("s")},
        {QStringLiteral("out-of-place"), QStringLiteral("fraction"), QStringLiteral("p")},
        {QStringLiteral("size"), QStringLiteral("board side for build-tables: 4 or 5"),
         QStringLiteral("n")},
        {QStringLiteral("threads"), QStringLiteral("threads for solve and build-tables"),
         QStringLiteral("n")},
        {QStringLiteral("rebuild"), QStringLiteral("build-tables builds even when cached")},
        {QStringLiteral("budget"),
         QStringLiteral("seconds for the optimal search before the "
                        "fast solver answers"),
         QStringLiteral("seconds")},
        {QStringLiteral("near-optimal"),
         QStringLiteral("when the budget runs out, weighted IDA* answers (the default)")},
        {QStringLiteral("fast-fallback"),
         QStringLiteral("when the budget runs out, the fast solver answers at once")},
        {QStringLiteral("goal"), QStringLiteral("blank-last (default) or blank-first"),
         QStringLiteral("goal")},
        {QStringLiteral("iterations"), QStringLiteral("also print IDA*'s iterations")},
        {QStringLiteral("all-optimal"),
         QStringLiteral("every optimal solution, counted and listed")},
        {QStringLiteral("cap"), QStringLiteral("how many optimal solutions to list"),
         QStringLiteral("n")},
        {QStringLiteral("tiles"), QStringLiteral("a solution as the tiles it slides")},
        dateOption(),
    });
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, args, usageText, io, &exitCode))
        return exitCode;
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(io, QStringLiteral("no action given"), usageText);
    const QString action = positional.takeFirst();
    // The options each action reads; any other is refused rather than ignored.
    static const QHash<QString, QStringList> accepted {
        {QStringLiteral("solve"),
         {QStringLiteral("algorithm"), QStringLiteral("heuristic"), QStringLiteral("memory-limit"),
          QStringLiteral("batch"), QStringLiteral("budget"), QStringLiteral("near-optimal"),
          QStringLiteral("fast-fallback"), QStringLiteral("goal"), QStringLiteral("iterations"),
          QStringLiteral("threads"), QStringLiteral("json"), QStringLiteral("all-optimal"),
          QStringLiteral("cap"), QStringLiteral("tiles")}},
        {QStringLiteral("check"), {QStringLiteral("goal"), QStringLiteral("json")}},
        {QStringLiteral("deal"),
         {QStringLiteral("rows"), QStringLiteral("cols"), QStringLiteral("seed"),
          QStringLiteral("json")}},
        {QStringLiteral("scramble"),
         {QStringLiteral("rows"), QStringLiteral("cols"), QStringLiteral("seed"),
          QStringLiteral("out-of-place"), QStringLiteral("json")}},
        {QStringLiteral("build-tables"),
         {QStringLiteral("size"), QStringLiteral("threads"), QStringLiteral("rebuild"),
          QStringLiteral("json")}},
        {QStringLiteral("daily"), {QStringLiteral("date"), QStringLiteral("json")}},
    };
    if (accepted.contains(action)
        && !acceptsOnly(parser, action, accepted.value(action), usageText, io, &exitCode))
        return exitCode;
    if (action == QLatin1String("solve"))
        return runSolve(parser, positional, io);
    if (action == QLatin1String("check"))
        return runCheck(parser, positional, io);
    if (action == QLatin1String("deal"))
        return runDeal(parser, positional, io);
    if (action == QLatin1String("scramble"))
        return runScramble(parser, positional, io);
    if (action == QLatin1String("build-tables"))
        return runBuildTables(parser, positional, io);
    if (action == QLatin1String("daily"))
        return runDaily(QStringLiteral("sliding"), parser, usageText, io);
    return unknownActionError(io, action,
                              {QStringLiteral("solve"), QStringLiteral("check"),
                               QStringLiteral("deal"), QStringLiteral("scramble"),
                               QStringLiteral("build-tables"), QStringLiteral("daily")},
                              usageText);
}

Verb slidingVerb()
{
    return {QStringLiteral("slide"), QStringLiteral("solve, check and scramble sliding tile boards"), runSlide};
}

} // namespace pw::cli

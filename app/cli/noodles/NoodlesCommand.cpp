#include "app/cli/PuzzleVerbs.h"

#include "app/cli/GameIds.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/Difficulty.h"
#include "core/noodles/Generator.h"
#include "core/noodles/LevelGenerator.h"
#include "core/noodles/NetGameId.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/Solver.h"

#include <QElapsedTimer>
#include <QJsonArray>

namespace pw::cli {

namespace {

using namespace pw::noodles;

const QString usageText = QStringLiteral(
    "Usage: puzzle-cli noodles generate [--grid square|hex] [--width W] [--height H]\n"
    "                                   [--seed S] [--wrap] [--ambiguous] [--size NAME]\n"
    "                                   [--level LEVEL [--attempts N]] [--barriers P]\n"
    "                                   [--json]\n"
    "       puzzle-cli noodles solve FILE [--json] [--respect-locks]\n"
    "       puzzle-cli noodles daily [--date DATE] [--json]\n"
    "       puzzle-cli noodles import NET-ID\n"
    "       puzzle-cli noodles export FILE\n\n"
    "generate  prints a scrambled puzzle as JSON (the Noodles file format) with its game\n"
    "          \"id\" (noodles:9x7w#1234, see 'puzzle-cli id --help'). The same\n"
    "          arguments give the same puzzle on every machine. Defaults: square, 7 x 7,\n"
    "          seed 1, no wrap, unique solution. --ambiguous skips the uniqueness check.\n"
    "          --size beginner|easy|medium|hard|expert|master|giant|huge|vast sets\n"
    "          width, height and wrap (huge: 100 x 100, vast: 100 x 100 wrapping;\n"
    "          explicit --width/--height/--wrap still win; --difficulty NAME is its old\n"
    "          spelling). The output's \"difficulty\" rates the deductions the\n"
    "          puzzle needs: gentle (borders and neighbours), tricky (+ no loops), tough\n"
    "          (+ no two dead ends facing), fiendish (+ no network sealed off), guesswork\n"
    "          (the rules stall; \"guesses\" counts the solver's). --level LEVEL tries seed\n"
    "          S, S+1, ... until a puzzle of that level comes, at most N boards (--attempts,\n"
    "          default 1000); the \"id\" names the seed that gave it. --barriers P puts\n"
    "          barriers (walls inside the grid, Net's barrier variant) on P % (0 to 100)\n"
    "          of the sides the solution leaves unjoined; the same seed gives the same\n"
    "          tiles, and a higher P more barriers.\n"
    "solve     solves a Noodles file; --json prints\n"
    "          {\"solved\", \"unique\", \"status\", \"solutions\", \"tiles\", \"millis\"},\n"
    "          and \"difficulty\" (as generate gives it) when solved:\n"
    "          \"solutions\" is 0, 1 or 2, the search stopping at a second solution (2:\n"
    "          two or more, \"status\" \"several\"). A board the counts rule out (noodle\n"
    "          ends, edges) is answered at once, with \"reason\" saying which rule and tile.\n"
    "          Locked tiles are ignored unless --respect-locks is given.\n"
    "daily     today's puzzle (or DATE's, as YYYY-MM-DD): 9 x 9, one solution, the same\n"
    "          for everyone; the ID and the file, or with --json one line: the file with\n"
    "          \"id\", \"date\" and \"difficulty\".\n\n"
    "import    prints the Noodles file (with its \"id\") of a game ID of Simon Tatham's Net,\n"
    "          WxH[w]:DESC as Net's Game > Specific shows it (barriers included; the source\n"
    "          is the middle tile, as in Net).\n"
    "export    prints Net's game ID of a square Noodles file: its tiles as turned now and\n"
    "          its barriers, to play in Net.\n\n"
    "Exit codes: 0 solved, 1 no solution (generate --level: no puzzle of the level came),\n"
    "2 bad input.");

// Generator errors name file fields; on the command line the options are meant.
common::Error asOptionError(common::Error error)
{
    for (const char *name : {"width", "height", "grid", "wrap"}) {
        if (error.location == QStringLiteral("field \"%1\"").arg(QLatin1String(name)))
            error.location = QStringLiteral("--%1").arg(QLatin1String(name));
    }
    return error;
}

// The value of a whole-number option into target (untouched when the option is not given);
// false when it is not a whole number.
bool readWholeNumber(const QCommandLineParser &parser, const char *name, int *target)
{
    if (!parser.isSet(QLatin1String(name)))
        return true;
    bool ok = false;
    const int value = parser.value(QLatin1String(name)).toInt(&ok);
    if (ok)
        *target = value;
    return ok;
}

// --size names a size preset; --difficulty is its old spelling, kept working. The exit code
// when one names no preset.
std::optional<int> readSizePreset(const QCommandLineParser &parser, CliStreams &io,
                                  GeneratorOptions &options)
{
    for (const char *optionName : {"difficulty", "size"}) {
        const QString option = QLatin1String(optionName);
        if (!parser.isSet(option))
            continue;
        const QString name = parser.value(option);
        const DifficultyPreset *found = nullptr;
        for (const DifficultyPreset &preset : difficultyPresets()) {
            if (name == QLatin1String(preset.id))
                found = &preset;
        }
        if (!found && difficultyLevelFromId(name.toStdString())) {
            return usageError(io,
                              QStringLiteral("'%1' is a difficulty level: use --level %1 "
                                             "(--%2 names a size preset)")
                                  .arg(name, option),
                              usageText);
        }
        if (!found)
            return usageError(io, QStringLiteral("unknown --%1 '%2'").arg(option, name), usageText);
        options.width = found->width;
        options.height = found->height;
        options.wrap = found->wrap;
    }
    return std::nullopt;
}

// --grid, --size, --width, --height, --seed, --wrap and --ambiguous; the exit code when one is
// wrong.
std::optional<int> readGeneratorOptions(const QCommandLineParser &parser, CliStreams &io,
                                        GeneratorOptions &options)
{
    const QString grid = parser.value(QStringLiteral("grid"));
    if (grid == QLatin1String("square"))
        options.kind = GridKind::Square;
    else if (grid == QLatin1String("hex"))
        options.kind = GridKind::Hex;
    else
        return usageError(io, QStringLiteral("--grid must be square or hex, not '%1'").arg(grid),
                          usageText);
    if (const std::optional<int> refused = readSizePreset(parser, io, options))
        return refused;
    if (!readWholeNumber(parser, "width", &options.width))
        return usageError(io, QStringLiteral("--width must be a whole number"), usageText);
    if (!readWholeNumber(parser, "height", &options.height))
        return usageError(io, QStringLiteral("--height must be a whole number"), usageText);
    options.seed = 1;
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        options.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok) {
            return usageError(io,
                              QStringLiteral("--seed must be a whole number from 0 to %1")
                                  .arg(std::numeric_limits<std::uint64_t>::max()),
                              usageText);
        }
    }
    if (parser.isSet(QStringLiteral("wrap")))
        options.wrap = true;
    options.unique = !parser.isSet(QStringLiteral("ambiguous"));
    if (!readWholeNumber(parser, "barriers", &options.barrierPercent) || options.barrierPercent < 0
        || options.barrierPercent > maxBarrierPercent)
        return usageError(
            io,
            QStringLiteral("--barriers must be a whole number from 0 to %1 (per cent)")
                .arg(maxBarrierPercent),
            usageText);
    return std::nullopt;
}

// --level, into level when given; the exit code when it names no level a puzzle can have.
std::optional<int> readLevel(const QCommandLineParser &parser, CliStreams &io,
                             std::optional<DifficultyLevel> &level)
{
    if (!parser.isSet(QStringLiteral("level")))
        return std::nullopt;
    const QString name = parser.value(QStringLiteral("level"));
    level = difficultyLevelFromId(name.toStdString());
    if (level && *level != DifficultyLevel::Unsolvable)
        return std::nullopt;
    QStringList names;
    for (const DifficultyLevel known : puzzleDifficultyLevels())
        names << QLatin1String(difficultyLevelId(known));
    return usageError(io,
                      QStringLiteral("unknown --level '%1' (one of %2)")
                          .arg(name, names.join(QStringLiteral(", "))),
                      usageText);
}

int runGenerate(QCommandLineParser &parser, CliStreams &io)
{
    GeneratorOptions options;
    if (const std::optional<int> refused = readGeneratorOptions(parser, io, options))
        return *refused;
    std::optional<DifficultyLevel> level;
    if (const std::optional<int> refused = readLevel(parser, io, level))
        return *refused;
    int attempts = defaultLevelAttempts;
    if (!readWholeNumber(parser, "attempts", &attempts) || attempts < 1)
        return usageError(io, QStringLiteral("--attempts must be a whole number above 0"),
                          usageText);

    if (const common::Status problem = validateGeneratorOptions(options))
        return inputError(io, asOptionError(*problem));
    if (level) {
        if (common::Status problem = levelPossible(options, *level)) {
            problem->location = QStringLiteral("--level");
            return inputError(io, *problem);
        }
    }
    common::QuietSink sink;
    const common::Expected<RatedPuzzle> puzzle
        = level ? generateAtLevel(options, *level, sink, attempts) : generateRated(options, sink);
    if (!puzzle) {
        if (!level)
            return inputError(io, asOptionError(puzzle.error()));
        // Possible, but none came within the attempts: no puzzle, as "no solution".
        common::Error error = puzzle.error();
        error.source = error.source.isEmpty() ? QStringLiteral("--level")
                                              : QStringLiteral("--level: ") + error.source;
        return reportError(io, error, ExitNoSolution);
    }
    QJsonObject file = boardToJson(puzzle->board);
    file.insert(QStringLiteral("id"), seedGameId(puzzle->options));
    insertDifficulty(file, puzzle->rating);
    printJson(io, file);
    return ExitOk;
}

QJsonArray tileRows(const Board &board, const std::vector<TileMask> &tiles)
{
    QJsonArray rows;
    for (int row = 0; row < board.height(); ++row) {
        QJsonArray values;
        for (int col = 0; col < board.width(); ++col)
            values.append(tiles[static_cast<std::size_t>(board.topology().index(col, row))]);
        rows.append(values);
    }
    return rows;
}

int runSolve(QCommandLineParser &parser, CliStreams &io)
{
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1)
        return usageError(io, QStringLiteral("solve needs exactly one FILE"), usageText);
    const common::Expected<Board> board = readBoardFile(files.first());
    if (!board)
        return inputError(io, board.error());

    common::QuietSink sink;
    SolveOptions options;
    options.respectLocks = parser.isSet(QStringLiteral("respect-locks"));
    QElapsedTimer timer;
    timer.start();
    const SolveResult result = solve(*board, sink, options);
    const double millis = static_cast<double>(timer.nsecsElapsed()) / 1e6;

    const bool solved = !result.solution.empty();
    const bool unique = result.status == SolveStatus::Unique;
    const QString status = unique ? QStringLiteral("unique")
        : solved                  ? QStringLiteral("several")
                                  : QStringLiteral("none");
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject object;
        object.insert(QStringLiteral("solved"), solved);
        object.insert(QStringLiteral("unique"), unique);
        object.insert(QStringLiteral("status"), status);
        object.insert(QStringLiteral("solutions"), result.solutionCount);
        object.insert(QStringLiteral("tiles"),
                      solved ? tileRows(*board, result.solution) : QJsonArray {});
        object.insert(QStringLiteral("millis"), millis);
        if (result.impossibility)
            object.insert(QStringLiteral("reason"), result.impossibility->message(*board));
        if (solved) {
            if (const auto rating = rateDifficulty(*board, sink))
                insertDifficulty(object, *rating);
        }
        printJson(io, object);
    } else if (solved) {
        io.out << (unique ? "Unique solution" : "Solved; the solution is not unique")
               << QStringLiteral(" (%1 ms, %2). Tiles in their solved rotation:")
                      .arg(millis, 0, 'f', 2)
                      .arg(countOf(result.guesses, "guess", "guesses"))
               << '\n';
        for (int row = 0; row < board->height(); ++row) {
            QStringList values;
            for (int col = 0; col < board->width(); ++col) {
                const int cell = board->topology().index(col, row);
                values << QString::number(result.solution[static_cast<std::size_t>(cell)])
                              .rightJustified(2);
            }
            io.out << values.join(QLatin1Char(' ')) << '\n';
        }
        io.out.flush();
    } else {
        io.err << "puzzle-cli: " << files.first() << ": the puzzle has no solution"
               << (options.respectLocks ? " with its locked tiles" : "");
        if (result.impossibility)
            io.err << ": " << result.impossibility->message(*board);
        io.err << Qt::endl;
    }
    return solved ? ExitOk : ExitNoSolution;
}

int runImport(QCommandLineParser &parser, CliStreams &io)
{
    const QStringList ids = parser.positionalArguments().mid(1);
    if (ids.size() != 1)
        return usageError(io, QStringLiteral("import needs exactly one Net game ID"), usageText);
    const common::Expected<Board> board = boardFromNetGameId(ids.first());
    if (!board)
        return inputError(io, board.error());
    QJsonObject file = boardToJson(*board);
    file.insert(QStringLiteral("id"), descriptiveGameId(*board));
    printJson(io, file);
    return ExitOk;
}

int runExport(QCommandLineParser &parser, CliStreams &io)
{
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1)
        return usageError(io, QStringLiteral("export needs exactly one FILE"), usageText);
    const common::Expected<Board> board = readBoardFile(files.first());
    if (!board)
        return inputError(io, board.error());
    const common::Expected<QString> id = netGameId(*board);
    if (!id) {
        common::Error error = id.error();
        error.source = files.first();
        return inputError(io, error);
    }
    io.out << *id << Qt::endl;
    return ExitOk;
}

} // namespace

int runNoodles(const QStringList &args, CliStreams &io)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("action"), QStringLiteral("generate or solve"));
    parser.addOptions({
        {QStringLiteral("grid"), QStringLiteral("square or hex"), QStringLiteral("kind"),
         QStringLiteral("square")},
        {QStringLiteral("width"),
         QStringLiteral("Board width, %1..%2.").arg(pw::noodles::minSide).arg(pw::noodles::maxSide),
         QStringLiteral("W")},
        {QStringLiteral("height"),
         QStringLiteral("Board height, %1..%2.")
             .arg(pw::noodles::minSide)
             .arg(pw::noodles::maxSide),
         QStringLiteral("H")},
        {QStringLiteral("seed"), QStringLiteral("Random seed."), QStringLiteral("S")},
        {QStringLiteral("wrap"), QStringLiteral("Wrap around the edges (a torus).")},
        {QStringLiteral("ambiguous"), QStringLiteral("Do not insist on a unique solution.")},
        {QStringLiteral("size"), QStringLiteral("A preset size."), QStringLiteral("name")},
        {QStringLiteral("difficulty"), QStringLiteral("The old name of --size."),
         QStringLiteral("name")},
        {QStringLiteral("level"),
         QStringLiteral("Generate until a puzzle of this difficulty comes: gentle, tricky, "
                        "tough, fiendish or guesswork."),
         QStringLiteral("level")},
        {QStringLiteral("attempts"),
         QStringLiteral("With --level: boards to try before giving up (default 1000)."),
         QStringLiteral("N")},
        {QStringLiteral("barriers"),
         QStringLiteral("Barriers on this share (per cent) of the sides no noodle crosses."),
         QStringLiteral("P")},
        {QStringLiteral("json"), QStringLiteral("Machine-readable output.")},
        {QStringLiteral("respect-locks"), QStringLiteral("Keep locked tiles as they are.")},
        dateOption(),
    });
    int exitCode = ExitOk;
    if (!parseVerbArguments(parser, args, usageText, io, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(io, QStringLiteral("no action given"), usageText);
    const QString action = positional.first();
    // The options each action reads; any other is refused rather than ignored.
    static const QHash<QString, QStringList> accepted {
        {QStringLiteral("generate"),
         {QStringLiteral("grid"), QStringLiteral("width"), QStringLiteral("height"),
          QStringLiteral("seed"), QStringLiteral("wrap"), QStringLiteral("ambiguous"),
          QStringLiteral("size"), QStringLiteral("difficulty"), QStringLiteral("level"),
          QStringLiteral("attempts"), QStringLiteral("barriers"), QStringLiteral("json")}},
        {QStringLiteral("solve"), {QStringLiteral("json"), QStringLiteral("respect-locks")}},
        {QStringLiteral("daily"), {QStringLiteral("date"), QStringLiteral("json")}},
        {QStringLiteral("import"), {}},
        {QStringLiteral("export"), {}},
    };
    if (accepted.contains(action)
        && !acceptsOnly(parser, action, accepted.value(action), usageText, io, &exitCode))
        return exitCode;
    if (action == QLatin1String("generate")) {
        if (positional.size() > 1)
            return usageError(io, QStringLiteral("generate takes no file"), usageText);
        return runGenerate(parser, io);
    }
    if (action == QLatin1String("solve"))
        return runSolve(parser, io);
    if (action == QLatin1String("daily"))
        return runDaily(QStringLiteral("noodles"), parser, usageText, io);
    if (action == QLatin1String("import"))
        return runImport(parser, io);
    if (action == QLatin1String("export"))
        return runExport(parser, io);
    return unknownActionError(io, action,
                              {QStringLiteral("generate"), QStringLiteral("solve"),
                               QStringLiteral("daily"), QStringLiteral("import"),
                               QStringLiteral("export")},
                              usageText);
}

Verb noodlesVerb()
{
    return {QStringLiteral("noodles"), QStringLiteral("generate and solve Noodles puzzles"), runNoodles};
}

} // namespace pw::cli

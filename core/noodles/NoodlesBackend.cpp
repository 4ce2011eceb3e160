#include "core/noodles/NoodlesBackend.h"

#include "core/backends/PuzzleBackends.h"
#include "core/common/JsonFields.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/EdgeMarkCheck.h"
#include "core/noodles/EdgeMarkFile.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/NoodlesKind.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Rating.h"
#include "core/noodles/Solver.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <limits>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::NoodlesBackend)
};

common::Error refusal(const QString &reason)
{
    return {{}, {}, reason};
}

bool isSolved(const Board &board)
{
    return PowerNetwork(board).isSolved();
}

// The fewest clockwise steps that turn the tile at `cell` to `mask` (0 when it is so already).
int stepsTo(const Board &board, int cell, TileMask mask)
{
    for (int steps = 0; steps < board.directions(); ++steps) {
        if (rotateMask(board.tile(cell), steps, board.directions()) == mask)
            return steps;
    }
    return 0; // not a turn of the tile: the solver never says so
}

common::Expected<Board> shifted(const Board &board, const NoodlesMove &move)
{
    if (!board.wraps())
        return refusal(Text::tr("only a wrapping board has an origin to shift"));
    // A hex column's half-step down alternates: only even shifts keep the picture whole.
    if (board.kind() == GridKind::Hex && move.columns % 2 != 0)
        return refusal(Text::tr("a hex board shifts by two columns at a time"));
    Board after = board;
    after.setOrigin(board.originCol() + move.columns, board.originRow() + move.rows);
    return after;
}

} // namespace

QString NoodlesBackend::kind()
{
    return QString::fromLatin1(puzzleKind);
}

common::Expected<Board> NoodlesBackend::apply(const Board &board, const NoodlesMove &move)
{
    if (move.kind == NoodlesMove::Kind::Shift)
        return shifted(board, move); // a way of looking: a solved board may be looked at too
    if (move.cell < 0 || move.cell >= board.cellCount())
        return refusal(Text::tr("there is no tile %1 on this board").arg(move.cell));
    if (isSolved(board))
        return refusal(Text::tr("the puzzle is solved already"));
    Board after = board;
    if (move.kind == NoodlesMove::Kind::Mark) {
        if (move.side < 0 || move.side >= board.directions()
            || !after.setEdgeMark(move.cell, move.side, move.mark))
            return refusal(Text::tr("there is no side between two tiles there to mark"));
        return after;
    }
    if (move.kind == NoodlesMove::Kind::Lock) {
        after.setLocked(move.cell, move.locked);
        return after;
    }
    if (board.isLocked(move.cell))
        return refusal(Text::tr("that piece is locked; unlock it first"));
    after.rotate(move.cell, move.steps);
    return after;
}

common::GameStatus NoodlesBackend::status(const Board &board)
{
    return {isSolved(board) ? common::Outcome::Won : common::Outcome::Playing, std::nullopt};
}

bool NoodlesBackend::sameState(const Board &a, const Board &b)
{
    if (!a.samePosition(b))
        return false;
    for (int cell = 0; cell < a.cellCount(); ++cell) {
        if (a.isLocked(cell) != b.isLocked(cell))
            return false;
    }
    return a.edgeMarks() == b.edgeMarks();
}

QJsonObject NoodlesBackend::stateToJson(const Board &board)
{
    return boardToJson(board);
}

common::Expected<Board> NoodlesBackend::stateFromJson(const QJsonObject &object,
                                                      const QString &sourceName)
{
    return boardFromJson(object, sourceName);
}

QJsonValue NoodlesBackend::moveToJson(const NoodlesMove &move)
{
    if (move.kind == NoodlesMove::Kind::Lock)
        return QJsonObject {{QStringLiteral("lock"), move.cell},
                            {QStringLiteral("on"), move.locked}};
    if (move.kind == NoodlesMove::Kind::Shift)
        return QJsonObject {{QStringLiteral("shift"), QJsonArray {move.columns, move.rows}}};
    if (move.kind == NoodlesMove::Kind::Mark)
        return QJsonObject {{QStringLiteral("mark"), move.cell},
                            {QStringLiteral("side"), move.side},
                            {QStringLiteral("as"), edgeMarkName(move.mark)}};
    return QJsonObject {{QStringLiteral("rotate"), move.cell}, {QStringLiteral("by"), move.steps}};
}

common::Expected<NoodlesMove> NoodlesBackend::moveFromJson(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    const auto cellOf = [&](const QString &field) {
        return common::wholeNumber(object.value(field), 0, std::numeric_limits<int>::max());
    };
    if (object.contains(QStringLiteral("rotate"))) {
        const auto cell = cellOf(QStringLiteral("rotate"));
        const auto steps = common::wholeNumber(object.value(QStringLiteral("by")), -5, 5);
        if (cell && steps)
            return NoodlesMove::rotate(static_cast<int>(*cell), static_cast<int>(*steps));
    } else if (object.contains(QStringLiteral("shift"))) {
        const QJsonArray by = object.value(QStringLiteral("shift")).toArray();
        const auto columns = common::wholeNumber(by.at(0), -maxSide, maxSide);
        const auto rows = common::wholeNumber(by.at(1), -maxSide, maxSide);
        if (by.size() == 2 && columns && rows)
            return NoodlesMove::shift(static_cast<int>(*columns), static_cast<int>(*rows));
    } else if (object.contains(QStringLiteral("mark"))) {
        const auto cell = cellOf(QStringLiteral("mark"));
        const auto side = common::wholeNumber(object.value(QStringLiteral("side")), 0, 5);
        const auto mark = edgeMarkFromName(object.value(QStringLiteral("as")).toString());
        if (cell && side && mark)
            return NoodlesMove::markSide(static_cast<int>(*cell), static_cast<int>(*side), *mark);
    } else if (object.contains(QStringLiteral("lock"))) {
        const auto cell = cellOf(QStringLiteral("lock"));
        const QJsonValue on = object.value(QStringLiteral("on"));
        if (cell && on.isBool())
            return NoodlesMove::lock(static_cast<int>(*cell), on.toBool());
    }
    return refusal(Text::tr("a move is {\"rotate\": TILE, \"by\": STEPS}, "
                            "{\"lock\": TILE, \"on\": true or false}, "
                            "{\"mark\": TILE, \"side\": SIDE, \"as\": \"wall\", \"joined\" or "
                            "\"none\"} or {\"shift\": [COLUMNS, ROWS]}"));
}

common::Expected<NoodlesBackend::Played> NoodlesBackend::readFile(const QByteArray &data,
                                                                  const QString &sourceName)
{
    const common::Expected<QJsonObject> object
        = common::parseEnvelope(data, sourceName, QString::fromLatin1(puzzleKind));
    if (!object)
        return object.error();
    const common::Expected<Board> board = boardFromJson(*object, sourceName);
    if (!board)
        return board.error();
    return Played {*board, {}};
}

QJsonObject NoodlesBackend::fileJson(const Played &, const Board &current)
{
    return boardToJson(current);
}

common::Expected<common::TypedGameFromId<Board>>
NoodlesBackend::gameFromId(const QString &id, common::SolverSink &sink)
{
    const common::Expected<NoodlesGameId> parsed = parseGameId(id);
    if (!parsed)
        return parsed.error();
    const common::Expected<Board> board = boardForGameId(*parsed, sink);
    if (!board)
        return common::Error {id.trimmed(), {}, board.error().reason};
    if (parsed->kind == common::GameIdKind::Descriptive)
        return common::TypedGameFromId<Board> {*board, descriptiveGameId(*board), {}};
    // A generated puzzle comes with its difficulty (a descriptive ID may name any board, which
    // could take long to rate), in the notes and on the board (its statistics category).
    QJsonObject notes;
    Board rated = *board;
    if (const auto rating = rateDifficulty(*board, sink)) {
        insertDifficulty(notes, *rating);
        rated.setRating(rating);
    }
    if (sink.isCancelled())
        return common::jobCancelled();
    return common::TypedGameFromId<Board> {rated, seedGameId(parsed->generator), notes};
}

common::Expected<QString> NoodlesBackend::descriptiveId(const Board &start)
{
    return descriptiveGameId(start);
}

QString NoodlesBackend::dailyGameId(const QDate &date)
{
    return noodles::dailyGameId(date);
}

NoodlesBackend::Answer NoodlesBackend::solve(const Board &board, const common::JobOptions &,
                                             common::SolverSink &sink)
{
    if (isSolved(board))
        return {};
    // The player's locks are guesses the solver does not trust: a wrong one is unlocked.
    Board start = board;
    start.unlockAll();
    const SolveResult result = noodles::solve(start, sink);
    const common::JobReport report = common::JobReport::of(result);
    if (result.status == SolveStatus::Cancelled)
        return Answer::refused(common::jobCancelled(), report);
    if (result.solution.empty()) {
        return Answer::refused(refusal(result.impossibility
                                           ? result.impossibility->message(board)
                                           : Text::tr("the board has no solution")),
                               report);
    }
    Answer answer {{}, {}, report};
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const TileMask target = result.solution[static_cast<std::size_t>(cell)];
        if (board.tile(cell) == target)
            continue;
        if (board.isLocked(cell))
            answer.moves.push_back(NoodlesMove::lock(cell, false));
        answer.moves.push_back(NoodlesMove::rotate(cell, stepsTo(board, cell, target)));
    }
    return answer;
}

NoodlesBackend::Answer NoodlesBackend::hint(const Board &board, const common::JobOptions &,
                                            common::SolverSink &sink)
{
    if (isSolved(board))
        return Answer::refused(refusal(Text::tr("the puzzle is solved already")));
    const std::optional<Hint> found = findHint(board, sink);
    if (sink.isCancelled())
        return Answer::refused(common::jobCancelled());
    if (!found)
        return Answer::refused(refusal(Text::tr("the board has no solution")));
    // The marks were never read by the search: a hint rests on facts alone. Whether one of them
    // is wrong is told beside it, where the board has one solution to hold them against.
    Hint hint = *found;
    if (board.anyEdgeMarks()) {
        Board unlocked = board;
        unlocked.unlockAll();
        const SolveResult solved = noodles::solve(unlocked, sink);
        if (solved.status == SolveStatus::Unique)
            hint.wrongMarks = wrongEdgeMarks(board, solved.solution);
    }
    if (sink.isCancelled())
        return Answer::refused(common::jobCancelled());
    // The hinted tile ends turned right and locked, so the player sees it settled (unless its
    // turn finishes the puzzle, which takes no more moves).
    Answer answer {{}, {}, common::JobReport::of(hint)};
    const int cell = found->cell;
    if (board.tile(cell) != found->mask) {
        if (board.isLocked(cell))
            answer.moves.push_back(NoodlesMove::lock(cell, false));
        answer.moves.push_back(NoodlesMove::rotate(cell, stepsTo(board, cell, found->mask)));
    }
    Board after = board;
    after.setTile(cell, found->mask);
    if (!isSolved(after))
        answer.moves.push_back(NoodlesMove::lock(cell, true));
    return answer;
}

common::StatisticsCategory NoodlesBackend::statisticsCategory(const Board &board)
{
    // Size and level: a Fiendish 7 x 7 is not timed against a Gentle one. A board nobody rated
    // (a file or a descriptive ID without a difficulty) counts under its size alone, as every
    // game did before levels were counted.
    const bool hex = board.kind() == GridKind::Hex;
    const bool wrap = board.wraps();
    QString key = QStringLiteral("%1x%2 %3%4")
                      .arg(board.width())
                      .arg(board.height())
                      .arg(hex ? QStringLiteral("hex") : QStringLiteral("square"))
                      .arg(wrap ? QStringLiteral(" wrap") : QString());
    if (const auto &rating = board.rating())
        key += QLatin1Char(' ') + QLatin1String(difficultyLevelId(rating->level));
    return {key, statisticsCategoryLabel(key).value_or(key)};
}

std::optional<QString> NoodlesBackend::statisticsCategoryLabel(const QString &key)
{
    // "10x9 hex wrap gentle": width x height, the grid, whether it wraps, the level if rated.
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d+)x(\\d+) (square|hex)( wrap)?(?: ([a-z]+))?$"));
    const QRegularExpressionMatch match = pattern.match(key);
    if (!match.hasMatch())
        return std::nullopt;
    const bool hex = match.captured(3) == QLatin1String("hex");
    QString label = (hex ? Text::tr("%1 x %2 hex") : Text::tr("%1 x %2 square"))
                        .arg(match.captured(1), match.captured(2))
        + (match.hasCaptured(4) ? Text::tr(", wrapping") : QString());
    if (match.hasCaptured(5)) {
        const std::optional<DifficultyLevel> level
            = difficultyLevelFromId(match.captured(5).toStdString());
        if (!level)
            return std::nullopt;
        label = Text::tr("%1, %2").arg(label, difficultyLevelDisplayName(*level));
    }
    return label;
}

const common::GameBackend &backend()
{
    // Stateless: one adapter serves the whole program.
    static const common::BackendAdapter<NoodlesBackend> adapter;
    return adapter;
}

} // namespace pw::noodles

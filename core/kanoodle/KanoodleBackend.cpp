#include "core/kanoodle/KanoodleBackend.h"

#include "core/backends/PuzzleBackends.h"
#include "core/common/JsonFields.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "core/kanoodle/KanoodleKind.h"
#include "core/kanoodle/Piece.h"
#include "core/kanoodle/PiecesToTakeOff.h"
#include "core/kanoodle/Solver.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <bit>

namespace pw::kanoodle {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::kanoodle::KanoodleBackend)
};

common::Error refusal(const QString &reason)
{
    return {{}, {}, reason};
}

QString letterOf(int piece)
{
    return QString(QLatin1Char(pieces()[static_cast<std::size_t>(piece)].letter));
}

// The game with the player's board replaced; an empty `current` while it is the puzzle itself.
KanoodleGame withCurrent(const KanoodleGame &game, const Position &current)
{
    KanoodleGame after = game;
    after.current = current == game.puzzle ? std::nullopt : std::optional<Position>(current);
    return after;
}

// The moves from `from` to the complete `solution`: take off the pieces that lie otherwise,
// then place the missing ones.
std::vector<KanoodleMove> movesTo(const Position &from, const Position &solution)
{
    std::vector<KanoodleMove> moves;
    const auto cellsOf = [](const Position &position, int piece) {
        return position.board()
            .placements()[static_cast<std::size_t>(*position.placementOf(piece))]
            .cells;
    };
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (from.isPlaced(piece) && cellsOf(from, piece) != cellsOf(solution, piece))
            moves.push_back(KanoodleMove::remove(piece));
    }
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (solution.isPlaced(piece)
            && (!from.isPlaced(piece) || cellsOf(from, piece) != cellsOf(solution, piece)))
            moves.push_back(KanoodleMove::place(piece, cellsOf(solution, piece)));
    }
    return moves;
}

} // namespace

QString KanoodleBackend::kind()
{
    return QString::fromLatin1(puzzleKind);
}

const Position &KanoodleBackend::currentOf(const KanoodleGame &game)
{
    return game.current ? *game.current : game.puzzle;
}

common::Expected<KanoodleGame> KanoodleBackend::apply(const KanoodleGame &game,
                                                      const KanoodleMove &move)
{
    Position after = currentOf(game);
    if (move.piece < 0 || move.piece >= pieceCount || !after.board().hasPiece(move.piece))
        return refusal(Text::tr("that piece is not in this puzzle"));
    const QString letter = letterOf(move.piece);
    if (move.kind == KanoodleMove::Kind::Remove) {
        if (!after.isPlaced(move.piece))
            return refusal(Text::tr("%1 is not on the board").arg(letter));
        if (game.puzzle.isPlaced(move.piece))
            return refusal(Text::tr("%1 is one of the puzzle's given pieces").arg(letter));
        after.remove(move.piece);
        return withCurrent(game, after);
    }
    if (after.isPlaced(move.piece))
        return refusal(Text::tr("%1 is on the board already").arg(letter));
    const std::optional<int> placement = after.board().findPlacement(move.piece, move.cells);
    if (!placement)
        return refusal(Text::tr("%1 cannot lie on those cells").arg(letter));
    if (!after.canPlace(*placement))
        return refusal(Text::tr("%1 would cover a ball that is taken").arg(letter));
    after.place(*placement);
    return withCurrent(game, after);
}

common::GameStatus KanoodleBackend::status(const KanoodleGame &game)
{
    return {currentOf(game).isComplete() ? common::Outcome::Won : common::Outcome::Playing,
            std::nullopt};
}

bool KanoodleBackend::sameState(const KanoodleGame &a, const KanoodleGame &b)
{
    return a.puzzle == b.puzzle && currentOf(a) == currentOf(b);
}

QJsonObject KanoodleBackend::stateToJson(const KanoodleGame &game)
{
    return kanoodleGameToJson(game);
}

common::Expected<KanoodleGame> KanoodleBackend::stateFromJson(const QJsonObject &object,
                                                              const QString &sourceName)
{
    common::Expected<KanoodleGame> game = kanoodleGameFromJson(object, sourceName);
    if (!game)
        return game;
    return withCurrent(*game, currentOf(*game));
}

QJsonValue KanoodleBackend::moveToJson(const KanoodleMove &move)
{
    if (move.kind == KanoodleMove::Kind::Remove)
        return QJsonObject {{QStringLiteral("remove"), letterOf(move.piece)}};
    QJsonArray cells;
    for (int cell = 0; cell < stateLength; ++cell) {
        if ((move.cells >> cell) & 1U)
            cells.append(cell);
    }
    return QJsonObject {{QStringLiteral("place"), letterOf(move.piece)},
                        {QStringLiteral("cells"), cells}};
}

common::Expected<KanoodleMove> KanoodleBackend::moveFromJson(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    const bool placing = object.contains(QStringLiteral("place"));
    const QString letter
        = object.value(placing ? QStringLiteral("place") : QStringLiteral("remove")).toString();
    // -1 for anything but one piece letter.
    const int piece
        = letter.size() == 1 ? pieceIndexOfLetter(letter.at(0).toLatin1()).value_or(-1) : -1;
    if (piece >= 0 && !placing)
        return KanoodleMove::remove(piece);
    const QJsonValue cells = object.value(QStringLiteral("cells"));
    if (piece >= 0 && cells.isArray()) {
        CellMask mask = 0;
        bool ok = true;
        for (const QJsonValue cell : cells.toArray()) {
            const auto index = common::wholeNumber(cell, 0, stateLength - 1);
            ok = ok && index.has_value();
            if (index)
                mask |= CellMask {1} << *index;
        }
        if (ok)
            return KanoodleMove::place(piece, mask);
    }
    return refusal(Text::tr("a move is {\"place\": LETTER, \"cells\": [CELL, ...]} or "
                            "{\"remove\": LETTER}"));
}

common::Expected<KanoodleBackend::Played> KanoodleBackend::readFile(const QByteArray &data,
                                                                    const QString &sourceName)
{
    const common::Expected<QJsonObject> object
        = common::parseEnvelope(data, sourceName, QString::fromLatin1(puzzleKind));
    if (!object)
        return object.error();
    const common::Expected<KanoodleGame> game = kanoodleGameFromJson(*object, sourceName);
    if (!game)
        return game.error();
    return Played {withCurrent(*game, currentOf(*game)), {}};
}

QJsonObject KanoodleBackend::fileJson(const Played &, const KanoodleGame &current)
{
    return kanoodleGameToJson(current);
}

common::Expected<common::TypedGameFromId<KanoodleGame>>
KanoodleBackend::gameFromId(const QString &id, common::SolverSink &sink)
{
    const common::Expected<KanoodleGameId> parsed = parseGameId(id);
    if (!parsed)
        return parsed.error();
    const common::Expected<KanoodleGame> game = gameForGameId(*parsed, sink);
    if (!game)
        return game.error();
    const QString name = parsed->kind == common::GameIdKind::Seed ? seedGameId(parsed->recipe)
                                                                  : descriptiveGameId(game->puzzle);
    return common::TypedGameFromId<KanoodleGame> {*game, name, {}};
}

common::Expected<QString> KanoodleBackend::descriptiveId(const KanoodleGame &start)
{
    return descriptiveGameId(start.puzzle);
}

QString KanoodleBackend::dailyGameId(const QDate &date)
{
    return kanoodle::dailyGameId(date);
}

KanoodleBackend::Answer KanoodleBackend::solve(const KanoodleGame &game, const common::JobOptions &,
                                               common::SolverSink &sink)
{
    const Position &current = currentOf(game);
    Solver solver(current);
    const std::optional<Position> solution = solver.next(sink);
    SolveReport report {solution, solver.nodes(), solver.backtracks(), -1};
    if (sink.isCancelled())
        return Answer::refused(common::jobCancelled());
    if (!solution) {
        report.blockedPiece = pieceThatCannotFit(current);
        return Answer::refused(
            refusal(
                report.blockedPiece >= 0
                    ? Text::tr("%1 has nowhere to go").arg(pieceDisplayName(report.blockedPiece))
                    : Text::tr("the puzzle has no solution from this position")),
            common::JobReport::of(report));
    }
    return {movesTo(current, *solution), {}, common::JobReport::of(report)};
}

KanoodleBackend::Answer KanoodleBackend::hint(const KanoodleGame &game,
                                              const common::JobOptions &options,
                                              common::SolverSink &sink)
{
    const Position &current = currentOf(game);
    HintReport report {kanoodle::hint(current, sink), {}};
    switch (report.hint.kind) {
    case Hint::Kind::Place: {
        const Placement &placement
            = current.board().placements()[static_cast<std::size_t>(report.hint.placement)];
        return {{KanoodleMove::place(placement.piece, placement.cells)},
                {},
                common::JobReport::of(report)};
    }
    case Hint::Kind::Solved:
        return Answer::refused(refusal(Text::tr("the puzzle is solved already")));
    case Hint::Kind::Cancelled:
        return Answer::refused(common::jobCancelled());
    case Hint::Kind::NoSolution:
        break;
    }
    // A dead end: which of the player's pieces to take off to get out of it (never the given
    // ones, which belong to the puzzle).
    const HintOptions *chosen = options.get<HintOptions>();
    const std::uint16_t given = chosen ? chosen->givenPieces : game.puzzle.placedPieces();
    report.takeOff = piecesToTakeOff(current, given, sink);
    return Answer::refused(refusal(Text::tr("the pieces on the board block every solution")),
                           common::JobReport::of(report));
}

common::StatisticsCategory KanoodleBackend::statisticsCategory(const KanoodleGame &game)
{
    const int given = std::popcount(static_cast<unsigned>(game.puzzle.placedPieces()));
    const BoardKind board = game.puzzle.board().kind();
    const QString key = QStringLiteral("%1 %2").arg(boardKindName(board)).arg(given);
    return {key, statisticsCategoryLabel(key).value_or(key)};
}

std::optional<QString> KanoodleBackend::statisticsCategoryLabel(const QString &key)
{
    // "pyramid 8": the board's file name and the pieces given.
    static const QRegularExpression pattern(QStringLiteral("^(flat|pyramid|sliding) (\\d+)$"));
    const QRegularExpressionMatch match = pattern.match(key);
    if (!match.hasMatch())
        return std::nullopt;
    const QString board = match.captured(1);
    const QString mode = board == boardKindName(BoardKind::Pyramid) ? Text::tr("Pyramid")
        : board == boardKindName(BoardKind::Sliding)                ? Text::tr("Sliding challenge")
                                                                    : Text::tr("Flat board");
    return Text::tr("%1, %n piece(s) given", nullptr, match.captured(2).toInt()).arg(mode);
}

const common::GameBackend &backend()
{
    // Stateless: one adapter serves the whole program.
    static const common::BackendAdapter<KanoodleBackend> adapter;
    return adapter;
}

} // namespace pw::kanoodle

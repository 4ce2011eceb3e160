#include "core/sliding/SlidingBackend.h"

#include "core/backends/PuzzleBackends.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/SearchJob.h"
#include "core/sliding/SlidingGameId.h"
#include "core/sliding/SlidingKind.h"
#include "core/sliding/Solvers.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pw::sliding {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::SlidingBackend)
};

common::Error refusal(const QString &reason)
{
    return {{}, {}, reason};
}

std::string letters(const std::vector<Direction> &moves)
{
    std::string text;
    for (const Direction move : moves)
        text += directionLetter(move);
    return text;
}

// Why the blank cannot travel that way: it is on the edge it would cross.
QString edgeReason(Direction move)
{
    switch (move) {
    case Direction::Up:
        return Text::tr("the blank cannot move up: it is in the top row");
    case Direction::Down:
        return Text::tr("the blank cannot move down: it is in the bottom row");
    case Direction::Left:
        return Text::tr("the blank cannot move left: it is in the leftmost column");
    case Direction::Right:
        break;
    }
    return Text::tr("the blank cannot move right: it is in the rightmost column");
}

} // namespace

QString SlidingBackend::kind()
{
    return QString::fromLatin1(puzzleKind);
}

common::Expected<Board> SlidingBackend::apply(const Board &board, Direction move)
{
    if (!board.canMove(move))
        return refusal(edgeReason(move));
    return board.moved(move);
}

common::GameStatus SlidingBackend::status(const Board &board)
{
    return {board.isGoal() ? common::Outcome::Won : common::Outcome::Playing, std::nullopt};
}

QJsonObject SlidingBackend::stateToJson(const Board &board)
{
    return toJson(SlidingDocument {board, {}});
}

common::Expected<Board> SlidingBackend::stateFromJson(const QJsonObject &object,
                                                      const QString &sourceName)
{
    const common::Expected<SlidingDocument> document = parseJsonDocument(object, sourceName);
    if (!document)
        return document.error();
    return document->current();
}

QJsonValue SlidingBackend::moveToJson(Direction move)
{
    return QString(QLatin1Char(directionLetter(move)));
}

common::Expected<Direction> SlidingBackend::moveFromJson(const QJsonValue &value)
{
    const QString text = value.toString();
    const std::optional<Direction> move
        = text.size() == 1 ? directionFromLetter(text.at(0).toLatin1()) : std::nullopt;
    if (!move)
        return refusal(Text::tr("a move is one of \"U\", \"D\", \"L\", \"R\""));
    return *move;
}

common::Expected<SlidingBackend::Played> SlidingBackend::readFile(const QByteArray &data,
                                                                  const QString &sourceName)
{
    const common::Expected<SlidingDocument> document = parseSlidingData(data, sourceName);
    if (!document)
        return document.error();
    Played played {document->start, {}};
    // The reader checked that the moves are letters and legal from the start.
    for (const char letter : document->moves)
        played.moves.push_back(*directionFromLetter(letter));
    return played;
}

QByteArray SlidingBackend::plainText(const Board &board)
{
    return formatTextBoard(board);
}

QJsonObject SlidingBackend::fileJson(const Played &played, const Board &)
{
    return toJson(SlidingDocument {played.start, letters(played.moves)});
}

common::Expected<common::TypedGameFromId<Board>> SlidingBackend::gameFromId(const QString &id,
                                                                            common::SolverSink &)
{
    const common::Expected<SlidingGameId> parsed = parseGameId(id);
    if (!parsed)
        return parsed.error();
    const common::Expected<SlidingDocument> document = documentForGameId(*parsed);
    if (!document)
        return document.error();
    const QString name = parsed->kind == common::GameIdKind::Seed
        ? seedGameId(parsed->scramble)
        : descriptiveGameId(document->start);
    return common::TypedGameFromId<Board> {document->start, name, {}};
}

common::Expected<QString> SlidingBackend::descriptiveId(const Board &start)
{
    return descriptiveGameId(start);
}

QString SlidingBackend::dailyGameId(const QDate &date)
{
    return sliding::dailyGameId(date);
}

SlidingBackend::Answer SlidingBackend::solve(const Board &board, const common::JobOptions &options,
                                             common::SolverSink &sink)
{
    SearchOutcome outcome;
    if (const SearchRequest *request = options.get<SearchRequest>()) {
        SearchRequest asked = *request;
        asked.start = board;
        outcome = runSearch(asked, sink);
    } else if (common::Expected<SolveResult> result = solveBoard(board, SolveOptions {}, sink)) {
        outcome.result = std::move(*result); // the defaults: no tables read from the disk
    } else {
        outcome.error = result.error().message();
    }
    const common::JobReport report = common::JobReport::of(outcome);
    if (outcome.error)
        return Answer::refused(refusal(*outcome.error), report);
    if (outcome.result.status == SolveResult::Status::Cancelled)
        return Answer::refused(common::jobCancelled(), report);
    if (!outcome.result.solved()) {
        return Answer::refused(refusal(outcome.result.message.empty()
                                           ? Text::tr("the board cannot be solved")
                                           : QString::fromStdString(outcome.result.message)),
                               report);
    }
    Answer answer {{}, {}, report};
    for (const char letter : outcome.result.moves)
        answer.moves.push_back(*directionFromLetter(letter));
    return answer;
}

SlidingBackend::Answer SlidingBackend::hint(const Board &board, const common::JobOptions &options,
                                            common::SolverSink &sink)
{
    if (board.isGoal())
        return Answer::refused(refusal(Text::tr("the board is solved already")));
    Answer answer = solve(board, options, sink);
    answer.moves.resize(std::min<std::size_t>(answer.moves.size(), 1));
    return answer;
}

common::StatisticsCategory SlidingBackend::statisticsCategory(const Board &board)
{
    const QString key = QStringLiteral("%1x%2").arg(board.rows()).arg(board.cols());
    return {key, statisticsCategoryLabel(key).value_or(key)};
}

std::optional<QString> SlidingBackend::statisticsCategoryLabel(const QString &key)
{
    // "4x4": rows and columns.
    static const QRegularExpression pattern(QStringLiteral("^(\\d+)x(\\d+)$"));
    const QRegularExpressionMatch match = pattern.match(key);
    if (!match.hasMatch())
        return std::nullopt;
    return Text::tr("%1 x %2").arg(match.captured(1), match.captured(2));
}

const common::GameBackend &backend()
{
    // Stateless: one adapter serves the whole program.
    static const common::BackendAdapter<SlidingBackend> adapter;
    return adapter;
}

} // namespace pw::sliding

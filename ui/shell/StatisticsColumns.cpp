#include "ui/shell/StatisticsColumns.h"

#include "ui/common/PlayedTimeText.h"

#include <QLocale>

#include <algorithm>
#include <optional>

namespace pw::ui {

namespace {

using common::StatisticsColumn;

QString duration(const std::optional<qint64> &millis)
{
    if (!millis)
        return QStringLiteral("–");
    return playedTimeText(*millis);
}

QString number(const std::optional<int> &value)
{
    return value ? QLocale().toString(*value) : QStringLiteral("–");
}

// The scores of a category's finished games: the average is the player's own (every counted
// unaided game; Autoplay's and helped games count as played, not in it), and only unaided games
// set a best of the day or week.
struct ScoreSummary
{
    std::optional<double> average;
    std::optional<int> bestToday;
    std::optional<int> bestWeek;
};

ScoreSummary summarize(const QString &key, const QList<statistics::PlayedGame> &games,
                       const QDate &today)
{
    const QDate monday = today.addDays(1 - today.dayOfWeek());
    qint64 sum = 0;
    int scored = 0;
    ScoreSummary summary;
    for (const statistics::PlayedGame &game : games) {
        if (game.categoryKey != key || !game.finished || !game.score)
            continue;
        if (game.counted && !game.assisted) {
            sum += *game.score;
            ++scored;
        }
        const QDate played = game.date.toLocalTime().date();
        if (!game.ranksByScore() || played < monday || played > monday.addDays(6))
            continue;
        summary.bestWeek = std::max(summary.bestWeek.value_or(0), *game.score);
        if (played == today)
            summary.bestToday = std::max(summary.bestToday.value_or(0), *game.score);
    }
    if (scored)
        summary.average = double(sum) / scored;
    return summary;
}

QString fewestMoves(const statistics::CategoryRecord &record)
{
    QString moves = number(record.bestMoves);
    if (record.bestMoves && record.optimalMovesOfBest)
        moves = StatisticsColumns::tr("%1 (optimum %2)").arg(moves).arg(*record.optimalMovesOfBest);
    return moves;
}

} // namespace

QString StatisticsColumns::title(StatisticsColumn column)
{
    switch (column) {
    case StatisticsColumn::Played:
        return tr("Played");
    case StatisticsColumn::SolvedUnaided:
        return tr("Solved unaided");
    case StatisticsColumn::WithHelp:
        return tr("With help");
    case StatisticsColumn::BestTime:
        return tr("Best time");
    case StatisticsColumn::MedianTime:
        return tr("Median time");
    case StatisticsColumn::FewestMoves:
        return tr("Fewest moves");
    case StatisticsColumn::AverageScore:
        return tr("Average score");
    case StatisticsColumn::BestScore:
        return tr("Best score");
    case StatisticsColumn::BestToday:
        return tr("Best today");
    case StatisticsColumn::BestThisWeek:
        return tr("Best this week");
    }
    return {};
}

QString StatisticsColumns::cell(StatisticsColumn column, const statistics::CategoryRecord &record,
                                const QList<statistics::PlayedGame> &games, const QDate &today)
{
    switch (column) {
    case StatisticsColumn::Played:
        return QLocale().toString(record.played);
    case StatisticsColumn::SolvedUnaided:
        return QLocale().toString(record.solvedUnaided);
    case StatisticsColumn::WithHelp:
        return QLocale().toString(record.assisted);
    case StatisticsColumn::BestTime:
        return duration(record.bestMillis);
    case StatisticsColumn::MedianTime:
        return duration(record.medianMillis);
    case StatisticsColumn::FewestMoves:
        return fewestMoves(record);
    case StatisticsColumn::BestScore:
        return number(record.bestScore);
    case StatisticsColumn::AverageScore: {
        const std::optional<double> average = summarize(record.key, games, today).average;
        return average ? QLocale().toString(*average, 'f', 1) : QStringLiteral("–");
    }
    case StatisticsColumn::BestToday:
        return number(summarize(record.key, games, today).bestToday);
    case StatisticsColumn::BestThisWeek:
        return number(summarize(record.key, games, today).bestWeek);
    }
    return {};
}

} // namespace pw::ui

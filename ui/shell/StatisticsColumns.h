#pragma once

#include "core/common/StatisticsCategory.h"
#include "core/statistics/GameStatistics.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

namespace pw::ui {

// What Game ▸ Statistics shows in each column a puzzle declares (GameBackend::
// statisticsColumns): its title and, for one size or level, its value, computed from the
// category's record and the dated per-game records. The table's first column, the size or
// level, is every puzzle's and not declared.
struct StatisticsColumns
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::StatisticsColumns)

public:
    static QString title(common::StatisticsColumn column);
    // `today` fixes the day and week the "best today" and "best this week" columns count
    // (the week runs Monday to Sunday, in local time).
    static QString cell(common::StatisticsColumn column, const statistics::CategoryRecord &record,
                        const QList<statistics::PlayedGame> &games, const QDate &today);
};

} // namespace pw::ui

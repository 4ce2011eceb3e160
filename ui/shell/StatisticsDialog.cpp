#include "ui/shell/StatisticsDialog.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/common/PuzzleFile.h"
#include "core/statistics/DailyPuzzleDays.h"
#include "core/statistics/GameStatistics.h"
#include "ui/common/DialogSize.h"
#include "ui/common/GameChart.h"
#include "ui/shell/CategoryLabel.h"
#include "ui/shell/StatisticsColumns.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pw::ui {

namespace {

// The streak as Today's Puzzle Archive counts it, from the games' records: of the daily game
// idOfDay names, or of the back end's one daily game. The days an earlier version noted belong
// to the first daily game, the only one there was then.
int dailyStreak(const QString &puzzle, statistics::DailyPuzzleDays::IdOfDay idOfDay = {},
                bool first = true)
{
    const QDate today = QDate::currentDate();
    const common::GameBackend *backend = backends::backendFor(puzzle);
    if (!idOfDay && !backend)
        return statistics::GameStatistics::dailyStreak(puzzle, today);
    if (!idOfDay)
        idOfDay = [backend](const QDate &day) { return backend->dailyGameId(day); };
    const statistics::DailyPuzzleDays days(
        statistics::GameStatistics::playedGames(puzzle),
        first ? statistics::GameStatistics::dailySolvedDays(puzzle) : QList<QDate>(), idOfDay);
    return days.streak(today);
}

// `title` with '&' before its first letter that no button of `dialog` has for its shortcut (the
// Reset button's R, say), so Alt and that letter reach what the label names; the title as it is
// when every letter is taken.
QString withFreeShortcut(const QString &title, const QWidget &dialog)
{
    QString taken;
    for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>()) {
        const QString key = QKeySequence::mnemonic(button->text()).toString();
        if (!key.isEmpty())
            taken += key.back().toLower(); // "Alt+R"
    }
    for (qsizetype i = 0; i < title.size(); ++i) {
        if (title[i].isLetter() && !taken.contains(title[i].toLower()))
            return QString(title).insert(i, QLatin1Char('&'));
    }
    return title;
}

} // namespace

common::StatisticsColumns StatisticsDialog::declaredColumns(const QString &puzzle)
{
    const common::GameBackend *backend = backends::backendFor(puzzle);
    return backend ? backend->statisticsColumns() : common::timeAndMoveColumns();
}

StatisticsDialog::StatisticsDialog(const QString &puzzle, const QString &puzzleName,
                                   QWidget *parent, QList<DailySeries> dailyGames)
    : QDialog(parent)
    , m_puzzle(puzzle)
    , m_puzzleName(puzzleName)
    , m_dailyGames(std::move(dailyGames))
    , m_table(new QTableWidget(this))
    , m_scoresTitle(new QLabel(tr("Best scores"), this))
    , m_scores(new QTableWidget(this))
    , m_pages(new QTabWidget(this))
    , m_chartCategory(new QComboBox(this))
    , m_chartCategoryLabel(new QLabel(this))
    , m_chart(new GameChart(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("statisticsDialog"));
    setWindowTitle(tr("%1 Statistics").arg(puzzleName));
    m_pages->setObjectName(QStringLiteral("statisticsPages"));
    m_pages->addTab(makeRecordPage(), tr("Record"));
    m_pages->addTab(makeChartPage(), tr("Charts"));
    m_note->setObjectName(QStringLiteral("statisticsNote"));
    m_note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *resetButton = buttons->addButton(tr("&Reset..."), QDialogButtonBox::ResetRole);
    resetButton->setObjectName(QStringLiteral("statisticsReset"));
    connect(resetButton, &QPushButton::clicked, this, &StatisticsDialog::reset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    // Named once the buttons are there, so its shortcut is not one of theirs.
    m_chartCategoryLabel->setText(chartCategoryLabelText());
    resizeWithinParent(this, {900, 560});
    fill();
}

QString StatisticsDialog::streakText() const
{
    if (m_dailyGames.size() < 2) {
        const auto idOfDay = m_dailyGames.isEmpty() ? statistics::DailyPuzzleDays::IdOfDay()
                                                    : m_dailyGames.first().idOfDay;
        return tr("Today's puzzle streak: %n day(s) in a row solved unaided.", nullptr,
                  dailyStreak(m_puzzle, idOfDay));
    }
    // Each daily game keeps its own streak, as in the archive: a day of one never mends a day
    // missed of the other.
    QStringList streaks;
    for (int i = 0; i < m_dailyGames.size(); ++i) {
        streaks << tr("%1: %n day(s)", nullptr,
                      dailyStreak(m_puzzle, m_dailyGames[i].idOfDay, i == 0))
                       .arg(m_dailyGames[i].name);
    }
    return tr("Today's puzzle streaks, days in a row solved unaided: %1.")
        .arg(QLocale().createSeparatedList(streaks));
}

QString StatisticsDialog::categoryTitle() const
{
    const common::GameBackend *backend = backends::backendFor(m_puzzle);
    const std::optional<QString> named = backend ? backend->statisticsCategoryTitle() : std::nullopt;
    return named.value_or(tr("Size or level"));
}

QString StatisticsDialog::chartCategoryLabelText() const
{
    const common::GameBackend *backend = backends::backendFor(m_puzzle);
    const std::optional<QString> named = backend ? backend->statisticsCategoryTitle() : std::nullopt;
    if (!named)
        return tr("Si&ze or level:");
    return tr("%1:", "the Charts page's label before the list of sizes, named as the puzzle names "
                     "them (Radius)")
        .arg(withFreeShortcut(*named, *this));
}

QWidget *StatisticsDialog::makeRecordPage()
{
    auto *page = new QWidget(this);
    m_table->setObjectName(QStringLiteral("statisticsTable"));
    m_table->setAccessibleName(tr("Statistics"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The columns the puzzle declares (points for Entanglement, times and moves for the others),
    // after the size or level.
    QStringList columns {categoryTitle()};
    for (const common::StatisticsColumn column : declaredColumns(m_puzzle))
        columns << StatisticsColumns::title(column);
    m_table->setColumnCount(static_cast<int>(columns.size()));
    m_table->setHorizontalHeaderLabels(columns);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_scores->setObjectName(QStringLiteral("statisticsBestScores"));
    m_scores->setAccessibleName(tr("Best scores"));
    m_scores->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_scores->setColumnCount(6);
    m_scores->setHorizontalHeaderLabels(
        {categoryTitle(), tr("Place"), tr("Score"), tr("Moves"), tr("Date"), tr("Game ID")});
    m_scores->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scores->horizontalHeader()->setStretchLastSection(true);
    m_scores->verticalHeader()->hide();
    m_scoresTitle->setBuddy(m_scores);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_table);
    layout->addWidget(m_scoresTitle);
    layout->addWidget(m_scores);
    return page;
}

QWidget *StatisticsDialog::makeChartPage()
{
    auto *page = new QWidget(this);
    m_chartCategory->setObjectName(QStringLiteral("statisticsChartCategory"));
    m_chartCategory->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_chartCategoryLabel->setObjectName(QStringLiteral("statisticsChartCategoryLabel"));
    m_chartCategoryLabel->setBuddy(m_chartCategory);
    auto *row = new QHBoxLayout;
    row->addWidget(m_chartCategoryLabel);
    row->addWidget(m_chartCategory);
    row->addStretch();
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(row);
    layout->addWidget(m_chart, 1);
    connect(m_chartCategory, &QComboBox::currentIndexChanged, this, &StatisticsDialog::showChartOf);
    // A row chosen in the table is the one the Charts page shows.
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0)
            m_chartCategory->setCurrentIndex(row);
    });
    return page;
}

void StatisticsDialog::showCharts()
{
    m_pages->setCurrentIndex(1);
}

void StatisticsDialog::fill()
{
    m_note->setText(streakText() + QLatin1Char(' ')
                    + tr("Games finished after Solve or a Hint count as played and with help, "
                         "never as a best."));
    QList<statistics::CategoryRecord> records = statistics::GameStatistics::records(m_puzzle);
    for (statistics::CategoryRecord &record : records)
        record.label = categoryLabel(m_puzzle, record.key, record.label);
    const QList<statistics::PlayedGame> games = statistics::GameStatistics::playedGames(m_puzzle);
    const QDate today = QDate::currentDate();
    m_table->setRowCount(static_cast<int>(records.size()));
    for (int row = 0; row < records.size(); ++row) {
        const statistics::CategoryRecord &record = records[row];
        QStringList cells {record.label};
        for (const common::StatisticsColumn column : declaredColumns(m_puzzle))
            cells << StatisticsColumns::cell(column, record, games, today);
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    fillBestScores(records);
    fillChartCategories(records);
}

void StatisticsDialog::fillChartCategories(const QList<statistics::CategoryRecord> &records)
{
    const QString shown = m_chartCategory->currentData().toString();
    const QSignalBlocker quiet(m_chartCategory);
    m_chartCategory->clear();
    for (const statistics::CategoryRecord &record : records)
        m_chartCategory->addItem(record.label, record.key);
    m_chartCategory->setEnabled(!records.isEmpty());
    const int again = m_chartCategory->findData(shown);
    m_chartCategory->setCurrentIndex(again >= 0 ? again : 0);
    showChartOf(m_chartCategory->currentIndex());
}

void StatisticsDialog::showChartOf(int index)
{
    const QList<statistics::PlayedGame> games = statistics::GameStatistics::playedGames(m_puzzle);
    const QString key = index >= 0 ? m_chartCategory->itemData(index).toString() : QString();
    m_chart->setData(statistics::gameChartData(games, key, statistics::chartMeasureOf(games)));
}

void StatisticsDialog::fillBestScores(const QList<statistics::CategoryRecord> &records)
{
    int rows = 0;
    for (const statistics::CategoryRecord &record : records)
        rows += static_cast<int>(record.bestScores.size());
    m_scores->setRowCount(rows);
    int row = 0;
    for (const statistics::CategoryRecord &record : records) {
        for (int place = 0; place < record.bestScores.size(); ++place, ++row) {
            const statistics::ScoreEntry &entry = record.bestScores[place];
            const QStringList cells {
                record.label,
                QLocale().toString(place + 1),
                QLocale().toString(entry.score),
                QLocale().toString(entry.moves),
                QLocale().toString(entry.when.toLocalTime(), QLocale::ShortFormat),
                entry.gameId};
            for (int column = 0; column < cells.size(); ++column)
                m_scores->setItem(row, column, new QTableWidgetItem(cells[column]));
            // An ID can be long; the tooltip shows it whole, to copy and play the deal again.
            m_scores->item(row, 5)->setToolTip(entry.gameId);
        }
    }
    m_scoresTitle->setVisible(rows > 0);
    m_scores->setVisible(rows > 0);
}

void StatisticsDialog::reset()
{
    const auto answer = QMessageBox::question(
        this, tr("Reset Statistics"),
        tr("Forget every %1 game recorded so far? This cannot be undone.").arg(m_puzzleName));
    if (answer != QMessageBox::Yes)
        return;
    statistics::GameStatistics::reset(m_puzzle);
    fill();
}

} // namespace pw::ui

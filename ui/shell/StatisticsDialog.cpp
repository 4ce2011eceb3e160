#include "ui/shell/StatisticsDialog.h"

#include "ui/common/GameStatistics.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pw::ui {

namespace {

QString duration(const std::optional<qint64> &millis)
{
    if (!millis)
        return QStringLiteral("–");
    const qint64 seconds = *millis / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString number(const std::optional<int> &value)
{
    return value ? QLocale().toString(*value) : QStringLiteral("–");
}

} // namespace

StatisticsDialog::StatisticsDialog(const QString &puzzle, const QString &puzzleName,
                                   QWidget *parent)
    : QDialog(parent)
    , m_puzzle(puzzle)
    , m_puzzleName(puzzleName)
    , m_table(new QTableWidget(this))
    , m_scoresTitle(new QLabel(tr("Best scores"), this))
    , m_scores(new QTableWidget(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("statisticsDialog"));
    setWindowTitle(tr("%1 Statistics").arg(puzzleName));
    m_table->setObjectName(QStringLiteral("statisticsTable"));
    m_table->setAccessibleName(tr("Statistics"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setColumnCount(8);
    m_table->setHorizontalHeaderLabels({tr("Size or level"), tr("Played"), tr("Solved unaided"),
                                        tr("With help"), tr("Best time"), tr("Median time"),
                                        tr("Fewest moves"), tr("Best score")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_scores->setObjectName(QStringLiteral("statisticsBestScores"));
    m_scores->setAccessibleName(tr("Best scores"));
    m_scores->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_scores->setColumnCount(6);
    m_scores->setHorizontalHeaderLabels(
        {tr("Size or level"), tr("Place"), tr("Score"), tr("Moves"), tr("Date"), tr("Game ID")});
    m_scores->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scores->horizontalHeader()->setStretchLastSection(true);
    m_scores->verticalHeader()->hide();
    m_scoresTitle->setBuddy(m_scores);
    m_note->setObjectName(QStringLiteral("statisticsNote"));
    m_note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *resetButton = buttons->addButton(tr("&Reset..."), QDialogButtonBox::ResetRole);
    resetButton->setObjectName(QStringLiteral("statisticsReset"));
    connect(resetButton, &QPushButton::clicked, this, &StatisticsDialog::reset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(m_scoresTitle);
    layout->addWidget(m_scores);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    resize(760, 480);
    fill();
}

void StatisticsDialog::fill()
{
    m_note->setText(tr("Today's puzzle streak: %n day(s) in a row solved unaided.", nullptr,
                       GameStatistics::dailyStreak(m_puzzle, QDate::currentDate()))
                    + QLatin1Char(' ')
                    + tr("Games finished after Solve or a Hint count as played and with help, "
                         "never as a best."));
    const QList<CategoryRecord> records = GameStatistics::records(m_puzzle);
    m_table->setRowCount(static_cast<int>(records.size()));
    for (int row = 0; row < records.size(); ++row) {
        const CategoryRecord &record = records[row];
        QString moves = number(record.bestMoves);
        if (record.bestMoves && record.optimalMovesOfBest)
            moves = tr("%1 (optimum %2)").arg(moves).arg(*record.optimalMovesOfBest);
        const QStringList cells {record.label,
                                 QLocale().toString(record.played),
                                 QLocale().toString(record.solvedUnaided),
                                 QLocale().toString(record.assisted),
                                 duration(record.bestMillis),
                                 duration(record.medianMillis),
                                 moves,
                                 number(record.bestScore)};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    fillBestScores(records);
}

void StatisticsDialog::fillBestScores(const QList<CategoryRecord> &records)
{
    int rows = 0;
    for (const CategoryRecord &record : records)
        rows += static_cast<int>(record.bestScores.size());
    m_scores->setRowCount(rows);
    int row = 0;
    for (const CategoryRecord &record : records) {
        for (int place = 0; place < record.bestScores.size(); ++place, ++row) {
            const ScoreEntry &entry = record.bestScores[place];
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
    GameStatistics::reset(m_puzzle);
    fill();
}

} // namespace pw::ui

#include "ui/shell/DailyArchiveDialog.h"

#include "core/statistics/GameStatistics.h"
#include "ui/shell/DailyCalendar.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTabBar>
#include <QVBoxLayout>

namespace pw::ui {

DailyArchiveDialog::DailyArchiveDialog(const QList<DailyPuzzle> &puzzles,
                                       const QString &currentKind, const QDate &today,
                                       QWidget *parent)
    : QDialog(parent)
    , m_puzzles(puzzles)
    , m_today(today)
    , m_tabs(new QTabBar(this))
    , m_games(new QComboBox(this))
    , m_gamesRow(new QWidget(this))
    , m_calendar(new DailyCalendar(this))
    , m_todayStatus(new QLabel(this))
    , m_streak(new QLabel(this))
    , m_day(new QLabel(this))
    , m_play(new QPushButton(tr("&Play This Day"), this))
{
    setObjectName(QStringLiteral("dailyArchiveDialog"));
    setWindowTitle(tr("Today's Puzzle Archive"));
    m_tabs->setObjectName(QStringLiteral("dailyArchivePuzzles"));
    m_tabs->setExpanding(false);
    for (const DailyPuzzle &puzzle : m_puzzles)
        m_tabs->addTab(puzzle.name);
    m_games->setObjectName(QStringLiteral("dailyArchiveGames"));
    auto *gamesLabel = new QLabel(tr("&Daily game:"), m_gamesRow);
    gamesLabel->setBuddy(m_games);
    auto *gamesLayout = new QHBoxLayout(m_gamesRow);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    gamesLayout->addWidget(gamesLabel);
    gamesLayout->addWidget(m_games, 1);
    // The past year's puzzles; the days to come are not out yet.
    m_calendar->setDateRange(today.addYears(-1), today);
    m_calendar->setSelectedDate(today);
    m_todayStatus->setObjectName(QStringLiteral("dailyArchiveToday"));
    m_streak->setObjectName(QStringLiteral("dailyArchiveStreak"));
    m_day->setObjectName(QStringLiteral("dailyArchiveDay"));
    for (QLabel *label : {m_todayStatus, m_streak, m_day})
        label->setWordWrap(true);
    m_play->setObjectName(QStringLiteral("dailyArchivePlay"));
    m_play->setDefault(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_play, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_calendar, &QCalendarWidget::activated, this, &QDialog::accept);
    connect(m_calendar, &QCalendarWidget::selectionChanged, this,
            &DailyArchiveDialog::showSelectedDay);
    connect(m_tabs, &QTabBar::currentChanged, this, &DailyArchiveDialog::showPuzzle);
    connect(m_games, &QComboBox::currentIndexChanged, this, &DailyArchiveDialog::showDailyGame);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_gamesRow);
    layout->addWidget(m_calendar, 1);
    layout->addWidget(m_todayStatus);
    layout->addWidget(m_streak);
    layout->addWidget(m_day);
    layout->addWidget(buttons);

    int current = 0;
    for (int i = 0; i < m_puzzles.size(); ++i)
        if (m_puzzles[i].kind == currentKind)
            current = i;
    m_tabs->setCurrentIndex(current);
    showPuzzle(current); // also when the index did not change
}

DailyArchiveDialog::~DailyArchiveDialog()
{
    m_calendar->setDays(nullptr); // the calendar may paint once more while it goes
}

const DailyPuzzle *DailyArchiveDialog::shownPuzzle() const
{
    const int index = m_tabs->currentIndex();
    return index >= 0 && index < m_puzzles.size() ? &m_puzzles[index] : nullptr;
}

QString DailyArchiveDialog::chosenPuzzle() const
{
    const DailyPuzzle *puzzle = shownPuzzle();
    return puzzle ? puzzle->kind : QString();
}

QDate DailyArchiveDialog::chosenDay() const
{
    return m_calendar->selectedDate();
}

QString DailyArchiveDialog::chosenGameId() const
{
    const DailyPuzzle *puzzle = shownPuzzle();
    const int game = m_games->currentIndex();
    if (!puzzle || game < 0 || game >= puzzle->games.size() || !puzzle->games[game].idOfDay)
        return {};
    return puzzle->games[game].idOfDay(chosenDay());
}

void DailyArchiveDialog::showPuzzle(int index)
{
    if (index < 0 || index >= m_puzzles.size())
        return;
    {
        const QSignalBlocker quiet(m_games);
        m_games->clear();
        for (const DailySeries &game : std::as_const(m_puzzles[index].games))
            m_games->addItem(game.name);
        m_games->setCurrentIndex(0);
    }
    m_gamesRow->setVisible(m_puzzles[index].games.size() > 1);
    showDailyGame(0);
}

void DailyArchiveDialog::showDailyGame(int index)
{
    const DailyPuzzle *puzzle = shownPuzzle();
    if (!puzzle || index < 0 || index >= puzzle->games.size())
        return;
    // The days an earlier version noted are the first daily game's: there was no other then.
    const QList<QDate> noted
        = index == 0 ? statistics::GameStatistics::dailySolvedDays(puzzle->kind) : QList<QDate>();
    auto days = std::make_unique<statistics::DailyPuzzleDays>(
        statistics::GameStatistics::playedGames(puzzle->kind), noted, puzzle->games[index].idOfDay);
    m_calendar->setDays(days.get());
    m_days = std::move(days);
    const bool solved = m_days->isSolved(m_today);
    if (puzzle->games.size() == 1)
        m_todayStatus->setText(solved ? tr("Today's %1 puzzle: solved.").arg(puzzle->name)
                                      : tr("Today's %1 puzzle: not solved yet.").arg(puzzle->name));
    else
        m_todayStatus->setText(
            solved
                ? tr("Today's %1 puzzle (%2): solved.").arg(puzzle->name, puzzle->games[index].name)
                : tr("Today's %1 puzzle (%2): not solved yet.")
                      .arg(puzzle->name, puzzle->games[index].name));
    m_streak->setText(tr("Streak: %n day(s) in a row solved on the day, without help.", nullptr,
                         m_days->streak(m_today)));
    showSelectedDay();
}

void DailyArchiveDialog::showSelectedDay()
{
    if (!m_days)
        return;
    const QDate day = m_calendar->selectedDate();
    const QString date = QLocale().toString(day, QLocale::LongFormat);
    QString status;
    if (!m_days->isSolved(day))
        status = tr("%1: not solved yet.").arg(date);
    else if (m_days->isSolvedOnTheDay(day))
        status = tr("%1: solved on the day.").arg(date);
    else
        status = tr("%1: solved on a later day.").arg(date);
    m_day->setText(status);
}

} // namespace pw::ui

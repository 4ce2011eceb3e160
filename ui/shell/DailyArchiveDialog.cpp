#include "ui/shell/DailyArchiveDialog.h"

#include "ui/common/GameStatistics.h"
#include "ui/shell/DailyCalendar.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
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

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
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

QString DailyArchiveDialog::chosenPuzzle() const
{
    const int index = m_tabs->currentIndex();
    return index >= 0 && index < m_puzzles.size() ? m_puzzles[index].kind : QString();
}

QDate DailyArchiveDialog::chosenDay() const
{
    return m_calendar->selectedDate();
}

void DailyArchiveDialog::showPuzzle(int index)
{
    if (index < 0 || index >= m_puzzles.size())
        return;
    const DailyPuzzle &puzzle = m_puzzles[index];
    auto days = std::make_unique<DailyPuzzleDays>(GameStatistics::playedGames(puzzle.kind),
                                                  GameStatistics::dailySolvedDays(puzzle.kind),
                                                  puzzle.idOfDay);
    m_calendar->setDays(days.get());
    m_days = std::move(days);
    m_todayStatus->setText(m_days->isSolved(m_today)
                               ? tr("Today's %1 puzzle: solved.").arg(puzzle.name)
                               : tr("Today's %1 puzzle: not solved yet.").arg(puzzle.name));
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

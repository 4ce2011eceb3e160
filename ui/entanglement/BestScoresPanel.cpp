#include "ui/entanglement/BestScoresPanel.h"

#include "core/entanglement/EntanglementGameId.h"
#include "ui/common/ScrollingRoomLabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pw::ui::entanglement {

BestScoresPanel::BestScoresPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new ScrollingRoomLabel(1, this))
    , m_boards(new QComboBox(this))
    , m_table(new QTableWidget(0, 3, this))
{
    m_title->setObjectName(QStringLiteral("entanglementBoardTitle"));
    for (const ScoreBoards::Board board : ScoreBoards::allBoards)
        m_boards->addItem(ScoreBoards::name(board), static_cast<int>(board));
    m_boards->setCurrentIndex(m_boards->findData(static_cast<int>(ScoreBoards::Board::AllTime)));
    m_boards->setAccessibleName(tr("Board of best scores"));
    m_boards->setToolTip(tr("Best scores of today, this week (Monday to Sunday), all time, or "
                            "of Today's Puzzle; unaided games only"));
    m_boards->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_boards, &QComboBox::currentIndexChanged, this, &BestScoresPanel::boardChanged);
    m_table->setHorizontalHeaderLabels({tr("Score"), tr("Moves"), tr("Seed")});
    m_table->verticalHeader()->setVisible(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAccessibleName(tr("High scores"));
    // A few rows at the smallest window; the rest scroll.
    m_table->setMinimumHeight(48);
    auto *head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(m_boards);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(head);
    layout->addWidget(m_table, 1);
}

ScoreBoards::Board BestScoresPanel::board() const
{
    return static_cast<ScoreBoards::Board>(m_boards->currentData().toInt());
}

void BestScoresPanel::setBoard(ScoreBoards::Board board)
{
    m_boards->setCurrentIndex(m_boards->findData(static_cast<int>(board)));
}

void BestScoresPanel::showScores(int radius, const QList<statistics::ScoreEntry> &entries,
                                 int streak)
{
    m_title->setText(board() == ScoreBoards::Board::Daily ? tr("Streak: %n day(s)", nullptr, streak)
                                                          : tr("Best, radius %1").arg(radius));
    m_table->setRowCount(static_cast<int>(entries.size()));
    for (int i = 0; i < entries.size(); ++i) {
        const statistics::ScoreEntry &entry = entries[i];
        auto *score = new QTableWidgetItem(QString::number(entry.score));
        score->setToolTip(QLocale().toString(entry.when.toLocalTime(), QLocale::ShortFormat));
        m_table->setItem(i, 0, score);
        m_table->setItem(i, 1, new QTableWidgetItem(QString::number(entry.moves)));
        // The game's ID names its seed; the ID itself is the tooltip, to copy and play again.
        const auto id = pw::entanglement::parseGameId(entry.gameId);
        auto *seed = new QTableWidgetItem(id ? QString::number(id->seed) : QString());
        seed->setToolTip(entry.gameId);
        m_table->setItem(i, 2, seed);
    }
}

} // namespace pw::ui::entanglement

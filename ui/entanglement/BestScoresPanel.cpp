#include "ui/entanglement/BestScoresPanel.h"

#include "core/entanglement/EntanglementGameId.h"
#include "ui/common/FixedRoomLabel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pw::ui::entanglement {

BestScoresPanel::BestScoresPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new FixedRoomLabel(1, this))
    , m_table(new QTableWidget(0, 3, this))
{
    m_table->setHorizontalHeaderLabels({tr("Score"), tr("Moves"), tr("Seed")});
    m_table->verticalHeader()->setVisible(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAccessibleName(tr("High scores"));
    // A few rows at the smallest window; the rest scroll.
    m_table->setMinimumHeight(48);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 1);
}

void BestScoresPanel::showScores(int radius, const QList<ScoreEntry> &entries)
{
    m_title->setText(tr("Best scores, radius %1").arg(radius));
    m_table->setRowCount(static_cast<int>(entries.size()));
    for (int i = 0; i < entries.size(); ++i) {
        const ScoreEntry &entry = entries[i];
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

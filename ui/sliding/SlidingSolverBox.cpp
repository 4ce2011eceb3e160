#include "ui/sliding/SlidingSolverBox.h"

#include "core/common/StorageNotices.h"
#include "ui/common/SettingsWrites.h"
#include "ui/sliding/SolverNames.h"
#include "ui/sliding/TableBuilder.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>
#include <QThread>

#include <algorithm>

namespace pw::ui {

namespace {

const QString algorithmKey = QStringLiteral("sliding/algorithm");
const QString heuristicKey = QStringLiteral("sliding/heuristic");
const QString memoryKey = QStringLiteral("sliding/astarMemoryMiB");
const QString budgetKey = QStringLiteral("sliding/optimalBudgetSeconds");

// A whole-number setting within [lowest, highest]; anything else (a hand-edited -10, a word)
// falls back to the default, and the status bar says so once.
int checkedSetting(const QSettings &settings, const QString &key, int lowest, int highest,
                   int fallback)
{
    if (!settings.contains(key))
        return fallback;
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    if (ok && value >= lowest && value <= highest)
        return value;
    common::StorageNotices::instance()->addNote(
        QStringLiteral("settings/") + key,
        SlidingSolverBox::tr("The setting %1 = \"%2\" is out of range (%3 to %4); the default %5 "
                             "is used.")
            .arg(key, settings.value(key).toString())
            .arg(lowest)
            .arg(highest)
            .arg(fallback));
    return fallback;
}

} // namespace

SlidingSolverBox::SlidingSolverBox(QWidget *parent)
    : QWidget(parent)
    , m_algorithm(new QComboBox(this))
    , m_heuristic(new QComboBox(this))
    , m_memoryLimit(new QSpinBox(this))
    , m_budget(new QSpinBox(this))
    , m_tables({new TableBuilder(4, this), new TableBuilder(5, this)})
{
    addChoices();
    readSettings();
    for (QComboBox *box : {m_algorithm, m_heuristic})
        connect(box, &QComboBox::currentIndexChanged, this, &SlidingSolverBox::saveSettings);
    for (QSpinBox *field : {m_memoryLimit, m_budget})
        connect(field, &QSpinBox::valueChanged, this, &SlidingSolverBox::saveSettings);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Algorithm:"), m_algorithm);
    form->addRow(tr("Heuris&tic:"), m_heuristic);
    form->addRow(tr("A* &memory:"), m_memoryLimit);
    form->addRow(tr("Optimal &budget:"), m_budget);
    // The strong tables take minutes to build: in the background, beside the tab's own job.
    // Both rows stay in sight whatever the board, so none moves under the pointer when a build
    // ends, and a 4 x 4 player sees that 5 x 5 has tables too.
    for (TableBuilder *tables : m_tables)
        form->addRow(tr("%1 x %1 tables:").arg(tables->side()), tables);
}

TableBuilder *SlidingSolverBox::tableBuilder(int side) const
{
    for (TableBuilder *tables : m_tables)
        if (tables->side() == side)
            return tables;
    return nullptr;
}

void SlidingSolverBox::addChoices()
{
    m_algorithm->setObjectName(QStringLiteral("slidingAlgorithm"));
    for (auto algorithm : {sliding::Algorithm::Auto, sliding::Algorithm::IdaStar,
                           sliding::Algorithm::AStar, sliding::Algorithm::Fast}) {
        m_algorithm->addItem(slidingnames::algorithm(algorithm), int(algorithm));
        m_algorithm->setItemData(m_algorithm->count() - 1, slidingnames::algorithmTip(algorithm),
                                 Qt::ToolTipRole);
    }
    m_algorithm->setToolTip(tr("Search algorithm used by Solve; Automatic picks IDA* or the fast "
                               "solver by board size"));
    m_heuristic->setObjectName(QStringLiteral("slidingHeuristic"));
    for (auto heuristic :
         {sliding::HeuristicKind::Auto, sliding::HeuristicKind::Manhattan,
          sliding::HeuristicKind::LinearConflict, sliding::HeuristicKind::PatternDatabase})
        m_heuristic->addItem(slidingnames::heuristic(heuristic), int(heuristic));
    m_heuristic->setToolTip(tr("Lower bound that guides the search; pattern databases suit 4 x 4 "
                               "boards only"));
    m_memoryLimit->setObjectName(QStringLiteral("slidingMemoryLimit"));
    m_memoryLimit->setRange(64, 64 * 1024);
    m_memoryLimit->setSingleStep(256);
    m_memoryLimit->setSuffix(tr(" MiB"));
    m_memoryLimit->setToolTip(tr("A* stops when its open and closed lists pass this size"));
    m_budget->setObjectName(QStringLiteral("slidingBudget"));
    m_budget->setRange(0, 3600);
    m_budget->setSuffix(tr(" s"));
    m_budget->setSpecialValueText(tr("none"));
    m_budget->setToolTip(tr("Automatic and Hint first search this long for an optimal answer on "
                            "boards of up to 25 cells (4 x 6, 5 x 5...), then take the fast "
                            "solver's; none: optimal up to 16 cells only"));
}

void SlidingSolverBox::readSettings()
{
    const QSettings settings;
    m_algorithm->setCurrentIndex(
        std::max(0, m_algorithm->findData(settings.value(algorithmKey, 0).toInt())));
    m_heuristic->setCurrentIndex(
        std::max(0, m_heuristic->findData(settings.value(heuristicKey, 0).toInt())));
    m_memoryLimit->setValue(checkedSetting(settings, memoryKey, m_memoryLimit->minimum(),
                                           m_memoryLimit->maximum(), 2048));
    // Checked, not clamped: -10 clamped to 0 would read as "none", which means no limit.
    m_budget->setValue(
        checkedSetting(settings, budgetKey, m_budget->minimum(), m_budget->maximum(), 10));
}

void SlidingSolverBox::saveSettings() const
{
    QSettings settings;
    settings.setValue(algorithmKey, m_algorithm->currentData());
    settings.setValue(heuristicKey, m_heuristic->currentData());
    settings.setValue(memoryKey, m_memoryLimit->value());
    settings.setValue(budgetKey, m_budget->value());
    SettingsWrites::sync(settings); // a failure is told like every failed write
}

sliding::SolveOptions SlidingSolverBox::options(bool forHint) const
{
    sliding::SolveOptions chosen;
    if (!forHint) {
        chosen.algorithm = static_cast<sliding::Algorithm>(m_algorithm->currentData().toInt());
        chosen.heuristic = static_cast<sliding::HeuristicKind>(m_heuristic->currentData().toInt());
    }
    chosen.memoryLimitBytes = std::uint64_t(memoryLimitMiB()) << 20;
    // Automatic (a hint's search included) tries the optimal search first on up to 25 cells.
    chosen.optimalBudgetSeconds = budgetSeconds();
    // Past the budget, an answer within a proven factor of the optimum rather than the fast
    // solver's (often twice as long on 5 x 5): Hint follows it too.
    chosen.nearOptimalFallback = true;
    // A long optimal search (5 x 5) shares its iterations among every core; the short ones
    // (every 4 x 4 board with the tables) stay on one thread, as starting threads costs more.
    chosen.threads = std::max(1, QThread::idealThreadCount());
    return chosen;
}

int SlidingSolverBox::memoryLimitMiB() const
{
    return m_memoryLimit->value();
}

int SlidingSolverBox::budgetSeconds() const
{
    return m_budget->value();
}

} // namespace pw::ui

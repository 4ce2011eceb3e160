#include "ui/sliding/SlidingDealer.h"

#include "ui/common/SettingsWrites.h"

#include <QRandomGenerator>
#include <QSettings>

#include <algorithm>
#include <cmath>

namespace pw::ui {

namespace {
const QString dealKey = QStringLiteral("sliding/deal");
const QString outOfPlaceKey = QStringLiteral("sliding/outOfPlacePercent");
const QString walkWord = QStringLiteral("walk");
const QString uniformWord = QStringLiteral("uniform");
} // namespace

SlidingDealer::SlidingDealer()
    : m_seed(QRandomGenerator::global()->bounded(1U, 1000000U))
{
    const QSettings settings;
    m_deal = settings.value(dealKey).toString() == walkWord ? sliding::DealKind::Walk
                                                            : sliding::DealKind::Uniform;
    m_outOfPlacePercent = std::clamp(settings.value(outOfPlaceKey, 80).toInt(), 0, 100);
    m_chosenDeal = m_deal;
    m_chosenOutOfPlacePercent = m_outOfPlacePercent;
}

void SlidingDealer::choose(sliding::DealKind deal, int outOfPlacePercent, quint32 seed)
{
    m_deal = m_chosenDeal = deal;
    m_outOfPlacePercent = m_chosenOutOfPlacePercent = outOfPlacePercent;
    m_seed = seed;
    QSettings settings;
    settings.setValue(dealKey, deal == sliding::DealKind::Walk ? walkWord : uniformWord);
    settings.setValue(outOfPlaceKey, outOfPlacePercent);
    SettingsWrites::sync(settings); // a failure is told like every failed write
}

void SlidingDealer::follow(const sliding::ScrambleOptions &options)
{
    m_deal = options.deal;
    m_outOfPlacePercent = static_cast<int>(std::lround(options.outOfPlace * 100));
    m_seed = static_cast<quint32>(options.seed);
}

sliding::ScrambleOptions SlidingDealer::options(int rows, int cols) const
{
    return {rows, cols, m_outOfPlacePercent / 100.0, m_seed, m_deal};
}

sliding::ScrambleOptions SlidingDealer::next(int rows, int cols)
{
    ++m_seed;
    return options(rows, cols);
}

} // namespace pw::ui

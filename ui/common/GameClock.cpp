#include "ui/common/GameClock.h"

#include <QTimer>

#include <algorithm>

namespace pw::ui {

namespace {
// Often enough that a seconds display never lags by more than half a second.
constexpr int tickMilliseconds = 500;
} // namespace

GameClock::GameClock(QObject *parent)
    : QObject(parent)
    , m_tick(new QTimer(this))
{
    m_tick->setInterval(tickMilliseconds);
    connect(m_tick, &QTimer::timeout, this, &GameClock::ticked);
}

qint64 GameClock::millis() const
{
    return m_before + (m_running.isValid() ? m_running.elapsed() : 0);
}

void GameClock::start()
{
    if (m_started)
        return;
    m_started = true;
    follow();
    emit ticked();
}

void GameClock::stop()
{
    if (!m_started)
        return;
    m_started = false;
    follow();
    emit ticked();
}

void GameClock::reset(qint64 millis)
{
    m_started = false;
    m_before = std::max<qint64>(0, millis);
    m_running.invalidate();
    m_tick->stop();
    emit ticked();
}

void GameClock::setHeld(bool held)
{
    if (held == m_held)
        return;
    m_held = held;
    follow();
}

void GameClock::follow()
{
    const bool counting = m_started && !m_held;
    if (counting == m_running.isValid())
        return;
    if (counting) {
        m_running.start();
        m_tick->start();
    } else {
        m_before = millis();
        m_running.invalidate();
        m_tick->stop();
    }
}

} // namespace pw::ui

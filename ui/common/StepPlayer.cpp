#include "ui/common/StepPlayer.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <cmath>

namespace pw::ui {

namespace {

constexpr int tickMilliseconds = 30;
// The speed slider is logarithmic: position p means 10^(p / 10) steps per second (1 .. 10000).
constexpr int speedSliderMax = 40;

QToolButton *makeButton(QWidget *parent, QStyle::StandardPixmap icon, const QString &tip)
{
    auto *button = new QToolButton(parent);
    button->setIcon(parent->style()->standardIcon(icon));
    button->setToolTip(tip);
    button->setAccessibleName(tip);
    button->setAutoRaise(true);
    return button;
}

} // namespace

StepPlayer::StepPlayer(QWidget *parent)
    : QWidget(parent)
    , m_timer(new QTimer(this))
{
    m_first = makeButton(this, QStyle::SP_MediaSkipBackward, tr("First step"));
    m_back = makeButton(this, QStyle::SP_MediaSeekBackward, tr("Step back"));
    m_play = makeButton(this, QStyle::SP_MediaPlay, tr("Play"));
    m_forward = makeButton(this, QStyle::SP_MediaSeekForward, tr("Step forward"));
    m_last = makeButton(this, QStyle::SP_MediaSkipForward, tr("Last step"));

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setToolTip(tr("Position in the replay"));
    m_slider->setAccessibleName(tr("Replay position"));
    m_speedSlider = new QSlider(Qt::Horizontal, this);
    m_speedSlider->setRange(0, speedSliderMax);
    m_speedSlider->setMaximumWidth(120);
    m_speedSlider->setAccessibleName(tr("Replay speed"));
    m_label = new QLabel(this);
    m_label->setMinimumWidth(
        m_label->fontMetrics().horizontalAdvance(QStringLiteral("000000 / 000000")));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w : {static_cast<QWidget *>(m_first), static_cast<QWidget *>(m_back),
                       static_cast<QWidget *>(m_play), static_cast<QWidget *>(m_forward),
                       static_cast<QWidget *>(m_last)})
        layout->addWidget(w);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_label);
    layout->addWidget(new QLabel(tr("Speed:"), this));
    layout->addWidget(m_speedSlider);

    connect(m_first, &QToolButton::clicked, this, &StepPlayer::toFirst);
    connect(m_back, &QToolButton::clicked, this, &StepPlayer::stepBack);
    connect(m_play, &QToolButton::clicked, this, &StepPlayer::togglePlay);
    connect(m_forward, &QToolButton::clicked, this, &StepPlayer::stepForward);
    connect(m_last, &QToolButton::clicked, this, &StepPlayer::toLast);
    connect(m_slider, &QSlider::valueChanged, this, &StepPlayer::seek);
    connect(m_speedSlider, &QSlider::valueChanged, this,
            [this](int value) { setSpeed(std::pow(10.0, value / 10.0)); });
    m_timer->setInterval(tickMilliseconds);
    connect(m_timer, &QTimer::timeout, this, &StepPlayer::tick);

    setSpeed(m_speed);
    updateControls();
}

void StepPlayer::reset(int stepCount)
{
    pause();
    m_count = std::max(0, stepCount);
    m_position = 0;
    m_pending = 0.0;
    updateControls();
    emit stepsChanged(m_count);
    emit positionChanged(m_position);
}

void StepPlayer::appendSteps(int count)
{
    if (count <= 0)
        return;
    m_count += count;
    updateControls();
    emit stepsChanged(m_count);
}

bool StepPlayer::isPlaying() const
{
    return m_timer->isActive();
}

void StepPlayer::setSpeed(double stepsPerSecond)
{
    m_speed = std::clamp(stepsPerSecond, 1.0, 10000.0);
    const QSignalBlocker blocker(m_speedSlider);
    m_speedSlider->setValue(static_cast<int>(std::lround(std::log10(m_speed) * 10.0)));
    m_speedSlider->setToolTip(tr("%n step(s) per second", nullptr, static_cast<int>(m_speed)));
}

void StepPlayer::seek(int position)
{
    position = std::clamp(position, 0, m_count);
    if (position == m_position)
        return;
    m_position = position;
    if (m_seek)
        m_seek(position);
    updateControls();
    emit positionChanged(m_position);
}

void StepPlayer::stepForward()
{
    seek(m_position + 1);
}

void StepPlayer::stepBack()
{
    seek(m_position - 1);
}

void StepPlayer::toFirst()
{
    seek(0);
}

void StepPlayer::toLast()
{
    seek(m_count);
}

void StepPlayer::play()
{
    if (m_count == 0 || isPlaying())
        return;
    if (m_position >= m_count)
        seek(0); // playing at the end starts over, as media players do
    m_pending = 0.0;
    m_timer->start();
    updateControls();
    emit playingChanged(true);
}

void StepPlayer::pause()
{
    if (!isPlaying())
        return;
    m_timer->stop();
    updateControls();
    emit playingChanged(false);
}

void StepPlayer::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void StepPlayer::tick()
{
    // Fast speeds apply several steps per tick, so playback keeps its pace at 60 Hz or less.
    m_pending += m_speed * tickMilliseconds / 1000.0;
    const int steps = static_cast<int>(m_pending);
    m_pending -= steps;
    if (steps > 0)
        seek(m_position + steps);
    if (m_position >= m_count)
        pause();
}

void StepPlayer::updateControls()
{
    const bool any = m_count > 0;
    m_first->setEnabled(any && m_position > 0);
    m_back->setEnabled(any && m_position > 0);
    m_forward->setEnabled(any && m_position < m_count);
    m_last->setEnabled(any && m_position < m_count);
    m_play->setEnabled(any);
    const bool playing = isPlaying();
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(playing ? tr("Pause") : tr("Play"));
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, m_count);
        m_slider->setValue(m_position);
    }
    m_slider->setEnabled(any);
    m_label->setText(tr("%1 / %2").arg(m_position).arg(m_count));
}

} // namespace pw::ui

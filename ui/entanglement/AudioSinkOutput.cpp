#include "ui/entanglement/AudioSinkOutput.h"

#include "ui/entanglement/SoundSynth.h"

#include <QAudioSink>
#include <QMediaDevices>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace pw::ui::entanglement {

AudioSinkOutput::AudioSinkOutput(std::optional<QAudioDevice> device)
    : m_fixedDevice(std::move(device))
{ }

AudioSinkOutput::~AudioSinkOutput()
{
    if (m_sink)
        m_sink->stop();
}

bool AudioSinkOutput::prepareSink(const QAudioDevice &device)
{
    // A sink of its own for every sound: Qt 6.4's PulseAudio sink, stopped and started again on
    // new data, played parts of the old sound late and dropped some of the new ones.
    m_sink.reset();
    if (device != m_device || !m_format.isValid()) {
        m_device = device;
        QAudioFormat format;
        format.setSampleRate(44100);
        format.setChannelCount(1);
        format.setSampleFormat(QAudioFormat::Int16);
        m_format = device.isFormatSupported(format) ? format : device.preferredFormat();
    }
    if (!m_format.isValid())
        return false;
    m_sink = std::make_unique<QAudioSink>(device, m_format);
    return true;
}

void AudioSinkOutput::play(const SoundSequence &sounds)
{
    const QAudioDevice device
        = m_fixedDevice ? *m_fixedDevice : QMediaDevices::defaultAudioOutput();
    m_reached = false;
    if (device.isNull() || sounds.empty() || !prepareSink(device))
        return;
    // The sounds are short: a new one cuts the last one off rather than waiting for it.
    m_buffer.close();
    m_buffer.setData(encode(SoundSynth::render(sounds, m_format.sampleRate()), m_format));
    m_buffer.open(QIODevice::ReadOnly);
    m_sink->start(&m_buffer);
    m_reached = m_sink->error() == QAudio::NoError;
}

QByteArray AudioSinkOutput::encode(const std::vector<float> &samples, const QAudioFormat &format)
{
    const int channels = std::max(format.channelCount(), 1);
    const int bytes = format.bytesPerSample();
    QByteArray data;
    if (bytes <= 0)
        return data;
    data.resize(static_cast<qsizetype>(samples.size()) * channels * bytes);
    char *out = data.data();
    for (const float sample : samples) {
        const float s = std::clamp(sample, -1.0f, 1.0f);
        for (int channel = 0; channel < channels; ++channel, out += bytes) {
            switch (format.sampleFormat()) {
            case QAudioFormat::UInt8: {
                const auto value = static_cast<quint8>(std::lround(s * 127.0f) + 128);
                std::memcpy(out, &value, sizeof value);
                break;
            }
            case QAudioFormat::Int16: {
                const auto value = static_cast<qint16>(std::lround(s * 32767.0f));
                std::memcpy(out, &value, sizeof value);
                break;
            }
            case QAudioFormat::Int32: {
                const auto value = static_cast<qint32>(std::llround(double(s) * 2147483647.0));
                std::memcpy(out, &value, sizeof value);
                break;
            }
            case QAudioFormat::Float:
                std::memcpy(out, &s, sizeof s);
                break;
            default:
                std::memset(out, 0, static_cast<std::size_t>(bytes));
                break;
            }
        }
    }
    return data;
}

} // namespace pw::ui::entanglement

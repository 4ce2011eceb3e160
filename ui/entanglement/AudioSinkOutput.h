#pragma once

#include "ui/entanglement/Sound.h"

#include <QAudioDevice>
#include <QAudioFormat>
#include <QBuffer>
#include <QByteArray>

#include <memory>
#include <optional>
#include <vector>

class QAudioSink;

namespace pw::ui::entanglement {

// Plays the tab's sounds on an audio output (Qt Multimedia's QAudioSink), from samples the
// program synthesises (SoundSynth). The one place the program touches Qt Multimedia, made only
// when the first sound is asked for. With no output device (a server, a machine without sound)
// each sound is dropped without a word: no sink is made, so nothing is printed at every move.
class AudioSinkOutput : public SoundOutput
{
public:
    // `device`: the output to play on; none: the system's default output, looked up at each
    // sound, so one that appears later is used then.
    explicit AudioSinkOutput(std::optional<QAudioDevice> device = std::nullopt);
    ~AudioSinkOutput() override;

    void play(const SoundSequence &sounds) override;
    // Whether the last sound asked for went to a device.
    bool reachedDevice() const { return m_reached; }

    // The samples in the format's encoding, each frame's sample in every channel.
    static QByteArray encode(const std::vector<float> &samples, const QAudioFormat &format);

private:
    // A new sink on `device`, in the format it takes (16-bit mono at 44.1 kHz where it can);
    // false when the device names none.
    bool prepareSink(const QAudioDevice &device);

    std::optional<QAudioDevice> m_fixedDevice;
    QAudioDevice m_device; // the one m_format was chosen for
    QAudioFormat m_format;
    QBuffer m_buffer; // what the sink reads; outlives it
    std::unique_ptr<QAudioSink> m_sink;
    bool m_reached = false;
};

} // namespace pw::ui::entanglement

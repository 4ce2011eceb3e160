#include "ui/entanglement/SoundSynth.h"

#include <algorithm>
#include <cmath>

namespace pw::ui::entanglement {

namespace {

constexpr double pi = 3.14159265358979323846;
constexpr double c5 = 523.25; // Hz
// The semitones of the major pentatonic scale within an octave: no two notes of a run clash.
constexpr int pentatonic[] = {0, 2, 4, 7, 9};

// One tone of a sound: a sine from `from` to `to` Hz (a sweep when they differ), with a 3 ms
// attack and an exponential decay, and an overtone an octave up at `overtone` of its level.
struct Voice
{
    double start = 0; // seconds into the sequence
    double from = 0;
    double to = 0;
    double seconds = 0;
    double decay = 0; // seconds to fall to 1/e
    double level = 0;
    double overtone = 0;
};

// The voices of `sound` starting `at` seconds in; `slot` is set to how long it is until the next
// sound of the sequence begins (the tail of the last notes rings on under it).
std::vector<Voice> voicesOf(const Sound &sound, double at, double *slot)
{
    std::vector<Voice> voices;
    switch (sound.kind) {
    case SoundKind::Place:
        // A knock: low, very short, with a strong overtone.
        voices.push_back({at, 220.0, 220.0, 0.09, 0.018, 0.7, 0.5});
        *slot = 0.05;
        break;
    case SoundKind::Line: {
        const std::vector<double> frequencies = SoundSynth::notes(sound);
        const double step = SoundSynth::lineNoteSeconds(static_cast<int>(frequencies.size()));
        for (std::size_t i = 0; i < frequencies.size(); ++i)
            voices.push_back({at + static_cast<double>(i) * step, frequencies[i], frequencies[i],
                              step + 0.15, 0.06, 0.45, 0.25});
        *slot = static_cast<double>(frequencies.size()) * step;
        break;
    }
    case SoundKind::Swap:
        voices.push_back({at, 440.0, 880.0, 0.1, 0.08, 0.35, 0.0});
        *slot = 0.1;
        break;
    case SoundKind::GameOver: {
        const std::vector<double> frequencies = SoundSynth::notes(sound);
        for (std::size_t i = 0; i < frequencies.size(); ++i) {
            const bool last = i + 1 == frequencies.size();
            voices.push_back({at + 0.18 * static_cast<double>(i), frequencies[i], frequencies[i],
                              last ? 0.7 : 0.3, last ? 0.25 : 0.1, 0.5, 0.2});
        }
        *slot = 0.18 * static_cast<double>(frequencies.size());
        break;
    }
    }
    return voices;
}

} // namespace

double SoundSynth::lineStep(int step)
{
    const int index = std::max(step, 1) - 1;
    const int semitones = 12 * (index / 5) + pentatonic[index % 5];
    return c5 * std::pow(2.0, semitones / 12.0);
}

double SoundSynth::lineNoteSeconds(int notes)
{
    return std::clamp(1.5 / std::max(notes, 1), 0.03, 0.07);
}

std::vector<double> SoundSynth::notes(const Sound &sound)
{
    switch (sound.kind) {
    case SoundKind::Place:
        return {220.0};
    case SoundKind::Line: {
        std::vector<double> frequencies;
        for (int step = 1; step <= std::max(sound.pitch, 1); ++step)
            frequencies.push_back(lineStep(std::min(step, highestStep)));
        return frequencies;
    }
    case SoundKind::Swap:
        return {440.0, 880.0};
    case SoundKind::GameOver:
        return {392.0, 329.63, 261.63}; // G4, E4, C4
    }
    return {};
}

std::vector<float> SoundSynth::render(const SoundSequence &sounds, int sampleRate)
{
    std::vector<Voice> voices;
    double at = 0;
    for (const Sound &sound : sounds) {
        double slot = 0;
        for (const Voice &voice : voicesOf(sound, at, &slot))
            voices.push_back(voice);
        at += slot;
    }
    double end = 0;
    for (const Voice &voice : voices)
        end = std::max(end, voice.start + voice.seconds);
    const double rate = sampleRate;
    std::vector<double> mix(static_cast<std::size_t>(std::ceil(end * rate)), 0.0);
    for (const Voice &voice : voices) {
        const auto first = static_cast<std::size_t>(voice.start * rate);
        const auto count = static_cast<std::size_t>(voice.seconds * rate);
        double phase = 0;
        for (std::size_t i = 0; i < count && first + i < mix.size(); ++i) {
            const double t = static_cast<double>(i) / rate;
            const double left = voice.seconds - t;
            // No click at either end: 3 ms in, 5 ms out.
            const double envelope
                = std::min({1.0, t / 0.003, left / 0.005}) * std::exp(-t / voice.decay);
            const double frequency = voice.from + (voice.to - voice.from) * t / voice.seconds;
            phase += 2 * pi * frequency / rate;
            mix[first + i] += voice.level * envelope
                * (std::sin(phase) + voice.overtone * std::sin(2 * phase));
        }
    }
    // Loud enough, never clipped: notes that ring together are scaled down as one.
    double peak = 0;
    for (const double sample : mix)
        peak = std::max(peak, std::abs(sample));
    const double gain = peak > 0.8 ? 0.8 / peak : 1.0;
    std::vector<float> samples(mix.size());
    std::transform(mix.begin(), mix.end(), samples.begin(),
                   [gain](double sample) { return static_cast<float>(sample * gain); });
    return samples;
}

} // namespace pw::ui::entanglement

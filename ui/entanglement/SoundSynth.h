#pragma once

#include "ui/entanglement/Sound.h"

#include <vector>

namespace pw::ui::entanglement {

// Makes the samples of the tab's sounds, in code: sine tones with a short attack and a decay
// (a knock, bell-like notes on a major pentatonic scale from C5, a sweep), mixed in one mono
// buffer of floats in -1..1. No file and no device is involved, so the tests can hold the notes
// and the samples without any audio output.
class SoundSynth
{
public:
    // The line's notes never climb above three octaves: longer runs stay at the top.
    static constexpr int highestStep = 15;

    // The frequencies, in Hz, of the notes `sound` plays, in order (the sweep's: from and to).
    static std::vector<double> notes(const Sound &sound);
    // The frequency of a step of the line's scale (step 1 is C5; five steps an octave).
    static double lineStep(int step);
    // How long a line's note lasts before the next begins: 70 ms, the pace at which the board
    // draws the line growing, shorter for very long runs so the run stays within 1.5 s.
    static double lineNoteSeconds(int notes);
    // The sequence's samples at `sampleRate` frames a second, mono, each within -1..1.
    static std::vector<float> render(const SoundSequence &sounds, int sampleRate);
};

} // namespace pw::ui::entanglement

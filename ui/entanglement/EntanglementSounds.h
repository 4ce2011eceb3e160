#pragma once

#include "ui/entanglement/Sound.h"

#include <memory>

namespace pw::ui::entanglement {

// What the Entanglement tab sounds like: the sounds for what the player does (a placement and
// how far its line ran, a swap, the game's end), handed to the output while View ▸ Sound is on
// (SoundSetting). Turning the tile makes no sound, and neither do the computer's placements, a
// hint or a record stepped through: the sounds answer the player's own hand.
//
// The output is the audio device (AudioSinkOutput), made at the first sound; with the
// environment variable PW_NO_SOUND set (the test suites) there is none, so no test needs a
// device or makes a noise, and a test that wants to hear what was asked gives an output of its
// own (setOutput).
class EntanglementSounds
{
public:
    EntanglementSounds();
    ~EntanglementSounds();

    // A placement that made the line grow by `segments` pieces (one for each tile it passed
    // through, the placed one first: the move scored 1 + 2 + ... + segments) and, when `ended`,
    // ran it into the wall: the knock, then the line's climbing notes when it ran on through
    // tiles already placed (more than one piece), then the end.
    static SoundSequence forPlacement(int segments, bool ended);

    void placed(int segments, bool ended);
    void swapped();
    // Where the sounds go from now on (a test's record of them).
    void setOutput(std::unique_ptr<SoundOutput> output);

private:
    void play(const SoundSequence &sounds);

    std::unique_ptr<SoundOutput> m_output;
    bool m_outputMade = false; // the default output was made (or left out under PW_NO_SOUND)
};

} // namespace pw::ui::entanglement

#pragma once

#include <vector>

namespace pw::ui::entanglement {

// One of the Entanglement tab's sounds, as asked of whatever plays them (SoundOutput). The
// program synthesises every one of them itself (SoundSynth): no recording, so no licence but the
// project's own.
enum class SoundKind {
    Place, // a tile laid: a short wooden knock
    Line, // the line ran on through tiles: a run of notes climbing one step a tile
    Swap, // the tile in hand and the pocket tile swapped: a quick sweep up
    GameOver, // the line ran into the wall: three falling notes
};

struct Sound
{
    SoundKind kind = SoundKind::Place;
    // Line only: the scale step its last note reaches, one step for every piece the line grew
    // by in the move (a piece a tile passed through), so a longer run ends higher; 0 for the
    // others.
    int pitch = 0;
    friend bool operator==(const Sound &, const Sound &) = default;
};

// Sounds played one after another, as one request: a placement's knock, its line and, when it
// ended the game, the end.
using SoundSequence = std::vector<Sound>;

// Where the tab's sounds go: the audio output (AudioSinkOutput), or in the tests a list that
// records what was asked.
class SoundOutput
{
public:
    virtual ~SoundOutput() = default;
    // Starts the sequence, cutting short whatever this output still plays.
    virtual void play(const SoundSequence &sounds) = 0;
};

} // namespace pw::ui::entanglement

#pragma once

namespace pw::ui {

// View ▸ Sound: whether the program makes its sounds (Entanglement's placements, lines, swaps and
// game's end). On unless the player turned it off; kept in the settings ("sound/on"), read at
// each sound, so the menu item's change holds at once in every tab and at the next start.
class SoundSetting
{
public:
    static bool isOn();
    // Written through SettingsWrites: a failed write is told like any other.
    static void setOn(bool on);
};

} // namespace pw::ui

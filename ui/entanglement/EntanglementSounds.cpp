#include "ui/entanglement/EntanglementSounds.h"

#include "ui/common/SoundSetting.h"
#include "ui/entanglement/AudioSinkOutput.h"

#include <QtGlobal>

namespace pw::ui::entanglement {

EntanglementSounds::EntanglementSounds() = default;
EntanglementSounds::~EntanglementSounds() = default;

SoundSequence EntanglementSounds::forPlacement(int segments, bool ended)
{
    SoundSequence sounds {{SoundKind::Place, 0}};
    if (segments > 1)
        sounds.push_back({SoundKind::Line, segments});
    if (ended)
        sounds.push_back({SoundKind::GameOver, 0});
    return sounds;
}

void EntanglementSounds::placed(int segments, bool ended)
{
    play(forPlacement(segments, ended));
}

void EntanglementSounds::swapped()
{
    play({{SoundKind::Swap, 0}});
}

void EntanglementSounds::setOutput(std::unique_ptr<SoundOutput> output)
{
    m_output = std::move(output);
    m_outputMade = true;
}

void EntanglementSounds::play(const SoundSequence &sounds)
{
    if (!SoundSetting::isOn())
        return;
    if (!m_outputMade) {
        // Only now: a player who never hears a sound never has the audio system started.
        m_outputMade = true;
        if (qEnvironmentVariableIsEmpty("PW_NO_SOUND"))
            m_output = std::make_unique<AudioSinkOutput>();
    }
    if (m_output)
        m_output->play(sounds);
}

} // namespace pw::ui::entanglement

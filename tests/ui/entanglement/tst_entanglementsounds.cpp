// The Entanglement tab's sounds: which sound, at which pitch, each of the player's moves asks
// for (a recorded list stands in for the audio output, so no device is needed and none is
// heard), View > Sound's setting silencing them, the samples the program makes in code, and the
// audio output's silence on a machine without a device.
#include "ui/entanglement/AudioSinkOutput.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/EntanglementSounds.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/entanglement/SoundSynth.h"

#include "ui/common/SoundSetting.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

using namespace pw::entanglement;
using pw::ui::SoundSetting;
using pw::ui::entanglement::AudioSinkOutput;
using pw::ui::entanglement::EntanglementSounds;
using pw::ui::entanglement::EntanglementTab;
using pw::ui::entanglement::Sound;
using pw::ui::entanglement::SoundKind;
using pw::ui::entanglement::SoundOutput;
using pw::ui::entanglement::SoundSequence;
using pw::ui::entanglement::SoundSynth;

namespace {

// Keeps every sequence asked of it, in a list the test still holds after the tab took the
// output.
class RecordingOutput : public SoundOutput
{
public:
    explicit RecordingOutput(std::shared_ptr<std::vector<SoundSequence>> asked)
        : m_asked(std::move(asked))
    { }
    void play(const SoundSequence &sounds) override { m_asked->push_back(sounds); }

private:
    std::shared_ptr<std::vector<SoundSequence>> m_asked;
};

// The sounds the tab asks for from now on.
std::shared_ptr<std::vector<SoundSequence>> listen(EntanglementTab &tab)
{
    auto asked = std::make_shared<std::vector<SoundSequence>>();
    tab.sounds().setOutput(std::make_unique<RecordingOutput>(asked));
    return asked;
}

QString describe(const SoundSequence &sounds)
{
    QStringList words;
    for (const Sound &sound : sounds)
        words << QStringLiteral("%1/%2").arg(static_cast<int>(sound.kind)).arg(sound.pitch);
    return words.join(u' ');
}

// The frequency of a tone from its upward zero crossings.
double measuredFrequency(const std::vector<float> &samples, int sampleRate)
{
    int crossings = 0;
    std::size_t first = 0;
    std::size_t last = 0;
    for (std::size_t i = 1; i < samples.size(); ++i) {
        if (samples[i - 1] < 0 && samples[i] >= 0) {
            if (crossings++ == 0)
                first = i;
            last = i;
        }
    }
    return crossings < 2 ? 0.0 : (crossings - 1) * double(sampleRate) / double(last - first);
}

} // namespace

class TestEntanglementSounds : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("pw-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_entanglementsounds"));
        QStandardPaths::setTestModeEnabled(true);
        // The suites run with PW_NO_SOUND: the tab makes no audio output of its own.
        QVERIFY(!qEnvironmentVariableIsEmpty("PW_NO_SOUND"));
    }

    void init() { SoundSetting::setOn(true); }

    // A placement knocks; a line that runs on through placed tiles climbs, one step a piece;
    // the move that ends the game ends with the fall.
    void aPlacementKnocksAndALongerRunClimbsHigher()
    {
        const Sound knock {SoundKind::Place, 0};
        const Sound end {SoundKind::GameOver, 0};
        QCOMPARE(EntanglementSounds::forPlacement(1, false), SoundSequence({knock}));
        QCOMPARE(EntanglementSounds::forPlacement(1, true), SoundSequence({knock, end}));
        QCOMPARE(EntanglementSounds::forPlacement(4, false),
                 SoundSequence({knock, {SoundKind::Line, 4}}));
        QCOMPARE(EntanglementSounds::forPlacement(7, true),
                 SoundSequence({knock, {SoundKind::Line, 7}, end}));

        // A line's notes climb one step a piece, within three octaves; its last note is the
        // higher the longer the run.
        for (int pitch = 1; pitch <= 25; ++pitch) {
            const std::vector<double> notes = SoundSynth::notes({SoundKind::Line, pitch});
            QCOMPARE(int(notes.size()), pitch);
            for (std::size_t i = 1; i < notes.size(); ++i) {
                if (int(i) < SoundSynth::highestStep)
                    QVERIFY(notes[i] > notes[i - 1]);
                else
                    QCOMPARE(notes[i], notes[i - 1]);
            }
            const double last
                = SoundSynth::notes({SoundKind::Line, pitch - 1 > 0 ? pitch - 1 : 1}).back();
            if (pitch > 1 && pitch <= SoundSynth::highestStep)
                QVERIFY(notes.back() > last);
            // At the board's pace, and never longer than 1.5 s however long the run.
            QVERIFY(SoundSynth::lineNoteSeconds(pitch) * pitch <= 1.5 + 1e-9);
        }
        QCOMPARE(SoundSynth::lineNoteSeconds(5), 0.07);
        QCOMPARE(SoundSynth::lineStep(6), 2 * SoundSynth::lineStep(1)); // five steps an octave
        // The end falls.
        const std::vector<double> fall = SoundSynth::notes(end);
        QVERIFY(std::is_sorted(fall.rbegin(), fall.rend()));
        QVERIFY(fall.front() > fall.back());
    }

    // The samples are made in code: every sound is heard (not silent), never clipped, and a
    // single note sounds at the pitch it names.
    void theSamplesAreMadeInCode()
    {
        const int rate = 44100;
        for (const Sound sound : {Sound {SoundKind::Place, 0}, Sound {SoundKind::Line, 9},
                                  Sound {SoundKind::Swap, 0}, Sound {SoundKind::GameOver, 0}}) {
            const std::vector<float> samples = SoundSynth::render({sound}, rate);
            QVERIFY(!samples.empty());
            float peak = 0;
            for (const float sample : samples)
                peak = std::max(peak, std::abs(sample));
            QVERIFY2(peak > 0.2f && peak <= 0.8f + 1e-6f, qPrintable(QString::number(peak)));
            QVERIFY(samples.size() < std::size_t(2 * rate)); // short
        }
        // One note: C5.
        const std::vector<float> note = SoundSynth::render({{SoundKind::Line, 1}}, rate);
        QVERIFY(std::abs(measuredFrequency(note, rate) - SoundSynth::lineStep(1)) < 5.0);
        // A sequence is its sounds one after another: a longer run lasts longer.
        QVERIFY(SoundSynth::render({{SoundKind::Place, 0}, {SoundKind::Line, 12}}, rate).size()
                > SoundSynth::render({{SoundKind::Place, 0}, {SoundKind::Line, 3}}, rate).size());
    }

    // The player's own moves ask for their sounds: a swap its sweep, each placement its knock
    // and its line's notes as high as the line grew, the last one the end; turning the tile
    // asks for nothing.
    void thePlayersMovesAskForTheirSounds()
    {
        EntanglementTab tab;
        tab.startGame(4, 3, false);
        const auto asked = listen(tab);
        tab.rotateCurrent(1);
        tab.rotateCurrent(-2);
        QVERIFY(asked->empty());
        tab.swapTiles();
        QCOMPARE(*asked, std::vector<SoundSequence>({{{SoundKind::Swap, 0}}}));
        asked->clear();

        bool ranOn = false;
        for (int turn = 0; turn < 60 && !tab.game().isOver(); ++turn) {
            const int before = static_cast<int>(tab.game().line().size());
            tab.placeCurrent();
            const int grew = static_cast<int>(tab.game().line().size()) - before;
            QCOMPARE(int(asked->size()), 1);
            const SoundSequence expected {
                EntanglementSounds::forPlacement(grew, tab.game().isOver())};
            QVERIFY2(asked->front() == expected,
                     qPrintable(describe(asked->front()) + QStringLiteral(" after growing ")
                                + QString::number(grew)));
            ranOn = ranOn || grew > 1;
            asked->clear();
        }
        QVERIFY(tab.game().isOver());
        QVERIFY(ranOn); // this deal's line runs on through placed tiles at least once
        // After the end nothing plays, so nothing sounds.
        tab.placeCurrent();
        tab.swapTiles();
        QVERIFY(asked->empty());
    }

    // View > Sound off: no move asks for a sound; on again: they do.
    void soundOffAsksForNothing()
    {
        EntanglementTab tab;
        tab.startGame(11, 3, true);
        const auto asked = listen(tab);
        SoundSetting::setOn(false);
        QVERIFY(!SoundSetting::isOn());
        QCOMPARE(QSettings().value(QStringLiteral("sound/on")).toBool(), false);
        tab.swapTiles();
        tab.placeCurrent();
        QVERIFY(asked->empty());
        SoundSetting::setOn(true);
        tab.swapTiles();
        QCOMPARE(int(asked->size()), 1);
    }

    // Without an audio device the output makes no sink and prints nothing, however many moves
    // are played.
    void noDeviceMeansSilenceWithoutAWord()
    {
        static int messages = 0;
        messages = 0;
        const QtMessageHandler previous = qInstallMessageHandler(
            [](QtMsgType, const QMessageLogContext &, const QString &) { ++messages; });
        {
            AudioSinkOutput output {QAudioDevice()};
            for (int move = 0; move < 100; ++move) {
                output.play(EntanglementSounds::forPlacement(move % 6 + 1, false));
                QVERIFY(!output.reachedDevice());
            }
            output.play({{SoundKind::Swap, 0}});
        }
        qInstallMessageHandler(previous);
        QCOMPARE(messages, 0);
    }

    // The samples go to a device in the format it takes: 16-bit or float, every channel.
    void samplesAreEncodedForTheDevicesFormat()
    {
        QAudioFormat mono;
        mono.setSampleRate(44100);
        mono.setChannelCount(1);
        mono.setSampleFormat(QAudioFormat::Int16);
        const QByteArray int16 = AudioSinkOutput::encode({0.5f, -1.0f, 2.0f}, mono);
        QCOMPARE(int16.size(), 6);
        qint16 values[3];
        std::memcpy(values, int16.constData(), sizeof values);
        QCOMPARE(values[0], qint16(16384));
        QCOMPARE(values[1], qint16(-32767));
        QCOMPARE(values[2], qint16(32767)); // clamped, never wrapped
        QAudioFormat stereo = mono;
        stereo.setChannelCount(2);
        stereo.setSampleFormat(QAudioFormat::Float);
        const QByteArray floats = AudioSinkOutput::encode({0.25f, -0.5f}, stereo);
        QCOMPARE(floats.size(), 16);
        float frames[4];
        std::memcpy(frames, floats.constData(), sizeof frames);
        QCOMPARE(frames[0], 0.25f);
        QCOMPARE(frames[1], 0.25f);
        QCOMPARE(frames[2], -0.5f);
        QCOMPARE(frames[3], -0.5f);
    }
};

QTEST_MAIN(TestEntanglementSounds)
#include "tst_entanglementsounds.moc"

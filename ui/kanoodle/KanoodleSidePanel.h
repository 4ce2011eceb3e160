#pragma once

#include "ui/kanoodle/KanoodleMode.h"

#include <QWidget>

#include <cstdint>

class QComboBox;
class QLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace pw::ui {

class Midend;
class TickingLabel;

namespace kanoodle {

class KanoodleSearchPanel;
class SolutionBrowser;

// What the side panel says about the game on screen.
struct KanoodleGameInfo
{
    KanoodleMode mode = KanoodleMode::Flat;
    QString description; // "Level 20, seed 7", "Pyramid 37", a file's path
    QString gameId; // in full, in the tooltip
    int challenge = 0; // of a sliding series, from 1; 0 outside a series
    int challenges = 0;
    std::uint16_t pieceSet = 0; // the board's pieces
    std::uint16_t placed = 0; // the pieces on the board
};

// The column of controls beside the Kanoodle board, at a fixed width: the mode, what the game
// is, New/Hint/Solve/Count/Browse, the solution browser, the sliding series' Next, set-up, the
// pyramid's layer box and the Search box. It turns its buttons into signals and shows what the
// tab tells it; it knows nothing of the game.
class KanoodleSidePanel : public QWidget
{
    Q_OBJECT
public:
    // The solution browser lists its solutions in jobs on the tab's midend.
    explicit KanoodleSidePanel(Midend *midend, QWidget *parent = nullptr);

    SolutionBrowser *browser() const { return m_browser; }
    KanoodleSearchPanel *search() const { return m_search; }
    KanoodleMode mode() const;
    // "Pyramid", "Sliding challenge", "Flat board".
    static QString modeName(KanoodleMode mode);

    // Shows the mode of the game on screen; modeChosen is not emitted for it.
    void showMode(KanoodleMode mode);
    // What the game on screen is, in the info label.
    void showGameInfo(const KanoodleGameInfo &info);
    // Set-up's button state and text, Clear board and the set-up help.
    void showSettingUp(bool on);
    // The pyramid's layer box: only while a pyramid is shown in 3D.
    void showLayerControls(bool shown);
    // Place It: enabled while a hint's place is shown on the board.
    void showPlaceIt(bool enabled);
    // Next challenge: only on a solved challenge that has a next one.
    void showNextChallenge(bool shown);

signals:
    void newRequested();
    void hintRequested();
    // Place the piece whose place a hint shows.
    void placeHintRequested();
    void solveRequested();
    void countRequested();
    void browseRequested();
    void nextChallengeRequested();
    void setupToggled(bool on);
    void clearRequested();
    // Keep the puzzle on screen in the player's books.
    void addToBookRequested();
    // The player picked another mode in the box.
    void modeChosen(KanoodleMode mode);
    // The highest layer of the pyramid to show (0-5).
    void topLayerChanged(int layer);

private:
    // A button in the column that emits `clicked` as the panel's signal.
    void addButton(QLayout *column, const QString &text, const char *objectName,
                   const QString &toolTip, void (KanoodleSidePanel::*clicked)());
    void addModeBox(QLayout *column);
    void addSetupControls(QLayout *column);
    void addLayerControls(QLayout *column);
    void addClock(QLayout *column, Midend *midend);

    QComboBox *m_modeBox;
    QLabel *m_infoLabel;
    TickingLabel *m_clockLabel; // the midend's clock, one line of its own
    QPushButton *m_nextButton;
    QPushButton *m_placeItButton;
    QPushButton *m_setupButton;
    QPushButton *m_clearButton;
    QLabel *m_setupLabel;
    QLabel *m_layerLabel;
    QSpinBox *m_layerBox;
    SolutionBrowser *m_browser; // draws its solution in place of the position while open
    KanoodleSearchPanel *m_search;
};

} // namespace kanoodle
} // namespace pw::ui

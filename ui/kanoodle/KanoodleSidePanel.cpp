#include "ui/kanoodle/KanoodleSidePanel.h"

#include "core/kanoodle/KanoodleFile.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/PlayedTimeText.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SidePanel.h"
#include "ui/common/TickingLabel.h"
#include "ui/kanoodle/KanoodleSearchPanel.h"
#include "ui/kanoodle/SolutionBrowser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <bit>

namespace pw::ui::kanoodle {

KanoodleSidePanel::KanoodleSidePanel(Midend *midend, QWidget *parent)
    : QWidget(parent)
    , m_modeBox(new QComboBox(this))
    , m_infoLabel(new ScrollingRoomLabel(3, this))
    , m_clockLabel(new TickingLabel(this))
    , m_nextButton(new QPushButton(tr("Ne&xt challenge"), this))
    , m_setupButton(new QPushButton(tr("Set &up"), this))
    , m_clearButton(new QPushButton(tr("Clea&r board"), this))
    , m_setupLabel(new QLabel(this))
    , m_layerLabel(new QLabel(tr("Show &layers up to:"), this))
    , m_layerBox(new QSpinBox(this))
    , m_browser(new SolutionBrowser(midend, this))
    , m_search(new KanoodleSearchPanel(this))
{
    auto *column = new QVBoxLayout;
    addModeBox(column);
    m_infoLabel->setObjectName(QStringLiteral("kanoodleInfo"));
    column->addWidget(m_infoLabel);
    addClock(column, midend);
    // Mnemonics stay clear of the menu bar's (File, Edit, Solve, View, Help): a shared Alt+letter
    // would only move the focus instead of pressing the button.
    addButton(column, tr("&New..."), nullptr,
              tr("Start a new puzzle: a pyramid level, a number of given pieces on the flat "
                 "board, or a sliding challenge series"),
              &KanoodleSidePanel::newRequested);
    // Hint and Place It share a row: the panel must keep to the smallest window's height.
    auto *hintRow = new QHBoxLayout;
    addButton(hintRow, tr("H&int"), "kanoodleHint",
              tr("Show where one piece of the solution goes, for you to place"),
              &KanoodleSidePanel::hintRequested);
    m_placeItButton = new QPushButton(tr("&Place It"), this);
    m_placeItButton->setObjectName(QStringLiteral("kanoodlePlaceIt"));
    m_placeItButton->setToolTip(tr("Place the piece where the hint shows it"));
    m_placeItButton->setEnabled(false);
    connect(m_placeItButton, &QPushButton::clicked, this, &KanoodleSidePanel::placeHintRequested);
    hintRow->addWidget(m_placeItButton);
    column->addLayout(hintRow);
    addButton(column, tr("S&olve"), "kanoodleSolve",
              tr("Solve the puzzle and replay the search with the step player"),
              &KanoodleSidePanel::solveRequested);
    addButton(column, tr("&Count solutions"), "kanoodleCount",
              tr("Count every solution of the current position (all cores; Esc cancels)"),
              &KanoodleSidePanel::countRequested);
    addButton(column, tr("&Browse solutions..."), "kanoodleBrowse",
              tr("Show the solutions of the current position one by one, found in the "
                 "background as you browse"),
              &KanoodleSidePanel::browseRequested);
    column->addWidget(m_browser);
    m_nextButton->setObjectName(QStringLiteral("kanoodleNext"));
    m_nextButton->setToolTip(tr("The next challenge of the series: a wider region, one more "
                                "piece"));
    m_nextButton->hide();
    connect(m_nextButton, &QPushButton::clicked, this, &KanoodleSidePanel::nextChallengeRequested);
    column->addWidget(m_nextButton);
    addSetupControls(column);
    addLayerControls(column);
    column->addWidget(m_search);
    column->addStretch();

    // A count or a path that grows longer wraps in the fixed width: the board never moves.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(makeSidePanel(column, 30, this));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
}

void KanoodleSidePanel::addClock(QLayout *column, Midend *midend)
{
    // A line of its own that repaints alone at each tick (see TickingLabel). The midend runs the
    // clock (and holds it while the tab is hidden or the window minimised); this only shows it.
    m_clockLabel->setObjectName(QStringLiteral("kanoodleClock"));
    const auto show = [this, clock = midend->clock()] {
        m_clockLabel->setText(tr("Time: %1").arg(playedTimeText(clock->millis())));
    };
    connect(midend->clock(), &GameClock::ticked, m_clockLabel, show);
    show();
    column->addWidget(m_clockLabel);
}

void KanoodleSidePanel::addButton(QLayout *column, const QString &text, const char *objectName,
                                  const QString &toolTip, void (KanoodleSidePanel::*clicked)())
{
    auto *button = new QPushButton(text, this);
    if (objectName)
        button->setObjectName(QLatin1String(objectName));
    button->setToolTip(toolTip);
    connect(button, &QPushButton::clicked, this, clicked);
    column->addWidget(button);
}

void KanoodleSidePanel::addModeBox(QLayout *column)
{
    m_modeBox->setObjectName(QStringLiteral("kanoodleMode"));
    for (const KanoodleMode mode :
         {KanoodleMode::Flat, KanoodleMode::Sliding, KanoodleMode::Pyramid})
        m_modeBox->addItem(modeName(mode));
    m_modeBox->setToolTip(tr("Which Kanoodle puzzle to play"));
    connect(m_modeBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { emit modeChosen(static_cast<KanoodleMode>(index)); });
    auto *label = new QLabel(tr("&Mode:"), this);
    label->setBuddy(m_modeBox);
    column->addWidget(label);
    column->addWidget(m_modeBox);
}

void KanoodleSidePanel::addSetupControls(QLayout *column)
{
    m_setupButton->setObjectName(QStringLiteral("kanoodleSetup"));
    m_setupButton->setCheckable(true);
    m_setupButton->setToolTip(tr("Enter a puzzle from the book: place the pieces it gives, then "
                                 "leave set-up to play it"));
    connect(m_setupButton, &QPushButton::clicked, this, &KanoodleSidePanel::setupToggled);
    m_clearButton->setObjectName(QStringLiteral("kanoodleClear"));
    m_clearButton->setToolTip(tr("Take every piece off the board"));
    m_clearButton->hide();
    connect(m_clearButton, &QPushButton::clicked, this, &KanoodleSidePanel::clearRequested);
    m_setupLabel->setObjectName(QStringLiteral("kanoodleSetupHelp"));
    m_setupLabel->setWordWrap(true); // a fixed help text, shown only while setting up
    m_setupLabel->setText(tr("Setting up: choose a piece, then click the balls it covers. After "
                             "each click only the ways through every ball clicked are left; the "
                             "piece goes down when one is left (Tab cycles them). Click a placed "
                             "piece to lift it and click where it goes (or drag it); Delete or "
                             "the right-click menu takes it off."));
    m_setupLabel->hide();
    column->addWidget(m_setupButton);
    column->addWidget(m_clearButton);
    column->addWidget(m_setupLabel);
    addButton(column, tr("Add to My Boo&ks..."), "kanoodleAddToBook",
              tr("Keep this puzzle in your books under a book's name and number; New ▸ "
                 "Catalog ▸ My books lists them"),
              &KanoodleSidePanel::addToBookRequested);
}

void KanoodleSidePanel::addLayerControls(QLayout *column)
{
    m_layerBox->setRange(1, 6);
    m_layerBox->setValue(6);
    m_layerBox->setObjectName(QStringLiteral("kanoodleLayers"));
    m_layerBox->setToolTip(tr("Hide the pyramid's layers above this one to see inside"));
    m_layerLabel->setBuddy(m_layerBox);
    connect(m_layerBox, &QSpinBox::valueChanged, this,
            [this](int value) { emit topLayerChanged(value - 1); });
    column->addWidget(m_layerLabel);
    column->addWidget(m_layerBox);
}

KanoodleMode KanoodleSidePanel::mode() const
{
    return static_cast<KanoodleMode>(m_modeBox->currentIndex());
}

void KanoodleSidePanel::showMode(KanoodleMode mode)
{
    const QSignalBlocker quiet(m_modeBox);
    m_modeBox->setCurrentIndex(static_cast<int>(mode));
}

QString KanoodleSidePanel::modeName(KanoodleMode mode)
{
    switch (mode) {
    case KanoodleMode::Pyramid:
        return tr("Pyramid");
    case KanoodleMode::Sliding:
        return tr("Sliding challenge");
    case KanoodleMode::Flat:
        break;
    }
    return tr("Flat board");
}

void KanoodleSidePanel::showGameInfo(const KanoodleGameInfo &game)
{
    QString info = QStringLiteral("<b>%1</b><br>%2<br>")
                       .arg(modeName(game.mode), game.description.toHtmlEscaped());
    if (game.challenge > 0)
        info += tr("Challenge %1 of %2: pieces %3<br>")
                    .arg(game.challenge)
                    .arg(game.challenges)
                    .arg(pw::kanoodle::pieceSetLetters(game.pieceSet));
    info += tr("%1 of %2 pieces placed")
                .arg(std::popcount(static_cast<unsigned>(game.placed)))
                .arg(std::popcount(static_cast<unsigned>(game.pieceSet)));
    m_infoLabel->setText(info);
    m_infoLabel->setToolTip(game.gameId.isEmpty() ? QString() : tr("Game ID: %1").arg(game.gameId));
}

void KanoodleSidePanel::showSettingUp(bool on)
{
    m_setupButton->setChecked(on);
    m_setupButton->setText(on ? tr("Done setting &up") : tr("Set &up"));
    m_clearButton->setVisible(on);
    m_setupLabel->setVisible(on);
}

void KanoodleSidePanel::showLayerControls(bool shown)
{
    m_layerLabel->setVisible(shown);
    m_layerBox->setVisible(shown);
}

void KanoodleSidePanel::showPlaceIt(bool enabled)
{
    m_placeItButton->setEnabled(enabled);
}

void KanoodleSidePanel::showNextChallenge(bool shown)
{
    m_nextButton->setVisible(shown);
}

} // namespace pw::ui::kanoodle

#include "ui/kanoodle/KanoodleTab.h"

#include "core/common/PuzzleFile.h"
#include "core/kanoodle/ParallelCounter.h"
#include "core/kanoodle/PiecesToTakeOff.h"
#include "core/kanoodle/Solver.h"
#include "ui/common/Midend.h"
#include "ui/common/SidePanel.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/SolverStatusWidget.h"
#include "ui/common/StepPlayer.h"
#include "ui/common/StepRecording.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/Qt3DPyramidScene.h"
#include "ui/kanoodle/SetPositionCommand.h"
#include "ui/kanoodle/SolutionBrowser.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <bit>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {

// Replays longer than this show their first steps only, so scrubbing stays smooth.

// What the jobs hand back to the UI thread.
struct SolveOutcome
{
    std::optional<Position> solution;
    std::int64_t nodes = 0;
    std::int64_t backtracks = 0;
};
struct HintOutcome
{
    Hint hint;
    TakeOff takeOff; // for a dead end: the player's pieces to take off
};
struct SolutionCount
{
    std::int64_t solutions = 0;
    std::int64_t nodes = 0;
};

QString pieceName(int piece)
{
    return pieceDisplayName(piece); // "E (Red)", the colour translated
}

// What Hint says on a position without a solution: the pieces to take off, by colour.
QString deadPositionHint(int blockedPiece, const TakeOff &takeOff)
{
    if (takeOff.kind == TakeOff::Kind::Impossible)
        return KanoodleTab::tr("No solution: the given pieces cannot be completed");
    if (takeOff.kind != TakeOff::Kind::Pieces) {
        return blockedPiece >= 0 ? KanoodleTab::tr("No solution from here: %1 has nowhere to go")
                                       .arg(pieceName(blockedPiece))
                                 : KanoodleTab::tr("No solution from here: take some pieces off");
    }
    QStringList colours;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((takeOff.pieces >> piece) & 1U)
            colours << pieceColourName(piece);
    }
    const QString list = QLocale().createSeparatedList(colours); // "Red and Blue"
    if (blockedPiece >= 0)
        return KanoodleTab::tr("No solution from here: %1 has nowhere to go; take off %2.")
            .arg(pieceColourName(blockedPiece), list);
    return KanoodleTab::tr("No solution from here: take off %1.").arg(list);
}

} // namespace

KanoodleTab::KanoodleTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_undo(midend()->history())
    , m_player(new StepPlayer(this))
    , m_recording(new StepRecording(solverRunner(), m_player, this))
    , m_view(new KanoodleBoardView(this))
    , m_modeBox(new QComboBox(this))
    , m_infoLabel(new QLabel(this))
    , m_searchLabel(new QLabel(this))
    , m_nextButton(new QPushButton(tr("Ne&xt challenge"), this))
    , m_setupButton(new QPushButton(tr("Set &up"), this))
    , m_clearButton(new QPushButton(tr("Clea&r board"), this))
    , m_setupLabel(new QLabel(this))
    , m_layerBox(new QSpinBox(this))
    , m_layerLabel(new QLabel(tr("Show &layers up to:"), this))
    , m_browser(new SolutionBrowser(midend(), this))
{
    // Qt3D needs OpenGL: the offscreen platform (headless UI tests) has none, so there the
    // pyramid is played in the layered view alone. PW_NO_3D=1 does the same anywhere.
    if (QGuiApplication::platformName() != QLatin1String("offscreen")
        && qEnvironmentVariableIsEmpty("PW_NO_3D")) {
        auto *scene = new Qt3DPyramidScene(this);
        m_scene = scene;
        scene->widget()->setObjectName(QStringLiteral("kanoodle3d"));
        scene->widget()->setAccessibleName(tr("Pyramid, three-dimensional view"));
        scene->widget()->setToolTip(
            tr("Drag with the right button to turn the pyramid, with the left to move it; the "
               "wheel zooms and Home resets the view. Click a ball to place the chosen piece over "
               "it; Tab cycles through the ways it fits"));
        m_scene->onBallClicked = [this](int cell) { m_view->activateBall(cell); };
        m_scene->onKey = [this](int key, Qt::KeyboardModifiers modifiers) {
            QKeyEvent event(QEvent::KeyPress, key, modifiers);
            QCoreApplication::sendEvent(m_view, &event);
        };
        connect(m_view, &KanoodleBoardView::previewChanged, this, [this](int placement) {
            if (m_position && m_position->board().kind() == BoardKind::Pyramid) {
                m_scene->setPreview(placement);
                m_scene->setCandidates(m_view->offeredPlacements());
            }
        });
    }
    m_layerBox->setRange(1, 6);
    m_layerBox->setValue(6);
    m_layerBox->setObjectName(QStringLiteral("kanoodleLayers"));
    connect(m_layerBox, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_scene)
            m_scene->setTopLayer(value - 1);
    });
    setObjectName(QStringLiteral("kanoodleTab"));
    m_view->setObjectName(QStringLiteral("kanoodleBoard"));
    m_modeBox->setObjectName(QStringLiteral("kanoodleMode"));
    m_nextButton->setObjectName(QStringLiteral("kanoodleNext"));
    m_searchLabel->setObjectName(QStringLiteral("kanoodleSearch"));
    m_infoLabel->setObjectName(QStringLiteral("kanoodleInfo"));
    m_infoLabel->setWordWrap(true);
    m_searchLabel->setWordWrap(true);
    m_modeBox->addItem(tr("Flat board"));
    m_modeBox->addItem(tr("Sliding challenge"));
    m_modeBox->addItem(tr("Pyramid"));

    auto *newButton = new QPushButton(tr("&New..."), this);
    // Mnemonics stay clear of the menu bar's (File, Edit, Solve, View, Help): a shared Alt+letter
    // would only move the focus instead of pressing the button.
    auto *hintButton = new QPushButton(tr("H&int"), this);
    auto *solveButton = new QPushButton(tr("S&olve"), this);
    auto *countButton = new QPushButton(tr("&Count solutions"), this);
    auto *browseButton = new QPushButton(tr("&Browse solutions..."), this);
    browseButton->setObjectName(QStringLiteral("kanoodleBrowse"));
    browseButton->setToolTip(tr("Show the solutions of the current position one by one, found "
                                "in the background as you browse"));
    hintButton->setObjectName(QStringLiteral("kanoodleHint"));
    solveButton->setObjectName(QStringLiteral("kanoodleSolve"));
    countButton->setObjectName(QStringLiteral("kanoodleCount"));
    m_nextButton->hide();
    m_setupButton->setObjectName(QStringLiteral("kanoodleSetup"));
    m_setupButton->setCheckable(true);
    m_setupButton->setToolTip(tr("Enter a puzzle from the book: place the pieces it gives, then "
                                 "leave set-up to play it"));
    m_clearButton->setObjectName(QStringLiteral("kanoodleClear"));
    m_clearButton->setToolTip(tr("Take every piece off the board"));
    m_clearButton->hide();
    m_setupLabel->setObjectName(QStringLiteral("kanoodleSetupHelp"));
    m_setupLabel->setWordWrap(true);
    m_setupLabel->setText(tr("Setting up: choose a piece, then click the balls it covers. After "
                             "each click only the ways through every ball clicked are left; the "
                             "piece goes down when one is left (Tab cycles them). Click a piece "
                             "to take it off."));
    m_setupLabel->hide();
    newButton->setToolTip(tr("Start a new puzzle: a pyramid level, a number of given pieces on the "
                             "flat board, or a sliding challenge series"));
    hintButton->setToolTip(tr("Place one piece of the solution"));
    solveButton->setToolTip(tr("Solve the puzzle and replay the search with the step player"));
    countButton->setToolTip(
        tr("Count every solution of the current position (all cores; Esc cancels)"));
    m_nextButton->setToolTip(tr("The next challenge of the series: a wider region, one more "
                                "piece"));
    m_modeBox->setToolTip(tr("Which Kanoodle puzzle to play"));
    m_layerBox->setToolTip(tr("Hide the pyramid's layers above this one to see inside"));
    m_layerLabel->setBuddy(m_layerBox);
    m_view->setAccessibleName(tr("Kanoodle board"));
    m_view->setToolTip(
        tr("Drag a piece from the tray onto the board (wheel or R turns it, F mirrors it); or "
           "Shift+letter picks a piece, arrows and Page Up/Down move the cursor, Tab cycles the "
           "fits, Enter places, Delete takes a piece off"));
    connect(newButton, &QPushButton::clicked, this, &KanoodleTab::newGame);
    connect(hintButton, &QPushButton::clicked, this, &KanoodleTab::hint);
    connect(solveButton, &QPushButton::clicked, this, &KanoodleTab::solve);
    connect(countButton, &QPushButton::clicked, this, &KanoodleTab::countSolutions);
    connect(browseButton, &QPushButton::clicked, this, [this] {
        if (m_position)
            m_browser->open(*m_position);
    });
    connect(m_browser, &SolutionBrowser::shownChanged, this, [this] {
        if (m_position)
            showPosition();
    });
    connect(m_browser, &SolutionBrowser::closeRequested, m_browser, &SolutionBrowser::close);
    connect(m_nextButton, &QPushButton::clicked, this, &KanoodleTab::nextChallenge);
    connect(m_setupButton, &QPushButton::clicked, this, &KanoodleTab::setSettingUp);
    connect(m_clearButton, &QPushButton::clicked, this, [this] {
        if (m_position)
            request(Position(m_position->boardPtr()), tr("Clear the board"));
    });
    connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncingCombo)
            return;
        // A mode switch replaces the game: the same question as New or Open first.
        if (!mayReplaceGame()) {
            const QSignalBlocker quiet(m_modeBox);
            m_modeBox->setCurrentIndex(static_cast<int>(modeOf(m_position->board().kind())));
            return;
        }
        const Mode mode = static_cast<Mode>(index);
        generate(mode, mode == Mode::Pyramid ? 20 : (mode == Mode::Flat ? 5 : 9), m_seed);
    });

    auto *side = new QVBoxLayout;
    auto *modeLabel = new QLabel(tr("&Mode:"), this);
    modeLabel->setBuddy(m_modeBox);
    side->addWidget(modeLabel);
    side->addWidget(m_modeBox);
    side->addWidget(m_infoLabel);
    side->addWidget(newButton);
    side->addWidget(hintButton);
    side->addWidget(solveButton);
    side->addWidget(countButton);
    side->addWidget(browseButton);
    side->addWidget(m_browser);
    side->addWidget(m_nextButton);
    side->addWidget(m_setupButton);
    side->addWidget(m_clearButton);
    side->addWidget(m_setupLabel);
    side->addWidget(m_layerLabel);
    side->addWidget(m_layerBox);
    auto *searchBox = new QGroupBox(tr("Search"), this);
    auto *searchLayout = new QVBoxLayout(searchBox);
    searchLayout->addWidget(m_searchLabel);
    side->addWidget(searchBox);
    side->addStretch();

    auto *top = new QHBoxLayout;
    if (m_scene)
        top->addWidget(m_scene->widget(), 1);
    top->addWidget(m_view, 1);
    top->addWidget(makeSidePanel(side, 30, this));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_player);

    connect(m_view, &KanoodleBoardView::placeRequested, this, [this](int placement) {
        Position after = *m_position;
        if (!after.canPlace(placement))
            return;
        after.place(placement);
        const int piece = after.board().placements()[static_cast<std::size_t>(placement)].piece;
        request(after, tr("Place %1").arg(pieceName(piece)));
    });
    connect(m_view, &KanoodleBoardView::removeRequested, this, [this](int piece) {
        if (!m_position->isPlaced(piece) || ((givenPieces() >> piece) & 1U))
            return;
        Position after = *m_position;
        after.remove(piece);
        request(after, tr("Take off %1").arg(pieceName(piece)));
    });
    connect(m_view, &KanoodleBoardView::moveRequested, this, [this](int piece, int placement) {
        Position after = *m_position;
        after.remove(piece);
        if (!after.canPlace(placement))
            return;
        after.place(placement);
        request(after, tr("Move %1").arg(pieceName(piece)));
    });
    connect(m_view, &KanoodleBoardView::refused, this, &KanoodleTab::statusMessage);
    // A cancelled search's steps are let go: cancel frees their memory.
    connect(midend(), &Midend::jobCancelled, this, [this] {
        if (m_position)
            clearReplay();
    });
    // Results describe the position they were computed for: a count, a replay.
    connect(midend(), &Midend::positionMoved, this, [this] {
        if (m_keepReplay)
            return;
        m_browser->close(); // its solutions are those of the old position
        clearReplay();
        m_searchLabel->clear();
    });

    m_player->setSeekHandler([this](int to) { seekReplay(to); });
    connect(m_recording, &StepRecording::appended, this, [this](int first, int count) {
        const auto &steps = m_recording->steps();
        for (int i = first; i < first + count; ++i)
            m_removalsBefore.push_back(
                m_removalsBefore.back()
                + (steps[static_cast<std::size_t>(i)].kind == common::StepEvent::Kind::Remove));
    });
    connect(solverRunner(), &SolverRunner::progressed, this,
            [this](const common::Progress &progress) {
                QStringList parts;
                const QLocale locale;
                for (const common::Counter &counter : progress.counters) {
                    const QString name = SolverStatusWidget::counterLabel(counter.name);
                    parts << QStringLiteral("%1: %2").arg(
                        name, locale.toString(static_cast<qlonglong>(counter.value)));
                }
                if (progress.fraction >= 0)
                    parts << tr("about %1 % done").arg(int(progress.fraction * 100));
                m_searchLabel->setText(parts.join(QLatin1Char('\n')));
            });

    // A different puzzle at every start: the first New must not repeat the one on screen.
    generate(Mode::Flat, 5, QRandomGenerator::global()->bounded(1U, 1000000U));
}

QString KanoodleTab::puzzleKind() const
{
    return QString::fromLatin1(common::envelope::kanoodle);
}

QString KanoodleTab::displayName() const
{
    return tr("Kanoodle");
}

QWidget *KanoodleTab::boardWidget() const
{
    return m_view;
}

QString KanoodleTab::firstTip() const
{
    return tr("Tip: drag a piece from the tray onto the board (R turns it, F mirrors it) until the "
              "board is full. F1 shows the rules.");
}

StatisticsCategory KanoodleTab::statisticsCategory() const
{
    if (!m_game)
        return {};
    const int given = std::popcount(static_cast<unsigned>(givenPieces()));
    const char *board = m_position->board().kind() == BoardKind::Pyramid ? "pyramid"
        : m_position->board().kind() == BoardKind::Sliding               ? "sliding"
                                                                         : "flat";
    return {QStringLiteral("%1 %2").arg(QLatin1String(board)).arg(given),
            tr("%1, %n piece(s) given", nullptr, given).arg(modeName())};
}

bool KanoodleTab::isFinished() const
{
    return m_position && m_position->isComplete();
}

StepPlayer *KanoodleTab::stepPlayer() const
{
    return m_player;
}

QStringList KanoodleTab::fileFilters() const
{
    return {tr("Kanoodle puzzles (*.json)")};
}

std::uint16_t KanoodleTab::givenPieces() const
{
    // While setting up, the givens are being entered: every piece can be taken off.
    return m_game && !m_settingUp ? m_game->puzzle.placedPieces() : 0;
}

void KanoodleTab::startEmptyGame(Mode mode)
{
    KanoodleGame game {Position(mode == Mode::Pyramid ? Board::pyramid() : Board::flat()), {}, {}};
    m_series.clear();
    m_seriesIndex = -1;
    m_description = tr("An empty board to set up");
    startGame(game);
    setSettingUp(true);
}

void KanoodleTab::setSettingUp(bool on)
{
    if (!m_position || on == m_settingUp) {
        m_setupButton->setChecked(m_settingUp);
        return;
    }
    if (!on) {
        // The pieces on the board become the puzzle: a new game, given exactly those.
        const KanoodleGame game {*m_position, {}, {}};
        const int given = std::popcount(static_cast<unsigned>(m_position->placedPieces()));
        m_series.clear();
        m_seriesIndex = -1;
        m_description = tr("Set up by hand: %n piece(s) given", nullptr, given);
        startGame(game); // leaves set-up
        emit statusMessage(tr("The puzzle is set: Hint, Solve and Count keep its %n given "
                              "piece(s).",
                              nullptr, given));
        return;
    }
    m_settingUp = true;
    m_setupButton->setChecked(true);
    m_setupButton->setText(tr("Done setting &up"));
    m_clearButton->show();
    m_setupLabel->show();
    m_view->setPlacesLastCandidate(true);
    showPosition();
    emit statusMessage(tr("Set-up: place the pieces the puzzle gives."));
}

QString KanoodleTab::modeName() const
{
    if (!m_position)
        return {};
    switch (m_position->board().kind()) {
    case BoardKind::Pyramid:
        return tr("Pyramid");
    case BoardKind::Sliding:
        return tr("Sliding challenge");
    case BoardKind::Flat:
        break;
    }
    return tr("Flat board");
}

KanoodleTab::Mode KanoodleTab::modeOf(BoardKind kind)
{
    return kind == BoardKind::Pyramid ? Mode::Pyramid
        : kind == BoardKind::Sliding  ? Mode::Sliding
                                      : Mode::Flat;
}

void KanoodleTab::startGame(const KanoodleGame &game, const QString &path)
{
    m_settingUp = false;
    m_setupButton->setChecked(false);
    m_setupButton->setText(tr("Set &up"));
    m_clearButton->hide();
    m_setupLabel->hide();
    m_view->setPlacesLastCandidate(false);
    m_game = game;
    m_position = game.current ? *game.current : game.puzzle;
    midend()->startDocument(path); // cancels the old game's job, clears its results
    m_syncingCombo = true;
    m_modeBox->setCurrentIndex(static_cast<int>(modeOf(game.puzzle.board().kind())));
    m_syncingCombo = false;
    if (game.puzzle.board().kind() != BoardKind::Sliding) {
        m_series.clear();
        m_seriesIndex = -1;
    }
    showPosition();
}

void KanoodleTab::generate(Mode mode, int parameter, std::uint64_t seed)
{
    m_seed = seed;
    if (mode == Mode::Sliding) {
        generateSeries(parameter, seed);
        return;
    }
    // A game opened or started while this one is generated wins over it: starting a game
    // cancels the job.
    midend()->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [mode, parameter, seed](common::SolverSink &sink) {
            const BoardPtr board = mode == Mode::Pyramid ? Board::pyramid() : Board::flat();
            const int target = mode == Mode::Pyramid ? givenPiecesForLevel(parameter) : parameter;
            return generatePuzzle(board, target, seed, sink);
        },
        [this, mode, parameter, seed](const std::optional<GeneratedPuzzle> &puzzle) {
            if (!puzzle)
                return;
            m_description = mode == Mode::Pyramid
                ? tr("Level %1, seed %2").arg(parameter).arg(seed)
                : tr("%1 pieces given, seed %2").arg(puzzle->given).arg(seed);
            startGame(KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt});
            KanoodleRecipe recipe;
            recipe.kind = mode == Mode::Pyramid ? KanoodleRecipe::Kind::Pyramid
                                                : KanoodleRecipe::Kind::Flat;
            recipe.level = parameter;
            recipe.given = parameter;
            recipe.seed = seed;
            rememberRecipe(recipe);
        });
}

void KanoodleTab::generateSeries(int finalPieces, std::uint64_t seed)
{
    midend()->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [finalPieces, seed](common::SolverSink &sink) {
            return generateSlidingSeries(finalPieces, seed, sink);
        },
        [this, finalPieces, seed](const std::optional<std::vector<SlidingStep>> &series) {
            if (!series)
                return;
            m_series = *series;
            m_seriesIndex = 0;
            m_description = tr("Challenge series, seed %1").arg(seed);
            const SlidingStep &step = m_series.front();
            startGame(KanoodleGame {step.puzzle.puzzle, step.puzzle.solution, std::nullopt});
            KanoodleRecipe recipe;
            recipe.kind = KanoodleRecipe::Kind::SlidingSeries;
            recipe.finalPieces = finalPieces;
            recipe.seed = seed;
            rememberRecipe(recipe);
        });
}

void KanoodleTab::newGame()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("New Kanoodle puzzle"));
    auto *form = new QFormLayout(&dialog);
    auto *mode = new QComboBox(&dialog);
    mode->addItems({tr("Flat board"), tr("Sliding challenge"), tr("Pyramid")});
    mode->setCurrentIndex(m_modeBox->currentIndex());
    auto *level = new QSpinBox(&dialog);
    level->setRange(1, 100);
    level->setValue(20);
    auto *given = new QSpinBox(&dialog);
    given->setRange(0, 11);
    given->setValue(5);
    auto *series = new QSpinBox(&dialog);
    series->setRange(minSlidingPieces, maxSlidingPieces);
    series->setValue(maxSlidingPieces);
    auto *seed = new QSpinBox(&dialog);
    seed->setRange(0, 999999999);
    seed->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1000000000))); // fresh
    form->addRow(tr("Mode:"), mode);
    form->addRow(tr("Pyramid level (1-100):"), level);
    form->addRow(tr("Flat: pieces given:"), given);
    form->addRow(tr("Sliding: series up to pieces:"), series);
    form->addRow(tr("Seed:"), seed);
    auto *empty = new QCheckBox(tr("&Empty board: set up a puzzle from the book"), &dialog);
    empty->setObjectName(QStringLiteral("kanoodleNewEmpty"));
    form->addRow(empty);
    const auto sync = [=] {
        const bool canBeEmpty = mode->currentIndex() != static_cast<int>(Mode::Sliding);
        empty->setEnabled(canBeEmpty);
        for (QWidget *field : {static_cast<QWidget *>(level), static_cast<QWidget *>(given),
                               static_cast<QWidget *>(series), static_cast<QWidget *>(seed)})
            field->setEnabled(!(canBeEmpty && empty->isChecked()));
    };
    connect(mode, &QComboBox::currentIndexChanged, &dialog, sync);
    connect(empty, &QCheckBox::toggled, &dialog, sync);
    sync();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Mode chosen = static_cast<Mode>(mode->currentIndex());
    if (empty->isEnabled() && empty->isChecked()) {
        startEmptyGame(chosen);
        return;
    }
    const int parameter = chosen == Mode::Pyramid ? level->value()
        : chosen == Mode::Flat                    ? given->value()
                                                  : series->value();
    generate(chosen, parameter, static_cast<std::uint64_t>(seed->value()));
}

common::Status KanoodleTab::checkFile(const QString &path) const
{
    return readKanoodleFile(path).status();
}

common::Status KanoodleTab::openFile(const QString &path)
{
    const common::Expected<KanoodleGame> game = readKanoodleFile(path);
    if (!game)
        return game.error();
    m_description = path;
    m_series.clear();
    m_seriesIndex = -1;
    startGame(*game, path);
    return std::nullopt;
}

common::Status KanoodleTab::saveFile(const QString &path)
{
    if (!m_game)
        return common::Error {path, {}, tr("there is no game to save")};
    KanoodleGame game = *m_game;
    game.current = *m_position;
    return writeKanoodleFile(path, game);
}

QByteArray KanoodleTab::snapshot() const
{
    if (!m_game)
        return {};
    // The game as a file would hold it, plus what the screen had beyond it: the position the
    // history starts from and the history.
    KanoodleGame game = *m_game;
    game.current = *m_position;
    QJsonObject object = kanoodleGameToJson(game);
    object.insert(QStringLiteral("historyStart"),
                  m_game->current.value_or(m_game->puzzle).toString());
    object.insert(QStringLiteral("history"), midend()->historyToJson());
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

common::Status KanoodleTab::restoreSnapshot(const QByteArray &data)
{
    const QString source = tr("autosave");
    const common::Expected<QJsonObject> object = common::parseEnvelope(data, source, puzzleKind());
    if (!object)
        return object.error();
    const common::Expected<KanoodleGame> game = kanoodleGameFromJson(*object, source);
    if (!game)
        return game.error();
    // From the start of the history, its steps made again; failing that, the position alone.
    KanoodleGame historyStart = *game;
    const auto start = Position::parse(
        game->puzzle.boardPtr(), object->value(QStringLiteral("historyStart")).toString(), source);
    historyStart.current = start ? *start : game->current.value_or(game->puzzle);
    startGame(historyStart);
    const bool rebuilt = midend()->restoreHistory(
        object->value(QStringLiteral("history")).toObject(),
        [this, &source](const QJsonValue &step) -> RecordedStep * {
            const auto after = Position::parse(m_position->boardPtr(), step.toString(), source);
            return after ? new SetPositionCommand(this, *m_position, *after, {}) : nullptr;
        });
    if (!rebuilt)
        startGame(*game);
    return std::nullopt;
}

void KanoodleTab::request(const Position &after, const QString &text)
{
    if (after == *m_position)
        return;
    m_undo->push(new SetPositionCommand(this, *m_position, after, text));
}

void KanoodleTab::applyPosition(const Position &position)
{
    m_position = position;
    showPosition();
}

GameResult KanoodleTab::finishedResult() const
{
    GameResult result;
    result.moves = m_undo->index(); // the history holds the moves, the winning one included
    return result;
}

void KanoodleTab::gameFinished(const GameResult &, int)
{
    emit statusMessage(tr("Solved!"));
}

void KanoodleTab::showPosition()
{
    // A browsed solution is drawn in place of the position, like a step of a replay.
    const std::optional<Position> &browsed = m_browser->shown();
    const bool replaying = !browsed && m_replay && m_player->position() < m_player->stepCount();
    const Position &shown = browsed ? *browsed : (replaying ? m_replay->position() : *m_position);
    m_view->setPosition(shown, givenPieces());
    m_view->setInteractive(!replaying && !browsed);
    if (!replaying)
        m_view->setHighlightedPiece(-1);
    const bool pyramid = m_position->board().kind() == BoardKind::Pyramid;
    m_layerBox->setVisible(pyramid && m_scene);
    m_layerLabel->setVisible(pyramid && m_scene);
    if (m_scene) {
        m_scene->widget()->setVisible(pyramid);
        if (pyramid) {
            m_scene->showState(shown, givenPieces());
            if (!replaying)
                m_scene->setHighlightedPiece(-1);
        }
    }
    const bool solved = !replaying && !browsed && m_position->isComplete();
    m_view->setBanner(solved ? tr("Solved!") : QString());
    m_nextButton->setVisible(solved && m_seriesIndex >= 0
                             && m_seriesIndex + 1 < static_cast<int>(m_series.size()));
    updateLabels();
}

void KanoodleTab::updateLabels()
{
    if (!m_position)
        return;
    const int placed = std::popcount(static_cast<unsigned>(m_position->placedPieces()));
    const int total = std::popcount(static_cast<unsigned>(m_position->board().pieceSet()));
    // While setting up, the board is on its way to a new puzzle: the old one's name would mislead
    // (after Clear board, "Level 20" over an empty pyramid).
    const QString description = m_settingUp ? tr("Setting up a puzzle") : m_description;
    QString info
        = QStringLiteral("<b>%1</b><br>%2<br>").arg(modeName(), description.toHtmlEscaped());
    if (m_seriesIndex >= 0)
        info += tr("Challenge %1 of %2: pieces %3<br>")
                    .arg(m_seriesIndex + 1)
                    .arg(m_series.size())
                    .arg(pieceSetLetters(m_position->board().pieceSet()));
    info += tr("%1 of %2 pieces placed").arg(placed).arg(total);
    m_infoLabel->setText(info);
}

void KanoodleTab::clearReplay()
{
    m_replay.reset();
    m_recording->clear();
    m_removalsBefore.assign(1, 0);
    if (m_position)
        showPosition();
}

void KanoodleTab::seekReplay(int to)
{
    if (!m_replay)
        return;
    const std::vector<common::StepEvent> &steps = m_recording->steps();
    m_replay->seek(steps, to);
    showPosition();
    const int tried = to > 0 ? steps[static_cast<std::size_t>(to - 1)].subject : -1;
    m_view->setHighlightedPiece(tried);
    if (m_scene && m_position->board().kind() == BoardKind::Pyramid)
        m_scene->setHighlightedPiece(tried);
    QString text = tr("Step %1 of %2\nBacktracks: %3\nDepth: %4")
                       .arg(to)
                       .arg(steps.size())
                       .arg(m_removalsBefore[static_cast<std::size_t>(to)])
                       .arg(m_replay->depth());
    if (to > 0) {
        const common::StepEvent &step = steps[static_cast<std::size_t>(to - 1)];
        text += QLatin1Char('\n')
            + (step.kind == common::StepEvent::Kind::Place
                   ? tr("Trying %1").arg(pieceName(step.subject))
                   : tr("Taking back %1").arg(pieceName(step.subject)));
    }
    if (m_recording->isTruncated())
        text += QLatin1Char('\n') + tr("(the replay holds the first %L1 steps)").arg(steps.size());
    m_searchLabel->setText(text);
}

void KanoodleTab::solve()
{
    if (!m_position)
        return;
    clearReplay();
    const Position start = *m_position;
    m_replay.emplace(start);
    m_recording->start();
    midend()->run(
        {.title = tr("Solving"), .wantsSteps = true, .assists = true},
        [start](common::SolverSink &sink) {
            Solver solver(start);
            const std::optional<Position> solution = solver.next(sink);
            return SolveOutcome {solution, solver.nodes(), solver.backtracks()};
        },
        [this, start](const SolveOutcome &outcome) {
            if (!outcome.solution) {
                const int blocked = pieceThatCannotFit(start);
                emit statusMessage(
                    blocked >= 0 ? tr("No solution: %1 has nowhere to go").arg(pieceName(blocked))
                                 : tr("No solution from this position"));
                return;
            }
            m_keepReplay = true;
            m_undo->push(new SetPositionCommand(this, start, *outcome.solution, tr("Solve")));
            m_keepReplay = false;
            emit statusMessage(
                tr("Solved in %1 nodes and %2 backtracks; replay the search with the player")
                    .arg(outcome.nodes)
                    .arg(outcome.backtracks));
            m_player->seek(m_player->stepCount());
        });
}

void KanoodleTab::hint()
{
    if (!m_position)
        return;
    const Position start = *m_position;
    const std::uint16_t given = givenPieces();
    midend()->run(
        {.title = tr("Finding a hint"), .assists = true},
        [start, given](common::SolverSink &sink) {
            HintOutcome outcome {pw::kanoodle::hint(start, sink), {}};
            // A dead end: which of the player's pieces to take off to get out of it.
            if (outcome.hint.kind == Hint::Kind::NoSolution)
                outcome.takeOff = piecesToTakeOff(start, given, sink);
            return outcome;
        },
        [this, start](const HintOutcome &outcome) {
            const Hint &h = outcome.hint;
            switch (h.kind) {
            case Hint::Kind::Solved:
                emit statusMessage(tr("The puzzle is already solved"));
                return;
            case Hint::Kind::Cancelled:
                return;
            case Hint::Kind::NoSolution:
                emit statusMessage(deadPositionHint(h.blockedPiece, outcome.takeOff));
                return;
            case Hint::Kind::Place: {
                Position after = start;
                after.place(h.placement);
                const int piece
                    = start.board().placements()[static_cast<std::size_t>(h.placement)].piece;
                request(after, tr("Hint: %1").arg(pieceName(piece)));
                emit statusMessage(h.unique
                                       ? tr("Hint: %1 placed").arg(pieceName(piece))
                                       : tr("Hint: %1 placed (this position has several solutions)")
                                             .arg(pieceName(piece)));
                return;
            }
            }
        });
}

void KanoodleTab::countSolutions()
{
    if (!m_position)
        return;
    const Position start = *m_position;
    midend()->run(
        {.title = tr("Counting solutions")},
        [start](common::SolverSink &sink) -> std::optional<SolutionCount> {
            // Every core: an empty board with its symmetries, a puzzle by splitting its tree.
            if (start.placedPieces() == 0) {
                const ParallelCountResult result = countInParallel(start, sink);
                if (!result.complete)
                    return std::nullopt;
                return SolutionCount {result.solutions, result.nodes};
            }
            const CountResult result = countOnAllCores(start, sink);
            if (!result.complete)
                return std::nullopt;
            return SolutionCount {result.solutions, result.nodes};
        },
        [this, start](const std::optional<SolutionCount> &count) {
            if (!count)
                return;
            m_browser->setKnownTotal(start, count->solutions); // "solution 3 of 107"
            const QLocale locale;
            const QString text
                = tr("Solutions from this position: %1")
                      .arg(locale.toString(static_cast<qlonglong>(count->solutions)));
            m_searchLabel->setText(
                text + QLatin1Char('\n')
                + tr("Nodes: %1").arg(locale.toString(static_cast<qlonglong>(count->nodes))));
            emit statusMessage(text);
        });
}

void KanoodleTab::nextChallenge()
{
    if (m_seriesIndex < 0 || m_seriesIndex + 1 >= static_cast<int>(m_series.size()))
        return;
    ++m_seriesIndex;
    const SlidingStep &step = m_series[static_cast<std::size_t>(m_seriesIndex)];
    startGame(KanoodleGame {step.puzzle.puzzle, step.puzzle.solution, std::nullopt});
    KanoodleRecipe recipe = m_recipe;
    recipe.step = m_seriesIndex + 1;
    rememberRecipe(recipe);
}

void KanoodleTab::rememberRecipe(const KanoodleRecipe &recipe)
{
    m_recipe = recipe;
    m_seedId = seedGameId(recipe);
    m_seededPuzzle = m_game->puzzle;
    emit documentChanged(); // the ID on show changed
}

QString KanoodleTab::gameId() const
{
    if (!m_game)
        return {};
    return m_seededPuzzle && m_game->puzzle == *m_seededPuzzle ? m_seedId
                                                               : descriptiveGameId(m_game->puzzle);
}

common::Status KanoodleTab::checkGameId(const QString &id) const
{
    return parseGameId(id).status();
}

void KanoodleTab::startGameFromId(const QString &id)
{
    const auto parsed = parseGameId(id);
    if (!parsed)
        return;
    if (parsed->game) {
        m_series.clear();
        m_seriesIndex = -1;
        m_description = id;
        startGame(*parsed->game);
        return;
    }
    const KanoodleRecipe &recipe = parsed->recipe;
    switch (recipe.kind) {
    case KanoodleRecipe::Kind::Pyramid:
        generate(Mode::Pyramid, recipe.level, recipe.seed);
        return;
    case KanoodleRecipe::Kind::Flat:
        generate(Mode::Flat, recipe.given, recipe.seed);
        return;
    case KanoodleRecipe::Kind::SlidingSeries:
    case KanoodleRecipe::Kind::SlidingChallenge:
        break;
    }
    // A later step of a series, or one challenge: generated alone, without series navigation.
    midend()->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [game = *parsed](common::SolverSink &sink) { return gameForGameId(game, sink); },
        [this, game = *parsed, id](const common::Expected<KanoodleGame> &made) {
            if (!made) {
                emit statusMessage(made.error().message());
                return;
            }
            m_series.clear();
            m_seriesIndex = -1;
            m_description = id;
            startGame(made.value());
            rememberRecipe(game.recipe);
        });
}

QString KanoodleTab::dailyGameId(const QDate &date) const
{
    return pw::kanoodle::dailyGameId(date);
}

} // namespace pw::ui::kanoodle

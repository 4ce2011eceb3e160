#include "ui/kanoodle/KanoodleTab.h"

#include "core/backends/BackendRegistry.h"
#include "core/kanoodle/KanoodleBackend.h"
#include "core/kanoodle/KanoodleKind.h"
#include "core/kanoodle/KanoodleMove.h"
#include "core/statistics/GameStatistics.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/kanoodle/CatalogDialog.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleGameMaker.h"
#include "ui/kanoodle/KanoodleSearchPanel.h"
#include "ui/kanoodle/KanoodleSidePanel.h"
#include "ui/kanoodle/NewKanoodleDialog.h"
#include "ui/kanoodle/PyramidScene.h"
#include "ui/kanoodle/PyramidSceneBesideView.h"
#include "ui/kanoodle/SearchReplay.h"
#include "ui/kanoodle/SolutionBrowser.h"

#include <QDialog>
#include <QHBoxLayout>
#include <QRandomGenerator>
#include <QScopedValueRollback>
#include <QVBoxLayout>

#include <bit>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {

// "E (Red)", the colour translated.
QString pieceName(int piece)
{
    return pieceDisplayName(piece);
}

} // namespace

KanoodleTab::KanoodleTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_player(new StepPlayer(this))
    , m_replay(new SearchReplay(solverRunner(), m_player, this))
    , m_view(new KanoodleBoardView(this))
    , m_panel(new KanoodleSidePanel(midend(), this))
    , m_maker(new KanoodleGameMaker(midend(), this))
{
    setObjectName(QStringLiteral("kanoodleTab"));
    m_view->setObjectName(QStringLiteral("kanoodleBoard"));
    m_view->setAccessibleName(tr("Kanoodle board"));
    m_scene = makePyramidSceneBeside(m_view, this,
                                     [this](const QString &text) { emit statusMessage(text); });

    auto *top = new QHBoxLayout;
    if (m_scene)
        top->addWidget(m_scene->widget(), 1);
    top->addWidget(m_view, 1);
    top->addWidget(m_panel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_player);

    followTheGame();
    connectSidePanel();
    connectBoardView();
    connectMidend();
    connect(m_replay, &SearchReplay::stepShown, this, &KanoodleTab::showReplayStep);
    connect(m_maker, &KanoodleGameMaker::gameMade, this,
            [this](const KanoodleGame &game, const QString &description) {
                m_description = description;
                startGame(game);
            });
    connect(m_maker, &KanoodleGameMaker::failed, this, &KanoodleTab::statusMessage);
    connect(m_maker, &KanoodleGameMaker::notice, this, &KanoodleTab::statusMessage);
    readBooks();

    // A different puzzle at every start: the first New must not repeat the one on screen.
    generate(Mode::Flat, 5, QRandomGenerator::global()->bounded(1U, 1000000U));
}

void KanoodleTab::followTheGame()
{
    midend()->setBackend(backends::backendFor(puzzleKind()),
                         [this](const common::GameState &) { showPosition(); });
    connect(midend(), &Midend::documentStarted, this, &KanoodleTab::gameStarted);
}

bool KanoodleTab::hasGame() const
{
    return !midend()->state().isNull();
}

const KanoodleGame &KanoodleTab::game() const
{
    return midend()->state().as<KanoodleGame>();
}

const Position &KanoodleTab::position() const
{
    return KanoodleBackend::currentOf(game());
}

void KanoodleTab::gameStarted()
{
    // A game from a file is known by its path; the tab's own were described before they started;
    // any other (a restored autosave) must not keep the description of the game it replaced.
    if (!midend()->filePath().isEmpty())
        m_description = midend()->filePath();
    else if (!m_startingOwnGame)
        m_description = tr("Restored game");
    m_panel->showMode(modeOf(game().puzzle.board().kind()));
    m_settingUp = false;
    showSettingUp(false);
    showPosition();
}

void KanoodleTab::connectSidePanel()
{
    SolutionBrowser *browser = m_panel->browser();
    connect(m_panel, &KanoodleSidePanel::newRequested, this, &KanoodleTab::requestNewGame);
    connect(m_panel, &KanoodleSidePanel::hintRequested, this, &KanoodleTab::hint);
    connect(m_panel, &KanoodleSidePanel::placeHintRequested, this, &KanoodleTab::placeHint);
    connect(m_panel, &KanoodleSidePanel::solveRequested, this, &KanoodleTab::solve);
    connect(m_panel, &KanoodleSidePanel::countRequested, this, &KanoodleTab::countSolutions);
    connect(m_panel, &KanoodleSidePanel::browseRequested, this, [this, browser] {
        if (hasGame())
            browser->open(position());
    });
    connect(browser, &SolutionBrowser::shownChanged, this, [this, browser] {
        if (browser->shown())
            midend()->noteHelp(common::Help::Solutions); // a solution seen is help
        if (hasGame())
            showPosition();
    });
    connect(browser, &SolutionBrowser::closeRequested, browser, &SolutionBrowser::close);
    connect(m_panel, &KanoodleSidePanel::nextChallengeRequested, this, &KanoodleTab::nextChallenge);
    connect(m_panel, &KanoodleSidePanel::setupToggled, this, &KanoodleTab::setSettingUp);
    connect(m_panel, &KanoodleSidePanel::addToBookRequested, this, &KanoodleTab::askAddToBook);
    connect(m_panel, &KanoodleSidePanel::clearRequested, this, [this] {
        if (hasGame())
            jumpTo(Position(position().boardPtr()), tr("Clear the board"));
    });
    connect(m_panel, &KanoodleSidePanel::modeChosen, this, &KanoodleTab::switchMode);
    connect(m_panel, &KanoodleSidePanel::topLayerChanged, this, [this](int layer) {
        if (m_scene)
            m_scene->setTopLayer(layer);
    });
    connect(m_panel->search(), &KanoodleSearchPanel::statusMessage, this,
            &KanoodleTab::statusMessage);
}

void KanoodleTab::switchMode(Mode mode)
{
    // A mode switch replaces the game: the same question as New or Open first.
    if (!mayReplaceGame()) {
        m_panel->showMode(modeOf(position().board().kind()));
        return;
    }
    generate(mode, mode == Mode::Pyramid ? 20 : (mode == Mode::Flat ? 5 : 9), m_maker->lastSeed());
}

void KanoodleTab::connectBoardView()
{
    connect(m_view, &KanoodleBoardView::placeRequested, this, &KanoodleTab::placePiece);
    connect(m_view, &KanoodleBoardView::removeRequested, this, &KanoodleTab::takeOffPiece);
    connect(m_view, &KanoodleBoardView::moveRequested, this, &KanoodleTab::movePiece);
    connect(m_view, &KanoodleBoardView::refused, this, &KanoodleTab::statusMessage);
}

void KanoodleTab::placePiece(int placement)
{
    Position after = position();
    if (!after.canPlace(placement))
        return;
    after.place(placement);
    const Placement &chosen = after.board().placements()[static_cast<std::size_t>(placement)];
    edit(after, {common::GameMove::of(KanoodleMove::place(chosen.piece, chosen.cells))},
         tr("Place %1").arg(pieceName(chosen.piece)));
}

void KanoodleTab::takeOffPiece(int piece)
{
    if (!position().isPlaced(piece) || ((givenPieces() >> piece) & 1U))
        return;
    Position after = position();
    after.remove(piece);
    edit(after, {common::GameMove::of(KanoodleMove::remove(piece))},
         tr("Take off %1").arg(pieceName(piece)));
}

void KanoodleTab::movePiece(int piece, int placement)
{
    Position after = position();
    after.remove(piece);
    if (!after.canPlace(placement))
        return;
    after.place(placement);
    const CellMask cells = after.board().placements()[static_cast<std::size_t>(placement)].cells;
    // A piece moved is both moves, as one step of the history.
    edit(after,
         {common::GameMove::of(KanoodleMove::remove(piece)),
          common::GameMove::of(KanoodleMove::place(piece, cells))},
         tr("Move %1").arg(pieceName(piece)));
}

void KanoodleTab::edit(const Position &after, const std::vector<common::GameMove> &moves,
                       const QString &text, std::optional<Midend::By> by)
{
    // In set-up every piece comes off again, the givens too: no move of the rules does that.
    if (m_settingUp)
        jumpTo(after, text);
    else if (const common::Status refused = midend()->play(moves, text, by))
        emit statusMessage(refused->message());
}

void KanoodleTab::jumpTo(const Position &after, const QString &text)
{
    if (after == position())
        return;
    // In set-up the board is the puzzle being entered; else the player's board over the givens.
    const KanoodleGame next = m_settingUp ? KanoodleGame {after, std::nullopt, std::nullopt}
                                          : KanoodleGame {game().puzzle, game().solution, after};
    midend()->jumpTo(common::GameState::of(next), text);
}

void KanoodleTab::connectMidend()
{
    // A cancelled search's steps are let go: cancel frees their memory.
    connect(midend(), &Midend::jobCancelled, this, [this] {
        if (hasGame())
            clearReplay();
    });
    // Results describe the position they were computed for: a count, a replay.
    connect(midend(), &Midend::positionMoved, this, [this] {
        markPieces(0); // they named the pieces of the old position
        showHintGhost(-1); // a hint's place belongs to the board it was found for
        if (midend()->isApplyingSteppedAnswer()) // Solve's answer: its replay shows it
            return;
        m_panel->browser()->close(); // its solutions are those of the old position
        clearReplay();
        m_panel->search()->clear();
    });
    connect(solverRunner(), &SolverRunner::progressed, m_panel->search(),
            &KanoodleSearchPanel::showProgress);
}

QString KanoodleTab::puzzleKind() const
{
    return QString::fromLatin1(pw::kanoodle::puzzleKind);
}

QString KanoodleTab::displayName() const
{
    return tr("Kanoodle");
}

QWidget *KanoodleTab::boardWidget() const
{
    return m_view;
}

SolutionBrowser *KanoodleTab::solutionBrowser() const
{
    return m_panel->browser();
}

QString KanoodleTab::firstTip() const
{
    if (hasGame() && position().board().kind() == BoardKind::Pyramid && m_scene) {
        return tr("Tip: pick a piece in the tray and move it over the 3D pyramid: it shows where "
                  "it fits under the pointer (the wheel or R turns it, F mirrors it) and a click "
                  "puts it down. In the layer view a click on a ball shows every way it fits "
                  "there. F1 shows the rules.");
    }
    if (hasGame() && position().board().kind() == BoardKind::Pyramid) {
        return tr("Tip: pick a piece in the tray and click a ball: every way it fits through that "
                  "ball is shown, leaning ways too (Tab or the wheel shows the next, a second "
                  "click places it); or drag it onto a layer to lay it flat there (R turns it, F "
                  "mirrors it). F1 shows the rules.");
    }
    return tr("Tip: drag a piece from the tray onto the board (R turns it, F mirrors it) until the "
              "board is full. F1 shows the rules.");
}

QString KanoodleTab::boardToolTip() const
{
    // What works on the board on screen: the pyramid's leaning pieces go down by clicks alone.
    if (position().board().kind() == BoardKind::Pyramid) {
        return tr("Pick a piece in the tray, then click a ball: the ways it fits through it are "
                  "shown (Tab or the wheel cycles them, a second click or Enter places one); or "
                  "drag a piece onto a layer to lay it flat there (wheel or R turns it, F mirrors "
                  "it). Shift+letter picks a piece, arrows and Page Up/Down move the cursor, "
                  "Delete takes a piece off");
    }
    return tr("Drag a piece from the tray onto the board (wheel or R turns it, F mirrors it); or "
              "Shift+letter picks a piece, arrows and Page Up/Down move the cursor, Tab cycles the "
              "fits, Enter places, Delete takes a piece off");
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
    return hasGame() && !m_settingUp ? game().puzzle.placedPieces() : 0;
}

void KanoodleTab::startEmptyGame(Mode mode)
{
    KanoodleGame game {Position(mode == Mode::Pyramid ? Board::pyramid() : Board::flat()), {}, {}};
    m_description = tr("An empty board to set up");
    startGame(game);
    setSettingUp(true);
}

void KanoodleTab::setSettingUp(bool on)
{
    if (!hasGame() || on == m_settingUp) {
        m_panel->showSettingUp(m_settingUp); // undoes the button's toggle
        return;
    }
    if (!on) {
        // The pieces on the board become the puzzle: a new game, given exactly those.
        const KanoodleGame game {position(), {}, {}};
        const int given = std::popcount(static_cast<unsigned>(position().placedPieces()));
        m_description = tr("Set up by hand: %n piece(s) given", nullptr, given);
        startGame(game); // leaves set-up
        checkSetUp();
        return;
    }
    m_settingUp = true;
    showSettingUp(true);
    showPosition();
    emit statusMessage(tr("Set-up: place the pieces the puzzle gives."));
}

void KanoodleTab::startGame(const KanoodleGame &game, const QString &path)
{
    // Cancels the old game's job and clears its results; gameStarted() follows.
    const QScopedValueRollback own(m_startingOwnGame, true);
    midend()->startGame(common::GameState::of(game), path);
}

void KanoodleTab::showSettingUp(bool on)
{
    m_panel->showSettingUp(on);
    m_view->setSettingUp(on);
}

void KanoodleTab::generate(Mode mode, int parameter, std::uint64_t seed)
{
    m_maker->generate(mode, parameter, seed);
}

void KanoodleTab::newGame()
{
    NewKanoodleDialog dialog(m_panel->mode(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.choice() == NewKanoodleDialog::Choice::TodaysPyramid)
        startTodaysPyramid();
    else if (dialog.choice() == NewKanoodleDialog::Choice::Catalog)
        showCatalog();
    else if (dialog.wantsEmptyBoard())
        startEmptyGame(dialog.mode());
    else
        generate(dialog.mode(), dialog.parameter(), dialog.seed());
}

statistics::GameResult KanoodleTab::finishedResult() const
{
    statistics::GameResult result;
    // The placements and removals played, the winning one included (a cleared board or a
    // solver's answer is no move).
    result.moves = static_cast<int>(midend()->playersMoves().size());
    return result;
}

void KanoodleTab::gameFinished(const statistics::GameResult &, int)
{
    emit statusMessage(tr("Solved!"));
}

void KanoodleTab::showPosition()
{
    // A browsed solution is drawn in place of the position, like a step of a replay.
    const std::optional<Position> &browsed = m_panel->browser()->shown();
    const bool replaying = !browsed && m_replay->isShowing();
    const Position &shown = shownPosition();
    m_view->setPosition(shown, givenPieces());
    m_view->setInteractive(!replaying && !browsed);
    if (!replaying)
        m_view->setHighlightedPiece(-1);
    const bool pyramid = position().board().kind() == BoardKind::Pyramid;
    m_view->setToolTip(boardToolTip());
    m_panel->showLayerControls(pyramid && m_scene);
    if (m_scene) {
        m_scene->widget()->setVisible(pyramid);
        if (pyramid) {
            m_scene->showState(shown, givenPieces());
            if (!replaying)
                m_scene->setHighlightedPiece(-1);
        }
    }
    const bool solved = !replaying && !browsed && position().isComplete();
    m_view->setBanner(solved ? tr("Solved!") : QString());
    m_panel->showNextChallenge(solved && m_maker->hasNextChallenge(game().puzzle));
    updateLabels();
}

const Position &KanoodleTab::shownPosition() const
{
    if (const std::optional<Position> &browsed = m_panel->browser()->shown())
        return *browsed;
    return m_replay->isShowing() ? m_replay->position() : position();
}

void KanoodleTab::stop()
{
    PuzzleTab::stop();
    // A replay is only looked at: Stop gives back the position it was shown over.
    if (m_replay->isShowing())
        clearReplay();
}

void KanoodleTab::updateLabels()
{
    if (!hasGame())
        return;
    // While setting up, the board is on its way to a new puzzle: the old one's name would mislead
    // (after Clear board, "Level 20" over an empty pyramid). A numbered puzzle goes by its short
    // name however it was started (catalog, ID, file); its long ID is in the tooltip.
    const QString id = midend()->gameId();
    const auto numbered = catalogEntryWithId(id);
    QString description = numbered ? CatalogDialog::puzzleName(*numbered) : m_description;
    // A puzzle of the player's books goes by its book and number ("Book 2, puzzle 117").
    if (const BookPuzzle *kept = m_books.withGameId(id); kept && !numbered)
        description = CatalogDialog::bookPuzzleName(*kept);
    m_panel->showGameInfo({.mode = modeOf(position().board().kind()),
                           .description = m_settingUp ? tr("Setting up a puzzle") : description,
                           .gameId = m_settingUp ? QString() : id,
                           .challenge = m_maker->challengeNumber(game().puzzle),
                           .challenges = m_maker->challengeCount(),
                           .pieceSet = position().board().pieceSet(),
                           .placed = shownPosition().placedPieces()});
}

void KanoodleTab::clearReplay()
{
    m_replay->clear();
    if (hasGame())
        showPosition();
}

void KanoodleTab::showReplayStep()
{
    showPosition();
    const int tried = m_replay->stepPiece();
    m_view->setHighlightedPiece(tried);
    if (m_scene && position().board().kind() == BoardKind::Pyramid)
        m_scene->setHighlightedPiece(tried);
    m_panel->search()->showReplayStep(*m_replay);
}

void KanoodleTab::markPieces(std::uint16_t pieces)
{
    m_view->setMarkedPieces(pieces);
    if (m_scene)
        m_scene->setMarkedPieces(pieces);
}

void KanoodleTab::nextChallenge()
{
    if (hasGame())
        m_maker->nextChallenge(game().puzzle);
}

common::Status KanoodleTab::checkGameId(const QString &id) const
{
    return parseGameId(id).status();
}

void KanoodleTab::startGameFromId(const QString &id)
{
    m_maker->makeFromId(id);
}

void KanoodleTab::startTodaysPyramid()
{
    startGameFromId(pw::kanoodle::dailyPyramidGameId(QDate::currentDate()));
}

void KanoodleTab::showCatalog()
{
    // The catalog's boards are listed in the order of the modes.
    const auto board = static_cast<pw::kanoodle::CatalogBoard>(m_panel->mode());
    CatalogDialog dialog(board,
                         CatalogProgress(statistics::GameStatistics::playedGames(puzzleKind())),
                         m_books, this);
    const bool chosen = dialog.exec() == QDialog::Accepted;
    m_books = dialog.books(); // an import added to them
    if (chosen && !dialog.chosenGameId().isEmpty())
        startGameFromId(dialog.chosenGameId());
    else
        updateLabels();
}

QString KanoodleTab::dailyGameId(const QDate &date) const
{
    return pw::kanoodle::dailyGameId(date);
}

QList<DailyGame> KanoodleTab::dailyGames(const QDate &date) const
{
    return {{tr("Flat puzzle"), dailyGameId(date)},
            {tr("Pyramid"), pw::kanoodle::dailyPyramidGameId(date)}};
}

} // namespace pw::ui::kanoodle

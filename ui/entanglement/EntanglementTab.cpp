#include "ui/entanglement/EntanglementTab.h"

#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/CandidateWords.h"
#include "ui/entanglement/GameCommand.h"
#include "ui/entanglement/HighScoreMigration.h"
#include "ui/entanglement/NewGameDialog.h"
#include "ui/entanglement/PocketView.h"
#include "ui/entanglement/ReviewPanel.h"

#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"

#include "core/entanglement/Autoplay.h"
#include "core/entanglement/EntanglementGameId.h"
#include "core/entanglement/GameFile.h"
#include "core/entanglement/Survival.h"

#include "core/common/PuzzleFile.h"

#include <QComboBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pw::ui::entanglement {

using namespace pw::entanglement;

namespace {

// Steps per computer turn on the timeline: one per candidate, then the choice.
constexpr int stepsPerTurn = 13;

} // namespace

EntanglementTab::EntanglementTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_undoStack(midend()->history())
    , m_stepPlayer(new StepPlayer(this))
    , m_view(new BoardView(this))
    , m_pocket(new PocketView(this))
    , m_hand(new PocketView(this))
{
    // Scores an older version kept in the settings join the statistics before the list is shown.
    moveHighScoresToStatistics();
    buildUi();
    m_stepPlayer->setSeekHandler([this](int to) { showTimelinePosition(to); });
    connect(m_view, &BoardView::rotateRequested, this, &EntanglementTab::rotateCurrent);
    connect(m_view, &BoardView::swapRequested, this, &EntanglementTab::swapTiles);
    connect(m_view, &BoardView::placeRequested, this, &EntanglementTab::placeCurrent);
    connect(m_pocket, &PocketView::swapRequested, this, &EntanglementTab::swapTiles);
    connect(m_hand, &PocketView::swapRequested, this, &EntanglementTab::swapTiles);
    connect(solverRunner(), &SolverRunner::failed, this, &PuzzleTab::statusMessage);
    // A cancelled hint, autoplay or review must not leave "Thinking..." up for good.
    connect(midend(), &Midend::jobCancelled, this, [this] {
        if (m_reviewRunning) {
            m_reviewRunning = false;
            m_reviewPanel->showStopped();
        } else {
            m_hintLabel->setText(tr("The computer player was stopped."));
        }
    });
    setFocusProxy(m_view);
    // A different game at every start: the first New must not repeat the board on screen.
    startGame(QRandomGenerator::global()->bounded(1U, 1000000U), Board::defaultRadius, false);
}

QString EntanglementTab::firstTip() const
{
    return tr("Tip: turn the tile with the arrow keys and press Enter to place it; make the line "
              "as long as you can. F1 shows the rules.");
}

StatisticsCategory EntanglementTab::statisticsCategory() const
{
    return categoryOfRadius(m_game.radius());
}

StatisticsCategory EntanglementTab::categoryOfRadius(int radius)
{
    return {QStringLiteral("radius %1").arg(radius), tr("Radius %1").arg(radius)};
}

bool EntanglementTab::isEligibleForBestScores() const
{
    return !m_disqualified && !midend()->isAssisted();
}

QString EntanglementTab::gameId() const
{
    // The seed deals every tile: radius and seed describe the game exactly.
    return pw::entanglement::gameId(m_game, m_practice);
}

common::Status EntanglementTab::checkGameId(const QString &id) const
{
    return parseGameId(id).status();
}

void EntanglementTab::startGameFromId(const QString &id)
{
    if (const auto parsed = parseGameId(id))
        startGame(parsed->seed, parsed->radius, parsed->practice);
}

QString EntanglementTab::dailyGameId(const QDate &date) const
{
    return pw::entanglement::dailyGameId(date);
}

QWidget *EntanglementTab::boardWidget() const
{
    return m_view;
}

void EntanglementTab::buildUi()
{
    m_rotateLeft = new QPushButton(tr("\u27f2 Turn left"), this);
    m_rotateLeft->setToolTip(tr("Turn the current tile anticlockwise (Left arrow or wheel up)"));
    m_rotateRight = new QPushButton(tr("Turn right \u27f3"), this);
    m_rotateRight->setToolTip(tr("Turn the current tile clockwise (Right arrow or wheel down)"));
    m_swapButton = new QPushButton(tr("S&wap with pocket"), this);
    m_swapButton->setToolTip(tr("Swap the current tile with the pocket tile (Space, right click)"));
    m_placeButton = new QPushButton(tr("&Place tile"), this);
    m_placeButton->setToolTip(tr("Place the current tile (Enter, or click its middle)"));
    // Not "&Hint": Alt+H belongs to the Help menu, and a shared mnemonic only moves the focus.
    m_hintButton = new QPushButton(tr("H&int"), this);
    m_hintButton->setToolTip(tr("Ask the computer player for a move: the tile is turned to it "
                                "and Enter places it"));
    m_autoplayButton = new QPushButton(tr("&Autoplay"), this);
    m_autoplayButton->setToolTip(tr("Let the computer finish the game; step through its turns"));
    m_reviewButton = new QPushButton(tr("Review"), this);
    m_reviewButton->setObjectName(QStringLiteral("entanglementReview"));
    m_reviewButton->setToolTip(tr("Set each of the game's moves beside the lookahead's choice at "
                                  "the same position, and list the moves that cost most (after a "
                                  "game, or on an opened record)"));
    m_playerChoice = new QComboBox(this);
    m_playerChoice->addItem(
        tr("Lookahead (expectimax, %n moves ahead)", nullptr, PlayerOptions {}.plies),
        static_cast<int>(PlayerKind::Lookahead));
    m_playerChoice->addItem(tr("Greedy (most points now)"), static_cast<int>(PlayerKind::Greedy));
    m_playerChoice->addItem(
        tr("Deep (expectimax, %n moves ahead)", nullptr, PlayerOptions {}.deepPlies),
        static_cast<int>(PlayerKind::Deep));
    m_playerChoice->setItemData(m_playerChoice->count() - 1,
                                tr("The strongest player: it looks further ahead than the "
                                   "lookahead, over more of the tiles that may come, and takes "
                                   "tens of milliseconds a move"),
                                Qt::ToolTipRole);
    m_playerChoice->setToolTip(tr("How the computer chooses its moves for Hint and Autoplay"));
    m_playerChoice->setAccessibleName(tr("Computer player"));
    m_view->setAccessibleName(tr("Entanglement board"));
    m_view->setToolTip(tr("Click the current tile's middle to place it, its left or right side "
                          "to turn it, right click to swap it with the pocket; or use the arrow "
                          "keys, Space and Enter"));
    m_pocket->setAccessibleName(tr("Pocket tile"));
    m_hand->setAccessibleName(tr("Tile in hand"));
    m_hand->setToolTip(tr("The tile in hand, turned as it will be placed. Click it (or press "
                          "Space) to swap it with the pocket tile."));
    m_scoreLabel = new QLabel(this);
    m_movesLabel = new QLabel(this);
    m_earnLabel = new QLabel(this);
    m_earnLabel->setWordWrap(true);
    m_modeLabel = new QLabel(this);
    m_modeLabel->setObjectName(QStringLiteral("entanglementMode"));
    m_modeLabel->setWordWrap(true);
    m_hintLabel = new QLabel(this);
    m_hintLabel->setWordWrap(true);
    m_reviewPanel = new ReviewPanel(this);
    m_highScoresTitle = new QLabel(this);
    m_highScores = new QTableWidget(0, 3, this);
    m_highScores->setHorizontalHeaderLabels({tr("Score"), tr("Moves"), tr("Seed")});
    m_highScores->verticalHeader()->setVisible(true);
    m_highScores->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_highScores->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_highScores->setFocusPolicy(Qt::NoFocus);
    m_highScores->setAccessibleName(tr("High scores"));
    m_highScores->setMinimumHeight(120);

    connect(m_rotateLeft, &QPushButton::clicked, this, [this] { rotateCurrent(-1); });
    connect(m_rotateRight, &QPushButton::clicked, this, [this] { rotateCurrent(1); });
    connect(m_swapButton, &QPushButton::clicked, this, &EntanglementTab::swapTiles);
    connect(m_placeButton, &QPushButton::clicked, this, &EntanglementTab::placeCurrent);
    connect(m_hintButton, &QPushButton::clicked, this, &EntanglementTab::hint);
    connect(m_autoplayButton, &QPushButton::clicked, this, &EntanglementTab::solve);
    connect(m_reviewButton, &QPushButton::clicked, this, &EntanglementTab::review);
    connect(m_reviewPanel, &ReviewPanel::moveChosen, this, [this](int move) {
        // The step player's position p shows move p + 1.
        m_stepPlayer->pause();
        m_stepPlayer->seek(move - 1);
    });

    auto *handTitle = new QLabel(tr("In hand"), this);
    auto *pocketTitle = new QLabel(tr("Pocket"), this);
    auto *tiles = new QGridLayout;
    tiles->addWidget(handTitle, 0, 0);
    tiles->addWidget(pocketTitle, 0, 1);
    tiles->addWidget(m_hand, 1, 0);
    tiles->addWidget(m_pocket, 1, 1);
    auto *turnRow = new QHBoxLayout;
    turnRow->addWidget(m_rotateLeft);
    turnRow->addWidget(m_rotateRight);
    auto *playBox = new QGroupBox(tr("Your turn"), this);
    auto *playLayout = new QVBoxLayout(playBox);
    playLayout->addLayout(tiles);
    playLayout->addLayout(turnRow);
    playLayout->addWidget(m_swapButton);
    playLayout->addWidget(m_placeButton);
    playLayout->addWidget(m_scoreLabel);
    playLayout->addWidget(m_movesLabel);
    playLayout->addWidget(m_earnLabel);
    playLayout->addWidget(m_modeLabel);

    auto *aiBox = new QGroupBox(tr("Computer player"), this);
    auto *aiLayout = new QVBoxLayout(aiBox);
    aiLayout->addWidget(m_playerChoice);
    auto *aiRow = new QHBoxLayout;
    aiRow->addWidget(m_hintButton);
    aiRow->addWidget(m_autoplayButton);
    aiRow->addWidget(m_reviewButton);
    aiLayout->addLayout(aiRow);
    aiLayout->addWidget(m_hintLabel);
    // The review's findings under the hint's: what the move shown gave away, the costliest.
    aiLayout->addWidget(m_reviewPanel);

    auto *side = new QVBoxLayout;
    side->addWidget(playBox);
    side->addWidget(aiBox);
    side->addWidget(m_highScoresTitle);
    side->addWidget(m_highScores, 1);
    // Takes the room the best scores leave while a review hides them, so the boxes keep their
    // height instead of spreading their lines apart.
    side->addStretch();

    auto *left = new QVBoxLayout;
    left->addWidget(m_view, 1);
    // Under the board, while it shows the computer's candidates: what their labels say.
    m_legend = new QLabel(CandidateWords::legend(), this);
    m_legend->setObjectName(QStringLiteral("entanglementLegend"));
    m_legend->setWordWrap(true);
    m_legend->hide();
    left->addWidget(m_legend);
    left->addWidget(m_stepPlayer);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addLayout(side, 1);
}

QString EntanglementTab::puzzleKind() const
{
    return QString::fromLatin1(common::envelope::entanglement);
}

QString EntanglementTab::displayName() const
{
    return tr("Entanglement");
}

QStringList EntanglementTab::fileFilters() const
{
    return {tr("Entanglement games (*.json)"), tr("All files (*)")};
}

void EntanglementTab::setPlayerKind(PlayerKind kind)
{
    m_playerChoice->setCurrentIndex(m_playerChoice->findData(static_cast<int>(kind)));
}

PlayerOptions EntanglementTab::playerOptions() const
{
    PlayerOptions options;
    options.kind = static_cast<PlayerKind>(m_playerChoice->currentData().toInt());
    return options;
}

void EntanglementTab::newGame()
{
    NewGameDialog dialog(m_game.radius(), m_practice, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    startGame(dialog.seed(), dialog.radius(), dialog.practice());
}

void EntanglementTab::startGame(std::uint64_t seed, int radius, bool practice)
{
    solverRunner()->cancelAndWait(); // its "stopped" message belongs to the old game
    dropTimeline();
    m_game = Game(seed, radius);
    m_historyStart = m_game;
    m_practice = practice;
    m_disqualified = false;
    m_enteredScore.reset();
    midend()->startDocument();
    m_hintLabel->clear();
    m_reviewPanel->clear(); // "stopped" for a review of the game before
    refresh();
    refreshHighScores();
    emit statusMessage(tr("New game: radius %1, seed %2%3")
                           .arg(radius)
                           .arg(seed)
                           .arg(practice ? tr(", practice mode") : QString()));
}

common::Status EntanglementTab::checkFile(const QString &path) const
{
    const auto object = common::readEnvelopeFile(path, puzzleKind());
    if (!object)
        return object.error();
    return readGame(*object, QFileInfo(path).fileName()).status();
}

common::Status EntanglementTab::openFile(const QString &path)
{
    const auto object = common::readEnvelopeFile(path, puzzleKind());
    if (!object)
        return object.error();
    if (common::Status status = loadGame(*object, QFileInfo(path).fileName(), path))
        return status;
    startRecordTimeline();
    emit statusMessage(tr("Opened %1: %2 points after %n move(s)", nullptr,
                          static_cast<int>(m_game.moves().size()))
                           .arg(QFileInfo(path).fileName())
                           .arg(m_game.score()));
    return std::nullopt;
}

common::Expected<Game> EntanglementTab::readGame(const QJsonObject &object,
                                                 const QString &sourceName)
{
    bool canContinue = false;
    auto loaded = gameFromJson(object, sourceName, &canContinue);
    if (!loaded)
        return loaded.error();
    if (!canContinue) {
        return common::Error {sourceName, QStringLiteral("field \"seed\""),
                              tr("missing: without the seed the tiles still to come are unknown, "
                                 "so the game cannot be continued (puzzle-cli entanglement replay "
                                 "checks such records)")};
    }
    return loaded;
}

common::Status EntanglementTab::loadGame(const QJsonObject &object, const QString &sourceName,
                                         const QString &path)
{
    const auto loaded = readGame(object, sourceName);
    if (!loaded)
        return loaded.error();
    solverRunner()->cancelAndWait(); // its "stopped" message belongs to the old game
    dropTimeline();
    m_game = *loaded;
    m_historyStart = m_game;
    m_practice = object.value(QStringLiteral("practice")).toBool();
    m_disqualified = object.value(QStringLiteral("disqualified")).toBool();
    // A finished game read from a file has had its chance at the table already: a game that
    // starts finished records no finish (PuzzleTab).
    m_enteredScore.reset();
    midend()->startDocument(path);
    m_hintLabel->clear();
    m_reviewPanel->clear(); // "stopped" for a review of the game before
    refresh();
    refreshHighScores();
    return std::nullopt;
}

QJsonObject EntanglementTab::toJson() const
{
    QJsonObject object = gameToJson(m_game);
    object.insert(QStringLiteral("practice"), m_practice);
    // A hint keeps the game out of the best scores after reopening too.
    object.insert(QStringLiteral("disqualified"), !isEligibleForBestScores());
    return object;
}

QByteArray EntanglementTab::snapshot() const
{
    if (m_game.moves().empty())
        return {};
    // The game as a file holds it (its turn in progress included), plus the game the history
    // starts from and the history (practice mode's undo).
    QJsonObject object = toJson();
    object.insert(QStringLiteral("historyStart"), gameToJson(m_historyStart, false));
    object.insert(QStringLiteral("history"), midend()->historyToJson());
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

common::Status EntanglementTab::restoreSnapshot(const QByteArray &data)
{
    const QString source = tr("autosave");
    const auto object = common::parseEnvelope(data, source, puzzleKind());
    if (!object)
        return object.error();
    if (common::Status status = loadGame(*object, source, {}))
        return status;
    // The history made again from its start; failing that, the game stays as read, without it.
    const QJsonObject history = object->value(QStringLiteral("history")).toObject();
    const auto start = readGame(object->value(QStringLiteral("historyStart")).toObject(), source);
    if (start && !history.value(QStringLiteral("steps")).toArray().isEmpty()) {
        const Game read = m_game;
        m_game = *start;
        m_historyStart = *start;
        const bool rebuilt = midend()->restoreHistory(
            history, [this, &source](const QJsonValue &step) { return readStep(step, source); });
        if (rebuilt) {
            m_game.setHand(read.swappedThisTurn(), read.currentRotation(), read.pocketRotation());
        } else {
            m_game = read;
            m_historyStart = read;
        }
        refresh();
    }
    return std::nullopt;
}

RecordedStep *EntanglementTab::readStep(const QJsonValue &step, const QString &source)
{
    const QJsonArray moves = step.toArray();
    if (moves.isEmpty())
        return nullptr;
    Game after = m_game;
    for (int i = 0; i < moves.size(); ++i) {
        const auto move = moveFromJson(moves.at(i), static_cast<int>(after.moves().size()), source);
        if (!move || !after.applyRecorded(*move).empty())
            return nullptr;
    }
    // A GameCommand is pushed after its change was made: the step is made here.
    const Game before = m_game;
    m_game = after;
    return makeCommand({}, before);
}

common::Status EntanglementTab::saveFile(const QString &path)
{
    leaveTimeline();
    return common::writeJsonFile(path, toJson());
}

void EntanglementTab::rotateCurrent(int steps)
{
    leaveTimeline();
    if (m_game.isOver() || steps == 0)
        return;
    m_game.rotate(steps);
    midend()->positionChanged(); // autosaved; a hint for the old turn is dropped
    m_view->setGame(m_game);
    m_view->animateRotation(steps);
    refresh();
}

void EntanglementTab::swapTiles()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    m_game.swap();
    midend()->positionChanged();
    refresh();
}

void EntanglementTab::placeCurrent()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    const Game before = m_game;
    const Move move = m_game.place();
    // Before the move is recorded: a move that ends the game says so after this.
    emit statusMessage(
        tr("Placed at (%1, %2): +%3 points").arg(move.cell.u).arg(move.cell.v).arg(move.points));
    recordChange(tr("Place tile"), before);
    refresh();
    m_view->animateLineGrowth(static_cast<int>(before.line().size()), move.points);
}

void EntanglementTab::recordChange(const QString &text, const Game &before)
{
    if (m_practice) {
        m_undoStack->push(makeCommand(text, before));
    } else {
        // No undo outside practice mode; the game still changed (and is autosaved).
        midend()->markChangedOffHistory();
    }
}

GameCommand *EntanglementTab::makeCommand(const QString &text, const Game &before)
{
    return new GameCommand(text, before, m_game, [this](const Game &game, bool undoing) {
        applyFromUndo(game, undoing);
    });
}

void EntanglementTab::applyFromUndo(const Game &game, bool undoing)
{
    dropTimeline();
    if (undoing && !m_disqualified) {
        m_disqualified = true;
        emit statusMessage(tr("Undo used: this game will not enter the high scores"));
    }
    if (undoing && m_enteredScore) {
        // The finished game earned a place, then was undone: it no longer counts.
        GameStatistics::withdrawBestScore(puzzleKind(), statisticsCategory().key, *m_enteredScore);
        m_enteredScore.reset();
        refreshHighScores();
    }
    m_game = game;
    m_hintLabel->clear();
    refresh();
}

GameResult EntanglementTab::finishedResult() const
{
    GameResult result;
    result.moves = static_cast<int>(m_game.moves().size());
    result.score = m_game.score();
    result.assisted = m_disqualified; // the midend adds hints
    result.gameId = gameId();
    result.finishedAt = QDateTime::currentDateTime();
    return result;
}

void EntanglementTab::gameFinished(const GameResult &result, int place)
{
    const bool eligible = isEligibleForBestScores();
    QString message
        = tr("Game over: %1 in %n move(s).", nullptr, static_cast<int>(m_game.moves().size()))
              .arg(tr("%n point(s)", "the score, after 'Game over:'", m_game.score()));
    if (!eligible) {
        message += QLatin1Char(' ')
            + tr("Not entered in the high scores (undo, hints or computer moves).");
    } else if (place > 0) {
        m_enteredScore = ScoreEntry {*result.score, result.moves, result.finishedAt, result.gameId};
        message += QLatin1Char(' ')
            + tr("New high score: number %1 on radius %2!").arg(place).arg(m_game.radius());
    }
    refreshHighScores();
    m_hintLabel->setText(message);
    emit statusMessage(message);
}

void EntanglementTab::refresh()
{
    if (m_timeline == Timeline::Hint)
        m_view->setGame(m_timelineBase);
    else
        m_view->setGame(m_game);
    const bool open = !m_game.isOver();
    m_pocket->setTile(m_game.pocketPlaced(), open);
    m_hand->setTile(m_game.currentPlaced(), open);
    m_scoreLabel->setText(tr("Score: <b>%1</b>").arg(m_game.score()));
    m_movesLabel->setText(tr("Moves: %1 of %2 cells")
                              .arg(m_game.moves().size())
                              .arg(m_game.board().playableCellCount()));
    if (open) {
        const FollowResult result = m_game.preview();
        QString text = tr("This placement would earn <b>%n</b> point(s)", nullptr, result.points());
        text += QLatin1Char(' ') + tr("(%n segment(s))", nullptr, result.length);
        if (result.hitWall)
            text += QLatin1Char(' ') + tr("and <b>end the game</b>");
        m_earnLabel->setText(text);
    } else {
        // The line's open end is the wall it ran into: the centre tile or the border.
        const common::UvCell wall = m_game.openEnd().cell;
        m_earnLabel->setText(wall.u == 0 && wall.v == 0
                                 ? tr("Game over: the line ran into the centre tile.")
                                 : tr("Game over: the line ran into the border."));
    }
    QStringList mode;
    mode << tr("Radius %1, seed %2").arg(m_game.radius()).arg(m_game.seed());
    if (m_practice)
        mode << tr("practice mode (Undo allowed)");
    if (!isEligibleForBestScores())
        mode << tr("not eligible for high scores");
    m_modeLabel->setText(mode.join(QStringLiteral("; ")));
    for (QPushButton *button :
         {m_rotateLeft, m_rotateRight, m_swapButton, m_placeButton, m_hintButton, m_autoplayButton})
        button->setEnabled(open);
    m_reviewButton->setEnabled(canReview());
}

void EntanglementTab::refreshHighScores()
{
    const int radius = m_game.radius();
    m_highScoresTitle->setText(tr("Best scores, radius %1").arg(radius));
    const QList<ScoreEntry> entries
        = GameStatistics::bestScores(puzzleKind(), statisticsCategory().key);
    m_highScores->setRowCount(static_cast<int>(entries.size()));
    for (int i = 0; i < entries.size(); ++i) {
        const ScoreEntry &entry = entries[i];
        auto *score = new QTableWidgetItem(QString::number(entry.score));
        score->setToolTip(QLocale().toString(entry.when.toLocalTime(), QLocale::ShortFormat));
        m_highScores->setItem(i, 0, score);
        m_highScores->setItem(i, 1, new QTableWidgetItem(QString::number(entry.moves)));
        // The game's ID names its seed; the ID itself is the tooltip, to copy and play again.
        const auto id = parseGameId(entry.gameId);
        auto *seed = new QTableWidgetItem(id ? QString::number(id->seed) : QString());
        seed->setToolTip(entry.gameId);
        m_highScores->setItem(i, 2, seed);
    }
}

void EntanglementTab::hint()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    const Game snapshot = m_game;
    const PlayerOptions options = playerOptions();
    m_reviewRunning = false;
    midend()->run(
        {.title = tr("Hint"), .wantsSteps = true, .assists = true},
        [snapshot, options](common::SolverSink &sink) {
            std::vector<Candidate> candidates = evaluateCandidates(snapshot, options, &sink);
            if (!addSurvival(snapshot, candidates, &sink))
                candidates.clear(); // cancelled
            return candidates;
        },
        [this, snapshot](const std::vector<Candidate> &candidates) {
            if (candidates.size() != stepsPerTurn - 1)
                return;
            const int best = bestCandidate(candidates);
            const Candidate &chosen = candidates[static_cast<std::size_t>(best)];
            m_timeline = Timeline::Hint;
            m_legend->setText(CandidateWords::legend());
            m_legend->show();
            m_timelineBase = snapshot;
            m_hintCandidates = candidates;
            // Turn the hand to the recommendation, so Enter places it.
            prepareCandidate(m_game, chosen);
            refresh();
            m_stepPlayer->reset(stepsPerTurn);
            m_stepPlayer->seek(stepsPerTurn);
        });
    // After run(), which marks the game assisted and reports the job it replaced as cancelled:
    // the mode line says at once that the game left the best scores.
    refresh();
    m_hintLabel->setText(tr("Thinking..."));
}

void EntanglementTab::solve()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    const Game snapshot = m_game;
    const PlayerOptions options = playerOptions();
    m_reviewRunning = false;
    midend()->run(
        {.title = tr("Autoplay"), .assists = true},
        [snapshot, options](common::SolverSink &sink) { return autoplay(snapshot, options, sink); },
        [this](const Autoplay &played) {
            if (played.candidates.empty())
                return;
            m_timeline = Timeline::Autoplay;
            m_legend->setText(CandidateWords::legend());
            m_legend->show();
            m_timelineBase = played.states.front();
            m_autoStates = played.states;
            m_autoCandidates = played.candidates;
            m_hintLabel->setText(tr("The computer finished the game with %1 in %n move(s). "
                                    "Watch or step through its turns; any move of yours continues "
                                    "from the turn shown.",
                                    nullptr, static_cast<int>(played.candidates.size()))
                                     .arg(tr("%n point(s)", "the score, after 'with'",
                                             played.states.back().score())));
            m_stepPlayer->reset(static_cast<int>(played.candidates.size()) * stepsPerTurn);
            m_stepPlayer->play();
        });
    refresh(); // after run(), as for a hint
    m_hintLabel->setText(tr("The computer is playing..."));
}

void EntanglementTab::startRecordTimeline()
{
    if (m_game.moves().empty())
        return;
    m_recordStates = statesOf(m_game);
    m_timeline = Timeline::Record;
    m_timelineBase = m_game;
    const int moves = static_cast<int>(m_game.moves().size());
    m_stepPlayer->reset(moves);
    m_stepPlayer->seek(moves);
    m_hintLabel->setText(tr("A record of %n move(s): step through it with the player below. A "
                            "move of yours at an earlier move continues from there as practice.",
                            nullptr, moves));
}

std::vector<Game> EntanglementTab::statesOf(const Game &game)
{
    Game replay(game.seed(), game.radius());
    std::vector<Game> states {replay};
    for (const Move &move : game.moves()) {
        replay.applyRecorded(move); // checked when the file was read or the move made
        states.push_back(replay);
    }
    states.back() = game; // with the hand as it is
    return states;
}

void EntanglementTab::showTimelinePosition(int position)
{
    if (m_timeline == Timeline::Review) {
        showReviewPosition(position);
        return;
    }
    if (m_timeline == Timeline::Record) {
        const int move = std::clamp(position, 0, static_cast<int>(m_recordStates.size()) - 1);
        m_game = m_recordStates[static_cast<std::size_t>(move)];
        refresh();
        emit statusMessage(tr("Move %1 of %2: %3 points")
                               .arg(move)
                               .arg(m_recordStates.size() - 1)
                               .arg(m_game.score()));
        return;
    }
    if (m_timeline == Timeline::Hint) {
        const int shown = std::clamp(position, 0, stepsPerTurn - 1);
        std::vector<Candidate> visible(m_hintCandidates.begin(), m_hintCandidates.begin() + shown);
        const int chosen = position >= stepsPerTurn ? bestCandidate(m_hintCandidates) : -1;
        m_view->setCandidates(visible, chosen >= 0 ? chosen : shown - 1, chosen);
        // The panel describes the candidate the board shows.
        if (chosen >= 0)
            m_hintLabel->setText(
                tr("Hint: %1, %2")
                    .arg(CandidateWords::which(m_hintCandidates[static_cast<std::size_t>(chosen)]),
                         CandidateWords::compare(m_hintCandidates, chosen)));
        else if (shown > 0)
            m_hintLabel->setText(tr("Candidate %1 of %2: %3")
                                     .arg(shown)
                                     .arg(m_hintCandidates.size())
                                     .arg(CandidateWords::describe(
                                         m_hintCandidates[static_cast<std::size_t>(shown - 1)])));
        return;
    }
    if (m_timeline != Timeline::Autoplay)
        return;
    const int turns = static_cast<int>(m_autoCandidates.size());
    const int turn = std::min(position / stepsPerTurn, turns);
    const int within = turn == turns ? 0 : position % stepsPerTurn;
    const int before = static_cast<int>(m_game.moves().size());
    m_game = m_autoStates[static_cast<std::size_t>(turn)];
    // Tiles the computer placed are not the player's: no high score for this game.
    if (turn > 0)
        m_disqualified = true;
    if (static_cast<int>(m_game.moves().size()) != before)
        midend()->markChangedOffHistory(); // what the replay shows is the game, autosaved
    refresh();
    if (within > 0) {
        const auto &all = m_autoCandidates[static_cast<std::size_t>(turn)];
        std::vector<Candidate> visible(all.begin(), all.begin() + within);
        m_view->setCandidates(visible, within - 1, -1);
    } else {
        m_view->clearCandidates();
    }
}

void EntanglementTab::leaveTimeline()
{
    if (m_timeline == Timeline::Record || m_timeline == Timeline::Review) {
        const std::size_t shown = m_game.moves().size();
        const bool branches = shown != m_timelineBase.moves().size();
        dropTimeline();
        if (branches) {
            // Played on from an earlier move: the record's later moves give way to a new
            // branch, in practice mode (it is not a game played from the start).
            m_practice = true;
            m_disqualified = true;
            m_historyStart = m_game;
            midend()->markChangedOffHistory();
            refresh();
            emit statusMessage(
                tr("Continuing from move %1 as practice: a new branch of the record.").arg(shown));
        }
        return;
    }
    if (m_timeline == Timeline::Autoplay
        && m_game.moves().size() != m_timelineBase.moves().size()) {
        const Game before = m_timelineBase;
        dropTimeline();
        recordChange(tr("Autoplay"), before);
        return;
    }
    dropTimeline();
}

void EntanglementTab::dropTimeline()
{
    if (m_timeline == Timeline::None)
        return;
    const bool wasHint = m_timeline == Timeline::Hint;
    if (m_timeline == Timeline::Record)
        m_hintLabel->clear();
    if (m_timeline == Timeline::Review) {
        m_reviewPanel->clear();
        m_hintLabel->show();
        m_highScoresTitle->show();
        m_highScores->show();
    }
    m_timeline = Timeline::None;
    m_legend->hide();
    m_hintCandidates.clear();
    m_autoStates.clear();
    m_recordStates.clear();
    m_reviews.clear();
    m_autoCandidates.clear();
    m_stepPlayer->pause();
    m_stepPlayer->reset(0);
    m_view->clearCandidates();
    if (wasHint) {
        m_view->setGame(m_game);
        m_hintLabel->clear();
    }
}

const Game &EntanglementTab::reviewedGame() const
{
    const bool stepping = m_timeline == Timeline::Record || m_timeline == Timeline::Review;
    return stepping ? m_timelineBase : m_game;
}

bool EntanglementTab::canReview() const
{
    const bool stepping = m_timeline == Timeline::Record || m_timeline == Timeline::Review;
    return !reviewedGame().moves().empty() && (stepping || m_game.isOver());
}

void EntanglementTab::review()
{
    if (!canReview())
        return;
    const Game reviewed = reviewedGame();
    midend()->run(
        {.title = tr("Review")},
        [reviewed](common::SolverSink &sink) {
            // Always the lookahead: its values are the yardstick of the review.
            return reviewGame(reviewed, PlayerOptions {}, &sink);
        },
        [this, reviewed](const std::vector<MoveReview> &reviews) {
            m_reviewRunning = false;
            if (reviews.size() != reviewed.moves().size())
                return; // cancelled
            startReviewTimeline(reviewed, reviews);
        });
    // After run(), which reports the job it replaced as cancelled.
    m_reviewRunning = true;
    m_reviewPanel->showRunning(static_cast<int>(reviewed.moves().size()));
}

void EntanglementTab::startReviewTimeline(const Game &reviewed, std::vector<MoveReview> reviews)
{
    dropTimeline(); // an opened record's timeline gives way to the review's
    m_timeline = Timeline::Review;
    m_timelineBase = reviewed;
    m_recordStates = statesOf(reviewed);
    m_reviews = std::move(reviews);
    m_legend->setText(CandidateWords::reviewLegend());
    m_legend->show();
    m_reviewPanel->setReviews(m_reviews);
    // The review's sentences and list take the best scores' room: with both the side panel
    // would need more height than the window has, and Qt would lay its widgets over each other.
    m_highScoresTitle->hide();
    m_highScores->hide();
    const int moves = static_cast<int>(m_reviews.size());
    m_stepPlayer->reset(moves);
    m_stepPlayer->seek(moves);
    refresh();
}

void EntanglementTab::showReviewPosition(int position)
{
    const int moves = static_cast<int>(m_reviews.size());
    const int shown = std::clamp(position, 0, moves);
    m_game = m_recordStates[static_cast<std::size_t>(shown)];
    refresh();
    m_reviewPanel->showMove(shown);
    // What the hint line says ("Game over: … new high score") is about the end of the game.
    m_hintLabel->setVisible(shown == moves);
    if (shown == moves) {
        m_view->clearCandidates(); // the end: the whole game, and what the review found
        return;
    }
    // Position p shows the board before move p + 1: the move made and, if another, the choice.
    const MoveReview &r = m_reviews[static_cast<std::size_t>(shown)];
    if (r.cost == 0)
        m_view->setCandidates({r.played}, 0, 0);
    else
        m_view->setCandidates({r.played, r.best}, 0, 1);
    emit statusMessage(tr("Review: move %1 of %2").arg(r.move).arg(moves));
}

} // namespace pw::ui::entanglement

// The midend's game through a back end, for any puzzle: moves and jumps as undoable entries, the
// autosave's start-and-history round trip (the redo tail included) and files. Sliding Tiles is
// the puzzle here because its states and moves are the smallest; nothing below is about it.
#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/common/GameRecord.h"
#include "core/common/PuzzleFile.h"
#include "core/sliding/Board.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using pw::common::GameMove;
using pw::common::GameState;
using pw::sliding::Board;
using pw::sliding::Direction;
using pw::ui::Midend;

namespace {

const pw::common::GameBackend *rules()
{
    return pw::backends::backendFor(QStringLiteral("sliding"));
}

GameMove blank(Direction direction)
{
    return GameMove::of(direction);
}

// A midend on the Sliding back end that counts what it was shown.
struct ShownMidend
{
    Midend midend;
    int shown = 0;
    ShownMidend()
    {
        midend.setBackend(rules(), [this](const GameState &) { ++shown; });
        // Off screen: the clock counts nothing, so a game written twice is the same file.
        midend.clock()->setHeld(true);
    }
    const Board &board() const { return midend.state().as<Board>(); }
};

} // namespace

class TestMidendHistory : public QObject
{
    Q_OBJECT
private slots:
    // Undo, then another move: the moves undone are a branch given up, and Edit's "Redo Another
    // Branch" puts them back under Redo, for any puzzle; taking up again goes round the branches.
    void aBranchGivenUpCanBeTakenUpAgain()
    {
        ShownMidend game;
        const Board goal = Board::goal(3, 3);
        game.midend.startGame(GameState::of(goal));
        QVERIFY(!game.midend.canTakeUpBranch());
        QVERIFY(!game.midend.play(blank(Direction::Up), "up"));
        QVERIFY(!game.midend.play(blank(Direction::Left), "left"));
        QVERIFY(!game.midend.play(blank(Direction::Down), "down"));
        const Board record = game.board();
        game.midend.undo();
        game.midend.undo();
        QVERIFY(!game.midend.canTakeUpBranch()); // nothing was given up yet: Redo has it
        QVERIFY(!game.midend.play(blank(Direction::Up), "up again"));
        const Board branch = game.board();
        QVERIFY(!game.midend.canRedo());
        QVERIFY(!game.midend.canTakeUpBranch()); // the record's moves grew from one move back
        game.midend.undo();
        QVERIFY(game.midend.canTakeUpBranch());
        QVERIFY(game.midend.takeUpBranchText().startsWith("left and 1 more step"));

        // The record comes back under Redo; the branch is given up in its place, kept.
        game.midend.takeUpBranch();
        QCOMPARE(game.midend.redoText(), QStringLiteral("left"));
        game.midend.redo();
        game.midend.redo();
        QVERIFY(game.board() == record);
        QCOMPARE(game.midend.history().abandoned().size(), std::size_t(1));

        // Round again, also after the autosave's round trip.
        game.midend.undo();
        game.midend.undo();
        ShownMidend restored;
        QVERIFY(!restored.midend.gameFromJson(game.midend.gameToJson(), "autosave"));
        QCOMPARE(restored.midend.takeUpBranchText(), QStringLiteral("up again"));
        restored.midend.takeUpBranch();
        restored.midend.redo();
        QVERIFY(restored.board() == branch);
        QVERIFY(!restored.midend.canTakeUpBranch());
        restored.midend.undo();
        QVERIFY(restored.midend.takeUpBranchText().startsWith("left and 1 more step"));
    }

    // An answer stepped through on the board: its steps are the record's entries (by Replay),
    // taken back and taken again without giving up a branch; Undo over them moves its step, and
    // a move of the player's own or a new game ends it.
    void anAnswerIsSteppedThroughOnTheRecord()
    {
        ShownMidend game;
        game.midend.startGame(GameState::of(Board::goal(3, 3)));
        const std::vector<GameMove> answer {blank(Direction::Up), blank(Direction::Left),
                                            blank(Direction::Down)};
        QSignalSpy steps(&game.midend, &Midend::answerStepChanged);
        game.midend.showAnswer(answer, "step");
        QCOMPARE(game.midend.answerLength(), 3);
        game.midend.seekAnswer(3);
        QCOMPARE(game.midend.answerStep(), 3);
        QCOMPARE(game.midend.history().entry(2).author, pw::common::Author::Replay);
        QVERIFY(game.midend.playersMoves().empty());
        game.midend.seekAnswer(1);
        game.midend.seekAnswer(2);
        QVERIFY(game.midend.history().abandoned().empty());
        QCOMPARE(game.midend.history().size(), 3); // the third step waits under Redo
        steps.clear();
        game.midend.undo();
        QCOMPARE(steps.count(), 1);
        QCOMPARE(steps.takeFirst().front().toInt(), 1);
        QVERIFY(game.midend.isShowingAnswer());
        // The player's own move leaves the answer.
        QVERIFY(!game.midend.play(blank(Direction::Down), "mine"));
        QVERIFY(!game.midend.isShowingAnswer());
        QCOMPARE(steps.takeFirst().front().toInt(), -1);
        // So does a new game.
        game.midend.showAnswer(answer, "step");
        game.midend.seekAnswer(1);
        game.midend.startGame(GameState::of(Board::goal(3, 3)));
        QVERIFY(!game.midend.isShowingAnswer());
        QCOMPARE(game.midend.answerStep(), 0);
    }

    void movesAndJumpsAreEntriesThatUndoAndRedo()
    {
        ShownMidend game;
        const Board goal = Board::goal(3, 3);
        game.midend.startGame(GameState::of(goal));
        QCOMPARE(game.shown, 1);
        QVERIFY(game.board() == goal);

        // One entry of two moves; the midend shows the state after them.
        QVERIFY(!game.midend.play({blank(Direction::Up), blank(Direction::Left)}, "two"));
        QCOMPARE(game.midend.history().size(), 1);
        QCOMPARE(game.midend.history().entry(0).text, QStringLiteral("two"));
        const Board afterTwo = game.board();
        QVERIFY(afterTwo != goal);
        QVERIFY(game.midend.hasUnsavedMoves());

        // A refused move changes nothing and says why.
        const int shownBefore = game.shown;
        const auto refused = game.midend.play(
            {blank(Direction::Left), blank(Direction::Left), blank(Direction::Left)}, "off");
        QVERIFY(refused.has_value());
        QVERIFY(!refused->reason.isEmpty());
        QCOMPARE(game.midend.history().size(), 1);
        QCOMPARE(game.shown, shownBefore);
        QVERIFY(game.board() == afterTwo);

        // A jump back to the goal is an entry; a jump to the state on screen is none.
        game.midend.jumpTo(GameState::of(goal), "restart");
        QCOMPARE(game.midend.history().size(), 2);
        QVERIFY(game.board() == goal);
        game.midend.jumpTo(GameState::of(goal), "again");
        QCOMPARE(game.midend.history().size(), 2);

        game.midend.undo();
        QVERIFY(game.board() == afterTwo);
        game.midend.undo();
        QVERIFY(game.board() == goal);
        game.midend.redo();
        QVERIFY(game.board() == afterTwo);
    }

    void theAutosaveKeepsTheStartTheHistoryAndTheRedoTail()
    {
        ShownMidend played;
        const Board goal = Board::goal(3, 3);
        played.midend.startGame(GameState::of(goal));
        QVERIFY(!played.midend.play(blank(Direction::Up), "up"));
        QVERIFY(!played.midend.play(blank(Direction::Left), "left"));
        played.midend.jumpTo(GameState::of(goal), "restart");
        QVERIFY(!played.midend.play(blank(Direction::Left), "left again"));
        played.midend.undo(); // the redo tail: one entry
        const Board onScreen = played.board();
        played.midend.noteHelp(pw::common::Help::Hint);

        const QJsonObject saved = played.midend.gameToJson();
        QCOMPARE(saved.value("puzzle").toString(), QStringLiteral("sliding"));
        ShownMidend restored;
        QVERIFY(!restored.midend.gameFromJson(saved, "autosave"));
        QVERIFY(restored.board() == onScreen);
        QCOMPARE(restored.midend.history().size(), 4);
        QCOMPARE(restored.midend.history().position(), 3);
        QCOMPARE(restored.midend.history().entry(1).text, QStringLiteral("left"));
        QVERIFY(restored.midend.isAssisted());
        QVERIFY(restored.midend.hasUnsavedMoves());
        QVERIFY(restored.midend.filePath().isEmpty());
        restored.midend.redo();
        QVERIFY(restored.board() != onScreen);
        // Written again, the same game.
        restored.midend.undo();
        QCOMPARE(restored.midend.gameToJson(), saved);
    }

    void aReplacedRedoTailIsKeptAsAnAbandonedBranchThroughTheAutosave()
    {
        ShownMidend played;
        const Board goal = Board::goal(3, 3);
        played.midend.startGame(GameState::of(goal));
        QVERIFY(!played.midend.play(blank(Direction::Up), "up"));
        QVERIFY(!played.midend.play(blank(Direction::Left), "left"));
        played.midend.markSaved({});
        played.midend.undo();
        played.midend.undo();
        QVERIFY(!played.midend.play(blank(Direction::Left), "other left")); // abandons up, left
        played.midend.undo();
        QVERIFY(!played.midend.play(blank(Direction::Up), "up again")); // abandons other left

        const pw::common::GameHistory &history = played.midend.history();
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.abandoned().size(), std::size_t(2));
        QCOMPARE(history.abandoned()[0].from, 0);
        QCOMPARE(history.abandoned()[0].entries.size(), std::size_t(2));
        QCOMPARE(history.abandoned()[0].entries[1].text, QStringLiteral("left"));
        QCOMPARE(history.abandoned()[1].entries[0].text, QStringLiteral("other left"));
        // The saved position was on the branch given up: the game differs from its file, even at
        // the same number of entries.
        QVERIFY(!played.midend.canRedo());
        played.midend.redo();
        QVERIFY(played.midend.hasUnsavedMoves());

        // Each branch reads back from the states it grew from.
        const QJsonObject saved = played.midend.gameToJson();
        ShownMidend restored;
        QVERIFY(!restored.midend.gameFromJson(saved, "autosave"));
        QCOMPARE(restored.midend.history().abandoned().size(), std::size_t(2));
        QVERIFY(restored.midend.history().abandoned()[0].entries[1].after.as<Board>()
                == history.abandoned()[0].entries[1].after.as<Board>());
        QCOMPARE(restored.midend.gameToJson(), saved);
    }

    void everyEntrySaysWhoMadeIt()
    {
        ShownMidend played;
        played.midend.startGame(GameState::of(Board::goal(3, 3)));
        QVERIFY(!played.midend.play(blank(Direction::Up), "mine"));
        QVERIFY(!played.midend.play(blank(Direction::Left), "replayed",
                                    Midend::By {pw::common::Author::Replay}));
        // A job's answer is by the help that found it: a hint's move is the hint's.
        Midend::JobSpec hint {QStringLiteral("Hint"), Midend::JobScope::Position, false,
                              pw::common::Help::Hint};
        bool applied = false;
        played.midend.run(
            hint, [](pw::common::SolverSink &) { return blank(Direction::Right); },
            [&](const GameMove &move) { applied = !played.midend.play(move, "hinted"); });
        QTRY_VERIFY(applied);
        // A computer player is named.
        Midend::JobSpec autoplay {QStringLiteral("Autoplay"), Midend::JobScope::Position, false,
                                  pw::common::Help::Autoplay,
                                  Midend::By {pw::common::Author::Computer, "Greedy"}};
        applied = false;
        played.midend.run(
            autoplay, [](pw::common::SolverSink &) { return blank(Direction::Left); },
            [&](const GameMove &move) { applied = !played.midend.play(move, "autoplayed"); });
        QTRY_VERIFY(applied);

        const pw::common::GameHistory &history = played.midend.history();
        QCOMPARE(history.size(), 4);
        QCOMPARE(history.entry(0).author, pw::common::Author::Player);
        QCOMPARE(history.entry(1).author, pw::common::Author::Replay);
        QCOMPARE(history.entry(2).author, pw::common::Author::Hint);
        QCOMPARE(history.entry(3).author, pw::common::Author::Computer);
        QCOMPARE(history.entry(3).computer, QStringLiteral("Greedy"));
        // The player's next move is the player's again, and the autosave keeps every author.
        QVERIFY(!played.midend.play(blank(Direction::Right), "mine again"));
        QCOMPARE(history.entry(4).author, pw::common::Author::Player);
        // A move count counts the player's own moves alone: "mine" and "mine again".
        QCOMPARE(history.playersMoves().size(), std::size_t(2));
        ShownMidend restored;
        QVERIFY(!restored.midend.gameFromJson(played.midend.gameToJson(), "autosave"));
        QCOMPARE(restored.midend.history().entry(1).author, pw::common::Author::Replay);
        QCOMPARE(restored.midend.history().entry(3).computer, QStringLiteral("Greedy"));
        QCOMPARE(restored.midend.history().entry(4).author, pw::common::Author::Player);
    }

    void anAutosaveWhoseHistoryDoesNotFollowIsRefusedByField()
    {
        ShownMidend played;
        played.midend.startGame(GameState::of(Board::goal(3, 3)));
        QVERIFY(!played.midend.play(blank(Direction::Up), "up"));
        QJsonObject saved = played.midend.gameToJson();
        // From the goal the blank cannot travel down.
        QJsonObject history = saved.value("history").toObject();
        history.insert("steps",
                       QJsonArray {QJsonObject {
                           {"text", "down"}, {"step", QJsonObject {{"moves", QJsonArray {"D"}}}}}});
        saved.insert("history", history);
        ShownMidend restored;
        const auto refused = restored.midend.gameFromJson(saved, "autosave");
        QVERIFY(refused.has_value());
        QCOMPARE(refused->location, QStringLiteral("field \"history\""));
        QCOMPARE(restored.midend.history().size(), 0);

        saved.insert("start", QJsonObject {{"tiles", "nonsense"}});
        QVERIFY(restored.midend.gameFromJson(saved, "autosave").has_value());
    }

    void aSeedIdHoldsUntilAnotherGameStarts()
    {
        ShownMidend game;
        const Board goal = Board::goal(3, 3);
        game.midend.startGame(GameState::of(goal));
        const QString descriptive = *rules()->descriptiveId(GameState::of(goal));
        QCOMPARE(game.midend.gameId(), descriptive);
        game.midend.rememberSeedId("sliding:3x3#7");
        QVERIFY(!game.midend.play(blank(Direction::Up), "up"));
        QCOMPARE(game.midend.gameId(), QStringLiteral("sliding:3x3#7")); // moves keep it
        // A jump inside the game (Restart, a solver's answer put on the board) keeps it too.
        Board other = goal;
        QVERIFY(other.move(Direction::Left));
        game.midend.jumpTo(GameState::of(other), "answer");
        QCOMPARE(game.midend.gameId(), QStringLiteral("sliding:3x3#7"));
        game.midend.undo();
        QCOMPARE(game.midend.gameId(), QStringLiteral("sliding:3x3#7"));
        // A new game forgets it.
        game.midend.startGame(GameState::of(goal));
        QCOMPARE(game.midend.gameId(), descriptive);
    }

    void filesKeepTheMovesOrTheStateOnScreen()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath("game.json");
        ShownMidend played;
        played.midend.startGame(GameState::of(Board::goal(3, 3)));
        QVERIFY(!played.midend.play({blank(Direction::Up), blank(Direction::Left)}, "two"));
        QVERIFY(!played.midend.saveFile(path));
        // Written only: the shell marks the game saved once the whole save succeeded.
        QVERIFY(played.midend.hasUnsavedMoves());

        ShownMidend opened;
        QVERIFY(!opened.midend.checkFile(path));
        QCOMPARE(opened.shown, 0); // checking touches nothing
        QVERIFY(!opened.midend.openFile(path));
        QVERIFY(opened.board() == played.board());
        QVERIFY(!opened.midend.hasUnsavedMoves());
        QCOMPARE(opened.midend.filePath(), path);
        // The file keeps the history as it was: one entry of two moves, undone at once.
        QCOMPARE(opened.midend.history().size(), 1);
        QCOMPARE(opened.midend.history().entry(0).text, QStringLiteral("two"));
        QCOMPARE(opened.midend.record().moves.size(), 2u);
        opened.midend.undo();
        QVERIFY(opened.board() == Board::goal(3, 3));
        QVERIFY(opened.midend.record().moves.empty());

        // A file with the moves alone (the format's own "moves", as other programs write it):
        // one entry each.
        const QJsonObject movesOnly = rules()->fileJson(played.midend.record());
        QVERIFY(!pw::common::writeJsonFile(path, movesOnly));
        ShownMidend plain;
        QVERIFY(!plain.midend.openFile(path));
        QCOMPARE(plain.midend.history().size(), 2);
        plain.midend.undo();
        plain.midend.undo();
        QVERIFY(plain.board() == Board::goal(3, 3));

        // A jump in the history starts the file's own record again (its start is the state
        // jumped to, its moves those played since); the history before it comes back too.
        const Board scrambled = played.board();
        played.midend.jumpTo(GameState::of(Board::goal(3, 3)), "restart");
        QVERIFY(!played.midend.play(blank(Direction::Left), "left"));
        QCOMPARE(played.midend.record().moves.size(), 1u);
        QVERIFY(!played.midend.saveFile(path));
        ShownMidend reopened;
        QVERIFY(!reopened.midend.openFile(path));
        QVERIFY(reopened.board() == played.board());
        QCOMPARE(reopened.midend.history().size(), 3);
        reopened.midend.undo();
        QVERIFY(reopened.board() == Board::goal(3, 3));
        reopened.midend.undo();
        QVERIFY(reopened.board() == scrambled);
        reopened.midend.redo();

        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"puzzle\": \"sliding\"");
        damaged.close();
        QVERIFY(reopened.midend.checkFile(path).has_value());
        const auto refused = reopened.midend.openFile(path);
        QVERIFY(refused.has_value());
        QVERIFY(reopened.board() == Board::goal(3, 3)); // the game on screen stays
        QCOMPARE(reopened.midend.history().size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestMidendHistory)
#include "tst_midendhistory.moc"

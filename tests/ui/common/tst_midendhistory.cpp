// The midend's game through a back end, for any puzzle: moves and jumps as undoable entries, the
// autosave's start-and-history round trip (the redo tail included) and files. Sliding Tiles is
// the puzzle here because its states and moves are the smallest; nothing below is about it.
#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/common/GameRecord.h"
#include "core/sliding/Board.h"
#include "ui/common/Midend.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QUndoStack>
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
    }
    const Board &board() const { return midend.state().as<Board>(); }
};

} // namespace

class TestMidendHistory : public QObject
{
    Q_OBJECT
private slots:
    void movesAndJumpsAreEntriesThatUndoAndRedo()
    {
        ShownMidend game;
        const Board goal = Board::goal(3, 3);
        game.midend.startGame(GameState::of(goal));
        QCOMPARE(game.shown, 1);
        QVERIFY(game.board() == goal);

        // One entry of two moves; the midend shows the state after them.
        QVERIFY(!game.midend.play({blank(Direction::Up), blank(Direction::Left)}, "two"));
        QCOMPARE(game.midend.history()->count(), 1);
        QCOMPARE(game.midend.history()->text(0), QStringLiteral("two"));
        const Board afterTwo = game.board();
        QVERIFY(afterTwo != goal);
        QVERIFY(game.midend.hasUnsavedMoves());

        // A refused move changes nothing and says why.
        const int shownBefore = game.shown;
        const auto refused = game.midend.play(
            {blank(Direction::Left), blank(Direction::Left), blank(Direction::Left)}, "off");
        QVERIFY(refused.has_value());
        QVERIFY(!refused->reason.isEmpty());
        QCOMPARE(game.midend.history()->count(), 1);
        QCOMPARE(game.shown, shownBefore);
        QVERIFY(game.board() == afterTwo);

        // A jump back to the goal is an entry; a jump to the state on screen is none.
        game.midend.jumpTo(GameState::of(goal), "restart");
        QCOMPARE(game.midend.history()->count(), 2);
        QVERIFY(game.board() == goal);
        game.midend.jumpTo(GameState::of(goal), "again");
        QCOMPARE(game.midend.history()->count(), 2);

        game.midend.history()->undo();
        QVERIFY(game.board() == afterTwo);
        game.midend.history()->undo();
        QVERIFY(game.board() == goal);
        game.midend.history()->redo();
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
        played.midend.history()->undo(); // the redo tail: one entry
        const Board onScreen = played.board();
        played.midend.noteHelp(pw::common::Help::Hint);

        const QJsonObject saved = played.midend.gameToJson();
        QCOMPARE(saved.value("puzzle").toString(), QStringLiteral("sliding"));
        ShownMidend restored;
        QVERIFY(!restored.midend.gameFromJson(saved, "autosave"));
        QVERIFY(restored.board() == onScreen);
        QCOMPARE(restored.midend.history()->count(), 4);
        QCOMPARE(restored.midend.history()->index(), 3);
        QCOMPARE(restored.midend.history()->text(1), QStringLiteral("left"));
        QVERIFY(restored.midend.isAssisted());
        QVERIFY(restored.midend.hasUnsavedMoves());
        QVERIFY(restored.midend.filePath().isEmpty());
        restored.midend.history()->redo();
        QVERIFY(restored.board() != onScreen);
        // Written again, the same game.
        restored.midend.history()->undo();
        QCOMPARE(restored.midend.gameToJson(), saved);
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
        QCOMPARE(restored.midend.history()->count(), 0);

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
        game.midend.history()->undo();
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
        // The file's moves are the history, one entry each: undo goes back to its start.
        QCOMPARE(opened.midend.history()->count(), 2);
        QCOMPARE(opened.midend.record().moves.size(), 2u);
        opened.midend.history()->undo();
        opened.midend.history()->undo();
        QVERIFY(opened.board() == Board::goal(3, 3));
        QVERIFY(opened.midend.record().moves.empty());

        // A jump in the history starts the file's record again: its start is the state jumped
        // to, its moves those played since.
        const Board scrambled = played.board();
        played.midend.jumpTo(GameState::of(Board::goal(3, 3)), "restart");
        QVERIFY(!played.midend.play(blank(Direction::Left), "left"));
        QCOMPARE(played.midend.record().moves.size(), 1u);
        QVERIFY(!played.midend.saveFile(path));
        ShownMidend reopened;
        QVERIFY(!reopened.midend.openFile(path));
        QVERIFY(reopened.board() == played.board());
        QCOMPARE(reopened.midend.history()->count(), 1);
        reopened.midend.history()->undo();
        QVERIFY(reopened.board() == Board::goal(3, 3));
        QVERIFY(reopened.board() != scrambled);

        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"puzzle\": \"sliding\"");
        damaged.close();
        QVERIFY(reopened.midend.checkFile(path).has_value());
        const auto refused = reopened.midend.openFile(path);
        QVERIFY(refused.has_value());
        QVERIFY(reopened.board() == Board::goal(3, 3)); // the game on screen stays
        QCOMPARE(reopened.midend.history()->count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestMidendHistory)
#include "tst_midendhistory.moc"

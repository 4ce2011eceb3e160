#pragma once

#include "core/backends/BackendRegistry.h"
#include "core/sliding/Board.h"
#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"
#include "ui/common/SolverRunner.h"

#include <QJsonDocument>
#include <QJsonObject>

// A playable stand-in tab that records what the shell asks of it. Its "game" is a string; its
// snapshot holds that string. Its midend plays a small Sliding board, so the shell's Undo, Redo
// and unsaved state have real entries to work on (makeMove).
class FakeTab : public pw::ui::PuzzleTab
{
public:
    explicit FakeTab(QWidget *parent = nullptr)
        : PuzzleTab(parent)
    {
        midend()->setBackend(pw::backends::backendFor(QStringLiteral("sliding")),
                             [](const pw::common::GameState &) { });
        midend()->startGame(start());
    }
    // One slide from the goal, so no move of makeMove's finishes it.
    static pw::common::GameState start()
    {
        pw::sliding::Board board = pw::sliding::Board::goal(3, 3);
        board.move(pw::sliding::Direction::Up);
        return pw::common::GameState::of(board);
    }
    // One entry on the history: a slide of the blank, left or right along its row (up first
    // while there is a row above), never back to the goal.
    void makeMove()
    {
        using pw::sliding::Direction;
        for (const Direction direction : {Direction::Up, Direction::Left, Direction::Right})
            if (!midend()->play(pw::common::GameMove::of(direction), QStringLiteral("Slide")))
                return;
    }
    QString puzzleKind() const override { return QStringLiteral("fake"); }
    QString displayName() const override { return QStringLiteral("Fake"); }
    QStringList fileFilters() const override { return {QStringLiteral("Fake (*.json)")}; }
    void newGame() override { ++newGames; }
    pw::common::Status checkFile(const QString &) const override { return std::nullopt; }
    pw::common::Status checkGameId(const QString &) const override { return std::nullopt; }
    void startGameFromId(const QString &) override { }
    pw::common::Status openFile(const QString &path) override
    {
        midend()->startGame(start(), path);
        return std::nullopt;
    }
    pw::common::Status saveFile(const QString &path) override
    {
        if (failSaves)
            return pw::common::Error {path, {}, QStringLiteral("read-only file system")};
        saved << path;
        return std::nullopt;
    }
    // The autosave's data is a JSON object, as every tab's is: {"game": GAME}.
    static QByteArray snapshotOf(const QByteArray &game)
    {
        return QJsonDocument(QJsonObject {{QStringLiteral("game"), QString::fromUtf8(game)}})
            .toJson(QJsonDocument::Compact);
    }
    QByteArray autosaveData() const override
    {
        return game.isEmpty() ? QByteArray() : snapshotOf(game);
    }
    pw::common::Status restoreAutosave(const QByteArray &data) override
    {
        game = QJsonDocument::fromJson(data)
                   .object()
                   .value(QStringLiteral("game"))
                   .toString()
                   .toUtf8();
        midend()->startGame(start());
        midend()->markRestored();
        return std::nullopt;
    }

    int newGames = 0;
    bool failSaves = false;
    QStringList saved;
    QByteArray game;
};

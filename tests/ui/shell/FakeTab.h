#pragma once

#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"
#include "ui/common/SolverRunner.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QUndoCommand>
#include <QUndoStack>

// A playable stand-in tab that records what the shell asks of it. Its "game" is a string; its
// snapshot holds that string.
class FakeTab : public pw::ui::PuzzleTab
{
public:
    using PuzzleTab::PuzzleTab;
    QString puzzleKind() const override { return QStringLiteral("fake"); }
    QString displayName() const override { return QStringLiteral("Fake"); }
    QStringList fileFilters() const override { return {QStringLiteral("Fake (*.json)")}; }
    void newGame() override { ++newGames; }
    pw::common::Status checkFile(const QString &) const override { return std::nullopt; }
    pw::common::Status checkGameId(const QString &) const override { return std::nullopt; }
    void startGameFromId(const QString &) override { }
    pw::common::Status openFile(const QString &path) override
    {
        midend()->startDocument(path);
        return std::nullopt;
    }
    pw::common::Status saveFile(const QString &path) override
    {
        if (failSaves)
            return pw::common::Error {path, {}, QStringLiteral("read-only file system")};
        saved << path;
        return std::nullopt;
    }
    // The snapshot is a JSON object, as every tab's is: {"game": GAME}.
    static QByteArray snapshotOf(const QByteArray &game)
    {
        return QJsonDocument(QJsonObject {{QStringLiteral("game"), QString::fromUtf8(game)}})
            .toJson(QJsonDocument::Compact);
    }
    QByteArray snapshot() const override
    {
        return game.isEmpty() ? QByteArray() : snapshotOf(game);
    }
    pw::common::Status restoreSnapshot(const QByteArray &data) override
    {
        game = QJsonDocument::fromJson(data)
                   .object()
                   .value(QStringLiteral("game"))
                   .toString()
                   .toUtf8();
        midend()->startDocument();
        return std::nullopt;
    }

    int newGames = 0;
    bool failSaves = false;
    QStringList saved;
    QByteArray game;
};

// Records undo and redo so a test can see the menu reached the current tab's stack.
class CountingCommand : public QUndoCommand
{
public:
    CountingCommand(int *undone, int *redone)
        : m_undone(undone)
        , m_redone(redone)
    { }
    void undo() override { ++*m_undone; }
    void redo() override { ++*m_redone; }

private:
    int *m_undone;
    int *m_redone;
};
